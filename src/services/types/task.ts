/** Tasks of the business system (shapes in docs/openapi.yaml, tag `tasks`; rules in docs/api.md "Tasks"). */
import type { Schema } from './contract';
import { defineEnumeration } from './enumeration';

export const TASK_STATUS = defineEnumeration('taskStatus', {
  WAITING: [1, 'default'],
  RUNNING: [2, 'processing'],
  FINISHED: [3, 'success'],
  ABNORMAL: [4, 'error'],
  CANCELLED: [5, 'warning'],
});

export const TASK_TYPE = defineEnumeration('taskType', {
  TYPICAL: [1, 'default'],
  COMPLEX: [2, 'processing'],
});

export const TASK_CREATION_METHOD = defineEnumeration('taskCreationMethod', {
  MAP: [1, 'processing'],
  FORM: [2, 'default'],
  API: [3, 'default'],
});

/** 1 highest to 5 lowest; a new task gets NORMAL unless it says otherwise. */
export const TASK_PRIORITY = defineEnumeration('taskPriority', {
  URGENT: [1, 'error'],
  HIGH: [2, 'warning'],
  NORMAL: [3, 'processing'],
  LOW: [4, 'default'],
  LOWEST: [5, 'default'],
});

export const TASK_ABNORMAL_REASON = defineEnumeration('taskAbnormalReason', {
  TIMEOUT: [1, 'warning'],
  UNREACHABLE: [2, 'error'],
  ROBOT_LOST: [3, 'error'],
});

export type TaskStatus = Schema<'TaskStatus'>;
export type TaskType = Schema<'TaskType'>;
export type TaskCreationMethod = Schema<'TaskCreationMethod'>;
export type TaskPriority = Schema<'TaskPriority'>;
export type TaskAbnormalReason = Schema<'TaskAbnormalReason'>;
export type TaskPeriod = Schema<'TaskPeriod'>;

export const TASK_PRIORITY_DEFAULT: TaskPriority = 3;
/** The periods of the abnormal list's filter, in the order it offers them. */
export const TASK_PERIODS = ['month', 'halfYear', 'year', 'all'] as const satisfies readonly TaskPeriod[];
export const TASK_NAME_MAX = 50;
/** A complex task's targets: 2 to this many. */
export const TASK_TARGETS_MAX = 20;

export type Task = Schema<'Task'>;
export type TaskTarget = Schema<'TaskTarget'>;
export type TaskInput = Schema<'TaskInput'>;
export type TaskPath = Schema<'TaskPath'>;
export type TaskPathInput = Schema<'TaskPathInput'>;
/** The filters of the task list (the body of `pageTasks` without its paging and sort; `sceneId` required). */
export type TaskFilters = Omit<Schema<'TaskPageQuery'>, 'pageNumber' | 'pageSize' | 'sortField' | 'sortOrder'>;
export type TaskSortField = NonNullable<Schema<'TaskPageQuery'>['sortField']>;

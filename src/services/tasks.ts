/** Task calls of the business system (docs/openapi.yaml, tag `tasks`, service business; rules in docs/api.md "Tasks"). */
import { callApi, SILENT } from '@/request/pipeline';
import type { Page, PageQuery } from './types/list';
import type { Task, TaskFilters, TaskInput, TaskPath, TaskPathInput, TaskPriority } from './types/task';

const taskPath = (id: string) => `/task/${encodeURIComponent(id)}`;

/** A page of a scene's tasks (`sceneId` in the filters is required). */
export function fetchTaskPage(query: PageQuery<TaskFilters> & Pick<TaskFilters, 'sceneId'>) {
  return callApi<Page<Task>>('business', '/task/page', { method: 'POST', data: query });
}

export function fetchTask(id: string) {
  return callApi<Task>('business', `/task/${encodeURIComponent(id)}`);
}

/** Refusals (40001 with `fields`) are the form's to show. */
export function createTask(input: TaskInput) {
  return callApi<Task>('business', '/task', { method: 'POST', data: input, ...SILENT });
}

export function updateTaskPriority(id: string, priority: TaskPriority) {
  return callApi<Task>('business', `${taskPath(id)}/priority`, { method: 'PUT', data: { priority } });
}

/** The scene's waiting tasks in a new order (every one of them); 40901 when the queue changed meanwhile. */
export function reorderTaskQueue(sceneId: string, ids: string[]) {
  return callApi<Task[]>('business', '/task/queue', { method: 'PUT', data: { sceneId, ids }, ...SILENT });
}

export function cancelTask(id: string) {
  return callApi<Task>('business', `${taskPath(id)}/cancel`, { method: 'POST' });
}

/** A new waiting task made from an abnormal one. */
export function retryTask(id: string) {
  return callApi<Task>('business', `${taskPath(id)}/retry`, { method: 'POST' });
}

/** The path a task would drive; asked while the form changes, so a failure is silent. */
export function previewTaskPath(input: TaskPathInput) {
  return callApi<TaskPath>('business', '/task/path', { method: 'POST', data: input, ...SILENT });
}

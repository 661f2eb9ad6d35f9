/**
 * The task being put together on /business/global: its type, its targets in
 * order, its robot and return point. The map (a click on a point or a robot)
 * and the task form both change it; the form shows it and sends it.
 */
import { TASK_TARGETS_MAX, TASK_TYPE, type TaskType } from '@/services/types/task';

export interface TaskDraft {
  type: TaskType;
  /** Node ids, in the order they are visited. */
  targets: string[];
  /** The robot asked for; null for any free robot. */
  robotId: string | null;
  /** Where the robot goes after the last target; null to stay there. */
  returnNodeId: string | null;
  /** A target was picked on the map (the task's creation method is then "on the map"). */
  fromMap: boolean;
}

export const NEW_DRAFT: TaskDraft = { type: TASK_TYPE.values.TYPICAL as TaskType, targets: [], robotId: null, returnNodeId: null, fromMap: false };

const isComplex = (draft: TaskDraft) => draft.type === TASK_TYPE.values.COMPLEX;

/** A point chosen in the form: a typical task's target is replaced, a complex task's appended (at most TASK_TARGETS_MAX, never the same node twice in a row). */
export function chooseTarget(draft: TaskDraft, nodeId: string): TaskDraft {
  if (!isComplex(draft)) return draft.targets.length === 1 && draft.targets[0] === nodeId ? draft : { ...draft, targets: [nodeId] };
  if (draft.targets.length >= TASK_TARGETS_MAX || draft.targets[draft.targets.length - 1] === nodeId) return draft;
  return { ...draft, targets: [...draft.targets, nodeId] };
}

/** A point picked on the map: a typical task's target is replaced, a complex task's appended (at most TASK_TARGETS_MAX; the same node twice in a row is ignored). Sets fromMap. */
export function addTarget(draft: TaskDraft, nodeId: string): TaskDraft {
  const next = chooseTarget(draft, nodeId);
  // An ignored pick changes nothing.
  return next === draft ? draft : { ...next, fromMap: true };
}

/** Drops the target at `index`. */
export function removeTarget(draft: TaskDraft, index: number): TaskDraft {
  if (index < 0 || index >= draft.targets.length) return draft;
  return { ...draft, targets: draft.targets.filter((_, i) => i !== index) };
}

/** Moves the target at `index` one place earlier (-1) or later (+1). */
export function moveTarget(draft: TaskDraft, index: number, step: -1 | 1): TaskDraft {
  const to = index + step;
  if (index < 0 || index >= draft.targets.length || to < 0 || to >= draft.targets.length) return draft;
  const targets = [...draft.targets];
  [targets[index], targets[to]] = [targets[to], targets[index]];
  return { ...draft, targets };
}

/** Another type: a typical task keeps only the first target. */
export function withType(draft: TaskDraft, type: TaskType): TaskDraft {
  if (type === draft.type) return draft;
  return { ...draft, type, targets: type === TASK_TYPE.values.COMPLEX ? draft.targets : draft.targets.slice(0, 1) };
}

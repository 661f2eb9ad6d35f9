/**
 * Tasks (docs/api.md "Tasks", service `business`): a scene's tasks and their
 * queue, adding one (validated against the scene's road network and robots),
 * changing a waiting one's priority, reordering the queue, cancelling,
 * retrying an abnormal one, and the path a task would drive. The model and
 * the clock are tasks.ts.
 *
 * Scope `scene`: a task belongs to its scene's company. A scene out of the
 * caller's reach answers exactly as an unknown one (40401 'scene not found'),
 * and its tasks as unknown tasks (40401 'task not found').
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '../../../src/request/codes';
import {
  TASK_CREATION_METHOD,
  TASK_NAME_MAX,
  TASK_PERIODS,
  TASK_PRIORITY,
  TASK_PRIORITY_DEFAULT,
  TASK_STATUS,
  TASK_TARGETS_MAX,
  TASK_TYPE,
  type TaskCreationMethod,
  type TaskPriority,
  type TaskType,
} from '../../../src/services/types/task';
import type { Scene } from '../fleet';
import { readChanges } from '../maps/edits';
import { networkGraphOf, networkView, replaceNetwork, sceneMap, type SceneMap } from '../maps/sceneMaps';
import { reaches } from '../reach';
import type { Ctx, RouteDef } from '../router';
import type { SimState } from '../store';
import {
  addTask,
  cancelTask,
  connected,
  dispatch,
  networkOf,
  PERIOD_DAYS,
  planPath,
  previewStart,
  queueOf,
  replan,
  requeue,
  robotsAt,
  taskView,
  tasksOfScene,
  TASK_SPEED,
  type SceneTasks,
  type StoredTask,
} from '../tasks';
import { SimError } from '../types';
import { booleanFilter, choiceFilter, numberFilter, pageOf, textFilter, type FilterReader, type ListSpec } from './list';
import { NO_MAP } from './maps';
import { findScene } from './options';
import { findSceneOr404 } from './scenes';
import { fieldError, requireObject, requireText } from './validate';

export const TASK_KEY = 'platform:business:global';
/** Editing the road network of `/business/global`. */
export const NETWORK_KEY = 'platform:business:global:editNode';

const DAY = 24 * 60 * 60 * 1000;
const values = (enumeration: { entries: ReadonlyArray<{ value: number }> }) => enumeration.entries.map((entry) => entry.value);
const STATUSES = values(TASK_STATUS);
const TYPES = values(TASK_TYPE);
const PRIORITIES = values(TASK_PRIORITY);
const METHODS = values(TASK_CREATION_METHOD);

/** The world the task model needs from the state. */
const worldOf = (state: SimState) => ({ tasks: state.tasks, maps: state.maps, assets: state.fleet.assets });

/** `sceneId` of the body: required, within reach (else 40401 'scene not found'). */
function bodyScene(ctx: Ctx, input: Record<string, unknown>): Scene {
  const { sceneId } = input;
  if (sceneId === undefined || sceneId === null || sceneId === '') throw fieldError('sceneId', 'required', 'sceneId is required');
  if (typeof sceneId !== 'string') throw fieldError('sceneId', 'invalid', 'sceneId must be an id');
  return findSceneOr404(ctx.state, ctx.reach, sceneId);
}

/** The scene's map; a scene without one is 40401 'scene has no uploaded map'. */
function mapOf(ctx: Ctx, scene: Scene): SceneMap {
  if (scene.mapStatus !== 1) throw new SimError(STATUS.NOT_FOUND, NO_MAP);
  return sceneMap(ctx.state.maps, scene, ctx.now);
}

function sceneTasks(ctx: Ctx, scene: Scene): SceneTasks {
  return tasksOfScene(worldOf(ctx.state), scene, ctx.now);
}

/** A task by id (`<scene id>-t<n>`); unknown, or of a scene out of reach: 40401 'task not found'. */
function findTask(ctx: Ctx, id: string): { scene: Scene; tasks: SceneTasks; task: StoredTask } {
  const sceneId = /^(.+)-t\d+$/.exec(id)?.[1];
  const scene = sceneId === undefined ? undefined : findScene(ctx.state, sceneId);
  if (scene && reaches(ctx.reach, scene.companyId)) {
    const tasks = sceneTasks(ctx, scene);
    const task = tasks.tasks.find((candidate) => candidate.id === id);
    if (task) return { scene, tasks, task };
  }
  throw new SimError(STATUS.NOT_FOUND, 'task not found');
}

/** A list of 1-`max` node ids of the network, no node twice in a row. */
function requireTargets(input: Record<string, unknown>, map: SceneMap, max: number): string[] {
  const { targets } = input;
  if (targets === undefined || targets === null || (Array.isArray(targets) && targets.length === 0)) {
    throw fieldError('targets', 'required', 'targets is required');
  }
  if (!Array.isArray(targets) || targets.some((id) => typeof id !== 'string' || id === '')) {
    throw fieldError('targets', 'invalid', 'targets must be a list of node ids');
  }
  if (targets.length > max) throw fieldError('targets', 'tooLong', `At most ${max} targets`);
  const network = networkOf(networkGraphOf(map));
  const unknown = (targets as string[]).find((id) => !network.index.has(id));
  if (unknown !== undefined) throw fieldError('targets', 'invalid', `Node ${unknown} is not on the scene's map`);
  if ((targets as string[]).some((id, i) => i > 0 && id === targets[i - 1])) {
    throw fieldError('targets', 'invalid', 'The same target twice in a row');
  }
  return targets as string[];
}

/** An optional node id of the network: null when left out or null. */
function optionalNode(input: Record<string, unknown>, field: string, map: SceneMap): string | null {
  const value = input[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !networkOf(networkGraphOf(map)).index.has(value)) {
    throw fieldError(field, 'invalid', `${field} is not a node of the scene's map`);
  }
  return value;
}

/** Every target reachable from the one before, and the return point from the last (40001 `targets` or `returnNodeId` otherwise). */
function refuseCutOff(map: SceneMap, targets: readonly string[], returnNodeId: string | null): void {
  const network = networkOf(networkGraphOf(map));
  const stops = targets.map((id) => network.index.get(id) as number);
  if (!connected(network, stops, null)) throw fieldError('targets', 'invalid', 'A target cannot be reached from the one before');
  const back = returnNodeId === null ? null : (network.index.get(returnNodeId) as number);
  if (back !== null && !connected(network, stops, back)) throw fieldError('returnNodeId', 'invalid', 'The return point cannot be reached');
}

/** `robotId`: null or left out for any free robot; else a robot of the scene that takes tasks. */
function optionalRobot(ctx: Ctx, input: Record<string, unknown>, map: SceneMap): { id: string; name: string } | null {
  const value = input.robotId;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw fieldError('robotId', 'invalid', 'robotId must be an id');
  const robot = robotsAt(map, ctx.state.fleet.assets, ctx.now).find((candidate) => candidate.id === value);
  if (!robot) throw fieldError('robotId', 'invalid', 'Not a robot of the scene (online)');
  if (!robot.takesTasks) throw fieldError('robotId', 'invalid', 'A parked or charging robot takes no tasks');
  return { id: robot.id, name: robot.name };
}

function numberOf<T extends number>(input: Record<string, unknown>, field: string, allowed: readonly number[], fallback: T | undefined): T {
  const value = input[field];
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw fieldError(field, 'required', `${field} is required`);
  }
  if (typeof value !== 'number' || !allowed.includes(value)) throw fieldError(field, 'invalid', `${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** `timed` (false when left out) and `startAt`: required and in the future when timed, none otherwise. */
function timing(input: Record<string, unknown>, now: number): { timed: boolean; startAt: number | null } {
  const { timed = false, startAt } = input;
  if (typeof timed !== 'boolean') throw fieldError('timed', 'invalid', 'timed must be true or false');
  const given = startAt !== undefined && startAt !== null;
  if (!timed) {
    if (given) throw fieldError('startAt', 'invalid', 'startAt is for a timed task');
    return { timed, startAt: null };
  }
  if (!given) throw fieldError('startAt', 'required', 'A timed task needs startAt');
  if (typeof startAt !== 'number' || !Number.isSafeInteger(startAt)) throw fieldError('startAt', 'invalid', 'startAt must be a time in epoch milliseconds');
  if (startAt <= now) throw fieldError('startAt', 'invalid', 'startAt must be in the future');
  return { timed, startAt };
}

/** The form of `POST /business/task`, checked in the order of the document's fields. */
function taskInput(ctx: Ctx, input: Record<string, unknown>, map: SceneMap) {
  const name = requireText(input, 'name', 1, TASK_NAME_MAX);
  const type = numberOf<TaskType>(input, 'type', TYPES, undefined);
  const targets = requireTargets(input, map, TASK_TARGETS_MAX);
  if (type === 1 && targets.length > 1) throw fieldError('targets', 'invalid', 'A typical task has one target');
  if (type === 2 && targets.length < 2) throw fieldError('targets', 'tooShort', 'A complex task has two targets or more');
  const priority = numberOf<TaskPriority>(input, 'priority', PRIORITIES, TASK_PRIORITY_DEFAULT);
  const robot = optionalRobot(ctx, input, map);
  const returnNodeId = optionalNode(input, 'returnNodeId', map);
  refuseCutOff(map, targets, returnNodeId);
  const { timed, startAt } = timing(input, ctx.now);
  const creationMethod = numberOf<TaskCreationMethod>(input, 'creationMethod', METHODS, 3);
  return { name, type, creationMethod, priority, targets, returnNodeId, robotId: robot?.id ?? null, robotName: robot?.name ?? null, timed, startAt, retryOf: null };
}

/** Created within the period: the last 30, 182 or 365 days, or any time. */
function periodFilter(now: number): FilterReader<StoredTask> {
  const choose = choiceFilter<StoredTask>(() => '', TASK_PERIODS);
  return (value, field) => {
    choose(value, field);
    if (value === 'all') return undefined;
    const since = now - PERIOD_DAYS[value as keyof typeof PERIOD_DAYS] * DAY;
    return (task) => task.createdAt >= since;
  };
}

function taskSpec(queue: readonly StoredTask[], now: number): ListSpec<StoredTask> {
  return {
    createdAt: (task) => task.createdAt,
    id: (task) => task.id,
    filters: {
      keyword: textFilter((task) => task.name, (task) => task.uuid, (task) => task.targetNames.join('\n')),
      status: numberFilter((task) => task.status, STATUSES),
      type: numberFilter((task) => task.type, TYPES),
      priority: numberFilter((task) => task.priority, PRIORITIES),
      period: periodFilter(now),
      completed: booleanFilter((task) => task.completed === true),
    },
    sorts: {
      queue: (task) => (task.status === 1 ? queue.indexOf(task) : null),
      priority: (task) => task.priority,
      createdAt: (task) => task.createdAt,
      startedAt: (task) => task.startedAt,
      finishedAt: (task) => task.finishedAt,
    },
  };
}

const NOT_WAITING = 'task is not waiting';

export const taskRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/business/task/page',
    scope: 'scene',
    permission: TASK_KEY,
    handle: (ctx) => {
      const { sceneId, ...query } = requireObject(ctx.body);
      const tasks = sceneTasks(ctx, bodyScene(ctx, { sceneId }));
      const queue = queueOf(tasks);
      return pageOf(tasks.tasks, query, taskSpec(queue, ctx.now), (task) => taskView(tasks, task, ctx.now, queue));
    },
  },
  {
    method: 'POST',
    path: '/business/task',
    scope: 'scene',
    permission: TASK_KEY,
    handle: (ctx) => {
      const input = requireObject(ctx.body);
      const scene = bodyScene(ctx, input);
      const map = mapOf(ctx, scene);
      const fields = taskInput(ctx, input, map);
      const tasks = sceneTasks(ctx, scene);
      const task = addTask(tasks, scene, networkGraphOf(map), fields, ctx.now, randomUUID());
      dispatch(tasks, { map, assets: ctx.state.fleet.assets }, ctx.now);
      return taskView(tasks, task, ctx.now);
    },
  },
  {
    method: 'GET',
    path: '/business/task/{id}',
    scope: 'scene',
    permission: TASK_KEY,
    handle: (ctx) => {
      const { tasks, task } = findTask(ctx, ctx.params.id);
      return taskView(tasks, task, ctx.now);
    },
  },
  {
    method: 'PUT',
    path: '/business/task/{id}/priority',
    scope: 'scene',
    permission: TASK_KEY,
    handle: (ctx) => {
      const { scene, tasks, task } = findTask(ctx, ctx.params.id);
      const priority = numberOf<TaskPriority>(requireObject(ctx.body), 'priority', PRIORITIES, undefined);
      if (task.status !== 1) throw new SimError(STATUS.CONFLICT, NOT_WAITING);
      requeue(tasks, task, priority);
      dispatch(tasks, { map: mapOf(ctx, scene), assets: ctx.state.fleet.assets }, ctx.now);
      return taskView(tasks, task, ctx.now);
    },
  },
  {
    method: 'PUT',
    path: '/business/task/queue',
    scope: 'scene',
    permission: TASK_KEY,
    handle: (ctx) => {
      const input = requireObject(ctx.body);
      const tasks = sceneTasks(ctx, bodyScene(ctx, input));
      const { ids } = input;
      if (ids === undefined || ids === null) throw fieldError('ids', 'required', 'ids is required');
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || id === '')) throw fieldError('ids', 'invalid', 'ids must be a list of ids');
      const waiting = queueOf(tasks);
      const given = ids as string[];
      const same = given.length === waiting.length && new Set(given).size === given.length && waiting.every((task) => given.includes(task.id));
      if (!same) throw new SimError(STATUS.CONFLICT, 'the queue has changed');
      // The order given, within each priority (priority still goes first).
      given.forEach((id, index) => {
        const task = waiting.find((candidate) => candidate.id === id) as StoredTask;
        task.order = tasks.nextOrder + index;
      });
      tasks.nextOrder += given.length;
      const queue = queueOf(tasks);
      return queue.map((task) => taskView(tasks, task, ctx.now, queue));
    },
  },
  {
    method: 'POST',
    path: '/business/task/{id}/cancel',
    scope: 'scene',
    permission: TASK_KEY,
    audit: { action: 'update' },
    handle: (ctx) => {
      const { scene, tasks, task } = findTask(ctx, ctx.params.id);
      if (task.status !== 1 && task.status !== 2) throw new SimError(STATUS.CONFLICT, 'task is not waiting or running');
      const running = task.status === 2;
      cancelTask(tasks, task, ctx.now);
      // A running task's robot is free again.
      if (running && scene.mapStatus === 1) dispatch(tasks, { map: mapOf(ctx, scene), assets: ctx.state.fleet.assets }, ctx.now);
      return taskView(tasks, task, ctx.now);
    },
  },
  {
    method: 'POST',
    path: '/business/task/{id}/retry',
    scope: 'scene',
    permission: TASK_KEY,
    audit: { action: 'create' },
    handle: (ctx) => {
      const { scene, tasks, task } = findTask(ctx, ctx.params.id);
      if (task.status !== 4) throw new SimError(STATUS.CONFLICT, 'task is not abnormal');
      const map = mapOf(ctx, scene);
      const network = networkOf(networkGraphOf(map));
      const gone = task.targets.find((id) => !network.index.has(id));
      if (gone !== undefined) throw fieldError('targets', 'invalid', `Node ${gone} is no longer on the scene's map`);
      if (task.returnNodeId !== null && !network.index.has(task.returnNodeId)) throw fieldError('returnNodeId', 'invalid', 'The return point is no longer on the map');
      refuseCutOff(map, task.targets, task.returnNodeId);
      // The same robot when it was asked for and still takes tasks in the scene; else any free robot.
      const robot = task.anyRobot ? undefined : robotsAt(map, ctx.state.fleet.assets, ctx.now).find((candidate) => candidate.id === task.robotId && candidate.takesTasks);
      const again = addTask(
        tasks,
        scene,
        networkGraphOf(map),
        {
          name: task.name,
          type: task.type,
          creationMethod: task.creationMethod,
          priority: task.priority,
          targets: [...task.targets],
          returnNodeId: task.returnNodeId,
          robotId: robot?.id ?? null,
          robotName: robot?.name ?? null,
          timed: false,
          startAt: null,
          retryOf: task.id,
        },
        ctx.now,
        randomUUID(),
      );
      dispatch(tasks, { map, assets: ctx.state.fleet.assets }, ctx.now);
      return taskView(tasks, again, ctx.now);
    },
  },
  {
    method: 'POST',
    path: '/business/task/path',
    scope: 'scene',
    permission: TASK_KEY,
    audit: false,
    handle: (ctx) => {
      const input = requireObject(ctx.body);
      const scene = bodyScene(ctx, input);
      const map = mapOf(ctx, scene);
      const targets = requireTargets(input, map, TASK_TARGETS_MAX);
      const robot = optionalRobot(ctx, input, map);
      const returnNodeId = optionalNode(input, 'returnNodeId', map);
      refuseCutOff(map, targets, returnNodeId);
      const tasks = sceneTasks(ctx, scene);
      const graph = networkGraphOf(map);
      const network = networkOf(graph);
      const start = previewStart(tasks, { map, assets: ctx.state.fleet.assets }, robot?.id ?? null, targets[0], ctx.now);
      const stops = targets.map((id) => network.index.get(id) as number);
      const back = returnNodeId === null ? null : (network.index.get(returnNodeId) as number);
      const from = start?.node ?? stops[0];
      const run = planPath(network, from, start ? stops : stops.slice(1), back);
      if (!run) throw fieldError('targets', 'invalid', 'The first target cannot be reached from the robot');
      const length = run.cum[run.cum.length - 1];
      return {
        robotId: start?.robot.id ?? null,
        robotName: start?.robot.name ?? null,
        startNodeId: start ? graph.nodes[from].id : null,
        nodeIds: run.nodes.map((index) => graph.nodes[index].id),
        length: Math.round(length * 10) / 10,
        duration: Math.round(length / TASK_SPEED),
      };
    },
  },
  {
    method: 'PUT',
    path: '/business/scene/{id}/network',
    scope: 'scene',
    permission: NETWORK_KEY,
    audit: { action: 'update' },
    handle: (ctx) => {
      const scene = findSceneOr404(ctx.state, ctx.reach, ctx.params.id);
      const map = mapOf(ctx, scene);
      const changes = readChanges(ctx.body, map.mapUuid);
      if (changes.version !== map.networkVersion) throw new SimError(STATUS.CONFLICT, 'the network has changed');
      // The tasks settled on the network until now, then planned again on the new one.
      const tasks = sceneTasks(ctx, scene);
      const before = networkGraphOf(map);
      replaceNetwork(map, changes.apply(before));
      const place = { map, assets: ctx.state.fleet.assets };
      replan(tasks, before, place, ctx.now);
      dispatch(tasks, place, ctx.now);
      return networkView(map);
    },
  },
];

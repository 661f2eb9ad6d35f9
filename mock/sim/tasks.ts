/**
 * Tasks of the business system (docs/api.md "Tasks", service `business`):
 * each scene's tasks and their queue, and how the simulator's robots carry
 * them out as the clock runs.
 *
 * - Stored per scene, made on the scene's first use, the seeded ones dated
 *   from its map's epoch (the first use of the map: the clock its robots'
 *   plans run on, maps/sceneMaps.ts), so the same seed gives the same tasks,
 *   robots and paths whenever a scene is first looked at.
 * - Settled at the start of every request (settleTasks, like the OTA pushes):
 *   the events the clock passed (a task ending, a timed task's start) are
 *   played in time order, and at each one the free robots take the waiting
 *   tasks by priority, then queue order. A read changes nothing a later
 *   read would not have seen.
 * - A robot drives its task's path (the shortest along the road network,
 *   from the node it stands at through the targets to the return point) at
 *   TASK_SPEED; progress and arrival follow from the clock and the path's
 *   length. The outcome (finished, or abnormal by timeout) is known when the
 *   robot sets off: nothing drawn later changes it.
 *
 * No import of the store: store.ts and seed.ts take their types from here.
 */
import type { MapNode, RobotPoses } from '../../src/services/types/map';
import type { Task as TaskView, TaskAbnormalReason, TaskCreationMethod, TaskPriority, TaskStatus, TaskType } from '../../src/services/types/task';
import type { Asset, Scene } from './fleet';
import type { SceneGraph } from './maps/graph';
import { networkGraphOf, robotsNow, sceneMap, type SceneMap, type SceneMaps } from './maps/sceneMaps';
import { between, pick, randomUuid, seededRandom } from './random';

/** Metres per second a robot drives a task. */
export const TASK_SPEED = 0.8;
/** Seconds a delivery may take at a target without an action point (its own `deliveryTimeout` otherwise). */
export const DELIVERY_TIMEOUT_DEFAULT = 600;
/** A delivery later than this many times its timeout is given up: the robot stops where it is. */
export const GIVE_UP_FACTOR = 2;
export const PERIOD_DAYS: Readonly<Record<'month' | 'halfYear' | 'year', number>> = { month: 30, halfYear: 182, year: 365 };

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** How a task ended: when, finished or abnormal, why, and whether its work was done anyway. */
export interface Outcome {
  at: number;
  status: 3 | 4;
  reason: TaskAbnormalReason | null;
  completed: boolean | null;
}

/** A task as stored: the contract's own fields, its run once taken, and what only the simulator keeps. */
export interface StoredTask {
  id: string;
  uuid: string;
  sceneId: string;
  companyId: string;
  name: string;
  type: TaskType;
  creationMethod: TaskCreationMethod;
  priority: TaskPriority;
  /** Node ids, in order, and their names when the task was added. */
  targets: string[];
  targetNames: string[];
  returnNodeId: string | null;
  returnName: string | null;
  robotId: string | null;
  robotName: string | null;
  anyRobot: boolean;
  timed: boolean;
  startAt: number | null;
  status: TaskStatus;
  /** Its place in the queue among tasks of its priority: lower goes first. */
  order: number;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  abnormalReason: TaskAbnormalReason | null;
  completed: boolean | null;
  retryOf: string | null;
  /** The run: from the node the robot set off from, the nodes driven, metres at each, the path index of each target. */
  startNodeName: string;
  path: string[];
  cum: number[];
  stops: number[];
  /** Known when the robot sets off. */
  outcome: Outcome | null;
  /** Progress when it ended (finished 100; cancelled or abnormal, where it stopped). */
  endProgress: number;
}

export interface SceneTasks {
  sceneId: string;
  tasks: StoredTask[];
  nextNumber: number;
  nextOrder: number;
  /** The clock up to which its events were played. */
  settledAt: number;
  /** The map version its tasks' paths were planned on. */
  mapVersion: number;
  /** Robot id -> the node where its last task left it (until its next task). */
  rests: Map<string, string>;
}

export interface TaskState {
  /** Scene id -> its tasks, made on first use. */
  scenes: Map<string, SceneTasks>;
}

export function newTaskState(): TaskState {
  return { scenes: new Map() };
}

// ---- the road network: adjacency, shortest paths, nearest node ------------------------------

interface Network {
  graph: SceneGraph;
  index: Map<string, number>;
  /** CSR adjacency: neighbours of node i are adjacency[offsets[i] .. offsets[i + 1]). */
  offsets: Int32Array;
  adjacency: Int32Array;
  weights: Float64Array;
}

const networks = new WeakMap<SceneGraph, Network>();

export function networkOf(graph: SceneGraph): Network {
  let network = networks.get(graph);
  if (network) return network;
  const count = graph.nodes.length;
  const index = new Map(graph.nodes.map((node, i) => [node.id, i]));
  const degree = new Int32Array(count + 1);
  const pairs: Array<[number, number]> = [];
  for (const edge of graph.edges) {
    const a = index.get(edge.from);
    const b = index.get(edge.to);
    if (a === undefined || b === undefined) continue;
    pairs.push([a, b]);
    degree[a] += 1;
    degree[b] += 1;
  }
  const offsets = new Int32Array(count + 1);
  for (let i = 0; i < count; i += 1) offsets[i + 1] = offsets[i] + degree[i];
  const fill = offsets.slice(0, count);
  const adjacency = new Int32Array(offsets[count]);
  const weights = new Float64Array(offsets[count]);
  const place = (from: number, to: number) => {
    adjacency[fill[from]] = to;
    weights[fill[from]] = Math.hypot(graph.xs[to] - graph.xs[from], graph.ys[to] - graph.ys[from]);
    fill[from] += 1;
  };
  for (const [a, b] of pairs) {
    place(a, b);
    place(b, a);
  }
  network = { graph, index, offsets, adjacency, weights };
  networks.set(graph, network);
  return network;
}

/** Distances (metres) from `source` to every node (Infinity: unreachable) and each node's predecessor. */
function dijkstra(network: Network, source: number): { dist: Float64Array; prev: Int32Array } {
  const count = network.graph.nodes.length;
  const dist = new Float64Array(count).fill(Infinity);
  const prev = new Int32Array(count).fill(-1);
  // A binary heap of [distance, node].
  const heapD: number[] = [];
  const heapN: number[] = [];
  const push = (d: number, n: number) => {
    let i = heapD.length;
    heapD.push(d);
    heapN.push(n);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heapD[parent] <= heapD[i]) break;
      [heapD[parent], heapD[i]] = [heapD[i], heapD[parent]];
      [heapN[parent], heapN[i]] = [heapN[i], heapN[parent]];
      i = parent;
    }
  };
  const pop = (): [number, number] => {
    const top: [number, number] = [heapD[0], heapN[0]];
    const lastD = heapD.pop() as number;
    const lastN = heapN.pop() as number;
    if (heapD.length > 0) {
      heapD[0] = lastD;
      heapN[0] = lastN;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heapD.length && heapD[left] < heapD[least]) least = left;
        if (right < heapD.length && heapD[right] < heapD[least]) least = right;
        if (least === i) break;
        [heapD[least], heapD[i]] = [heapD[i], heapD[least]];
        [heapN[least], heapN[i]] = [heapN[i], heapN[least]];
        i = least;
      }
    }
    return top;
  };
  dist[source] = 0;
  push(0, source);
  while (heapD.length > 0) {
    const [d, node] = pop();
    if (d > dist[node]) continue;
    for (let k = network.offsets[node]; k < network.offsets[node + 1]; k += 1) {
      const next = network.adjacency[k];
      const nd = d + network.weights[k];
      if (nd < dist[next]) {
        dist[next] = nd;
        prev[next] = node;
        push(nd, next);
      }
    }
  }
  return { dist, prev };
}

/** The shortest path from `from` to `to` (node indexes, both included); undefined when there is none. */
function shortestPath(network: Network, from: number, to: number): number[] | undefined {
  if (from === to) return [from];
  const { dist, prev } = dijkstra(network, from);
  if (!Number.isFinite(dist[to])) return undefined;
  const path: number[] = [];
  for (let node = to; node !== -1; node = prev[node]) path.push(node);
  return path.reverse();
}

export interface PlannedPath {
  /** Node indexes. */
  nodes: number[];
  /** Metres driven at each node. */
  cum: number[];
  /** The index in `nodes` of each target. */
  stops: number[];
}

/**
 * The shortest path from `start` through `stops` in order (each leg the
 * shortest), and on to `back` when given; undefined when a leg has none.
 */
export function planPath(network: Network, start: number, stops: readonly number[], back: number | null): PlannedPath | undefined {
  const nodes = [start];
  const stopAt: number[] = [];
  const legs = back === null ? stops : [...stops, back];
  for (let leg = 0; leg < legs.length; leg += 1) {
    const part = shortestPath(network, nodes[nodes.length - 1], legs[leg]);
    if (!part) return undefined;
    nodes.push(...part.slice(1));
    if (leg < stops.length) stopAt.push(nodes.length - 1);
  }
  const cum = [0];
  for (let i = 1; i < nodes.length; i += 1) {
    const { xs, ys } = network.graph;
    cum.push(cum[i - 1] + Math.hypot(xs[nodes[i]] - xs[nodes[i - 1]], ys[nodes[i]] - ys[nodes[i - 1]]));
  }
  return { nodes, cum, stops: stopAt };
}

/** Whether every stop can be reached from the one before (and `back` from the last). */
export function connected(network: Network, stops: readonly number[], back: number | null): boolean {
  return planPath(network, stops[0], stops.slice(1), back) !== undefined;
}

/** The node nearest a point (the first of equals). */
export function nearestNode(graph: SceneGraph, x: number, y: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < graph.nodes.length; i += 1) {
    const distance = (graph.xs[i] - x) ** 2 + (graph.ys[i] - y) ** 2;
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** The delivery timeout of a target, in seconds: its action point's, else the default. */
export function deliveryTimeout(graph: SceneGraph, nodeId: string): number {
  return graph.actionPoints.find((point) => point.nodeId === nodeId)?.deliveryTimeout ?? DELIVERY_TIMEOUT_DEFAULT;
}

const secondsAt = (metres: number) => metres / TASK_SPEED;

/**
 * How a run starting at `startedAt` ends: every delivery within its timeout
 * (counted from the robot setting off) finishes it at the end of its path;
 * one later than its timeout makes it abnormal (timeout) but done; one later
 * than GIVE_UP_FACTOR times its timeout is given up when that time comes
 * (abnormal, timeout, not done), the robot stopping where it is.
 */
export function outcomeOf(graph: SceneGraph, run: PlannedPath, targets: readonly string[], startedAt: number): Outcome {
  let late = false;
  let givenUp = Infinity;
  run.stops.forEach((stop, i) => {
    const timeout = deliveryTimeout(graph, targets[i]);
    const arrival = secondsAt(run.cum[stop]);
    if (arrival > GIVE_UP_FACTOR * timeout) givenUp = Math.min(givenUp, GIVE_UP_FACTOR * timeout);
    else if (arrival > timeout) late = true;
  });
  if (Number.isFinite(givenUp)) return { at: startedAt + Math.round(givenUp * 1000), status: 4, reason: 1, completed: false };
  const end = startedAt + Math.round(secondsAt(run.cum[run.cum.length - 1]) * 1000);
  return late ? { at: end, status: 4, reason: 1, completed: true } : { at: end, status: 3, reason: null, completed: null };
}

// ---- the scene's robots ---------------------------------------------------------------------

export interface TaskRobot {
  id: string;
  name: string;
  /**
   * Whether it takes tasks: a working robot (operative on the map: online, not
   * charging, not parked idle). A parked (idle) or charging robot takes none:
   * its asset's record says it is not working, and the map and the asset pages
   * read that one model (fleet.ts `activityAt`, its working day at the clock).
   */
  takesTasks: boolean;
  x: number;
  y: number;
}

/** The scene's robots at `at`, as their own plans place them (before any task: robots.ts). */
export function robotsAt(map: SceneMap, assets: ReadonlyMap<string, Asset>, at: number): TaskRobot[] {
  return robotsNow(map, assets.values(), at).robots.map((robot) => ({ id: robot.id, name: robot.name, takesTasks: robot.state === 1, x: robot.x, y: robot.y }));
}

/**
 * The robots as the dispatch map shows them at `now` (`getRobotPoses`): one
 * carrying a task drives its path at TASK_SPEED (operative, the task's name);
 * one whose last task ended stands where it left it (standby, no task) until
 * its next; any other follows its own plan (robots.ts).
 */
export function withTasks(scene: SceneTasks, map: SceneMap, poses: RobotPoses, now: number): RobotPoses {
  const running = new Map(scene.tasks.filter((task) => task.status === 2 && task.robotId !== null).map((task) => [task.robotId as string, task]));
  if (running.size === 0 && scene.rests.size === 0) return poses;
  const graph = networkGraphOf(map);
  const network = networkOf(graph);
  const robots = poses.robots.map((pose) => {
    const task = running.get(pose.id);
    if (task) return { ...pose, ...placeOn(task, network, now), state: 1 as const, speed: TASK_SPEED, task: task.name };
    // A robot that stopped working since (parked or charging now) is where its own plan puts it.
    const rest = pose.state === 1 ? scene.rests.get(pose.id) : undefined;
    const index = rest === undefined ? undefined : network.index.get(rest);
    if (index === undefined) return pose;
    return { ...pose, x: graph.xs[index], y: graph.ys[index], theta: graph.nodes[index].theta, state: 2 as const, speed: 0, task: null };
  });
  return { ...poses, robots };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Where along its path a running task's robot is at `now`, heading along the segment it drives. */
function placeOn(task: StoredTask, network: Network, now: number): { x: number; y: number; theta: number } {
  const { xs, ys } = network.graph;
  const driven = drivenAt(task, now);
  let i = 0;
  while (i + 2 < task.cum.length && task.cum[i + 1] <= driven) i += 1;
  const a = network.index.get(task.path[i]) ?? 0;
  const b = network.index.get(task.path[Math.min(i + 1, task.path.length - 1)]) ?? a;
  const span = task.cum[Math.min(i + 1, task.cum.length - 1)] - task.cum[i];
  const share = span > 0 ? (driven - task.cum[i]) / span : 0;
  const dx = xs[b] - xs[a];
  const dy = ys[b] - ys[a];
  return { x: round3(xs[a] + dx * share), y: round3(ys[a] + dy * share), theta: round4(span > 0 ? Math.atan2(dy, dx) : network.graph.nodes[a].theta) };
}

/** The node a robot stands at: where its last task left it, else the node nearest its pose. */
function robotNode(scene: SceneTasks, network: Network, robot: TaskRobot): number {
  const rest = scene.rests.get(robot.id);
  const index = rest === undefined ? undefined : network.index.get(rest);
  return index ?? nearestNode(network.graph, robot.x, robot.y);
}

// ---- the clock: progress, starting, ending --------------------------------------------------

const lengthOf = (task: StoredTask) => (task.cum.length > 0 ? task.cum[task.cum.length - 1] : 0);

/** Metres driven by `at`. */
function drivenAt(task: StoredTask, at: number): number {
  if (task.startedAt === null) return 0;
  return Math.min(lengthOf(task), Math.max(0, ((at - task.startedAt) / 1000) * TASK_SPEED));
}

export function progressAt(task: StoredTask, at: number): number {
  if (task.status === 1) return 0;
  if (task.status !== 2) return task.endProgress;
  const length = lengthOf(task);
  if (length === 0) return 99;
  return Math.min(99, Math.floor((drivenAt(task, at) / length) * 100));
}

/** The planned end of a running task: its path at TASK_SPEED. */
export function etaOf(task: StoredTask): number | null {
  if (task.status !== 2 || task.startedAt === null) return null;
  return task.startedAt + Math.round(secondsAt(lengthOf(task)) * 1000);
}

/** The path node nearest where the robot is at `at` (where a stopped robot rests). */
function nodeAt(task: StoredTask, at: number): string {
  const driven = drivenAt(task, at);
  let i = 0;
  while (i + 1 < task.cum.length && task.cum[i + 1] <= driven) i += 1;
  if (i + 1 < task.cum.length && driven - task.cum[i] > (task.cum[i + 1] - task.cum[i]) / 2) i += 1;
  return task.path[i];
}

/** Ends a task (abnormal, cancelled or finished) at `at`, the robot resting where it stopped. */
function endTask(scene: SceneTasks, task: StoredTask, status: 3 | 4 | 5, at: number, reason: TaskAbnormalReason | null, completed: boolean | null): void {
  if (task.status === 2 && task.robotId !== null && task.path.length > 0) {
    scene.rests.set(task.robotId, status === 3 ? task.path[task.path.length - 1] : nodeAt(task, at));
  }
  const done = status === 3 || (status === 4 && completed === true);
  task.endProgress = done ? 100 : task.status === 2 ? progressAt(task, at) : 0;
  task.status = status;
  task.finishedAt = at;
  task.abnormalReason = status === 4 ? reason : null;
  task.completed = status === 4 ? completed : null;
}

export function cancelTask(scene: SceneTasks, task: StoredTask, at: number): void {
  endTask(scene, task, 5, at, null, null);
}

/** The path a task's robot drives: node ids, metres at each (to the millimetre: the outcome, the progress and the arrival all come from the same figures), its targets' places. */
function driveRun(task: StoredTask, graph: SceneGraph, run: PlannedPath): void {
  task.path = run.nodes.map((index) => graph.nodes[index].id);
  task.cum = run.cum.map((metres) => Math.round(metres * 1000) / 1000);
  task.stops = run.stops;
}

/** The robot sets off at `at`; a path that cannot be driven makes the task abnormal (unreachable) instead. */
function startTask(scene: SceneTasks, graph: SceneGraph, task: StoredTask, robot: TaskRobot, at: number): boolean {
  const network = networkOf(graph);
  const start = robotNode(scene, network, robot);
  const stops = task.targets.map((id) => network.index.get(id));
  const back = task.returnNodeId === null ? null : network.index.get(task.returnNodeId);
  const run = stops.includes(undefined) || back === undefined ? undefined : planPath(network, start, stops as number[], back);
  if (!run) {
    endTask(scene, task, 4, at, 2, false);
    return false;
  }
  task.status = 2;
  task.startedAt = at;
  task.robotId = robot.id;
  task.robotName = robot.name;
  task.startNodeName = graph.nodes[start].name;
  driveRun(task, graph, run);
  task.outcome = outcomeOf(graph, { ...run, cum: task.cum }, task.targets, at);
  scene.rests.delete(robot.id);
  return true;
}

/** Waiting tasks in queue order: priority (1 first), then their order. */
export function queueOf(scene: SceneTasks): StoredTask[] {
  return scene.tasks.filter((task) => task.status === 1).sort((a, b) => a.priority - b.priority || a.order - b.order);
}

/** A scene's map and the fleet's assets (its robots are the scene's online assets, or the map's virtual ones). */
export interface Place {
  map: SceneMap;
  assets: ReadonlyMap<string, Asset>;
}

/**
 * At `at`, each free robot (taking tasks, carrying none) takes the first
 * waiting task it may, in queue order: a task asked of one robot waits for
 * that robot; one for any robot goes to the free robot nearest its first
 * target along the road network. A timed task waits for its start.
 */
export function dispatch(scene: SceneTasks, place: Place, at: number): void {
  const queue = queueOf(scene).filter((task) => !task.timed || (task.startAt ?? 0) <= at);
  if (queue.length === 0) return;
  const busy = new Set(scene.tasks.filter((task) => task.status === 2).map((task) => task.robotId));
  const free = robotsAt(place.map, place.assets, at).filter((robot) => robot.takesTasks && !busy.has(robot.id));
  if (free.length === 0) return;
  const graph = networkGraphOf(place.map);
  const network = networkOf(graph);
  for (const task of queue) {
    if (free.length === 0) break;
    let robot: TaskRobot | undefined;
    if (task.robotId !== null && !task.anyRobot) {
      robot = free.find((candidate) => candidate.id === task.robotId);
    } else {
      robot = nearestFree(scene, network, free, task.targets[0]);
    }
    if (!robot) continue;
    if (startTask(scene, graph, task, robot, at)) free.splice(free.indexOf(robot), 1);
  }
}

/** The free robot nearest a node along the road network (then the first listed); the first free one when the node is unknown. */
function nearestFree(scene: SceneTasks, network: Network, free: readonly TaskRobot[], nodeId: string): TaskRobot | undefined {
  const target = network.index.get(nodeId);
  if (target === undefined) return free[0];
  const { dist } = dijkstra(network, target);
  let best: TaskRobot | undefined;
  let bestDistance = Infinity;
  for (const robot of free) {
    const distance = dist[robotNode(scene, network, robot)];
    if (distance < bestDistance) {
      best = robot;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The robot a path preview starts from (the one asked for, else the free one
 * nearest the first target) and its start node: where it stands, or, for a
 * robot carrying a task, where that task will leave it.
 */
export function previewStart(scene: SceneTasks, place: Place, robotId: string | null, firstTarget: string, at: number) {
  const network = networkOf(networkGraphOf(place.map));
  const robots = robotsAt(place.map, place.assets, at);
  const running = new Map(scene.tasks.filter((task) => task.status === 2).map((task) => [task.robotId, task]));
  let robot: TaskRobot | undefined;
  if (robotId !== null) robot = robots.find((candidate) => candidate.id === robotId);
  else robot = nearestFree(scene, network, robots.filter((candidate) => candidate.takesTasks && !running.has(candidate.id)), firstTarget);
  if (!robot) return undefined;
  const busyWith = running.get(robot.id);
  const end = busyWith ? network.index.get(busyWith.path[busyWith.path.length - 1]) : undefined;
  return { robot, node: end ?? robotNode(scene, network, robot) };
}

/**
 * What the clock brought about by `now`: each event in time order (a task
 * ending, a timed task's start), the free robots taking waiting tasks at
 * each; a map of a new version ends running tasks (unreachable) and the
 * waiting ones whose targets are gone or cut off; a robot that left the
 * scene or went offline ends its running task (robot lost).
 */
export function settleScene(scene: SceneTasks, place: Place, now: number): void {
  if (scene.mapVersion !== place.map.version) renetwork(scene, place, now);
  for (;;) {
    let next = Infinity;
    for (const task of scene.tasks) {
      if (task.status === 2 && task.outcome && task.outcome.at <= now) next = Math.min(next, task.outcome.at);
      if (task.status === 1 && task.timed && task.startAt !== null && task.startAt > scene.settledAt && task.startAt <= now) next = Math.min(next, task.startAt);
    }
    if (!Number.isFinite(next)) break;
    for (const task of scene.tasks) {
      if (task.status === 2 && task.outcome && task.outcome.at <= next) {
        endTask(scene, task, task.outcome.status, task.outcome.at, task.outcome.reason, task.outcome.completed);
      }
    }
    scene.settledAt = Math.max(scene.settledAt, next);
    dispatch(scene, place, next);
  }
  scene.settledAt = Math.max(scene.settledAt, now);
  const running = scene.tasks.filter((task) => task.status === 2);
  if (running.length > 0) {
    const present = new Set(robotsAt(place.map, place.assets, now).map((robot) => robot.id));
    for (const task of running) if (task.robotId !== null && !present.has(task.robotId)) endTask(scene, task, 4, now, 3, false);
  }
  dispatch(scene, place, now);
}

/** A new version of the map: running tasks end (unreachable); waiting ones whose targets are gone or cut off too; robots' rests are forgotten. */
function renetwork(scene: SceneTasks, place: Place, now: number): void {
  const network = networkOf(networkGraphOf(place.map));
  for (const task of scene.tasks) {
    if (task.status === 2) endTask(scene, task, 4, now, 2, false);
    else if (task.status === 1 && !stillReachable(network, task)) endTask(scene, task, 4, now, 2, false);
  }
  scene.rests.clear();
  scene.mapVersion = place.map.version;
}

/**
 * A saved edit of the road network (`saveSceneNetwork`), `before` being the
 * network until now: each running task is planned again from where its robot
 * is (the node it is nearest on its path, or, when that node is gone, the
 * node nearest its pose) through the targets it has not reached and back; its
 * progress and arrival count that new path from now. A task whose remaining
 * targets or return point are gone or cut off ends abnormal (unreachable), as
 * does a waiting one. Robots resting on a removed node go back to their own
 * plans.
 */
export function replan(scene: SceneTasks, before: SceneGraph, place: Place, now: number): void {
  const old = networkOf(before);
  const graph = networkGraphOf(place.map);
  const network = networkOf(graph);
  for (const task of scene.tasks) {
    if (task.status === 1 && !stillReachable(network, task)) endTask(scene, task, 4, now, 2, false);
    if (task.status !== 2) continue;
    const driven = drivenAt(task, now);
    const reached = task.stops.filter((stop) => task.cum[stop] <= driven).length;
    const here = nodeAt(task, now);
    const pose = placeOn(task, old, now);
    const start = network.index.get(here) ?? nearestNode(graph, pose.x, pose.y);
    const remaining = task.targets.slice(reached);
    const stops = remaining.map((id) => network.index.get(id));
    const back = task.returnNodeId === null ? null : network.index.get(task.returnNodeId);
    const run = stops.includes(undefined) || back === undefined ? undefined : planPath(network, start, stops as number[], back);
    if (!run) {
      endTask(scene, task, 4, now, 2, false);
      continue;
    }
    task.startedAt = now;
    driveRun(task, graph, run);
    task.outcome = outcomeOf(graph, { ...run, cum: task.cum }, remaining, now);
  }
  for (const [robot, node] of scene.rests) if (!network.index.has(node)) scene.rests.delete(robot);
}

function stillReachable(network: Network, task: Pick<StoredTask, 'targets' | 'returnNodeId'>): boolean {
  const stops = task.targets.map((id) => network.index.get(id));
  const back = task.returnNodeId === null ? null : network.index.get(task.returnNodeId);
  if (stops.includes(undefined) || back === undefined) return false;
  return connected(network, stops as number[], back);
}

// ---- the state: scenes' tasks, made on first use, and the seed ------------------------------

export interface TaskWorld {
  tasks: TaskState;
  maps: SceneMaps;
  assets: ReadonlyMap<string, Asset>;
}

/** The scene's tasks, made (and seeded, for a scene with a map) on first use; settled to `now`. */
export function tasksOfScene(world: TaskWorld, scene: Scene, now: number): SceneTasks {
  let tasks = world.tasks.scenes.get(scene.id);
  const map = scene.mapStatus === 1 ? sceneMap(world.maps, scene, now) : undefined;
  if (!tasks) {
    tasks = {
      sceneId: scene.id,
      tasks: [],
      nextNumber: 1,
      nextOrder: 1,
      settledAt: map?.epoch ?? now,
      mapVersion: map?.version ?? 0,
      rests: new Map(),
    };
    world.tasks.scenes.set(scene.id, tasks);
    if (map && scene.companyId === SEEDED_COMPANY) seedSceneTasks(tasks, scene, { map, assets: world.assets }, map.epoch);
  }
  if (map) settleScene(tasks, { map, assets: world.assets }, now);
  return tasks;
}

/** Settles every scene whose tasks are in use (called at the start of every request). */
export function settleTasks(world: TaskWorld, scenes: readonly Scene[], now: number): void {
  for (const scene of scenes) if (world.tasks.scenes.has(scene.id)) tasksOfScene(world, scene, now);
}

export interface NewTask {
  name: string;
  type: TaskType;
  creationMethod: TaskCreationMethod;
  priority: TaskPriority;
  targets: string[];
  returnNodeId: string | null;
  robotId: string | null;
  robotName: string | null;
  timed: boolean;
  startAt: number | null;
  retryOf: string | null;
}

/** A new waiting task, last of its priority in the queue. */
export function addTask(scene: SceneTasks, owner: Scene, graph: SceneGraph, fields: NewTask, createdAt: number, uuid: string): StoredTask {
  const byId = new Map<string, MapNode>(graph.nodes.map((node) => [node.id, node]));
  const task: StoredTask = {
    id: `${scene.sceneId}-t${scene.nextNumber}`,
    uuid,
    sceneId: scene.sceneId,
    companyId: owner.companyId,
    ...fields,
    targetNames: fields.targets.map((id) => byId.get(id)?.name ?? ''),
    returnName: fields.returnNodeId === null ? null : (byId.get(fields.returnNodeId)?.name ?? ''),
    anyRobot: fields.robotId === null,
    status: 1,
    order: scene.nextOrder,
    createdAt,
    startedAt: null,
    finishedAt: null,
    abnormalReason: null,
    completed: null,
    startNodeName: '',
    path: [],
    cum: [],
    stops: [],
    outcome: null,
    endProgress: 0,
  };
  scene.nextNumber += 1;
  scene.nextOrder += 1;
  scene.tasks.push(task);
  return task;
}

/** Puts a waiting task last among its (new) priority. */
export function requeue(scene: SceneTasks, task: StoredTask, priority: TaskPriority): void {
  task.priority = priority;
  task.order = scene.nextOrder;
  scene.nextOrder += 1;
}

/** The task as the API shows it at `now`. */
export function taskView(scene: SceneTasks, task: StoredTask, now: number, queue: readonly StoredTask[] = queueOf(scene)): TaskView {
  const position = task.status === 1 ? queue.indexOf(task) + 1 : 0;
  return {
    id: task.id,
    uuid: task.uuid,
    sceneId: task.sceneId,
    name: task.name,
    type: task.type,
    creationMethod: task.creationMethod,
    priority: task.priority,
    targets: task.targets.map((nodeId, i) => ({ nodeId, name: task.targetNames[i] })),
    startPointName: task.startNodeName,
    endPointName: task.targetNames[task.targetNames.length - 1] ?? '',
    returnNodeId: task.returnNodeId,
    returnPointName: task.returnName,
    robotId: task.robotId,
    robotName: task.robotName,
    anyRobot: task.anyRobot,
    timed: task.timed,
    startAt: task.startAt,
    status: task.status,
    queuePosition: position > 0 ? position : null,
    progress: progressAt(task, now),
    path: task.path,
    length: Math.round(lengthOf(task) * 10) / 10,
    etaAt: etaOf(task),
    createdAt: task.createdAt,
    startedAt: task.startedAt,
    finishedAt: task.finishedAt,
    abnormalReason: task.abnormalReason,
    completed: task.completed,
    retryOf: task.retryOf,
  };
}

/** Robot Demo Co.: its scenes with a map get seeded tasks. */
export const SEEDED_COMPANY = 'c1';

const NAMES = ['Linen run', 'Meal delivery', 'Parcel drop', 'Sample pickup', 'Document run', 'Spare parts', 'Water refill', 'Mail round'];

/**
 * A scene's seeded tasks, dated from its map's epoch (`seededAt`): older finished,
 * abnormal and cancelled ones over the last 540 days (so each period of the
 * filter holds a different number), one running (set off three minutes
 * before the seed), one waiting behind it for the same robot, and two timed
 * ones waiting for their start (in two hours, in a day).
 */
/**
 * A working week behind the seed, so the overview's 7-day trend has finished tasks to draw: 2-6 tasks on each of the
 * last 7 days (set off at least two hours before the seed, so each has ended by then), drawn on their own stream.
 */
function recentWeek(owner: Scene): Array<{ age: number; roll: number | undefined }> {
  if (owner.benchmark) return [];
  const random = seededRandom(`tasks:week:${owner.id}`);
  return Array.from({ length: 7 }, (_, day) =>
    Array.from({ length: between(random, 2, 6) }, () => ({ age: day * DAY + between(random, 120, 23 * 60) * MINUTE, roll: undefined })),
  ).flat();
}

function seedSceneTasks(scene: SceneTasks, owner: Scene, place: Place, seededAt: number): void {
  const graph = networkGraphOf(place.map);
  const network = networkOf(graph);
  const random = seededRandom(`tasks:${owner.id}`);
  const deliveries = graph.nodes.filter((node) => node.type === 5).map((node) => node.id);
  const standby = graph.nodes.filter((node) => node.type === 3).map((node) => node.id);
  const targetsPool = deliveries.length > 0 ? deliveries : graph.nodes.map((node) => node.id);
  const robots = robotsAt(place.map, place.assets, seededAt);
  const uuid = () => randomUuid(random);
  const draft = (fields: Partial<NewTask>): NewTask => {
    const complex = random() < 0.3;
    const targets = complex ? [pick(random, targetsPool), pick(random, targetsPool), pick(random, targetsPool)] : [pick(random, targetsPool)];
    const distinct = targets.filter((id, i) => i === 0 || id !== targets[i - 1]);
    return {
      name: `${pick(random, NAMES)} ${scene.nextNumber}`,
      type: distinct.length > 1 ? 2 : 1,
      creationMethod: between(random, 1, 3) as TaskCreationMethod,
      priority: between(random, 1, 5) as TaskPriority,
      targets: distinct,
      returnNodeId: standby.length > 0 && random() < 0.6 ? pick(random, standby) : null,
      robotId: null,
      robotName: null,
      timed: false,
      startAt: null,
      retryOf: null,
      ...fields,
    };
  };

  // History: up to a year and a half back.
  const history = owner.benchmark ? 6 : 14;
  const minutes = () => between(random, 0, 23 * 60) * MINUTE;
  // Whatever the draws, a finished one, and abnormal ones in each period of the filter: over a year ago (done anyway),
  // between half a year and a year, and within the last month. The oldest first.
  const drawn = Array.from({ length: history - 4 }, () => ({ age: between(random, 1, 540) * DAY + minutes(), roll: undefined as number | undefined }));
  const ages = [
    ...drawn,
    { age: between(random, 400, 540) * DAY + minutes(), roll: 0.7 },
    { age: between(random, 200, 360) * DAY + minutes(), roll: 0.8 },
    { age: between(random, 1, 25) * DAY + minutes(), roll: 0.9 },
    { age: between(random, 2, 60) * DAY + minutes(), roll: 0.3 },
    ...recentWeek(owner),
  ].sort((a, b) => b.age - a.age);
  ages.forEach(({ age, roll: forced }) => {
    const createdAt = seededAt - age;
    const task = addTask(scene, owner, graph, draft({}), createdAt, uuid());
    const robot = robots.length > 0 ? pick(random, robots) : undefined;
    const start = standby.length > 0 ? network.index.get(pick(random, standby)) ?? 0 : 0;
    const stops = task.targets.map((id) => network.index.get(id) ?? 0);
    const back = task.returnNodeId === null ? null : (network.index.get(task.returnNodeId) ?? null);
    const run = planPath(network, start, stops, back);
    const roll = forced ?? random();
    task.status = roll < 0.1 ? 5 : 2;
    task.startedAt = createdAt + between(random, 5, 600) * 1000;
    if (task.status === 5 || !run || !robot) {
      task.status = 5;
      task.finishedAt = task.startedAt;
      task.startedAt = null;
      return;
    }
    task.robotId = robot.id;
    task.robotName = robot.name;
    task.startNodeName = graph.nodes[start].name;
    driveRun(task, graph, run);
    const end = task.startedAt + Math.round(secondsAt(lengthOf(task)) * 1000);
    if (roll < 0.6) {
      Object.assign(task, { status: 3, finishedAt: end, endProgress: 100 });
    } else {
      const reason = (roll < 0.85 ? 1 : roll < 0.95 ? 2 : 3) as TaskAbnormalReason;
      const completed = reason === 1 && (forced === 0.7 || random() < 0.5);
      const stopped = completed ? end : task.startedAt + Math.round((end - task.startedAt) * (0.2 + random() * 0.6));
      Object.assign(task, { status: 4, finishedAt: stopped, abnormalReason: reason, completed, endProgress: completed ? 100 : progressAt({ ...task, status: 2 }, stopped) });
    }
  });

  // Live: a round of three corridor crossings (no action point: the default timeout) for any robot, set off a minute
  // before the seed; one waiting for the same robot; two timed.
  const crossings = graph.nodes.filter((node) => node.type === 4 && node.level === 1).map((node) => node.id);
  const round = [crossings[0], crossings[Math.floor(crossings.length / 2)], crossings[crossings.length - 1]];
  const running = addTask(
    scene,
    owner,
    graph,
    draft({ name: 'Inspection round', targets: round, type: 2, priority: 2, returnNodeId: standby[0] ?? null }),
    seededAt - MINUTE,
    uuid(),
  );
  scene.settledAt = running.createdAt;
  dispatch(scene, place, running.createdAt);
  if (running.status === 2 && running.robotId !== null) {
    addTask(scene, owner, graph, draft({ robotId: running.robotId, robotName: running.robotName, priority: 3 }), seededAt - 2 * MINUTE, uuid());
  }
  addTask(scene, owner, graph, draft({ timed: true, startAt: seededAt + 2 * 60 * MINUTE, priority: 3 }), seededAt - 30 * MINUTE, uuid());
  addTask(scene, owner, graph, draft({ timed: true, startAt: seededAt + DAY, priority: 1 }), seededAt - 10 * MINUTE, uuid());
}

/**
 * Tasks of the business system (service business, docs/api.md "Tasks") on
 * the simulator: the seed, the queue (priority, then order; reorder,
 * priority change), cancel, retry, timed start, a run along its path to the
 * end with progress and arrival, abnormal ends (timeout, a map replaced, a
 * robot gone), the path preview, validation, keys and the tenant boundary.
 * Requests are signed as a client signs them; the clock is moved with
 * `clockOffsetMs`.
 */
import { STATUS } from '../../src/request/codes';
import type { RobotPoses, SceneNetwork } from '../../src/services/types/map';
import type { Task, TaskPath } from '../../src/services/types/task';
import { handleControl } from './control';
import type { Scene } from './fleet';
import { graphOf, sceneMap } from './maps/sceneMaps';
import { Simulator } from './simulator';
import { DELIVERY_TIMEOUT_DEFAULT, TASK_SPEED } from './tasks';
import { code, expectInvalid, expectRefused, firstMappedScene, pageAt, reason, rss, sendBelow, signedIn, succeeded, type Auth } from './testClient';
import type { SimResponse } from './types';

const biz = sendBelow('/api/business');
const DAY = 24 * 60 * 60 * 1000;
const KEY = 'platform:business:global';



const page = (sim: Simulator, auth: Auth, sceneId: string, body: Record<string, unknown> = {}) =>
  pageAt<Task>(sim, biz, '/task/page', { pageNumber: 1, pageSize: 100, sceneId, ...body }, auth);
const getTask = (sim: Simulator, auth: Auth, id: string) => succeeded<Task>(biz(sim, 'GET', `/task/${id}`, undefined, auth), id);
const create = (sim: Simulator, auth: Auth, body: Record<string, unknown>) => biz(sim, 'POST', '/task', body, auth);
const created = (sim: Simulator, auth: Auth, body: Record<string, unknown>) => succeeded<Task>(create(sim, auth, body), 'create');
const network = (sim: Simulator, auth: Auth, sceneId: string) => succeeded<SceneNetwork>(rss(sim, 'GET', `/scene/${sceneId}/nodes`, undefined, auth));
const robots = (sim: Simulator, auth: Auth, sceneId: string) => succeeded<RobotPoses>(rss(sim, 'GET', `/scene/${sceneId}/robots`, undefined, auth)).robots;
const preview = (sim: Simulator, auth: Auth, body: Record<string, unknown>) => succeeded<TaskPath>(biz(sim, 'POST', '/task/path', body, auth), 'path');

/**
 * Working robots (operative: the ones that take tasks) that no task names,
 * each made to stand at a standby node as if its last task had left it there:
 * it stands still, so the node it sets off from is known.
 */
function idleRobots(sim: Simulator, auth: Auth, sceneId: string): string[] {
  const named = new Set(page(sim, auth, sceneId, { status: [1, 2] }).items.map((task) => task.robotId));
  const spots = network(sim, auth, sceneId).nodes.filter((node) => node.type === 3);
  const chosen = robots(sim, auth, sceneId)
    .filter((robot) => robot.state === 1 && !named.has(robot.id))
    .slice(0, spots.length)
    .map((robot) => robot.id);
  chosen.forEach((id, i) => sim.state.tasks.scenes.get(sceneId)!.rests.set(id, spots[i].id));
  return chosen;
}

/** Corridor crossings (no action point: the default timeout) far apart: a long round. */
function crossings(net: SceneNetwork): string[] {
  const ids = net.nodes.filter((node) => node.type === 4 && node.level === 1).map((node) => node.id);
  return [ids[0], ids[ids.length - 1]];
}

/** An independent shortest distance (Dijkstra without a heap) between two nodes, over the network as the API gives it. */
function distance(net: SceneNetwork, from: string, to: string): number {
  const at = new Map(net.nodes.map((node) => [node.id, node]));
  const next = new Map<string, string[]>();
  for (const edge of net.edges) {
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    next.set(edge.to, [...(next.get(edge.to) ?? []), edge.from]);
  }
  const dist = new Map<string, number>([[from, 0]]);
  const done = new Set<string>();
  for (;;) {
    let best: string | undefined;
    for (const [id, d] of dist) if (!done.has(id) && (best === undefined || d < (dist.get(best) ?? Infinity))) best = id;
    if (best === undefined) return Infinity;
    if (best === to) return dist.get(best) ?? Infinity;
    done.add(best);
    const here = at.get(best)!;
    for (const id of next.get(best) ?? []) {
      const there = at.get(id)!;
      const d = (dist.get(best) ?? 0) + Math.hypot(there.x - here.x, there.y - here.y);
      if (d < (dist.get(id) ?? Infinity)) dist.set(id, d);
    }
  }
}

/** The metres of a node path, and whether each step is an edge of the network. */
function walk(net: SceneNetwork, path: readonly string[]): number {
  const at = new Map(net.nodes.map((node) => [node.id, node]));
  const edges = new Set(net.edges.flatMap((edge) => [`${edge.from}|${edge.to}`, `${edge.to}|${edge.from}`]));
  let metres = 0;
  for (let i = 1; i < path.length; i += 1) {
    expect(edges.has(`${path[i - 1]}|${path[i]}`), `${path[i - 1]} -> ${path[i]}`).toBe(true);
    metres += Math.hypot(at.get(path[i])!.x - at.get(path[i - 1])!.x, at.get(path[i])!.y - at.get(path[i - 1])!.y);
  }
  return metres;
}

/** A robot kept busy by a long round for the length of a test: it returns the robot's id and the round. */
function busyRobot(sim: Simulator, auth: Auth, scene: Scene) {
  const robotId = idleRobots(sim, auth, scene.id)[0];
  const round = created(sim, auth, { sceneId: scene.id, name: 'Long round', type: 2, targets: crossings(network(sim, auth, scene.id)), robotId });
  expect(round.status).toBe(2);
  return { robotId, round };
}

describe('tasks: the seed', () => {
  it("gives each mapped scene of Robot Demo Co. waiting, running, finished and abnormal tasks over the last year and more", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scenes = sim.state.fleet.scenes.filter((scene) => scene.companyId === 'c1' && scene.mapStatus === 1);
    expect(scenes.length).toBeGreaterThanOrEqual(4);
    for (const scene of scenes) {
      const all = page(sim, admin, scene.id);
      const statuses = new Set(all.items.map((task) => task.status));
      for (const status of [1, 2, 3, 4]) expect(statuses, `${scene.name} status ${status}`).toContain(status);
      for (const task of all.items) {
        expect(task.sceneId).toBe(scene.id);
        expect(task.queuePosition === null, task.id).toBe(task.status !== 1);
        expect(task.etaAt === null, task.id).toBe(task.status !== 2);
        expect(task.completed === null, task.id).toBe(task.status !== 4);
        expect(task.abnormalReason === null, task.id).toBe(task.status !== 4);
        if (task.status === 3) expect(task.progress).toBe(100);
        expect(task.endPointName).toBe(task.targets[task.targets.length - 1].name);
        expect(task.type === 1 ? task.targets.length === 1 : task.targets.length >= 2, task.id).toBe(true);
      }
      // The queue: positions 1..n in priority order.
      const queue = page(sim, admin, scene.id, { status: 1, sortField: 'queue' }).items;
      expect(queue.map((task) => task.queuePosition)).toEqual(queue.map((_, i) => i + 1));
      for (let i = 1; i < queue.length; i += 1) expect(queue[i - 1].priority).toBeLessThanOrEqual(queue[i].priority);
    }
    // Scenes of other companies have none seeded.
    const other = sim.state.fleet.scenes.find((scene) => scene.companyId !== 'c1' && scene.mapStatus === 1)!;
    expect(page(sim, admin, other.id).totalCount).toBe(0);
  });

  it('filters abnormal tasks by period (month, half year, year, all) and by completed, each period holding more', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const totals = { month: 0, halfYear: 0, year: 0, all: 0 };
    let completed = 0;
    let uncompleted = 0;
    for (const scene of sim.state.fleet.scenes.filter((candidate) => candidate.companyId === 'c1' && candidate.mapStatus === 1)) {
      for (const period of ['month', 'halfYear', 'year', 'all'] as const) {
        const found = page(sim, admin, scene.id, { status: 4, period });
        totals[period] += found.totalCount;
        const days = { month: 30, halfYear: 182, year: 365, all: Infinity }[period];
        for (const task of found.items) expect(sim.now() - task.createdAt, `${task.id} ${period}`).toBeLessThanOrEqual(days * DAY);
      }
      completed += page(sim, admin, scene.id, { status: 4, completed: true }).totalCount;
      uncompleted += page(sim, admin, scene.id, { status: 4, completed: false }).totalCount;
      expect(page(sim, admin, scene.id, { status: 4, completed: true }).items.every((task) => task.completed === true)).toBe(true);
    }
    expect(totals.month).toBeLessThan(totals.halfYear);
    expect(totals.halfYear).toBeLessThan(totals.year);
    expect(totals.year).toBeLessThan(totals.all);
    expect(completed).toBeGreaterThan(0);
    expect(uncompleted).toBeGreaterThan(0);
    expectInvalid(biz(sim, 'POST', '/task/page', { pageNumber: 1, pageSize: 10, sceneId: 's1', period: 'week' }, admin), { period: 'invalid' });
    expectInvalid(biz(sim, 'POST', '/task/page', { pageNumber: 1, pageSize: 10 }, admin), { sceneId: 'required' });
  });

  it('is the same for the same seed, whenever the scene is first used', () => {
    // Dated from the scene's map's epoch (its first use), robots and paths included.
    const strip = (sim: Simulator) => {
      const auth = signedIn(sim, 'admin');
      const items = page(sim, auth, 's1').items;
      const epoch = sim.state.maps.get('s1')!.epoch;
      return items.map(({ id, name, status, priority, targets, robotId, path, createdAt, startedAt }) => ({
        id,
        name,
        status,
        priority,
        targets,
        robotId,
        path,
        createdAt: createdAt - epoch,
        startedAt: startedAt === null ? null : startedAt - epoch,
      }));
    };
    const a = strip(new Simulator());
    const later = new Simulator();
    later.clockOffsetMs = 5 * 60_000;
    expect(strip(later)).toEqual(a);
    expect(a.filter((task) => task.status === 2)).toHaveLength(1);
  });
});

describe('tasks: the queue', () => {
  it('runs waiting tasks by priority, then queue order, as their robot comes free', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const net = network(sim, admin, scene.id);
    const { robotId, round } = busyRobot(sim, admin, scene);
    const target = net.nodes.find((node) => node.type === 5)!.id;
    const add = (name: string, priority: number) => created(sim, admin, { sceneId: scene.id, name, type: 1, targets: [target], robotId, priority });
    const low = add('Low', 4);
    const normal = add('Normal', 3);
    const urgent = add('Urgent', 1);
    const normal2 = add('Normal again', 3);
    for (const task of [low, normal, urgent, normal2]) expect(task.status, task.name).toBe(1);
    const positions = () => new Map(page(sim, admin, scene.id, { status: 1 }).items.map((task) => [task.id, task.queuePosition]));
    const before = positions();
    expect(before.get(urgent.id)! < before.get(normal.id)!).toBe(true);
    expect(before.get(normal.id)! < before.get(normal2.id)!).toBe(true);
    expect(before.get(normal2.id)! < before.get(low.id)!).toBe(true);
    // The robot's round ends: the urgent task starts at that moment, the rest wait.
    sim.clockOffsetMs += round.etaAt! - sim.now() + 1000;
    const next = getTask(sim, admin, urgent.id);
    expect(next.status).toBe(2);
    expect(next.startedAt).toBe(round.etaAt);
    expect(next.robotId).toBe(robotId);
    expect(getTask(sim, admin, round.id)).toMatchObject({ status: 3, progress: 100, finishedAt: round.etaAt });
    expect([normal, normal2, low].map((task) => getTask(sim, admin, task.id).status)).toEqual([1, 1, 1]);
  });

  it('reorders the waiting tasks (priority still first), refusing a list that is not the queue', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const { robotId } = busyRobot(sim, admin, scene);
    const target = network(sim, admin, scene.id).nodes.find((node) => node.type === 5)!.id;
    const a = created(sim, admin, { sceneId: scene.id, name: 'A', type: 1, targets: [target], robotId, priority: 5 });
    const b = created(sim, admin, { sceneId: scene.id, name: 'B', type: 1, targets: [target], robotId, priority: 5 });
    const queue = page(sim, admin, scene.id, { status: 1, sortField: 'queue' }).items.map((task) => task.id);
    expect(queue.slice(-2)).toEqual([a.id, b.id]);
    // B before A, and an urgent task asked to go last: it stays first of all.
    const urgent = queue[0];
    const wanted = [...queue.filter((id) => id !== a.id && id !== b.id && id !== urgent), b.id, a.id, urgent];
    const answered = succeeded<Task[]>(biz(sim, 'PUT', '/task/queue', { sceneId: scene.id, ids: wanted }, admin));
    expect(answered.map((task) => task.id).slice(-2)).toEqual([b.id, a.id]);
    expect(answered[0].id).toBe(urgent);
    expect(answered.map((task) => task.queuePosition)).toEqual(answered.map((_, i) => i + 1));
    expect(page(sim, admin, scene.id, { status: 1, sortField: 'queue' }).items.map((task) => task.id)).toEqual(answered.map((task) => task.id));
    // Not exactly the waiting tasks: the queue has changed (reload).
    const changed = biz(sim, 'PUT', '/task/queue', { sceneId: scene.id, ids: wanted.slice(1) }, admin);
    expect([code(changed), reason(changed)]).toEqual([STATUS.CONFLICT, 'the queue has changed']);
    expect(code(biz(sim, 'PUT', '/task/queue', { sceneId: scene.id, ids: [...wanted, wanted[0]] }, admin))).toBe(STATUS.CONFLICT);
    expectInvalid(biz(sim, 'PUT', '/task/queue', { sceneId: scene.id }, admin), { ids: 'required' });
    expectInvalid(biz(sim, 'PUT', '/task/queue', { sceneId: scene.id, ids: [1] }, admin), { ids: 'invalid' });
  });

  it("changes a waiting task's priority (last of its new priority), and refuses another's", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const { robotId, round } = busyRobot(sim, admin, scene);
    const target = network(sim, admin, scene.id).nodes.find((node) => node.type === 5)!.id;
    const first = created(sim, admin, { sceneId: scene.id, name: 'First', type: 1, targets: [target], robotId, priority: 2 });
    const later = created(sim, admin, { sceneId: scene.id, name: 'Later', type: 1, targets: [target], robotId, priority: 4 });
    const raised = succeeded<Task>(biz(sim, 'PUT', `/task/${later.id}/priority`, { priority: 2 }, admin));
    expect(raised.priority).toBe(2);
    expect(raised.queuePosition).toBe(getTask(sim, admin, first.id).queuePosition! + 1);
    const top = succeeded<Task>(biz(sim, 'PUT', `/task/${later.id}/priority`, { priority: 1 }, admin));
    expect(top.queuePosition).toBeLessThan(getTask(sim, admin, first.id).queuePosition!);
    expectInvalid(biz(sim, 'PUT', `/task/${later.id}/priority`, { priority: 6 }, admin), { priority: 'invalid' });
    expectInvalid(biz(sim, 'PUT', `/task/${later.id}/priority`, {}, admin), { priority: 'required' });
    const running = biz(sim, 'PUT', `/task/${round.id}/priority`, { priority: 1 }, admin);
    expect([code(running), reason(running)]).toEqual([STATUS.CONFLICT, 'task is not waiting']);
    expect(code(biz(sim, 'PUT', '/task/s1-t99999/priority', { priority: 1 }, admin))).toBe(STATUS.NOT_FOUND);
  });
});

describe('tasks: cancel and retry', () => {
  it('cancels a waiting task and a running one (its robot stops and takes the next), and refuses a finished one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const { robotId, round } = busyRobot(sim, admin, scene);
    const target = network(sim, admin, scene.id).nodes.find((node) => node.type === 5)!.id;
    const waiting = created(sim, admin, { sceneId: scene.id, name: 'Waiting', type: 1, targets: [target], robotId });
    const next = created(sim, admin, { sceneId: scene.id, name: 'Next', type: 1, targets: [target], robotId });
    const cancelled = succeeded<Task>(biz(sim, 'POST', `/task/${waiting.id}/cancel`, undefined, admin));
    expect(cancelled).toMatchObject({ status: 5, queuePosition: null, progress: 0, startedAt: null });
    sim.clockOffsetMs += 30_000;
    const stopped = succeeded<Task>(biz(sim, 'POST', `/task/${round.id}/cancel`, undefined, admin));
    expect(stopped.status).toBe(5);
    expect(stopped.progress).toBeGreaterThan(0);
    expect(stopped.progress).toBeLessThan(100);
    expect(stopped.etaAt).toBeNull();
    // The robot, free again, takes the next task for it at once, from where it stopped.
    const taken = getTask(sim, admin, next.id);
    expect(taken).toMatchObject({ status: 2, robotId });
    expect(round.path).toContain(taken.path[0]);
    for (const id of [waiting.id, round.id]) {
      const refused = biz(sim, 'POST', `/task/${id}/cancel`, undefined, admin);
      expect([code(refused), reason(refused)]).toEqual([STATUS.CONFLICT, 'task is not waiting or running']);
    }
    const finished = page(sim, admin, scene.id, { status: 3 }).items[0];
    expect(code(biz(sim, 'POST', `/task/${finished.id}/cancel`, undefined, admin))).toBe(STATUS.CONFLICT);
  });

  it('retries an abnormal task as a new one that remembers it; refuses any other', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const abnormal = page(sim, admin, scene.id, { status: 4 }).items[0];
    const again = succeeded<Task>(biz(sim, 'POST', `/task/${abnormal.id}/retry`, undefined, admin));
    expect(again.id).not.toBe(abnormal.id);
    expect(again).toMatchObject({ retryOf: abnormal.id, name: abnormal.name, targets: abnormal.targets, priority: abnormal.priority, returnNodeId: abnormal.returnNodeId, timed: false });
    expect([1, 2]).toContain(again.status);
    expect(getTask(sim, admin, abnormal.id)).toEqual({ ...abnormal, progress: abnormal.progress });
    const finished = page(sim, admin, scene.id, { status: 3 }).items[0];
    const refused = biz(sim, 'POST', `/task/${finished.id}/retry`, undefined, admin);
    expect([code(refused), reason(refused)]).toEqual([STATUS.CONFLICT, 'task is not abnormal']);
  });
});

describe('tasks: the clock', () => {
  it('starts a timed task at its time, not before, even with robots free', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const target = network(sim, admin, scene.id).nodes.find((node) => node.type === 5)!.id;
    const startAt = sim.now() + 3600_000;
    const timed = created(sim, admin, { sceneId: scene.id, name: 'At the hour', type: 1, targets: [target], timed: true, startAt, priority: 1 });
    expect(timed).toMatchObject({ status: 1, timed: true, startAt, robotId: null, anyRobot: true });
    sim.clockOffsetMs += 3500_000;
    expect(getTask(sim, admin, timed.id).status).toBe(1);
    sim.clockOffsetMs += 200_000;
    const started = getTask(sim, admin, timed.id);
    expect([2, 3]).toContain(started.status);
    // Started at its time exactly, by the free robot nearest its target, whenever the next request came.
    expect(started.startedAt).toBe(startAt);
    expect(started.robotId).not.toBeNull();
    expect(started.anyRobot).toBe(true);
  });

  it('drives the path at the task speed: progress and arrival follow the clock, finished at the end', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const net = network(sim, admin, scene.id);
    const robotId = idleRobots(sim, admin, scene.id)[0];
    const targets = crossings(net);
    const back = net.nodes.find((node) => node.type === 3)!.id;
    const planned = preview(sim, admin, { sceneId: scene.id, targets, robotId, returnNodeId: back });
    const task = created(sim, admin, { sceneId: scene.id, name: 'Round trip', type: 2, targets, robotId, returnNodeId: back, creationMethod: 1 });
    expect(task).toMatchObject({ status: 2, robotId, creationMethod: 1, progress: 0, path: planned.nodeIds, length: planned.length });
    expect(task.startPointName).toBe(net.nodes.find((node) => node.id === planned.startNodeId)!.name);
    expect(task.returnPointName).toBe(net.nodes.find((node) => node.id === back)!.name);
    const seconds = task.length / TASK_SPEED;
    expect(Math.abs(task.etaAt! - (task.startedAt! + seconds * 1000))).toBeLessThanOrEqual(100);
    sim.clockOffsetMs += (seconds * 1000) / 2;
    const half = getTask(sim, admin, task.id);
    expect(half.status).toBe(2);
    expect(half.progress).toBeGreaterThanOrEqual(48);
    expect(half.progress).toBeLessThanOrEqual(52);
    expect(half.etaAt).toBe(task.etaAt);
    sim.clockOffsetMs += (seconds * 1000) / 2 + 1000;
    expect(getTask(sim, admin, task.id)).toMatchObject({ status: 3, progress: 100, finishedAt: task.etaAt, etaAt: null, abnormalReason: null, completed: null });
  });

  it('ends a delivery later than its timeout as abnormal: done when within twice the timeout, given up beyond', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const map = sceneMap(sim.state.maps, scene, sim.now());
    const points = graphOf(map).actionPoints;
    const [first, second] = idleRobots(sim, admin, scene.id);
    const far = (robotId: string) => {
      const robot = robots(sim, admin, scene.id).find((candidate) => candidate.id === robotId)!;
      return [...points].sort((a, b) => Math.hypot(b.x - robot.x, b.y - robot.y) - Math.hypot(a.x - robot.x, a.y - robot.y))[0];
    };
    // Late but within twice the timeout: the robot delivers and ends at its path's end, abnormal and completed.
    const latePoint = far(first);
    const lateArrival = preview(sim, admin, { sceneId: scene.id, targets: [latePoint.nodeId], robotId: first }).duration;
    latePoint.deliveryTimeout = Math.ceil(lateArrival * 0.6);
    const late = created(sim, admin, { sceneId: scene.id, name: 'Late', type: 1, targets: [latePoint.nodeId], robotId: first });
    sim.clockOffsetMs += late.etaAt! - sim.now() + 1000;
    expect(getTask(sim, admin, late.id)).toMatchObject({ status: 4, abnormalReason: 1, completed: true, progress: 100, finishedAt: late.etaAt });
    // Beyond twice the timeout: given up at twice the timeout, not done, the robot stopped on its way.
    const lostPoint = far(second);
    const arrival = preview(sim, admin, { sceneId: scene.id, targets: [lostPoint.nodeId], robotId: second }).duration;
    expect(arrival).toBeGreaterThan(6);
    lostPoint.deliveryTimeout = Math.floor(arrival / 3);
    const lost = created(sim, admin, { sceneId: scene.id, name: 'Given up', type: 1, targets: [lostPoint.nodeId], robotId: second });
    sim.clockOffsetMs += 2 * lostPoint.deliveryTimeout * 1000 + 1000;
    const ended = getTask(sim, admin, lost.id);
    expect(ended).toMatchObject({ status: 4, abnormalReason: 1, completed: false, finishedAt: lost.startedAt! + 2 * lostPoint.deliveryTimeout * 1000 });
    expect(ended.progress).toBeGreaterThan(0);
    expect(ended.progress).toBeLessThan(100);
    // A target without an action point has the default timeout.
    expect(DELIVERY_TIMEOUT_DEFAULT).toBe(600);
  });

  it('ends running tasks, and waiting ones whose targets are gone, when the map is replaced', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const net = network(sim, admin, scene.id);
    const { round } = busyRobot(sim, admin, scene);
    const lastNode = net.nodes[net.nodes.length - 1].id;
    const timed = created(sim, admin, { sceneId: scene.id, name: 'Far corner', type: 1, targets: [lastNode], timed: true, startAt: sim.now() + DAY });
    const kept = created(sim, admin, { sceneId: scene.id, name: 'Near', type: 1, targets: ['n1'], timed: true, startAt: sim.now() + DAY });
    expect(handleControl(sim, 'POST', '/__simulator/map', '', { sceneId: scene.id, nodes: 40, robots: 3 }).status).toBe(200);
    expect(getTask(sim, admin, round.id)).toMatchObject({ status: 4, abnormalReason: 2, completed: false });
    expect(getTask(sim, admin, timed.id)).toMatchObject({ status: 4, abnormalReason: 2, completed: false });
    expect(getTask(sim, admin, kept.id).status).toBe(1);
    // Its retry is refused: the node is no longer on the map.
    expectInvalid(biz(sim, 'POST', `/task/${timed.id}/retry`, undefined, admin), { targets: 'invalid' });
  });

  it("ends a running task when its robot leaves the scene (robot lost)", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const { robotId, round } = busyRobot(sim, admin, scene);
    sim.state.fleet.assets.get(robotId)!.online = false;
    expect(getTask(sim, admin, round.id)).toMatchObject({ status: 4, abnormalReason: 3, completed: false });
  });
});

describe('tasks: the robots on the dispatch map', () => {
  it('show a robot carrying a task driving its path at the task speed, then waiting where it ended', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const net = network(sim, admin, scene.id);
    const at = new Map(net.nodes.map((node) => [node.id, node]));
    const robotId = idleRobots(sim, admin, scene.id)[0];
    const pose = () => robots(sim, admin, scene.id).find((robot) => robot.id === robotId)!;
    const resting = pose();
    expect(resting).toMatchObject({ state: 2, speed: 0, task: null });
    const task = created(sim, admin, { sceneId: scene.id, name: 'Shown round', type: 2, targets: crossings(net), robotId });
    const start = at.get(task.path[0])!;
    const setOff = pose();
    expect(setOff).toMatchObject({ state: 1, speed: TASK_SPEED, task: 'Shown round' });
    // At its start node (the few milliseconds of the real clock since aside).
    expect(Math.hypot(setOff.x - start.x, setOff.y - start.y)).toBeLessThan(0.05);
    // A third of the way: on the path, as far along it as the clock says.
    const third = (task.length / TASK_SPEED / 3) * 1000;
    sim.clockOffsetMs += third;
    const moving = pose();
    const progress = getTask(sim, admin, task.id).progress;
    expect(progress).toBeGreaterThanOrEqual(32);
    expect(progress).toBeLessThanOrEqual(35);
    let along = Infinity;
    for (let i = 1; i < task.path.length; i += 1) {
      const a = at.get(task.path[i - 1])!;
      const b = at.get(task.path[i])!;
      const t = Math.max(0, Math.min(1, ((moving.x - a.x) * (b.x - a.x) + (moving.y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2 || 1)));
      along = Math.min(along, Math.hypot(moving.x - (a.x + t * (b.x - a.x)), moving.y - (a.y + t * (b.y - a.y))));
    }
    expect(along).toBeLessThan(0.01);
    sim.clockOffsetMs += 200;
    const later = pose();
    expect(Math.hypot(later.x - moving.x, later.y - moving.y)).toBeLessThanOrEqual(TASK_SPEED * 0.25 + 0.002);
    // At the end it waits at the last node, standing, without a task.
    sim.clockOffsetMs += task.etaAt! - sim.now() + 1000;
    const end = at.get(task.path[task.path.length - 1])!;
    expect(pose()).toMatchObject({ state: 2, speed: 0, task: null, x: end.x, y: end.y });
  });
});

describe('tasks: the path preview', () => {
  it('drives the shortest path from the robot through the targets in order to the return point', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const net = network(sim, admin, scene.id);
    const robotId = idleRobots(sim, admin, scene.id)[0];
    const deliveries = net.nodes.filter((node) => node.type === 5).map((node) => node.id);
    const targets = [deliveries[0], deliveries[deliveries.length - 1], deliveries[1]];
    const back = net.nodes.find((node) => node.type === 3)!.id;
    const path = preview(sim, admin, { sceneId: scene.id, targets, robotId, returnNodeId: back });
    expect(path.robotId).toBe(robotId);
    expect(path.nodeIds[0]).toBe(path.startNodeId);
    expect(path.nodeIds[path.nodeIds.length - 1]).toBe(back);
    // Through the targets in order.
    let from = 0;
    for (const target of targets) {
      const at = path.nodeIds.indexOf(target, from);
      expect(at, target).toBeGreaterThanOrEqual(from);
      from = at;
    }
    // Along edges, as long as it says, and each leg the shortest.
    const metres = walk(net, path.nodeIds);
    expect(Math.abs(metres - path.length)).toBeLessThan(0.1);
    const stops = [path.startNodeId!, ...targets, back];
    const shortest = stops.slice(1).reduce((sum, stop, i) => sum + distance(net, stops[i], stop), 0);
    expect(Math.abs(shortest - path.length)).toBeLessThan(0.1);
    expect(path.duration).toBe(Math.round(path.length / TASK_SPEED));
  });

  it('starts from the free robot nearest the first target when none is named', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const net = network(sim, admin, scene.id);
    const target = net.nodes.find((node) => node.type === 5)!.id;
    const path = preview(sim, admin, { sceneId: scene.id, targets: [target] });
    expect(path.robotId).not.toBeNull();
    expect(path.nodeIds[path.nodeIds.length - 1]).toBe(target);
    // No other robot that takes tasks stands nearer (by the road) than the one chosen.
    const chosen = distance(net, path.startNodeId!, target);
    expect(Math.abs(chosen - path.length)).toBeLessThan(0.1);
    expect(code(biz(sim, 'POST', '/task/path', { sceneId: scene.id, targets: ['n99999'] }, admin))).toBe(STATUS.VALIDATION_FAILED);
  });

  it('starts a busy robot where its task will leave it', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const net = network(sim, admin, scene.id);
    const { robotId, round } = busyRobot(sim, admin, scene);
    const target = net.nodes.find((node) => node.type === 5)!.id;
    const path = preview(sim, admin, { sceneId: scene.id, targets: [target], robotId });
    expect(path.startNodeId).toBe(round.path[round.path.length - 1]);
  });
});

describe('tasks: validation', () => {
  it('names the refused field', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const net = network(sim, admin, scene.id);
    const [a, b] = net.nodes.filter((node) => node.type === 5).map((node) => node.id);
    const charging = robots(sim, admin, scene.id).find((robot) => robot.state === 3)!;
    // Parked idle: its asset says it is not working, so it takes no task.
    const parked = robots(sim, admin, scene.id).find((robot) => robot.state === 2 && sim.state.fleet.assets.get(robot.id)?.runStatus === 3)!;
    const base = { sceneId: scene.id, name: 'Checked', type: 1, targets: [a] };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...base, name: '' }, { name: 'required' }],
      [{ ...base, name: 'x'.repeat(51) }, { name: 'tooLong' }],
      [{ ...base, type: 3 }, { type: 'invalid' }],
      [{ ...base, targets: [] }, { targets: 'required' }],
      [{ ...base, targets: ['n99999'] }, { targets: 'invalid' }],
      [{ ...base, targets: [a, b] }, { targets: 'invalid' }],
      [{ ...base, type: 2, targets: [a] }, { targets: 'tooShort' }],
      [{ ...base, type: 2, targets: [a, a] }, { targets: 'invalid' }],
      [{ ...base, type: 2, targets: Array.from({ length: 21 }, (_, i) => (i % 2 === 0 ? a : b)) }, { targets: 'tooLong' }],
      [{ ...base, priority: 0 }, { priority: 'invalid' }],
      [{ ...base, priority: 6 }, { priority: 'invalid' }],
      [{ ...base, robotId: 'a999999' }, { robotId: 'invalid' }],
      [{ ...base, robotId: charging.id }, { robotId: 'invalid' }],
      [{ ...base, robotId: parked.id }, { robotId: 'invalid' }],
      [{ ...base, returnNodeId: 'n99999' }, { returnNodeId: 'invalid' }],
      [{ ...base, timed: true }, { startAt: 'required' }],
      [{ ...base, timed: true, startAt: sim.now() - 1000 }, { startAt: 'invalid' }],
      [{ ...base, startAt: sim.now() + DAY }, { startAt: 'invalid' }],
      [{ ...base, timed: 'yes' }, { timed: 'invalid' }],
      [{ ...base, creationMethod: 4 }, { creationMethod: 'invalid' }],
      [{ ...base, sceneId: undefined }, { sceneId: 'required' }],
    ];
    for (const [body, expected] of cases) expectInvalid(create(sim, admin, body), expected, JSON.stringify(body).slice(0, 120));
    // A robot of another scene is not one of this scene's.
    const otherScene = sim.state.fleet.scenes.find((candidate) => candidate.companyId === 'c1' && candidate.mapStatus === 1 && candidate.id !== scene.id && !candidate.benchmark)!;
    const foreignRobot = robots(sim, admin, otherScene.id)[0].id;
    expectInvalid(create(sim, admin, { ...base, robotId: foreignRobot }), { robotId: 'invalid' });
    // The defaults: priority 3, created through the API, any free robot, not timed.
    const task = created(sim, admin, base);
    expect(task).toMatchObject({ priority: 3, creationMethod: 3, anyRobot: true, timed: false, startAt: null, retryOf: null });
    // A scene without a map, or unknown.
    const bare = sim.state.fleet.scenes.find((candidate) => candidate.mapStatus === 0 && candidate.companyId === 'c1')!;
    const noMap = create(sim, admin, { ...base, sceneId: bare.id });
    expect([code(noMap), reason(noMap)]).toEqual([STATUS.NOT_FOUND, 'scene has no uploaded map']);
    const unknown = create(sim, admin, { ...base, sceneId: 's99999' });
    expect([code(unknown), reason(unknown)]).toEqual([STATUS.NOT_FOUND, 'scene not found']);
  });
});

describe('tasks: keys and the tenant boundary', () => {
  it('refuses every task call to an account without the business key (the member), naming it', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/task/page', { pageNumber: 1, pageSize: 10, sceneId: 's1' }],
      ['POST', '/task', { sceneId: 's1', name: 'x', type: 1, targets: ['n1'] }],
      ['GET', '/task/s1-t1', undefined],
      ['PUT', '/task/s1-t1/priority', { priority: 1 }],
      ['PUT', '/task/queue', { sceneId: 's1', ids: [] }],
      ['POST', '/task/s1-t1/cancel', undefined],
      ['POST', '/task/s1-t1/retry', undefined],
      ['POST', '/task/path', { sceneId: 's1', targets: ['n1'] }],
    ];
    for (const [method, path, body] of calls) expectRefused(biz(sim, method, path, body, member), KEY, `${method} ${path}`);
    // The dispatcher holds it.
    const dispatcher = signedIn(sim, 'dispatcher');
    expect(page(sim, dispatcher, 's1').totalCount).toBeGreaterThan(0);
  });

  it("answers another company's scene and tasks exactly as unknown ones, and changes nothing of theirs", () => {
    const sim = new Simulator();
    const cedar = sim.state.accounts.find((account) => account.account === 'cedar.admin')!;
    cedar.permissions.push(KEY);
    const auth = signedIn(sim, 'cedar.admin');
    const admin = signedIn(sim, 'admin');
    const theirs = page(sim, admin, 's1').items;
    const waiting = theirs.find((task) => task.status === 1)!;
    const abnormal = theirs.find((task) => task.status === 4)!;
    const same = (a: SimResponse, b: SimResponse) => expect(a.body).toEqual(b.body);
    same(biz(sim, 'POST', '/task/page', { pageNumber: 1, pageSize: 10, sceneId: 's1' }, auth), biz(sim, 'POST', '/task/page', { pageNumber: 1, pageSize: 10, sceneId: 's99999' }, auth));
    same(biz(sim, 'GET', `/task/${waiting.id}`, undefined, auth), biz(sim, 'GET', '/task/s99999-t1', undefined, auth));
    expect(reason(biz(sim, 'GET', `/task/${waiting.id}`, undefined, auth))).toBe('task not found');
    same(biz(sim, 'POST', `/task/${waiting.id}/cancel`, undefined, auth), biz(sim, 'POST', '/task/s99999-t1/cancel', undefined, auth));
    same(biz(sim, 'PUT', `/task/${waiting.id}/priority`, { priority: 5 }, auth), biz(sim, 'PUT', '/task/s99999-t1/priority', { priority: 5 }, auth));
    same(biz(sim, 'POST', `/task/${abnormal.id}/retry`, undefined, auth), biz(sim, 'POST', '/task/s99999-t1/retry', undefined, auth));
    same(biz(sim, 'POST', '/task', { sceneId: 's1', name: 'x', type: 1, targets: ['n1'] }, auth), biz(sim, 'POST', '/task', { sceneId: 's99999', name: 'x', type: 1, targets: ['n1'] }, auth));
    same(biz(sim, 'PUT', '/task/queue', { sceneId: 's1', ids: [waiting.id] }, auth), biz(sim, 'PUT', '/task/queue', { sceneId: 's99999', ids: [waiting.id] }, auth));
    same(biz(sim, 'POST', '/task/path', { sceneId: 's1', targets: ['n1'] }, auth), biz(sim, 'POST', '/task/path', { sceneId: 's99999', targets: ['n1'] }, auth));
    const brief = (tasks: Task[]) => tasks.map(({ id, status, priority, queuePosition }) => ({ id, status, priority, queuePosition }));
    expect(brief(page(sim, admin, 's1').items)).toEqual(brief(theirs));
    // Its own scene's tasks it reaches.
    const own = sim.state.fleet.scenes.find((scene) => scene.companyId === 'c4' && scene.mapStatus === 1)!;
    const task = created(sim, auth, { sceneId: own.id, name: 'Cedar round', type: 1, targets: ['n1'] });
    expect(getTask(sim, auth, task.id).id).toBe(task.id);
  });

  it('records each change in the operation log, module task', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = firstMappedScene(sim);
    const task = created(sim, admin, { sceneId: scene.id, name: 'Logged', type: 1, targets: ['n1'], timed: true, startAt: sim.now() + DAY });
    succeeded(biz(sim, 'PUT', `/task/${task.id}/priority`, { priority: 1 }, admin));
    succeeded(biz(sim, 'POST', `/task/${task.id}/cancel`, undefined, admin));
    const entries = sim.state.operationLog.entries.slice(-3).map(({ action, module, target, summary }) => ({ action, module, target, summary }));
    expect(entries).toEqual([
      { action: 'create', module: 'task', target: task.id, summary: 'POST /task' },
      { action: 'update', module: 'task', target: task.id, summary: `PUT /task/${task.id}/priority` },
      { action: 'update', module: 'task', target: task.id, summary: `POST /task/${task.id}/cancel` },
    ]);
  });
});

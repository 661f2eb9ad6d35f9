/**
 * Editing a scene's road network on the simulator (`saveSceneNetwork`,
 * docs/api.md "Editing the road network"): saves against the network's
 * version, every change checked, edits kept for the life of the simulator,
 * and the tasks planned again on the new network. Requests are signed as a
 * client signs them.
 */
import { STATUS } from '../../src/request/codes';
import type { SceneNetwork } from '../../src/services/types/map';
import type { NetworkChanges } from '../../src/services/types/network';
import type { Task } from '../../src/services/types/task';
import { handleControl } from './control';
import { Simulator } from './simulator';
import { code, expectInvalid, expectRefused, firstMappedScene, pageAt, reason, rss, sendBelow, signedIn, succeeded, type Auth } from './testClient';

const biz = sendBelow('/api/business');
const KEY = 'platform:business:global:editNode';



const network = (sim: Simulator, auth: Auth, sceneId: string) => succeeded<SceneNetwork>(rss(sim, 'GET', `/scene/${sceneId}/nodes`, undefined, auth));
const NONE: Omit<NetworkChanges, 'version'> = { nodes: [], removedNodes: [], edges: [], removedEdges: [], actionPoints: [], removedActionPoints: [] };
const save = (sim: Simulator, auth: Auth, sceneId: string, changes: Partial<NetworkChanges> & { version: number }) =>
  biz(sim, 'PUT', `/scene/${sceneId}/network`, { ...NONE, ...changes }, auth);
const tasksOf = (sim: Simulator, auth: Auth, sceneId: string, status: number[]) =>
  pageAt<Task>(sim, biz, '/task/page', { pageNumber: 1, pageSize: 100, sceneId, status }, auth).items;

describe('the road network: saving edits', () => {
  it('answers the network with its version; a save moves, adds and joins nodes, answers the next version, and later reads show it', () => {
    const sim = new Simulator();
    const auth = signedIn(sim, 'dispatcher');
    const scene = firstMappedScene(sim);
    const before = network(sim, auth, scene.id);
    expect(before.version).toBe(1);
    const node = before.nodes[0];
    const moved = { ...node, x: node.x + 1.5, y: node.y - 0.5, name: 'Moved' };
    const added = { id: 'new-1', name: 'Added', alias2: '', alias3: '', level: 2 as const, type: 4 as const, x: node.x + 3, y: node.y, theta: 0 };
    const saved = succeeded<SceneNetwork>(
      save(sim, auth, scene.id, { version: 1, nodes: [moved, added], edges: [{ from: node.id, to: 'new-1' }] }),
      'save',
    );
    expect(saved.version).toBe(2);
    const after = network(sim, auth, scene.id);
    expect(after).toEqual(saved);
    expect(after.nodes.find((candidate) => candidate.id === node.id)).toEqual(moved);
    expect(after.nodes.find((candidate) => candidate.id === 'new-1')).toEqual(added);
    expect(after.edges).toContainEqual({ from: node.id, to: 'new-1' });
    expect(after.nodes).toHaveLength(before.nodes.length + 1);
    // Recorded in the operation log, as a change of the scene.
    const entry = sim.state.operationLog.entries.at(-1)!;
    expect({ action: entry.action, module: entry.module, target: entry.target }).toEqual({ action: 'update', module: 'scene', target: scene.id });
  });

  it('refuses a save made on an older version (40901) and keeps the network as the first save left it', () => {
    const sim = new Simulator();
    const auth = signedIn(sim, 'dispatcher');
    const scene = firstMappedScene(sim);
    const node = network(sim, auth, scene.id).nodes[1];
    succeeded(save(sim, auth, scene.id, { version: 1, nodes: [{ ...node, name: 'First' }] }));
    const late = save(sim, auth, scene.id, { version: 1, nodes: [{ ...node, name: 'Second' }] });
    expect(code(late)).toBe(STATUS.CONFLICT);
    expect(reason(late)).toBe('the network has changed');
    const now = network(sim, auth, scene.id);
    expect(now.version).toBe(2);
    expect(now.nodes.find((candidate) => candidate.id === node.id)?.name).toBe('First');
    // A new map is a new version too: edits made before it are refused, and the generated network is back.
    expect(handleControl(sim, 'POST', '/__simulator/map', '', { sceneId: scene.id, nodes: 200, robots: 0 }).status).toBe(200);
    expect(code(save(sim, auth, scene.id, { version: 2 }))).toBe(STATUS.CONFLICT);
    const fresh = network(sim, auth, scene.id);
    expect(fresh.version).toBe(3);
    expect(fresh.nodes.some((candidate) => candidate.name === 'First')).toBe(false);
  });

  it('removes a node with its edges and action point', () => {
    const sim = new Simulator();
    const auth = signedIn(sim, 'dispatcher');
    const scene = firstMappedScene(sim);
    const before = network(sim, auth, scene.id);
    const point = before.actionPoints[0];
    const saved = succeeded<SceneNetwork>(save(sim, auth, scene.id, { version: 1, removedNodes: [point.nodeId] }));
    expect(saved.nodes.some((node) => node.id === point.nodeId)).toBe(false);
    expect(saved.edges.some((edge) => edge.from === point.nodeId || edge.to === point.nodeId)).toBe(false);
    expect(saved.actionPoints.some((candidate) => candidate.id === point.id)).toBe(false);
    expect(saved.actionPoints).toHaveLength(before.actionPoints.length - 1);
  });

  it('checks every change, naming the list and the item, and changes nothing when one is refused', () => {
    const sim = new Simulator();
    const auth = signedIn(sim, 'dispatcher');
    const scene = firstMappedScene(sim);
    const net = network(sim, auth, scene.id);
    const [a, b] = net.nodes;
    const point = net.actionPoints[0];
    const pointInput = { ...point, mapUuid: undefined };
    delete pointInput.mapUuid;
    const cases: Array<[Partial<NetworkChanges>, string, string]> = [
      [{ nodes: [{ ...a, name: '' }] }, 'nodes', 'required'],
      [{ nodes: [{ ...a, name: 'x'.repeat(51) }] }, 'nodes', 'tooLong'],
      [{ nodes: [{ ...a, alias2: 'y'.repeat(51) }] }, 'nodes', 'tooLong'],
      [{ nodes: [{ ...a, theta: 4 }] }, 'nodes', 'invalid'],
      [{ nodes: [{ ...a, level: 4 as 1 }] }, 'nodes', 'invalid'],
      [{ nodes: [{ ...a, id: 'bad id!' }] }, 'nodes', 'invalid'],
      [{ removedNodes: ['nope'] }, 'removedNodes', 'invalid'],
      [{ edges: [{ from: a.id, to: a.id }] }, 'edges', 'invalid'],
      [{ edges: [{ from: a.id, to: 'nope' }] }, 'edges', 'invalid'],
      [{ removedEdges: [{ from: a.id, to: 'nope' }] }, 'removedEdges', 'invalid'],
      [{ actionPoints: [{ ...pointInput, angleAccuracy: 181 }] }, 'actionPoints', 'invalid'],
      [{ actionPoints: [{ ...pointInput, distanceAccuracy: -1 }] }, 'actionPoints', 'invalid'],
      [{ actionPoints: [{ ...pointInput, deliveryTimeout: 0 }] }, 'actionPoints', 'invalid'],
      [{ actionPoints: [{ ...pointInput, entryAngle: 1.5 }] }, 'actionPoints', 'invalid'],
      [{ actionPoints: [{ ...pointInput, id: 'ap-new' }] }, 'actionPoints', 'exists'],
      [{ actionPoints: [{ ...pointInput, nodeId: 'nope' }] }, 'actionPoints', 'invalid'],
      [{ removedActionPoints: ['nope'] }, 'removedActionPoints', 'invalid'],
    ];
    const joined = net.edges.find((edge) => edge.from === a.id || edge.to === a.id)!;
    cases.push([{ edges: [joined] }, 'edges', 'exists']);
    for (const [changes, field, word] of cases) {
      expectInvalid(save(sim, auth, scene.id, { version: 1, ...changes }), { [field]: word }, JSON.stringify(changes).slice(0, 120));
    }
    // All or nothing: a good change beside a refused one is not kept.
    expectInvalid(save(sim, auth, scene.id, { version: 1, nodes: [{ ...b, name: 'Kept?' }], removedNodes: ['nope'] }), { removedNodes: 'invalid' });
    expect(network(sim, auth, scene.id)).toEqual(net);
    expectInvalid(biz(sim, 'PUT', `/scene/${scene.id}/network`, { ...NONE }, auth), { version: 'required' });
  });

  it('needs the editNode key: the business key alone is refused', () => {
    const sim = new Simulator();
    const scene = firstMappedScene(sim);
    const dispatcher = sim.state.accounts.find((account) => account.account === 'dispatcher')!;
    dispatcher.permissions = dispatcher.permissions.filter((key) => key !== KEY);
    const auth = signedIn(sim, 'dispatcher');
    expect(network(sim, auth, scene.id).version).toBe(1);
    expectRefused(save(sim, auth, scene.id, { version: 1 }), KEY);
    expectRefused(save(sim, signedIn(sim, 'member'), scene.id, { version: 1 }), KEY);
  });
});

describe('the road network: tasks after an edit', () => {
  it('plans a running task again on the moved network, and ends a waiting one whose target was removed', () => {
    const sim = new Simulator();
    const auth = signedIn(sim, 'dispatcher');
    const scene = firstMappedScene(sim);
    const net = network(sim, auth, scene.id);
    const running = tasksOf(sim, auth, scene.id, [2])[0];
    expect(running).toBeDefined();
    const waiting = tasksOf(sim, auth, scene.id, [1]).find((task) => task.targets.every((target) => target.nodeId !== running.targets[0].nodeId));
    expect(waiting).toBeDefined();
    // Move every node of the running task's path 0.5 m east, and remove the waiting task's first target.
    const onPath = new Set(running.path);
    const moved = net.nodes.filter((node) => onPath.has(node.id)).map((node) => ({ ...node, x: node.x + 0.5 }));
    const gone = waiting!.targets[0].nodeId;
    const keep = moved.filter((node) => node.id !== gone);
    succeeded(save(sim, auth, scene.id, { version: 1, nodes: keep, removedNodes: [gone] }));
    const after = succeeded<Task>(biz(sim, 'GET', `/task/${running.id}`, undefined, auth));
    const reachedGone = running.targets.some((target) => target.nodeId === gone);
    if (!reachedGone) {
      expect(after.status).toBe(2);
      // Its path now is on the new network: every step an edge, ending at its last target (or its return point).
      const edges = new Set(network(sim, auth, scene.id).edges.flatMap((edge) => [`${edge.from}|${edge.to}`, `${edge.to}|${edge.from}`]));
      for (let i = 1; i < after.path.length; i += 1) expect(edges.has(`${after.path[i - 1]}|${after.path[i]}`)).toBe(true);
      expect(after.path.at(-1)).toBe(running.returnNodeId ?? running.targets.at(-1)!.nodeId);
      expect(after.etaAt).not.toBeNull();
    }
    const ended = succeeded<Task>(biz(sim, 'GET', `/task/${waiting!.id}`, undefined, auth));
    expect(ended.status).toBe(4);
    expect(ended.abnormalReason).toBe(2);
    expect(ended.completed).toBe(false);
  });
});

describe('the simulator control: tasks for the benchmark', () => {
  it('queues tasks in Benchmark Hall for any free robot, and refuses a scene without a map or a count out of range', () => {
    const sim = new Simulator();
    const auth = signedIn(sim, 'dispatcher');
    const hall = sim.state.fleet.scenes.find((scene) => scene.benchmark)!;
    const seeded = new Set(tasksOf(sim, auth, hall.id, [1, 2, 3, 4, 5]).map((task) => task.id));
    const reply = handleControl(sim, 'POST', '/__simulator/tasks', '', { sceneId: hall.id, count: 12 });
    expect(reply).toEqual({ status: 200, body: { queued: 12 } });
    const tasks = tasksOf(sim, auth, hall.id, [1, 2]).filter((task) => !seeded.has(task.id));
    expect(tasks).toHaveLength(12);
    expect(tasks.some((task) => task.status === 2)).toBe(true);
    expect(tasks.every((task) => task.creationMethod === 3 && task.anyRobot)).toBe(true);
    const unmapped = sim.state.fleet.scenes.find((scene) => scene.mapStatus !== 1)!;
    expect(handleControl(sim, 'POST', '/__simulator/tasks', '', { sceneId: unmapped.id, count: 1 }).status).toBe(400);
    expect(handleControl(sim, 'POST', '/__simulator/tasks', '', { sceneId: hall.id, count: 501 }).status).toBe(400);
  });
});

/**
 * The road-network editor's state, plain data and pure functions: the
 * network as read (`base`) and as edited (`current`), the undo and redo
 * stacks, the edits themselves, the changes a save sends
 * (`saveSceneNetwork`), and reapplying them on a newer network after a
 * conflict (40901). Unchanged nodes, edges and action points keep their
 * objects, so an edit of one node copies lists, not the network.
 */
import type { ActionPoint, MapNode, SceneNetwork } from '@/services/types/map';
import type { ActionPointInput, NetworkChanges } from '@/services/types/network';

/** Undo keeps this many steps. */
export const HISTORY_MAX = 100;
/** A node added beside another is put this far (m) to its right. */
export const ADD_OFFSET = 1;

export interface EditState {
  /** The network as last read or saved. */
  base: SceneNetwork;
  /** With the edits. */
  current: SceneNetwork;
  past: SceneNetwork[];
  future: SceneNetwork[];
}

export type Edit =
  | { kind: 'move'; id: string; x: number; y: number }
  | { kind: 'node'; node: MapNode }
  | { kind: 'add'; node: MapNode; joinTo: string | null }
  | { kind: 'remove'; id: string }
  | { kind: 'connect'; from: string; to: string }
  | { kind: 'disconnect'; from: string; to: string }
  | { kind: 'point'; point: ActionPoint }
  | { kind: 'removePoint'; id: string };

export function startEditing(network: SceneNetwork): EditState {
  return { base: network, current: network, past: [], future: [] };
}

const edgeKey = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);

export function joined(network: SceneNetwork, a: string, b: string): boolean {
  const key = edgeKey(a, b);
  return network.edges.some((edge) => edgeKey(edge.from, edge.to) === key);
}

/** The nodes joined to `id`, in the order of the edges. */
export function neighbours(network: SceneNetwork, id: string): string[] {
  const found: string[] = [];
  for (const edge of network.edges) {
    if (edge.from === id) found.push(edge.to);
    else if (edge.to === id) found.push(edge.from);
  }
  return found;
}

export const pointOf = (network: SceneNetwork, nodeId: string): ActionPoint | undefined =>
  network.actionPoints.find((point) => point.nodeId === nodeId);

/** An id no node or action point of either network has: `<prefix>-1`, `<prefix>-2`... */
export function freshId(state: EditState, prefix: 'node' | 'point'): string {
  const taken = new Set<string>();
  for (const network of [state.base, state.current, ...state.past, ...state.future]) {
    for (const item of prefix === 'node' ? network.nodes : network.actionPoints) taken.add(item.id);
  }
  for (let n = 1; ; n += 1) if (!taken.has(`new-${prefix}-${n}`)) return `new-${prefix}-${n}`;
}

/** The network after one edit; the same object when the edit changes nothing. */
export function edited(network: SceneNetwork, edit: Edit): SceneNetwork {
  switch (edit.kind) {
    case 'move': {
      const node = network.nodes.find((candidate) => candidate.id === edit.id);
      if (!node || (node.x === edit.x && node.y === edit.y)) return network;
      const dx = edit.x - node.x;
      const dy = edit.y - node.y;
      // Its action point goes with it.
      return {
        ...network,
        nodes: network.nodes.map((candidate) => (candidate === node ? { ...node, x: edit.x, y: edit.y } : candidate)),
        actionPoints: network.actionPoints.map((point) =>
          point.nodeId === node.id ? { ...point, x: round3(point.x + dx), y: round3(point.y + dy) } : point,
        ),
      };
    }
    case 'node':
      return { ...network, nodes: network.nodes.map((node) => (node.id === edit.node.id ? edit.node : node)) };
    case 'add': {
      const edges = edit.joinTo ? [...network.edges, { from: edit.joinTo, to: edit.node.id }] : network.edges;
      return { ...network, nodes: [...network.nodes, edit.node], edges };
    }
    case 'remove':
      return {
        ...network,
        nodes: network.nodes.filter((node) => node.id !== edit.id),
        edges: network.edges.filter((edge) => edge.from !== edit.id && edge.to !== edit.id),
        actionPoints: network.actionPoints.filter((point) => point.nodeId !== edit.id),
      };
    case 'connect':
      if (edit.from === edit.to || joined(network, edit.from, edit.to)) return network;
      return { ...network, edges: [...network.edges, { from: edit.from, to: edit.to }] };
    case 'disconnect': {
      const key = edgeKey(edit.from, edit.to);
      return { ...network, edges: network.edges.filter((edge) => edgeKey(edge.from, edge.to) !== key) };
    }
    case 'point': {
      const exists = network.actionPoints.some((point) => point.id === edit.point.id);
      return {
        ...network,
        actionPoints: exists
          ? network.actionPoints.map((point) => (point.id === edit.point.id ? edit.point : point))
          : [...network.actionPoints, edit.point],
      };
    }
    case 'removePoint':
      return { ...network, actionPoints: network.actionPoints.filter((point) => point.id !== edit.id) };
  }
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** One edit made: the step before goes on the undo stack, and what was undone can no longer be redone. */
export function applyEdit(state: EditState, edit: Edit): EditState {
  const next = edited(state.current, edit);
  if (next === state.current) return state;
  return { ...state, current: next, past: [...state.past, state.current].slice(-HISTORY_MAX), future: [] };
}

export const canUndo = (state: EditState) => state.past.length > 0;
export const canRedo = (state: EditState) => state.future.length > 0;

export function undo(state: EditState): EditState {
  const previous = state.past[state.past.length - 1];
  if (!previous) return state;
  return { ...state, current: previous, past: state.past.slice(0, -1), future: [state.current, ...state.future] };
}

export function redo(state: EditState): EditState {
  const [next, ...rest] = state.future;
  if (!next) return state;
  return { ...state, current: next, past: [...state.past, state.current], future: rest };
}

const sameNode = (a: MapNode, b: MapNode) =>
  a.name === b.name && a.alias2 === b.alias2 && a.alias3 === b.alias3 && a.level === b.level && a.type === b.type && a.x === b.x && a.y === b.y && a.theta === b.theta;

/** An action point as a save sends it: every field but its map's UUID, which is the server's. */
const inputOf = (point: ActionPoint): ActionPointInput => ({
  id: point.id,
  nodeId: point.nodeId,
  name: point.name,
  deliveryTimeout: point.deliveryTimeout,
  x: point.x,
  y: point.y,
  distanceAccuracy: point.distanceAccuracy,
  angleAccuracy: point.angleAccuracy,
  generality: point.generality,
  versions: point.versions,
  entryRange: point.entryRange,
  entryAngle: point.entryAngle,
  taskTimeout: point.taskTimeout,
  coordinateConversion: point.coordinateConversion,
  releaseSharedResources: point.releaseSharedResources,
  returnToCentre: point.returnToCentre,
});

const samePoint = (a: ActionPoint, b: ActionPoint) => JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

/** What a save sends: the difference between `current` and `base`. */
export function changesOf(state: EditState): NetworkChanges {
  const { base, current } = state;
  const baseNodes = new Map(base.nodes.map((node) => [node.id, node]));
  const currentNodes = new Set(current.nodes.map((node) => node.id));
  const baseEdges = new Set(base.edges.map((edge) => edgeKey(edge.from, edge.to)));
  const currentEdges = new Set(current.edges.map((edge) => edgeKey(edge.from, edge.to)));
  const basePoints = new Map(base.actionPoints.map((point) => [point.id, point]));
  const currentPoints = new Set(current.actionPoints.map((point) => point.id));
  return {
    version: base.version,
    nodes: current.nodes.filter((node) => {
      const before = baseNodes.get(node.id);
      return !before || (before !== node && !sameNode(before, node));
    }),
    removedNodes: base.nodes.filter((node) => !currentNodes.has(node.id)).map((node) => node.id),
    edges: current.edges.filter((edge) => !baseEdges.has(edgeKey(edge.from, edge.to))),
    // Edges of a removed node go with it: only those between nodes still there are named.
    removedEdges: base.edges.filter(
      (edge) => !currentEdges.has(edgeKey(edge.from, edge.to)) && currentNodes.has(edge.from) && currentNodes.has(edge.to),
    ),
    actionPoints: current.actionPoints
      .filter((point) => {
        const before = basePoints.get(point.id);
        return !before || (before !== point && !samePoint(before, point));
      })
      .map(inputOf),
    removedActionPoints: base.actionPoints
      .filter((point) => !currentPoints.has(point.id) && currentNodes.has(point.nodeId))
      .map((point) => point.id),
  };
}

/** How many things a save would change (0: nothing to save). */
export function changeCount(changes: NetworkChanges): number {
  return (
    changes.nodes.length +
    changes.removedNodes.length +
    changes.edges.length +
    changes.removedEdges.length +
    changes.actionPoints.length +
    changes.removedActionPoints.length
  );
}

export const isDirty = (state: EditState) => changeCount(changesOf(state)) > 0;

/**
 * After a conflict: the local changes made again on `latest` (someone
 * else's save, or a new map). What no longer applies is left out and
 * counted: a change of a node (or its edges, its action point) removed
 * meanwhile. Undo starts afresh from `latest`.
 */
export function rebase(state: EditState, latest: SceneNetwork): { state: EditState; dropped: number } {
  const changes = changesOf(state);
  let network = latest;
  let dropped = 0;
  const has = (id: string) => network.nodes.some((node) => node.id === id);
  const before = new Map(state.base.nodes.map((node) => [node.id, node]));
  for (const id of changes.removedNodes) network = edited(network, { kind: 'remove', id });
  for (const node of changes.nodes) {
    if (has(node.id)) network = edited(network, { kind: 'node', node });
    else if (!before.has(node.id)) network = { ...network, nodes: [...network.nodes, node] };
    else dropped += 1;
  }
  for (const edge of changes.removedEdges) network = edited(network, { kind: 'disconnect', from: edge.from, to: edge.to });
  for (const edge of changes.edges) {
    if (has(edge.from) && has(edge.to)) network = edited(network, { kind: 'connect', from: edge.from, to: edge.to });
    else dropped += 1;
  }
  for (const id of changes.removedActionPoints) network = edited(network, { kind: 'removePoint', id });
  for (const input of changes.actionPoints) {
    const taken = pointOf(network, input.nodeId);
    if (!has(input.nodeId) || (taken && taken.id !== input.id)) {
      dropped += 1;
      continue;
    }
    network = edited(network, { kind: 'point', point: { ...input, mapUuid: taken?.mapUuid ?? '' } });
  }
  return { state: { base: latest, current: network, past: [], future: [] }, dropped };
}

/** A new node `ADD_OFFSET` to the right of `near` (or at it), of the path type and the middle display level. */
export function newNode(id: string, name: string, near: { x: number; y: number }, beside: boolean): MapNode {
  return { id, name, alias2: '', alias3: '', level: 2, type: 4, x: round3(near.x + (beside ? ADD_OFFSET : 0)), y: round3(near.y), theta: 0 };
}

/** A new action point on a node, with the defaults documented in the README. */
export function newActionPoint(id: string, name: string, node: MapNode): ActionPoint {
  return {
    id,
    nodeId: node.id,
    mapUuid: '',
    name,
    deliveryTimeout: 600,
    x: node.x,
    y: node.y,
    distanceAccuracy: 20,
    angleAccuracy: 3,
    generality: true,
    versions: '',
    entryRange: 400,
    entryAngle: 30,
    taskTimeout: 0,
    coordinateConversion: false,
    releaseSharedResources: true,
    returnToCentre: false,
  };
}

/**
 * The scene's road network prepared once for drawing: node positions per
 * kind in flat typed arrays, edges as coordinate quadruples, labels with
 * their display level, and the network's bounds. Drawing then walks arrays,
 * never objects, which is what keeps 50,000 nodes cheap.
 *
 * Picking and editing need the nodes by index too: each node's id, world
 * position, kind and slot in its kind's array, the edges touching it, and a
 * uniform grid of cells over the network, so that finding the node under
 * the pointer among 50,000 looks at a few cells, and moving one node patches
 * a handful of array entries instead of preparing the network again.
 */
import { NODE_TYPE, ROBOT_STATE, type SceneNetwork } from '@/services/types/map';
import { NODE_KINDS, type DeviceKind, type NodeKind } from './controls';
import type { Bounds } from './transform';

export const NODE_KIND_OF_TYPE: Record<number, NodeKind> = {
  [NODE_TYPE.values.CALIBRATION]: 'calibration',
  [NODE_TYPE.values.START]: 'startPosition',
  [NODE_TYPE.values.STANDBY]: 'await',
  [NODE_TYPE.values.PATH]: 'path',
  [NODE_TYPE.values.DELIVERY]: 'distribution',
  [NODE_TYPE.values.ELEVATOR]: 'elevator',
};

export const DEVICE_KIND_OF_STATE: Record<number, DeviceKind> = {
  [ROBOT_STATE.values.OPERATIVE]: 'operative',
  [ROBOT_STATE.values.STANDBY]: 'standby',
  [ROBOT_STATE.values.CHARGING]: 'charge',
};

export interface Label {
  x: number;
  y: number;
  text: string;
  level: number;
}

/**
 * A uniform grid over the nodes (compressed rows): the nodes of cell
 * `row * cols + column` are `items[start[cell]]` up to `items[start[cell + 1]]`
 * (node indices). Cells are about two nodes' share of the network's area.
 */
export interface NodeGrid {
  minX: number;
  minY: number;
  cell: number;
  cols: number;
  rows: number;
  start: Int32Array;
  items: Int32Array;
}

export interface PreparedNetwork {
  /** x0, y0, x1, y1 per edge. */
  edges: Float64Array;
  /** x, y per node of each kind. */
  nodes: Record<NodeKind, Float64Array>;
  /** One per node, in the network's order (labels[i] is node i's). */
  labels: Label[];
  actionLabels: Label[];
  bounds: Bounds | null;
  nodeCount: number;
  /** Node i's id. */
  ids: string[];
  /** Node i's index by id. */
  indexOf: ReadonlyMap<string, number>;
  /** x, y of node i at 2i, 2i + 1. */
  xy: Float64Array;
  /** Node i's kind, as an index into NODE_KINDS. */
  kinds: Uint8Array;
  /** Where node i's x is in nodes[its kind]. */
  slots: Int32Array;
  /** The two node indices of edge e (the one at edges[4e]) at 2e, 2e + 1. */
  edgeNodes: Int32Array;
  /** The edges touching node i: incidentEdges[incidentStart[i]] up to incidentEdges[incidentStart[i + 1]]. */
  incidentStart: Int32Array;
  incidentEdges: Int32Array;
  grid: NodeGrid;
}

/** The picking grid has at most this many cells per node, whatever the network's shape (a line of nodes has no area). */
const MAX_CELLS_PER_NODE = 4;

export const EMPTY_NETWORK: PreparedNetwork = prepareNetwork({ version: 0, nodes: [], edges: [], actionPoints: [] });

export function prepareNetwork(network: SceneNetwork): PreparedNetwork {
  const byKind: Record<NodeKind, number[]> = {
    calibration: [],
    startPosition: [],
    await: [],
    path: [],
    distribution: [],
    elevator: [],
  };
  const count = network.nodes.length;
  const indexOf = new Map<string, number>();
  const ids: string[] = [];
  const labels: Label[] = [];
  const xy = new Float64Array(2 * count);
  const kinds = new Uint8Array(count);
  const slots = new Int32Array(count);
  let bounds: Bounds | null = null;
  for (let i = 0; i < count; i += 1) {
    const node = network.nodes[i];
    indexOf.set(node.id, i);
    ids.push(node.id);
    const kind = NODE_KIND_OF_TYPE[node.type] ?? 'path';
    kinds[i] = NODE_KINDS.indexOf(kind);
    slots[i] = byKind[kind].length;
    byKind[kind].push(node.x, node.y);
    xy[2 * i] = node.x;
    xy[2 * i + 1] = node.y;
    labels.push({ x: node.x, y: node.y, text: node.name, level: node.level });
    bounds = grow(bounds, node.x, node.y);
  }
  const edges: number[] = [];
  const ends: number[] = [];
  const degree = new Int32Array(count + 1);
  for (const edge of network.edges) {
    const from = indexOf.get(edge.from);
    const to = indexOf.get(edge.to);
    if (from === undefined || to === undefined) continue;
    edges.push(xy[2 * from], xy[2 * from + 1], xy[2 * to], xy[2 * to + 1]);
    ends.push(from, to);
    degree[from] += 1;
    if (to !== from) degree[to] += 1;
  }
  // The edges touching each node, in compressed rows.
  const incidentStart = new Int32Array(count + 1);
  for (let i = 0; i < count; i += 1) incidentStart[i + 1] = incidentStart[i] + degree[i];
  const incidentEdges = new Int32Array(incidentStart[count]);
  const fill = incidentStart.slice(0, count);
  for (let e = 0; e < ends.length / 2; e += 1) {
    const from = ends[2 * e];
    const to = ends[2 * e + 1];
    incidentEdges[fill[from]++] = e;
    if (to !== from) incidentEdges[fill[to]++] = e;
  }
  const actionLabels = network.actionPoints.map((point) => ({ x: point.x, y: point.y, text: point.name, level: 1 }));
  return {
    edges: Float64Array.from(edges),
    nodes: Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, Float64Array.from(values)])) as Record<
      NodeKind,
      Float64Array
    >,
    labels,
    actionLabels,
    bounds,
    nodeCount: count,
    ids,
    indexOf,
    xy,
    kinds,
    slots,
    edgeNodes: Int32Array.from(ends),
    incidentStart,
    incidentEdges,
    grid: buildGrid(xy, bounds),
  };
}

/** The uniform grid over node positions (`xy`: x, y per node) within `bounds`. */
export function buildGrid(xy: Float64Array, bounds: Bounds | null): NodeGrid {
  const count = xy.length / 2;
  if (!bounds || count === 0) return { minX: 0, minY: 0, cell: 1, cols: 1, rows: 1, start: new Int32Array(2), items: new Int32Array(0) };
  const spanX = bounds.maxX - bounds.minX;
  const spanY = bounds.maxY - bounds.minY;
  let cell = Math.max(Math.sqrt(Math.max(spanX * spanY, 1e-12) * 2 / count), 1e-6);
  let cols = Math.floor(spanX / cell) + 1;
  let rows = Math.floor(spanY / cell) + 1;
  while (cols * rows > MAX_CELLS_PER_NODE * count + 16) {
    cell *= 2;
    cols = Math.floor(spanX / cell) + 1;
    rows = Math.floor(spanY / cell) + 1;
  }
  const cellOf = (i: number) =>
    Math.min(rows - 1, Math.floor((xy[2 * i + 1] - bounds.minY) / cell)) * cols +
    Math.min(cols - 1, Math.floor((xy[2 * i] - bounds.minX) / cell));
  const start = new Int32Array(cols * rows + 1);
  const cells = new Int32Array(count);
  for (let i = 0; i < count; i += 1) {
    cells[i] = cellOf(i);
    start[cells[i] + 1] += 1;
  }
  for (let c = 0; c < cols * rows; c += 1) start[c + 1] += start[c];
  const fill = start.slice(0, cols * rows);
  const items = new Int32Array(count);
  for (let i = 0; i < count; i += 1) items[fill[cells[i]]++] = i;
  return { minX: bounds.minX, minY: bounds.minY, cell, cols, rows, start, items };
}

/**
 * The index of the node nearest (x, y) within `radius` (world units) among
 * those `accept` takes (by kind index), or -1: only the grid cells the
 * radius reaches are looked at.
 */
export function nearestNode(
  network: PreparedNetwork,
  x: number,
  y: number,
  radius: number,
  accept: (kind: number) => boolean = () => true,
): number {
  const { grid, xy, kinds } = network;
  if (network.nodeCount === 0 || !(radius >= 0)) return -1;
  const c0 = Math.max(0, Math.floor((x - radius - grid.minX) / grid.cell));
  const c1 = Math.min(grid.cols - 1, Math.floor((x + radius - grid.minX) / grid.cell));
  const r0 = Math.max(0, Math.floor((y - radius - grid.minY) / grid.cell));
  const r1 = Math.min(grid.rows - 1, Math.floor((y + radius - grid.minY) / grid.cell));
  let best = -1;
  let bestDistance = radius * radius;
  for (let row = r0; row <= r1; row += 1) {
    for (let column = c0; column <= c1; column += 1) {
      const cell = row * grid.cols + column;
      for (let k = grid.start[cell]; k < grid.start[cell + 1]; k += 1) {
        const i = grid.items[k];
        const dx = xy[2 * i] - x;
        const dy = xy[2 * i + 1] - y;
        const distance = dx * dx + dy * dy;
        if (distance > bestDistance || (distance === bestDistance && best !== -1 && i > best) || !accept(kinds[i])) continue;
        best = i;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/**
 * The network with node `index` at (x, y): the node's entries, its label and
 * its edges' ends patched in copies of the arrays that change (the given
 * network stays as it was: its owner may still hold it), the bounds and the
 * grid made again. Linear in the network, once per move: cheaper than
 * preparing it anew, and what the map shows until its owner hands the
 * edited network back.
 */
export function moveNode(network: PreparedNetwork, index: number, x: number, y: number): PreparedNetwork {
  if (index < 0 || index >= network.nodeCount) return network;
  const kind = NODE_KINDS[network.kinds[index]];
  const slot = network.slots[index];
  const ofKind = network.nodes[kind].slice();
  ofKind[slot] = x;
  ofKind[slot + 1] = y;
  const xy = network.xy.slice();
  xy[2 * index] = x;
  xy[2 * index + 1] = y;
  const edges = network.edges.slice();
  patchEdges(network, index, x, y, edges);
  const labels = network.labels.slice();
  labels[index] = { ...labels[index], x, y };
  let bounds: Bounds | null = null;
  for (let i = 0; i < network.nodeCount; i += 1) bounds = grow(bounds, xy[2 * i], xy[2 * i + 1]);
  return { ...network, nodes: { ...network.nodes, [kind]: ofKind }, xy, edges, labels, bounds, grid: buildGrid(xy, bounds) };
}

/** Writes node `index` at (x, y) into the ends of its edges in `edges` (laid out as network.edges). */
function patchEdges(network: PreparedNetwork, index: number, x: number, y: number, edges: Float64Array): void {
  for (let k = network.incidentStart[index]; k < network.incidentStart[index + 1]; k += 1) {
    const e = network.incidentEdges[k];
    if (network.edgeNodes[2 * e] === index) {
      edges[4 * e] = x;
      edges[4 * e + 1] = y;
    }
    if (network.edgeNodes[2 * e + 1] === index) {
      edges[4 * e + 2] = x;
      edges[4 * e + 3] = y;
    }
  }
}

function grow(bounds: Bounds | null, x: number, y: number): Bounds {
  if (!bounds) return { minX: x, minY: y, maxX: x, maxY: y };
  return {
    minX: Math.min(bounds.minX, x),
    minY: Math.min(bounds.minY, y),
    maxX: Math.max(bounds.maxX, x),
    maxY: Math.max(bounds.maxY, y),
  };
}

/**
 * Which display levels of labels show at a zoom (pixels per metre): level 1
 * always, level 2 from a middle zoom, level 3 only close up.
 */
export function labelLevelAt(scale: number): number {
  if (scale >= 36) return 3;
  if (scale >= 14) return 2;
  return 1;
}

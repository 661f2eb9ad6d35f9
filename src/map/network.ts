/**
 * The scene's road network prepared once for drawing: node positions per
 * kind in flat typed arrays, edges as coordinate quadruples, labels with
 * their display level, and the network's bounds. Drawing then walks arrays,
 * never objects, which is what keeps 50,000 nodes cheap.
 */
import { NODE_TYPE, ROBOT_STATE, type SceneNetwork } from '@/services/types/map';
import type { DeviceKind, NodeKind } from './controls';
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

export interface PreparedNetwork {
  /** x0, y0, x1, y1 per edge. */
  edges: Float64Array;
  /** x, y per node of each kind. */
  nodes: Record<NodeKind, Float64Array>;
  labels: Label[];
  actionLabels: Label[];
  bounds: Bounds | null;
  nodeCount: number;
}

export const EMPTY_NETWORK: PreparedNetwork = prepareNetwork({ nodes: [], edges: [], actionPoints: [] });

export function prepareNetwork(network: SceneNetwork): PreparedNetwork {
  const byKind: Record<NodeKind, number[]> = {
    calibration: [],
    startPosition: [],
    await: [],
    path: [],
    distribution: [],
    elevator: [],
  };
  const at = new Map<string, { x: number; y: number }>();
  const labels: Label[] = [];
  let bounds: Bounds | null = null;
  for (const node of network.nodes) {
    at.set(node.id, node);
    const kind = NODE_KIND_OF_TYPE[node.type] ?? 'path';
    byKind[kind].push(node.x, node.y);
    labels.push({ x: node.x, y: node.y, text: node.name, level: node.level });
    bounds = grow(bounds, node.x, node.y);
  }
  const edges: number[] = [];
  for (const edge of network.edges) {
    const from = at.get(edge.from);
    const to = at.get(edge.to);
    if (from && to) edges.push(from.x, from.y, to.x, to.y);
  }
  const actionLabels = network.actionPoints.map((point) => ({ x: point.x, y: point.y, text: point.name, level: 1 }));
  return {
    edges: Float64Array.from(edges),
    nodes: Object.fromEntries(Object.entries(byKind).map(([kind, xy]) => [kind, Float64Array.from(xy)])) as Record<
      NodeKind,
      Float64Array
    >,
    labels,
    actionLabels,
    bounds,
    nodeCount: network.nodes.length,
  };
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

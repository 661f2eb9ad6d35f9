/**
 * Edits of a scene's road network (`saveSceneNetwork`): the changes checked
 * (every refusal a 40001 naming the list and the item), then applied all at
 * once to a copy of the network. The copy keeps the generated map's layout
 * and stations (the idle robots' own plans and the images still come from
 * those); the tasks plan on the copy.
 */
import type { ActionPoint, MapEdge, MapNode } from '../../../src/services/types/map';
import {
  ACTION_POINT_FLAGS,
  ACTION_POINT_RANGES,
  CLIENT_ID_PATTERN,
  COORDINATE_LIMIT,
  NETWORK_TEXT_MAX,
  type ActionPointInput,
  type NetworkChanges,
} from '../../../src/services/types/network';
import { fieldError, requireObject, type ReasonWord } from '../domains/validate';
import type { SceneGraph } from './graph';

type ListField = Exclude<keyof NetworkChanges, 'version'>;

const refuse = (field: ListField | 'version', word: ReasonWord, reason: string) => fieldError(field, word, reason);

function list(input: Record<string, unknown>, field: ListField): unknown[] {
  const value = input[field];
  if (!Array.isArray(value)) throw refuse(field, 'required', `${field} must be a list`);
  return value;
}

function record(value: unknown, field: ListField, at: number): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refuse(field, 'invalid', `${field}[${at}] must be an object`);
  return value as Record<string, unknown>;
}

function id(value: unknown, field: ListField, what: string): string {
  if (typeof value !== 'string' || !CLIENT_ID_PATTERN.test(value)) throw refuse(field, 'invalid', `${what}: not an id`);
  return value;
}

function text(value: unknown, field: ListField, what: string, required: boolean): string {
  if (typeof value !== 'string' || (required && value.trim() === '')) throw refuse(field, 'required', `${what} is required`);
  if ([...value].length > NETWORK_TEXT_MAX) throw refuse(field, 'tooLong', `${what}: at most ${NETWORK_TEXT_MAX} characters`);
  return value;
}

function coordinate(value: unknown, field: ListField, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > COORDINATE_LIMIT) {
    throw refuse(field, 'invalid', `${what}: a number within ±${COORDINATE_LIMIT} m`);
  }
  return value;
}

function whole(value: unknown, field: ListField, what: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw refuse(field, 'invalid', `${what}: a whole number from ${min} to ${max}`);
  }
  return value;
}

function flag(value: unknown, field: ListField, what: string): boolean {
  if (typeof value !== 'boolean') throw refuse(field, 'invalid', `${what}: true or false`);
  return value;
}

function nodeOf(value: unknown, at: number): MapNode {
  const input = record(value, 'nodes', at);
  const nodeId = id(input.id, 'nodes', `nodes[${at}].id`);
  const what = (name: string) => `node ${nodeId} ${name}`;
  const theta = input.theta;
  if (typeof theta !== 'number' || !Number.isFinite(theta) || Math.abs(theta) > Math.PI + 1e-9) {
    throw refuse('nodes', 'invalid', `${what('theta')}: radians within ±π`);
  }
  return {
    id: nodeId,
    name: text(input.name, 'nodes', what('name'), true),
    alias2: text(input.alias2, 'nodes', what('alias2'), false),
    alias3: text(input.alias3, 'nodes', what('alias3'), false),
    level: whole(input.level, 'nodes', what('level'), 1, 3) as MapNode['level'],
    type: whole(input.type, 'nodes', what('type'), 1, 6) as MapNode['type'],
    x: coordinate(input.x, 'nodes', what('x')),
    y: coordinate(input.y, 'nodes', what('y')),
    theta,
  };
}

function actionPointOf(value: unknown, at: number, mapUuid: string): ActionPoint {
  const input = record(value, 'actionPoints', at);
  const pointId = id(input.id, 'actionPoints', `actionPoints[${at}].id`);
  const what = (name: string) => `action point ${pointId} ${name}`;
  const ranges = Object.fromEntries(
    Object.entries(ACTION_POINT_RANGES).map(([field, range]) => [field, whole(input[field], 'actionPoints', what(field), range.min, range.max)]),
  ) as Record<keyof typeof ACTION_POINT_RANGES, number>;
  const flags = Object.fromEntries(ACTION_POINT_FLAGS.map((field) => [field, flag(input[field], 'actionPoints', what(field))])) as Record<
    (typeof ACTION_POINT_FLAGS)[number],
    boolean
  >;
  const point: ActionPointInput = {
    id: pointId,
    nodeId: id(input.nodeId, 'actionPoints', what('nodeId')),
    name: text(input.name, 'actionPoints', what('name'), true),
    x: coordinate(input.x, 'actionPoints', what('x')),
    y: coordinate(input.y, 'actionPoints', what('y')),
    versions: text(input.versions, 'actionPoints', what('versions'), false),
    ...ranges,
    ...flags,
  };
  return { ...point, mapUuid };
}

const edgeKey = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);

function edgeOf(value: unknown, field: 'edges' | 'removedEdges', at: number): MapEdge {
  const input = record(value, field, at);
  return { from: id(input.from, field, `${field}[${at}].from`), to: id(input.to, field, `${field}[${at}].to`) };
}

function ids(input: Record<string, unknown>, field: 'removedNodes' | 'removedActionPoints'): string[] {
  return list(input, field).map((value, at) => id(value, field, `${field}[${at}]`));
}

/** The changes checked; `version` is the caller's to compare. */
export function readChanges(body: unknown, mapUuid: string): { version: number; apply: (base: SceneGraph) => SceneGraph } {
  const input = requireObject(body);
  const version = input.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) throw refuse('version', 'required', 'version is required');
  const nodes = list(input, 'nodes').map(nodeOf);
  const removedNodes = ids(input, 'removedNodes');
  const edges = list(input, 'edges').map((value, at) => edgeOf(value, 'edges', at));
  const removedEdges = list(input, 'removedEdges').map((value, at) => edgeOf(value, 'removedEdges', at));
  const points = list(input, 'actionPoints').map((value, at) => actionPointOf(value, at, mapUuid));
  const removedPoints = ids(input, 'removedActionPoints');
  return { version, apply: (base) => applyChanges(base, { nodes, removedNodes, edges, removedEdges, points, removedPoints }) };
}

interface Checked {
  nodes: MapNode[];
  removedNodes: string[];
  edges: MapEdge[];
  removedEdges: MapEdge[];
  points: ActionPoint[];
  removedPoints: string[];
}

/** A new network: `base` with the changes, in the order removals, nodes, edges, action points. */
function applyChanges(base: SceneGraph, changes: Checked): SceneGraph {
  const nodes = new Map(base.nodes.map((node) => [node.id, node]));
  for (const nodeId of changes.removedNodes) {
    if (!nodes.delete(nodeId)) throw refuse('removedNodes', 'invalid', `node ${nodeId} is not on the map`);
  }
  for (const node of changes.nodes) nodes.set(node.id, node);

  const edges = new Map(base.edges.filter((edge) => nodes.has(edge.from) && nodes.has(edge.to)).map((edge) => [edgeKey(edge.from, edge.to), edge]));
  for (const edge of changes.removedEdges) {
    if (!edges.delete(edgeKey(edge.from, edge.to))) throw refuse('removedEdges', 'invalid', `nodes ${edge.from} and ${edge.to} are not joined`);
  }
  for (const edge of changes.edges) {
    if (edge.from === edge.to) throw refuse('edges', 'invalid', `node ${edge.from} cannot be joined to itself`);
    for (const end of [edge.from, edge.to]) if (!nodes.has(end)) throw refuse('edges', 'invalid', `node ${end} is not on the map`);
    const key = edgeKey(edge.from, edge.to);
    if (edges.has(key)) throw refuse('edges', 'exists', `nodes ${edge.from} and ${edge.to} are already joined`);
    edges.set(key, edge);
  }

  const points = new Map(base.actionPoints.filter((point) => nodes.has(point.nodeId)).map((point) => [point.id, point]));
  for (const pointId of changes.removedPoints) {
    if (!points.delete(pointId)) throw refuse('removedActionPoints', 'invalid', `action point ${pointId} is not on the map`);
  }
  for (const point of changes.points) {
    if (!nodes.has(point.nodeId)) throw refuse('actionPoints', 'invalid', `action point ${point.id}: node ${point.nodeId} is not on the map`);
    points.set(point.id, point);
  }
  const onNode = new Set<string>();
  for (const point of points.values()) {
    if (onNode.has(point.nodeId)) throw refuse('actionPoints', 'exists', `node ${point.nodeId} already has an action point`);
    onNode.add(point.nodeId);
  }

  const list = [...nodes.values()];
  const xs = Float64Array.from(list, (node) => node.x);
  const ys = Float64Array.from(list, (node) => node.y);
  return { ...base, nodes: list, edges: [...edges.values()], actionPoints: [...points.values()], xs, ys };
}

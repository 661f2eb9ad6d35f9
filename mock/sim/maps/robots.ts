/**
 * Live robots on a scene's map, as a pure function of time: an operative
 * robot drives its own loop (around one to three blocks of corridors, in
 * and out of some delivery stations on the way) at its own speed; a standby
 * robot parks at a standby station; a charging robot at a charging spot.
 * Its battery is its asset's (fleet.ts `batteryRunOf`, the one model the
 * asset pages read too), or a virtual device's run. Each robot's route is
 * laid out once (node positions, cumulative lengths); a pose is then one
 * binary search.
 */
import type { Robot, RobotState } from '../../../src/services/types/map';
import { levelAt, type BatteryRun } from '../fleet';
import { between, seededRandom } from '../random';
import { GridIndex, type SceneGraph } from './graph';

export type { RobotState };

/** Who the robot is and what it does: an asset of the scene, or a virtual device. */
export interface RobotSource {
  id: string;
  name: string;
  /** null for a virtual device. */
  assetId: string | null;
  state: RobotState;
  /** How its battery runs (its asset's, for an asset). */
  battery: BatteryRun;
}

/** A robot as `getRobotPoses` shows it. */
export type RobotPose = Robot;

/** A loop: the points it passes (the last the first again), the distance driven at each. */
interface Route {
  xs: Float64Array;
  ys: Float64Array;
  at: Float64Array;
  length: number;
}

export interface RobotPlan extends RobotSource {
  speed: number;
  task: string | null;
  /** The operative robot's loop and where on it it was at the epoch (metres). */
  route: Route | null;
  offset: number;
  /** Where a parked robot stands. */
  x: number;
  y: number;
  theta: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Crossings (col, row) to (col2, row2) around a rectangle of 1-3 blocks a side, counter-clockwise or not. */
function loopNodes(grid: GridIndex, random: () => number): number[] {
  const { cols, rows, steps } = grid.layout;
  const col = between(random, 0, cols - 2);
  const col2 = between(random, col + 1, Math.min(cols - 1, col + 3));
  const row = between(random, 0, rows - 2);
  const row2 = between(random, row + 1, Math.min(rows - 1, row + 3));
  const nodes: number[] = [];
  for (let at = col * steps; at < col2 * steps; at += 1) nodes.push(grid.onRow(row, at));
  for (let r = row; r < row2; r += 1) nodes.push(...grid.columnSegment(col2, r).slice(0, -1));
  for (let at = col2 * steps; at > col * steps; at -= 1) nodes.push(grid.onRow(row2, at));
  for (let r = row2 - 1; r >= row; r -= 1) nodes.push(...grid.columnSegment(col, r).reverse().slice(0, -1));
  return random() < 0.5 ? nodes : nodes.reverse();
}

/** The loop with detours into about half the delivery stations along it (in, then back out). */
function withDeliveries(graph: SceneGraph, loop: readonly number[], random: () => number): { nodes: number[]; first: number } {
  const nodes: number[] = [];
  let first = -1;
  for (const node of loop) {
    nodes.push(node);
    const station = graph.stationAt[node];
    if (station === -1 || graph.stations[station].kind !== 'delivery' || random() >= 0.5) continue;
    nodes.push(graph.stations[station].node, node);
    if (first === -1) first = graph.stations[station].node;
  }
  return { nodes, first };
}

function routeThrough(graph: SceneGraph, nodes: readonly number[]): Route {
  const count = nodes.length + 1;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  const at = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const node = nodes[i % nodes.length];
    xs[i] = graph.xs[node];
    ys[i] = graph.ys[node];
    if (i > 0) at[i] = at[i - 1] + Math.hypot(xs[i] - xs[i - 1], ys[i] - ys[i - 1]);
  }
  return { xs, ys, at, length: at[count - 1] };
}

/** The station nodes of a kind, for parking; any corridor crossing when the map has none. */
function parkingSpots(graph: SceneGraph, kind: 'standby' | 'charger'): number[] {
  const spots = graph.stations.filter((station) => station.kind === kind).map((station) => station.node);
  if (spots.length > 0) return spots;
  const standby = graph.stations.filter((station) => station.kind === 'standby').map((station) => station.node);
  return standby.length > 0 ? standby : [0];
}

interface Spots {
  standby: number[];
  charger: number[];
  used: { standby: number; charger: number };
}

function parkedPlan(graph: SceneGraph, source: RobotSource, spots: Spots): RobotPlan {
  const kind = source.state === 3 ? 'charger' : 'standby';
  const list = spots[kind];
  const node = list[spots.used[kind] % list.length];
  spots.used[kind] += 1;
  return { ...source, speed: 0, task: null, route: null, offset: 0, x: graph.xs[node], y: graph.ys[node], theta: graph.nodes[node].theta };
}

function drivingPlan(graph: SceneGraph, grid: GridIndex, source: RobotSource, random: () => number): RobotPlan {
  const { nodes, first } = withDeliveries(graph, loopNodes(grid, random), random);
  const route = routeThrough(graph, nodes);
  const speed = round3(0.6 + random() * 0.8);
  const task = first === -1 ? 'Patrol' : `Delivery to ${graph.nodes[first].name}`;
  return { ...source, speed, task, route, offset: random() * route.length, x: 0, y: 0, theta: 0 };
}

/** Each robot's plan, drawn from the scene and its id: the same robot, the same loop and speed. */
export function planRobots(graph: SceneGraph, sceneId: string, sources: readonly RobotSource[]): RobotPlan[] {
  const grid = new GridIndex(graph.layout);
  const spots: Spots = { standby: parkingSpots(graph, 'standby'), charger: parkingSpots(graph, 'charger'), used: { standby: 0, charger: 0 } };
  return sources.map((source) => {
    const random = seededRandom(`robot:${sceneId}:${source.id}`);
    return source.state === 1 ? drivingPlan(graph, grid, source, random) : parkedPlan(graph, source, spots);
  });
}

/** The segment a distance along the route falls in: the last point at or before it. */
function segmentAt(route: Route, distance: number): number {
  let low = 0;
  let high = route.at.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (route.at[middle] <= distance) low = middle;
    else high = middle - 1;
  }
  return low;
}

function drivingPose(plan: RobotPlan, route: Route, seconds: number): Pick<RobotPose, 'x' | 'y' | 'theta'> {
  const distance = (((plan.offset + seconds * plan.speed) % route.length) + route.length) % route.length;
  const segment = segmentAt(route, distance);
  const dx = route.xs[segment + 1] - route.xs[segment];
  const dy = route.ys[segment + 1] - route.ys[segment];
  const share = (distance - route.at[segment]) / (route.at[segment + 1] - route.at[segment]);
  return { x: route.xs[segment] + dx * share, y: route.ys[segment] + dy * share, theta: Math.atan2(dy, dx) };
}

/** Where every robot is `seconds` after the map's epoch, and its battery at `now` (epoch ms). */
export function posesAt(plans: readonly RobotPlan[], seconds: number, now: number): RobotPose[] {
  const poses: RobotPose[] = new Array(plans.length);
  for (let i = 0; i < plans.length; i += 1) {
    const plan = plans[i];
    const place = plan.route ? drivingPose(plan, plan.route, seconds) : { x: plan.x, y: plan.y, theta: plan.theta };
    poses[i] = {
      id: plan.id,
      name: plan.name,
      assetId: plan.assetId,
      state: plan.state,
      battery: round1(levelAt(plan.battery, now)),
      x: round3(place.x),
      y: round3(place.y),
      theta: round4(place.theta),
      speed: plan.speed,
      task: plan.task,
    };
  }
  return poses;
}

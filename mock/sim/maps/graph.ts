/**
 * The road network of a scene's map, deterministic from the scene id and the
 * node count: path nodes along the corridors of the grid (layout.ts), joined
 * in rows and columns, and stations branching off into the rooms through
 * doors (calibration, start positioning, standby, charging, delivery,
 * elevator), one edge each. Connected by construction; every edge two-way.
 */
import type { ActionPoint, MapEdge, MapNode, NodeType, SceneNetwork } from '../../../src/services/types/map';
import { between, randomUuid, seededRandom } from '../random';
import { chooseLayout, type GridLayout } from './layout';

export const PATH: NodeType = 4;

/** What a station is for; a charging spot is a standby node (type 3) with a charger. */
export type StationKind = 'calibration' | 'start' | 'standby' | 'charger' | 'delivery' | 'elevator';

const STATION: Record<StationKind, { type: NodeType; prefix: string; width: number; weight: number }> = {
  calibration: { type: 1, prefix: 'CAL', width: 2, weight: 0.06 },
  start: { type: 2, prefix: 'START', width: 2, weight: 0.06 },
  standby: { type: 3, prefix: 'STB', width: 3, weight: 0.16 },
  charger: { type: 3, prefix: 'CHG', width: 3, weight: 0.13 },
  delivery: { type: 5, prefix: 'DLV', width: 4, weight: 0.55 },
  elevator: { type: 6, prefix: 'ELV', width: 2, weight: 0.04 },
};
/** The first stations: one of each kind, so that every type is on a map of 16 nodes or more. */
const FIRST_KINDS: readonly StationKind[] = ['delivery', 'standby', 'charger', 'calibration', 'start', 'elevator'];
const KINDS = Object.keys(STATION) as StationKind[];

/** A station off a corridor node: where it is, what it is, the door it goes through. */
export interface Station {
  node: number;
  /** The node it hangs off: a corridor node, or (on a crowded small map) the station before it. */
  parent: number;
  kind: StationKind;
  /** The unit direction from the corridor into the room. */
  dirX: number;
  dirY: number;
  /** 0 behind the door; 1, 2... deeper in the room behind another station. */
  depth: number;
  /** The room's block: column and row of its corridor lines' lower-left crossing. */
  blockCol: number;
  blockRow: number;
}

/** What `getSceneNetwork` answers. */
export type NodesView = Omit<SceneNetwork, 'version'>;

export interface SceneGraph extends NodesView {
  layout: GridLayout;
  /** Node positions by index, for the robots. */
  xs: Float64Array;
  ys: Float64Array;
  stations: Station[];
  /** Corridor node index -> its first station's index in `stations` (the one behind a door), or -1. */
  stationAt: Int32Array;
}

/** Metres behind the corridor's side where a station stands, and between stations one behind the other. */
const STATION_DEPTH = 1.5;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Where the corridor nodes are: rows first (each row west to east), then the columns' inner nodes. */
export class GridIndex {
  readonly rowLength: number;
  readonly columnsStart: number;

  constructor(readonly layout: GridLayout) {
    this.rowLength = (layout.cols - 1) * layout.steps + 1;
    this.columnsStart = layout.rows * this.rowLength;
  }

  /** Position `at` (0 to rowLength - 1) along row `row`. */
  onRow(row: number, at: number): number {
    return row * this.rowLength + at;
  }

  crossing(col: number, row: number): number {
    return this.onRow(row, col * this.layout.steps);
  }

  /** The inner node `step` (1 to steps - 1) of column `col` going north from row `row`. */
  onColumn(col: number, row: number, step: number): number {
    const { rows, steps } = this.layout;
    return this.columnsStart + (col * (rows - 1) + row) * (steps - 1) + step - 1;
  }

  /** The nodes from crossing (col, row) north to crossing (col, row + 1), both included. */
  columnSegment(col: number, row: number): number[] {
    const nodes = [this.crossing(col, row)];
    for (let step = 1; step < this.layout.steps; step += 1) nodes.push(this.onColumn(col, row, step));
    nodes.push(this.crossing(col, row + 1));
    return nodes;
  }
}

interface Builder {
  grid: GridIndex;
  nodes: MapNode[];
  edges: MapEdge[];
  xs: Float64Array;
  ys: Float64Array;
  idWidth: number;
}

const nodeId = (index: number) => `n${index + 1}`;
const letters = (value: number): string => (value < 26 ? '' : letters(Math.floor(value / 26) - 1)) + String.fromCharCode(65 + (value % 26));

function addNode(builder: Builder, fields: Omit<MapNode, 'id' | 'x' | 'y'>, x: number, y: number): number {
  const index = builder.nodes.length;
  builder.xs[index] = x;
  builder.ys[index] = y;
  builder.nodes.push({ id: nodeId(index), ...fields, x: round3(x), y: round3(y) });
  return index;
}

function link(builder: Builder, from: number, to: number): void {
  builder.edges.push({ from: nodeId(from), to: nodeId(to) });
}

/** A corridor node: crossings at level 1, every other inner node 2, the rest 3. */
function addPathNode(builder: Builder, x: number, y: number, theta: number, step: number, aisle: string, crossing: string): number {
  const number = builder.nodes.length + 1;
  const level = step === 0 ? 1 : step % 2 === 0 ? 2 : 3;
  return addNode(
    builder,
    { name: `P-${pad(number, builder.idWidth)}`, alias2: aisle, alias3: crossing, level, type: PATH, theta: round4(theta) },
    x,
    y,
  );
}

function addRows(builder: Builder): void {
  const { layout, rowLength } = builder.grid;
  const segment = layout.pitch / layout.steps;
  for (let row = 0; row < layout.rows; row += 1) {
    for (let at = 0; at < rowLength; at += 1) {
      const step = at % layout.steps;
      const crossing = step === 0 ? `${letters(at / layout.steps)}${row + 1}` : '';
      addPathNode(builder, at * segment, row * layout.pitch, 0, step, `Aisle ${row + 1}`, crossing);
      if (at > 0) link(builder, builder.nodes.length - 2, builder.nodes.length - 1);
    }
  }
}

function addColumns(builder: Builder): void {
  const { grid } = builder;
  const { layout } = grid;
  const segment = layout.pitch / layout.steps;
  for (let col = 0; col < layout.cols; col += 1) {
    for (let row = 0; row < layout.rows - 1; row += 1) {
      for (let step = 1; step < layout.steps; step += 1) {
        addPathNode(builder, col * layout.pitch, row * layout.pitch + step * segment, Math.PI / 2, step, `Lane ${letters(col)}`, '');
      }
      const chain = grid.columnSegment(col, row);
      for (let i = 1; i < chain.length; i += 1) link(builder, chain[i - 1], chain[i]);
    }
  }
}

/** Door slots: an inner corridor node and a side with a room (0 north, 1 south, 2 east, 3 west), as node * 4 + side. */
function doorSlots(grid: GridIndex): Int32Array {
  const { layout } = grid;
  const slots: number[] = [];
  for (let row = 0; row < layout.rows; row += 1) {
    for (let at = 0; at < grid.rowLength; at += 1) {
      if (at % layout.steps === 0) continue;
      if (row < layout.rows - 1) slots.push(grid.onRow(row, at) * 4);
      if (row > 0) slots.push(grid.onRow(row, at) * 4 + 1);
    }
  }
  for (let col = 0; col < layout.cols; col += 1) {
    for (let row = 0; row < layout.rows - 1; row += 1) {
      for (let step = 1; step < layout.steps; step += 1) {
        if (col < layout.cols - 1) slots.push(grid.onColumn(col, row, step) * 4 + 2);
        if (col > 0) slots.push(grid.onColumn(col, row, step) * 4 + 3);
      }
    }
  }
  return Int32Array.from(slots);
}

/** The first `count` slots of a drawn order (a partial Fisher-Yates shuffle). */
function drawSlots(random: () => number, slots: Int32Array, count: number): void {
  for (let i = 0; i < Math.min(count, slots.length); i += 1) {
    const j = i + Math.floor(random() * (slots.length - i));
    const swap = slots[i];
    slots[i] = slots[j];
    slots[j] = swap;
  }
}

const SIDES: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
];

function drawKind(random: () => number, index: number): StationKind {
  if (index < FIRST_KINDS.length) return FIRST_KINDS[index];
  let roll = random();
  for (const kind of KINDS) {
    roll -= STATION[kind].weight;
    if (roll < 0) return kind;
  }
  return 'delivery';
}

/** The block (room) a door slot opens into. */
function blockOf(builder: Builder, corridorNode: number, side: number): { blockCol: number; blockRow: number } {
  const { pitch } = builder.grid.layout;
  const col = Math.floor(builder.xs[corridorNode] / pitch + 1e-9);
  const row = Math.floor(builder.ys[corridorNode] / pitch + 1e-9);
  return { blockCol: side === 3 ? col - 1 : col, blockRow: side === 1 ? row - 1 : row };
}

/** The station node `number` of its kind, `reach` metres from its corridor node into the room. */
function addStationNode(builder: Builder, kind: StationKind, number: number, corridorNode: number, side: number, reach: number): number {
  const spec = STATION[kind];
  const [dirX, dirY] = SIDES[side];
  const { blockCol, blockRow } = blockOf(builder, corridorNode, side);
  const fields = {
    name: `${spec.prefix}-${pad(number, spec.width)}`,
    alias2: `Room ${letters(blockCol)}${blockRow + 1}`,
    alias3: kind === 'delivery' ? `Dock ${number}` : '',
    level: 1 as const,
    type: spec.type,
    theta: round4(Math.atan2(dirY, dirX)),
  };
  return addNode(builder, fields, builder.xs[corridorNode] + dirX * reach, builder.ys[corridorNode] + dirY * reach);
}

/**
 * The stations, each behind a door slot of a drawn order; when there are
 * more stations than slots (a small map), the next round stands behind the
 * first, one deeper into the room.
 */
function addStations(builder: Builder, random: () => number): Station[] {
  const { layout } = builder.grid;
  const slots = doorSlots(builder.grid);
  drawSlots(random, slots, layout.spurs);
  const counters = new Map<StationKind, number>();
  const stations: Station[] = [];
  for (let i = 0; i < layout.spurs; i += 1) {
    const corridorNode = slots[i % slots.length] >> 2;
    const side = slots[i % slots.length] & 3;
    const depth = Math.floor(i / slots.length);
    const parent = depth === 0 ? corridorNode : stations[i - slots.length].node;
    const kind = drawKind(random, i);
    const number = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, number);
    const node = addStationNode(builder, kind, number, corridorNode, side, layout.corridor / 2 + STATION_DEPTH * (depth + 1));
    link(builder, parent, node);
    const [dirX, dirY] = SIDES[side];
    stations.push({ node, parent, kind, dirX, dirY, depth, ...blockOf(builder, corridorNode, side) });
  }
  return stations;
}

/** One action point per delivery station, at the station. */
function actionPoints(sceneId: string, nodes: readonly MapNode[], stations: readonly Station[], mapUuid: string): ActionPoint[] {
  const random = seededRandom(`map:actions:${sceneId}`);
  return stations
    .filter((station) => station.kind === 'delivery')
    .map((station, index) => {
      const node = nodes[station.node];
      const deliveryTimeout = between(random, 1, 20) * 30;
      const distanceAccuracy = between(random, 2, 10) * 5;
      // The attributes beyond these follow from them (no further draws: the seeded values stay).
      return {
        id: `ap${index + 1}`,
        nodeId: node.id,
        mapUuid,
        name: `Drop at ${node.name}`,
        deliveryTimeout,
        x: node.x,
        y: node.y,
        distanceAccuracy,
        angleAccuracy: between(random, 1, 5),
        generality: index % 4 !== 3,
        versions: '',
        entryRange: distanceAccuracy * 20,
        entryAngle: 30,
        taskTimeout: deliveryTimeout * 2,
        coordinateConversion: false,
        releaseSharedResources: true,
        returnToCentre: index % 3 === 0,
      };
    });
}

/** The map's UUID: new for every version of a scene's map. */
export function mapUuidOf(sceneId: string, version: number): string {
  return randomUuid(seededRandom(`map:uuid:${sceneId}:${version}`));
}

/** The whole network for `nodeCount` nodes (10-100,000): the same for the same scene and count. */
export function buildGraph(sceneId: string, nodeCount: number, mapUuid: string): SceneGraph {
  const layout = chooseLayout(sceneId, nodeCount);
  const builder: Builder = {
    grid: new GridIndex(layout),
    nodes: [],
    edges: [],
    xs: new Float64Array(nodeCount),
    ys: new Float64Array(nodeCount),
    idWidth: String(nodeCount).length,
  };
  addRows(builder);
  addColumns(builder);
  const stations = addStations(builder, seededRandom(`map:stations:${sceneId}:${nodeCount}`));
  const stationAt = new Int32Array(layout.gridNodes).fill(-1);
  stations.forEach((station, index) => {
    if (station.depth === 0 && stationAt[station.parent] === -1) stationAt[station.parent] = index;
  });
  const { nodes, edges, xs, ys } = builder;
  return { layout, nodes, edges, actionPoints: actionPoints(sceneId, nodes, stations, mapUuid), xs, ys, stations, stationAt };
}

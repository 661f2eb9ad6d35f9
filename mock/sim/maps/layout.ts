/**
 * The floor plan's skeleton, drawn from the scene and its node count: a grid
 * of corridors (`cols` x `rows` centre lines, `pitch` metres apart, each block
 * side cut into `steps` path segments) with rooms between them, and the image
 * frame that holds it (resolution, origin, size, crop).
 */
import { between, seededRandom } from '../random';
import type { Frame } from './raster';

export interface GridLayout {
  cols: number;
  rows: number;
  /** Path segments per block side. */
  steps: number;
  /** Metres between neighbouring corridor centre lines. */
  pitch: number;
  /** Corridor width, metres. */
  corridor: number;
  /** How many nodes the corridors hold. */
  gridNodes: number;
  /** How many nodes branch off into the rooms (stations): the rest of the count. */
  spurs: number;
}

export interface MapFrame extends Frame {
  /** The building in pixels: x, y of its top-left corner (from the image's top-left), its size. */
  crop: { x: number; y: number; width: number; height: number };
}

export const NODES_MIN = 10;
export const NODES_MAX = 100_000;
/** Node counts of the ordinary (seeded) scenes. */
const SCENE_NODES_MIN = 120;
const SCENE_NODES_MAX = 480;
const CORRIDOR = 3;
/** About one node in seven is a station in a room. */
const SPUR_SHARE = 0.15;
const MIN_STATIONS = 6;
const SEGMENT_METRES = 2.5;
export const WALL = 0.2;
export const OUTER_WALL = 0.4;
const MARGIN = 3;
export const IMAGE_MAX = 2048;
const RESOLUTIONS = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5];

/** The node count an ordinary scene's map has, drawn from its id. */
export function sceneNodeCount(sceneId: string): number {
  return between(seededRandom(`map:size:${sceneId}`), SCENE_NODES_MIN, SCENE_NODES_MAX);
}

export function gridNodeCount(cols: number, rows: number, steps: number): number {
  return cols * rows + (cols * (rows - 1) + rows * (cols - 1)) * (steps - 1);
}

/** The most columns (from `rows` to twice as many) whose grid stays within `limit`; 0 for none. */
function colsWithin(rows: number, steps: number, limit: number): number {
  // The count is linear in cols: cols * (rows + (2 rows - 1)(steps - 1)) - rows (steps - 1).
  const cols = Math.floor((limit + rows * (steps - 1)) / (rows + (2 * rows - 1) * (steps - 1)));
  return cols < rows ? 0 : Math.min(cols, 2 * rows);
}

/** The largest grid of 2 x 2 or more, at most twice as wide as high, within `limit` nodes. */
function largestGrid(steps: number, limit: number): { cols: number; rows: number } {
  let best = { cols: 2, rows: 2, count: gridNodeCount(2, 2, steps) };
  for (let rows = 2; gridNodeCount(rows, rows, steps) <= limit; rows += 1) {
    const cols = colsWithin(rows, steps, limit);
    const count = cols === 0 ? 0 : gridNodeCount(cols, rows, steps);
    if (count > best.count) best = { cols, rows, count };
  }
  return best;
}

/** The grid for `nodeCount` nodes (10-100,000): the corridors take about 85%, stations the rest. */
export function chooseLayout(sceneId: string, nodeCount: number): GridLayout {
  const random = seededRandom(`map:layout:${sceneId}`);
  const pitch = between(random, 14, 22);
  const stations = Math.max(Math.min(MIN_STATIONS, nodeCount - gridNodeCount(2, 2, 2)), Math.round(nodeCount * SPUR_SHARE));
  const limit = nodeCount - stations;
  let steps = Math.max(2, Math.round(pitch / SEGMENT_METRES));
  while (steps > 2 && gridNodeCount(2, 2, steps) > limit) steps -= 1;
  const { cols, rows } = largestGrid(steps, limit);
  const gridNodes = gridNodeCount(cols, rows, steps);
  return { cols, rows, steps, pitch, corridor: CORRIDOR, gridNodes, spurs: nodeCount - gridNodes };
}

/** The building's outer edge: the corridors' outer sides and the outer wall. */
export function buildingBounds(layout: GridLayout) {
  const edge = layout.corridor / 2 + OUTER_WALL;
  return { x0: -edge, y0: -edge, x1: (layout.cols - 1) * layout.pitch + edge, y1: (layout.rows - 1) * layout.pitch + edge };
}

/** The finest resolution that keeps the long side within 2048 pixels; the building with a margin around it. */
export function frameOf(layout: GridLayout): MapFrame {
  const building = buildingBounds(layout);
  const spanX = building.x1 - building.x0 + 2 * MARGIN;
  const spanY = building.y1 - building.y0 + 2 * MARGIN;
  const long = Math.max(spanX, spanY);
  const resolution = RESOLUTIONS.find((candidate) => Math.ceil(long / candidate) <= IMAGE_MAX) ?? RESOLUTIONS[RESOLUTIONS.length - 1];
  const width = Math.ceil(spanX / resolution);
  const height = Math.ceil(spanY / resolution);
  const originX = building.x0 - MARGIN;
  const originY = building.y0 - MARGIN;
  const cropX = Math.floor((building.x0 - originX) / resolution);
  const cropTop = height - Math.ceil((building.y1 - originY) / resolution);
  const crop = {
    x: cropX,
    y: cropTop,
    width: Math.ceil((building.x1 - originX) / resolution) - cropX,
    height: height - Math.floor((building.y0 - originY) / resolution) - cropTop,
  };
  return { resolution, originX, originY, width, height, crop };
}

export const THUMBNAIL_MAX = 256;

/** The thumbnail's size: the image scaled to 256 pixels on its long side (never up). */
export function thumbnailSize(frame: Frame): { width: number; height: number } {
  const scale = Math.min(1, THUMBNAIL_MAX / Math.max(frame.width, frame.height));
  return { width: Math.max(1, Math.round(frame.width * scale)), height: Math.max(1, Math.round(frame.height * scale)) };
}

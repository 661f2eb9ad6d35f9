/**
 * The map's images, drawn from the network so that they agree with it: the
 * building (outer wall, corridors), a room in each block between corridors
 * (walls with a door where a station is, racks inside) or an open hall
 * (pillars), and zones around the stations. `base` is the floor plan as a
 * lidar map shows it (grey unknown, light floor, dark walls and obstacles);
 * `obstacle`, `wall` and `semantic` are transparent overlays of the same
 * size; `thumbnail` the base made small.
 */
import { seededRandom } from '../random';
import { buildingBounds, OUTER_WALL, thumbnailSize, WALL, type GridLayout, type MapFrame } from './layout';
import type { SceneGraph, StationKind } from './graph';
import { encodePng } from './png';
import { downsample, fillRect, Raster, type Color, type Rect } from './raster';

export const IMAGE_KINDS = ['base', 'thumbnail', 'obstacle', 'wall', 'semantic'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const OVERLAY_LAYERS = ['obstacle', 'wall', 'semantic'] as const;

/** What is drawn, in world rectangles. */
export interface Shapes {
  building: Rect;
  walls: Rect[];
  obstacles: Rect[];
  lanes: Rect[];
  zones: Array<{ rect: Rect; kind: StationKind }>;
}

const DOOR = 1.4;
const RACK = 1.0;
const RACK_AISLE = 2.2;
/** Racks keep this far from a room's walls: the stations stand in front of them. */
const RACK_INSET = 4;
const PILLAR = 0.6;
const PILLAR_SPACING = 8;
const HALL_SHARE = 0.25;
const ZONE = 1.2;
const SHAFT = 2;
/** Between an elevator's station and its shaft. */
const SHAFT_GAP = 0.3;

const rect = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

/** A wall along x (horizontal) or y from `from` to `to` at `at`, with gaps for doors. */
function wallWithDoors(horizontal: boolean, at: number, from: number, to: number, doors: readonly number[]): Rect[] {
  const walls: Rect[] = [];
  let start = from;
  for (const door of [...doors].sort((a, b) => a - b)) {
    if (door - DOOR / 2 > start) walls.push(horizontal ? rect(start, at, door - DOOR / 2, at + WALL) : rect(at, start, at + WALL, door - DOOR / 2));
    start = Math.max(start, door + DOOR / 2);
  }
  if (to > start) walls.push(horizontal ? rect(start, at, to, at + WALL) : rect(at, start, at + WALL, to));
  return walls;
}

function outerWalls(building: Rect): Rect[] {
  const { x0, y0, x1, y1 } = building;
  return [
    rect(x0, y0, x1, y0 + OUTER_WALL),
    rect(x0, y1 - OUTER_WALL, x1, y1),
    rect(x0, y0, x0 + OUTER_WALL, y1),
    rect(x1 - OUTER_WALL, y0, x1, y1),
  ];
}

/** The doors of each room, by block and side (0 south wall, 1 north, 2 west, 3 east): positions along the wall. */
function doorsByWall(graph: SceneGraph): Map<string, number[]> {
  const doors = new Map<string, number[]>();
  for (const station of graph.stations) {
    if (station.depth !== 0) continue;
    // A station north of its corridor enters through the room's south wall, and so on.
    const wall = station.dirY > 0 ? 0 : station.dirY < 0 ? 1 : station.dirX > 0 ? 2 : 3;
    const along = station.dirY !== 0 ? graph.xs[station.parent] : graph.ys[station.parent];
    const key = `${station.blockCol}:${station.blockRow}:${wall}`;
    const list = doors.get(key);
    if (list) list.push(along);
    else doors.set(key, [along]);
  }
  return doors;
}

/** A room's four walls (door gaps where stations enter) and rows of racks along its long side. */
function roomShapes(room: Rect, doors: (wall: number) => number[], shapes: Shapes): void {
  shapes.walls.push(
    ...wallWithDoors(true, room.y0, room.x0, room.x1, doors(0)),
    ...wallWithDoors(true, room.y1 - WALL, room.x0, room.x1, doors(1)),
    ...wallWithDoors(false, room.x0, room.y0, room.y1, doors(2)),
    ...wallWithDoors(false, room.x1 - WALL, room.y0, room.y1, doors(3)),
  );
  const inner = rect(room.x0 + RACK_INSET, room.y0 + RACK_INSET, room.x1 - RACK_INSET, room.y1 - RACK_INSET);
  const alongX = inner.x1 - inner.x0 >= inner.y1 - inner.y0;
  const across = alongX ? [inner.y0, inner.y1] : [inner.x0, inner.x1];
  for (let at = across[0]; at + RACK <= across[1]; at += RACK + RACK_AISLE) {
    shapes.obstacles.push(alongX ? rect(inner.x0, at, inner.x1, at + RACK) : rect(at, inner.y0, at + RACK, inner.y1));
  }
}

/** An open hall: pillars on a grid. */
function hallShapes(room: Rect, shapes: Shapes): void {
  for (let x = room.x0 + PILLAR_SPACING / 2; x + PILLAR < room.x1; x += PILLAR_SPACING) {
    for (let y = room.y0 + PILLAR_SPACING / 2; y + PILLAR < room.y1; y += PILLAR_SPACING) {
      shapes.obstacles.push(rect(x, y, x + PILLAR, y + PILLAR));
    }
  }
}

function blockShapes(layout: GridLayout, graph: SceneGraph, sceneId: string, shapes: Shapes): void {
  const random = seededRandom(`map:blocks:${sceneId}`);
  const doors = doorsByWall(graph);
  const half = layout.corridor / 2;
  for (let row = 0; row < layout.rows - 1; row += 1) {
    for (let col = 0; col < layout.cols - 1; col += 1) {
      const room = rect(col * layout.pitch + half, row * layout.pitch + half, (col + 1) * layout.pitch - half, (row + 1) * layout.pitch - half);
      if (random() < HALL_SHARE) hallShapes(room, shapes);
      else roomShapes(room, (wall) => doors.get(`${col}:${row}:${wall}`) ?? [], shapes);
    }
  }
}

function laneShapes(layout: GridLayout, shapes: Shapes): void {
  const half = layout.corridor / 2;
  const width = (layout.cols - 1) * layout.pitch;
  const height = (layout.rows - 1) * layout.pitch;
  for (let row = 0; row < layout.rows; row += 1) shapes.lanes.push(rect(-half, row * layout.pitch - half, width + half, row * layout.pitch + half));
  for (let col = 0; col < layout.cols; col += 1) shapes.lanes.push(rect(col * layout.pitch - half, -half, col * layout.pitch + half, height + half));
}

/** A marked square around each station; an elevator's shaft behind its station. */
function zoneShapes(graph: SceneGraph, shapes: Shapes): void {
  for (const station of graph.stations) {
    const x = graph.xs[station.node];
    const y = graph.ys[station.node];
    if (station.kind === 'elevator') {
      const cx = x + station.dirX * (SHAFT / 2 + SHAFT_GAP);
      const cy = y + station.dirY * (SHAFT / 2 + SHAFT_GAP);
      shapes.zones.push({ rect: rect(cx - SHAFT / 2, cy - SHAFT / 2, cx + SHAFT / 2, cy + SHAFT / 2), kind: 'elevator' });
    } else {
      shapes.zones.push({ rect: rect(x - ZONE / 2, y - ZONE / 2, x + ZONE / 2, y + ZONE / 2), kind: station.kind });
    }
  }
}

export function shapesOf(sceneId: string, graph: SceneGraph): Shapes {
  const building = buildingBounds(graph.layout);
  const shapes: Shapes = { building, walls: outerWalls(building), obstacles: [], lanes: [], zones: [] };
  blockShapes(graph.layout, graph, sceneId, shapes);
  laneShapes(graph.layout, shapes);
  zoneShapes(graph, shapes);
  return shapes;
}

const GREY = { unknown: [205], floor: [244], obstacle: [112], wall: [34], shaft: [150] } as const;
const TRANSPARENT: Color = [0, 0, 0, 0];
const OBSTACLE_RGBA: Color = [214, 69, 65, 200];
const WALL_RGBA: Color = [38, 38, 38, 255];
const LANE_RGBA: Color = [250, 204, 20, 56];
const ZONE_RGBA: Record<StationKind, Color> = {
  calibration: [235, 47, 150, 150],
  start: [19, 194, 194, 150],
  standby: [24, 144, 255, 130],
  charger: [82, 196, 26, 160],
  delivery: [114, 46, 209, 130],
  elevator: [250, 140, 22, 170],
};

function paint(raster: Raster, frame: MapFrame, rects: readonly Rect[], color: Color): void {
  for (const each of rects) fillRect(raster, frame, each, color);
}

function baseRaster(frame: MapFrame, shapes: Shapes): Raster {
  const raster = new Raster(frame.width, frame.height, 1, GREY.unknown);
  fillRect(raster, frame, shapes.building, GREY.floor);
  paint(raster, frame, shapes.obstacles, GREY.obstacle);
  paint(raster, frame, shapes.zones.filter((zone) => zone.kind === 'elevator').map((zone) => zone.rect), GREY.shaft);
  paint(raster, frame, shapes.walls, GREY.wall);
  return raster;
}

function overlayRaster(frame: MapFrame, shapes: Shapes, kind: 'obstacle' | 'wall' | 'semantic'): Raster {
  const raster = new Raster(frame.width, frame.height, 4, TRANSPARENT);
  if (kind === 'obstacle') paint(raster, frame, shapes.obstacles, OBSTACLE_RGBA);
  if (kind === 'wall') paint(raster, frame, shapes.walls, WALL_RGBA);
  if (kind === 'semantic') {
    paint(raster, frame, shapes.lanes, LANE_RGBA);
    for (const zone of shapes.zones) fillRect(raster, frame, zone.rect, ZONE_RGBA[zone.kind]);
  }
  return raster;
}

function rasterOf(frame: MapFrame, shapes: Shapes, kind: ImageKind): Raster {
  if (kind === 'base') return baseRaster(frame, shapes);
  if (kind === 'thumbnail') {
    const { width, height } = thumbnailSize(frame);
    return downsample(baseRaster(frame, shapes), width, height);
  }
  return overlayRaster(frame, shapes, kind);
}

/** The image of one kind, encoded as PNG. */
export function drawImage(frame: MapFrame, shapes: Shapes, kind: ImageKind): Buffer {
  const raster = rasterOf(frame, shapes, kind);
  return encodePng(raster.width, raster.height, raster.channels, raster.data);
}

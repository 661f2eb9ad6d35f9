/**
 * How the map's things are drawn, as plain functions over a 2D context: the
 * road network from typed arrays, labels decluttered by screen cells, the
 * robots of one state in one path. Everything is culled to the view and
 * drawn in screen pixels through the one transform, so sizes stay readable
 * at any zoom.
 */
import type { DeviceKind, NodeKind } from './controls';
import type { Label } from './network';
import { NODE_SYMBOL, traceSymbol, type Palette } from './palette';
import type { Stack } from './stacks';
import type { Bounds, Transform } from './transform';

export interface DrawFrame {
  transform: Transform;
  /** The world rectangle in view. */
  view: Bounds;
  palette: Palette;
}

/** What the robot drawing needs of a robot: where it is drawn this frame, if at all. */
export interface DrawnRobot {
  kind: DeviceKind;
  sx: number;
  sy: number;
  heading: number;
  shown: boolean;
  data: { name: string };
}

/** A label takes a screen cell this big; one label per cell keeps them readable. */
const LABEL_CELL_WIDTH = 96;
const LABEL_CELL_HEIGHT = 22;
/** Labels drawn at most per frame; beyond this they would be unreadable anyway. */
const MAX_LABELS = 250;

export const nodeRadius = (scale: number) => Math.min(7, Math.max(1.5, 0.16 * scale));
export const robotRadius = (scale: number) => Math.min(16, Math.max(6, 0.35 * scale));

export function drawEdges(ctx: CanvasRenderingContext2D, edges: Float64Array, { transform, view: v, palette }: DrawFrame): void {
  if (edges.length === 0) return;
  const { scale, offsetX, offsetY } = transform;
  ctx.beginPath();
  for (let i = 0; i < edges.length; i += 4) {
    const x0 = edges[i];
    const y0 = edges[i + 1];
    const x1 = edges[i + 2];
    const y1 = edges[i + 3];
    if (Math.max(x0, x1) < v.minX || Math.min(x0, x1) > v.maxX || Math.max(y0, y1) < v.minY || Math.min(y0, y1) > v.maxY) continue;
    ctx.moveTo(offsetX + x0 * scale, offsetY - y0 * scale);
    ctx.lineTo(offsetX + x1 * scale, offsetY - y1 * scale);
  }
  ctx.lineWidth = Math.min(4, Math.max(1, 0.08 * scale));
  ctx.strokeStyle = palette.edge;
  ctx.stroke();
}

/** One kind's nodes in one path (its symbol), or as plain squares when they are tiny. */
export function drawNodes(ctx: CanvasRenderingContext2D, xy: Float64Array, kind: NodeKind, { transform, view: v, palette }: DrawFrame): void {
  if (xy.length === 0) return;
  const { scale, offsetX, offsetY } = transform;
  const r = nodeRadius(scale);
  const pad = r / scale;
  ctx.fillStyle = palette.node[kind];
  const tiny = r < 2.5;
  if (!tiny) ctx.beginPath();
  for (let i = 0; i < xy.length; i += 2) {
    const x = xy[i];
    const y = xy[i + 1];
    if (x < v.minX - pad || x > v.maxX + pad || y < v.minY - pad || y > v.maxY + pad) continue;
    const sx = offsetX + x * scale;
    const sy = offsetY - y * scale;
    if (tiny) ctx.fillRect(sx - r, sy - r, 2 * r, 2 * r);
    else traceSymbol(ctx, NODE_SYMBOL[kind], sx, sy, r);
  }
  if (tiny) return;
  ctx.fill();
  if (r >= 4) {
    ctx.lineWidth = 1;
    ctx.strokeStyle = palette.nodeOutline;
    ctx.stroke();
  }
}

/** Labels are centred under their point, with a halo that keeps them readable on any ground. */
function labelStyle(ctx: CanvasRenderingContext2D, palette: Palette, size: number, colour: string): void {
  ctx.font = `${size}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = palette.labelHalo;
  ctx.fillStyle = colour;
}

/** The labels in view up to a display level, one per screen cell (first come, first drawn). */
export function drawLabels(ctx: CanvasRenderingContext2D, labels: Label[], colour: string, level: number, frame: DrawFrame): void {
  if (labels.length === 0) return;
  const { transform, view: v, palette } = frame;
  const { scale, offsetX, offsetY } = transform;
  const dy = nodeRadius(scale) + 3;
  labelStyle(ctx, palette, 11, colour);
  const taken = new Set<number>();
  let drawn = 0;
  for (const label of labels) {
    if (label.level > level || label.x < v.minX || label.x > v.maxX || label.y < v.minY || label.y > v.maxY) continue;
    const sx = offsetX + label.x * scale;
    const sy = offsetY - label.y * scale + dy;
    const cell = Math.floor(sx / LABEL_CELL_WIDTH) * 100_000 + Math.floor(sy / LABEL_CELL_HEIGHT);
    if (taken.has(cell)) continue;
    taken.add(cell);
    ctx.strokeText(label.text, sx, sy);
    ctx.fillText(label.text, sx, sy);
    drawn += 1;
    if (drawn >= MAX_LABELS) break;
  }
}

/** The shown robots of one state: bodies in one path, outlines in one stroke, headings in one fill. Returns how many. */
export function drawRobotBodies(ctx: CanvasRenderingContext2D, robots: Iterable<DrawnRobot>, kind: DeviceKind, { transform, palette }: DrawFrame): number {
  const r = robotRadius(transform.scale);
  const mine = [...robots].filter((robot) => robot.shown && robot.kind === kind);
  if (mine.length === 0) return 0;
  ctx.beginPath();
  for (const robot of mine) {
    ctx.moveTo(robot.sx + r, robot.sy);
    ctx.arc(robot.sx, robot.sy, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = palette.robot[kind];
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = palette.robotOutline;
  ctx.stroke();
  // The headings: a pointer from the centre toward the front (screen y is down).
  ctx.beginPath();
  for (const robot of mine) {
    const cos = Math.cos(robot.heading);
    const sin = -Math.sin(robot.heading);
    ctx.moveTo(robot.sx + cos * r * 1.6, robot.sy + sin * r * 1.6);
    ctx.lineTo(robot.sx - sin * r * 0.55, robot.sy + cos * r * 0.55);
    ctx.lineTo(robot.sx + sin * r * 0.55, robot.sy - cos * r * 0.55);
    ctx.closePath();
  }
  ctx.fillStyle = palette.robotOutline;
  ctx.fill();
  return mine.length;
}

export function drawSelectionRing(ctx: CanvasRenderingContext2D, robot: DrawnRobot, { transform, palette }: DrawFrame): void {
  if (!robot.shown) return;
  ctx.beginPath();
  ctx.arc(robot.sx, robot.sy, robotRadius(transform.scale) + 4, 0, Math.PI * 2);
  ctx.fillStyle = palette.selected;
  ctx.fill();
}

export function drawRobotNames(ctx: CanvasRenderingContext2D, robots: Iterable<DrawnRobot>, { transform, palette }: DrawFrame): void {
  const dy = robotRadius(transform.scale) + 5;
  labelStyle(ctx, palette, 12, palette.label);
  for (const robot of robots) {
    if (!robot.shown) continue;
    ctx.strokeText(robot.data.name, robot.sx, robot.sy + dy);
    ctx.fillText(robot.data.name, robot.sx, robot.sy + dy);
  }
}

/**
 * Each stack's badge: a disc at the top right of its first robot with how
 * many robots are there, so robots on one spot never pass for one. Returns
 * how many were drawn.
 */
export function drawStackBadges(ctx: CanvasRenderingContext2D, stacks: readonly Stack[], { transform, palette }: DrawFrame): number {
  if (stacks.length === 0) return 0;
  const r = robotRadius(transform.scale);
  ctx.font = 'bold 10px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const stack of stacks) {
    const count = String(stack.ids.length);
    const badge = Math.max(8, 3 + 3.5 * count.length);
    const x = stack.x + r * 0.8;
    const y = stack.y - r * 0.8;
    ctx.beginPath();
    ctx.arc(x, y, badge, 0, Math.PI * 2);
    ctx.fillStyle = palette.stackBadge;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = palette.robotOutline;
    ctx.stroke();
    ctx.fillStyle = palette.stackBadgeText;
    ctx.fillText(count, x, y + 0.5);
  }
  return stacks.length;
}

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
import { ROUTE_ORDER, splitAt, type MapMark, type MapRoute } from './routes';
import type { Stack } from './stacks';
import type { Bounds, Point, Transform } from './transform';

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

/**
 * The edges in view in one stroke. `skip` (one flag per edge) leaves some
 * out: those of a node being dragged, drawn where the pointer is instead.
 */
export function drawEdges(
  ctx: CanvasRenderingContext2D,
  edges: Float64Array,
  { transform, view: v, palette }: DrawFrame,
  skip: Uint8Array | null = null,
): void {
  if (edges.length === 0) return;
  const { scale, offsetX, offsetY } = transform;
  ctx.beginPath();
  for (let i = 0; i < edges.length; i += 4) {
    if (skip && skip[i >> 2]) continue;
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

/**
 * One kind's nodes in one path (its symbol), or as plain squares when they
 * are tiny. `skip` is the slot (index of its x) of one node left out: the
 * one being dragged.
 */
export function drawNodes(
  ctx: CanvasRenderingContext2D,
  xy: Float64Array,
  kind: NodeKind,
  { transform, view: v, palette }: DrawFrame,
  skip = -1,
): void {
  if (xy.length === 0) return;
  const { scale, offsetX, offsetY } = transform;
  const r = nodeRadius(scale);
  const pad = r / scale;
  ctx.fillStyle = palette.node[kind];
  const tiny = r < 2.5;
  if (!tiny) ctx.beginPath();
  for (let i = 0; i < xy.length; i += 2) {
    if (i === skip) continue;
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

/** The labels in view up to a display level, one per screen cell (first come, first drawn); `skip`: one left out (by index). */
export function drawLabels(
  ctx: CanvasRenderingContext2D,
  labels: Label[],
  colour: string,
  level: number,
  frame: DrawFrame,
  skip = -1,
): void {
  if (labels.length === 0) return;
  const { transform, view: v, palette } = frame;
  const { scale, offsetX, offsetY } = transform;
  const dy = nodeRadius(scale) + 3;
  labelStyle(ctx, palette, 11, colour);
  const taken = new Set<number>();
  let drawn = 0;
  for (let index = 0; index < labels.length; index += 1) {
    const label = labels[index];
    if (index === skip) continue;
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

/** Route widths (px): running and preview, and the selected route thicker. */
const ROUTE_WIDTH = 3.5;
const SELECTED_ROUTE_WIDTH = 6;
/** The part of a route already driven is drawn at this opacity. */
const DRIVEN_ALPHA = 0.35;
/** A pin's head: its radius and how far above its point its centre is (px). */
const PIN_RADIUS = 9;
const PIN_LIFT = 15;

function tracePolyline(ctx: CanvasRenderingContext2D, points: readonly Point[], { scale, offsetX, offsetY }: Transform): void {
  points.forEach((p, i) => {
    const sx = offsetX + p.x * scale;
    const sy = offsetY - p.y * scale;
    if (i === 0) ctx.moveTo(sx, sy);
    else ctx.lineTo(sx, sy);
  });
}

function inView(points: readonly Point[], v: Bounds): boolean {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return maxX >= v.minX && minX <= v.maxX && maxY >= v.minY && minY <= v.maxY;
}

/**
 * Task routes in view: running ones solid, previews dashed, the selected one
 * thicker and on top; the part already driven fainter, a dot where each
 * ends. Returns how many were drawn.
 */
export function drawRoutes(ctx: CanvasRenderingContext2D, routes: readonly MapRoute[], { transform, view, palette }: DrawFrame): number {
  let drawn = 0;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const kind of ROUTE_ORDER) {
    for (const route of routes) {
      if (route.kind !== kind || route.points.length < 2 || !inView(route.points, view)) continue;
      const { before, after } = splitAt(route.points, route.progress ?? 0);
      ctx.strokeStyle = palette.route[kind];
      ctx.lineWidth = kind === 'selected' ? SELECTED_ROUTE_WIDTH : ROUTE_WIDTH;
      ctx.setLineDash(kind === 'preview' ? [8, 6] : []);
      if (before.length >= 2) {
        ctx.globalAlpha = DRIVEN_ALPHA;
        ctx.beginPath();
        tracePolyline(ctx, before, transform);
        ctx.stroke();
        ctx.globalAlpha = 1;
      }
      if (after.length >= 2) {
        ctx.beginPath();
        tracePolyline(ctx, after, transform);
        ctx.stroke();
      }
      const end = route.points[route.points.length - 1];
      ctx.beginPath();
      ctx.arc(transform.offsetX + end.x * transform.scale, transform.offsetY - end.y * transform.scale, ctx.lineWidth + 1, 0, Math.PI * 2);
      ctx.fillStyle = palette.route[kind];
      ctx.fill();
      drawn += 1;
    }
  }
  ctx.setLineDash([]);
  return drawn;
}

/**
 * Marks in view: targets and the return point as pins standing on their
 * point with their figure in the head, the node selected in the editor as a
 * ring around it. Returns how many were drawn.
 */
export function drawMarks(ctx: CanvasRenderingContext2D, marks: readonly MapMark[], { transform, view: v, palette }: DrawFrame): number {
  const { scale, offsetX, offsetY } = transform;
  const margin = (PIN_LIFT + PIN_RADIUS) / scale;
  let drawn = 0;
  // The selection rings first: pins stand above them.
  const ordered = [...marks].sort((a, b) => Number(b.kind === 'selected') - Number(a.kind === 'selected'));
  for (const mark of ordered) {
    if (mark.x < v.minX - margin || mark.x > v.maxX + margin || mark.y < v.minY - margin || mark.y > v.maxY + margin) continue;
    const sx = offsetX + mark.x * scale;
    const sy = offsetY - mark.y * scale;
    const colour = palette.mark[mark.kind];
    drawn += 1;
    if (mark.kind === 'selected') {
      ctx.beginPath();
      ctx.arc(sx, sy, nodeRadius(scale) + 6, 0, Math.PI * 2);
      ctx.lineWidth = 3;
      ctx.strokeStyle = colour;
      ctx.stroke();
      if (mark.label) {
        labelStyle(ctx, palette, 12, colour);
        ctx.textBaseline = 'bottom';
        ctx.strokeText(mark.label, sx, sy - nodeRadius(scale) - 10);
        ctx.fillText(mark.label, sx, sy - nodeRadius(scale) - 10);
      }
      continue;
    }
    // The pin: a head above the point and a stem down to it.
    const hy = sy - PIN_LIFT;
    ctx.beginPath();
    ctx.moveTo(sx, sy);
    ctx.lineTo(sx - PIN_RADIUS * 0.6, hy + PIN_RADIUS * 0.6);
    ctx.arc(sx, hy, PIN_RADIUS, Math.PI * 0.75, Math.PI * 0.25);
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = palette.robotOutline;
    ctx.stroke();
    if (mark.label) {
      ctx.font = 'bold 11px sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = palette.mark.text;
      ctx.fillText(mark.label, sx, hy + 0.5);
    }
  }
  return drawn;
}

/**
 * A node being dragged, where the pointer holds it: its edges to their
 * other ends (`edges` laid out as the network's), the node in its kind's
 * symbol over a halo, and its name.
 */
export function drawDraggedNode(
  ctx: CanvasRenderingContext2D,
  node: { x: number; y: number; kind: NodeKind; name: string },
  edges: Float64Array,
  frame: DrawFrame,
): void {
  const { transform, palette } = frame;
  drawEdges(ctx, edges, frame);
  const sx = transform.offsetX + node.x * transform.scale;
  const sy = transform.offsetY - node.y * transform.scale;
  const r = Math.max(nodeRadius(transform.scale), 4);
  ctx.beginPath();
  ctx.arc(sx, sy, r + 6, 0, Math.PI * 2);
  ctx.fillStyle = palette.dragHalo;
  ctx.fill();
  ctx.beginPath();
  traceSymbol(ctx, NODE_SYMBOL[node.kind], sx, sy, r);
  ctx.fillStyle = palette.node[node.kind];
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = palette.nodeOutline;
  ctx.stroke();
  if (node.name) {
    labelStyle(ctx, palette, 11, palette.label);
    ctx.strokeText(node.name, sx, sy + r + 3);
    ctx.fillText(node.name, sx, sy + r + 3);
  }
}

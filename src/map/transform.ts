/**
 * THE world/screen transform of the dispatch map. World coordinates are
 * metres (x right, y up); screen coordinates are CSS pixels of the canvas
 * (x right, y down). One uniform scale (pixels per metre) and one offset
 * (where the world origin lands on screen): every layer draws through it.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Transform {
  /** Pixels per metre. */
  scale: number;
  /** Screen position of the world origin. */
  offsetX: number;
  offsetY: number;
}

export const MIN_SCALE = 0.5;
export const MAX_SCALE = 400;
export const IDENTITY: Transform = { scale: 20, offsetX: 0, offsetY: 0 };

export function worldToScreen(t: Transform, p: Point): Point {
  return { x: t.offsetX + p.x * t.scale, y: t.offsetY - p.y * t.scale };
}

export function screenToWorld(t: Transform, p: Point): Point {
  return { x: (p.x - t.offsetX) / t.scale, y: (t.offsetY - p.y) / t.scale };
}

export function clampScale(scale: number, min = MIN_SCALE, max = MAX_SCALE): number {
  return Math.min(max, Math.max(min, scale));
}

/** Moves the view by a screen distance (a drag). */
export function pan(t: Transform, dx: number, dy: number): Transform {
  return { ...t, offsetX: t.offsetX + dx, offsetY: t.offsetY + dy };
}

/** Zooms by `factor` keeping the world point under `anchor` (the cursor, the pinch centre) in place. */
export function zoomAround(t: Transform, anchor: Point, factor: number, min = MIN_SCALE, max = MAX_SCALE): Transform {
  const scale = clampScale(t.scale * factor, min, max);
  const world = screenToWorld(t, anchor);
  return { scale, offsetX: anchor.x - world.x * scale, offsetY: anchor.y + world.y * scale };
}

/** The transform that shows `bounds` whole and centred in a viewport, with a margin in pixels. */
export function fitToView(bounds: Bounds, width: number, height: number, margin = 24): Transform {
  const spanX = Math.max(bounds.maxX - bounds.minX, 1e-6);
  const spanY = Math.max(bounds.maxY - bounds.minY, 1e-6);
  const scale = clampScale(Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY));
  const centre = { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 };
  return { scale, offsetX: width / 2 - centre.x * scale, offsetY: height / 2 + centre.y * scale };
}

/** The world rectangle the viewport shows (for culling). */
export function visibleWorld(t: Transform, width: number, height: number): Bounds {
  const topLeft = screenToWorld(t, { x: 0, y: 0 });
  const bottomRight = screenToWorld(t, { x: width, y: height });
  return { minX: topLeft.x, maxX: bottomRight.x, minY: bottomRight.y, maxY: topLeft.y };
}

export function contains(bounds: Bounds, p: Point, margin = 0): boolean {
  return p.x >= bounds.minX - margin && p.x <= bounds.maxX + margin && p.y >= bounds.minY - margin && p.y <= bounds.maxY + margin;
}

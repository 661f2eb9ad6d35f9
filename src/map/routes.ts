/**
 * What the map shows of tasks on top of the network: routes (a running
 * task's path with its progress, a preview of one being created, the one
 * selected) and marks (numbered target pins, the return point, the node
 * selected in the editor). They are the owner's data, handed in whole; the
 * engine draws them above the static layers and under the robots, whatever
 * the filters.
 */
import type { Point } from './transform';

export type MapRouteKind = 'running' | 'preview' | 'selected';
export type MapMarkKind = 'target' | 'return' | 'selected';

export interface MapRoute {
  id: string;
  /** World points, in driving order. */
  points: Point[];
  kind: MapRouteKind;
  /** The share already driven (0..1): that part is drawn fainter. */
  progress?: number;
}

export interface MapMark {
  x: number;
  y: number;
  /** The pin's figure (a target's number, a letter for the return point); may be empty. */
  label: string;
  kind: MapMarkKind;
}

/** Routes are drawn in this order: the selected one on top. */
export const ROUTE_ORDER: readonly MapRouteKind[] = ['running', 'preview', 'selected'];

/**
 * A polyline cut at a share of its length: the points of the part before
 * the cut (ending at the cut) and of the part after it (starting there).
 * Either may be a single point when the share is 0 or 1.
 */
export function splitAt(points: readonly Point[], share: number): { before: Point[]; after: Point[] } {
  if (points.length < 2) return { before: [...points], after: [...points] };
  const progress = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
  let left = progress * total;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (left <= length && (length > 0 || i === points.length - 1)) {
      const k = length > 0 ? left / length : 0;
      const cut = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
      return { before: [...points.slice(0, i), cut], after: [cut, ...points.slice(i)] };
    }
    left -= length;
  }
  const last = points[points.length - 1];
  return { before: [...points], after: [last] };
}

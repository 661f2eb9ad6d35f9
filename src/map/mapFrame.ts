/**
 * Where the map's images sit in the world (docs/api.md "Maps and live
 * robots"): pixel (column c, row r from the top) covers x from
 * origin.x + c * resolution and y from origin.y + (height - 1 - r) *
 * resolution, the whole image turned by `rotation` about `origin`.
 */
import type { SceneMap } from '@/services/types/map';
import type { Bounds, Point, Transform } from './transform';

/**
 * What the map shows, as a key: the scene's map (scene and map version) or,
 * without a map, the network's extent; null while there is nothing to show.
 * The view is placed anew (fitted) whenever this changes.
 */
export function contentKey(map: Pick<SceneMap, 'sceneId' | 'mapUuid'> | null, networkBounds: Bounds | null): string | null {
  if (map) return `map:${map.sceneId}:${map.mapUuid}`;
  if (networkBounds) return `network:${networkBounds.minX},${networkBounds.minY},${networkBounds.maxX},${networkBounds.maxY}`;
  return null;
}

/** The world point of a pixel corner (c, r counted from the image's top-left corner). */
export function pixelToWorld(map: SceneMap, c: number, r: number): Point {
  const dx = c * map.resolution;
  const dy = (map.height - r) * map.resolution;
  const cos = Math.cos(map.rotation);
  const sin = Math.sin(map.rotation);
  return { x: map.origin.x + dx * cos - dy * sin, y: map.origin.y + dx * sin + dy * cos };
}

/** The world rectangle around the building (the map's crop), for fitting the view. */
export function mapBounds(map: SceneMap): Bounds | null {
  const { crop } = map;
  if (!(crop.width > 0 && crop.height > 0 && map.resolution > 0)) return null;
  const corners = [
    pixelToWorld(map, crop.x, crop.y),
    pixelToWorld(map, crop.x + crop.width, crop.y),
    pixelToWorld(map, crop.x, crop.y + crop.height),
    pixelToWorld(map, crop.x + crop.width, crop.y + crop.height),
  ];
  return {
    minX: Math.min(...corners.map((p) => p.x)),
    maxX: Math.max(...corners.map((p) => p.x)),
    minY: Math.min(...corners.map((p) => p.y)),
    maxY: Math.max(...corners.map((p) => p.y)),
  };
}

/** A Konva image's attributes that draw the map's image in place under a transform. */
export function imagePlacement(map: SceneMap, t: Transform): { x: number; y: number; scaleX: number; scaleY: number; rotation: number } {
  const topLeft = pixelToWorld(map, 0, 0);
  const scale = map.resolution * t.scale;
  return {
    x: t.offsetX + topLeft.x * t.scale,
    y: t.offsetY - topLeft.y * t.scale,
    scaleX: scale,
    scaleY: scale,
    rotation: (-map.rotation * 180) / Math.PI,
  };
}

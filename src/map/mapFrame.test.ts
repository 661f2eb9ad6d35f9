import type { SceneMap } from '@/services/types/map';
import { imagePlacement, mapBounds, pixelToWorld } from './mapFrame';
import { worldToScreen } from './transform';

const map: SceneMap = {
  sceneId: 's1',
  mapUuid: 'm',
  version: 1,
  coreVersion: '3.2.14',
  resolution: 0.05,
  rotation: 0,
  origin: { x: -10, y: -5 },
  width: 400,
  height: 200,
  crop: { x: 20, y: 10, width: 360, height: 180 },
  displayScale: 1,
  poseTransform: { x: 0, y: 0, theta: 0 },
  layers: ['obstacle', 'wall', 'semantic'],
  thumbnailWidth: 256,
  thumbnailHeight: 128,
};

describe('the map frame', () => {
  it('puts the bottom-left pixel corner at the origin and the top-left one a height above', () => {
    expect(pixelToWorld(map, 0, 200)).toEqual({ x: -10, y: -5 });
    expect(pixelToWorld(map, 0, 0)).toEqual({ x: -10, y: 5 });
    expect(pixelToWorld(map, 400, 200)).toEqual({ x: 10, y: -5 });
  });

  it('turns the image about the origin, counter-clockwise', () => {
    const turned = { ...map, rotation: Math.PI / 2 };
    const p = pixelToWorld(turned, 400, 200); // 20 m along +x before turning
    expect(p.x).toBeCloseTo(-10);
    expect(p.y).toBeCloseTo(15);
  });

  it('fits on the crop, the building, not the whole image', () => {
    const bounds = mapBounds(map);
    expect(bounds?.minX).toBeCloseTo(-9);
    expect(bounds?.maxX).toBeCloseTo(9);
    expect(bounds?.minY).toBeCloseTo(-4.5);
    expect(bounds?.maxY).toBeCloseTo(4.5);
    expect(mapBounds({ ...map, crop: { x: 0, y: 0, width: 0, height: 0 } })).toBeNull();
  });

  it('places the image so that its pixels land where the transform puts their world points', () => {
    const t = { scale: 30, offsetX: 400, offsetY: 300 };
    const place = imagePlacement(map, t);
    expect(place.scaleX).toBeCloseTo(0.05 * 30);
    // Pixel (c, r) of the image lands at place + (c, r) * scale on screen.
    for (const [c, r] of [
      [0, 0],
      [400, 200],
      [123, 45],
    ]) {
      const screen = worldToScreen(t, pixelToWorld(map, c, r));
      expect(place.x + c * place.scaleX).toBeCloseTo(screen.x);
      expect(place.y + r * place.scaleY).toBeCloseTo(screen.y);
    }
    expect(imagePlacement({ ...map, rotation: Math.PI / 2 }, t).rotation).toBeCloseTo(-90);
  });
});

/** The one transform: round trips, zoom about the cursor, pan, fit, culling bounds. */
import fc from 'fast-check';
import { clampScale, contains, fitToView, MAX_SCALE, MIN_SCALE, pan, screenToWorld, visibleWorld, worldToScreen, zoomAround } from './transform';

const near = (a: number, b: number, eps = 1e-6) => Math.abs(a - b) <= eps * Math.max(1, Math.abs(a), Math.abs(b));

describe('transform', () => {
  it('maps world metres (y up) to screen pixels (y down)', () => {
    const t = { scale: 10, offsetX: 100, offsetY: 200 };
    expect(worldToScreen(t, { x: 0, y: 0 })).toEqual({ x: 100, y: 200 });
    expect(worldToScreen(t, { x: 2, y: 3 })).toEqual({ x: 120, y: 170 });
  });

  it('round-trips any point through screen and back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: MIN_SCALE, max: MAX_SCALE, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: -1e3, max: 1e3, noNaN: true }),
        fc.double({ min: -1e3, max: 1e3, noNaN: true }),
        (scale, offsetX, offsetY, x, y) => {
          const back = screenToWorld({ scale, offsetX, offsetY }, worldToScreen({ scale, offsetX, offsetY }, { x, y }));
          return near(back.x, x, 1e-9) && near(back.y, y, 1e-9);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('zooms around the cursor: the world point under it stays under it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 2, noNaN: true }), fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 0, max: 800 }), (factor, ax, ay) => {
        const t = { scale: 20, offsetX: 300, offsetY: 400 };
        const anchor = { x: ax, y: ay };
        const before = screenToWorld(t, anchor);
        const after = screenToWorld(zoomAround(t, anchor, factor), anchor);
        return near(before.x, after.x) && near(before.y, after.y);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the scale within its limits', () => {
    expect(clampScale(0.01)).toBe(MIN_SCALE);
    expect(clampScale(1e9)).toBe(MAX_SCALE);
    expect(zoomAround({ scale: MAX_SCALE, offsetX: 0, offsetY: 0 }, { x: 5, y: 5 }, 10).scale).toBe(MAX_SCALE);
  });

  it('pans by screen pixels', () => {
    expect(pan({ scale: 5, offsetX: 1, offsetY: 2 }, 10, -4)).toEqual({ scale: 5, offsetX: 11, offsetY: -2 });
  });

  it('fits bounds whole and centred', () => {
    const bounds = { minX: -10, minY: 0, maxX: 30, maxY: 20 };
    const t = fitToView(bounds, 1000, 500, 0);
    expect(t.scale).toBe(25);
    const corners = [worldToScreen(t, { x: -10, y: 0 }), worldToScreen(t, { x: 30, y: 20 })];
    for (const c of corners) {
      expect(c.x).toBeGreaterThanOrEqual(-1e-9);
      expect(c.x).toBeLessThanOrEqual(1000 + 1e-9);
      expect(c.y).toBeGreaterThanOrEqual(-1e-9);
      expect(c.y).toBeLessThanOrEqual(500 + 1e-9);
    }
    const centre = worldToScreen(t, { x: 10, y: 10 });
    expect(centre).toEqual({ x: 500, y: 250 });
  });

  it('gives the visible world rectangle for culling', () => {
    const t = { scale: 10, offsetX: 0, offsetY: 100 };
    const view = visibleWorld(t, 200, 100);
    expect(view).toEqual({ minX: 0, maxX: 20, minY: 0, maxY: 10 });
    expect(contains(view, { x: 5, y: 5 })).toBe(true);
    expect(contains(view, { x: 25, y: 5 })).toBe(false);
    expect(contains(view, { x: 21, y: 5 }, 2)).toBe(true);
  });
});

import { lerpAngle, poseAt, retarget, SNAP_DISTANCE, UpdateRhythm } from './motion';

describe('robot motion between updates', () => {
  it('turns the short way round, across ±π', () => {
    expect(lerpAngle(0, Math.PI / 2, 0.5)).toBeCloseTo(Math.PI / 4);
    // From just below π to just above -π is a small step forward, not a turn through 0.
    const a = Math.PI - 0.1;
    const b = -Math.PI + 0.1;
    expect(lerpAngle(a, b, 0.5)).toBeCloseTo(Math.PI);
    expect(lerpAngle(-0.1, 0.1 + 4 * Math.PI, 1)).toBeCloseTo(0.1);
  });

  it('glides from the shown pose to the new one over the expected interval', () => {
    const first = retarget(undefined, { x: 0, y: 0, theta: 0 }, 1000, 200);
    expect(poseAt(first, 1000)).toEqual({ x: 0, y: 0, theta: 0 });
    const track = retarget(first, { x: 2, y: 1, theta: 0 }, 1000, 200);
    expect(poseAt(track, 1000)).toEqual({ x: 0, y: 0, theta: 0 });
    expect(poseAt(track, 1100)).toMatchObject({ x: 1, y: 0.5 });
    expect(poseAt(track, 1200)).toMatchObject({ x: 2, y: 1 });
    expect(poseAt(track, 5000)).toMatchObject({ x: 2, y: 1 });
  });

  it('starts the next glide from where the robot is shown, so motion never jumps back', () => {
    const a = retarget(retarget(undefined, { x: 0, y: 0, theta: 0 }, 0, 0), { x: 2, y: 0, theta: 0 }, 0, 200);
    // The next update arrives early (at 100 ms, robot shown at x=1).
    const b = retarget(a, { x: 3, y: 0, theta: 0 }, 100, 200);
    expect(b.from.x).toBeCloseTo(1);
    expect(poseAt(b, 100).x).toBeCloseTo(1);
    expect(poseAt(b, 200).x).toBeCloseTo(2);
  });

  it('takes a far pose at once (a robot placed elsewhere)', () => {
    const a = retarget(undefined, { x: 0, y: 0, theta: 0 }, 0, 0);
    const b = retarget(a, { x: SNAP_DISTANCE + 1, y: 0, theta: 1 }, 50, 200);
    expect(poseAt(b, 50)).toEqual({ x: SNAP_DISTANCE + 1, y: 0, theta: 1 });
  });

  it('learns the update interval and bounds one stall', () => {
    const rhythm = new UpdateRhythm(200);
    expect(rhythm.tick(0)).toBe(200);
    for (let t = 100; t <= 2000; t += 100) rhythm.tick(t);
    expect(rhythm.interval).toBeCloseTo(100, 0);
    rhythm.tick(60_000);
    expect(rhythm.interval).toBeLessThanOrEqual(100 * 0.7 + 1000 * 0.3 + 1);
  });
});

/**
 * Smooth robot motion between pose updates. Each poll gives a robot's pose
 * now; the robot is drawn gliding from where it is shown to that pose over
 * about one poll interval, so motion stays continuous at any poll rate
 * (one interval of delay, no jumps). A pose far from the shown one (a robot
 * placed elsewhere, a battery swap) is taken at once.
 */
export interface Pose {
  x: number;
  y: number;
  theta: number;
}

export interface Track {
  from: Pose;
  to: Pose;
  start: number;
  end: number;
}

/** Farther than this (metres) between two updates is a jump, not a motion. */
export const SNAP_DISTANCE = 8;

const TAU = Math.PI * 2;

/** The angle from `a` toward `b` by fraction `f`, the short way round. */
export function lerpAngle(a: number, b: number, f: number): number {
  let delta = (b - a) % TAU;
  if (delta > Math.PI) delta -= TAU;
  if (delta < -Math.PI) delta += TAU;
  return a + delta * f;
}

export function poseAt(track: Track, now: number): Pose {
  if (now >= track.end || track.end <= track.start) return track.to;
  if (now <= track.start) return track.from;
  const f = (now - track.start) / (track.end - track.start);
  return {
    x: track.from.x + (track.to.x - track.from.x) * f,
    y: track.from.y + (track.to.y - track.from.y) * f,
    theta: lerpAngle(track.from.theta, track.to.theta, f),
  };
}

/** The track toward a new pose, starting from where the robot is shown now. */
export function retarget(track: Track | undefined, pose: Pose, now: number, duration: number): Track {
  if (!track) return { from: pose, to: pose, start: now, end: now };
  const shown = poseAt(track, now);
  if (Math.hypot(pose.x - shown.x, pose.y - shown.y) > SNAP_DISTANCE) return { from: pose, to: pose, start: now, end: now };
  return { from: shown, to: pose, start: now, end: now + Math.max(0, duration) };
}

/**
 * The expected time to the next update: a running average of the gaps
 * between updates, bounded so one stall does not slow motion for long.
 */
export class UpdateRhythm {
  private last: number | null = null;
  interval: number;

  constructor(
    initial: number,
    private readonly min = 50,
    private readonly max = 1000,
  ) {
    this.interval = initial;
  }

  tick(now: number): number {
    if (this.last !== null) {
      const gap = Math.min(this.max, Math.max(this.min, now - this.last));
      this.interval = this.interval * 0.7 + gap * 0.3;
    }
    this.last = now;
    return this.interval;
  }
}

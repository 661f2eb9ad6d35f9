/**
 * Robots drawn on (nearly) one spot of the screen: a stack. Parked robots
 * share a standby or charging spot, and a far zoom brings any close ones
 * together; drawn one over the other, only the top one could be seen or
 * clicked. A stack is drawn with a badge counting its robots, and a click
 * on it offers the list of them to choose from.
 *
 * Plain functions over screen positions: grouping is linear (a grid of cells
 * the size of the grouping distance), so it runs every frame at fleet scale.
 */
import type { Point } from './transform';

/** What grouping needs of a robot: its id and where it is drawn this frame, if at all. */
export interface PlacedRobot {
  id: string;
  sx: number;
  sy: number;
  shown: boolean;
}

/** Two or more robots drawn within the grouping distance of its first one (where the badge goes). */
export interface Stack {
  x: number;
  y: number;
  ids: string[];
}

export interface Stacks {
  /** Every stack (two robots or more), in the order their first robots came. */
  list: Stack[];
  /** The stack of each stacked robot. */
  of: Map<string, Stack>;
}

export const NO_STACKS: Stacks = { list: [], of: new Map() };

/**
 * Groups the shown robots: each joins the first stack whose first robot is
 * within `distance` px of it (centres that close make the robots one blot),
 * or starts one. Groups of one are left out.
 */
export function stackRobots(robots: Iterable<PlacedRobot>, distance: number): Stacks {
  const cell = Math.max(1, distance);
  // Cells keyed by number (column * 65536 + row): screen cells of a few pixels never reach 32768.
  const groups = new Map<number, Stack[]>();
  const all: Stack[] = [];
  for (const robot of robots) {
    if (!robot.shown) continue;
    const cx = Math.floor(robot.sx / cell);
    const cy = Math.floor(robot.sy / cell);
    let joined: Stack | undefined;
    for (let dx = -1; dx <= 1 && !joined; dx += 1) {
      for (let dy = -1; dy <= 1 && !joined; dy += 1) {
        joined = groups.get((cx + dx) * 65536 + cy + dy)?.find((stack) => Math.hypot(stack.x - robot.sx, stack.y - robot.sy) <= distance);
      }
    }
    if (joined) {
      joined.ids.push(robot.id);
      continue;
    }
    const stack: Stack = { x: robot.sx, y: robot.sy, ids: [robot.id] };
    const key = cx * 65536 + cy;
    const inCell = groups.get(key);
    if (inCell) inCell.push(stack);
    else groups.set(key, [stack]);
    all.push(stack);
  }
  const list = all.filter((stack) => stack.ids.length > 1);
  const of = new Map<string, Stack>();
  for (const stack of list) for (const id of stack.ids) of.set(id, stack);
  return { list, of };
}

/**
 * What a click at `point` hits: the robot drawn nearest to it within
 * `reach` px, or, when that robot is in a stack, every robot of the stack.
 * None when nothing is within reach.
 */
export function robotsAt(robots: Iterable<PlacedRobot>, stacks: Stacks, point: Point, reach: number): string[] {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const robot of robots) {
    if (!robot.shown) continue;
    const distance = Math.hypot(robot.sx - point.x, robot.sy - point.y);
    if (distance <= reach && distance < bestDistance) {
      best = robot.id;
      bestDistance = distance;
    }
  }
  if (best === null) return [];
  return [...(stacks.of.get(best)?.ids ?? [best])];
}

/** Robots on one spot of the screen make a stack; a click hits the nearest robot, or its whole stack. */
import fc from 'fast-check';
import { robotsAt, stackRobots, type PlacedRobot } from './stacks';

const at = (id: string, sx: number, sy: number, shown = true): PlacedRobot => ({ id, sx, sy, shown });

describe('stacks of robots', () => {
  it('groups robots drawn within the distance of a stack, leaves lone and hidden ones out', () => {
    const stacks = stackRobots([at('a', 100, 100), at('b', 100, 100), at('c', 104, 97), at('d', 140, 100), at('e', 100, 100, false)], 6);
    expect(stacks.list).toEqual([{ x: 100, y: 100, ids: ['a', 'b', 'c'] }]);
    expect(stacks.of.get('c')?.ids).toEqual(['a', 'b', 'c']);
    expect(stacks.of.has('d')).toBe(false);
    expect(stacks.of.has('e')).toBe(false);
  });

  it('finds neighbours across grid cells', () => {
    // 95.9 and 96.1 px fall in neighbouring cells of 6 px (15 and 16), 0.2 px apart.
    const stacks = stackRobots([at('a', 95.9, 10), at('b', 96.1, 10)], 6);
    expect(stacks.list.map((stack) => stack.ids)).toEqual([['a', 'b']]);
  });

  it('puts every shown robot in at most one stack, each within the distance of its stack', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })), { maxLength: 60 }), (points) => {
        const robots = points.map(([x, y], index) => at(`r${index}`, x, y));
        const { list, of } = stackRobots(robots, 6);
        const members = list.flatMap((stack) => stack.ids);
        if (new Set(members).size !== members.length) return false;
        return list.every(
          (stack) =>
            stack.ids.length > 1 &&
            stack.ids.every((id) => {
              const robot = robots.find((candidate) => candidate.id === id)!;
              return of.get(id) === stack && Math.hypot(robot.sx - stack.x, robot.sy - stack.y) <= 6;
            }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('hits the nearest robot within reach, or every robot of its stack; nothing elsewhere', () => {
    const robots = [at('a', 100, 100), at('b', 100, 100), at('c', 130, 100)];
    const stacks = stackRobots(robots, 6);
    expect(robotsAt(robots, stacks, { x: 103, y: 101 }, 10)).toEqual(['a', 'b']);
    expect(robotsAt(robots, stacks, { x: 128, y: 100 }, 10)).toEqual(['c']);
    expect(robotsAt(robots, stacks, { x: 115, y: 130 }, 10)).toEqual([]);
  });
});

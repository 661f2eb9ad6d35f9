import { splitAt } from './routes';

describe('a route cut at its progress', () => {
  const route = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
  ];

  it('cuts at a share of the length, the cut ending the driven part and starting the rest', () => {
    expect(splitAt(route, 0.25)).toEqual({
      before: [{ x: 0, y: 0 }, { x: 5, y: 0 }],
      after: [{ x: 5, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }],
    });
    expect(splitAt(route, 0.75)).toEqual({
      before: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 5 }],
      after: [{ x: 10, y: 5 }, { x: 10, y: 10 }],
    });
  });

  it('leaves nothing driven at 0 and everything at 1, whatever it is given', () => {
    expect(splitAt(route, 0).after).toEqual(route);
    expect(splitAt(route, 0).before).toHaveLength(2);
    expect(splitAt(route, -3)).toEqual(splitAt(route, 0));
    expect(splitAt(route, Number.NaN)).toEqual(splitAt(route, 0));
    expect(splitAt(route, 1).before).toEqual(route);
    expect(splitAt(route, 1).after).toEqual([{ x: 10, y: 10 }, { x: 10, y: 10 }]);
    expect(splitAt(route, 7)).toEqual(splitAt(route, 1));
    // A route of one point, or standing still (every point the same), is whole either way.
    expect(splitAt([{ x: 1, y: 1 }], 0.5)).toEqual({ before: [{ x: 1, y: 1 }], after: [{ x: 1, y: 1 }] });
    expect(splitAt([{ x: 1, y: 1 }, { x: 1, y: 1 }], 0.5).after.at(-1)).toEqual({ x: 1, y: 1 });
  });
});

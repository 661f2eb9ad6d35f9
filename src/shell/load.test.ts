import routes, { type RouteEntry } from '../../config/routes';
import { drawsShell } from './load';

/** Every path the route table names, with whether the layout draws it (a section's `layout: false` holds for its screens). */
function paths(entries: RouteEntry[], layout = true): [string, boolean][] {
  return entries.flatMap((entry) => {
    const drawn = layout && entry.layout !== false;
    const own: [string, boolean][] = entry.path.includes('*') ? [] : [[entry.path, drawn]];
    return [...own, ...paths(entry.routes ?? [], drawn)];
  });
}

describe('drawsShell', () => {
  it('says of every route what the route table says: the layout draws it, or not', () => {
    const all = paths(routes);
    expect(all.filter(([, drawn]) => !drawn).map(([path]) => path)).toEqual(expect.arrayContaining(['/user/login', '/registry/:code', '/map/home']));
    expect(all.filter(([, drawn]) => drawn).map(([path]) => path)).toEqual(expect.arrayContaining(['/welcome', '/assets/list', '/control/global']));
    for (const [path, drawn] of all) expect([path, drawsShell(path)]).toEqual([path, drawn]);
  });

  it('does not take a path that only starts like a public one', () => {
    expect(drawsShell('/users')).toBe(true);
    expect(drawsShell('/mapping')).toBe(true);
    expect(drawsShell('/map')).toBe(false);
  });
});

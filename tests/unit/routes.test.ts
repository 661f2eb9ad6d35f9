/**
 * The route table of section 2, pinned: every path with its access key, its hidden and layout flags, the
 * redirects, and the not-found child of every section and the global one, written out here as the
 * specification gives them (and docs/choices.md settles them), so that
 * a change of config/routes.ts that strays from the specification fails here.
 */
import routes, { type RouteEntry } from '../../config/routes';

/** A route as this test compares it: what section 2 says of it, nothing of names, icons or components. */
interface Row {
  path: string;
  /** A section: its children follow it, and end in its not-found child. */
  section?: true;
  access?: string;
  redirect?: string;
  hideInMenu?: true;
  layout?: false | 'top';
  headerRender?: false;
  menuRender?: false;
  /** The wildcard child that shows the not-found page. */
  notFound?: true;
}

const section = (path: string, access?: string, flags: Omit<Row, 'path' | 'section' | 'access'> = {}): Row => ({
  path,
  section: true,
  ...(access ? { access } : {}),
  ...flags,
});
const redirect = (path: string, to: string): Row => ({ path, redirect: to });
const page = (path: string, access?: string, flags: Omit<Row, 'path' | 'access'> = {}): Row => ({ path, ...(access ? { access } : {}), ...flags });
const hidden = (path: string, access?: string): Row => page(path, access, { hideInMenu: true });
const notFound = (base: string): Row => ({ path: `${base}/*`, notFound: true });

/** Section 2's table, in the order of config/routes.ts (the menu's order). */
const EXPECTED: Row[] = [
  // /welcome: the redirect target from / and /welcome/*.
  redirect('/', '/welcome'),
  page('/welcome'),
  redirect('/welcome/*', '/welcome'),
  // /user: outside the main layout, public; redirects to /user/login.
  section('/user', undefined, { layout: false }),
  redirect('/user', '/user/login'),
  page('/user/login'),
  redirect('/user/registry/h5', '/user/registry/h5/welcome'),
  page('/user/registry/h5/welcome'),
  page('/user/registry/h5/start'),
  page('/user/registry/h5/setpwd'),
  page('/user/registry/h5/perfect'),
  page('/user/registry/h5/login'),
  page('/user/registry/start'),
  page('/user/registry/setpwd'),
  page('/user/registry/confirm'),
  page('/user/registry/perfect'),
  page('/user/registry/tologin'),
  page('/user/forgotpwd/start'),
  page('/user/forgotpwd/setpwd'),
  page('/user/forgotpwd/confirm'),
  page('/user/forgotpwd/tologin'),
  notFound('/user'),
  // /registry/{code}: registration by invite code, public and outside the layout (section 2: paths under /registry are public).
  section('/registry', undefined, { layout: false }),
  page('/registry/:code'),
  notFound('/registry'),
  // /account: redirects to /account/center; /account/settings hidden from the menu.
  section('/account'),
  redirect('/account', '/account/center'),
  page('/account/center'),
  hidden('/account/settings'),
  notFound('/account'),
  section('/enterprise', 'platform:enterprise'),
  redirect('/enterprise', '/enterprise/info'),
  page('/enterprise/info', 'platform:enterprise:info'),
  hidden('/enterprise/edit', 'platform:enterprise:info:edit'),
  notFound('/enterprise'),
  section('/person', 'platform:person'),
  redirect('/person', '/person/list'),
  page('/person/list', 'platform:person:list'),
  hidden('/person/edit', 'platform:person:list:edit'),
  notFound('/person'),
  section('/assets', 'platform:assets'),
  redirect('/assets', '/assets/list'),
  page('/assets/list', 'platform:assets:list'),
  hidden('/assets/list/detail/:id', 'platform:assets:list:detail'),
  notFound('/assets'),
  section('/resource', 'platform:resource'),
  redirect('/resource', '/resource/logs'),
  page('/resource/logs', 'platform:resource:logs'),
  page('/resource/ota', 'platform:resource:ota'),
  page('/resource/function', 'platform:resource:function'),
  notFound('/resource'),
  section('/scene', 'platform:scene'),
  redirect('/scene', '/scene/list'),
  page('/scene/list', 'platform:scene:list'),
  notFound('/scene'),
  // /map: outside the layout, hidden from the menu.
  section('/map', 'platform:map', { layout: false, hideInMenu: true }),
  redirect('/map', '/map/home'),
  page('/map/home', 'platform:map:home'),
  notFound('/map'),
  section('/operations', 'platform:operation'),
  redirect('/operations', '/operations/logs'),
  page('/operations/logs', 'platform:operation:log'),
  notFound('/operations'),
  section('/ota', 'platform:ota'),
  redirect('/ota', '/ota/package'),
  page('/ota/package', 'platform:ota:package'),
  page('/ota/update', 'platform:ota:upgrade'),
  hidden('/ota/update/issued', 'platform:ota:upgrade:send'),
  notFound('/ota'),
  // /control: the top layout.
  section('/control', 'platform:control', { layout: 'top' }),
  redirect('/control', '/control/global'),
  page('/control/global', 'platform:control:global'),
  hidden('/control/map', 'platform:control:map'),
  notFound('/control'),
  // /business: no layout (README: neither header nor menu, still in the menu); /business/global: no header.
  section('/business', 'platform:business', { headerRender: false, menuRender: false }),
  redirect('/business', '/business/global'),
  page('/business/global', 'platform:business:global', { headerRender: false, menuRender: false }),
  notFound('/business'),
  section('/normalization', 'platform:normalization'),
  redirect('/normalization', '/normalization/scene'),
  page('/normalization/scene', 'platform:normalization:scene'),
  hidden('/normalization/scene/:id', 'platform:normalization:scene:open'),
  page('/normalization/config', 'platform:normalization:config'),
  notFound('/normalization'),
  section('/production-quality', 'platform:productionQuality'),
  redirect('/production-quality', '/production-quality/feedback'),
  page('/production-quality/feedback', 'platform:productionQuality:feedback'),
  page('/production-quality/factory-sn', 'platform:productionQuality:factorySnList'),
  page('/production-quality/process-info', 'platform:productionQuality:processInfo'),
  notFound('/production-quality'),
  // Translations and dictionaries (issue 37): the section's flag derived from either screen's key.
  section('/system', 'system'),
  redirect('/system', '/system/translations'),
  page('/system/translations', 'platform:i18n'),
  hidden('/system/translations/import', 'platform:i18n:import'),
  page('/system/dictionaries', 'platform:dictionary'),
  notFound('/system'),
  // One unit's timeline (issue 36): hidden, its flag derived from the asset list's and the production-quality keys.
  hidden('/unit/:serialNumber', 'unitTimeline'),
  // The global not-found route.
  notFound(''),
];

/** config/routes.ts as rows: each entry, a section followed by its children. */
function rowsOf(entries: readonly RouteEntry[], base = ''): Row[] {
  return entries.flatMap((entry): Row[] => {
    if (entry.path === '*') {
      // A wildcard child counts as not-found only when it draws the not-found page.
      return [entry.component === './NotFound' && !entry.routes ? notFound(base) : { path: `${base}/*`, redirect: entry.redirect ?? entry.component }];
    }
    const row: Row = { path: entry.path };
    if (entry.routes) row.section = true;
    if (entry.access !== undefined) row.access = entry.access;
    if (entry.redirect !== undefined) row.redirect = entry.redirect;
    if (entry.hideInMenu !== undefined) row.hideInMenu = entry.hideInMenu as true;
    if (entry.layout !== undefined) row.layout = entry.layout as false | 'top';
    if (entry.headerRender !== undefined) row.headerRender = entry.headerRender;
    if (entry.menuRender !== undefined) row.menuRender = entry.menuRender;
    return entry.routes ? [row, ...rowsOf(entry.routes, entry.path)] : [row];
  });
}

describe('the route table (section 2)', () => {
  it('is the specification’s: paths, access keys, hidden and layout flags, redirects, not-found children', () => {
    expect(rowsOf(routes)).toEqual(EXPECTED);
  });

  it('ends every section, and the table itself, in the not-found page', () => {
    for (const entry of routes.filter((candidate) => candidate.routes)) {
      expect(entry.routes?.at(-1), entry.path).toEqual({ path: '*', component: './NotFound' });
    }
    expect(routes.at(-1)).toEqual({ path: '*', component: './NotFound' });
  });

  it('draws a screen at every page that is not a redirect', () => {
    const leaves = (entries: readonly RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => (entry.routes ? leaves(entry.routes) : [entry]));
    for (const entry of leaves(routes)) {
      expect(Boolean(entry.redirect) !== Boolean(entry.component), entry.path).toBe(true);
    }
  });
});

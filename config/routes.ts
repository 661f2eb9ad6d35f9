/**
 * THE route table of the specification (section 2).
 *
 * One declarative table drives routing, the menu (names are i18n keys under
 * `menu.`), access (keys are the server's permission keys, see
 * src/access.ts) and layout flags. Every section ends in a not-found child and
 * the table ends in a global one.
 *
 * Screens later issues build point at `./Pending`, which says so plainly.
 */
export interface RouteEntry {
  path: string;
  name?: string;
  icon?: string;
  component?: string;
  redirect?: string;
  access?: string;
  hideInMenu?: boolean;
  layout?: false | 'top' | 'mix' | 'side';
  headerRender?: false;
  menuRender?: false;
  footerRender?: false;
  routes?: RouteEntry[];
}

const NOT_FOUND = './NotFound';
const PENDING = './Pending';

const notFound = (): RouteEntry => ({ path: '*', component: NOT_FOUND });

/** A section: a redirect from its root to its first screen, its screens, a not-found child. */
function section(
  base: string,
  props: Omit<RouteEntry, 'path' | 'routes'>,
  first: string,
  screens: RouteEntry[],
): RouteEntry {
  return {
    path: base,
    ...props,
    routes: [{ path: base, redirect: `${base}/${first}` }, ...screens, notFound()],
  };
}

const screen = (path: string, name: string, access?: string, component = PENDING): RouteEntry => ({
  path,
  name,
  component,
  ...(access ? { access } : {}),
});

const hidden = (path: string, name: string, access?: string, component = PENDING): RouteEntry => ({
  ...screen(path, name, access, component),
  hideInMenu: true,
});

/** The step pages of a public flow: `/base/step` -> `<folder>/Step.tsx`. */
const flowScreens = (base: string, folder: string, steps: string[]): RouteEntry[] =>
  steps.map((step) => ({ path: `${base}/${step}`, component: `${folder}/${step[0].toUpperCase()}${step.slice(1)}` }));

export const routes: RouteEntry[] = [
  { path: '/', redirect: '/welcome' },
  { path: '/welcome', name: 'welcome', icon: 'home', component: './Welcome' },
  { path: '/welcome/*', redirect: '/welcome' },
  {
    path: '/user',
    layout: false,
    routes: [
      { path: '/user', redirect: '/user/login' },
      { path: '/user/login', component: './user/Login' },
      { path: '/user/registry/h5', redirect: '/user/registry/h5/welcome' },
      ...flowScreens('/user/registry/h5', './user/registry/h5', ['welcome', 'start', 'setpwd', 'perfect', 'login']),
      ...flowScreens('/user/registry', './user/registry', ['start', 'setpwd', 'confirm', 'perfect', 'tologin']),
      ...flowScreens('/user/forgotpwd', './user/forgotpwd', ['start', 'setpwd', 'confirm', 'tologin']),
      notFound(),
    ],
  },
  {
    path: '/registry',
    layout: false,
    routes: [{ path: '/registry/:code', component: './registry/Invite' }, notFound()],
  },
  section('/account', { name: 'account' }, 'center', [
    screen('/account/center', 'center', undefined, './account/Center'),
    hidden('/account/settings', 'settings', undefined, './account/Settings'),
  ]),
  section('/enterprise', { name: 'enterprise', icon: 'audit', access: 'platform:enterprise' }, 'info', [
    screen('/enterprise/info', 'info', 'platform:enterprise:info', './enterprise/info'),
    hidden('/enterprise/edit', 'edit', 'platform:enterprise:info:edit', './enterprise/edit'),
  ]),
  section('/person', { name: 'person', icon: 'usergroupAdd', access: 'platform:person' }, 'list', [
    screen('/person/list', 'list', 'platform:person:list', './person/list'),
    hidden('/person/edit', 'edit', 'platform:person:list:edit', './person/edit'),
  ]),
  section('/assets', { name: 'assets', icon: 'hdd', access: 'platform:assets' }, 'list', [
    screen('/assets/list', 'list', 'platform:assets:list', './assets/list'),
    hidden('/assets/list/detail/:id', 'detail', 'platform:assets:list:detail', './assets/detail'),
  ]),
  section('/resource', { name: 'resource', icon: 'fileSearch', access: 'platform:resource' }, 'logs', [
    screen('/resource/logs', 'logs', 'platform:resource:logs', './resource/logs'),
    screen('/resource/ota', 'ota', 'platform:resource:ota', './resource/ota'),
    screen('/resource/function', 'function', 'platform:resource:function', './resource/function'),
  ]),
  section('/scene', { name: 'scene', access: 'platform:scene' }, 'list', [
    screen('/scene/list', 'list', 'platform:scene:list', './scene/list'),
  ]),
  section(
    '/map',
    { name: 'map', access: 'platform:map', layout: false, hideInMenu: true },
    'home',
    [screen('/map/home', 'home', 'platform:map:home', './map/home')],
  ),
  section('/operations', { name: 'operations', icon: 'fileSearch', access: 'platform:operation' }, 'logs', [
    screen('/operations/logs', 'logs', 'platform:operation:log', './operations/logs'),
  ]),
  section('/ota', { name: 'ota', icon: 'usb', access: 'platform:ota' }, 'package', [
    screen('/ota/package', 'package', 'platform:ota:package', './ota/package'),
    screen('/ota/update', 'update', 'platform:ota:upgrade', './ota/update'),
    hidden('/ota/update/issued', 'issued', 'platform:ota:upgrade:send', './ota/issued'),
  ]),
  section('/control', { name: 'control', access: 'platform:control', layout: 'top' }, 'global', [
    screen('/control/global', 'global', 'platform:control:global', './control/global'),
    hidden('/control/map', 'map', 'platform:control:map', './control/map'),
  ]),
  // "No layout" while staying in the menu: the layout draws neither header nor menu here.
  section(
    '/business',
    { name: 'business', access: 'platform:business', headerRender: false, menuRender: false },
    'global',
    [{ ...screen('/business/global', 'global', 'platform:business:global', './business/global'), headerRender: false, menuRender: false }],
  ),
  section(
    '/normalization',
    { name: 'normalization', access: 'platform:normalization' },
    'scene',
    [
      screen('/normalization/scene', 'scene', 'platform:normalization:scene', './normalization/scene'),
      hidden('/normalization/scene/:id', 'project', 'platform:normalization:scene:open', './normalization/project'),
      screen('/normalization/config', 'config', 'platform:normalization:config', './normalization/config'),
    ],
  ),
  section(
    '/production-quality',
    { name: 'productionQuality', icon: 'crown', access: 'platform:productionQuality' },
    'feedback',
    [
      screen('/production-quality/feedback', 'feedback', 'platform:productionQuality:feedback', './production/feedback'),
      screen('/production-quality/factory-sn', 'factorySn', 'platform:productionQuality:factorySnList', './production/factorySn'),
      screen('/production-quality/process-info', 'processInfo', 'platform:productionQuality:processInfo', './production/processInfo'),
    ],
  ),
  // Translation management and dictionaries: not in the specification's route table (README "Translations and
  // dictionaries"). Platform only; the section's flag is derived (src/access.ts `system`: either key).
  section('/system', { name: 'system', access: 'system' }, 'translations', [
    screen('/system/translations', 'translations', 'platform:i18n', './system/translations'),
    hidden('/system/translations/import', 'translationImport', 'platform:i18n:import', './system/translationImport'),
    screen('/system/dictionaries', 'dictionaries', 'platform:dictionary', './system/dictionaries'),
  ]),
  // One unit's life, from the factory line to the field: it spans sections (production quality, assets, OTA,
  // operation logs) and belongs to none, so it stands alone at the top, hidden, and opens from a serial number
  // anywhere. Its flag is derived (src/access.ts `unitTimeline`: the asset list's key or a production-quality key).
  hidden('/unit/:serialNumber', 'unit', 'unitTimeline', './unit'),
  notFound(),
];

export default routes;

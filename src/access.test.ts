import routes from '../config/routes';
import access, { ALL_COMPANIES, DERIVED_FLAGS, SYSTEM_SECTION, UNIT_TIMELINE, accessFromKeys, isRouteAllowed, isRouteVisible, visibleMenu } from './access';
import { PERMISSION_KEYS } from './services/types/permissions';
import { MEMBER_KEYS } from '../mock/sim/store';

const topLevelMenu = (keys: readonly string[]) => visibleMenu(routes, accessFromKeys(keys)).map((route) => route.path);

describe('access flags', () => {
  it('turns every returned key into a true flag and every other key of the specification into false', () => {
    const flags = accessFromKeys(['platform', 'platform:assets']);
    for (const key of PERMISSION_KEYS) {
      expect(flags[key]).toBe(key === 'platform' || key === 'platform:assets');
    }
  });

  it('gives all flags to a user holding every key', () => {
    const flags = accessFromKeys(PERMISSION_KEYS);
    expect(Object.values(flags).every(Boolean)).toBe(true);
    expect(Object.keys(flags)).toHaveLength(PERMISSION_KEYS.length + Object.keys(DERIVED_FLAGS).length);
  });

  it('reads the permissions of the initial state, and none without one', () => {
    expect(access({ permissions: ['platform:ota'] })['platform:ota']).toBe(true);
    expect(access(undefined)['platform:ota']).toBe(false);
  });

  it('includes every access key of the route table in the key list', () => {
    const keys = new Set<string>();
    const walk = (list: typeof routes) =>
      list.forEach((route) => {
        if (route.access) keys.add(route.access);
        if (route.routes) walk(route.routes);
      });
    walk(routes);
    for (const key of keys) expect([...PERMISSION_KEYS, ...Object.keys(DERIVED_FLAGS)]).toContain(key);
  });
});

describe('the unit timeline flag (derived)', () => {
  const unitRoute = routes.find((route) => route.path === '/unit/:serialNumber');

  it('is true for a holder of the asset list or of a production-quality screen key, false otherwise', () => {
    for (const key of ['platform:assets:list', 'platform:productionQuality:factorySnList', 'platform:productionQuality:processInfo', 'platform:productionQuality:feedback']) {
      expect(accessFromKeys([key])[UNIT_TIMELINE], key).toBe(true);
      expect(access({ permissions: [key] })[UNIT_TIMELINE], key).toBe(true);
    }
    expect(accessFromKeys(MEMBER_KEYS)[UNIT_TIMELINE]).toBe(true);
    for (const keys of [[], ['platform:assets'], ['platform:productionQuality'], ['platform:ota:upgrade', 'platform:operation:log']]) {
      expect(accessFromKeys(keys)[UNIT_TIMELINE], keys.join()).toBe(false);
    }
  });

  it('is no permission key: a key of that name from the server grants nothing', () => {
    expect(PERMISSION_KEYS).not.toContain(UNIT_TIMELINE);
    expect(accessFromKeys([UNIT_TIMELINE])[UNIT_TIMELINE]).toBe(false);
  });

  it("opens the timeline's route, which never shows in the menu", () => {
    expect(unitRoute?.access).toBe(UNIT_TIMELINE);
    expect(isRouteAllowed(unitRoute!, accessFromKeys(['platform:assets:list']))).toBe(true);
    expect(isRouteAllowed(unitRoute!, accessFromKeys(['platform:enterprise:info']))).toBe(false);
    expect(isRouteVisible(unitRoute!, accessFromKeys(PERMISSION_KEYS))).toBe(false);
    expect(topLevelMenu(PERMISSION_KEYS)).not.toContain('/unit/:serialNumber');
  });
});

describe('the system section flag (derived: translations and dictionaries)', () => {
  const section = routes.find((route) => route.path === '/system');

  it("is true for a holder of either screen's key, and the section shows only the screens its keys open", () => {
    expect(section?.access).toBe(SYSTEM_SECTION);
    for (const key of ['platform:i18n', 'platform:dictionary']) expect(accessFromKeys([key])[SYSTEM_SECTION], key).toBe(true);
    for (const keys of [[], ['platform:i18n:edit'], MEMBER_KEYS]) expect(accessFromKeys(keys)[SYSTEM_SECTION], keys.join()).toBe(false);
    expect(PERMISSION_KEYS).not.toContain(SYSTEM_SECTION);
    expect(accessFromKeys([SYSTEM_SECTION])[SYSTEM_SECTION]).toBe(false);
    const screens = (keys: string[]) =>
      (section?.routes ?? []).filter((route) => route.name && isRouteVisible(route, accessFromKeys(keys))).map((route) => route.path);
    expect(screens(['platform:dictionary'])).toEqual(['/system/dictionaries']);
    expect(screens(['platform:i18n', 'platform:i18n:import', 'platform:dictionary'])).toEqual(['/system/translations', '/system/dictionaries']);
    expect(topLevelMenu(['platform:i18n'])).toContain('/system');
    expect(topLevelMenu(MEMBER_KEYS)).not.toContain('/system');
  });
});

describe('whom the console draws for (the tenant boundary)', () => {
  it('gives allCompanies to a platform account only', () => {
    expect(access({ permissions: [], currentUser: { roleType: 'platform' } })[ALL_COMPANIES]).toBe(true);
    for (const roleType of ['enterprise', 'agent', '', 'PLATFORM', undefined]) {
      expect(access({ permissions: PERMISSION_KEYS, currentUser: { roleType } })[ALL_COMPANIES]).toBe(false);
    }
  });

  it('counts a stored user from before role types, and no user, as not platform', () => {
    expect(access({ permissions: PERMISSION_KEYS, currentUser: {} })[ALL_COMPANIES]).toBe(false);
    expect(access({ permissions: PERMISSION_KEYS })[ALL_COMPANIES]).toBe(false);
    expect(access(undefined)[ALL_COMPANIES]).toBe(false);
  });

  it('is no permission key: every key of an enterprise administrator, or a key of that name, does not grant it', () => {
    expect(PERMISSION_KEYS).not.toContain(ALL_COMPANIES);
    const flags = access({ permissions: [...PERMISSION_KEYS, ALL_COMPANIES], currentUser: { roleType: 'enterprise' } });
    expect(flags[ALL_COMPANIES]).toBe(false);
    expect(flags['platform:assets:list']).toBe(true);
  });
});

describe('menu rules', () => {
  it('shows the admin every section of the menu, but never the hidden /map', () => {
    expect(topLevelMenu(PERMISSION_KEYS)).toEqual([
      '/welcome',
      '/account',
      '/enterprise',
      '/person',
      '/assets',
      '/resource',
      '/scene',
      '/operations',
      '/ota',
      '/control',
      '/business',
      '/normalization',
      '/production-quality',
      '/system',
    ]);
  });

  it('shows a member only asset management besides welcome and the personal center', () => {
    expect(topLevelMenu(MEMBER_KEYS)).toEqual(['/welcome', '/account', '/assets']);
  });

  it('hides an entry whose flag is missing', () => {
    expect(topLevelMenu([])).toEqual(['/welcome', '/account']);
  });

  it('hides a parent when all its children are hidden, though its own flag is true', () => {
    const flags = accessFromKeys(['platform:enterprise', 'platform:enterprise:info:edit']);
    const enterprise = routes.find((route) => route.path === '/enterprise');
    expect(enterprise).toBeDefined();
    expect(isRouteVisible(enterprise!, flags)).toBe(false);
  });

  it('hides a child whose flag is false while the parent stays for its other children', () => {
    const menu = visibleMenu(routes, accessFromKeys(['platform:resource', 'platform:resource:ota']));
    const resource = menu.find((route) => route.path === '/resource');
    expect(resource?.routes?.map((route) => route.path)).toEqual(['/resource/ota']);
  });

  it('never shows hidden entries (edit, detail, issued, environment map) in the menu', () => {
    const menu = visibleMenu(routes, accessFromKeys(PERMISSION_KEYS));
    const paths: string[] = [];
    const walk = (list: typeof routes) =>
      list.forEach((route) => {
        paths.push(route.path);
        if (route.routes) walk(route.routes);
      });
    walk(menu);
    for (const hidden of ['/enterprise/edit', '/person/edit', '/assets/list/detail/:id', '/ota/update/issued', '/control/map', '/account/settings', '/map']) {
      expect(paths).not.toContain(hidden);
    }
  });
});

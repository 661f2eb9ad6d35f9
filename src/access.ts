/**
 * Permission keys -> access flags (specification section 6). Pure: no I/O.
 *
 * Every key the server returned becomes a true flag; every other key of the
 * specification is present and false. Route entries name a key in `access`;
 * Umi hides an entry whose flag is false or missing. `isRouteVisible` states
 * the same rule for the menu the console draws itself (the header dropdown),
 * including "a parent is hidden when all its children are hidden".
 *
 * Besides the keys, one flag says whom the console draws for: `allCompanies`,
 * true only for a platform account (role type 'platform'), which reaches
 * every company; any other account sees its own company only, so the screens
 * offer it no company filter, column or choice (docs/api.md "Tenant boundary":
 * the server enforces the boundary whatever the console shows).
 *
 * A route that more than one key opens names a derived flag (Umi's `access`
 * takes one flag): `unitTimeline`, true for a holder of any key in
 * `UNIT_TIMELINE_KEYS` (the unit timeline's route, docs/api.md "One unit's
 * timeline"). Derived flags are computed from the keys, never taken from the
 * server's list.
 */
import { DICTIONARY_KEYS, PERMISSION_KEYS, TRANSLATION_KEYS, type AccessFlags } from './services/types/permissions';

/** The flag of the unit timeline's route (`/unit/:serialNumber`): any of `UNIT_TIMELINE_KEYS`. */
export const UNIT_TIMELINE = 'unitTimeline';

/**
 * Who may open one unit's timeline: the asset list's holder (the asset parts) or a holder of a production-quality
 * screen's key (the production parts); the server decides what each part shows.
 */
export const UNIT_TIMELINE_KEYS: readonly string[] = [
  'platform:assets:list',
  'platform:productionQuality:factorySnList',
  'platform:productionQuality:processInfo',
  'platform:productionQuality:feedback',
];

/** The flags computed from keys (not permission keys themselves): each true when any of its keys is. */
/** The flag of the system section (`/system`: translations and dictionaries): either screen's key. */
export const SYSTEM_SECTION = 'system';
export const SYSTEM_SECTION_KEYS: readonly string[] = [TRANSLATION_KEYS.list, DICTIONARY_KEYS.list];

export const DERIVED_FLAGS: Readonly<Record<string, readonly string[]>> = {
  [UNIT_TIMELINE]: UNIT_TIMELINE_KEYS,
  [SYSTEM_SECTION]: SYSTEM_SECTION_KEYS,
};

export function accessFromKeys(keys: readonly string[] | undefined | null): AccessFlags {
  const flags: AccessFlags = {};
  for (const key of PERMISSION_KEYS) flags[key] = false;
  for (const key of keys ?? []) {
    if (typeof key === 'string' && key !== '') flags[key] = true;
  }
  // After the keys: a key of a derived flag's name from the server grants nothing.
  for (const [flag, from] of Object.entries(DERIVED_FLAGS)) flags[flag] = from.some((key) => flags[key] === true);
  return flags;
}

export interface AccessRoute {
  path?: string;
  name?: string;
  access?: string;
  hideInMenu?: boolean;
  redirect?: string;
  routes?: AccessRoute[];
  children?: AccessRoute[];
}

/** Whether the route may be opened: no key, or a key whose flag is true. */
export function isRouteAllowed(route: AccessRoute, flags: AccessFlags): boolean {
  return route.access === undefined || flags[route.access] === true;
}

/** Menu entries are the named routes; redirects and not-found children never show. */
function isMenuEntry(route: AccessRoute): boolean {
  return Boolean(route.name) && !route.redirect;
}

function menuChildren(route: AccessRoute): AccessRoute[] {
  return (route.routes ?? route.children ?? []).filter(isMenuEntry);
}

/**
 * Whether the route shows in the menu: allowed, not hidden, and, if it has
 * menu children, at least one of them visible.
 */
export function isRouteVisible(route: AccessRoute, flags: AccessFlags): boolean {
  if (route.hideInMenu || !isRouteAllowed(route, flags)) return false;
  const children = menuChildren(route);
  if (children.length === 0) return true;
  return children.some((child) => isRouteVisible(child, flags));
}

/** The visible menu tree: the routes that show, each with only its visible children. */
export function visibleMenu<T extends AccessRoute>(routes: readonly T[], flags: AccessFlags): T[] {
  const out: T[] = [];
  for (const route of routes) {
    if (!isMenuEntry(route) || !isRouteVisible(route, flags)) continue;
    const children = menuChildren(route) as T[];
    if (children.length > 0) {
      out.push({ ...route, routes: visibleMenu(children, flags) });
    } else {
      out.push(route);
    }
  }
  return out;
}

/** The flag of a platform account: it reaches every company (not a permission key). */
export const ALL_COMPANIES = 'allCompanies';

/** Whether the signed-in account reaches every company: only a platform role does; a stored user without a role type does not. */
export function reachesAllCompanies(user: { roleType?: string } | undefined | null): boolean {
  return user?.roleType === 'platform';
}

export default function access(
  initialState: { permissions?: readonly string[]; currentUser?: { roleType?: string } } | undefined,
): AccessFlags {
  return { ...accessFromKeys(initialState?.permissions), [ALL_COMPANIES]: reachesAllCompanies(initialState?.currentUser) };
}

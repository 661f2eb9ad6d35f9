/**
 * The permission keys as a tree (pure, no I/O): a key's parent is the key
 * with its last segment removed (the nearest such key that exists), so
 * `personBase` and `platform` are the roots and every `platform:...` key sits
 * under `platform`. Each key has one label id: an exact one
 * (`role.permission.<key>`), else the menu entry of THE route table whose
 * access it is (`menu.enterprise.info`), else its action
 * (`role.permission.action.<last segment>`, e.g. `:edit`).
 *
 * The rule of a role's keys: a key is useless without its ancestors (the
 * menu hides a screen whose section is hidden), so checking a key checks its
 * ancestors, unchecking one unchecks its descendants, and what is sent is
 * closed over ancestors, in PERMISSION_KEYS order.
 */
import routes, { type RouteEntry } from '../../../config/routes';

export interface PermissionNode {
  key: string;
  /** The i18n id of its label. */
  labelId: string;
  children: PermissionNode[];
}

/** Keys named by themselves rather than by a menu entry or an action. */
export const EXACT_LABEL_KEYS: readonly string[] = ['personBase', 'platform'];

/** Access key -> the menu entry's i18n id (`menu.<parent>.<child>`), from a route table. */
export function menuIdsByAccess(entries: readonly RouteEntry[], parents: string[] = []): Map<string, string> {
  const ids = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.name) continue;
    const names = [...parents, entry.name];
    if (entry.access && !ids.has(entry.access)) ids.set(entry.access, ['menu', ...names].join('.'));
    for (const [key, id] of menuIdsByAccess(entry.routes ?? [], names)) if (!ids.has(key)) ids.set(key, id);
  }
  return ids;
}

const MENU_IDS = menuIdsByAccess(routes);

export function permissionLabelId(key: string, menuIds: ReadonlyMap<string, string> = MENU_IDS): string {
  if (EXACT_LABEL_KEYS.includes(key)) return `role.permission.${key}`;
  return menuIds.get(key) ?? `role.permission.action.${key.slice(key.lastIndexOf(':') + 1)}`;
}

/** The nearest existing ancestor of a key among `keys`, or undefined for a root. */
export function parentOf(key: string, keys: ReadonlySet<string>): string | undefined {
  let current = key;
  while (current.includes(':')) {
    current = current.slice(0, current.lastIndexOf(':'));
    if (keys.has(current)) return current;
  }
  return undefined;
}

/** Every ancestor of a key among `keys`, nearest first. */
export function ancestorsOf(key: string, keys: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let parent = parentOf(key, keys); parent !== undefined; parent = parentOf(parent, keys)) out.push(parent);
  return out;
}

/** The tree of `keys` (in their order, children in the list's order). */
export function buildPermissionTree(keys: readonly string[], menuIds: ReadonlyMap<string, string> = MENU_IDS): PermissionNode[] {
  const known = new Set(keys);
  const nodes = new Map<string, PermissionNode>();
  const roots: PermissionNode[] = [];
  for (const key of keys) {
    if (nodes.has(key)) continue;
    const node: PermissionNode = { key, labelId: permissionLabelId(key, menuIds), children: [] };
    nodes.set(key, node);
  }
  for (const node of nodes.values()) {
    const parent = parentOf(node.key, known);
    if (parent !== undefined) nodes.get(parent)?.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every key below a key among `keys`. */
export function descendantsOf(key: string, keys: readonly string[]): string[] {
  return keys.filter((candidate) => candidate.startsWith(`${key}:`));
}

/** The keys to send: the chosen ones and all their ancestors, known keys only, each once, in `keys` order. */
export function withAncestors(chosen: Iterable<string>, keys: readonly string[]): string[] {
  const known = new Set(keys);
  const wanted = new Set<string>();
  for (const key of chosen) {
    if (!known.has(key)) continue;
    wanted.add(key);
    for (const ancestor of ancestorsOf(key, known)) wanted.add(ancestor);
  }
  return keys.filter((key) => wanted.has(key));
}

/** The checked keys after a person ticks (`checked` true) or unticks a key in the tree. */
export function toggleKey(current: readonly string[], key: string, checked: boolean, keys: readonly string[]): string[] {
  if (checked) return withAncestors([...current, key], keys);
  const removed = new Set([key, ...descendantsOf(key, keys)]);
  return keys.filter((candidate) => current.includes(candidate) && !removed.has(candidate));
}

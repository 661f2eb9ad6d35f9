/**
 * The permission keys as a tree (pure, no I/O): a key's parent is the key
 * with its last segment removed (the nearest such key that exists), so
 * `personBase` and `platform` are the roots and every `platform:...` key sits
 * under `platform`. Each key has one label id: an exact one
 * (`role.permission.<key>`), else the menu entry of THE route table whose
 * access it is (`menu.enterprise.info`), else its action
 * (`role.permission.action.<last segment>`, e.g. `:edit`).
 *
 * The rule of a role's keys. Two kinds of parent:
 * - a section (`platform` and each menu section, `platform:resource`...): a
 *   key with keys below it that opens no screen of its own. It only shows its
 *   part of the menu, and section 6 hides a parent when all its children are
 *   hidden, so a section follows its children both ways: held while at least
 *   one key below it is, dropped when none is. Ticking a section ticks all
 *   below it; unticking it unticks them.
 * - a screen with actions below it (`platform:resource:logs` and its `:add`,
 *   `platform:assets:list:detail` and its tabs): the screen is a permission
 *   of its own (seeing it), so it may be held alone; an action needs it.
 * So ticking a key ticks its ancestors, unticking one unticks its
 * descendants and every section left empty, and what is sent is
 * `normaliseKeys` (known keys, closed over ancestors, no empty section), in
 * PERMISSION_KEYS order. A role loaded from the server is normalised the
 * same way before it is shown, so the tree and what a save sends agree.
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

/** The access keys of a route table's screens (entries that draw a component), at any depth. */
export function screenKeysOf(entries: readonly RouteEntry[]): Set<string> {
  const keys = new Set<string>();
  for (const entry of entries) {
    if (entry.access && entry.component) keys.add(entry.access);
    for (const key of screenKeysOf(entry.routes ?? [])) keys.add(key);
  }
  return keys;
}

const SCREEN_KEYS = screenKeysOf(routes);

/** The sections among `keys`: the keys with keys below them that open no screen of their own. */
export function sectionKeysOf(keys: readonly string[], screens: ReadonlySet<string> = SCREEN_KEYS): Set<string> {
  const known = new Set(keys);
  const parents = new Set<string>();
  for (const key of keys) {
    const parent = parentOf(key, known);
    if (parent !== undefined) parents.add(parent);
  }
  return new Set(keys.filter((key) => parents.has(key) && !screens.has(key)));
}

/**
 * A role's keys made whole: known keys only, each with its ancestors, and a
 * section only while a key below it is held (a section alone is dropped), each
 * once, in `keys` order. What the tree shows and what a save sends.
 */
export function normaliseKeys(chosen: Iterable<string>, keys: readonly string[], sections: ReadonlySet<string> = sectionKeysOf(keys)): string[] {
  return withAncestors(
    [...chosen].filter((key) => !sections.has(key)),
    keys,
  );
}

/**
 * The checked keys after a person ticks (`checked` true) or unticks a key in
 * the tree: ticking a key ticks its ancestors (and, for a section, all below
 * it); unticking one unticks all below it and the sections left empty.
 */
export function toggleKey(
  current: readonly string[],
  key: string,
  checked: boolean,
  keys: readonly string[],
  sections: ReadonlySet<string> = sectionKeysOf(keys),
): string[] {
  const below = descendantsOf(key, keys);
  if (checked) return normaliseKeys([...current, key, ...(sections.has(key) ? below : [])], keys, sections);
  const removed = new Set([key, ...below]);
  return normaliseKeys(
    current.filter((candidate) => !removed.has(candidate)),
    keys,
    sections,
  );
}

/**
 * What the tree shows for held keys: a screen or an action is checked when
 * held; a held section is checked when every key below it is held, else
 * half-checked. So a key is sent exactly when it shows checked or half-checked.
 */
export function checkState(
  value: readonly string[],
  keys: readonly string[],
  sections: ReadonlySet<string> = sectionKeysOf(keys),
): { checked: string[]; halfChecked: string[] } {
  const held = new Set(value);
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const key of value) {
    if (!sections.has(key)) checked.push(key);
    else if (descendantsOf(key, keys).every((below) => held.has(below))) checked.push(key);
    else halfChecked.push(key);
  }
  return { checked, halfChecked };
}

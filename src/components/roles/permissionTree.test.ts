import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { PERMISSION_KEYS } from '@/services/types/permissions';
import {
  ancestorsOf,
  buildPermissionTree,
  checkState,
  descendantsOf,
  menuIdsByAccess,
  parentOf,
  normaliseKeys,
  permissionLabelId,
  screenKeysOf,
  sectionKeysOf,
  toggleKey,
  withAncestors,
  type PermissionNode,
} from './permissionTree';

const flatten = (nodes: PermissionNode[]): PermissionNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('the permission tree', () => {
  const tree = buildPermissionTree(PERMISSION_KEYS);

  it('has personBase and platform as roots and every key once, in the key list order', () => {
    expect(tree.map((node) => node.key)).toEqual(['personBase', 'platform']);
    expect(flatten(tree).map((node) => node.key)).toEqual([...PERMISSION_KEYS]);
  });

  it('puts a key under the key with its last segment removed', () => {
    const nodes = new Map(flatten(tree).map((node) => [node.key, node]));
    expect(nodes.get('platform')?.children.map((node) => node.key)).toContain('platform:enterprise');
    expect(nodes.get('platform:enterprise:info')?.children.map((node) => node.key)).toEqual(
      ['edit', 'addMembers', 'viewMembers', 'removeMembers', 'import', 'export'].map((action) => `platform:enterprise:info:${action}`),
    );
    expect(nodes.get('platform:assets:list:detail')?.children.map((node) => node.key)).toEqual([
      'platform:assets:list:detail:robotComponent',
      'platform:assets:list:detail:exception',
    ]);
  });

  it('skips a missing segment: the parent is the nearest existing key', () => {
    const keys = new Set(['platform', 'platform:a:b']);
    expect(parentOf('platform:a:b', keys)).toBe('platform');
    expect(parentOf('platform', keys)).toBeUndefined();
    expect(buildPermissionTree(['x:y', 'platform', 'platform:a:b']).map((node) => node.key)).toEqual(['x:y', 'platform']);
  });

  it('labels a key by its menu entry, else its action, else by itself; every label is translated in both languages', () => {
    expect(permissionLabelId('platform:enterprise:info')).toBe('menu.enterprise.info');
    expect(permissionLabelId('platform:operation:log')).toBe('menu.operations.logs');
    expect(permissionLabelId('platform:assets:list:singleDeviceConfig')).toBe('role.permission.action.singleDeviceConfig');
    expect(permissionLabelId('platform:scene:list:edit')).toBe('role.permission.action.edit');
    expect(permissionLabelId('personBase')).toBe('role.permission.personBase');
    for (const key of PERMISSION_KEYS) {
      expect(enUS, key).toHaveProperty([permissionLabelId(key)]);
      expect(zhCN, key).toHaveProperty([permissionLabelId(key)]);
    }
  });

  it('reads menu ids from a route table, the first entry of a key winning', () => {
    const ids = menuIdsByAccess([
      { path: '/a', name: 'a', access: 'k', routes: [{ path: '/a/b', name: 'b', access: 'k:b' }, { path: '/a/c', access: 'k:c' }] },
      { path: '/d', name: 'd', access: 'k' },
    ]);
    expect([...ids]).toEqual([
      ['k', 'menu.a'],
      ['k:b', 'menu.a.b'],
    ]);
  });
});

describe('the keys of a role', () => {
  it('sends a key with all its ancestors, each once, in the key list order, unknown keys dropped', () => {
    expect(withAncestors(['platform:scene:list:edit', 'personBase', 'nope', 'platform:scene'], PERMISSION_KEYS)).toEqual([
      'personBase',
      'platform',
      'platform:scene',
      'platform:scene:list',
      'platform:scene:list:edit',
    ]);
    expect(withAncestors([], PERMISSION_KEYS)).toEqual([]);
  });

  it('ticks ancestors with a key, and unticks descendants with one; a screen stays without its actions', () => {
    const keys = PERMISSION_KEYS;
    const ticked = toggleKey([], 'platform:enterprise:info:edit', true, keys);
    expect(ticked).toEqual(['platform', 'platform:enterprise', 'platform:enterprise:info', 'platform:enterprise:info:edit']);
    // the screen is a permission of its own (seeing it): it stays when its last action goes
    expect(toggleKey(ticked, 'platform:enterprise:info:edit', false, keys)).toEqual(['platform', 'platform:enterprise', 'platform:enterprise:info']);
    // a section left empty goes, and so does the section above it (nested)
    expect(toggleKey(ticked, 'platform:enterprise', false, keys)).toEqual([]);
    expect(toggleKey(['personBase', ...ticked], 'platform:enterprise:info', false, keys)).toEqual(['personBase']);
    expect(toggleKey(['personBase', ...ticked], 'platform', false, keys)).toEqual(['personBase']);
  });

  it('holds a section while a key below it is held, and drops it when none is (both ways)', () => {
    const keys = PERMISSION_KEYS;
    const base = ['personBase', 'platform', 'platform:ota', 'platform:ota:package'];
    // Log files brings Resource management (and platform, held already): 4 -> 6 keys
    const ticked = toggleKey(base, 'platform:resource:logs', true, keys);
    expect(ticked).toEqual(['personBase', 'platform', 'platform:resource', 'platform:resource:logs', 'platform:ota', 'platform:ota:package']);
    // ... and unticking it drops Resource management again: back to the 4 keys
    expect(toggleKey(ticked, 'platform:resource:logs', false, keys)).toEqual(base);
    // with a sibling still held, the section stays
    const both = toggleKey(ticked, 'platform:resource:ota', true, keys);
    expect(toggleKey(both, 'platform:resource:logs', false, keys)).toEqual([
      'personBase',
      'platform',
      'platform:resource',
      'platform:resource:ota',
      'platform:ota',
      'platform:ota:package',
    ]);
    // nested: the last key under platform going takes platform with it
    expect(toggleKey(['personBase', 'platform', 'platform:map', 'platform:map:home'], 'platform:map:home', false, keys)).toEqual(['personBase']);
    // an action's screen stays held: only sections follow their children
    const action = toggleKey([], 'platform:assets:list:detail:exception', true, keys);
    expect(action).toEqual(['platform', 'platform:assets', 'platform:assets:list', 'platform:assets:list:detail', 'platform:assets:list:detail:exception']);
    expect(toggleKey(action, 'platform:assets:list:detail:exception', false, keys)).toEqual([
      'platform',
      'platform:assets',
      'platform:assets:list',
      'platform:assets:list:detail',
    ]);
  });

  it('ticking a section ticks all below it; a half-checked section ticks the rest', () => {
    const keys = PERMISSION_KEYS;
    const resource = toggleKey([], 'platform:resource', true, keys);
    expect(resource).toEqual(['platform', 'platform:resource', ...descendantsOf('platform:resource', keys)]);
    expect(toggleKey(resource, 'platform:resource', false, keys)).toEqual([]);
    const some = toggleKey([], 'platform:resource:logs:add', true, keys);
    expect(toggleKey(some, 'platform:resource', true, keys)).toEqual(resource);
  });

  it('knows the sections: platform and the menu sections, not the screens with actions below them', () => {
    expect([...sectionKeysOf(PERMISSION_KEYS)]).toEqual([
      'platform',
      'platform:enterprise',
      'platform:person',
      'platform:assets',
      'platform:resource',
      'platform:scene',
      'platform:map',
      'platform:operation',
      'platform:ota',
      'platform:control',
      'platform:business',
      'platform:normalization',
      'platform:productionQuality',
    ]);
    expect(screenKeysOf([{ path: '/a', access: 'a', routes: [{ path: '/a/b', access: 'a:b', component: './B' }] }])).toEqual(new Set(['a:b']));
  });

  it('normalises a role from the server: a section alone is dropped, missing ancestors are added', () => {
    const keys = PERMISSION_KEYS;
    expect(normaliseKeys(['personBase', 'platform', 'platform:resource'], keys)).toEqual(['personBase']);
    expect(normaliseKeys(['platform:resource:logs:add', 'nope'], keys)).toEqual([
      'platform',
      'platform:resource',
      'platform:resource:logs',
      'platform:resource:logs:add',
    ]);
    // a whole set stays whole
    expect(normaliseKeys(keys, keys)).toEqual([...keys]);
    expect(normaliseKeys(['personBase', 'platform', 'platform:assets', 'platform:assets:list', 'platform:assets:list:detail'], keys)).toEqual([
      'personBase',
      'platform',
      'platform:assets',
      'platform:assets:list',
      'platform:assets:list:detail',
    ]);
  });

  it('shows a held section checked when all below it is held, else half-checked: shown and sent agree', () => {
    const keys = PERMISSION_KEYS;
    const value = normaliseKeys(['personBase', 'platform:resource:logs', ...descendantsOf('platform:ota', keys), 'platform:ota'], keys);
    const state = checkState(value, keys);
    expect(state.halfChecked).toEqual(['platform', 'platform:resource']);
    expect(state.checked).toEqual(value.filter((key) => !state.halfChecked.includes(key)));
    expect(state.checked).toContain('platform:ota');
    expect(state.checked).toContain('platform:resource:logs');
    expect(checkState(keys, keys)).toEqual({ checked: [...keys], halfChecked: [] });
  });

  it('knows ancestors and descendants by segments, not by prefix', () => {
    const keys = new Set(PERMISSION_KEYS);
    expect(ancestorsOf('platform:ota:upgrade:send', keys)).toEqual(['platform:ota:upgrade', 'platform:ota', 'platform']);
    expect(descendantsOf('platform:resource:logs', PERMISSION_KEYS)).toEqual(
      ['add', 'edit', 'download', 'delete'].map((action) => `platform:resource:logs:${action}`),
    );
    // platform:control:map is not below platform:control:m..., nor platform:map below platform:m
    expect(descendantsOf('platform:map', PERMISSION_KEYS)).toEqual(['platform:map:home']);
  });
});

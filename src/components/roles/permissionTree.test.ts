import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { PERMISSION_KEYS } from '@/services/types/permissions';
import {
  ancestorsOf,
  buildPermissionTree,
  descendantsOf,
  menuIdsByAccess,
  parentOf,
  permissionLabelId,
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

  it('ticks ancestors with a key, and unticks descendants with one', () => {
    const keys = PERMISSION_KEYS;
    const ticked = toggleKey([], 'platform:enterprise:info:edit', true, keys);
    expect(ticked).toEqual(['platform', 'platform:enterprise', 'platform:enterprise:info', 'platform:enterprise:info:edit']);
    expect(toggleKey(ticked, 'platform:enterprise:info:edit', false, keys)).toEqual(['platform', 'platform:enterprise', 'platform:enterprise:info']);
    expect(toggleKey(ticked, 'platform:enterprise', false, keys)).toEqual(['platform']);
    expect(toggleKey(['personBase', ...ticked], 'platform', false, keys)).toEqual(['personBase']);
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

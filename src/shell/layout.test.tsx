/**
 * The shell's menu data: only the entries the user's keys allow, and each
 * top-level entry with its icon by name (the build keeps the layout plugin's
 * icon table out of the entry chunk: src/shims/layoutIcons.ts).
 */
import { AndroidOutlined, HddOutlined, HomeOutlined } from '@ant-design/icons';
import { isValidElement, type ReactElement } from 'react';
import { createHistory } from '@@/core/history';
import defaultSettings from '../../config/defaultSettings';
import { layout } from './layout';

createHistory({ type: 'browser' });

type MenuItem = { path?: string; icon?: unknown; children?: MenuItem[] };

function menuFor(permissions: string[], items: MenuItem[]): MenuItem[] {
  const config = layout({ initialState: { permissions, appValue: {}, settings: defaultSettings }, refresh: async () => undefined } as never);
  const post = (config as { postMenuData: (data: MenuItem[]) => MenuItem[] }).postMenuData;
  return post(items);
}

it('keeps the entries the keys allow and gives each top-level entry its icon', () => {
  const menu = menuFor(
    ['platform', 'platform:assets', 'platform:assets:list'],
    [
      { path: '/welcome', icon: 'home' },
      { path: '/assets', icon: 'hdd', children: [{ path: '/assets/list' }, { path: '/assets/other' }] },
      { path: '/person', icon: 'usergroupAdd' },
      { path: '/not-a-route', icon: 'home' },
    ],
  );
  expect(menu.map((item) => item.path)).toEqual(['/welcome', '/assets']);
  expect(menu[1].children?.map((item) => item.path)).toEqual(['/assets/list']);
  const icons = menu.map((item) => item.icon as ReactElement);
  expect(icons.every((icon) => isValidElement(icon))).toBe(true);
  expect(icons[0].type).toBe(HomeOutlined);
  expect(icons[1].type).toBe(HddOutlined);
});

it('gives an entry whose icon has no known name the Android icon, and keeps an element as it is', () => {
  const element = <HddOutlined />;
  const menu = menuFor(['platform', 'platform:assets', 'platform:assets:list'], [{ path: '/welcome', icon: 'nothing' }, { path: '/assets', icon: element }]);
  expect((menu[0].icon as ReactElement).type).toBe(AndroidOutlined);
  expect(menu[1].icon).toBe(element);
});

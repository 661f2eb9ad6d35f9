/**
 * The shell's menu data: only the entries the user's keys allow, and each
 * top-level entry with its icon by name. The menu
 * layout: the stored choice, except under /control, which never uses the
 * mixed one (sections 2 and 4).
 */
import { AndroidOutlined, HddOutlined, HomeOutlined } from '@ant-design/icons';
import { isValidElement, type ReactElement } from 'react';
import { history } from '@umijs/max';
import { createHistory } from '@@/core/history';
import HeaderMenu from '@/components/HeaderMenu';
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

describe("the menu layout, with the mixed layout stored as the user's choice", () => {
  // As src/startup/initialState.ts hands it over when the stored app value says 'mix'.
  const config = () =>
    layout({
      initialState: {
        permissions: ['platform', 'platform:control', 'platform:control:global'],
        appValue: { layout: 'mix' },
        settings: { ...defaultSettings, layout: 'mix' },
      },
      refresh: async () => undefined,
    } as never) as { layout?: string; headerTitleRender: (logo: unknown) => unknown };
  const LOGO = <img alt="logo" />;

  afterEach(() => history.push('/'));

  it.each(['/control', '/control/global', '/control/map'])('is the top layout under %s, with the whole menu in the dropdown', (path) => {
    history.push(path);
    const under = config();
    expect(under.layout).toBe('top');
    expect((under.headerTitleRender(LOGO) as ReactElement).type).toBe(HeaderMenu);
  });

  it.each(['/welcome', '/assets/list', '/person/list', '/controller'])('is the mixed layout at %s, with the logo', (path) => {
    history.push(path);
    const elsewhere = config();
    expect(elsewhere.layout).toBe('mix');
    expect(elsewhere.headerTitleRender(LOGO)).toBe(LOGO);
  });
});

it("names a section once in the breadcrumb when its screen bears the section's name", () => {
  const config = layout({ initialState: { permissions: [], appValue: {}, settings: defaultSettings }, refresh: async () => undefined } as never);
  const render = (config as { breadcrumbRender: (items: Array<{ linkPath: string; breadcrumbName: string }>) => unknown }).breadcrumbRender;
  expect(
    render([
      { linkPath: '/assets', breadcrumbName: 'Asset management' },
      { linkPath: '/assets/list', breadcrumbName: 'Asset management' },
      { linkPath: '/assets/list/detail/a1', breadcrumbName: 'Asset detail' },
    ]),
  ).toEqual([
    { linkPath: '/assets', breadcrumbName: 'Asset management' },
    { linkPath: '/assets/list/detail/a1', breadcrumbName: 'Asset detail' },
  ]);
  expect(render([{ linkPath: '/person', breadcrumbName: 'User management' }, { linkPath: '/person/list', breadcrumbName: 'Members' }])).toHaveLength(2);
});

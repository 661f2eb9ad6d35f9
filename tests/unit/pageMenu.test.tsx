/** The page menu's dynamic sub-menus: kept per tab, shown after a divider, removable; the menu button names the section. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, storeSession } from '../render';
import { sim } from '../simulator';
import {
  addDynamicEntry,
  DYNAMIC_MENU_MAX,
  removeDynamicEntry,
  sectionOf,
  useDynamicMenu,
} from '@/components/pageMenu/dynamicMenu';
import { pageMenuItems } from '@/components/pageMenu/PageMenu';
import type { MenuNode } from '@/components/menuTree';
import { clearSharedState } from '@/request/storage';
import { renderHook } from '@testing-library/react';

const stored = () => JSON.parse(window.sessionStorage.getItem('dynamicMenu') ?? '{}') as Record<string, Array<{ path: string }>>;

describe('the dynamic menu store', () => {
  it('files an entry under the first path segment, newest first, once, at most five', () => {
    expect(sectionOf('/assets/list/detail/7')).toBe('/assets');
    expect(sectionOf('/')).toBe('/');
    for (let i = 1; i <= DYNAMIC_MENU_MAX + 2; i += 1) addDynamicEntry({ path: `/assets/list/detail/${i}`, title: `Robot ${i}` });
    addDynamicEntry({ path: '/assets/list/detail/5', title: 'Robot 5' });
    expect(stored()['/assets'].map((entry) => entry.path)).toEqual([
      '/assets/list/detail/5',
      '/assets/list/detail/7',
      '/assets/list/detail/6',
      '/assets/list/detail/4',
      '/assets/list/detail/3',
    ]);
    removeDynamicEntry('/assets/list/detail/7');
    expect(stored()['/assets']).toHaveLength(4);
  });

  it('reads a corrupt or foreign entry as empty, and clearing the shared state (logout) forgets them', () => {
    window.sessionStorage.setItem('dynamicMenu', '{not json');
    const { result } = renderHook(() => useDynamicMenu());
    expect(result.current).toEqual({});
    act(() => addDynamicEntry({ path: '/scene/list', title: 'Hall A' }));
    expect(result.current['/scene']).toEqual([{ path: '/scene/list', title: 'Hall A' }]);
    window.sessionStorage.setItem('dynamicMenu', JSON.stringify({ '/assets': [{ path: 'http://evil.example', title: 'x' }, 3] }));
    expect(renderHook(() => useDynamicMenu()).result.current).toEqual({ '/assets': [] });
    clearSharedState();
    expect(window.sessionStorage.getItem('dynamicMenu')).toBeNull();
  });

  it('builds a section with its own children, a divider, then its entries; other sections untouched', () => {
    const tree: MenuNode[] = [
      { path: '/welcome', titleId: 'menu.welcome', children: [] },
      { path: '/assets', titleId: 'menu.assets', children: [{ path: '/assets/list', titleId: 'menu.assets.list', children: [] }] },
    ];
    const items = pageMenuItems(tree, { '/assets': [{ path: '/assets/list/detail/1', title: 'Robot 1' }] }, (id) => id);
    expect(items[0]).toMatchObject({ key: '/welcome' });
    expect(items[0]).not.toHaveProperty('children', expect.anything());
    const children = (items[1] as { children: Array<{ key: string; type?: string }> }).children;
    expect(children.map((child) => child.type ?? child.key)).toEqual(['/assets/list', 'divider', '/assets/list/detail/1']);
  });
});

describe('the menus on screen', () => {
  it('the menu button names the current section and lists an opened record after a divider', async () => {
    storeSession('admin');
    const view = renderApp('/assets/list');
    // The file's first screen: the layout's and the route's chunks load now, which a busy machine takes longer over.
    const button = await screen.findByTestId('header-menu', {}, { timeout: 30_000 });
    await waitFor(() => expect(within(button).getByText('Asset management')).toBeInTheDocument());
    act(() => addDynamicEntry({ path: '/assets/list/detail/robot-a', title: 'Robot A' }));
    const user = userEvent.setup({ delay: null });
    await user.click(button);
    expect(view.location()).toBe('/assets/list');
    const dropdown = await waitFor(() => {
      const opened = document.querySelector('.console-header-menu');
      expect(opened).not.toBeNull();
      return opened as HTMLElement;
    });
    await user.hover(within(dropdown).getByText('Asset management'));
    const entry = await screen.findByRole('link', { name: 'Robot A' });
    const popup = entry.closest('ul') as HTMLElement;
    expect(popup.querySelector('.ant-dropdown-menu-item-divider')).not.toBeNull();
    await user.click(entry);
    await view.waitForPath('/assets/list/detail/robot-a');
  });

  it('the side menu (mixed layout) shows the entries under their section, selected when open, and removes one on request', async () => {
    storeSession('admin');
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    if (admin) admin.appValue = { layout: 'mix' };
    // Ids the simulator does not know: an opened asset's detail would retitle its own entry.
    addDynamicEntry({ path: '/assets/list/detail/robot-b', title: 'Robot B' });
    addDynamicEntry({ path: '/assets/list/detail/robot-a', title: 'Robot A' });
    renderApp('/assets/list/detail/robot-a');
    const side = await waitFor(() => {
      const menu = document.querySelector('.ant-layout-sider .ant-menu-inline');
      expect(menu).not.toBeNull();
      return menu as HTMLElement;
    });
    const entry = await within(side).findByRole('link', { name: 'Robot A' }, { timeout: 20_000 });
    expect(entry.closest('li')?.className).toMatch(/ant-menu-item-selected/);
    expect(side.querySelector('.ant-menu-item-divider')).not.toBeNull();
    const user = userEvent.setup({ delay: null });
    const robotB = within(side).getByRole('link', { name: 'Robot B' }).closest('li') as HTMLElement;
    await user.click(within(robotB).getByRole('button', { name: 'Remove from the menu' }));
    await waitFor(() => expect(within(side).queryByRole('link', { name: 'Robot B' })).toBeNull());
    expect(stored()['/assets'].map((item) => item.path)).toEqual(['/assets/list/detail/robot-a']);
  });
});

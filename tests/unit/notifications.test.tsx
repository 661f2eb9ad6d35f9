/**
 * The header's notifications over the simulator: dot, scroll lock, paging to
 * the total, read marking; whole sentences only; links that lead to what
 * they name (the target list opened searched by it).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getIntl } from '@umijs/max';
import { notificationLink, notificationTitle, parseParams } from '@/components/notifications/message';
import { NOTICES_READ } from '@/components/overview/panels';
import type { Notification } from '@/services/notifications';
import { handleControl } from '../../mock/sim/control';
import { received, sim } from '../simulator';
import { renderApp, storeSession } from '../render';

/** The bell's page calls: the overview's panel on /welcome reads the newest NOTICES_READ with a call of its own. */
const pageCalls = () =>
  received.filter((request) => request.url === '/api/base/message-notification/page' && JSON.parse(request.body ?? '{}').pageSize !== NOTICES_READ);
const flagCalls = () => received.filter((request) => request.url === '/api/base/message-notification/flag');
const statusCalls = () => received.filter((request) => request.url === '/api/base/message-notification/status');

/** A new unread notification for the account, as the server would add one (a robot fault, linking to the asset list). */
function notify(account: string): string {
  const reply = handleControl(sim, 'POST', '/__simulator/notify', '', { account });
  return (reply.body as { noSqlId: string }).noSqlId;
}

async function openBell() {
  const user = userEvent.setup();
  const bell = await screen.findByTestId('notification-bell');
  await user.click(bell);
  return { user, list: await screen.findByTestId('notification-list') };
}

/** The bell list's item of this notification, once it is shown. */
const itemWithId = (list: HTMLElement, id: string) =>
  waitFor(() => {
    const found = within(list)
      .getAllByTestId('notification-item')
      .find((candidate) => candidate.dataset.id === id);
    expect(found).toBeDefined();
    return found as HTMLElement;
  });

describe('notification bell', () => {
  it('shows the dot while anything is unread', async () => {
    storeSession('admin');
    renderApp('/welcome');
    // The file's first render loads the whole console and the header's lazy part cold: on a busy machine that
    // takes longer than the suite's default wait.
    await waitFor(() => expect(document.querySelector('[data-testid="notification-dot"] .ant-badge-dot')).not.toBeNull(), { timeout: 30_000 });
  });

  it('locks page scrolling while open, reloads the first page of 5, and restores scrolling when closed', async () => {
    storeSession('admin');
    renderApp('/welcome');
    const { user, list } = await openBell();
    expect(document.body.style.overflow).toBe('hidden');
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(5));
    expect(JSON.parse(pageCalls()[0].body ?? '{}')).toEqual({ pageNumber: 1, pageSize: 5, userId: '1001' });
    await user.click(screen.getByTestId('notification-bell'));
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
    await user.click(screen.getByTestId('notification-bell'));
    await waitFor(() => expect(pageCalls()).toHaveLength(2));
    expect(JSON.parse(pageCalls()[1].body ?? '{}').pageNumber).toBe(1);
  });

  it('loads more near the bottom and stops when the loaded count equals the total', async () => {
    storeSession('admin');
    renderApp('/welcome');
    const { list } = await openBell();
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(5));
    for (let page = 2; page <= 6; page += 1) {
      fireEvent.scroll(list);
      await waitFor(() => expect(pageCalls().length).toBeGreaterThanOrEqual(Math.min(page, 5)));
    }
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(23));
    expect(within(list).getByText('All notifications have been viewed')).toBeInTheDocument();
    fireEvent.scroll(list);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pageCalls()).toHaveLength(5);
  });

  it('counts what it loaded: a notification arriving between pages still ends at the total, with all viewed', async () => {
    storeSession('admin');
    renderApp('/welcome');
    const { list } = await openBell();
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(5));
    // It pushes every later page down by one: page 2 starts with the last item of page 1 again.
    const arrived = notify('admin');
    for (const expected of [9, 14, 19, 24]) {
      fireEvent.scroll(list);
      await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(expected));
    }
    // Each shown once, the new one on top: 24 of 24.
    const ids = within(list)
      .getAllByTestId('notification-item')
      .map((item) => item.dataset.id);
    expect(new Set(ids).size).toBe(24);
    expect(ids[0]).toBe(arrived);
    expect(within(list).getByText('All notifications have been viewed')).toBeInTheDocument();
    const calls = pageCalls().length;
    fireEvent.scroll(list);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pageCalls()).toHaveLength(calls);
  });

  it('marks an unread item read when its link is followed: one status update with its key, then the page', async () => {
    const id = notify('admin');
    storeSession('admin');
    const app = renderApp('/welcome');
    const { user, list } = await openBell();
    const item = await itemWithId(list, id);
    expect(item).toHaveAttribute('data-unread', 'true');
    expect(item.querySelector('.ant-badge-dot')).not.toBeNull();
    await user.click(within(item).getByRole('link', { name: 'Go to' }));
    await app.waitForPath(/^\/assets\/list\?/);
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(JSON.parse(statusCalls()[0].body ?? '{}')).toEqual({ ids: [id] });
    // The header's parts are drawn anew on the new page: opened again, the bell's list shows the item read.
    const again = await openBell();
    const reopened = await itemWithId(again.list, id);
    expect(reopened).toHaveAttribute('data-unread', 'false');
    expect(reopened.querySelector('.ant-badge-dot')).toBeNull();
    expect(statusCalls()).toHaveLength(1);
  });

  it('marks an unread item read on click and refetches the flag', async () => {
    storeSession('admin');
    renderApp('/welcome');
    const { user, list } = await openBell();
    await waitFor(() => expect(within(list).getAllByTestId('notification-item').length).toBeGreaterThan(0));
    const unread = within(list).getAllByTestId('notification-item').find((item) => item.dataset.unread === 'true');
    expect(unread).toBeDefined();
    const flagsBefore = flagCalls().length;
    await user.click(unread!);
    await waitFor(() => expect(unread).toHaveAttribute('data-unread', 'false'));
    const status = received.find((request) => request.url === '/api/base/message-notification/status');
    expect(JSON.parse(status?.body ?? '{}').ids).toHaveLength(1);
    await waitFor(() => expect(flagCalls().length).toBe(flagsBefore + 1));
  });
});

describe('notification words and links', () => {
  const base: Notification = {
    noSqlId: 'n1',
    msg: 'notice.robot.fault',
    msgParam: '{"assetNumber":"AS-000007","code":"E102"}',
    status: 0,
    createTime: 0,
    method: 'GET',
    url: '/assets/list',
  };
  const intl = {
    messages: { 'notice.robot.fault': 'Robot {assetNumber} reported fault {code}', 'notice.unreadable': 'unreadable' },
    formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) => {
      const pattern = (intl.messages as Record<string, string>)[id] ?? id;
      return pattern.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
    },
  };

  it('fills the title from msgParam', () => {
    expect(notificationTitle(intl as never, base)).toBe('Robot AS-000007 reported fault E102');
  });

  it('shows a sentence only whole: a missing parameter or a malformed msgParam gives the wording without parameters', () => {
    expect(parseParams('{"assetNumber":')).toEqual({});
    for (const lang of ['en-US', 'zh-CN']) {
      const real = getIntl(lang);
      const brief = real.formatMessage({ id: 'notice.robot.fault.brief' });
      for (const msgParam of ['{"assetNumber":', '{"assetNumber":"AS-000007"}', '{"assetNumber":"AS-000007","code":" "}', '', '[1]']) {
        const title = notificationTitle(real, { ...base, msgParam });
        expect(title, `${lang} ${msgParam}`).toBe(brief);
        expect(title).not.toMatch(/—|\{|undefined/);
      }
      expect(notificationTitle(real, base)).toMatch(/AS-000007.*E102/);
      // Every message the simulator sends has its wording without parameters.
      for (const msg of ['notice.ota.finished', 'notice.ota.push.finished', 'notice.robot.fault', 'notice.member.joined']) {
        expect(notificationTitle(real, { ...base, msg, msgParam: '{}' }), msg).toBe(real.formatMessage({ id: `${msg}.brief` }));
      }
    }
    // A message without such a wording is "cannot be shown", never a sentence with holes.
    expect(notificationTitle(intl as never, { ...base, msgParam: '{"assetNumber":' })).toBe('unreadable');
  });

  it('links GET messages with their parameters added to the query string, never off-site', () => {
    expect(notificationLink(base)).toBe('/assets/list?assetNumber=AS-000007&code=E102');
    expect(notificationLink({ ...base, method: '' })).toBeUndefined();
    expect(notificationLink({ ...base, url: '//evil.example/x' })).toBeUndefined();
    expect(notificationLink({ ...base, url: 'javascript:alert(1)' })).toBeUndefined();
    expect(notificationLink({ ...base, url: 'https://evil.example/assets/list' })).toBeUndefined();
    expect(notificationLink({ ...base, url: '/\\evil.example' })).toBeUndefined();
    // The url's own query stays (the parameters do not override it), and a fragment stays last.
    expect(notificationLink({ ...base, url: '/ota/update?push=p1&keyword=PT+100#top', msgParam: '{"push":"p9","version":"1.5.0"}' })).toBe(
      '/ota/update?push=p1&keyword=PT+100&version=1.5.0#top',
    );
    // A parameter cannot lead off-site: it is a value of the query, encoded.
    const sneaky = notificationLink({ ...base, msgParam: '{"assetNumber":"//evil.example/?x=1#","code":"E1"}' });
    expect(sneaky?.startsWith('/assets/list?assetNumber=%2F%2Fevil.example%2F%3Fx%3D1%23&code=')).toBe(true);
    expect(new URL(sneaky ?? '', 'https://console.example').origin).toBe('https://console.example');
  });
});

describe('following a notification', () => {
  const pageBodies = (url: string) => received.filter((request) => request.url === url).map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);

  async function follow(account: string, msg: string) {
    const reply = handleControl(sim, 'POST', '/__simulator/notify', '', { account, msg });
    const id = (reply.body as { noSqlId: string }).noSqlId;
    const notice = sim.state.notices.get(sim.state.accounts.find((candidate) => candidate.account === account)?.id ?? '')?.items.find(
      (item) => item.noSqlId === id,
    );
    if (!notice) throw new Error('no notification');
    storeSession(account);
    const app = renderApp('/welcome');
    const { user, list } = await openBell();
    const item = await itemWithId(list, id);
    const params = JSON.parse(notice.msgParam) as Record<string, string>;
    // The sentence names what the link leads to.
    for (const value of Object.values(params)) expect(item).toHaveTextContent(value);
    await user.click(within(item).getByRole('link', { name: 'Go to' }));
    return { app, params, notice };
  }

  it('a robot fault opens the asset list searched by its asset number: the field shows it, the server is asked for it', async () => {
    const { app, params } = await follow('admin', 'notice.robot.fault');
    await app.waitForPath(`/assets/list?assetNumber=${params.assetNumber}&code=${params.code}`);
    const form = await waitFor(() => {
      const found = document.querySelector('.console-list-search') as HTMLElement | null;
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await waitFor(() => expect(within(form).getByLabelText('Asset number')).toHaveValue(params.assetNumber));
    await waitFor(() => expect(pageBodies('/api/base/asset/page').length).toBeGreaterThan(0));
    // Every request of the list carries it (none unfiltered first); `code` is no field of the list.
    for (const body of pageBodies('/api/base/asset/page')) {
      expect(body).toMatchObject({ pageNumber: 1, assetNumber: params.assetNumber });
      expect(body).not.toHaveProperty('code');
    }
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(1));
    expect(screen.getAllByText(params.assetNumber).length).toBeGreaterThan(0);
  }, 60_000);

  it("an OTA upgrade opens the push list searched by the push's package and marked on the push", async () => {
    const { app, params, notice } = await follow('admin', 'notice.ota.finished');
    const target = new URL(notice.url, 'http://localhost');
    const pushId = target.searchParams.get('push') ?? '';
    const packageName = target.searchParams.get('keyword') ?? '';
    await app.waitForPath(/^\/ota\/update\?push=/);
    await waitFor(() => expect(screen.getByPlaceholderText('Package name')).toHaveValue(packageName));
    await waitFor(() => expect(pageBodies('/api/base/ota/upgrade/page').length).toBeGreaterThan(0));
    for (const body of pageBodies('/api/base/ota/upgrade/page')) {
      expect(body).toMatchObject({ pageNumber: 1, keyword: packageName });
      expect(body).not.toHaveProperty('version');
      expect(body).not.toHaveProperty('assetNumber');
    }
    // The push is there, marked and open on its devices, the one named among them.
    const devices = await screen.findByTestId(`push-devices-${pushId}`, {}, { timeout: 30_000 });
    await waitFor(() => expect(within(devices).getByText(params.assetNumber)).toBeInTheDocument());
    expect(document.querySelector(`[data-row-key="${pushId}"]`)?.className).toContain('ant-table-row-selected');
  }, 60_000);
});

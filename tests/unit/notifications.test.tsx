/** The header's notifications over the simulator: dot, scroll lock, paging to the total, read marking. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationLink, notificationTitle, parseParams } from '@/components/notifications/message';
import type { Notification } from '@/services/notifications';
import { handleControl } from '../../mock/sim/control';
import { received, sim } from '../simulator';
import { renderApp, storeSession } from '../render';

const pageCalls = () => received.filter((request) => request.url === '/api/base/message-notification/page');
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

describe('notification bell', () => {
  it('shows the dot while anything is unread', async () => {
    storeSession('admin');
    renderApp('/welcome');
    await waitFor(() => expect(document.querySelector('[data-testid="notification-dot"] .ant-badge-dot')).not.toBeNull());
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
    const item = await waitFor(() => {
      const found = within(list)
        .getAllByTestId('notification-item')
        .find((candidate) => candidate.dataset.id === id);
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(item).toHaveAttribute('data-unread', 'true');
    expect(item.querySelector('.ant-badge-dot')).not.toBeNull();
    await user.click(within(item).getByRole('link', { name: 'Go to' }));
    await app.waitForPath(/^\/assets\/list\?/);
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(JSON.parse(statusCalls()[0].body ?? '{}')).toEqual({ ids: [id] });
    // The header's parts are drawn anew on the new page: opened again, the bell's list shows the item read.
    const again = await openBell();
    const reopened = await waitFor(() => {
      const found = within(again.list)
        .getAllByTestId('notification-item')
        .find((candidate) => candidate.dataset.id === id);
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
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
    msgParam: '{"device":"RB-07","code":"E102"}',
    status: 0,
    createTime: 0,
    method: 'GET',
    url: '/assets/list',
  };
  const intl = {
    messages: { 'notice.robot.fault': 'Robot {device} reported fault {code}', 'notice.unreadable': 'unreadable' },
    formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) => {
      const pattern = (intl.messages as Record<string, string>)[id] ?? id;
      return pattern.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
    },
  };

  it('fills the title from msgParam', () => {
    expect(notificationTitle(intl as never, base)).toBe('Robot RB-07 reported fault E102');
  });

  it('survives a malformed msgParam', () => {
    expect(parseParams('{"device":')).toEqual({});
    expect(notificationTitle(intl as never, { ...base, msgParam: '{"device":' })).toBe('Robot — reported fault —');
  });

  it('links GET messages with their parameters as query string, never off-site', () => {
    expect(notificationLink(base)).toBe('/assets/list?device=RB-07&code=E102');
    expect(notificationLink({ ...base, method: '' })).toBeUndefined();
    expect(notificationLink({ ...base, url: '//evil.example/x' })).toBeUndefined();
    expect(notificationLink({ ...base, url: 'javascript:alert(1)' })).toBeUndefined();
  });
});

/** The header's notifications over the simulator: dot, scroll lock, paging to the total, read marking. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationLink, notificationTitle, parseParams } from '@/components/notifications/message';
import type { Notification } from '@/services/notifications';
import { received } from '../simulator';
import { renderApp, storeSession } from '../render';

const pageCalls = () => received.filter((request) => request.url === '/api/base/message-notification/page');
const flagCalls = () => received.filter((request) => request.url === '/api/base/message-notification/flag');

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

/**
 * The operation log (/operations/logs) over the simulator: the filters as the
 * server receives them and the rows they leave; a log's details, which show
 * the request it made but never a password; the CSV download of the ticked
 * entries named with the time, and a selection asked for first (section 5);
 * the details and the download (with its checkboxes) each hidden without their key
 * (`platform:operation:log:get`, `platform:operation:log:download`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import dayjs from 'dayjs';
import { keyPair } from '../../mock/sim/keys';
import { call, code, encrypt } from '../../mock/sim/testClient';
import { formatDateTime } from '@/utils/format';
import { renderApp, storeSession } from '../render';
import { captureSaves, jsonOf, messages, requestsTo } from '../resources';
import { sim } from '../simulator';
import { button, choose, fill, rowsOf, user } from '../ui';

const logRows = () => rowsOf('operation-log-table');
const pageBodies = () => requestsTo('POST', '/api/base/operation/log/page').map((request) => jsonOf(request) as Record<string, unknown>);
const exports = () => requestsTo('POST', '/api/base/operation/log/export');
const searchForm = () => document.querySelector('.console-list-search') as HTMLElement;
/** A saved file's text (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
const account = (name: string) => {
  const found = sim.state.accounts.find((candidate) => candidate.account === name);
  if (!found) throw new Error(`no seeded account ${name}`);
  return found;
};

async function openLogs() {
  storeSession('admin');
  renderApp('/operations/logs');
  return logRows();
}

/** Opens the select of the search form labelled so and picks the option. */
async function pickIn(label: string, option: string) {
  const item = within(searchForm()).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  await user().click(item.querySelector('.ant-select-selector') as HTMLElement);
  await choose(option);
}

afterEach(() => {
  vi.restoreAllMocks();
  message.destroy();
});

describe('the operation log', () => {
  it('sends the filters to the server and shows only the entries they match', async () => {
    await openLogs();
    expect(pageBodies()[0]).toEqual({ pageNumber: 1, pageSize: 10 });
    const u = user();
    await u.click(within(searchForm()).getByText('Expand'));
    const from = dayjs().subtract(40, 'day').startOf('day');
    const to = dayjs().add(1, 'day').endOf('day');
    const [start, end] = [...searchForm().querySelectorAll('.ant-picker-range input')] as HTMLElement[];
    await u.click(start);
    expect(start).toHaveFocus();
    await fill(start, from.format('YYYY-MM-DD HH:mm:ss'));
    await u.keyboard('{Enter}');
    await fill(end, to.format('YYYY-MM-DD HH:mm:ss'));
    await u.keyboard('{Enter}');
    await fill(within(searchForm()).getByLabelText('User'), ' dispatcher ');
    await pickIn('Action', 'Sign in');
    await pickIn('Module', 'Account');
    await u.click(button('Query', searchForm()));

    await waitFor(() =>
      expect(pageBodies().at(-1)).toEqual({
        pageNumber: 1,
        pageSize: 10,
        from: from.valueOf(),
        to: to.valueOf(),
        user: 'dispatcher',
        action: ['signIn'],
        module: 'account',
      }),
    );
    const matching = sim.state.operationLog.entries.filter(
      (entry) => entry.account === 'dispatcher' && entry.action === 'signIn' && entry.module === 'account' && entry.time >= from.valueOf() && entry.time <= to.valueOf(),
    );
    expect(matching.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await logRows()).toHaveLength(Math.min(matching.length, 10)));
    const rows = await logRows();
    for (const row of rows) {
      expect(within(row).getByText('dispatcher')).toBeInTheDocument();
      expect(within(row).getByText('Sign in')).toBeInTheDocument();
      expect(within(row).getByText('POST /auth/login')).toBeInTheDocument();
    }
    const newest = [...matching].sort((a, b) => b.time - a.time)[0];
    expect(within(rows[0]).getByText(formatDateTime(newest.time))).toBeInTheDocument();
  });

  it('shows a sign-in\'s details with the request it made, and never the password', async () => {
    // The member signs in (a real, signed call with an encrypted password) before the admin looks.
    const cipher = encrypt('Console@2026');
    const login = call(sim, {
      method: 'POST',
      path: '/api/base/auth/login',
      body: JSON.stringify({ account: 'member', password: cipher, keyId: keyPair().keyId }),
    });
    expect(code(login)).toBe(0);
    const entry = sim.state.operationLog.entries.at(-1);
    if (!entry) throw new Error('the sign-in was not recorded');
    const rows = await openLogs();
    const row = rows[0];
    expect(row.getAttribute('data-row-key')).toBe(entry.id);
    expect(within(row).getByText('Sign in')).toBeInTheDocument();
    await user().click(within(row).getByText('Details'));

    const detail = await screen.findByTestId('log-detail');
    const drawer = detail.closest('.ant-drawer') as HTMLElement;
    const field = (label: string) => within(detail).getByText(label, { selector: 'th, th *' }).closest('tr')?.querySelector('td')?.textContent;
    expect(field('Account')).toBe('member');
    expect(field('Name')).toBe(account('member').name);
    expect(field('Action')).toBe('Sign in');
    expect(field('Module')).toBe('Account');
    expect(field('Target')).toBe(account('member').id);
    expect(field('Call')).toBe('POST /auth/login');
    expect(field('Time')).toBe(formatDateTime(entry.time));
    expect(requestsTo('GET', `/api/base/operation/log/${entry.id}`)).toHaveLength(1);
    const request = within(drawer).getByTestId('log-request').textContent ?? '';
    expect(JSON.parse(request)).toEqual({ account: 'member', keyId: keyPair().keyId });
    expect(drawer.textContent).not.toMatch(/password/i);
    expect(drawer.textContent).not.toContain(cipher);
    expect(drawer.textContent).not.toContain('Console@2026');
  });

  it('asks for a selection before a download, and saves nothing', async () => {
    const saves = captureSaves();
    await openLogs();
    await user().click(button('Download'));
    await waitFor(() => expect(messages()).toContain('Select at least one item first'));
    expect(exports()).toHaveLength(0);
    expect(saves.saved).toEqual([]);
  });

  it('downloads exactly the ticked entries as operation-logs_YYYYMMDD_HHmmss.csv', async () => {
    const saves = captureSaves();
    await openLogs();
    const u = user();
    await fill(within(searchForm()).getByLabelText('User'), 'admin');
    await u.click(button('Query', searchForm()));
    await waitFor(() => expect(pageBodies().at(-1)).toMatchObject({ user: 'admin', pageNumber: 1 }));
    const rows = await waitFor(async () => {
      const shown = await logRows();
      for (const row of shown) expect(within(row).getByText('admin')).toBeInTheDocument();
      return shown;
    });
    const ids = [rows[0], rows[2]].map((row) => row.getAttribute('data-row-key'));
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(rows[2].querySelector('input[type=checkbox]') as HTMLElement);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const before = dayjs().startOf('second');
    await u.click(button('Download'));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^operation-logs_\d{8}_\d{6}\.csv$/);
    const stamp = dayjs(saves.saved[0].slice('operation-logs_'.length, -'.csv'.length), 'YYYYMMDD_HHmmss');
    expect(stamp.valueOf()).toBeGreaterThanOrEqual(before.valueOf());
    expect(stamp.diff(before, 'second')).toBeLessThan(30);
    // the ticked entries and nothing else: not the filters, not every admin entry
    expect(exports().map(jsonOf)).toEqual([{ ids }]);
    const csv = await textOf(saves.blobs[0]);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('account');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(ids);
    await waitFor(() => expect(messages()).toContain('Operation logs downloaded'));
  });

  describe('needs its keys', () => {
    const withoutKey = (key: string) => {
      const admin = account('admin');
      admin.permissions = admin.permissions.filter((candidate) => candidate !== key);
    };

    it('hides the details without platform:operation:log:get, and keeps the download', async () => {
      withoutKey('platform:operation:log:get');
      const rows = await openLogs();
      expect(rows).toHaveLength(10);
      expect(screen.queryAllByText('Details')).toEqual([]);
      expect(screen.queryByText('Actions')).toBeNull();
      expect(button('Download')).toBeInTheDocument();
    });

    it('hides the download without platform:operation:log:download, and keeps the details', async () => {
      withoutKey('platform:operation:log:download');
      const rows = await openLogs();
      expect(screen.queryByText('Download')).toBeNull();
      expect(rows[0].querySelector('input[type=checkbox]')).toBeNull();
      expect(within(rows[0]).getByText('Details')).toBeInTheDocument();
      expect(exports()).toHaveLength(0);
    });

    it('is not offered at all without platform:operation:log', async () => {
      const admin = account('admin');
      admin.permissions = admin.permissions.filter((candidate) => !candidate.startsWith('platform:operation'));
      storeSession('admin');
      renderApp('/operations/logs');
      expect(await screen.findByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument();
      expect(screen.queryByTestId('operation-log-table')).toBeNull();
      expect(requestsTo('POST', '/api/base/operation/log/page')).toHaveLength(0);
    });
  });
});

/**
 * The operation log (/operations/logs) over the simulator: the filters as the
 * server receives them and the rows they leave; a log's details, which show
 * the request it made but never a password; the CSV export of the ticked
 * entries (a selection asked for first, section 5) or of every entry the
 * filter matches, in the words the table shows, in English and in Chinese;
 * the details and the download (with its checkboxes) each hidden without their key
 * (`platform:operation:log:get`, `platform:operation:log:download`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { keyPair } from '../../mock/sim/keys';
import { code, encrypt, nonce } from '../../mock/sim/testClient';
import { auditOf, recordOperation } from '../../mock/sim/operationLog';
import { DEFAULT_SIGN_KEY, signHeader } from '@/request/signCore';
import { formatDateTime } from '@/utils/format';
import { renderApp, storeSession } from '../render';
import { http, HttpResponse } from 'msw';
import { envelope, ROUTES } from '../../mock/sim/simulator';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { cellsOf, csvOf } from '../exports';
import { captureSaves, jsonOf, requestsTo } from '../resources';
import { received, server, sim } from '../simulator';
import { button, choose, fill, rowsOf, user, messages } from '../ui';

const logRows = () => rowsOf('operation-log-table');
const pageBodies = () => requestsTo('POST', '/api/base/operation/log/page').map((request) => jsonOf(request) as Record<string, unknown>);
const exports = () => requestsTo('POST', '/api/base/operation/log/export');
const searchForm = () => document.querySelector('.console-list-search') as HTMLElement;
const words = (dictionary: object) => dictionary as Record<string, string>;
const labelOf = (action: string) => words(enUS)[`operations.action.${action}`];
const moduleOf = (module: string) => words(enUS)[`operations.module.${module}`];
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
    const path = '/api/base/auth/login';
    const body = JSON.stringify({ account: 'member', password: cipher, keyId: keyPair().keyId });
    // With the seven headers every console request carries (the contract checks them here).
    const sign = signHeader({ key: DEFAULT_SIGN_KEY, timestamp: String(sim.now()), nonce: nonce(), method: 'POST', path, rawQuery: '', body });
    const login = sim.handle({
      method: 'POST',
      url: path,
      headers: { sign, token: '', userid: '', timezone: 'UTC', timezoneregion: '+0000', visitorid: 'test-visitor', sceneuuid: '' },
      body,
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

  it('asks for a selection before an export of ticked rows, and saves nothing', async () => {
    const saves = captureSaves();
    await openLogs();
    await user().click(button('Export'));
    await waitFor(() => expect(messages()).toContain('Select at least one item first'));
    expect(exports()).toHaveLength(0);
    expect(saves.saved).toEqual([]);
  });

  it('exports exactly the ticked entries as a CSV in the words the table shows, named operation-logs_YYYYMMDD_HHmmss.csv', async () => {
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
    const ids = [rows[0], rows[2]].map((row) => row.getAttribute('data-row-key') ?? '');
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(rows[2].querySelector('input[type=checkbox]') as HTMLElement);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const before = dayjs().startOf('second');
    const calls = received.length;
    await u.click(button('Export'));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^operation-logs_\d{8}_\d{6}\.csv$/);
    const stamp = dayjs(saves.saved[0].slice('operation-logs_'.length, -'.csv'.length), 'YYYYMMDD_HHmmss');
    expect(stamp.valueOf()).toBeGreaterThanOrEqual(before.valueOf());
    expect(stamp.diff(before, 'second')).toBeLessThan(30);
    // Built from the rows the list holds: no call at all, the server's raw export least of all.
    expect(received.length).toBe(calls);
    expect(exports()).toHaveLength(0);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toBe('Time,Account,Name,Action,Module,Target,Call,IP address');
    const entries = ids.map((id) => sim.state.operationLog.entries.find((entry) => entry.id === id));
    expect(csv.lines.slice(1).map(cellsOf)).toEqual(
      entries.map((entry) => [
        formatDateTime(entry?.time),
        'admin',
        entry?.userName,
        labelOf(entry?.action ?? ''),
        moduleOf(entry?.module ?? ''),
        entry?.target,
        entry?.summary,
        entry?.ip,
      ]),
    );
    await waitFor(() => expect(messages()).toContain('2 rows exported'));
  });

  it('writes headers, dates and labels in Chinese for a person reading Chinese', async () => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
    const saves = captureSaves();
    const rows = await openLogs();
    const id = rows[0].getAttribute('data-row-key');
    const entry = sim.state.operationLog.entries.find((candidate) => candidate.id === id);
    if (!entry) throw new Error('no entry shown');
    const u = user();
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('导出'));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toBe('时间,账号,姓名,操作,模块,对象,调用,IP 地址');
    const cells = cellsOf(csv.lines[1]);
    expect(cells[0]).toBe(formatDateTime(entry.time));
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[3]).toBe(words(zhCN)[`operations.action.${entry.action}`]);
    expect(cells[4]).toBe(words(zhCN)[`operations.module.${entry.module}`]);
    expect(csv.text).not.toContain(String(entry.time));
    await waitFor(() => expect(messages()).toContain('已导出 1 条'));
  });

  it("exports every entry the filter matches, page after page through the list's own call, showing its progress", async () => {
    // 250 of admin's sign-ins besides the seed: three pages of 100 at least.
    const template = sim.state.operationLog.entries.find((entry) => entry.account === 'admin' && entry.action === 'signIn');
    if (!template) throw new Error('no seeded sign-in of admin');
    const added = Array.from({ length: 250 }, (_, index) => ({
      ...template,
      id: `export-${index}`,
      time: template.time - index - 1,
      summary: index === 7 ? '=cmd|calc, "x"' : template.summary,
    }));
    sim.state.operationLog.entries.unshift(...added);
    const matching = sim.state.operationLog.entries.filter(
      (entry) => `${entry.account} ${entry.userName}`.toLowerCase().includes('admin') && entry.action === 'signIn' && entry.companyId === '',
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The second page waits until the progress has been seen.
    server.use(
      http.post('*/api/base/operation/log/page', async ({ request }) => {
        const body = (await request.clone().json()) as { pageNumber: number; pageSize: number };
        if (body.pageSize === 100 && body.pageNumber === 2) await held;
        return undefined;
      }),
    );
    const saves = captureSaves();
    await openLogs();
    const u = user();
    await fill(within(searchForm()).getByLabelText('User'), 'admin');
    await u.click(within(searchForm()).getByText('Expand'));
    await pickIn('Action', 'Sign in');
    await u.click(button('Query', searchForm()));
    await waitFor(() => expect(pageBodies().at(-1)).toEqual({ pageNumber: 1, pageSize: 10, user: 'admin', action: ['signIn'] }));
    const pages = pageBodies().length;
    await u.click(button('Export all matching'));
    await waitFor(() => expect(screen.getByTestId('export-all')).toHaveTextContent(`Exporting 100/${matching.length}`));
    expect(screen.getByTestId('export-all')).toHaveClass('ant-btn-loading');
    release();
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^operation-logs_\d{8}_\d{6}\.csv$/);
    // The list's filter, every page once at the largest size, and not the server's raw export.
    expect(pageBodies().slice(pages)).toEqual(
      Array.from({ length: Math.ceil(matching.length / 100) }, (_, index) => ({ pageNumber: index + 1, pageSize: 100, user: 'admin', action: ['signIn'] })),
    );
    expect(exports()).toHaveLength(0);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toBe('Time,Account,Name,Action,Module,Target,Call,IP address');
    const rows = csv.lines.slice(1).map(cellsOf);
    expect(rows).toHaveLength(matching.length);
    expect(new Set(rows.map((cells) => cells[3]))).toEqual(new Set(['Sign in']));
    expect(new Set(rows.map((cells) => cells[4]))).toEqual(new Set(['Account']));
    expect(rows.map((cells) => cells[0])).toEqual([...matching].sort((a, b) => b.time - a.time).map((entry) => formatDateTime(entry.time)));
    // A text a spreadsheet would run is guarded, and its comma and quotes quoted.
    expect(csv.text).toContain(`"'=cmd|calc, ""x"""`);
    await waitFor(() => expect(messages()).toContain(`${matching.length} rows exported`));
    expect(screen.getByTestId('export-all')).not.toHaveClass('ant-btn-loading');
    expect(screen.getByTestId('export-all')).toHaveTextContent('Export all matching');
  });

  it('ends a failed export of all with one message, saves nothing, and leaves the list usable', async () => {
    const first = sim.state.operationLog.entries[0];
    sim.state.operationLog.entries.unshift(...Array.from({ length: 150 }, (_, index) => ({ ...first, id: `fail-${index}` })));
    server.use(
      http.post('*/api/base/operation/log/page', async ({ request }) => {
        const body = (await request.clone().json()) as { pageNumber: number; pageSize: number };
        if (body.pageSize === 100 && body.pageNumber === 2) return HttpResponse.json(envelope(50001, 'Log store unavailable', null));
        return undefined;
      }),
    );
    const saves = captureSaves();
    await openLogs();
    await user().click(button('Export all matching'));
    await waitFor(() => expect(messages()).toEqual(['Log store unavailable']));
    await waitFor(() => expect(screen.getByTestId('export-all')).not.toHaveClass('ant-btn-loading'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages()).toEqual(['Log store unavailable']);
    expect(saves.saved).toEqual([]);
    // The list goes on: its next page loads.
    const before = pageBodies().length;
    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(pageBodies().slice(before)).toEqual([{ pageNumber: 2, pageSize: 10 }]));
    await waitFor(async () => expect(await logRows()).toHaveLength(10));
  });

  it('says when no entry matches the filter, and saves no empty file', async () => {
    const saves = captureSaves();
    await openLogs();
    await fill(within(searchForm()).getByLabelText('User'), 'nobody-at-all');
    await user().click(button('Query', searchForm()));
    await waitFor(() => expect(pageBodies().at(-1)).toMatchObject({ user: 'nobody-at-all', pageNumber: 1 }));
    await user().click(button('Export all matching'));
    await waitFor(() => expect(messages()).toEqual(['No rows match the filter: nothing to export']));
    expect(pageBodies().at(-1)).toEqual({ pageNumber: 1, pageSize: 100, user: 'nobody-at-all' });
    expect(saves.saved).toEqual([]);
  });

  it('offers the standardization module in its filter and shows its entries in its word', async () => {
    // A standardization write's entry (a config item added to p1 by admin), as the simulator records it (mock/sim/operationLog.test.ts).
    const route = ROUTES.find((candidate) => candidate.method === 'POST' && candidate.path === '/base/normalization/project/{id}/config-item');
    const audit = route && auditOf(route);
    if (!audit) throw new Error('the config item add records nothing');
    const body = { code: 'LOG_UI', name: 'Log', type: 1 };
    recordOperation(sim.state, audit, { method: 'POST', path: '/base/normalization/project/p1/config-item', params: { id: 'p1' }, body, result: [body], actor: account('admin'), ip: '10.0.1.2', now: sim.now() });
    await openLogs();
    await pickIn('Module', 'Standardization');
    await user().click(button('Query', searchForm()));
    await waitFor(() => expect(pageBodies().at(-1)).toEqual({ pageNumber: 1, pageSize: 10, module: 'normalization' }));
    await waitFor(async () => expect(await logRows()).toHaveLength(1));
    const [row] = await logRows();
    expect(within(row).getByText('Standardization')).toBeInTheDocument();
    expect(within(row).getByText('POST /normalization/project/p1/config-item')).toBeInTheDocument();
    expect(within(row).getByText('p1')).toBeInTheDocument();
  });

  it('offers the production-quality module in its filter and shows a ticket by its report number', async () => {
    // A feedback ticket's entry, as the simulator records it (mock/sim/operationLog.test.ts): named by the answer's report number.
    const route = ROUTES.find((candidate) => candidate.method === 'POST' && candidate.path === '/production/feedback');
    const audit = route && auditOf(route);
    if (!audit) throw new Error('a ticket created records nothing');
    const serialNumbers = [[...sim.state.fleet.assets.values()][0].serialNumber];
    const body = { customer: 'Acme Logistics', reportNumber: '8D-UI-7', serialNumbers };
    const answer = { id: 'fb901', ...body };
    recordOperation(sim.state, audit, { method: 'POST', path: '/production/feedback', params: {}, body, result: answer, actor: account('admin'), ip: '10.0.1.2', now: sim.now() });
    await openLogs();
    await pickIn('Module', 'Production quality');
    await user().click(button('Query', searchForm()));
    await waitFor(() => expect(pageBodies().at(-1)).toEqual({ pageNumber: 1, pageSize: 10, module: 'production' }));
    await waitFor(async () => expect(await logRows()).toHaveLength(1));
    const [row] = await logRows();
    expect(within(row).getByText('Production quality')).toBeInTheDocument();
    expect(within(row).getByText('POST /feedback')).toBeInTheDocument();
    expect(within(row).getByText('8D-UI-7')).toBeInTheDocument();
  });

  it('refuses to export all of more than 10,000 matching entries, in one message, after one page', async () => {
    const first = sim.state.operationLog.entries[0];
    sim.state.operationLog.entries.unshift(...Array.from({ length: 10_001 }, (_, index) => ({ ...first, id: `many-${index}` })));
    const total = sim.state.operationLog.entries.length;
    const saves = captureSaves();
    await openLogs();
    const pages = pageBodies().length;
    await user().click(button('Export all matching'));
    await waitFor(() => expect(messages()).toEqual([`${total.toLocaleString('en-US')} rows match: an export holds at most 10,000. Narrow the filter first`]));
    expect(pageBodies().slice(pages)).toEqual([{ pageNumber: 1, pageSize: 100 }]);
    expect(saves.saved).toEqual([]);
  });

  describe('needs its keys', () => {
    const withoutKey = (key: string) => {
      const admin = account('admin');
      admin.permissions = admin.permissions.filter((candidate) => candidate !== key);
    };

    it('hides the details without platform:operation:log:get, and keeps the exports', async () => {
      withoutKey('platform:operation:log:get');
      const rows = await openLogs();
      expect(rows).toHaveLength(10);
      expect(screen.queryAllByText('Details')).toEqual([]);
      expect(screen.queryByText('Actions')).toBeNull();
      expect(button('Export')).toBeInTheDocument();
      expect(button('Export all matching')).toBeInTheDocument();
    });

    it('hides the exports without platform:operation:log:download, and keeps the details', async () => {
      withoutKey('platform:operation:log:download');
      const rows = await openLogs();
      expect(screen.queryByText('Export')).toBeNull();
      expect(screen.queryByText('Export all matching')).toBeNull();
      expect(rows[0].querySelector('input[type=checkbox]')).toBeNull();
      expect(within(rows[0]).getByText('Details')).toBeInTheDocument();
      expect(exports()).toHaveLength(0);
    });

    it('is not offered at all without platform:operation:log', async () => {
      const admin = account('admin');
      admin.permissions = admin.permissions.filter((candidate) => !candidate.startsWith('platform:operation'));
      storeSession('admin');
      renderApp('/operations/logs');
      await waitFor(() => expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument());
      expect(screen.queryByTestId('operation-log-table')).toBeNull();
      expect(requestsTo('POST', '/api/base/operation/log/page')).toHaveLength(0);
    });
  });
});

/**
 * The asset screens over the simulator: what a person sees and what the
 * server receives, for the list, its rules and actions, the detail, and a
 * member without the action keys.
 */
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { RUN_STATUS } from '@/services/types/asset';
import { formatDateTime } from '@/utils/format';
import { renderApp, storeSession } from '../render';
import { dialogClosed } from '../resources';
import { cellsOf, csvOf } from '../exports';
import { captureSaves } from '../resources';
import { received, sim } from '../simulator';
import { button, choose, confirmDialog, confirmGone, dialogTitled, fill, rowsOf, shownConfirm, user } from '../ui';

/** Messages about a record not found, in either language or the server's words. */
const notFoundNotices = () =>
  [...document.querySelectorAll('.ant-message-notice')].filter((node) =>
    [/asset not found/i, enUS['request.error.notFound'], zhCN['request.error.notFound']].some((text) => (typeof text === 'string' ? node.textContent?.includes(text) : text.test(node.textContent ?? ''))),
  );

const pageBodies = () =>
  received
    .filter((request) => request.method === 'POST' && request.url.startsWith('/api/base/asset/page'))
    .map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);


const tableRows = () => rowsOf('asset-table');
/** A row's cells by their column's title, as the table shows them. */
function shownCells(row: HTMLElement): Record<string, string> {
  const titles = [...(screen.getByTestId('asset-table').querySelectorAll('thead th') as NodeListOf<HTMLElement>)].map((cell) => cell.textContent?.trim() ?? '');
  const cells = [...row.querySelectorAll('.ant-table-cell')].map((cell) => cell.textContent?.trim() ?? '');
  return Object.fromEntries(titles.map((title, index) => [title, cells[index]]));
}
/** The list's toolbar: its batch buttons share their names with rows' actions. */
const toolbar = () => document.querySelector('.console-list-toolbar') as HTMLElement;

async function openAddForm() {
  storeSession('admin');
  renderApp('/assets/list');
  await tableRows();
  const u = user();
  await u.click(button(/Add asset/));
  return { u, dialog: await waitFor(() => dialogTitled('Add asset')) };
}

/** Fills the add form's required fields (the first company) and saves. */
async function saveNewAsset(u: ReturnType<typeof user>, dialog: HTMLElement, name: string, serialNumber: string) {
  await fill(within(dialog).getByLabelText('Name'), name);
  await fill(within(dialog).getByLabelText('Serial number'), serialNumber);
  await u.click(within(dialog).getByLabelText('Company'));
  await choose(sim.state.companies[0].name);
  await u.click(button('Save', dialog));
}

function firstAsset() {
  const asset = sim.state.fleet.assets.values().next().value;
  if (!asset) throw new Error('the simulator seeded no assets');
  return asset;
}

describe('asset list as admin', () => {
  it('shows the first page of 10 with the server total, and pages on the server', async () => {
    storeSession('admin');
    renderApp('/assets/list');
    expect(await tableRows()).toHaveLength(10);
    expect(pageBodies()[0]).toMatchObject({ pageNumber: 1, pageSize: 10 });
    const total = sim.state.fleet.assets.size;
    await waitFor(() => expect(screen.getByText(new RegExp(`${total}`))).toBeInTheDocument());
    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(pageBodies().at(-1)).toMatchObject({ pageNumber: 2, pageSize: 10 }));
  });

  it('shows the columns a person chose, kept in the browser, and sizes the table to them', async () => {
    window.localStorage.setItem('tableColumns:asset-list', JSON.stringify({ uuid: { show: true }, name: { show: false } }));
    storeSession('admin');
    renderApp('/assets/list');
    await tableRows();
    const table = screen.getByTestId('asset-table');
    const headers = () => [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim());
    expect(headers()).toContain('UUID');
    expect(headers()).not.toContain('Name');
    expect(headers()).toContain('Asset number');
    window.localStorage.removeItem('tableColumns:asset-list');
  });

  it('searches by serial number or name, and sorts on the server', async () => {
    storeSession('admin');
    renderApp('/assets/list');
    await tableRows();
    const target = firstAsset();
    const u = user();
    await fill(screen.getByPlaceholderText('Serial number or name'), target.serialNumber);
    await u.keyboard('{Enter}');
    await waitFor(() => expect(pageBodies().at(-1)).toMatchObject({ keyword: target.serialNumber, pageNumber: 1 }));
    await waitFor(async () => expect(await tableRows()).toHaveLength(1));
    expect(screen.getByText(target.assetNumber)).toBeInTheDocument();
    await u.click(screen.getAllByText('Asset number').find((node) => node.closest('th')) as HTMLElement);
    await waitFor(() => expect(pageBodies().at(-1)).toMatchObject({ sortField: 'assetNumber', sortOrder: 'ascend' }));
  });

  it('asks for a selection before a batch action', async () => {
    storeSession('admin');
    renderApp('/assets/list');
    await tableRows();
    const u = user();
    for (const name of ['Export', 'Delete', 'Configure', 'Locks']) {
      await u.click(button(name === 'Export' ? /^Export$/ : new RegExp(name), toolbar()));
      await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Select at least one item first'));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(received.some((request) => request.url.startsWith('/api/base/asset/export'))).toBe(false);
  });

  it('refuses a duplicate serial number with the server message on its field, and a missing company', async () => {
    const { u, dialog } = await openAddForm();
    await fill(within(dialog).getByLabelText('Name'), 'Hall robot');
    await fill(within(dialog).getByLabelText('Serial number'), firstAsset().serialNumber);
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('No company selected, choose the company first')).toBeInTheDocument());
    expect(received.some((request) => request.method === 'POST' && request.url === '/api/base/asset')).toBe(false);
    await u.click(within(dialog).getByLabelText('Company'));
    await choose(sim.state.companies[0].name);
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('Asset already exists')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('Serial number')).toHaveAttribute('maxlength', '50');
  });

  it('adds an asset the list then finds', async () => {
    const { u, dialog } = await openAddForm();
    await saveNewAsset(u, dialog, 'Hall robot', 'SN-NEW-0001');
    await waitFor(() => expect(screen.getByText(/Asset Hall robot added/)).toBeInTheDocument());
    const created = received.find((request) => request.method === 'POST' && request.url === '/api/base/asset');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({ name: 'Hall robot', serialNumber: 'SN-NEW-0001', companyId: sim.state.companies[0].id });
    expect([...sim.state.fleet.assets.values()].some((asset) => asset.serialNumber === 'SN-NEW-0001')).toBe(true);
  });

  it('lines the date fields up with the fields above: one grid, no nested row indenting them', async () => {
    const { dialog } = await openAddForm();
    // The grid's column around a field (its label sits in a column of the form item's own, inside it).
    const columnOf = (label: string) => (within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).closest('.ant-col') as HTMLElement;
    const grid = columnOf('Name').parentElement;
    for (const label of ['Vendor licence expiry', 'Warranty until', 'Unlimited validity']) {
      const column = columnOf(label);
      expect(column.parentElement).toBe(grid);
      expect(column).toHaveClass('ant-col-6');
    }
  });

  it('asks before a changed add dialog is closed: Stay keeps what was typed, Leave closes; untouched it closes at once', async () => {
    const { u, dialog } = await openAddForm();
    const question = () => shownConfirm('Leave without saving?');
    const questionGone = () => confirmGone('Leave without saving?');
    await fill(within(dialog).getByLabelText('Name'), 'Half typed');
    await u.click(button('Cancel', dialog));
    await u.click(button('Stay', await question()));
    await questionGone();
    expect(within(dialogTitled('Add asset')).getByLabelText('Name')).toHaveValue('Half typed');
    await u.click(button('Cancel', dialogTitled('Add asset')));
    await u.click(button('Leave', await question()));
    await dialogClosed('Add asset');
    await questionGone();
    // Opened again and left untouched, it closes without a question.
    await u.click(button(/Add asset/));
    await waitFor(() => expect(dialogTitled('Add asset')).toBeVisible());
    expect(within(dialogTitled('Add asset')).getByLabelText('Name')).toHaveValue('');
    await u.click(button('Cancel', dialogTitled('Add asset')));
    await dialogClosed('Add asset');
    await questionGone();
    expect(received.some((request) => request.method === 'POST' && request.url === '/api/base/asset')).toBe(false);
  });

  it("asks before a row's configuration is closed with a changed switch; Stay keeps it, Leave sends nothing", async () => {
    storeSession('admin');
    renderApp('/assets/list');
    const [row] = await tableRows();
    const u = user();
    await u.click(within(row).getByText('Configuration'));
    const title = await waitFor(() => screen.getByText(/^Configuration of /, { selector: '.ant-modal-title' }));
    const dialog = title.closest('.ant-modal') as HTMLElement;
    const restart = await waitFor(() => within(dialog).getByRole('switch', { name: 'Restart' }));
    const was = restart.getAttribute('aria-checked');
    await u.click(restart);
    await u.click(button('Cancel', dialog));
    await u.click(button('Stay', await shownConfirm('Leave without saving?')));
    await confirmGone('Leave without saving?');
    expect(within(dialog).getByRole('switch', { name: 'Restart' })).not.toHaveAttribute('aria-checked', was ?? '');
    await u.click(button('Cancel', dialog));
    await u.click(button('Leave', await shownConfirm('Leave without saving?')));
    await dialogClosed(title.textContent ?? '');
    expect(received.some((request) => request.method === 'PUT' && request.url.includes('/config'))).toBe(false);
  });

  it('keeps the description to 50 characters, as every text (section 5), and the server gets what was kept', async () => {
    const { u, dialog } = await openAddForm();
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveAttribute('maxlength', '50');
    const sixty = 'Serves the loading dock and the lobby. Gate 3, 4, 5 and more';
    expect(sixty).toHaveLength(60);
    await fill(description, sixty);
    expect(description).toHaveValue(sixty.slice(0, 50));
    expect(within(dialog).getByText('50 / 50')).toBeInTheDocument();
    await saveNewAsset(u, dialog, 'Dock robot', 'SN-DESC-0001');
    await waitFor(() => expect(screen.getByText(/Asset Dock robot added/)).toBeInTheDocument());
    const created = received.find((request) => request.method === 'POST' && request.url === '/api/base/asset');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({ description: sixty.slice(0, 50) });
  });

  it('refuses a description over 50 characters kept from before, on its field, and sends nothing', async () => {
    storeSession('admin');
    renderApp('/assets/list');
    const rows = await tableRows();
    const asset = sim.state.fleet.assets.get(rows[0].getAttribute('data-row-key') ?? '');
    if (!asset) throw new Error('the first row is no seeded asset');
    // A record written under the old 200-character limit: the list shows what the server holds.
    asset.description = 'd'.repeat(51);
    await user().click(screen.getByTitle('2'));
    await user().click(screen.getByTitle('1'));
    const row = await waitFor(async () => {
      const first = (await tableRows())[0];
      expect(first.getAttribute('data-row-key')).toBe(asset.id);
      return first;
    });
    await user().click(within(row).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit asset'));
    await waitFor(() => expect(within(dialog).getByLabelText('Description')).toHaveValue('d'.repeat(51)));
    await user().click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('At most 50 characters')).toBeInTheDocument());
    expect(received.some((request) => request.method === 'PUT' && request.url === `/api/base/asset/${asset.id}`)).toBe(false);
  });

  it('locks temporarily only until a future time, and the lock holds on the server', async () => {
    storeSession('admin');
    renderApp('/assets/list');
    const rows = await tableRows();
    const id = rows[0].getAttribute('data-row-key') ?? '';
    const u = user();
    await u.click(within(rows[0]).getByText('Locks'));
    const dialog = await waitFor(() => dialogTitled('Locks of 1 asset'));
    await u.click(within(dialog).getByText('Temporary lock'));
    const until = within(dialog).getByLabelText('Locked until');
    // Earlier days are disabled in the picker; earlier today is refused by the rule.
    await fill(until, `${dayjs().format('YYYY-MM-DD')} 00:00:00`);
    await u.keyboard('{Enter}');
    await u.click(button('OK', dialog));
    await waitFor(() => expect(within(dialog).getByText('The end must be in the future')).toBeInTheDocument());
    expect(received.some((request) => request.url === '/api/base/asset/lock')).toBe(false);
    await u.clear(until);
    await fill(until, '2099-01-01 08:00:00');
    await u.keyboard('{Enter}');
    await u.click(button('OK', dialog));
    await waitFor(() => expect(screen.getByText('Locks updated on 1 asset')).toBeInTheDocument());
    const sent = received.find((request) => request.url === '/api/base/asset/lock');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ ids: [id], kind: 'vendor', action: 'temporary', until: new Date(2099, 0, 1, 8).getTime() });
    expect(sim.state.fleet.assets.get(id)?.locks.vendor).toMatchObject({ state: 2 });
  });

  it('deletes the selected assets after confirmation, and they are gone', async () => {
    storeSession('admin');
    renderApp('/assets/list');
    const rows = await tableRows();
    const before = sim.state.fleet.assets.size;
    const u = user();
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(rows[1].querySelector('input[type=checkbox]') as HTMLElement);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await u.click(button(/Delete/));
    const confirm = await waitFor(() => confirmDialog('Delete 2 assets?'));
    expect(within(confirm).getByText('This cannot be undone.')).toBeInTheDocument();
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('2 assets deleted')).toBeInTheDocument());
    expect(sim.state.fleet.assets.size).toBe(before - 2);
  });

  it('exports the selection as a CSV named with the time, in the words the table shows', async () => {
    storeSession('admin');
    const saves = captureSaves();
    renderApp('/assets/list');
    const rows = await tableRows();
    const u = user();
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button(/^Export$/));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^assets_\d{8}_\d{6}\.csv$/);
    expect(received.some((request) => request.url.startsWith('/api/base/asset/export'))).toBe(false);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    const header = cellsOf(csv.lines[0]);
    // Every column the list can show, those a click away in the column settings too.
    expect(header).toEqual([
      'Asset number', 'Name', 'Serial number', 'Company', 'Project', 'Scene', 'UUID', 'Model', 'Device number', 'Brand', 'Supplier',
      'Manufacturer', 'Region', 'Run status', 'Battery state', 'Vendor lock', 'Enterprise lock', 'Vendor licence expiry',
      'Enterprise licence expiry', 'First activation', 'Connection', 'Updated',
    ]);
    expect(csv.lines).toHaveLength(2);
    const cells = cellsOf(csv.lines[1]);
    const shown = shownCells(rows[0]);
    for (const title of ['Asset number', 'Name', 'Run status', 'Battery state', 'Vendor licence expiry', 'First activation', 'Connection']) {
      expect(cells[header.indexOf(title)], title).toBe(shown[title] === '-' ? '' : shown[title]);
    }
    const asset = sim.state.fleet.assets.get(rows[0].getAttribute('data-row-key') ?? '');
    expect(cells[header.indexOf('Updated')]).toBe(formatDateTime(asset?.updatedAt));
    expect(cells[header.indexOf('Run status')]).toBe(enUS[RUN_STATUS.idOf(asset?.runStatus) as keyof typeof enUS]);
    await waitFor(() => expect(screen.getByText('1 row exported')).toBeInTheDocument());
  });

  it('exports every asset the filter matches, in Chinese for a person reading Chinese', async () => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
    storeSession('admin');
    const saves = captureSaves();
    renderApp('/assets/list');
    await tableRows();
    // The assets of one name (the keyword: serial number or name), as the server matches them.
    const keyword = firstAsset().name;
    const needle = keyword.toLowerCase();
    const matching = [...sim.state.fleet.assets.values()].filter((asset) => asset.name.toLowerCase().includes(needle) || asset.serialNumber.toLowerCase().includes(needle));
    await fill(screen.getByPlaceholderText(zhCN['asset.keyword']), keyword);
    await user().keyboard('{Enter}');
    await waitFor(() => expect(pageBodies().at(-1)).toMatchObject({ keyword: keyword, pageNumber: 1 }));
    const pages = pageBodies().length;
    await user().click(button('导出全部筛选结果'));
    await waitFor(() => expect(saves.saved).toHaveLength(1), { timeout: 30_000 });
    const calls = pageBodies().slice(pages);
    expect(calls.every((body) => body.keyword === keyword && body.pageSize === 100)).toBe(true);
    expect(calls.map((body) => body.pageNumber)).toEqual(Array.from({ length: calls.length }, (_, index) => index + 1));
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    const header = cellsOf(csv.lines[0]);
    expect(header.slice(0, 4)).toEqual(['资产编号', '名称', '序列号', '所属企业']);
    expect(header).toContain('运行状态');
    const written = csv.lines.slice(1).map(cellsOf);
    expect(written).toHaveLength(matching.length);
    const byNumber = new Map(written.map((cells) => [cells[0], cells]));
    for (const asset of matching.slice(0, 20)) {
      const cells = byNumber.get(asset.assetNumber) ?? [];
      expect(cells[header.indexOf('运行状态')]).toBe(zhCN[RUN_STATUS.idOf(asset.runStatus) as keyof typeof zhCN]);
      expect(cells[header.indexOf('更新时间')]).toBe(formatDateTime(asset.updatedAt));
      expect(cells[header.indexOf('连接')]).toBe(zhCN[`asset.online.${asset.online}` as keyof typeof zhCN]);
    }
    await waitFor(() => expect(screen.getByText(`已导出 ${matching.length.toLocaleString('zh-CN')} 条`)).toBeInTheDocument());
  });
});

describe('asset list as member', () => {
  it('shows no action the member lacks a key for, and the server refuses a forced call', async () => {
    storeSession('member');
    renderApp('/assets/list');
    await tableRows();
    expect(screen.queryByText(/Add asset/)).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
    expect(screen.queryByText('Configure')).toBeNull();
    expect(screen.queryByText('Locks')).toBeNull();
    // It reads an asset's detail (its own company's), and changes nothing.
    expect(screen.getAllByText('Detail').length).toBeGreaterThan(0);
    expect(screen.queryByText('Edit')).toBeNull();
    expect(button(/^Export$/)).toBeInTheDocument();
    expect(button('Export all matching')).toBeInTheDocument();
    const { deleteAssets } = await import('@/services/assets');
    await expect(deleteAssets([firstAsset().id])).rejects.toMatchObject({ code: 40301 });
    await waitFor(() => expect(screen.getByText('Permission missing')).toBeInTheDocument());
  });
});

describe('asset detail', () => {
  it('shows the asset with translated states, its tabs, and joins the page menu', async () => {
    storeSession('admin');
    const asset = firstAsset();
    renderApp(`/assets/list/detail/${asset.id}`);
    await waitFor(() => expect(screen.getByText(`Asset ${asset.name}`)).toBeInTheDocument());
    expect(screen.getByText(asset.serialNumber)).toBeInTheDocument();
    expect(screen.getByText('Run status').closest('tr')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Robot components' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Exceptions' })).toBeInTheDocument();
    const u = user();
    await u.click(screen.getByRole('tab', { name: 'Robot components' }));
    const components = await screen.findByTestId('asset-components');
    await waitFor(() => expect(components.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0));
    const stored = JSON.parse(window.sessionStorage.getItem('dynamicMenu') ?? '{}') as Record<string, Array<{ title: string }>>;
    expect(stored['/assets'][0].title).toBe(`${asset.assetNumber} ${asset.name}`);
  });

  it('shows the battery state its robot on the map runs on: a robot at work reads Discharging, whatever it was drawn with', async () => {
    storeSession('admin');
    // Drawn "Empty", yet online, idle neither nor charging: it drives its loop on the map, its battery draining.
    const asset = [...sim.state.fleet.assets.values()].find(
      (candidate) => candidate.online && candidate.sceneId !== '' && candidate.runStatus !== 3 && candidate.batteryState === 5,
    )!;
    expect(asset).toBeDefined();
    renderApp(`/assets/list/detail/${asset.id}`);
    await waitFor(() => expect(screen.getByText(`Asset ${asset.name}`)).toBeInTheDocument());
    const row = screen.getByText('Battery state').closest('tr') as HTMLElement;
    expect(within(row).getByText('Discharging')).toBeInTheDocument();
    expect(within(row).queryByText('Empty')).toBeNull();
  });

  it('says so for an unknown asset, with a way back', async () => {
    storeSession('admin');
    const view = renderApp('/assets/list/detail/no-such-asset');
    await waitFor(() => expect(screen.getByText('404')).toBeInTheDocument());
    expect(screen.getByText('This asset does not exist, or it was deleted.')).toBeInTheDocument();
    await user().click(button('Back to the list'));
    await view.waitForPath('/assets/list');
    // The screen was the one message: no toast said it again (a message stays 3 s).
    expect(notFoundNotices()).toHaveLength(0);
  });

  it('says so in Chinese for an unknown asset in zh-CN, with no English server text', async () => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
    storeSession('admin');
    renderApp('/assets/list/detail/no-such-asset');
    await waitFor(() => expect(screen.getByText('404')).toBeInTheDocument());
    expect(screen.getByText(zhCN['asset.detail.notFound'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zhCN['asset.detail.back'] })).toBeInTheDocument();
    expect(screen.queryByText(/asset not found/i)).toBeNull();
    expect(notFoundNotices()).toHaveLength(0);
  });
});

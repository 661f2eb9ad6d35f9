/**
 * The log packages (/resource/logs) and the function-check report
 * (/resource/function) over the simulator: what a person sees and what the
 * server received. Sizes with units; the add dialog's rules refused before
 * anything is sent; a valid upload as multipart (`file` + `meta`) through
 * the one upload store; a refusal on its field with the dialog kept and the
 * upload retryable; edit, delete, downloads (one file, a zip, a failure);
 * every action hidden without its key; the report's CSV export of the
 * selection (asked for first, section 5) or of every check the filter
 * matches, a row per check item (read from the server), in the words the
 * table shows, in English and in Chinese; nothing saved when the items
 * cannot be read.
 */
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { sizeOf } from '../../mock/sim/blobs';
import { LOG_MAX_BYTES } from '@/services/types/resource';
import { formatDateTime } from '@/utils/format';
import { formatFileSize } from '@/utils/exactFigures';
import { renderApp, storeSession } from '../render';
import { withNodeFormData, captureSaves, chooseFile, dialogClosed, fileOf, headerUploads, jsonOf, ready, requestsTo, rowWith, uploadParts } from '../resources';
import { received, sim } from '../simulator';
import { cellsOf, csvOf } from '../exports';

const toolbar = () => document.querySelector('.console-list-toolbar') as HTMLElement;
import { button, confirmDialog, dialogTitled, fill, rowsOf, user, messages } from '../ui';

const logRows = () => rowsOf('log-table');
const pageBodies = () => requestsTo('POST', '/api/base/resource/log/page').map((request) => jsonOf(request) as Record<string, unknown>);
const uploads = () => requestsTo('POST', '/api/base/resource/log');
/** The seeded packages, newest first (the list's default order). */
const seededLogs = () => [...sim.state.resources.logs].sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));

async function openLogs() {
  storeSession('admin');
  renderApp('/resource/logs');
  return logRows();
}

async function openAdd() {
  await openLogs();
  await user().click(button(/Upload log package/));
  return waitFor(() => dialogTitled('Upload log package'));
}

/** Fills the add dialog; leaves out what is not given. */
async function fillLog(dialog: HTMLElement, values: { file?: File; name?: string; generated?: string; serial?: string }) {
  if (values.file) await chooseFile(dialog, values.file);
  if (values.name !== undefined) await fill(within(dialog).getByLabelText('Name'), values.name);
  if (values.generated !== undefined) {
    await fill(within(dialog).getByLabelText('Generated'), values.generated);
    await user().keyboard('{Enter}');
  }
  if (values.serial !== undefined) await fill(within(dialog).getByLabelText('Serial number'), values.serial);
}

const yesterdayAt8 = () => dayjs().subtract(1, 'day').hour(8).minute(0).second(0).millisecond(0);

withNodeFormData();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('log packages', () => {
  it('lists 10 a page, newest first, with sizes in units, and sorts and searches on the server', async () => {
    const rows = await openLogs();
    expect(rows).toHaveLength(10);
    expect(pageBodies()[0]).toEqual({ pageNumber: 1, pageSize: 10 });
    const newest = seededLogs()[0];
    const row = rowWith(rows, newest.name);
    const size = formatFileSize(sizeOf(newest.file));
    expect(size).toMatch(/^\d+(\.\d\d)? (B|KB|MB)$/);
    expect(within(row).getByText(size)).toBeInTheDocument();
    expect(within(row).getByText(newest.fileName)).toBeInTheDocument();
    expect(within(row).getByText(newest.path)).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(newest.generatedAt))).toBeInTheDocument();
    // every size on the page carries its unit (the seed spans KB and MB)
    const sizes = rows.map((candidate) => candidate.querySelectorAll('td')[3]?.textContent ?? '');
    for (const text of sizes) expect(text).toMatch(/^\d+(\.\d\d)? (B|KB|MB)$/);
    const u = user();
    await u.click(screen.getAllByText('Size').find((node) => node.closest('th')) as HTMLElement);
    await waitFor(() => expect(pageBodies().at(-1)).toMatchObject({ sortField: 'size', sortOrder: 'ascend' }));
    await fill(screen.getByPlaceholderText('Name or serial number'), newest.name);
    await u.keyboard('{Enter}');
    await waitFor(() => expect(pageBodies().at(-1)).toMatchObject({ keyword: newest.name, pageNumber: 1 }));
    await waitFor(async () => expect(await logRows()).toHaveLength(1));
  });

  it('refuses a missing file, name and time, a name over 50, a future time, a foreign file and one over 100 MB, sending nothing', async () => {
    const dialog = await openAdd();
    const u = user();
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(within(dialog).getByText('Choose a file')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('Enter a name')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('Choose when the log was generated')).toBeInTheDocument());

    await fillLog(dialog, { name: 'x'.repeat(51), generated: `${dayjs().format('YYYY-MM-DD')} 23:59:59`, file: fileOf('screenshot.png') });
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(within(dialog).getByText('At most 50 characters')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('The generation time cannot be in the future')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('This type of file is not accepted: use .zip, .gz, .tar.gz, .log, .txt')).toBeInTheDocument());

    await chooseFile(dialog, fileOf('huge.tar.gz', 'x', LOG_MAX_BYTES + 1));
    await waitFor(() => expect(within(dialog).getByText('The file is too large: at most 100 MB')).toBeInTheDocument());
    // the limit itself is fine
    await chooseFile(dialog, fileOf('edge.tar.gz', 'x', LOG_MAX_BYTES));
    await waitFor(() => expect(within(dialog).queryByText('The file is too large: at most 100 MB')).toBeNull());
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(within(dialog).getByText('At most 50 characters')).toBeInTheDocument());
    expect(uploads()).toHaveLength(0);
    expect(screen.queryByText('File upload progress')).toBeNull();
  });

  it('uploads the file with its form values as `meta`, through the upload store, and the new package is listed', async () => {
    const dialog = await openAdd();
    const generated = yesterdayAt8();
    await fillLog(dialog, {
      file: fileOf('hall-robot-nightly.log', 'boot ok\n'),
      name: 'Hall robot nightly',
      generated: generated.format('YYYY-MM-DD HH:mm:ss'),
      serial: 'SN-HALL-0001',
    });
    await user().click(button('Upload', dialog));
    await waitFor(() => expect(screen.getByText('Log package Hall robot nightly uploaded')).toBeInTheDocument());
    // the dialog showed the upload itself: the header's progress dialog did not open over it
    expect(screen.queryByText('File upload progress')).toBeNull();
    // the header's upload store ran it all the same: its indicator's list names the file, finished
    const list = await headerUploads();
    expect(within(list).getByText('hall-robot-nightly.log')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    const sent = uploadParts(uploads()[0]);
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.fileName).toBe('hall-robot-nightly.log');
    expect(sent.fileText).toBe('boot ok\n');
    expect(sent.meta).toEqual({ name: 'Hall robot nightly', generatedAt: generated.valueOf(), serialNumber: 'SN-HALL-0001' });
    await dialogClosed('Upload log package');
    await waitFor(async () => expect(within((await logRows())[0]).getByText('Hall robot nightly')).toBeInTheDocument());
    const row = (await logRows())[0];
    expect(within(row).getByText('8.00 B')).toBeInTheDocument();
    expect(within(row).getByText('SN-HALL-0001')).toBeInTheDocument();
  });

  it('puts a taken name on its field, once, keeps the dialog and its values, and sends again on OK', async () => {
    // Names are unique within a company: an upload of no device is the platform's, as this package is.
    const taken = seededLogs().filter((log) => log.companyId === '')[1];
    const dialog = await openAdd();
    await fillLog(dialog, { file: fileOf('again.log'), name: taken.name.toUpperCase(), generated: yesterdayAt8().format('YYYY-MM-DD HH:mm:ss') });
    const u = user();
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(within(dialog).getByText('A log package with this name already exists')).toBeInTheDocument());
    expect(screen.getAllByText('A log package with this name already exists')).toHaveLength(1);
    expect(messages()).toEqual([]);
    expect(dialogTitled('Upload log package')).toBe(dialog);
    expect(within(dialog).getByLabelText('Name')).toHaveValue(taken.name.toUpperCase());
    expect(within(dialog).getByText('again.log')).toBeInTheDocument();
    expect(uploads()).toHaveLength(1);
    // the same file again, under a free name
    await ready(button('Upload', dialog));
    // the refused upload's bar is in the dialog; nothing covers the form
    expect(within(dialog).getByTestId('log-upload-progress')).toHaveClass('ant-progress-status-exception');
    expect(screen.queryByText('File upload progress')).toBeNull();
    await u.clear(within(dialog).getByLabelText('Name'));
    await fill(within(dialog).getByLabelText('Name'), 'Second try');
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(screen.getByText('Log package Second try uploaded')).toBeInTheDocument());
    expect(uploads()).toHaveLength(2);
    expect(uploadParts(uploads()[1])).toMatchObject({ fileName: 'again.log', meta: { name: 'Second try' } });
    expect(sim.state.resources.logs.some((log) => log.name === 'Second try')).toBe(true);
  });

  it('edits a package\'s facts with a PUT of the form values (the file stays)', async () => {
    const log = seededLogs()[0];
    const rows = await openLogs();
    const u = user();
    await u.click(within(rowWith(rows, log.name)).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit log package'));
    expect(dialog.querySelector('input[type=file]')).toBeNull();
    expect(within(dialog).getByLabelText('Name')).toHaveValue(log.name);
    await u.clear(within(dialog).getByLabelText('Name'));
    await fill(within(dialog).getByLabelText('Name'), 'Renamed package');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Log package Renamed package saved')).toBeInTheDocument());
    const put = requestsTo('PUT', `/api/base/resource/log/${log.id}`);
    expect(put).toHaveLength(1);
    expect(jsonOf(put[0])).toEqual({ name: 'Renamed package', generatedAt: log.generatedAt, serialNumber: log.serialNumber });
    await waitFor(async () => expect(within(rowWith(await logRows(), 'Renamed package')).getByText(log.fileName)).toBeInTheDocument());
  });

  it('deletes a row and a selection only after an irreversible confirmation', async () => {
    const [first, second, third] = seededLogs();
    const rows = await openLogs();
    const u = user();
    await u.click(within(rowWith(rows, first.name)).getByText('Delete'));
    let confirm = await waitFor(() => confirmDialog(`Delete log package ${first.name}?`));
    expect(within(confirm).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/base/resource/log')).toHaveLength(0);
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('1 log package deleted')).toBeInTheDocument());
    expect(jsonOf(requestsTo('DELETE', '/api/base/resource/log')[0])).toEqual({ ids: [first.id] });

    await waitFor(async () => expect(within(screen.getByTestId('log-table')).queryByText(first.name)).toBeNull());
    const now = await logRows();
    await u.click(rowWith(now, second.name).querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(rowWith(now, third.name).querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Delete', toolbar()));
    confirm = await waitFor(() => confirmDialog('Delete 2 log packages?'));
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('2 log packages deleted')).toBeInTheDocument());
    expect(jsonOf(requestsTo('DELETE', '/api/base/resource/log')[1])).toEqual({ ids: [second.id, third.id] });
    expect(sim.state.resources.logs.map((log) => log.id)).not.toEqual(expect.arrayContaining([first.id]));
    expect(sim.state.resources.logs.some((log) => [first.id, second.id, third.id].includes(log.id))).toBe(false);
  });

  it('downloads one package under its own name, several as a zip named with the time, and asks for a selection first', async () => {
    const saves = captureSaves();
    // a text log: msw hands a downloaded blob over as decoded text, which only keeps plain ASCII byte for byte
    const first = seededLogs().slice(0, 10).find((log) => /\.(log|txt)$/.test(log.fileName));
    const second = seededLogs().slice(0, 10).find((log) => log !== first);
    if (!first || !second) throw new Error('no text log on the first page');
    const rows = await openLogs();
    const u = user();
    await u.click(button('Download', toolbar()));
    await waitFor(() => expect(messages()).toContain('Select at least one item first'));
    expect(requestsTo('POST', '/api/base/resource/log/download')).toHaveLength(0);

    await u.click(within(rowWith(rows, first.name)).getByText('Download'));
    await waitFor(() => expect(saves.saved).toEqual([first.fileName]));
    expect(saves.blobs[0].size).toBe(sizeOf(first.file));

    await u.click(rowWith(rows, first.name).querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(rowWith(rows, second.name).querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Download', toolbar()));
    await waitFor(() => expect(saves.saved).toHaveLength(2));
    expect(saves.saved[1]).toMatch(/^logs_\d{8}_\d{6}\.zip$/);
    expect(requestsTo('POST', '/api/base/resource/log/download').map(jsonOf)).toEqual([{ ids: [first.id] }, { ids: [first.id, second.id] }]);
  });

  it('saves nothing and says why, once, when the download is refused', async () => {
    const saves = captureSaves();
    const log = seededLogs()[0];
    const rows = await openLogs();
    // deleted meanwhile (another user): the server answers an envelope, not the file
    sim.state.resources.logs = sim.state.resources.logs.filter((candidate) => candidate.id !== log.id);
    await user().click(within(rowWith(rows, log.name)).getByText('Download'));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(messages()[0]).toBe('It does not exist, or it was removed');
    expect(requestsTo('POST', '/api/base/resource/log/download')).toHaveLength(1);
    expect(saves.saved).toEqual([]);
  });

  describe('needs its keys', () => {
    const shownBy: Record<string, () => HTMLElement[]> = {
      add: () => screen.queryAllByText('Upload log package'),
      edit: () => screen.queryAllByText('Edit'),
      download: () => screen.queryAllByText('Download'),
      delete: () => screen.queryAllByText('Delete'),
    };
    it.each([
      [['add', 'download'], ['edit', 'delete']],
      [['edit', 'delete'], ['add', 'download']],
    ])('hides %j without their keys and keeps %j', async (removed, kept) => {
      const admin = sim.state.accounts.find((candidate) => candidate.account === 'admin');
      if (!admin) throw new Error('no admin');
      admin.permissions = admin.permissions.filter((key) => !removed.some((name) => key === `platform:resource:logs:${name}`));
      await openLogs();
      for (const key of removed) expect(shownBy[key](), key).toEqual([]);
      for (const key of kept) expect(shownBy[key]().length, key).toBeGreaterThan(0);
    });

    it('shows the list alone, without selection or actions, with none of them', async () => {
      const admin = sim.state.accounts.find((candidate) => candidate.account === 'admin');
      if (!admin) throw new Error('no admin');
      admin.permissions = admin.permissions.filter((key) => !key.startsWith('platform:resource:logs:'));
      const rows = await openLogs();
      expect(rows).toHaveLength(10);
      for (const shown of Object.values(shownBy)) expect(shown()).toEqual([]);
      expect(screen.queryByText('Actions')).toBeNull();
      expect(rows[0].querySelector('input[type=checkbox]')).toBeNull();
    });
  });
});

describe('function-check report', () => {
  const checkRows = () => rowsOf('function-check-table');
  const itemCalls = () => requestsTo('POST', '/api/base/resource/function/items');
  /** The checks, newest first (the list's default order). */
  const newestFirst = () => [...sim.state.resources.checks].sort((a, b) => b.checkedAt - a.checkedAt || b.id.localeCompare(a.id));
  /** A cell as the CSV holds it: a text a spreadsheet would run as a formula (`-70--30 dBm`) is written behind an apostrophe (src/utils/csv.ts). */
  const asWritten = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  type Check = (typeof sim.state.resources.checks)[number];
  /** The cells the export writes for a check: its columns as the table shows them, once per item followed by the item's, or once with empty item cells. */
  function rowsOfCheck(check: Check, words: { pass: string; fail: string }): string[][] {
    const failed = check.items.filter((item) => item.result === 'fail').length;
    const own = [
      check.assetNumber,
      check.serialNumber,
      check.model,
      formatDateTime(check.checkedAt),
      String(check.items.length),
      String(check.items.length - failed),
      String(failed),
      failed === 0 ? words.pass : words.fail,
      check.operator,
    ];
    if (check.items.length === 0) return [[...own, '', '', '', '']];
    return check.items.map((item) => [...own, item.item, asWritten(item.expected), asWritten(item.measured), words[item.result]]);
  }

  async function openReport() {
    storeSession('admin');
    renderApp('/resource/function');
    return checkRows();
  }

  it('shows each check with its counts and a coloured pass/fail result', async () => {
    const rows = await openReport();
    expect(rows).toHaveLength(10);
    const results = rows.map((row) => row.querySelector('[data-result]') as HTMLElement);
    for (const tag of results) {
      const passed = tag.getAttribute('data-result') === 'pass';
      expect(tag).toHaveTextContent(passed ? 'Pass' : 'Fail');
      expect(tag).toHaveClass(passed ? 'ant-tag-success' : 'ant-tag-error');
    }
    const newest = [...sim.state.resources.checks].sort((a, b) => b.checkedAt - a.checkedAt)[0];
    const row = rowWith(rows, formatDateTime(newest.checkedAt));
    expect(within(row).getByText(newest.assetNumber)).toBeInTheDocument();
    const failed = newest.items.filter((item) => item.result === 'fail').length;
    const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(-5, -2)).toEqual([String(newest.items.length), String(newest.items.length - failed), String(failed)]);
  });

  it('asks for a selection before an export, even with filters set, and sends nothing', async () => {
    const saves = captureSaves();
    const check = sim.state.resources.checks[0];
    await openReport();
    const u = user();
    await fill(screen.getByPlaceholderText('Serial or asset number'), check.assetNumber);
    await u.keyboard('{Enter}');
    await waitFor(() => expect(jsonOf(requestsTo('POST', '/api/base/resource/function/page').at(-1))).toMatchObject({ keyword: check.assetNumber }));
    await u.click(button('Export'));
    await waitFor(() => expect(messages()).toContain('Select at least one item first'));
    expect(itemCalls()).toHaveLength(0);
    expect(saves.saved).toEqual([]);
  });

  it('exports exactly the selected checks as a CSV named with the time, a row per check item, in the words the table shows', async () => {
    const saves = captureSaves();
    // The fourth check of the list has no items: it is one row, its item cells empty.
    const emptied = newestFirst()[3];
    emptied.items = [];
    const rows = await openReport();
    const u = user();
    const ids = [rows[0], rows[3]].map((row) => row.getAttribute('data-row-key'));
    expect(ids[1]).toBe(emptied.id);
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(rows[3].querySelector('input[type=checkbox]') as HTMLElement);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await u.click(button('Export'));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^function-check_\d{8}_\d{6}\.csv$/);
    // The items of the ticked checks, asked for once.
    expect(itemCalls().map(jsonOf)).toEqual([{ ids }]);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toBe('Asset number,Serial number,Model,Checked,Items,Passed,Failed,Result,Operator,Check item,Expected,Measured,Item result');
    const checks = ids.map((id) => sim.state.resources.checks.find((check) => check.id === id)!);
    expect(checks[0].items.length).toBeGreaterThanOrEqual(8);
    const written = csv.lines.slice(1).map(cellsOf);
    expect(written).toEqual(checks.flatMap((check) => rowsOfCheck(check, { pass: 'Pass', fail: 'Fail' })));
    expect(written).toHaveLength(checks[0].items.length + 1);
    expect(written.at(-1)?.slice(-4)).toEqual(['', '', '', '']);
    await waitFor(() => expect(screen.getByText('2 rows exported')).toBeInTheDocument());
  });

  it('exports every check the filter matches, a row per check item, in Chinese for a person reading Chinese', async () => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
    const saves = captureSaves();
    await openReport();
    const pages = requestsTo('POST', '/api/base/resource/function/page').length;
    await user().click(button('导出全部筛选结果'));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(requestsTo('POST', '/api/base/resource/function/page').slice(pages).map(jsonOf)).toEqual([{ pageNumber: 1, pageSize: 100 }]);
    const checks = newestFirst();
    expect(itemCalls().map(jsonOf)).toEqual([{ ids: checks.map((check) => check.id) }]);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toBe('资产编号,序列号,适配型号,检测时间,检测项,通过,未通过,检测结果,操作人,检测项目,标准范围,实测值,项目结果');
    const written = csv.lines.slice(1).map(cellsOf);
    expect(written).toEqual(checks.flatMap((check) => rowsOfCheck(check, { pass: '合格', fail: '不合格' })));
    expect(written.length).toBe(checks.reduce((sum, check) => sum + check.items.length, 0));
    expect(new Set(written.map((cells) => cells[12]))).toContain('合格');
    await waitFor(() => expect(screen.getByText(`已导出 ${checks.length} 条`)).toBeInTheDocument());
  });

  it('saves nothing when the items cannot be read: the one message says why', async () => {
    const saves = captureSaves();
    const rows = await openReport();
    const u = user();
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    // The check is gone meanwhile: its items call answers 40401.
    const gone = rows[0].getAttribute('data-row-key');
    sim.state.resources.checks = sim.state.resources.checks.filter((check) => check.id !== gone);
    await u.click(button('Export'));
    await waitFor(() => expect(itemCalls()).toHaveLength(1));
    await waitFor(() => expect(messages()).toContain('It does not exist, or it was removed'));
    expect(saves.saved).toEqual([]);
    expect(messages()).not.toContain('1 row exported');
  });

  it('shows no export without platform:resource:function:export', async () => {
    const admin = sim.state.accounts.find((candidate) => candidate.account === 'admin');
    if (!admin) throw new Error('no admin');
    admin.permissions = admin.permissions.filter((key) => key !== 'platform:resource:function:export');
    const rows = await openReport();
    expect(screen.queryByText(/^Export/)).toBeNull();
    expect(rows[0].querySelector('input[type=checkbox]')).toBeNull();
    expect(received.some((request) => request.url.includes('/function/items'))).toBe(false);
  });
});

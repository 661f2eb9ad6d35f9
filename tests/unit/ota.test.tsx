/**
 * OTA pushes over the simulator: the send screen's choices and its one rule
 * ('no upgradable devices, please reselect'), what the server receives, the
 * push page with each device's status translated and coloured, moving on as
 * the simulator's clock runs, and the marked push of a notification's link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { FAILURE_REASONS } from '../../mock/sim/ota';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { UPGRADE_STATUS } from '@/services/types/ota';
import { renderApp, storeSession } from '../render';
import { received, sim } from '../simulator';
import { bodyOf, sent } from '../members';
import { button, confirmDialog, rowsOf, user, messages } from '../ui';

const NO_DEVICES = 'No upgradable devices, please reselect';
const TICK_ONE = 'Tick at least one device to send to';

/** Opens a select of the send screen and picks its first option; answers the option's text. */
async function pickFirst(field: string) {
  const select = screen.getByTestId(`send-${field}`);
  await user().click(select.querySelector('.ant-select-selector') as HTMLElement);
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    expect(open).toBeDefined();
    return open as HTMLElement;
  });
  const option = await waitFor(() => {
    const found = dropdown.querySelector('.ant-select-item-option') as HTMLElement | null;
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  const text = option.textContent ?? '';
  await user().click(option);
  return text;
}

async function chooseEverything() {
  for (const field of ['tag', 'model', 'modelVersion', 'purpose', 'version']) await pickFirst(field);
  await screen.findByTestId('send-package');
}

const openSend = async () => {
  storeSession('admin');
  const app = renderApp('/ota/update/issued');
  await waitFor(() => expect(screen.getByTestId('send-tag')).not.toHaveClass('ant-select-disabled'), { timeout: 30_000 });
  return app;
};

describe('the upgrade statuses', () => {
  it('are translated in both languages and coloured by how they ended', () => {
    const en = enUS as Record<string, string>;
    const zh = zhCN as Record<string, string>;
    expect(UPGRADE_STATUS.entries.map((entry) => [entry.value, en[entry.id], entry.color])).toEqual([
      [1, 'Issuing', 'processing'],
      [2, 'Not sent', 'default'],
      [3, 'Issued', 'warning'],
      [4, 'Waiting for idle', 'warning'],
      [5, 'Installed', 'success'],
      [6, 'Rolling back', 'processing'],
      [7, 'Failed', 'error'],
      [8, 'Rolled back', 'default'],
      [9, 'Offline', 'default'],
    ]);
    expect(UPGRADE_STATUS.entries.map((entry) => zh[entry.id])).toEqual(['下发中', '未下发', '已下发', '等待空闲', '已安装', '回滚中', '失败', '已回滚', '离线']);
    expect(UPGRADE_STATUS.idOf(10)).toBe('enum.unknown');
  });
});

describe('sending an upgrade', () => {
  it('refuses to send until a package and a device are chosen, and sends nothing', async () => {
    await openSend();
    const u = user();
    expect(screen.getByText(/Choose tag, model, model version, purpose and version/)).toBeInTheDocument();
    await u.click(button(/Send to/));
    await waitFor(() => expect(messages()).toEqual([NO_DEVICES]));
    await chooseEverything();
    await rowsOf('send-device-table');
    // Devices are listed but none is ticked: that is what it says.
    await u.click(button(/Send to/));
    await waitFor(() => expect(messages()).toContain(TICK_ONE));
    expect(sent('POST', '/api/base/ota/upgrade')).toHaveLength(0);
  });

  it('offers only the devices the chosen package applies to', async () => {
    await openSend();
    await chooseEverything();
    const rows = await rowsOf('send-device-table');
    const query = bodyOf(sent('POST', '/api/base/ota/upgrade/device/page').at(-1));
    const packageId = String(query.packageId);
    const pkg = sim.state.ota.packages.find((candidate) => candidate.id === packageId);
    if (!pkg) throw new Error('no package chosen');
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells).toContain(pkg.model);
      expect(cells).toContain(pkg.modelVersion);
    }
  });

  it('sends the ticked devices, lands on the push marked, and its statuses move on with the clock', async () => {
    const app = await openSend();
    const u = user();
    await chooseEverything();
    const rows = await rowsOf('send-device-table');
    // Two online devices: an offline one would keep the push pending (see the push list below).
    const ticked = rows.filter((row) => within(row).queryByText('Online') !== null).slice(0, 2);
    expect(ticked).toHaveLength(2);
    for (const row of ticked) await u.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    const ids = ticked.map((row) => row.getAttribute('data-row-key'));
    await u.click(button('Send to 2 devices'));
    // It asks first, naming the package and the count; nothing is sent before the answer.
    const ask = await waitFor(() => confirmDialog('Send the upgrade to 2 devices?'));
    expect(ask.textContent).toMatch(/will be installed on 2 devices/);
    expect(sent('POST', '/api/base/ota/upgrade')).toHaveLength(0);
    await u.click(button('Send', ask));
    await app.waitForPath(/^\/ota\/update\?push=/);
    const body = bodyOf(sent('POST', '/api/base/ota/upgrade')[0]);
    expect(body.assetIds).toEqual(ids);
    expect(typeof body.packageId).toBe('string');
    const pushId = decodeURIComponent(app.location().split('push=')[1]);
    // The new push is marked and open on its devices.
    const devices = await screen.findByTestId(`push-devices-${pushId}`, {}, { timeout: 15_000 });
    await waitFor(() => expect(devices.querySelectorAll('.ant-table-row')).toHaveLength(2));
    const pushRow = document.querySelector(`[data-row-key="${pushId}"]`) as HTMLElement;
    expect(pushRow.className).toContain('ant-table-row-selected');
    expect(within(pushRow).getByText('In progress')).toBeInTheDocument();
    expect(within(pushRow).getByText('2 devices pending')).toBeInTheDocument();
    // Time passes on the server: every device ends installed or failed, and the push finishes.
    sim.clockOffsetMs += 10 * 60_000;
    await waitFor(() => expect(within(document.querySelector(`[data-row-key="${pushId}"]`) as HTMLElement).getByText('Finished')).toBeInTheDocument(), {
      timeout: 15_000,
    });
    const finished = await waitFor(
      () => {
        const table = screen.getByTestId(`push-devices-${pushId}`);
        const statuses = [...table.querySelectorAll('[data-enum="upgradeStatus"]')].map((tag) => Number(tag.getAttribute('data-value')));
        expect(statuses).toHaveLength(2);
        for (const status of statuses) expect([5, 7]).toContain(status);
        return table;
      },
      { timeout: 15_000 },
    );
    const installed = finished.querySelector('[data-enum="upgradeStatus"][data-value="5"]');
    if (installed) {
      expect(installed.textContent).toBe('Installed');
      expect(installed.className).toContain('ant-tag-success');
    }
  }, 60_000);

  it('says the same when the server finds a ticked device no longer upgradable, and stays', async () => {
    const app = await openSend();
    const u = user();
    await chooseEverything();
    const rows = await rowsOf('send-device-table');
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    // Meanwhile the device leaves the fleet.
    const id = rows[0].getAttribute('data-row-key');
    sim.state.fleet.assets.delete(id ?? '');
    await u.click(button('Send to 1 device'));
    await u.click(button('Send', await waitFor(() => confirmDialog('Send the upgrade to 1 device?'))));
    await waitFor(() => expect(messages()).toEqual([NO_DEVICES]));
    expect(app.location()).toBe('/ota/update/issued');
    expect(sent('POST', '/api/base/ota/upgrade')).toHaveLength(1);
  });
});

describe('the push list', () => {
  it('lists pushes with their devices per status, and hides Send without its key', async () => {
    const admin = sim.state.accounts.find((candidate) => candidate.account === 'admin');
    if (!admin) throw new Error('no admin');
    admin.permissions = admin.permissions.filter((key) => key !== 'platform:ota:upgrade:send');
    storeSession('admin');
    renderApp('/ota/update');
    const rows = await rowsOf('push-table');
    expect(rows.length).toBeGreaterThan(0);
    expect(within(rows[0]).getByTestId('push-progress').textContent).toMatch(/Installed|Failed|Offline/);
    expect(screen.queryByText('Send upgrade')).toBeNull();
    expect(received.some((request) => request.url === '/api/base/ota/upgrade/page')).toBe(true);
  });

  it('shows a push with an offline device in progress, with how many devices are pending, never Finished', async () => {
    const pending = sim.state.ota.pushes.filter((push) => push.devices.some((device) => device.offline));
    const done = sim.state.ota.pushes.filter((push) => !push.devices.some((device) => device.offline));
    expect(pending.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);
    storeSession('admin');
    renderApp('/ota/update');
    await rowsOf('push-table');
    const rowOf = (id: string) => document.querySelector(`[data-testid="push-table"] [data-row-key="${id}"]`) as HTMLElement;
    for (const push of pending) {
      const offline = push.devices.filter((device) => device.offline).length;
      const state = within(rowOf(push.id)).getByTestId('push-state');
      expect(state.textContent).toBe(`In progress${offline} ${offline === 1 ? 'device' : 'devices'} pending`);
      expect(within(rowOf(push.id)).queryByText('Finished')).toBeNull();
    }
    for (const push of done) expect(within(rowOf(push.id)).getByTestId('push-state').textContent).toBe('Finished');
  });

  it("shows a failed device's reason in the person's language, and an unknown reason as it came", async () => {
    // a seeded push with a failed device on the first page of its devices
    const push = sim.state.ota.pushes.find((candidate) => candidate.devices.slice(0, 10).some((device) => device.failed && !device.offline));
    if (!push) throw new Error('no seeded push with a failed device');
    const shown = push.devices.slice(0, 10).filter((device) => !device.offline);
    const failed = shown.find((device) => device.failed) as (typeof shown)[number];
    const other = shown.find((device) => device !== failed);
    // Another device failed for a reason this console does not know yet.
    if (other) Object.assign(other, { failed: true, reason: 'fuse blown' });
    window.localStorage.setItem('umi_locale', 'zh-CN');
    storeSession('admin');
    renderApp(`/ota/update?push=${push.id}`);
    const devices = await screen.findByTestId(`push-devices-${push.id}`, {}, { timeout: 30_000 });
    const rowOf = (device: { id: string }) =>
      waitFor(() => {
        const row = devices.querySelector(`[data-row-key="${device.id}"]`);
        expect(row).not.toBeNull();
        return row as HTMLElement;
      });
    const row = await rowOf(failed);
    expect(within(row).getByText('失败')).toBeInTheDocument();
    const zh = zhCN as Record<string, string>;
    expect(zh[`ota.reason.${failed.reason}`]).toMatch(/[\u4e00-\u9fff]/);
    expect(within(row).getByText(zh[`ota.reason.${failed.reason}`])).toBeInTheDocument();
    expect(within(row).queryByText(failed.reason)).toBeNull();
    if (other) expect(within(await rowOf(other)).getByText('fuse blown')).toBeInTheDocument();
  });

  it('has every failure reason of the server in both languages', () => {
    for (const code of FAILURE_REASONS) {
      expect(enUS, code).toHaveProperty([`ota.reason.${code}`]);
      expect(zhCN, code).toHaveProperty([`ota.reason.${code}`]);
    }
    expect((enUS as Record<string, string>)['ota.reason.checksum']).toBe('Checksum mismatch');
  });

  it('fits a 1440 px window: every column has its width, the table scrolls inside its card, state and end stay at its right', async () => {
    storeSession('admin');
    renderApp('/ota/update');
    await rowsOf('push-table');
    const table = screen.getByTestId('push-table').querySelector('.ant-table-content table, .ant-table-body table') as HTMLElement;
    const headers = [...table.querySelectorAll('thead th')] as HTMLElement[];
    const titles = ['Sent at', 'Package', 'Tag', 'Model', 'Model version', 'Purpose', 'Target version', 'Sent by', 'Devices', 'State', 'Finished at'];
    for (const title of titles) expect(headers.some((cell) => cell.textContent === title), title).toBe(true);
    // one width per column, adding up, with the expand column's 48 px, to the table's scroll width
    const cols = [...table.querySelectorAll('colgroup col:not(.ant-table-expand-icon-col)')] as HTMLElement[];
    const widths = cols.map((col) => parseInt(col.style.width, 10));
    expect(widths).toHaveLength(titles.length);
    for (const width of widths) expect(width).toBeGreaterThan(0);
    const total = widths.reduce((sum, width) => sum + width, 48);
    expect(table.style.width).toBe(`${total}px`);
    // 1440 px less the side menu (256) and the page's and card's padding (80 + 48): the table scrolls, its right columns stay
    expect(total).toBeGreaterThan(1440 - 256 - 128);
    for (const title of ['State', 'Finished at']) {
      expect(headers.find((cell) => cell.textContent === title)).toHaveClass('ant-table-cell-fix-right');
    }
  });
});

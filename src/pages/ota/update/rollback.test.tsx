/**
 * The push list's safe pushes (issue 33) over the simulator: a phased push
 * that halted by itself shows Halted with its stage and, opened, the failures
 * that halted it and its devices not sent; Roll back asks first, naming how
 * many installed devices go back, sends nothing before the answer, then the
 * push rolls back as the clock runs. The new statuses are translated and
 * coloured in both languages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { getIntl } from '@umijs/max';
import { notificationTitle } from '@/components/notifications/message';
import { compareIds } from '../../../../mock/sim/domains/list';
import { activityAt } from '../../../../mock/sim/fleet';
import { applies, newPush, type OtaPush } from '../../../../mock/sim/ota';
import { advanceClock } from '../../../../mock/sim/testClient';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { UPGRADE_STATUS } from '@/services/types/ota';
import { renderApp, storeSession } from '../../../../tests/render';
import { sim } from '../../../../tests/simulator';
import { sent } from '../../../../tests/members';
import { button, confirmGone, rowsOf, shownConfirm, user } from '../../../../tests/ui';

/**
 * The scenario of mock/sim/otaRollout.test.ts, arranged in the simulator's store (not through its API, whose
 * requests the contract check holds to a console's headers): the DL-200 rc package to its first five online devices
 * in the device list's order (newest first), 50 % (no failure tolerated), then 100 %; sent `agoMs` before now.
 */
function haltingPush(agoMs: number, options: { whenIdle?: boolean } = {}): OtaPush {
  const { ota, fleet, accounts } = sim.state;
  const pkg = ota.packages.find((candidate) => candidate.id === 'ota8');
  const admin = accounts.find((account) => account.account === 'admin');
  if (!pkg || !admin) throw new Error('no DL-200 rc package or no admin');
  const assets = [...fleet.assets.values()]
    .filter((asset) => asset.online && applies(ota, pkg, asset) && (!options.whenIdle || activityAt(asset, sim.now()) === 'working'))
    .sort((a, b) => b.createdAt - a.createdAt || compareIds(b.id, a.id))
    .slice(0, 5);
  const stages = [
    { percent: 50, failureThreshold: 0 },
    { percent: 100, failureThreshold: 10 },
  ];
  return newPush(ota, pkg, assets, { id: admin.id, name: admin.name }, sim.now() - agoMs, { stages, whenIdle: options.whenIdle });
}

const pushRow = (id: string) => document.querySelector(`[data-testid="push-table"] [data-row-key="${id}"]`) as HTMLElement;
const tagsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('[data-enum="upgradeStatus"]')].map((tag) => [tag.textContent, tag.getAttribute('data-value')]);

describe('the push list: safe pushes', () => {
  it('translates and colours the new statuses in both languages', () => {
    const en = enUS as Record<string, string>;
    const zh = zhCN as Record<string, string>;
    const added = UPGRADE_STATUS.entries.filter((entry) => [2, 4, 6, 8].includes(entry.value));
    expect(added.map((entry) => [entry.value, en[entry.id], entry.color])).toEqual([
      [2, 'Not sent', 'default'],
      [4, 'Waiting for idle', 'warning'],
      [6, 'Rolling back', 'processing'],
      [8, 'Rolled back', 'default'],
    ]);
    for (const entry of added) expect(zh[entry.id], entry.id).toMatch(/[\u4e00-\u9fff]/);
    for (const state of ['running', 'finished', 'halted', 'rollingBack', 'rolledBack']) {
      expect(en, state).toHaveProperty([`ota.push.state.${state}`]);
      expect(zh, state).toHaveProperty([`ota.push.state.${state}`]);
    }
  });

  it("words the halt's notification in both languages, and briefly when its parameters are missing", () => {
    const base = { noSqlId: 'n1', msg: 'notice.ota.push.halted', status: 0 as const, createTime: 0, method: 'GET' as const, url: '/ota/update?push=push4' };
    const msgParam = JSON.stringify({ name: 'DL-200 V1 system 3.4.0 rc', stage: 1, failed: 2, devices: 3 });
    expect(notificationTitle(getIntl('en-US'), { ...base, msgParam })).toBe('OTA push DL-200 V1 system 3.4.0 rc halted at stage 1: 2 of 3 devices failed');
    expect(notificationTitle(getIntl('zh-CN'), { ...base, msgParam })).toMatch(/DL-200 V1 system 3\.4\.0 rc.*1.*3.*2/);
    for (const lang of ['en-US', 'zh-CN']) {
      const intl = getIntl(lang);
      expect(notificationTitle(intl, { ...base, msgParam: '{}' })).toBe(intl.formatMessage({ id: 'notice.ota.push.halted.brief' }));
    }
  });

  it('shows a push that halted by itself, its stage and failures; Roll back asks with the count, then rolls back', async () => {
    // Sent a minute ago: its first stage ended, and halted it.
    const push = haltingPush(60_000);
    storeSession('admin');
    renderApp(`/ota/update?push=${push.id}`);
    await rowsOf('push-table');
    const state = await waitFor(() => {
      const shown = within(pushRow(push.id)).getByTestId('push-state');
      expect(shown.textContent).toBe('HaltedStage 1 of 2');
      return shown;
    });
    expect(state.querySelector('.ant-tag')?.className).toContain('ant-tag-error');
    // Opened (the notification's link marks it): the failures that halted it, and its devices of stage 2 never sent.
    const failures = await screen.findByTestId(`push-failures-${push.id}`, {}, { timeout: 15_000 });
    const failed = push.devices.filter((device) => device.stage === 1 && device.failed);
    expect(failed).toHaveLength(2);
    expect(failures.textContent).toContain('Halted at stage 1 of 2: 2 devices failed, more than its threshold of 0%. Later stages were not sent.');
    const reasons: Record<string, string> = enUS as Record<string, string>;
    for (const device of failed) {
      expect(failures.textContent).toContain(device.assetNumber);
      expect(failures.textContent).toContain(reasons[`ota.reason.${device.reason}`]);
    }
    const devices = await screen.findByTestId(`push-devices-${push.id}`);
    await waitFor(() => expect(tagsOf(devices).filter(([, value]) => value === '2')).toHaveLength(2));
    expect(tagsOf(devices).filter(([text]) => text === 'Not sent')).toHaveLength(2);

    // Roll back: it asks first, naming how many installed devices go back; nothing is sent before the answer.
    const u = user();
    await u.click(within(pushRow(push.id)).getByTestId(`push-rollback-${push.id}`));
    const title = 'Roll back 1 installed device to its previous version?';
    const ask = await shownConfirm(title);
    expect(ask.textContent).toContain('DL-200 V1 system 3.4.0 rc');
    const rollbackUrl = `/api/base/ota/upgrade/${push.id}/rollback`;
    expect(sent('POST', rollbackUrl)).toHaveLength(0);
    await u.click(button('Roll back', ask));
    await confirmGone(title);
    expect(sent('POST', rollbackUrl)).toHaveLength(1);
    await waitFor(() => expect(within(pushRow(push.id)).getByTestId('push-state').textContent).toBe('Rolling backStage 1 of 2'), { timeout: 15_000 });
    expect(within(pushRow(push.id)).queryByTestId(`push-rollback-${push.id}`)).toBeNull();
    // The clock runs: the list (polling while a device rolls back) shows it rolled back, its device too.
    advanceClock(sim, 10_000);
    await waitFor(() => expect(within(pushRow(push.id)).getByTestId('push-state').textContent).toBe('Rolled backStage 1 of 2'), { timeout: 15_000 });
    await waitFor(() => {
      const table = screen.getByTestId(`push-devices-${push.id}`);
      expect(tagsOf(table).filter(([text, value]) => text === 'Rolled back' && value === '8')).toHaveLength(1);
    });
    // Still listed: the failures that halted it.
    expect(screen.getByTestId(`push-failures-${push.id}`)).toBeInTheDocument();
  }, 60_000);

  it('offers no Roll back for a push still running, nor to an account without the send key', async () => {
    // Sent whenIdle to operative robots: its first stage waits minutes for them to pause.
    const running = haltingPush(0, { whenIdle: true });
    const halted = haltingPush(60_000);
    const admin = sim.state.accounts.find((candidate) => candidate.account === 'admin');
    if (!admin) throw new Error('no admin');
    storeSession('admin');
    const view = renderApp('/ota/update');
    await rowsOf('push-table');
    await waitFor(() => expect(within(pushRow(running.id)).getByTestId('push-state')).toHaveAttribute('data-state', 'running'));
    expect(within(pushRow(running.id)).getByTestId('push-state').textContent).toMatch(/^In progress5 devices pendingStage 1 of 2$/);
    expect(within(pushRow(running.id)).queryByText('Roll back')).toBeNull();
    expect(within(pushRow(halted.id)).getByText('Roll back')).toBeInTheDocument();
    view.unmount();

    admin.permissions = admin.permissions.filter((key) => key !== 'platform:ota:upgrade:send');
    renderApp('/ota/update');
    await rowsOf('push-table');
    await waitFor(() => expect(within(pushRow(halted.id)).getByTestId('push-state').textContent).toBe('HaltedStage 1 of 2'));
    expect(within(pushRow(halted.id)).queryByText('Roll back')).toBeNull();
  });
});

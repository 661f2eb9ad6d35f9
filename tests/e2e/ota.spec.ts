/**
 * OTA in a real browser: an administrator uploads a package in /resource/ota,
 * sends it to two online devices from /ota/update/issued, the simulator's clock moves
 * on and the push's devices end installed or failed; a reload brings
 * the push's notification, and the operation log holds the upload, the send
 * and the sign-in. A phased push of the simulator's flaky model (DL-200)
 * halts by itself at its first stage, the bell says so, and it is rolled
 * back. What the server received is read from the requests.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { advanceClock, chooseLanguage, confirmWith, loginAs, pinLocale, resetSimulator, screenshot } from './helpers';
import type { Locator, Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const PACKAGE = 'CR-300 V3 navigation 2.9.0 walk';
const FILE = 'cr300-v3-nav-2.9.0-walk.bin';

/** Picks an option of an antd select by its title, typing to narrow long lists. */
async function pick(page: Page, select: Locator, title: string) {
  await select.click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: title });
  await option.first().click();
}

async function uploadPackage(page: Page) {
  await page.goto('/resource/ota');
  await page.getByRole('button', { name: 'Upload OTA package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload OTA package' });
  await dialog.locator('input[type=file]').setInputFiles({ name: FILE, mimeType: 'application/octet-stream', buffer: Buffer.alloc(64 * 1024, 7) });
  await dialog.getByLabel('Package name').fill(PACKAGE);
  await dialog.getByLabel('Tag', { exact: true }).fill('walk');
  await pick(page, dialog.getByLabel('Model', { exact: true }), 'CR-300');
  await pick(page, dialog.getByLabel('Model version'), 'V3');
  await pick(page, dialog.getByLabel('Purpose'), 'Navigation');
  await dialog.getByLabel('Minimum applicable version').fill('2.5.1');
  await dialog.getByLabel('Applicable version', { exact: true }).fill('2.8.0');
  await dialog.getByLabel('Target version').fill('2.9.0');
  await screenshot(page, 'ota-upload-en-US');
  const upload = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/base/resource/ota');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const sent = await upload;
  expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(sent.headers().sign).toBeTruthy();
  await expect(page.getByText(`OTA package ${PACKAGE} uploaded`)).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('ota-file-table').locator('.ant-table-row').first()).toContainText(PACKAGE);
}

test('an administrator uploads a package, sends it, watches the push finish and finds it in the notifications and the operation log (en-US)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin');
  await uploadPackage(page);

  // Send it: the choices narrow down to the new package, the devices offered are the ones it applies to.
  await page.goto('/ota/update');
  await page.getByRole('button', { name: 'Send upgrade' }).click();
  await expect(page).toHaveURL(/\/ota\/update\/issued$/);
  await pick(page, page.getByTestId('send-tag'), 'walk');
  await pick(page, page.getByTestId('send-model'), 'CR-300');
  await pick(page, page.getByTestId('send-modelVersion'), 'V3');
  await pick(page, page.getByTestId('send-purpose'), 'Navigation');
  await pick(page, page.getByTestId('send-version'), '2.9.0');
  const devices = page.getByTestId('send-device-table').locator('.ant-table-row');
  await expect(devices.first()).toBeVisible();
  // Two online devices: an offline one would keep the push in progress, pending.
  const online = devices.filter({ hasText: 'Online' });
  const ticked: string[] = [];
  for (const row of [online.nth(0), online.nth(1)]) {
    ticked.push((await row.getAttribute('data-row-key')) ?? '');
    await row.locator('input[type=checkbox]').check();
  }
  await screenshot(page, 'ota-send-en-US');
  const send = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/base/ota/upgrade');
  await page.getByRole('button', { name: 'Send to 2 devices' }).click();
  // It asks first, naming the package and how many devices.
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: 'Send the upgrade to 2 devices?' });
  await expect(ask).toContainText('will be installed on 2 devices');
  await screenshot(page, 'ota-send-confirm-en-US');
  await ask.getByRole('button', { name: 'Send' }).click();
  expect((await send).postDataJSON().assetIds).toEqual(ticked);
  await expect(page).toHaveURL(/\/ota\/update\?push=/);
  const pushId = decodeURIComponent(new URL(page.url()).searchParams.get('push') ?? '');
  const pushRow = page.getByTestId('push-table').locator(`[data-row-key="${pushId}"]`);
  await expect(pushRow).toContainText('In progress');
  await expect(pushRow).toContainText('2 devices pending');
  await expect(pushRow).toHaveClass(/ant-table-row-selected/);
  await expect(page.getByTestId(`push-devices-${pushId}`).locator('.ant-table-row')).toHaveCount(2);

  // Ten minutes pass on the server: the page's polling brings every device to its end.
  await advanceClock(page, 10 * 60_000);
  await expect(pushRow).toContainText('Finished', { timeout: 20_000 });
  const statuses = page.getByTestId(`push-devices-${pushId}`).locator('[data-enum="upgradeStatus"]');
  await expect(statuses).toHaveCount(2);
  for (const value of await statuses.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-value')))) {
    expect(['5', '7']).toContain(value);
  }
  await screenshot(page, 'ota-push-finished-en-US');

  // A reload asks for the unread flag again: the push's notification lights the dot and leads back to it.
  await page.reload();
  await expect(page.getByTestId('notification-dot').locator('.ant-badge-dot')).toBeVisible();
  await page.getByTestId('notification-bell').click();
  const notice = page.getByTestId('notification-item').filter({ hasText: `OTA push ${PACKAGE} finished` });
  await expect(notice).toHaveCount(1);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/ota/update\\?push=${pushId}$`));

  // The operation log: the send, the upload and the sign-in, newest first, without the password.
  await page.goto('/operations/logs');
  const rows = page.getByTestId('operation-log-table').locator('.ant-table-row');
  await expect(rows.first()).toContainText('Send');
  await expect(rows.first()).toContainText('OTA');
  await expect(rows.nth(1)).toContainText('Upload');
  await expect(rows.nth(2)).toContainText('Sign in');
  for (const index of [0, 1, 2]) await expect(rows.nth(index)).toContainText('admin');
  await rows.nth(2).getByTestId('log-details').click();
  await expect(page.getByTestId('log-detail')).toBeVisible();
  await expect(page.getByTestId('log-detail')).not.toContainText('Console@2026');
  await screenshot(page, 'operation-log-detail-en-US');
});

test('the pushes, a push\'s devices and the operation log in zh-CN', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'admin', '/ota/update');
  const rows = page.getByTestId('push-table').locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // The newest seeded push waits on an offline device: in progress, with how many are pending.
  await expect(rows.first()).toContainText('进行中');
  await expect(rows.first()).toContainText(/\d+ 台设备待完成/);
  await expect(rows.first()).not.toContainText('已完成');
  await rows.first().locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('[data-testid^="push-devices-"] .ant-table-row').first()).toBeVisible();
  // Every column of the list is in sight at 1440 px, the last one (the finish time) too.
  const table = page.getByTestId('push-table').locator('.ant-table').first();
  const finishedHeader = page.getByTestId('push-table').getByRole('columnheader', { name: '完成时间', exact: true });
  await expect(finishedHeader).toBeVisible();
  const [tableBox, lastBox] = [await table.boundingBox(), await finishedHeader.boundingBox()];
  expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(tableBox!.x + tableBox!.width + 1);
  await screenshot(page, 'ota-pushes-zh-CN');
  await page.goto('/operations/logs');
  await expect(page.getByTestId('operation-log-table').locator('.ant-table-row').first()).toBeVisible();
  await screenshot(page, 'operation-logs-zh-CN');
  // Every entry of the filter as a CSV in the reader's words: the BOM, Chinese headers, dates and labels, no epoch.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出全部筛选结果' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^operation-logs_\d{8}_\d{6}\.csv$/);
  const bytes = readFileSync((await saved.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('时间,账号,姓名,操作,模块,对象,调用,IP 地址');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  expect(lines.join('\n')).toContain('登录');
  expect(lines.join('\n')).not.toMatch(/,signIn,|,account,|\b\d{13}\b/);
});

test('a phased push halts by itself and is rolled back', async ({ page }) => {
  test.setTimeout(120_000);
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin', '/ota/update/issued');
  // The simulator's flaky model: the scenario of mock/sim/otaRollout.test.ts (its stage 1: two of three devices fail).
  await pick(page, page.getByTestId('send-tag'), 'rc');
  await pick(page, page.getByTestId('send-model'), 'DL-200');
  await pick(page, page.getByTestId('send-modelVersion'), 'V1');
  await pick(page, page.getByTestId('send-purpose'), 'System');
  await pick(page, page.getByTestId('send-version'), '3.4.0');
  const devices = page.getByTestId('send-device-table').locator('.ant-table-row');
  await expect(devices.first()).toBeVisible();
  const online = devices.filter({ hasText: 'Online' });
  const ticked: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const row = online.nth(index);
    ticked.push((await row.getAttribute('data-row-key')) ?? '');
    await row.locator('input[type=checkbox]').check();
  }

  // Phased: 50 % with no failure tolerated, then every device (the second default stage removed).
  await page.getByTestId('send-phased').click();
  await expect(page.getByTestId('send-stage')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove stage 2' }).click();
  await expect(page.getByTestId('send-stage')).toHaveCount(2);
  await page.getByLabel('Stage 1: devices (%)').fill('50');
  await page.getByLabel('Stage 1: failure threshold (%)').fill('0');
  await screenshot(page, 'ota-send-phased-en-US');
  const send = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/base/ota/upgrade');
  await page.getByRole('button', { name: 'Send to 5 devices' }).click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: 'Send the upgrade to 5 devices?' });
  await expect(ask).toContainText('It goes out in 2 stages: 50%, 100%.');
  await confirmWith(page, 'Send');
  expect((await send).postDataJSON()).toMatchObject({
    assetIds: ticked,
    whenIdle: false,
    stages: [
      { percent: 50, failureThreshold: 0 },
      { percent: 100, failureThreshold: 10 },
    ],
  });
  await expect(page).toHaveURL(/\/ota\/update\?push=/);
  const pushId = decodeURIComponent(new URL(page.url()).searchParams.get('push') ?? '');
  const pushRow = page.getByTestId('push-table').locator(`[data-row-key="${pushId}"]`);
  await expect(pushRow.getByTestId('push-state')).toContainText('In progress');
  await expect(pushRow.getByTestId('push-state')).toContainText('Stage 1 of 2');

  // A minute passes on the server: stage 1 ends with two failures, the push halts; stage 2 is never sent.
  await advanceClock(page, 60_000);
  await expect(pushRow.getByTestId('push-state')).toContainText('Halted', { timeout: 20_000 });
  await expect(page.getByTestId(`push-failures-${pushId}`)).toContainText('Halted at stage 1 of 2: 2 devices failed');
  const statuses = page.getByTestId(`push-devices-${pushId}`).locator('[data-enum="upgradeStatus"]');
  await expect(statuses.filter({ hasText: 'Not sent' })).toHaveCount(2);
  await screenshot(page, 'ota-push-halted-en-US');

  // The same halt in zh-CN, light and dark.
  await chooseLanguage(page, 'zh-CN');
  await expect(pushRow.getByTestId('push-state')).toContainText('已暂停');
  await expect(page.getByTestId(`push-failures-${pushId}`)).toContainText('已在第 1/2 阶段自动暂停');
  await screenshot(page, 'ota-push-halted-zh-CN');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await screenshot(page, 'ota-push-halted-dark-zh-CN');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await chooseLanguage(page, 'en-US');
  await expect(pushRow.getByTestId('push-state')).toContainText('Halted');

  // The bell: a reload asks for the unread flag again; the halt's notification leads back to the push.
  await page.reload();
  await expect(page.getByTestId('notification-dot').locator('.ant-badge-dot')).toBeVisible();
  await page.getByTestId('notification-bell').click();
  const notice = page.getByTestId('notification-item').filter({ hasText: 'OTA push DL-200 V1 system 3.4.0 rc halted at stage 1: 2 of 3 devices failed' });
  await expect(notice).toHaveCount(1);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/ota/update\\?push=${pushId}$`));

  // Roll back: it asks, naming the one installed device; the push rolls back as the clock runs.
  const rollback = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/base/ota/upgrade/${pushId}/rollback`);
  await pushRow.getByTestId(`push-rollback-${pushId}`).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Roll back 1 installed device to its previous version?');
  await confirmWith(page, 'Roll back');
  await rollback;
  await expect(pushRow.getByTestId('push-state')).toContainText('Rolling back', { timeout: 20_000 });
  await advanceClock(page, 10_000);
  await expect(pushRow.getByTestId('push-state')).toContainText('Rolled back', { timeout: 20_000 });
  await expect(statuses.filter({ hasText: 'Rolled back' })).toHaveCount(1);
  await screenshot(page, 'ota-push-rolled-back-en-US');
});

/**
 * OTA in a real browser: an administrator uploads a package in /resource/ota,
 * sends it to two devices from /ota/update/issued, the simulator's clock moves
 * on and the push's devices end installed, failed or offline; a reload brings
 * the push's notification, and the operation log holds the upload, the send
 * and the sign-in. What the server received is read from the requests.
 */
import { expect, test } from './fixtures';
import { loginAs, pinLocale, resetSimulator, screenshot } from './helpers';
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
  const ticked: string[] = [];
  for (const row of [devices.nth(0), devices.nth(1)]) {
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
  await expect(pushRow).toContainText('Running');
  await expect(pushRow).toHaveClass(/ant-table-row-selected/);
  await expect(page.getByTestId(`push-devices-${pushId}`).locator('.ant-table-row')).toHaveCount(2);

  // Ten minutes pass on the server: the page's polling brings every device to its end.
  const advanced = await page.request.post('/__simulator/clock', { data: { advanceMs: 10 * 60_000 } });
  expect(advanced.ok()).toBe(true);
  await expect(pushRow).toContainText('Finished', { timeout: 20_000 });
  const statuses = page.getByTestId(`push-devices-${pushId}`).locator('[data-enum="upgradeStatus"]');
  await expect(statuses).toHaveCount(2);
  for (const value of await statuses.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-value')))) {
    expect(['5', '7', '9']).toContain(value);
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
});

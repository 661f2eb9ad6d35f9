/** Assets and scenes in a real browser: an administrator's walk, a member's limits, a dispatcher's scenes. */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { confirmWith, loginAs, openSelect, resetSimulator, screenshot, pinLocale } from './helpers';
import type { Locator, Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const table = (page: Page) => page.getByTestId('asset-table');
const rows = (page: Page) => table(page).locator('.ant-table-row');

async function chooseInSelect(page: Page, within: Locator, label: string, option: string) {
  await openSelect(within.getByLabel(label, { exact: true }));
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

test('an administrator adds, finds, edits, locks, exports, opens and deletes an asset (en-US)', async ({ page }) => {
  // A long walk (about 20 s alone); a busy machine may need twice the default.
  test.setTimeout(120_000);
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin', '/assets/list');
  await expect(rows(page)).toHaveCount(10);
  await screenshot(page, 'assets-list-en-US');

  await page.getByRole('button', { name: 'Add asset' }).click();
  const form = page.locator('.ant-modal').filter({ hasText: 'Add asset' });
  await form.getByLabel('Name', { exact: true }).fill('Atrium sweeper');
  await form.getByLabel('Serial number', { exact: true }).fill('SN-E2E-000001');
  // A click while the dialog is still zooming in can land beside the button; saving without a
  // company only shows the message, so clicking again until it shows is safe.
  await expect(async () => {
    await form.getByRole('button', { name: 'Save' }).click({ timeout: 2000 });
    await expect(form.getByText('No company selected, choose the company first')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await chooseInSelect(page, form, 'Company', 'Robot Demo Co.');
  await screenshot(page, 'asset-form-en-US');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset Atrium sweeper added')).toBeVisible();

  await page.getByPlaceholder('Serial number or name').fill('SN-E2E-000001');
  await page.getByPlaceholder('Serial number or name').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('Atrium sweeper');

  await row.getByText('Edit', { exact: true }).click();
  const edit = page.locator('.ant-modal').filter({ hasText: 'Edit asset' });
  await edit.getByLabel('Name', { exact: true }).fill('Atrium sweeper II');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset Atrium sweeper II saved')).toBeVisible();
  await expect(row).toContainText('Atrium sweeper II');

  await row.getByText('Locks', { exact: true }).click();
  const lock = page.locator('.ant-modal').filter({ hasText: 'Locks of 1 asset' });
  // A click while the dialog is still zooming in can miss the option: try until the date field shows.
  await expect(async () => {
    await lock.getByText('Temporary lock', { exact: true }).click();
    await expect(lock.getByLabel('Locked until')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await lock.getByLabel('Locked until').click();
  // The same holds for a day in the calendar while it slides in: try until the day is chosen.
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(async () => {
    await calendar.locator('.ant-picker-cell-in-view:not(.ant-picker-cell-disabled)').last().click({ timeout: 2000 });
    await expect(calendar.getByRole('button', { name: 'OK' })).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await calendar.getByRole('button', { name: 'OK' }).click();
  await lock.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Locks updated on 1 asset')).toBeVisible();
  await expect(row).toContainText('Temporarily locked');
  await page.reload();
  await page.getByPlaceholder('Serial number or name').fill('SN-E2E-000001');
  await page.getByPlaceholder('Serial number or name').press('Enter');
  await expect(rows(page).first()).toContainText('Temporarily locked');

  await rows(page).first().locator('input[type=checkbox]').check();
  const download = page.waitForEvent('download');
  // "Export" (the ticked rows) beside "Export all matching".
  await page.getByTestId('export').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^assets_\d{8}_\d{6}\.csv$/);
  // A CSV a spreadsheet opens as it is: the BOM, the table's words, the row shown.
  const bytes = readFileSync((await saved.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toMatch(/^Asset number,Name,Serial number,/);
  expect(lines[1]).toContain('SN-E2E-000001');
  expect(lines[1]).toContain('Temporarily locked');

  await rows(page).first().getByText('Detail', { exact: true }).click();
  await expect(page.getByText('Asset Atrium sweeper II')).toBeVisible();
  // The section and its list share a name: the breadcrumb says it once.
  await expect(page.locator('.ant-page-header .ant-breadcrumb')).toHaveText(/^Asset management\s*\/\s*Asset detail$/);
  await expect(page.getByText('Robot Demo Co.').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Robot components' }).click();
  await expect(page.getByTestId('asset-components').locator('tbody tr').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Exceptions' }).click();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await screenshot(page, 'asset-detail-en-US');

  // The opened asset is one click away in the page menu, after a divider. At 1440 px the
  // top menu of every section folds its later entries into antd's overflow (…): widen the window.
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.locator('header .ant-menu-horizontal').getByText('Asset management').hover();
  const entry = page.getByTestId('dynamic-menu-entry').filter({ hasText: 'Atrium sweeper II' });
  await expect(entry).toBeVisible();
  await screenshot(page, 'page-menu-dynamic-en-US');

  await page.goto('/assets/list');
  await page.getByPlaceholder('Serial number or name').fill('SN-E2E-000001');
  await page.getByPlaceholder('Serial number or name').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirmWith(page, 'Delete');
  await expect(page.getByText('1 asset deleted')).toBeVisible();
  await expect(table(page).locator('.ant-empty')).toBeVisible();
});

test('the asset list and detail in zh-CN', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'admin', '/assets/list');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: /新增资产/ })).toBeVisible();
  await screenshot(page, 'assets-list-zh-CN');

  // A row's actions are reached by Tab and run by Enter and Space, as buttons are.
  const first = rows(page).first();
  const tabTo = async (name: string) => {
    await first.locator('input[type=checkbox]').focus();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === name) return;
    }
    throw new Error(`Tab never reached the row's '${name}'`);
  };
  // Escape closes a dialog once focus is in it; focus then goes back to the action that opened it.
  const focusIn = (dialog: Locator) => expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (const [action, key, title] of [
    ['编辑', 'Enter', '编辑资产'],
    ['锁定', 'Space', '1 个资产的锁定'],
  ]) {
    await tabTo(action);
    await expect(first.getByRole('button', { name: action })).toBeFocused();
    await page.keyboard.press(key);
    const dialog = page.locator('.ant-modal').filter({ hasText: title });
    await focusIn(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first.getByRole('button', { name: action })).toBeFocused();
  }

  await first.getByText('详情', { exact: true }).click();
  await expect(page.getByText('身份与归属')).toBeVisible();
  await screenshot(page, 'asset-detail-zh-CN');
});

test('a member sees the list without the actions they lack keys for; without the asset keys the detail is refused (zh-CN)', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'member', '/assets/list');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByTestId('export')).toHaveText(/导\s*出/);
  await expect(page.getByTestId('export-all')).toBeVisible();
  for (const name of [/新增资产/, /删\s*除/, /批量配置/, /锁\s*定/]) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(rows(page).first().getByText('详情', { exact: true })).toBeVisible();
  await expect(rows(page).first().getByText('编辑', { exact: true })).toHaveCount(0);
  await screenshot(page, 'assets-list-member-zh-CN');
  // The dispatcher holds no asset key: the detail's address is refused by the console itself.
  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await loginAs(page, 'dispatcher', '/assets/list/detail/a1');
  await expect(page.getByText('抱歉，您无权访问此页面。')).toBeVisible();
});

test('a dispatcher manages scenes and views the assets of one (zh-CN)', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'dispatcher', '/scene/list');
  const scenes = page.getByTestId('scene-table').locator('tbody tr.ant-table-row');
  // Robot Demo Co.'s scenes only, fewer than a page (tenancy.spec.ts compares them with the platform's view).
  await expect(scenes.first()).toBeVisible();
  await screenshot(page, 'scenes-list-zh-CN');
  await scenes.first().getByText('资产', { exact: true }).click();
  await expect(page.getByTestId('scene-assets').locator('tbody tr').first()).toBeVisible();
  await screenshot(page, 'scene-assets-zh-CN');
});

test('a dispatcher opens the map of a scene from the scene list (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'dispatcher', '/scene/list');
  const scenes = page.getByTestId('scene-table').locator('tbody tr.ant-table-row');
  await expect(scenes.filter({ hasText: 'Map uploaded' }).first()).toBeVisible();
  await screenshot(page, 'scenes-list-en-US');
  const mapped = scenes.filter({ hasText: 'Map uploaded' }).first();
  const name = (await mapped.locator('td').nth(1).innerText()).trim();
  await mapped.getByText('Map', { exact: true }).click();
  await expect(page).toHaveURL(/\/control\/map$/);
  await expect(page.getByTestId('dispatch-scene')).toContainText(name);
  await expect(page.getByTestId('map-info')).toBeVisible();
  await screenshot(page, 'scene-map-en-US');
});

/**
 * The tenant boundary in a real browser (issue 28): an enterprise account
 * sees only its own company's assets (and the total says so), cannot open
 * another company's asset by its address, and the dispatch screens offer
 * only its company's scenes; the other companies' accounts see only theirs.
 * Every figure compared is read from what the platform administrator sees
 * with the company filter set, in a browser of their own (their own session),
 * never written down here.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs, openSelect, pinLocale, resetSimulator, screenshot } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const assetTable = (page: Page) => page.getByTestId('asset-table');
const assetRows = (page: Page) => assetTable(page).locator('.ant-table-row');
const sceneRows = (page: Page) => page.getByTestId('scene-table').locator('tbody tr.ant-table-row');
const totalText = (page: Page) => page.locator('.ant-pagination-total-text');

/** The total the pager states ("1-10 of 905 items", "第 1-10 条/总共 905 条"): its last figure. */
async function statedTotal(page: Page): Promise<number> {
  await expect(totalText(page)).toHaveText(/\d/);
  const figures = (await totalText(page).innerText()).match(/\d+/g) ?? [];
  return Number(figures.at(-1));
}

/** The ids of the rows shown (the table's row keys), in order. */
async function rowIds(rows: Locator): Promise<string[]> {
  const ids: string[] = [];
  for (const row of await rows.all()) ids.push((await row.getAttribute('data-row-key')) ?? '');
  return ids;
}

/** The platform administrator at a browser of their own (their own storage and session), in English. */
async function platformAdmin(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await pinLocale(admin, 'en-US');
  await loginAs(admin, 'admin', '/assets/list');
  return admin;
}

/** Sets a list's Company filter (behind Expand when folded) and runs the query; waits for the stated total to change. */
async function filterByCompany(page: Page, company: string): Promise<void> {
  const search = page.locator('.console-list-search');
  const before = await totalText(page).innerText();
  const expand = search.getByText('Expand', { exact: true });
  if ((await expand.count()) > 0) await expand.click();
  await search.getByLabel('Company', { exact: true }).click();
  await page.keyboard.type(company);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: company }).first().click();
  await search.getByRole('button', { name: 'Query' }).click();
  await expect(totalText(page)).not.toHaveText(before);
}

/** What the platform administrator sees of one company's assets: the stated total and the first page's ids. */
async function companyAssets(admin: Page, company: string): Promise<{ total: number; ids: string[] }> {
  await admin.goto('/assets/list');
  await expect(assetRows(admin)).toHaveCount(10);
  await expect(assetTable(admin).locator('thead')).toContainText('Company');
  await filterByCompany(admin, company);
  await expect(assetRows(admin)).toHaveCount(10);
  // Every row the filter leaves is of that company.
  const companies = await assetRows(admin).evaluateAll((rows, name) => rows.filter((row) => !row.textContent?.includes(name)).length, company);
  expect(companies).toBe(0);
  return { total: await statedTotal(admin), ids: await rowIds(assetRows(admin)) };
}

/** An enterprise account's asset list: no company column, its company's total and first page exactly. */
async function expectOnlyOwnAssets(page: Page, expected: { total: number; ids: string[] }): Promise<void> {
  await expect(assetRows(page)).toHaveCount(10);
  await expect(totalText(page)).toHaveText(new RegExp(`\\b${expected.total}\\b`));
  expect(await statedTotal(page)).toBe(expected.total);
  expect(await rowIds(assetRows(page))).toEqual(expected.ids);
  // No company column, and no company filter (folded fields included).
  await expect(assetTable(page).locator('thead th')).not.toHaveCount(0);
  await expect(assetTable(page).locator('thead th').filter({ hasText: /^(Company|所属企业)$/ })).toHaveCount(0);
  await expect(page.locator('.console-list-search label').filter({ hasText: /^(Company|所属企业)$/ })).toHaveCount(0);
}

test("a member sees only Robot Demo Co.'s assets, and the total says so (en-US)", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await platformAdmin(browser, baseURL);
  const all = await statedTotal(admin);
  const own = await companyAssets(admin, 'Robot Demo Co.');
  expect(own.total).toBeGreaterThan(10);
  expect(own.total).toBeLessThan(all);

  await pinLocale(page, 'en-US');
  await loginAs(page, 'member', '/assets/list');
  await expectOnlyOwnAssets(page, own);
  await expect(totalText(page)).toHaveText(`1-10 of ${own.total} items`);
  await screenshot(page, 'tenancy-assets-member-en-US');
  await admin.context().close();
});

test("another company's asset cannot be opened by its address: not found, one message, for the member and Cedar's administrator (en-US)", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await pinLocale(page, 'en-US');
  // A Robot Demo Co. asset (the member's company) and a Cedar Hospital Group one, as their own accounts list them.
  await loginAs(page, 'member', '/assets/list');
  await expect(assetRows(page)).toHaveCount(10);
  const [robotDemoAsset] = await rowIds(assetRows(page));
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const cedar = await context.newPage();
  await pinLocale(cedar, 'en-US');
  await loginAs(cedar, 'cedar.admin', '/assets/list');
  await expect(assetRows(cedar)).toHaveCount(10);
  const [cedarAsset] = await rowIds(assetRows(cedar));
  expect(cedarAsset).not.toBe(robotDemoAsset);

  // Cedar's administrator (who holds the detail key) opens Robot Demo Co.'s asset by its address:
  // the not-found screen, as for an id that does not exist, and no toast beside it (the screen is the one message).
  await cedar.goto(`/assets/list/detail/${encodeURIComponent(robotDemoAsset)}`);
  await expect(cedar.getByText('This asset does not exist, or it was deleted.')).toBeVisible();
  await expect(cedar.getByText('404', { exact: true })).toBeVisible();
  await expect(cedar.locator('.ant-message-notice')).toHaveCount(0);
  await expect(cedar.getByText('Permission missing')).toHaveCount(0);
  // An id that does not exist answers exactly the same.
  await cedar.goto('/assets/list/detail/no-such-asset');
  await expect(cedar.getByText('This asset does not exist, or it was deleted.')).toBeVisible();
  await expect(cedar.locator('.ant-message-notice')).toHaveCount(0);
  // Its own company's asset opens.
  await cedar.goto(`/assets/list/detail/${encodeURIComponent(cedarAsset)}`);
  await expect(cedar.getByText('Cedar Hospital Group').first()).toBeVisible();
  await expect(cedar.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await context.close();

  // The member (who reads asset details) opens Cedar's asset by its address: not found, one message,
  // as for an unknown id; its own company's asset opens.
  await page.goto(`/assets/list/detail/${encodeURIComponent(cedarAsset)}`);
  await expect(page.getByText('This asset does not exist, or it was deleted.')).toBeVisible();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await expect(page.getByText('Cedar Hospital Group')).toHaveCount(0);
  await screenshot(page, 'tenancy-asset-not-found-member-en-US');
  await page.goto(`/assets/list/detail/${encodeURIComponent(robotDemoAsset)}`);
  await expect(page.getByText('Robot Demo Co.').first()).toBeVisible();
  await expect(page.getByText('This asset does not exist, or it was deleted.')).toHaveCount(0);
});

test("the dispatch screens offer a dispatcher only Robot Demo Co.'s scenes (en-US)", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // Robot Demo Co.'s scenes, by number (names repeat between companies), as the platform administrator lists them.
  const admin = await platformAdmin(browser, baseURL);
  await admin.goto('/scene/list');
  await expect(sceneRows(admin)).toHaveCount(10);
  await filterByCompany(admin, 'Robot Demo Co.');
  const count = await statedTotal(admin);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  await expect(sceneRows(admin)).toHaveCount(count);
  const numbers = (await sceneRows(admin).evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''))).map(Number).sort((a, b) => a - b);
  await admin.context().close();

  await pinLocale(page, 'en-US');
  await loginAs(page, 'dispatcher', '/control/global');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Select scene')).toBeVisible();
  await openSelect(dialog.getByRole('combobox'));
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options).toHaveCount(numbers.length);
  const offered = (await options.allInnerTexts()).map((text) => Number(/#(\d+)/.exec(text)?.[1])).sort((a, b) => a - b);
  expect(offered).toEqual(numbers);
  await screenshot(page, 'tenancy-dispatch-scenes-en-US');
  // A search names no other company's scene either: 'Main Hall' is Cedar's and Falcon's, not Robot Demo Co.'s.
  await page.keyboard.type('Main Hall');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('No scene matches')).toBeVisible();
  await expect(options).toHaveCount(0);
});

test("the other companies' accounts see only their own company's assets (cedar.admin en-US, falcon.member zh-CN)", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const admin = await platformAdmin(browser, baseURL);
  const cedar = await companyAssets(admin, 'Cedar Hospital Group');
  const falcon = await companyAssets(admin, 'Falcon Manufacturing');
  await admin.context().close();
  expect(cedar.ids).not.toEqual(falcon.ids);

  await pinLocale(page, 'en-US');
  await loginAs(page, 'cedar.admin', '/assets/list');
  await expectOnlyOwnAssets(page, cedar);
  await expect(totalText(page)).toHaveText(`1-10 of ${cedar.total} items`);
  // Adding an asset: the company is its own, fixed.
  await page.getByRole('button', { name: 'Add asset' }).click();
  const form = page.locator('.ant-modal').filter({ hasText: 'Add asset' });
  await expect(form.getByLabel('Company', { exact: true })).toBeDisabled();
  await expect(form.locator('.ant-form-item').filter({ hasText: 'Company' }).first()).toContainText('Cedar Hospital Group');
  await screenshot(page, 'tenancy-asset-form-cedar-en-US');

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const member = await context.newPage();
  await pinLocale(member, 'zh-CN');
  await loginAs(member, 'falcon.member', '/assets/list');
  await expectOnlyOwnAssets(member, falcon);
  await expect(totalText(member)).toHaveText(`第 1-10 条/总共 ${falcon.total} 条`);
  await context.close();
});

test('an enterprise administrator meets no agents and no refusal on the enterprise screens (zh-CN)', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  const refusals: number[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const body = (await response.json().catch(() => null)) as { status?: { statusCode?: number } } | null;
    if (body?.status?.statusCode === 40301) refusals.push(body.status.statusCode);
  });
  await loginAs(page, 'falcon.admin', '/enterprise/info?tab=agents');
  await expect(page.getByText('Falcon Manufacturing').first()).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('企业信息');
  await expect(page.getByRole('tab', { name: '代理商' })).toHaveCount(0);
  await expect(page.getByTestId('agent-source')).toHaveCount(0);
  await page.goto('/enterprise/edit');
  await expect(page.getByLabel('企业名称')).toHaveValue('Falcon Manufacturing');
  await expect(page.getByLabel('代理商来源')).toBeDisabled();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  expect(refusals).toEqual([]);
});

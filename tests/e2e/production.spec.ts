/**
 * Production quality in a real browser (issue 36, docs/api.md "Production quality"): `admin` applies for serial
 * numbers, watching the device-number preview follow the codes, and is offered no review of its own application;
 * the second platform account `reviewer` is refused remarks under 10 characters, approves it, sees the serial
 * numbers it issued (the first is the one the preview showed) and exports the ticked ones to a file named with
 * its time (none ticked: refused with a message). Then one unit's life, opened from its asset's detail: every
 * part in the platform's order, its events in time order, its failed check marked as the process records show
 * it. Last, a member has no production-quality menu and is refused its screens.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoRawKeys, loginAs, openAccountMenu, pinLocale, resetSimulator, signIn, topMenuTitles } from './helpers';
import en from '../../src/locales/en-US';

/** A word of the console (en-US), with its values put in. */
function word(key: string, values: Record<string, string | number> = {}): string {
  const text = (en as Record<string, string>)[key];
  if (text === undefined) throw new Error(`no word ${key} in en-US`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

const isPath = (request: Request, method: string, pathname: string | RegExp) =>
  request.method() === method && (typeof pathname === 'string' ? new URL(request.url()).pathname === pathname : pathname.test(new URL(request.url()).pathname));

/** The application `admin` makes: codes typed in lower case (the form writes them in upper case). */
const APPLICATION = {
  manufacturer: 'Robot Demo Factory',
  manufactureDate: '2026-11-20',
  yearCode: 'k',
  levelIdentifier: 'a3',
  batch: 'b2407',
  randomNumber: '5821',
  productionQuantity: '12',
  applicationQuantity: '3',
};
/** deviceNumberOf: `<year code>-<level identifier>-<batch>-<random number>-<sequence>` (src/services/types/production.ts). */
const FIRST_DEVICE_NUMBER = 'K-A3-B2407-5821-0001';
const SERIALS = ['K-A3-B2407-5821-0001', 'K-A3-B2407-5821-0002', 'K-A3-B2407-5821-0003'];
const REMARKS = 'Codes and quantities match the line plan.';

/**
 * A seeded unit of the fleet (asset a622 of Robot Demo Co.) whose first check failed, chosen in the simulator:
 * its timeline holds events in every part but OTA and the operation log, which say "nothing here".
 */
const UNIT = { serialNumber: 'SNU1H0TMO8PA', assetId: 'a622', name: 'Courier 0622' };
/** The parts of a unit's life the platform administrator sees, in order (docs/api.md "One unit's timeline"). */
const PARTS = ['application', 'process', 'asset', 'locks', 'ota', 'exceptions', 'feedback', 'operationLog'] as const;
/** The part each event kind belongs to. */
const PART_OF_KIND: Record<string, (typeof PARTS)[number]> = {
  applied: 'application',
  approved: 'application',
  rejected: 'application',
  check: 'process',
  inventory: 'process',
  delivery: 'process',
  assetAdded: 'asset',
  activated: 'asset',
  lock: 'locks',
  licence: 'locks',
  otaPush: 'ota',
  versionInstalled: 'ota',
  exception: 'exceptions',
  feedbackOpened: 'feedback',
  feedbackClosed: 'feedback',
  operation: 'operationLog',
};

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const applicationRows = (page: Page) => page.getByTestId('application-table').locator('.ant-table-row');

/** Searches the applications by keyword, until the list shows the one row of that application. */
async function findApplication(page: Page, applicationNumber: string): Promise<Locator> {
  // The list's first load first: its answer must not land after the search's.
  await expect(applicationRows(page).first()).toBeVisible();
  const keyword = page.getByPlaceholder(word('production.application.keyword'));
  await keyword.fill(applicationNumber);
  await keyword.press('Enter');
  await expect(applicationRows(page)).toHaveCount(1);
  const row = applicationRows(page).first();
  await expect(row).toContainText(applicationNumber);
  return row;
}

/** Fills a field of the apply form and answers the device-number preview it then shows. */
async function fillAndPreview(dialog: Locator, label: string, value: string, before: string): Promise<string> {
  await dialog.getByLabel(label, { exact: true }).fill(value);
  const preview = dialog.getByTestId('device-preview');
  await expect(preview).not.toHaveText(before);
  return (await preview.innerText()).trim();
}

test('admin applies with the device-number preview, reviewer approves it with remarks, sees and exports its serial numbers (en-US)', async ({ page }) => {
  test.setTimeout(120_000);
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin', '/production-quality/factory-sn');
  await expect(applicationRows(page).first()).toBeVisible();

  // A waiting application of another applicant (seeded by `reviewer`) may be reviewed by admin.
  const othersWaiting = applicationRows(page)
    .filter({ has: page.getByRole('cell', { name: 'reviewer', exact: true }) })
    .filter({ hasText: word('enum.applicationState.1') });
  await expect(othersWaiting.first().getByRole('button', { name: word('production.application.approve') })).toBeVisible();

  // Apply: the preview starts as blanks and takes each code as it is typed (in upper case).
  await page.getByRole('button', { name: word('production.application.add') }).click();
  const dialog = page.getByRole('dialog', { name: word('production.application.add') });
  const preview = dialog.getByTestId('device-preview');
  await expect(preview).toHaveText(/^\?-\?-\?-\?-0001\b/);
  let shown = (await preview.innerText()).trim();
  await dialog.getByLabel(word('production.application.manufacturer'), { exact: true }).fill(APPLICATION.manufacturer);
  const date = dialog.getByLabel(word('production.application.manufactureDate'), { exact: true });
  await date.fill(APPLICATION.manufactureDate);
  await date.press('Enter');
  await expect(date).toHaveValue(APPLICATION.manufactureDate);
  shown = await fillAndPreview(dialog, word('production.application.yearCode'), APPLICATION.yearCode, shown);
  expect(shown).toMatch(/^K-\?-\?-\?-0001\b/);
  shown = await fillAndPreview(dialog, word('production.application.levelIdentifier'), APPLICATION.levelIdentifier, shown);
  expect(shown).toMatch(/^K-A3-\?-\?-0001\b/);
  shown = await fillAndPreview(dialog, word('production.application.batch'), APPLICATION.batch, shown);
  expect(shown).toMatch(/^K-A3-B2407-\?-0001\b/);
  shown = await fillAndPreview(dialog, word('production.application.randomNumber'), APPLICATION.randomNumber, shown);
  expect(shown).toMatch(new RegExp(`^${FIRST_DEVICE_NUMBER}\\b`));
  await dialog.getByLabel(word('production.application.productionQuantity'), { exact: true }).fill(APPLICATION.productionQuantity);
  // The quantity moves the last device number of the range: 3 units end at sequence 0003.
  shown = await fillAndPreview(dialog, word('production.application.applicationQuantity'), APPLICATION.applicationQuantity, shown);
  expect(shown.startsWith(FIRST_DEVICE_NUMBER)).toBe(true);
  expect(shown).toMatch(/0003$/);
  const previewedFirst = shown.split(/\s/)[0];
  await expectNoRawKeys(page);

  // The server receives the codes in upper case; it answers the application's number.
  const applying = page.waitForResponse((response) => isPath(response.request(), 'POST', '/api/production/application'));
  await dialog.getByRole('button', { name: word('common.save') }).click();
  const applied = await applying;
  expect(applied.request().postDataJSON()).toMatchObject({
    manufacturer: APPLICATION.manufacturer,
    yearCode: 'K',
    levelIdentifier: 'A3',
    batch: 'B2407',
    randomNumber: APPLICATION.randomNumber,
    productionQuantity: 12,
    applicationQuantity: 3,
  });
  const { applicationNumber, id } = ((await applied.json()) as { result: { applicationNumber: string; id: string } }).result;
  expect(applicationNumber).toMatch(/^SA-\d{4}-\d{4}$/);
  await expect(page.getByText(word('production.application.created', { name: applicationNumber }))).toBeVisible();
  await expect(dialog).toBeHidden();

  // Its own application: admin is offered its details, no review.
  const own = await findApplication(page, applicationNumber);
  await expect(own).toContainText(word('enum.applicationState.1'));
  await expect(own.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: word('production.application.details') })).toBeVisible();
  await expect(own.getByRole('button', { name: word('production.application.approve') })).toHaveCount(0);
  await expect(own.getByRole('button', { name: word('production.application.reject') })).toHaveCount(0);

  // The second platform account signs in.
  await openAccountMenu(page, word('header.account', { account: 'admin' }));
  await page.getByText(word('header.logout')).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await page.goto('/user/login?redirect=%2Fproduction-quality%2Ffactory-sn');
  await signIn(page, 'reviewer');
  await expect(page).toHaveURL(/\/production-quality\/factory-sn$/);
  const row = await findApplication(page, applicationNumber);

  // Remarks under 10 characters are refused on the field, and nothing is sent.
  const reviews: string[] = [];
  page.on('request', (request) => {
    if (isPath(request, 'POST', /^\/api\/production\/application\/[^/]+\/(approve|reject)$/)) reviews.push(request.url());
  });
  await row.getByRole('button', { name: word('production.application.approve') }).click();
  const review = page.getByRole('dialog', { name: word('production.application.approve.title', { number: applicationNumber }) });
  const remarks = review.getByLabel(word('production.application.remarks'));
  await remarks.fill('Checked.');
  // A click while the dialog still zooms in can land beside its button; a refused click sends nothing, so again is safe.
  await expect(async () => {
    await review.getByRole('button', { name: word('production.application.approve') }).click({ timeout: 2000 });
    await expect(review.getByText(word('rules.text.min', { min: 10 }))).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(review).toBeVisible();
  expect(reviews).toEqual([]);

  // Enough remarks: approved, the server receives them.
  await remarks.fill(REMARKS);
  await expect(review.getByText(word('rules.text.min', { min: 10 }))).toBeHidden();
  const approving = page.waitForRequest((request) => isPath(request, 'POST', `/api/production/application/${id}/approve`));
  await review.getByRole('button', { name: word('production.application.approve') }).click();
  expect((await approving).postDataJSON()).toEqual({ remarks: REMARKS });
  await expect(page.getByText(word('production.application.approved', { number: applicationNumber }))).toBeVisible();
  await expect(review).toBeHidden();
  await expect(row).toContainText(word('enum.applicationState.2'));
  await expect(row.getByRole('button', { name: word('production.application.approve') })).toHaveCount(0);
  expect(reviews).toHaveLength(1);

  // Its drawer: who reviewed it and why, and the serial numbers it issued, the first the one previewed.
  await row.getByRole('button', { name: word('production.application.details') }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: applicationNumber });
  const details = drawer.getByTestId('application-details');
  await expect(details).toContainText(word('enum.applicationState.2'));
  // Bordered descriptions: a label cell, then its value's.
  const valueOf = (label: string) =>
    details
      .locator('th.ant-descriptions-item-label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::td[1]');
  await expect(valueOf(word('production.application.reviewer'))).toHaveText('reviewer');
  await expect(valueOf(word('production.application.applicant'))).toHaveText('admin');
  await expect(valueOf(word('production.application.remarks'))).toHaveText(REMARKS);
  await expect(drawer).toContainText(word('production.serial.title'));
  const serialRows = drawer.getByTestId('serial-table').locator('.ant-table-row');
  await expect(serialRows).toHaveCount(3);
  const serialNumbers = (await serialRows.getByRole('link').allInnerTexts()).map((text) => text.trim());
  expect(serialNumbers).toEqual(SERIALS);
  expect(serialNumbers[0]).toBe(previewedFirst);
  // Each is a link to its unit's timeline.
  await expect(serialRows.first().getByRole('link', { name: SERIALS[0] })).toHaveAttribute('href', `/unit/${SERIALS[0]}`);
  await expectNoRawKeys(page);

  // Export with nothing ticked: refused with a message, no file.
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const exportButton = drawer.getByTestId('export');
  await exportButton.click();
  await expect(page.getByText(word('list.selectAtLeastOne'))).toBeVisible();
  expect(downloads).toEqual([]);

  // The first and the third ticked: a CSV named with the application and its time, holding those two only.
  await serialRows.nth(0).locator('input[type=checkbox]').check();
  await serialRows.nth(2).locator('input[type=checkbox]').check();
  const before = Date.now();
  const download = page.waitForEvent('download');
  await exportButton.click();
  const saved = await download;
  const name = saved.suggestedFilename();
  const stamp = name.match(new RegExp(`^serial-numbers-${applicationNumber}_(\\d{4})(\\d{2})(\\d{2})_(\\d{2})(\\d{2})(\\d{2})\\.csv$`));
  expect(stamp, name).not.toBeNull();
  // The time in the name is now's, in the local time the browser writes it.
  const [year, month, day, hour, minute, second] = (stamp as RegExpMatchArray).slice(1).map(Number);
  const named = new Date(year, month - 1, day, hour, minute, second).getTime();
  expect(named).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 60_000);
  expect(named).toBeLessThanOrEqual(Date.now() + 60_000);
  await expect(page.getByText('2 rows exported')).toBeVisible();
  const bytes = readFileSync((await saved.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0].split(',')[0]).toBe(word('production.serial.serialNumber'));
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([SERIALS[0], SERIALS[2]]);
  expect(downloads).toEqual([name]);
});

test('a unit opened from its asset detail shows every part of its life in order and its failed check marked (en-US)', async ({ page }) => {
  test.setTimeout(90_000);
  await pinLocale(page, 'en-US');
  // The process records say which of the unit's checks failed.
  await loginAs(page, 'admin', `/production-quality/process-info?serialNumber=${UNIT.serialNumber}&result=2`);
  const records = page.getByTestId('record-table').locator('.ant-table-row');
  await expect(records.first()).toBeVisible();
  const failedRecords = await records.count();
  expect(failedRecords).toBeGreaterThan(0);
  for (let index = 0; index < failedRecords; index += 1) {
    await expect(records.nth(index)).toContainText(UNIT.serialNumber);
    await expect(records.nth(index)).toContainText(word('enum.checkResult.2'));
    await expect(records.nth(index)).toHaveClass(/production-record-failed/);
  }

  // The asset list, the unit's asset, its detail, its serial number.
  await page.goto('/assets/list');
  const assets = page.getByTestId('asset-table').locator('.ant-table-row');
  await expect(assets.first()).toBeVisible();
  const keyword = page.getByPlaceholder('Serial number or name');
  await keyword.fill(UNIT.serialNumber);
  await keyword.press('Enter');
  await expect(assets).toHaveCount(1);
  await expect(assets.first()).toContainText(UNIT.name);
  await assets.first().getByText(word('asset.detail'), { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/list/detail/${UNIT.assetId}$`));
  await page.getByRole('link', { name: UNIT.serialNumber, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/unit/${UNIT.serialNumber}$`));
  await expect(page.getByText(word('production.timeline.title', { serialNumber: UNIT.serialNumber }))).toBeVisible();

  // Every event, in time order.
  const events = page.getByTestId('unit-event');
  await expect(events.first()).toBeVisible();
  const shown = await events.evaluateAll((nodes) =>
    nodes.map((node) => ({ kind: node.getAttribute('data-kind') ?? '', text: (node as HTMLElement).innerText })),
  );
  const times = shown.map(({ text }) => text.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0] ?? '');
  expect(times.every(Boolean), 'every event shows its time').toBe(true);
  expect(times, 'events in time order').toEqual([...times].sort());
  expect(
    shown.every(({ kind }) => kind in PART_OF_KIND),
    `known kinds: ${shown.map(({ kind }) => kind).join(', ')}`,
  ).toBe(true);

  // Every part, in the platform's order: its number of events as shown below, or "nothing here".
  const parts = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: word('production.timeline.parts') }) });
  await expect(parts.locator('.ant-descriptions-item-label')).toHaveText(PARTS.map((part) => word(`production.timeline.part.${part}`)));
  const values = await parts.locator('.ant-descriptions-item-content').allInnerTexts();
  PARTS.forEach((part, index) => {
    const count = shown.filter(({ kind }) => PART_OF_KIND[kind] === part).length;
    const expected = count === 0 ? word('production.timeline.empty') : `${count} ${count === 1 ? 'event' : 'events'}`;
    expect(values[index].trim(), part).toBe(expected);
  });
  // This unit was made, checked, delivered, activated, locked, had exceptions and feedback; no OTA, no log entry.
  const empty = PARTS.filter((_, index) => values[index].trim() === word('production.timeline.empty'));
  expect(empty).toEqual(['ota', 'operationLog']);
  // Made before it was activated.
  const firstOf = (part: string) => shown.findIndex(({ kind }) => PART_OF_KIND[kind] === part);
  expect(firstOf('application')).toBe(0);
  expect(firstOf('process')).toBeLessThan(firstOf('asset'));

  // The failed check, marked: as many as the process records show, each a check with the Fail tag in red words.
  const failed = events.and(page.locator('[data-failed="true"]'));
  await expect(failed).toHaveCount(failedRecords);
  for (let index = 0; index < failedRecords; index += 1) {
    await expect(failed.nth(index)).toHaveAttribute('data-kind', 'check');
    await expect(failed.nth(index)).toContainText(word('enum.checkResult.2'));
    await expect(failed.nth(index).locator('.ant-typography-danger')).toBeVisible();
  }
  // The passed checks are not marked.
  const passed = events.and(page.locator('[data-kind="check"]:not([data-failed])'));
  expect(await passed.count()).toBe(shown.filter(({ kind }) => kind === 'check').length - failedRecords);
  await expect(passed.first()).toContainText(word('enum.checkResult.1'));
  await expect(passed.first().locator('.ant-typography-danger')).toHaveCount(0);
  await expectNoRawKeys(page);
});

test('a member has no production-quality menu and is refused its screens (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member');
  const titles = await topMenuTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles).not.toContain(word('menu.productionQuality'));
  // Nor in the header's menu of every section.
  await page.getByTestId('header-menu').click();
  const dropdown = page.locator('.console-header-menu .ant-dropdown-menu').first();
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toContainText(word('menu.productionQuality'));
  await expect(dropdown).not.toContainText(word('menu.productionQuality.factorySn'));
  await page.keyboard.press('Escape');
  for (const path of ['/production-quality/factory-sn', '/production-quality/process-info', '/production-quality/feedback']) {
    await page.goto(path);
    await expect(page.getByText(word('page.forbidden.subTitle'))).toBeVisible();
    await expect(page.getByText(word('page.forbidden.title'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('application-table')).toHaveCount(0);
  }
  await expectNoRawKeys(page);
});

/**
 * Translation management in a real browser (issue 37, docs/api.md "Translations and dictionaries"): the platform
 * administrator fixes an English label of the menu and the header's menu reads it at once, then after a reload
 * (the startup list carries it); then imports the server's own template, filled in with one good row and one row of
 * an unknown language: the upload shows in the header's upload indicator, the bad row is refused with its reason,
 * the good one applies and is in force at once. Last, each screen in both languages, and the dictionaries screen.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmWith, loginAs, pinLocale, resetSimulator, SCREENSHOT_DIR, screenshot } from './helpers';
import en from '../../src/locales/en-US';
import zh from '../../src/locales/zh-CN';

/** A word of the console (en-US), with its values put in (plural forms: the `other` one). */
function word(key: string, values: Record<string, string | number> = {}): string {
  const text = (en as Record<string, string>)[key];
  if (text === undefined) throw new Error(`no word ${key} in en-US`);
  return text
    .replace(/\{(\w+), plural,.*other \{([^}]*)\}\}/, (_, name: string, other: string) => other.replace('#', String(values[name])))
    .replace(/\{(\w+)(, number)?\}/g, (_, name: string) => String(values[name]));
}

/** The screens the header's menu lists under a section (its submenu, opened by hovering the section), as shown. */
async function sectionEntries(page: Page, section: string): Promise<string[]> {
  const dropdown = page.locator('.console-header-menu .ant-dropdown-menu').first();
  // The section's entry by its path (other sections' names may contain this one's), and the submenu it controls.
  const title = dropdown.locator(`.ant-dropdown-menu-submenu-title[data-menu-id$="-${section}"]`);
  let submenu = page.locator('#none');
  await expect(async () => {
    if (!(await dropdown.isVisible())) await page.getByTestId('header-menu').click();
    await title.hover({ timeout: 2000 });
    submenu = page.locator(`[id="${await title.getAttribute('aria-controls', { timeout: 2000 })}"]`);
    await expect(submenu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const entries = (await submenu.locator('.ant-dropdown-menu-title-content').allInnerTexts()).map((text) => text.trim());
  await page.mouse.click(5, 400);
  await expect(dropdown).toBeHidden();
  return entries;
}

/**
 * A picture of a screen that shows dictionary keys as its data (a translation's key, a dictionary entry's name):
 * the suite's screenshot would take them for words that did not load.
 */
async function pictureOfKeys(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('an English label fixed on the translations screen changes the menu at once, and after a reload (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin', '/system/translations?key=menu.system.dictionaries&language=en-US');
  const table = page.getByTestId('translations-table');
  const row = table.locator('.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('menu.system.dictionaries');
  await expect(row).toContainText('Dictionaries');
  expect(await sectionEntries(page, '/system')).toContain('Dictionaries');

  await row.getByRole('button', { name: word('translations.edit') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: word('translations.form.editTitle') });
  const value = dialog.getByLabel(word('translations.value'), { exact: true });
  await expect(value).toHaveValue('Dictionaries');
  await value.fill('Option lists');
  const saved = page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/base/i18n');
  await dialog.getByRole('button', { name: /Save/ }).click();
  expect(JSON.parse((await saved).postData() ?? '{}')).toMatchObject({ key: 'menu.system.dictionaries', language: 'en-US', value: 'Option lists' });
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Option lists');

  // At once: the same page, not loaded again.
  const entries = await sectionEntries(page, '/system');
  expect(entries).toContain('Option lists');
  expect(entries).not.toContain('Dictionaries');
  await pictureOfKeys(page, 'translations-fixed-en-US');

  // Every later start reads it from the startup list.
  await page.reload();
  await expect(row).toContainText('Option lists');
  expect(await sectionEntries(page, '/system')).toContain('Option lists');
  await page.goto('/system/dictionaries');
  await expect(page.getByTestId('header-menu-title')).toHaveText('System');
  expect(await sectionEntries(page, '/system')).toContain('Option lists');
});

test("the server's template, filled in with a good row and a row of an unknown language, imports the good one only (en-US)", async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin', '/system/translations/import');

  // A file that is not .xlsx is refused before it is sent, with one message.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/base/i18n/excel/file') sent.push(request.method());
  });
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'words.csv', mimeType: 'text/csv', buffer: Buffer.from('key,language,value\n') });
  await expect(page.locator('.ant-message-notice')).toHaveCount(1);
  await expect(page.getByText(word('translations.import.file.type'))).toBeVisible();
  expect(sent).toEqual([]);

  // The template, as the server gives it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: word('translations.import.template') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('translations-template.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path()) as string) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect([1, 2, 3].map((column) => String(sheet.getRow(1).getCell(column).value))).toEqual(['key', 'language', 'value']);
  // Below its example rows: one good row and one of a language the console does not speak.
  const last = [...Array(10).keys()].map((index) => index + 2).find((row) => !sheet.getRow(row).getCell(1).value) ?? 2;
  sheet.getRow(last).values = ['menu.system.translations', 'en-US', 'Word list'];
  sheet.getRow(last + 1).values = ['menu.system.translations', 'fr-FR', 'Traductions'];
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  await input.setInputFiles({ name: 'words.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
  // Every upload's progress is in the header's indicator.
  await page.getByTestId('upload-indicator').click();
  await expect(page.locator('.ant-popover [data-testid="upload-list"]').getByText('words.xlsx')).toBeVisible();
  await page.keyboard.press('Escape');

  const rows = page.getByTestId('import-rows').locator('.ant-table-row');
  const refused = rows.filter({ hasText: 'fr-FR' });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(word('translations.import.refusal.unknownLanguage'));
  await expect(refused).toContainText(word('translations.import.change.refused'));
  const good = rows.filter({ hasText: 'Word list' });
  await expect(good).toContainText(word('translations.import.change.update'));
  const totals = page.getByTestId('import-totals');
  await expect(totals).toContainText(`${word('translations.import.totals.refused')}1`);
  await pictureOfKeys(page, 'translations-import-read-en-US');

  // Only the refused ones.
  await page.getByRole('switch', { name: word('translations.import.refusedOnly') }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('fr-FR');
  await page.getByRole('switch', { name: word('translations.import.refusedOnly') }).click();
  await expect(good).toHaveCount(1);

  const accepted = Number((await totals.locator('.ant-descriptions-item').nth(2).locator('.ant-descriptions-item-content').innerText()).replace(/\D/g, ''));
  expect(accepted).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: word('translations.import.apply', { count: accepted }) }).click();
  await confirmWith(page, word('translations.import.apply', { count: accepted }));
  await expect(page.locator('.ant-alert-success')).toBeVisible();
  await expect(good).toContainText(word('translations.import.changed.update'));
  // In force at once, and the refused row changed nothing.
  expect(await sectionEntries(page, '/system')).toContain('Word list');
  await pictureOfKeys(page, 'translations-import-applied-en-US');
  await page.reload();
  expect(await sectionEntries(page, '/system')).toContain('Word list');
});

/** The filter of the keys without English, in zh-CN. */
const MISSING_IN_ENGLISH_ZH = zh['translations.filter.missing'].replace(/\{language\}/, zh['translations.languageName.en-US']).replace(/[(（].*$/, '');

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`the translations, import and dictionaries screens (${locale})`, async ({ page }) => {
    await pinLocale(page, locale);
    await loginAs(page, 'admin', '/system/translations');
    await expect(page.getByTestId('translations-table').locator('.ant-table-row').first()).toBeVisible();
    await pictureOfKeys(page, `translations-${locale}`);
    await page.locator('.ant-segmented-item-label').filter({ hasText: locale === 'en-US' ? 'Missing in English' : MISSING_IN_ENGLISH_ZH }).click();
    await expect(page.getByTestId('translations-table').locator('.ant-table-row')).toHaveCount(5);
    await pictureOfKeys(page, `translations-missing-${locale}`);
    await page.goto('/system/translations/import');
    await expect(page.locator('input[type=file]')).toBeAttached();
    await screenshot(page, `translations-import-${locale}`);
    await page.goto('/system/dictionaries');
    await expect(page.getByTestId('dictionary-table').locator('.ant-table-row').first()).toBeVisible();
    await pictureOfKeys(page, `dictionaries-${locale}`);
  });
}

test('an enterprise administrator has no system section and is refused its screens (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'cedar.admin');
  await page.getByTestId('header-menu').click();
  const dropdown = page.locator('.console-header-menu .ant-dropdown-menu').first();
  await expect(dropdown).toBeVisible();
  await expect(dropdown.locator('.ant-dropdown-menu-submenu-title').first()).toBeVisible();
  await expect(dropdown).not.toContainText('System');
  await page.keyboard.press('Escape');
  for (const path of ['/system/translations', '/system/translations/import', '/system/dictionaries']) {
    await page.goto(path);
    await expect(page.getByText('Sorry, you are not allowed to open this page.')).toBeVisible();
  }
});

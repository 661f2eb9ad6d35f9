/** Shared steps of the browser suite. */
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import path from 'node:path';
import dictionary from '../../src/locales/en-US';

export const PASSWORD = 'Console@2026';
export const SCREENSHOT_DIR = path.join(__dirname, 'screenshots');

export const SEVEN_HEADERS = ['token', 'userid', 'timezone', 'timezoneregion', 'sign', 'visitorid', 'sceneuuid'];

/** A fresh seed for every test: sessions, nonces and data as the simulator starts. */
export async function resetSimulator(page: Page): Promise<void> {
  const response = await page.request.post('/__simulator/reset');
  expect(response.ok()).toBe(true);
}

/** Moves the simulator's clock on by `ms`: whatever runs on it (pushes, publishes, references) moves with it. */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  const response = await page.request.post('/__simulator/clock', { data: { advanceMs: ms } });
  expect(response.ok()).toBe(true);
}

/**
 * Holds the simulator's clock still (true) or lets it run on (false): what runs on it moves only with
 * `advanceClock` while held, however slow the machine. Reset lets it run again.
 */
export async function holdClock(page: Page, hold: boolean): Promise<void> {
  const response = await page.request.post('/__simulator/clock', { data: { hold } });
  expect(response.ok()).toBe(true);
}

/** Pins the language before the app loads (local storage, as the language menu keeps it). */
export async function pinLocale(page: Page, locale: 'zh-CN' | 'en-US'): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('umi_locale')) window.localStorage.setItem('umi_locale', value);
  }, locale);
}

export async function signIn(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.getByLabel(/账号|Account/).fill(account);
  await page.getByLabel(/密码|Password/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
}

export async function loginAs(page: Page, account: string, to = '/welcome'): Promise<void> {
  await page.goto(`/user/login?redirect=${encodeURIComponent(to)}`);
  await signIn(page, account);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`));
}

/** Top-level entries of the horizontal menu, in order. */
export async function topMenuTitles(page: Page): Promise<string[]> {
  const menu = page.locator('header .ant-menu-horizontal').first();
  await expect(menu).toBeVisible();
  return (await menu.locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
}

export function isApiRequest(request: Request): boolean {
  return new URL(request.url()).pathname.startsWith('/api/');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  // Let antd's enter animations (dropdowns, notifications) finish: the picture is for a person.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
  await expectNoRawKeys(page);
}

const KEYS = Object.keys(dictionary);

/**
 * No dictionary key stands on the page as text: a word that did not load (a dictionary part, a
 * language) shows as its key. Every screenshot of the suite checks it.
 */
export async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  const shown = KEYS.filter((key) => new RegExp(`(^|[^\\w.])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w.])`).test(text));
  expect(shown, 'dictionary keys shown as text').toEqual([]);
}

/**
 * Hovers a header dropdown's trigger until what it should show is visible: right after login the
 * header may still be settling (lazy actions, a re-render), and a hover in that moment is lost.
 */
export async function openHoverMenu(page: Page, trigger: string, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 300);
    await page.getByTestId(trigger).first().hover();
    await expect(shown).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Clicks a confirmation's button until the confirmation closes: on a busy machine a click while the
 * dialog is still zooming in can land beside the button, and nothing happens. antd's confirmation
 * runs its action once however often its button is clicked, so a repeated click is harmless.
 */
export async function confirmWith(page: Page, button: string): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  // The confirmation comes in a chunk of its own the first time: wait for it, or the loop below
  // would find nothing to click and nothing to wait for, and return before it has shown.
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

export async function openAccountMenu(page: Page, firstLine: string | RegExp): Promise<void> {
  await openHoverMenu(page, 'account-menu', page.getByText(firstLine));
}

/**
 * Chooses a language from the header's menu until the page has taken it (the page's `lang`): a click
 * while the long menu still zooms in can land beside its item, and then nothing happens.
 */
export async function chooseLanguage(page: Page, locale: string): Promise<void> {
  const item = page.getByTestId(`lang-${locale}`);
  await expect(async () => {
    await openHoverMenu(page, 'language-menu', item);
    await item.click({ timeout: 2000 });
    // The choice is kept; <html lang> names the words' language (English for a locale without a dictionary).
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('umi_locale')), { timeout: 3000 }).toBe(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', ['zh-CN', 'en-US'].includes(locale) ? locale : 'en-US', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** The newest code the simulator "mailed" to this address. */
export async function mailedCode(page: Page, email: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await page.request.get(`/__simulator/outbox?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as Array<{ code?: string }>;
    code = mails.find((mail) => mail.code)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

/**
 * Opens an antd Select as a person does, by pressing its box: the combobox input itself may lie
 * under the chosen option's text, which takes the press.
 */
export async function openSelect(combobox: Locator): Promise<void> {
  await combobox.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select-selector ")]').click();
}

/**
 * Picks the option `option` of a searchable select (found by typing `typed`), until the select shows it: a click
 * while the options still load (a busy machine) can land on a list about to change.
 */
export async function pickOption(page: Page, combobox: Locator, typed: string, option: string): Promise<void> {
  const select = combobox.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await openSelect(combobox);
    // The select's search box: filled afresh at each try (its options may still have been on their way).
    await combobox.fill(typed);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 3000 });
    await expect(select.locator('.ant-select-selection-item')).toHaveText(option, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** Chooses a scene in the dispatch screens' scene dialog (also the business screen's) and confirms it. */
export async function chooseScene(page: Page, name: string, confirm: RegExp) {
  const dialog = page.getByRole('dialog');
  await openSelect(dialog.getByRole('combobox'));
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: name }).first().click();
  await dialog.getByRole('button', { name: confirm }).click();
}

/**
 * antd's styles written at build time (config/plugins/staticStyles.ts): a signed-in start links the
 * build's sheet for the system's colour scheme before its first draw, and antd takes its styles
 * from there instead of generating and injecting them; the public pages never fetch one. A part
 * or theme the build's catalog misses shows here as styles injected again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs, pinLocale, resetSimulator } from './helpers';

/** The address of a build-time sheet, light or dark. */
const SHEET = /\/antd(-dark)?\.[0-9a-f]{8}\.css$/;

/** antd's run-time styles in the page: how many, and how many characters. */
function injectedStyles(page: Page) {
  return page.evaluate(() => {
    const styles = [...document.querySelectorAll('style[data-css-hash]')];
    return {
      count: styles.length,
      chars: styles.reduce((sum, style) => sum + (style.textContent ?? '').length, 0),
      // What each is, for a failing count to say which styles were made here.
      heads: styles.map((style) => `${style.getAttribute('data-css-hash')}: ${(style.textContent ?? '').slice(0, 80)}`),
    };
  });
}

/** The sheet's link, whether its rules arrived, and antd's list of the styles it holds. */
function linkedSheet(page: Page) {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[data-static-styles]');
    let rules = 0;
    try {
      rules = link?.sheet?.cssRules.length ?? 0;
    } catch {
      // not a style sheet (a page served in its place)
    }
    const probe = document.createElement('div');
    probe.className = 'data-ant-cssinjs-cache-path';
    document.body.appendChild(probe);
    const list = getComputedStyle(probe).content;
    probe.remove();
    // The console's own sheets (umi.css, the chunks' CSS) come after it and so override it, as they do antd's own styles.
    const own = [...document.querySelectorAll('link[rel="stylesheet"]:not([data-static-styles])')];
    const beforeOwn = !!link && own.length > 0 && own.every((sheet) => link.compareDocumentPosition(sheet) & Node.DOCUMENT_POSITION_FOLLOWING);
    return { href: link?.getAttribute('href') ?? null, beforeOwn, rules, listed: list.split(';').length };
  });
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await pinLocale(page, 'en-US');
});

test('a signed-in start takes antd styles from the build sheet; the login page and its sign-in never fetch it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (SHEET.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });

  await page.goto('/user/login');
  await expect(page.getByRole('button', { name: /Sign in/ })).toBeVisible();
  // Signing in goes on with antd's run-time styles: antd read its list of sheet styles at the login page's first draw.
  await loginAs(page, 'admin', '/assets/list');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect((await linkedSheet(page)).href).toBeNull();
  expect(fetched).toEqual([]);

  // A cold start of the list: the sheet comes before the first draw, and nearly every style comes
  // from it. Without it antd injects more than a hundred styles (630,000 characters) here.
  await page.goto('/assets/list');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const cold = await linkedSheet(page);
  expect(cold.href).toMatch(/^\/antd\.[0-9a-f]{8}\.css$/);
  expect(cold.rules).toBeGreaterThan(1000);
  expect(cold.beforeOwn).toBe(true);
  expect(cold.listed).toBeGreaterThan(50);
  expect(fetched).toHaveLength(1);
  const injected = await injectedStyles(page);
  expect(injected.count, injected.heads.join('\n')).toBeLessThanOrEqual(12);
  expect(injected.chars).toBeLessThan(20_000);

  // The sheet draws the console's theme: the primary button is the console's green, the table's
  // header has antd's grey, the search form's inputs have their border.
  await expect(page.locator('.console-list-toolbar .ant-btn-primary').first()).toHaveCSS('background-color', 'rgb(51, 163, 121)');
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(page.locator('.console-list-search .ant-input-affix-wrapper, .console-list-search .ant-input').first()).toHaveCSS(
    'border-top-style',
    'solid',
  );
});

test('a sheet that fails or stalls only costs time: antd makes the styles itself', async ({ page }) => {
  await loginAs(page, 'admin', '/welcome');

  // Refused: the list draws in the console's theme, its styles made at run time.
  await page.route(SHEET, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/assets/list');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.console-list-toolbar .ant-btn-primary').first()).toHaveCSS('background-color', 'rgb(51, 163, 121)');
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(page.locator('.ant-pagination-item-active').first()).toHaveCSS('border-top-color', 'rgb(51, 163, 121)');
  expect((await injectedStyles(page)).count).toBeGreaterThan(50);

  // Never answered: the start stops waiting for it (STATIC_STYLES_WAIT_MS, 5 s).
  await page.unroute(SHEET);
  await page.route(SHEET, () => undefined);
  const started = Date.now();
  await page.goto('/assets/list', { waitUntil: 'commit' });
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThan(4_000);
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
});

test('choosing the scheme the sheet does not hold turns the screen with styles made at run time', async ({ page }) => {
  await loginAs(page, 'admin', '/welcome');
  await page.goto('/assets/list');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByTestId('display-button').click();
  await page.getByRole('switch', { name: /Dark/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(29, 29, 29)');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // Back to the sheet's scheme (stored for the next test's account too: the simulator is reset before each).
  await page.getByRole('switch', { name: /Dark/ }).click();
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
});

test.describe('in a dark system colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('a signed-in start takes the dark sheet, and its styles from there', async ({ page }) => {
    await loginAs(page, 'admin', '/welcome');
    await page.goto('/assets/list');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const sheet = await linkedSheet(page);
    expect(sheet.href).toMatch(/^\/antd-dark\.[0-9a-f]{8}\.css$/);
    expect(sheet.rules).toBeGreaterThan(1000);
    // Without the dark sheet antd makes the dark styles here itself (more than a hundred). With it, a
    // handful: the console's own, icons, and on a busy machine a loading spinner's style and keyframes
    // (in both schemes' hashes, when it spun before the scheme applied), which makes 10.
    const injected = await injectedStyles(page);
    expect(injected.count, injected.heads.join('\n')).toBeLessThanOrEqual(12);
    expect(injected.chars).toBeLessThan(20_000);
    // Dark, as the display settings draw it: antd's dark table on a dark page, the console's green.
    await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(29, 29, 29)');
    await expect(page.locator('.ant-table').first()).toHaveCSS('background-color', 'rgb(20, 20, 20)');
    await expect(page.locator('.console-list-toolbar .ant-btn-primary').first()).toHaveCSS('background-color', 'rgb(46, 142, 106)');
  });
});

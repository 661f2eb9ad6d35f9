/**
 * The console under a bad network and a moving deployment: a page chunk that
 * fails to load, going offline, a save whose reply is lost or that is sent
 * twice (nothing is made twice: Idempotency-Key), a new version deployed, the
 * built CSP.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs, pickOption, resetSimulator, screenshot, pinLocale } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('the built index.html carries the Content Security Policy', async ({ page }) => {
  const response = await page.request.get('/user/login');
  const html = await response.text();
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(html).not.toMatch(/<script>(?!<\/script>)/);
});

test('a page chunk that fails to load offers a reload, and the header stays usable', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin');
  await page.route(/p__production__feedback__index\.[0-9a-f]+\.async\.js$/, (route) => route.abort());
  await page.getByTestId('welcome-sections').getByText('Production quality').click();
  await expect(page.getByText('This page could not be loaded')).toBeVisible();
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await screenshot(page, 'chunk-failure-en-US');
  await page.unroute(/p__production__feedback__index\.[0-9a-f]+\.async\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('feedback-table')).toBeVisible();
  await expect(page).toHaveURL(/\/production-quality\/feedback$/);
});

test('going offline shows the offline state, and coming back removes it', async ({ page, context }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'member');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('网络已断开');
  await screenshot(page, 'offline-zh-CN');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a newly deployed version is announced with a reload button', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member');
  await page.route(/\/version\.json/, (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('A new version of the console is available')).toBeVisible();
  await screenshot(page, 'new-version-en-US');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('the same version is not announced', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member');
  const served = page.waitForResponse(/\/version\.json/);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect((await served).ok()).toBe(true);
  await expect(page.getByText('A new version of the console is available')).toHaveCount(0);
});

/** The create call of the scene list's dialog (POST /api/rss/scene, not its page or options calls). */
const isSceneCreate = (url: URL) => url.pathname === '/api/rss/scene';

/** As an administrator on the scene list: the "Add scene" dialog, filled with `name` in Robot Demo Co. */
async function fillNewScene(page: Page, name: string) {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin', '/scene/list');
  await expect(page.getByTestId('scene-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add scene' }).click();
  const form = page.getByRole('dialog', { name: 'Add scene' });
  await form.getByLabel('Scene name').fill(name);
  await pickOption(page, form.getByLabel('Company'), 'Robot Demo', 'Robot Demo Co.');
  return form;
}

/** The scene list searched for `name`: its rows. */
async function scenesNamed(page: Page, name: string) {
  const search = page.getByPlaceholder('Scene name or UUID');
  await search.fill(name);
  await search.press('Enter');
  return page.getByTestId('scene-table').locator('tbody tr.ant-table-row', { hasText: name });
}

test('a save whose reply is lost keeps the dialog; saving again makes the scene once', async ({ page }) => {
  const name = 'Lost reply hall';
  const form = await fillNewScene(page, name);
  const keys: string[] = [];
  let lost = false;
  await page.route(isSceneCreate, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    lost = true;
    // The server gets the request and makes the scene; its reply never comes back.
    await route.fetch();
    return route.abort('failed');
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('None response! Please retry.')).toBeVisible();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Scene name')).toHaveValue(name);
  await screenshot(page, 'lost-reply-en-US');

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Scene ${name} added`)).toBeVisible();
  await expect(form).toHaveCount(0);
  // Both tries carried the same key: the server answered the second with the first one's answer.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(await scenesNamed(page, name)).toHaveCount(1);
});

test('a double click on Save makes the scene once', async ({ page }) => {
  const name = 'Double click hall';
  const form = await fillNewScene(page, name);
  const keys: string[] = [];
  await page.route(isSceneCreate, async (route: Route) => {
    if (route.request().method() === 'POST') keys.push(route.request().headers()['idempotency-key'] ?? '');
    return route.continue();
  });
  await form.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText(`Scene ${name} added`).first()).toBeVisible();
  await expect(form).toHaveCount(0);
  // However many of the clicks were sent (the dialog may already have been saving), they carried one key.
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  await expect(await scenesNamed(page, name)).toHaveCount(1);
});

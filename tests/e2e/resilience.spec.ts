/**
 * The console under a bad network and a moving deployment: a page chunk that
 * fails to load, going offline, a new version deployed, the built CSP.
 */
import { expect, test } from './fixtures';
import { loginAs, resetSimulator, screenshot, pinLocale } from './helpers';

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
  await page.route(/p__Pending\.[0-9a-f]+\.async\.js$/, (route) => route.abort());
  await page.getByTestId('welcome-sections').getByText('Production quality').click();
  await expect(page.getByText('This page could not be loaded')).toBeVisible();
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await screenshot(page, 'chunk-failure-en-US');
  await page.unroute(/p__Pending\.[0-9a-f]+\.async\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('pending-screen')).toBeVisible();
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

/**
 * The fleet overview on /welcome in a real browser (issue 33): the admin sees
 * every panel with its plots, which come from their own chunk after the
 * panels' calls; a member sees only what the member's keys allow, and its
 * console asks nothing for the others; screenshots in en-US, zh-CN, dark and
 * right-to-left.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, loginAs, pinLocale, resetSimulator, screenshot } from './helpers';

const ALL_PANELS = ['robots', 'trend', 'pushes', 'exceptions', 'expiries', 'notices'];
const MEMBER_PANELS = ['robots', 'expiries', 'notices'];

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

/** Every request the page makes, in order: its path. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => seen.push(new URL(request.url()).pathname));
  return seen;
}

/** The panel's figures are shown: its card is there and done loading, without a failure. */
async function panelShown(page: Page, id: string) {
  const card = page.getByTestId(`overview-${id}`);
  await expect(card).toBeVisible();
  await expect(card.locator('.ant-card-loading-content')).toHaveCount(0);
  await expect(card.getByTestId('overview-panel-failure')).toHaveCount(0);
  return card;
}

test('the admin sees every panel, and the plots arrive from their own chunk after the panels', async ({ page }) => {
  const requests = recordRequests(page);
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin');
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
  for (const id of ALL_PANELS) await panelShown(page, id);
  // The plots draw on canvases once their chunk has come.
  for (const chart of ['states', 'trend', 'pushes']) {
    await expect(page.getByTestId(`overview-chart-${chart}`).locator('canvas').first()).toBeVisible();
  }
  const firstCall = requests.findIndex((path) => path.startsWith('/api/base/overview/'));
  const chartChunk = requests.findIndex((path) => /overview-charts/.test(path));
  expect(firstCall).toBeGreaterThanOrEqual(0);
  expect(chartChunk, 'the plots are fetched after the panels have asked for their figures').toBeGreaterThan(firstCall);
  // Links into the sections.
  await expect(page.getByTestId('overview-robots').getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/assets/list');
  await screenshot(page, 'overview-admin-en-US');

  await chooseLanguage(page, 'zh-CN');
  await expect(page.getByTestId('overview-robots').getByText('机器人状态')).toBeVisible();
  await screenshot(page, 'overview-admin-zh-CN');

  // Dark mode follows the system until the user chooses: the plots take the dark theme with the page.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('overview-chart-states').locator('canvas').first()).toBeVisible();
  await screenshot(page, 'overview-admin-dark-zh-CN');
  await page.emulateMedia({ colorScheme: 'light' });

  // Right to left (Arabic: the console's words in English).
  await chooseLanguage(page, 'ar-EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await panelShown(page, 'robots');
  await screenshot(page, 'overview-admin-rtl-ar-EG');
});

test("a member sees only the panels of the member's keys, and no call is made for the others", async ({ page }) => {
  const requests = recordRequests(page);
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member');
  await expect(page.getByText('Welcome back, Member')).toBeVisible();
  for (const id of MEMBER_PANELS) await panelShown(page, id);
  for (const id of ALL_PANELS.filter((panel) => !MEMBER_PANELS.includes(panel))) {
    await expect(page.getByTestId(`overview-${id}`)).toHaveCount(0);
  }
  await expect(page.getByTestId('overview-chart-states').locator('canvas').first()).toBeVisible();
  const asked = requests.filter((path) => path.startsWith('/api/base/overview/'));
  // The robots' figures are asked again every 10 s: each path once here.
  expect([...new Set(asked)].sort()).toEqual(['/api/base/overview/expiries', '/api/base/overview/robots']);
  await screenshot(page, 'overview-member-en-US');
});

/**
 * The walking skeleton in a real browser: sign-in, menus per permission,
 * deep links, wrong password, logout, signed requests, language.
 */
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseLanguage,
  isApiRequest,
  openAccountMenu,
  loginAs,
  resetSimulator,
  screenshot,
  SEVEN_HEADERS,
  signIn,
  topMenuTitles,
  pinLocale,
} from './helpers';

const ADMIN_MENU_EN = [
  'Welcome',
  'Personal center',
  'Enterprise management',
  'User management',
  'Asset management',
  'Resource management',
  'Scene management',
  'Operations (LOG)',
  'OTA management',
  'Dispatch system',
  'Business system',
  'Standardization',
  'Production quality',
  'System',
];

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('admin sees every section of the menu', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin');
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
  // The horizontal menu may fold entries into "…" at this width; the header dropdown holds the whole tree.
  await page.getByTestId('header-menu').click();
  const dropdown = page.locator('.console-header-menu .ant-dropdown-menu').first();
  for (const title of ADMIN_MENU_EN) {
    await expect(dropdown.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await screenshot(page, 'welcome-admin-menu-en-US');
  await page.keyboard.press('Escape');
  const cards = page.getByTestId('welcome-sections').locator('.ant-card');
  await expect(cards).toHaveCount(ADMIN_MENU_EN.length - 1);
});

test('admin in zh-CN: the menu and the header speak Chinese', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'admin');
  await expect(page.getByText('Administrator，欢迎回来')).toBeVisible();
  const titles = await topMenuTitles(page);
  expect(titles[0]).toBe('欢迎');
  expect(titles).toContain('企业管理');
  await screenshot(page, 'welcome-admin-zh-CN');
  await page.getByTestId('header-menu').click();
  await expect(page.locator('.console-header-menu .ant-dropdown-menu').first().getByText('生产质量')).toBeVisible();
  await screenshot(page, 'header-menu-zh-CN');
});

test('member sees only asset management', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member');
  expect(await topMenuTitles(page)).toEqual(['Welcome', 'Personal center', 'Asset management']);
  await page.getByTestId('header-menu').click();
  const dropdown = page.locator('.console-header-menu .ant-dropdown-menu').first();
  await expect(dropdown.locator(':scope > li')).toHaveCount(3);
  await screenshot(page, 'welcome-member-en-US');
  await page.keyboard.press('Escape');
  // A screen the member may not open, reached by URL, says so.
  await page.goto('/enterprise/info');
  await expect(page.getByText('Sorry, you are not allowed to open this page.')).toBeVisible();
  await screenshot(page, 'forbidden-member-en-US');
});

test('dispatcher sees control, business and scenes, and /control keeps the top layout', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'dispatcher');
  expect(await topMenuTitles(page)).toEqual([
    'Welcome',
    'Personal center',
    'Scene management',
    'Dispatch system',
    'Business system',
  ]);
  await page.goto('/control');
  await expect(page).toHaveURL(/\/control\/global$/);
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await expect(page.locator('.ant-pro-sider')).toHaveCount(0);
  await screenshot(page, 'control-global-en-US');
  // /business has no layout: neither header nor menu; the screen draws its own bar.
  await page.goto('/business/global');
  await expect(page.getByTestId('business-screen')).toBeVisible();
  await expect(page.getByTestId('header-menu')).toHaveCount(0);
  await expect(page.locator('header .ant-menu-horizontal')).toHaveCount(0);
});

test('a deep link while signed out returns there after login', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await page.goto('/production-quality/feedback?tab=2#list');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/production-quality/feedback?tab=2#list');
  await screenshot(page, 'login-en-US');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/production-quality\/feedback\?tab=2#list$/);
  await expect(page.getByTestId('feedback-table')).toBeVisible();
});

test('an off-site redirect parameter lands on /welcome instead', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await page.goto(`/user/login?redirect=${encodeURIComponent('//evil.example/x')}`);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the login form asks for what is missing without calling the server, then a wrong password gives a clear message and keeps the form', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /login/.test(new URL(request.url()).pathname)) logins.push(request.url());
  });
  await page.goto('/user/login');
  const account = page.getByLabel('账号');
  const password = page.getByLabel('密码', { exact: true });
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(account).toHaveAccessibleDescription('请输入账号');
  await expect(password).toHaveAccessibleDescription('请输入密码');
  // Spaces are no account; typing a password clears its message at once, as typing does.
  await account.fill('   ');
  await password.fill('x');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await password.press('Enter');
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('请输入账号')).toBeVisible();
  expect(logins).toEqual([]);
  await account.fill('');
  await password.fill('');
  await signIn(page, 'admin', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误，请重新输入');
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByLabel('账号')).toHaveValue('admin');
  await screenshot(page, 'login-wrong-password-zh-CN');
});

test('logout clears the session and returns to login', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'dispatcher');
  await openAccountMenu(page, 'Account: dispatcher');
  await screenshot(page, 'account-menu-en-US');
  const logout = page.waitForRequest((request) => request.url().endsWith('/api/base/auth/logout'));
  await page.getByText('Log out').click();
  await logout;
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();
  // The old session is gone: a protected page asks for login again.
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fwelcome$/);
});

test('an expired session shows the message once and returns after login', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin');
  // Leave the console first (for a static file of the same origin, which keeps the stored session): a call
  // the signed-in page still had in flight would otherwise meet the expiry there, showing the message on
  // that page and clearing the stored session before the visit below.
  await page.goto('/version.json');
  await page.request.post('/__simulator/expire-sessions');
  // Watch from the first byte: the message lasts 3 s, and on a busy machine the load event may come later.
  await page.goto('/person/list', { waitUntil: 'commit' });
  await expect(page.getByText('login expired, please log in again')).toHaveCount(1);
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fperson%2Flist$/);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/person\/list$/);
});

test('every request carries the seven headers and a sign the simulator accepted', async ({ page }) => {
  await pinLocale(page, 'en-US');
  const checked: string[] = [];
  const failures: string[] = [];
  // Each answer is read as it comes; the checks below wait for every reading (the startup translations are large).
  const readings: Promise<void>[] = [];
  page.on('response', (response) => readings.push(check(response)));
  const check = async (response: Response) => {
    const request = response.request();
    if (!isApiRequest(request)) return;
    const headers = await request.allHeaders();
    for (const name of SEVEN_HEADERS) {
      if (!(name in headers)) failures.push(`${request.url()} lacks ${name}`);
    }
    if (!/^\d{13}\.[A-Za-z0-9]{10}\.[0-9a-f]{64}$/.test(headers.sign ?? '')) failures.push(`bad sign on ${request.url()}`);
    for (const [name, value] of Object.entries(headers)) {
      if (!/^[\x20-\x7e]*$/.test(value)) failures.push(`${name} is not ASCII`);
    }
    const body = (await response.json()) as { status: { statusCode: number } };
    // A user without an avatar: its image is "not found" (40401), the one expected refusal.
    const noAvatar = /\/person\/\d+\/head$/.test(request.url()) && body.status.statusCode === 40401;
    if (body.status.statusCode !== 0 && !noAvatar) failures.push(`${request.url()} -> ${body.status.statusCode}`);
    checked.push(new URL(request.url()).pathname);
  };
  await loginAs(page, 'admin');
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(readings);
  expect(failures).toEqual([]);
  expect(checked).toEqual(
    expect.arrayContaining([
      '/api/base/auth/public-key',
      '/api/base/auth/login',
      '/api/base/i18n/list',
      '/api/base/person/1001/menu',
      '/api/base/person/head/config/1001',
    ]),
  );
});

test('zh-CN is the default language', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang || window.localStorage.getItem('umi_locale'))).not.toBe('en-US');
});

test('a full-page spinner shows while the initial state loads', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/base\/person\/\d+\/menu$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('page-loading')).toBeVisible();
  release();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.getByText('Welcome back, Member')).toBeVisible();
});

test('the language choice survives a reload', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'admin');
  await expect(page.getByText('Administrator，欢迎回来')).toBeVisible();
  await chooseLanguage(page, 'en-US');
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('umi_locale'))).toBe('en-US');
});

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin');
  await page.goto('/assets/no-such-screen');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await screenshot(page, 'not-found-en-US');
  await page.goto('/no/such/section');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
});

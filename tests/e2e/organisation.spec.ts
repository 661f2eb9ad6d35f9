/**
 * The organisation an administrator manages, in a real browser: the
 * enterprise, a role, an invitation by link that a new person uses, the
 * role's menu, disabling, locking and unlocking. The administrator and the
 * new member each have their own browser context (their own session).
 */
import type { Browser, Page } from '@playwright/test';
import { PERMISSION_KEYS } from '../../src/services/types/permissions';
import { expect, test } from './fixtures';
import { confirmWith, loginAs, mailedCode, openSelect, resetSimulator, screenshot, signIn, topMenuTitles, pinLocale } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const NEWCOMER = { email: 'newcomer@robot.example', name: 'Nora Newcomer', password: 'newcomer-2026', phone: '021-5555-0199' };

/** A second person at another browser: their own storage and session. */
async function secondPerson(browser: Browser, baseURL: string | undefined, locale: 'en-US' | 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await pinLocale(page, locale);
  return page;
}

/** The member list filtered down to one person; answers that row. */
async function memberRow(page: Page, keyword: string) {
  await page.goto('/person/list');
  const search = page.getByPlaceholder('Name, account or email');
  await search.fill(keyword);
  await search.press('Enter');
  const rows = page.getByTestId('member-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  return rows.first();
}

test('an administrator edits the enterprise, makes a role and invites by link; the newcomer registers, gets the role, sees its menu, and is disabled again (en-US)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin', '/enterprise/info');

  // The enterprise: a new short name.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/enterprise\/edit$/);
  await page.getByLabel('Short name').fill('RoboDemo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/enterprise\/info$/);
  await expect(page.getByText('RoboDemo')).toBeVisible();

  // A role that may only keep scenes (ticking a key ticks the sections above it).
  await page.goto('/person/list?tab=roles');
  await page.getByRole('button', { name: 'Add role' }).click();
  const form = page.getByRole('dialog', { name: 'Add role' });
  await form.getByLabel('Role name').fill('Scene keeper');
  await form.getByLabel('Role type').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Enterprise', { exact: true }).click();
  for (const key of ['personBase', 'platform:scene:list']) {
    await form.locator(`.ant-tree-treenode:has([data-permission="${key}"]) .ant-tree-checkbox`).click();
  }
  // The total is every key the console knows (a new section's keys count too).
  await expect(form.getByTestId('permission-count')).toHaveText(`4 of ${PERMISSION_KEYS.length} chosen`);
  await screenshot(page, 'role-form-en-US');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('role-table').getByText('Scene keeper')).toBeVisible();

  // An invitation by link, with the Member role, valid 14 days.
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member' });
  await invite.getByRole('button', { name: 'Create invitation' }).click();
  await expect(invite.getByText('Invitation link created')).toBeVisible();
  await expect(invite.getByText(/^Valid until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  const link = (await invite.getByTestId('invite-link').innerText()).trim();
  expect(link).toMatch(/\/registry\/INV[A-Za-z0-9]{8}$/);
  await screenshot(page, 'person-invite-en-US');
  // The footer's Close (the corner's × is named Close too).
  await invite.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  // The newcomer registers through the link and signs in: the Member role's menu.
  const newcomer = await secondPerson(browser, baseURL, 'en-US');
  await newcomer.goto(link);
  await expect(newcomer.getByText('Join Robot Demo Co.')).toBeVisible();
  await newcomer.getByLabel('Email').fill(NEWCOMER.email);
  await newcomer.getByTestId('send-code').click();
  await newcomer.getByLabel('Verification code').fill(await mailedCode(newcomer, NEWCOMER.email));
  await newcomer.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
  await newcomer.getByLabel('Confirm password').fill(NEWCOMER.password);
  await newcomer.getByLabel('Name').fill(NEWCOMER.name);
  await newcomer.getByLabel('Phone').fill(NEWCOMER.phone);
  await newcomer.getByRole('button', { name: 'Join' }).click();
  await expect(newcomer).toHaveURL(/\/user\/login\?account=/);
  await expect(newcomer.getByLabel('Confirm password')).toHaveCount(0);
  await newcomer.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
  await newcomer.getByRole('button', { name: 'Sign in' }).click();
  await expect(newcomer.getByText(`Welcome back, ${NEWCOMER.name}`)).toBeVisible();
  expect(await topMenuTitles(newcomer)).toEqual(['Welcome', 'Personal center', 'Asset management']);

  // The invitation is used, by the newcomer.
  await page.getByRole('tab', { name: 'Invitations' }).click();
  const used = page.getByTestId('invitation-table').locator('tbody tr', { hasText: NEWCOMER.name });
  await expect(used).toContainText('Used');
  await expect(used.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  // The seeded invitation by link: its whole link copied (one message), then revoked (asked first); its link then says so.
  const invitations = page.getByTestId('invitation-table');
  const welcome = invitations.locator('[data-row-key="WELCOME2026"]');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await welcome.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Invitation link copied' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/registry/WELCOME2026', page.url()).href);
  await welcome.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Revoke invitation WELCOME2026?');
  await confirmWith(page, 'Revoke');
  await expect(page.getByText('Invitation WELCOME2026 revoked')).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await newcomer.goto('/registry/WELCOME2026');
  await expect(newcomer.getByText('This invitation does not exist')).toBeVisible();
  await expect(newcomer.getByText(/It may have been revoked/)).toBeVisible();
  await newcomer.goto('/welcome');
  // The mailed one sent again: a new code in its row, one message.
  await invitations.locator('[data-row-key="MAILED2026"]').getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(/^Invitation sent again to new\.dispatcher@robot-demo-co\.example/)).toBeVisible();
  await expect(invitations.locator('[data-row-key="MAILED2026"]')).toHaveCount(0);
  await screenshot(page, 'person-invitations-en-US');

  // The administrator gives the newcomer the new role.
  const row = await memberRow(page, NEWCOMER.email);
  await row.getByText('Edit', { exact: true }).click();
  await expect(page).toHaveURL(/\/person\/edit\?id=/);
  await expect(page.getByLabel('Name')).toHaveValue(NEWCOMER.name);
  await openSelect(page.getByRole('combobox', { name: 'Role' }));
  await page.locator('.ant-select-dropdown:visible').getByText('Scene keeper', { exact: true }).click();
  await screenshot(page, 'person-edit-en-US');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/person\/list$/);
  await expect((await memberRow(page, NEWCOMER.email)).getByText('Scene keeper')).toBeVisible();

  // At the newcomer's next load: exactly that role's menu.
  await newcomer.reload();
  expect(await topMenuTitles(newcomer)).toEqual(['Welcome', 'Personal center', 'Scene management']);
  await newcomer.goto('/scene/list');
  await expect(newcomer.getByTestId('scene-table')).toBeVisible();

  // Disabled again: the session ends, and signing in says why.
  const again = await memberRow(page, NEWCOMER.email);
  await again.getByText('Disable', { exact: true }).click();
  await confirmWith(page, 'Disable');
  await expect(again.getByText('Disabled', { exact: true })).toBeVisible();
  await screenshot(page, 'person-list-en-US');
  await newcomer.goto('/welcome');
  await expect(newcomer).toHaveURL(/\/user\/login/);
  await signIn(newcomer, NEWCOMER.email, NEWCOMER.password);
  await expect(newcomer.getByRole('alert')).toHaveText('This account is disabled. Ask your administrator to enable it.');
  await newcomer.context().close();
});

test('five wrong passwords lock an account; the administrator unlocks it from the member list (zh-CN)', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const member = await secondPerson(browser, baseURL, 'zh-CN');
  await member.goto('/user/login');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await signIn(member, 'member', 'not-the-password');
    await expect(member.getByRole('alert')).toBeVisible();
  }
  await signIn(member, 'member');
  await expect(member.getByRole('alert')).toHaveText('密码错误次数过多，账号已被锁定，请联系管理员解锁。');
  await screenshot(member, 'login-locked-zh-CN');

  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'admin', '/person/list');
  // The lock column's filter is a single choice: its menu draws antd's radios (loaded when the menu
  // first opens), and the list asks the server for the locked members alone.
  const table = page.getByTestId('member-table');
  await table.getByRole('columnheader', { name: /^锁定/ }).locator('.ant-table-filter-trigger').click();
  const menu = page.locator('.ant-table-filter-dropdown');
  await menu.getByText('已锁定', { exact: true }).click();
  await expect(menu.locator('.ant-radio-wrapper-checked')).toHaveCount(1);
  await expect(menu.locator('.ant-radio-wrapper')).toHaveCount(2);
  const filtered = page.waitForRequest((request) => request.url().endsWith('/person/page') && request.postDataJSON()?.locked !== undefined);
  await menu.getByRole('button', { name: /确\s*定/ }).click();
  expect((await filtered).postDataJSON().locked).toBe(true);
  const lockedRows = table.locator('tbody tr.ant-table-row');
  await expect(lockedRows.first()).toBeVisible();
  for (const cell of await lockedRows.all()) await expect(cell.getByText('已锁定')).toBeVisible();
  await page.getByPlaceholder('姓名、账号或邮箱').fill('member@robot.example');
  await page.getByPlaceholder('姓名、账号或邮箱').press('Enter');
  const row = page.getByTestId('member-table').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('已锁定')).toBeVisible();
  await screenshot(page, 'person-list-zh-CN');
  await row.getByText('解锁', { exact: true }).click();
  await expect(row.getByText('已锁定')).toHaveCount(0);

  await signIn(member, 'member');
  await expect(member).toHaveURL(/\/welcome$/);
  await member.context().close();
});

test('the organisation screens in zh-CN: enterprise members, agents, roles', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'admin', '/enterprise/info?tab=members');
  await expect(page.getByTestId('company-member-table').locator('tbody tr.ant-table-row')).toHaveCount(10);
  await screenshot(page, 'enterprise-members-zh-CN');
  await page.getByRole('tab', { name: '代理商' }).click();
  await expect(page).toHaveURL(/\/enterprise\/info\?tab=agents$/);
  await expect(page.getByTestId('agent-highlight')).toBeVisible();
  await screenshot(page, 'enterprise-agents-zh-CN');
  await page.getByRole('tab', { name: '企业信息' }).click();
  await expect(page.getByText('统一社会信用代码')).toBeVisible();
  await screenshot(page, 'enterprise-info-zh-CN');
  await page.goto('/person/list?tab=roles');
  // Administrator (platform), then the shared Dispatcher, Member and Enterprise Administrator.
  await expect(page.getByTestId('role-table').locator('tbody tr.ant-table-row')).toHaveCount(4);
  await screenshot(page, 'roles-zh-CN');
});

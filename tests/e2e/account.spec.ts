/**
 * The public account flows and the account pages, as a person with an inbox
 * would do them: the simulator's outbox stands in for the mail.
 */
import { expect, test } from './fixtures';
import { loginAs, mailedCode, openAccountMenu, PASSWORD, resetSimulator, screenshot, signIn, pinLocale } from './helpers';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('registers on the desktop, step by step, then signs in (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  const email = 'new.operator@robot.example';
  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/user\/registry\/start$/);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await screenshot(page, 'registry-start-en-US');
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/user\/registry\/setpwd$/);
  await page.getByLabel('Password', { exact: true }).fill('robot2026');
  await page.getByLabel('Confirm password').fill('robot2027');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The two passwords entered are inconsistent, please confirm and re-enter')).toBeVisible();
  await page.getByLabel('Confirm password').fill('robot2026');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/user\/registry\/confirm$/);
  await expect(page.getByTestId('send-code')).toContainText(/Resend in \d+s/);
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Wrong verification code, check it and try again')).toBeVisible();
  await page.getByLabel('Verification code').fill(await mailedCode(page, email));
  await screenshot(page, 'registry-confirm-en-US');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/user\/registry\/perfect$/);
  await page.getByLabel('Name').fill('Nova Operator');
  await page.getByLabel('Phone').fill('+86 138 0000 0000');
  await page.getByLabel('Company').click();
  await page.getByTitle('Robot Demo Co.').click();
  await screenshot(page, 'registry-perfect-en-US');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Your account is ready')).toBeVisible();
  await screenshot(page, 'registry-done-en-US');
  await page.getByTestId('to-login').click();
  await expect(page.getByLabel('Account')).toHaveValue(email);
  await page.getByLabel('Password').fill('robot2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back, Nova Operator')).toBeVisible();
});

test('registers on a phone (375 px, zh-CN), then signs in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await pinLocale(page, 'zh-CN');
  const email = 'mobile.member@robot.example';
  await page.goto('/user/registry/h5');
  await expect(page).toHaveURL(/\/user\/registry\/h5\/welcome$/);
  await screenshot(page, 'registry-h5-welcome-zh-CN');
  await page.getByRole('button', { name: /开\s*始/ }).click();
  await page.getByLabel('邮箱').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+ 秒后重新发送/);
  await page.getByLabel('验证码').fill('12345');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入 6 位验证码')).toBeVisible();
  await page.getByLabel('验证码').fill(await mailedCode(page, email));
  await screenshot(page, 'registry-h5-start-zh-CN');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/h5\/setpwd$/);
  await page.getByLabel('密码', { exact: true }).fill('abcdefgh');
  await page.getByLabel('确认密码').fill('abcdefgh');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('至少包含字母、数字、符号（. - / @）中的两种')).toBeVisible();
  await page.getByLabel('密码', { exact: true }).fill('mobile@2026');
  await page.getByLabel('确认密码').fill('mobile@2026');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/h5\/perfect$/);
  await page.getByLabel('姓名').fill('移动用户');
  await page.getByLabel('电话').fill('1234');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入有效的电话号码（5-20 个字符）')).toBeVisible();
  await page.getByLabel('电话').fill('13800138000');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('账号已创建')).toBeVisible();
  await screenshot(page, 'registry-h5-done-zh-CN');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.getByTestId('to-login').click();
  await page.getByLabel('密码').fill('mobile@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('移动用户，欢迎回来')).toBeVisible();
});

test('recovers a forgotten password (zh-CN), and the old one stops working', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  const email = 'member@robot.example';
  await page.goto('/user/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await page.getByLabel('邮箱').fill(email);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page).toHaveURL(/\/user\/forgotpwd\/setpwd$/);
  await page.getByLabel('新密码').fill('member/2027');
  await page.getByLabel('确认密码').fill('member/2027');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('验证码').fill(await mailedCode(page, email));
  await screenshot(page, 'forgot-confirm-zh-CN');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('密码已修改')).toBeVisible();
  await page.getByTestId('to-login').click();
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误，请重新输入');
  await page.getByLabel('密码').fill('member/2027');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('Member，欢迎回来')).toBeVisible();
});

test('joins by an invite code, and refuses expired or unknown codes (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await page.goto('/registry/EXPIRED2025');
  await expect(page.getByText('This invitation has expired')).toBeVisible();
  await screenshot(page, 'invite-expired-en-US');
  await page.goto('/registry/NO-SUCH-CODE');
  await expect(page.getByText('This invitation does not exist')).toBeVisible();

  const email = 'invited@robot.example';
  await page.goto('/registry/WELCOME2026');
  await expect(page.getByText('Join Robot Demo Co.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByTestId('send-code').click();
  await page.getByLabel('Verification code').fill(await mailedCode(page, email));
  await page.getByLabel('Password', { exact: true }).fill('invite-2026');
  await page.getByLabel('Confirm password').fill('invite-2026');
  await page.getByLabel('Name').fill('Invited Member');
  await page.getByLabel('Phone').fill('021-5555-0101');
  await screenshot(page, 'invite-form-en-US');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/user\/login\?account=/);
  // The address changes before the invite form has left the page: wait for the login form itself.
  await expect(page.getByLabel('Confirm password')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('invite-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back, Invited Member')).toBeVisible();
  await page.goto('/account/center');
  await expect(page.getByText('Robot Demo Co.')).toBeVisible();
});

test('changes the password in the account settings (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'dispatcher');
  await openAccountMenu(page, 'Account: dispatcher');
  await page.getByText('Change password').click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await page.getByLabel('Current password').fill('wrong-password1');
  await page.getByLabel('New password').fill('dispatch.2027');
  await page.getByLabel('Confirm password').fill('dispatch.2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is wrong')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await screenshot(page, 'settings-en-US');
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await page.goto('/user/login');
  await signIn(page, 'dispatcher', 'dispatch.2027');
  await expect(page.getByText('Welcome back, Dispatcher')).toBeVisible();
});

test('uploads an avatar that the header shows, and refuses other files (zh-CN)', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'member', '/account/center');
  await expect(page.getByText('member@robot.example')).toBeVisible();
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(page.getByText('图片过大（最大 2 MB）')).toBeVisible();
  await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('仅支持 PNG 或 JPG 图片')).toBeVisible();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await expect(page.getByText('头像已更新')).toBeVisible();
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('center-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
  await screenshot(page, 'center-zh-CN');
  await page.reload();
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
});

test('edits the profile, and the header follows the new name (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member', '/account/center');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog');
  // Text inputs hold at most 50 characters (section 5).
  await dialog.getByLabel('Name').fill('x'.repeat(51));
  await expect(dialog.getByLabel('Name')).toHaveValue('x'.repeat(50));
  await dialog.getByLabel('Name').fill('Mira Member');
  await dialog.getByLabel('Phone').fill('+86 21 5555 0000');
  await dialog.getByLabel('Female').check();
  await screenshot(page, 'center-edit-en-US');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toContainText('Mira Member');
});

/** The global header in a real browser: notifications, display settings, languages and uploads. */
import { expect, test } from './fixtures';
import { chooseLanguage, loginAs, resetSimulator, screenshot, pinLocale } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`the bell lists notifications, marks them read and links safely (${locale})`, async ({ page }) => {
    await pinLocale(page, locale);
    await loginAs(page, 'admin');
    await expect(page.getByTestId('notification-dot').locator('.ant-badge-dot')).toBeVisible();
    await page.getByTestId('notification-bell').click();
    const list = page.getByTestId('notification-list');
    await expect(list.getByTestId('notification-item')).toHaveCount(5);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await list.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(list.getByTestId('notification-item')).toHaveCount(10);
    await screenshot(page, `notifications-${locale}`);
    const unread = list.locator('[data-unread="true"]').first();
    const id = await unread.evaluate((node) => node.textContent);
    await unread.click();
    await expect(list.getByTestId('notification-item').filter({ hasText: id ?? '' }).first()).toHaveAttribute('data-unread', 'false');
    await page.keyboard.press('Escape');
    await page.mouse.click(700, 600);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });
}

test('a new notification lights the dot after a refresh of the flag', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member');
  // Read everything the member has, so the dot goes out.
  await page.getByTestId('notification-bell').click();
  const list = page.getByTestId('notification-list');
  // The member's two seeded notifications, loaded before anything is counted.
  await expect(list.getByTestId('notification-item')).toHaveCount(2);
  const unread = list.locator('[data-unread="true"]');
  for (let left = await unread.count(); left > 0; left -= 1) {
    await unread.first().click();
    await expect(unread).toHaveCount(left - 1);
  }
  await expect(page.getByTestId('notification-dot').locator('.ant-badge-dot')).toHaveCount(0);
  await page.request.post('/__simulator/notify', { data: { account: 'member' } });
  await page.reload();
  await expect(page.getByTestId('notification-dot').locator('.ant-badge-dot')).toBeVisible();
});

test('display settings: dark, eye protection and the left menu persist across a reload', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'admin');
  await page.getByTestId('display-button').click();
  await page.getByRole('switch', { name: '深色模式' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.mouse.click(700, 600);
  await expect(page.getByTestId('display-settings')).toBeHidden();
  await screenshot(page, 'dark-zh-CN');
  await page.getByTestId('display-button').click();
  await expect(page.getByTestId('display-settings')).toBeVisible();
  await page.getByRole('switch', { name: '护眼模式' }).click();
  await expect(page.getByTestId('eye-protection-mask')).toBeVisible();
  await page.getByRole('switch', { name: '深色模式' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.mouse.click(700, 600);
  await screenshot(page, 'eye-protection-zh-CN');
  await page.reload();
  await expect(page.getByTestId('eye-protection-mask')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('an Arabic walk: the whole page flips right-to-left with English text', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin');
  await chooseLanguage(page, 'ar-EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
  await expect(page.locator('.ant-pro-layout .ant-menu-rtl, .ant-menu-rtl').first()).toBeVisible();
  await screenshot(page, 'arabic-rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await screenshot(page, 'arabic-notifications');
});

test('an upload shows its progress in a modal that flies to the indicator, which keeps the file (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member', '/account/center');
  await page.getByTestId('upload-indicator').click();
  await expect(page.getByText('No uploads')).toBeVisible();
  await page.mouse.click(700, 700);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.locator('input[type=file]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  const modal = page.locator('.ant-modal').filter({ hasText: 'File upload progress' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await screenshot(page, 'upload-modal-en-US');
  await modal.locator('.ant-modal-close').click();
  await expect(modal).toBeHidden({ timeout: 5000 });
  await page.getByTestId('upload-indicator').click();
  const list = page.locator('.ant-popover [data-testid="upload-list"]');
  await expect(list.getByText('portrait.png')).toBeVisible();
  await screenshot(page, 'upload-popover-en-US');
});

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

test('a notification says all it means, and its link opens the asset list searched by the robot it names', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin');
  const reply = await page.request.post('/__simulator/notify', { data: { account: 'admin' } });
  const { noSqlId } = (await reply.json()) as { noSqlId: string };
  await page.reload();
  await page.getByTestId('notification-bell').click();
  const list = page.getByTestId('notification-list');
  await expect(list.getByTestId('notification-item')).toHaveCount(5);
  // Whole sentences only: no parameter shows as a dash.
  await expect(list).not.toContainText('—');
  const item = list.locator(`[data-id="${noSqlId}"]`);
  await expect(item).toContainText(/Robot AS-\d+ reported fault E\d+/);
  const assetNumber = /AS-\d+/.exec((await item.textContent()) ?? '')?.[0] ?? '';
  await item.getByRole('link', { name: 'Go to' }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/list\\?assetNumber=${assetNumber}&code=E\\d+$`));
  // The list shows the search it was opened with, and only that robot.
  await expect(page.locator('.console-list-search').getByLabel('Asset number')).toHaveValue(assetNumber);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row').first()).toContainText(assetNumber);
});

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
  // One language on the screen (issue 30): the words are English, and so is the page's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await screenshot(page, 'arabic-rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await screenshot(page, 'arabic-notifications');
});

test('an upload shows its progress in a modal that flies to the indicator by itself when done, which keeps the file (en-US)', async ({ page }) => {
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
  await expect(modal.getByText('portrait.png')).toBeVisible();
  await screenshot(page, 'upload-modal-en-US');
  // Finished, the modal closes by itself (over the page no longer) and the new avatar is announced.
  await expect(modal).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText('Avatar updated')).toBeVisible();
  await page.getByTestId('upload-indicator').click();
  const list = page.locator('.ant-popover [data-testid="upload-list"]');
  await expect(list.getByText('portrait.png')).toBeVisible();
  await expect(list.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await screenshot(page, 'upload-popover-en-US');
});

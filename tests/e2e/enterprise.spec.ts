/** The enterprise an administrator manages, in a real browser: its info, and an edit that a rule stops and the server then saves. */
import { expect, test } from './fixtures';
import { loginAs, resetSimulator, screenshot, pinLocale } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('an administrator reads the enterprise info and edits it (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'admin', '/enterprise/info');
  await expect(page.getByText('Unified social credit code')).toBeVisible();
  await expect(page.getByText('Robot Demo Co.').first()).toBeVisible();
  await screenshot(page, 'enterprise-info-en-US');

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/enterprise\/edit$/);
  await page.getByLabel('Phone', { exact: true }).fill('12');
  await page.getByLabel('City').fill('Suzhou');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid phone number (5-20 characters)')).toBeVisible();
  await screenshot(page, 'enterprise-edit-en-US');
  await page.getByLabel('Phone', { exact: true }).fill('+86 571 8888 0000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/enterprise\/info$/);
  await expect(page.getByText('Suzhou')).toBeVisible();
  await expect(page.getByText('+86 571 8888 0000')).toBeVisible();
});

test('the enterprise edit in zh-CN', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'admin', '/enterprise/edit');
  await expect(page.getByText('统一社会信用代码')).toBeVisible();
  await screenshot(page, 'enterprise-edit-zh-CN');
});

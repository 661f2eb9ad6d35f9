/**
 * Nothing typed is lost (issue 34), on the production build and the
 * simulator: a form interrupted by a session that expired comes back with
 * what was typed after the same account signs in again (and never for
 * another account); a save sent while the browser is offline leaves the form
 * open with its values, the offline state shows until the network returns,
 * and Retry then creates exactly one record.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs, openAccountMenu, pickOption, pinLocale, resetSimulator, screenshot, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const isProfileSave = (method: string, url: string) => method === 'PUT' && new URL(url).pathname === '/api/base/person/base';

/** On the personal center: opens "Edit profile" and types `name`. */
async function editName(page: Page, name: string, labels: { edit: string; name: string }) {
  await page.getByRole('button', { name: labels.edit }).click();
  const dialog = page.getByRole('dialog', { name: labels.edit });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(labels.name, { exact: true });
  await expect(field).not.toHaveValue('');
  await field.fill(name);
  return dialog;
}

/** Expires every session on the server, then presses the dialog's Save: the console goes to the login page. */
async function saveIntoExpiry(page: Page, dialog: ReturnType<Page['getByRole']>, save: string, expired: string) {
  expect((await page.request.post('/__simulator/expire-sessions')).ok()).toBe(true);
  await dialog.getByRole('button', { name: save }).click();
  await expect(page.getByText(expired)).toHaveCount(1);
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Faccount%2Fcenter$/);
}

test('a profile edit interrupted by an expired session comes back after signing in again, and saves once (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member', '/account/center');
  const labels = { edit: 'Edit profile', name: 'Name' };
  const dialog = await editName(page, 'Draft Keeper', labels);
  await saveIntoExpiry(page, dialog, 'Save', 'login expired, please log in again');

  // What the draft holds lives in this browser, under this account, without a password.
  const stored = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('drafts:')));
  expect(stored).toHaveLength(1);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), stored[0])).toContain('Draft Keeper');

  const saves: string[] = [];
  page.on('request', (request) => {
    if (isProfileSave(request.method(), request.url())) saves.push(request.postData() ?? '');
  });
  await signIn(page, 'member');
  await expect(page).toHaveURL(/\/account\/center$/);
  const back = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(back).toBeVisible();
  await expect(back.getByLabel('Name', { exact: true })).toHaveValue('Draft Keeper');
  await expect(back.getByTestId('draft-restored')).toContainText(/Unsaved changes from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} were restored\./);
  await screenshot(page, 'draft-restored-en-US');
  // Taken back: the browser no longer holds it.
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('drafts:')))).toEqual([]);

  await back.getByRole('button', { name: 'Save' }).click();
  await expect(back).toBeHidden();
  await expect(page.getByText('Profile saved')).toHaveCount(1);
  await expect(page.getByText('Draft Keeper').first()).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0])).toMatchObject({ name: 'Draft Keeper' });
});

test('another account signing in on the same browser never sees the draft; its own account gets it back (zh-CN)', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'member', '/account/center');
  const labels = { edit: '编辑资料', name: '姓名' };
  const dialog = await editName(page, '草稿保留', labels);
  await saveIntoExpiry(page, dialog, '保 存', '登录已过期，请重新登录');

  // The dispatcher signs in on the same browser and lands on the same path: no dialog, no notice.
  await signIn(page, 'dispatcher');
  await expect(page).toHaveURL(/\/account\/center$/);
  await expect(page.getByRole('button', { name: labels.edit })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);

  // The dispatcher leaves; the member comes back to the center and finds the change.
  await openAccountMenu(page, /账号：dispatcher/);
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await page.goto('/user/login?redirect=%2Faccount%2Fcenter');
  await signIn(page, 'member');
  const back = page.getByRole('dialog', { name: labels.edit });
  await expect(back).toBeVisible();
  await expect(back.getByLabel(labels.name, { exact: true })).toHaveValue('草稿保留');
  await expect(back.getByTestId('draft-restored')).toContainText('未保存的修改');
  await screenshot(page, 'draft-restored-zh-CN');

  // Discard goes back to what the account holds.
  await back.getByRole('button', { name: '放弃修改' }).click();
  await expect(back.getByTestId('draft-restored')).toHaveCount(0);
  await expect(back.getByLabel(labels.name, { exact: true })).not.toHaveValue('草稿保留');
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a save sent offline keeps the dialog and its values; back online, Retry creates exactly one record (${locale})`, async ({ page, context }) => {
    const words =
      locale === 'en-US'
        ? { add: 'Add scene', name: 'Scene name', save: 'Save', retry: 'Retry', created: 'Scene Offline Hall added' }
        : { add: '新增场景', name: '场景名称', save: '保 存', retry: '重 试', created: '已新增场景 Offline Hall' };
    await pinLocale(page, locale);
    await loginAs(page, 'admin', '/scene/list');
    const rows = page.getByTestId('scene-table').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await page.getByRole('button', { name: words.add }).click();
    const dialog = page.getByRole('dialog', { name: words.add });
    await dialog.getByLabel(words.name).fill('Offline Hall');
    await pickOption(page, dialog.getByLabel(locale === 'en-US' ? 'Company' : '所属企业'), 'Robot Demo', 'Robot Demo Co.');

    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/rss/scene') creates.push(request.headers()['idempotency-key'] ?? '');
    });
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(page.getByText('None response! Please retry.')).toHaveCount(1);
    await expect(dialog.getByTestId('draft-no-reply')).toBeVisible();
    await expect(dialog.getByLabel(words.name)).toHaveValue('Offline Hall');
    await screenshot(page, `offline-save-${locale}`);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await dialog.getByTestId('draft-no-reply').getByRole('button', { name: words.retry }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(words.created)).toHaveCount(1);
    // The offline attempt never left the browser, or carried the same key as the retry: one record either way.
    expect(new Set(creates.filter(Boolean)).size).toBeLessThanOrEqual(1);
    await page.getByPlaceholder(locale === 'en-US' ? 'Scene name or UUID' : '场景名称或 UUID').fill('Offline Hall');
    await page.getByPlaceholder(locale === 'en-US' ? 'Scene name or UUID' : '场景名称或 UUID').press('Enter');
    await expect(rows.filter({ hasText: 'Offline Hall' })).toHaveCount(1);
  });
}

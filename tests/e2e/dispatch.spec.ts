/**
 * The dispatch map in a real browser: a dispatcher chooses a scene, toggles
 * each filter, reorders the layers and follows a moving robot. What is drawn
 * is read back from the canvases themselves (the static canvas under the
 * robots, the robots' canvas, the canvas over them), never from the app's
 * internals.
 */
import { expect, test } from './fixtures';
import { chooseScene, confirmWith, loginAs, openSelect, resetSimulator, screenshot, pinLocale } from './helpers';
import type { Locator, Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

// A scene of Robot Demo Co., the dispatcher's company (the dispatch screens offer no other: tenancy.spec.ts).
const SCENE = 'Second Floor';
const map = (page: Page) => page.getByTestId('dispatch-map');

type CanvasRole = 'under' | 'live' | 'over';
const CANVAS_INDEX: Record<CanvasRole, number> = { under: 0, live: 1, over: 2 };

/** A fingerprint of one canvas's pixels (a sample of them), and how many sampled pixels are drawn at all. */
function canvasFigures(page: Page, role: CanvasRole) {
  return map(page).evaluate((element, index) => {
    const canvas = element.querySelectorAll('canvas')[index] as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 0;
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4 * 13) {
      hash = (hash * 31 + data[i] + data[i + 1] * 7 + data[i + 2] * 13 + data[i + 3] * 17) >>> 0;
      if (data[i + 3] > 0) drawn += 1;
    }
    return { hash, drawn };
  }, CANVAS_INDEX[role]);
}

/** Whether the robots' canvas has something drawn at the map's centre. */
function drawnAtCentre(page: Page) {
  return map(page).evaluate((element) => {
    const canvas = element.querySelectorAll('canvas')[1] as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(Math.floor(canvas.width / 2) - 2, Math.floor(canvas.height / 2) - 2, 5, 5).data;
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) opaque += 1;
    return opaque;
  });
}

/** The map facts' overlay tags wrap within the panel (a row of them once ran past its edge). */
async function expectTagsWithin(info: Locator) {
  const panel = await info.boundingBox();
  const tags = await info.locator('.ant-tag').all();
  expect(tags.length).toBeGreaterThan(2);
  for (const tag of tags) {
    const box = await tag.boundingBox();
    if (!box || !panel) throw new Error('the map facts are not laid out');
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
  }
}

/**
 * Moves the base map from one end of the layer list to the other, one place a
 * click. The list follows the model a moment after each click (Umi's models
 * notify their readers from an effect), so each click waits for the row to
 * arrive before the next one: a click at the old place would move another layer.
 */
async function moveBaseMap(page: Page, direction: 'up' | 'down') {
  const rows = page.locator('[data-layer]');
  const button = page.getByRole('button', { name: `Move Base map ${direction}` });
  // The list is top first: the base map starts last (place 6) going up, first (place 0) going down.
  for (let step = 1; step <= 6; step += 1) {
    await button.click();
    await expect(rows.nth(direction === 'up' ? 6 - step : step)).toHaveAttribute('data-layer', 'base');
  }
}

/** Waits until the static canvas stops changing (images decoded, view at rest). */
async function settled(page: Page) {
  let last = -1;
  await expect(async () => {
    const { hash } = await canvasFigures(page, 'under');
    const same = hash === last;
    last = hash;
    expect(same).toBe(true);
  }).toPass({ timeout: 15_000, intervals: [400] });
}

test('a dispatcher chooses a scene, filters, reorders the layers and follows a moving robot (en-US)', async ({ page }) => {
  // A long walk (about 20 s alone); a busy machine may need twice the default.
  test.setTimeout(120_000);
  await pinLocale(page, 'en-US');
  const polls: { sceneuuid?: string; sign?: string }[] = [];
  page.on('request', (request) => {
    if (/\/api\/rss\/scene\/[^/]+\/robots$/.test(new URL(request.url()).pathname)) polls.push(request.headers());
  });
  await loginAs(page, 'dispatcher', '/control/global');
  await expect(page.getByRole('dialog').getByText('Select scene')).toBeVisible();
  await chooseScene(page, SCENE, /Open/);
  await expect(page.getByTestId('dispatch-scene')).toContainText(SCENE);

  // The choice is in session storage, and the live poses carry it, five a second or more.
  const uuid = await page.evaluate(() => window.sessionStorage.getItem('selectedSceneUUID'));
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  await expect(map(page).locator('canvas')).toHaveCount(3);
  await settled(page);
  const before = polls.length;
  await page.waitForTimeout(2000);
  expect(polls.length - before).toBeGreaterThanOrEqual(9);
  expect(polls.every((headers) => headers.sceneuuid === uuid && Boolean(headers.sign))).toBe(true);
  await screenshot(page, 'dispatch-global-en-US');

  // Each node filter changes the drawing, and switching it back restores it exactly.
  const original = await canvasFigures(page, 'under');
  for (const label of ['Pose calibration', 'Start positioning', 'Standby', 'Path', 'Delivery', 'Elevator', 'Node labels', 'Action point labels']) {
    const box = page.getByRole('group', { name: 'Nodes' }).getByLabel(label, { exact: true });
    await box.click();
    await expect.poll(async () => (await canvasFigures(page, 'under')).hash, { message: label }).not.toBe(original.hash);
    await box.click();
    await expect.poll(async () => (await canvasFigures(page, 'under')).hash, { message: label }).toBe(original.hash);
  }
  // The all switch of the nodes: everything off leaves the map without a node, and it follows its kinds.
  await page.getByLabel('All nodes').click();
  await expect(page.getByLabel('Path', { exact: true })).not.toBeChecked();
  await page.getByLabel('Path', { exact: true }).click();
  await expect(page.getByLabel('All nodes')).not.toBeChecked();
  await page.getByLabel('All nodes').click();
  await expect.poll(async () => (await canvasFigures(page, 'under')).hash).toBe(original.hash);

  // Devices: none drawn with all off; each state brings some back.
  const devices = page.getByRole('group', { name: 'Devices' });
  await devices.getByLabel('All devices').click();
  await expect.poll(async () => (await canvasFigures(page, 'live')).drawn).toBe(0);
  for (const state of [/^Operative/, /^Standby/, /^Charging/]) {
    const box = devices.getByLabel(state);
    await box.click();
    await expect.poll(async () => (await canvasFigures(page, 'live')).drawn).toBeGreaterThan(0);
    await box.click();
    await expect.poll(async () => (await canvasFigures(page, 'live')).drawn).toBe(0);
  }
  await devices.getByLabel('All devices').click();
  await devices.getByLabel('Device labels').click();
  await devices.getByLabel('Device labels').click();
  await expect.poll(async () => (await canvasFigures(page, 'live')).drawn).toBeGreaterThan(0);

  // Layer order: the base map to the top covers the robots (drawn on the canvas over them).
  expect((await canvasFigures(page, 'over')).drawn).toBe(0);
  await moveBaseMap(page, 'up');
  await expect(page.getByRole('button', { name: 'Move Base map up' })).toBeDisabled();
  await expect.poll(async () => (await canvasFigures(page, 'over')).drawn).toBeGreaterThan(0);
  await screenshot(page, 'dispatch-layers-en-US');
  await moveBaseMap(page, 'down');
  await expect(page.getByRole('button', { name: 'Move Base map down' })).toBeDisabled();
  await expect.poll(async () => (await canvasFigures(page, 'over')).drawn).toBe(0);
  await expect.poll(async () => (await canvasFigures(page, 'under')).hash).toBe(original.hash);

  // Follow a robot that is driving: it stays in the centre while the map moves under it.
  let followed = '';
  const finder = page.getByRole('combobox', { name: 'Find a robot' });
  for (let attempt = 0; attempt < 8 && !followed; attempt += 1) {
    await finder.click();
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').nth(attempt);
    await option.click();
    const card = page.getByTestId('robot-card');
    await expect(card).toBeVisible();
    if ((await card.locator('[data-enum="robotState"]').innerText()) === 'Operative') followed = await card.locator('.ant-card-head-title').innerText();
  }
  expect(followed).not.toBe('');
  const card = page.getByTestId('robot-card');
  await expect(card.getByText('Current task')).toBeVisible();
  await expect(card).not.toContainText('No task');
  await card.getByRole('button', { name: 'Follow' }).click();
  await expect(card.getByRole('button', { name: 'Stop following' })).toBeVisible();
  await page.waitForTimeout(600);
  const first = await canvasFigures(page, 'under');
  expect(await drawnAtCentre(page)).toBeGreaterThan(0);
  // An operative robot may wait a moment at a node or a door: the map moves once it drives on.
  await expect.poll(async () => (await canvasFigures(page, 'under')).hash, { timeout: 20_000 }).not.toBe(first.hash);
  expect(await drawnAtCentre(page)).toBeGreaterThan(0);
  await screenshot(page, 'dispatch-follow-en-US');

  // Clicking the robot in the centre opens its card again.
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();
  const box = (await map(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // A robot driving past may share the spot for that moment: the list of the robots there then names it.
  const listed = page.getByRole('menuitem', { name: followed, exact: true });
  await expect(page.getByTestId('robot-card').or(listed)).toBeVisible();
  if (await listed.isVisible()) await listed.click();
  await expect(page.getByTestId('robot-card').locator('.ant-card-head-title')).toHaveText(followed);

  // The environment map's facts in English, whose overlay names are the longest.
  await page.getByText('Environment map', { exact: true }).click();
  const info = page.getByTestId('map-info');
  await expect(info.getByText('Ground resolution')).toBeVisible();
  await expectTagsWithin(info);
});

test('another scene opens fitted; robots parked on one spot are counted and listed to choose from (en-US)', async ({ page }) => {
  test.setTimeout(90_000);
  await pinLocale(page, 'en-US');
  await loginAs(page, 'dispatcher', '/control/global');
  await chooseScene(page, SCENE, /Open/);
  await settled(page);
  for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
  await settled(page);

  // The Lobby, a larger map, opens whole: exactly as the Fit button then shows it.
  await page.getByRole('button', { name: 'Switch scene' }).click();
  await chooseScene(page, 'Lobby', /Open/);
  await expect(page.getByTestId('dispatch-scene')).toContainText('Lobby');
  await settled(page);
  const opened = await canvasFigures(page, 'under');
  await page.getByRole('button', { name: 'Fit to view', exact: true }).click();
  await settled(page);
  expect((await canvasFigures(page, 'under')).hash).toBe(opened.hash);

  // Scrubber 2628 and Patrol 0366 are parked on one standby spot: found by name, the view centres on it.
  const finder = page.getByRole('combobox', { name: 'Find a robot' });
  await finder.click();
  await page.keyboard.type('Scrubber 2628');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Scrubber 2628' }).click();
  const card = page.getByTestId('robot-card');
  await expect(card.locator('.ant-card-head-title')).toHaveText('Scrubber 2628');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();
  await settled(page);

  // A click on the spot opens no card of its own choosing: it lists both, and either opens.
  const box = (await map(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByText('2 robots here: choose one')).toBeVisible();
  await expect(card).toBeHidden();
  await screenshot(page, 'dispatch-stack-en-US');
  await page.getByRole('menuitem', { name: 'Scrubber 2628', exact: true }).click();
  await expect(card.locator('.ant-card-head-title')).toHaveText('Scrubber 2628');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('menuitem', { name: 'Patrol 0366', exact: true }).click();
  await expect(card.locator('.ant-card-head-title')).toHaveText('Patrol 0366');
});

test('the environment map and the wall screen, in zh-CN, light and dark', async ({ page }) => {
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'dispatcher', '/control/global');
  await chooseScene(page, SCENE, /打\s*开/);
  await settled(page);
  await screenshot(page, 'dispatch-global-zh-CN');

  // Under /control the whole menu is a dropdown behind the section's title.
  await page.getByTestId('header-menu').click();
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('场景管理')).toBeVisible();
  await screenshot(page, 'page-menu-zh-CN');
  await page.getByTestId('header-menu').click();
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);

  await page.getByText('环境地图', { exact: true }).click();
  await expect(page).toHaveURL(/\/control\/map$/);
  const info = page.getByTestId('map-info');
  await expect(info.getByText('地面分辨率')).toBeVisible();
  await expect(info.getByText(/米\/像素$/)).toBeVisible();
  await expectTagsWithin(info);
  await settled(page);
  await screenshot(page, 'dispatch-map-zh-CN');

  // Dark mode follows the system until the user chooses: the map darkens with it.
  const light = await canvasFigures(page, 'under');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => (await canvasFigures(page, 'under')).hash).not.toBe(light.hash);
  await settled(page);
  await screenshot(page, 'dispatch-map-dark-zh-CN');

  // The wall screen starts without the signed-in layout: it fetches neither the shell nor antd's sheet.
  const shellFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(shell|shell-shared|header-actions)\.[0-9a-f]{8}\.async\.js$|^\/antd(-dark)?\.[0-9a-f]{8}\.css$/.test(pathname)) shellFiles.push(pathname);
  });
  await page.goto('/map/home');
  await expect(page.getByRole('link', { name: '控制台' })).toBeVisible();
  await expect(page.locator('.ant-pro-layout')).toHaveCount(0);
  expect(shellFiles).toEqual([]);
  await expect(page.getByTestId('dispatch-scene')).toContainText(SCENE);
  await settled(page);
  await screenshot(page, 'dispatch-home-dark-zh-CN');
});

test('a scene without a map offers to build one (en-US)', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'dispatcher', '/control/global');
  const dialog = page.getByRole('dialog');
  await openSelect(dialog.getByRole('combobox'));
  const noMap = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'No map' }).first();
  await noMap.click();
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('This scene has no map yet. Build one now?')).toBeVisible();
  await screenshot(page, 'dispatch-no-map-en-US');
  await confirmWith(page, 'Build map');
  await expect(page).toHaveURL(/\/control\/map$/);
  await expect(page.getByText('This scene has no map yet', { exact: true })).toBeVisible();
});

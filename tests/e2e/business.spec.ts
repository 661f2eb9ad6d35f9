/**
 * The business screen (/business/global) in a real browser on the production
 * build and the simulator: a dispatcher creates a task by clicking a point on
 * the map and watches it run and finish (the simulator's clock moved
 * forward); a dispatcher with the editNode key drags a node, saves, and the
 * dispatch screen reads the node where it was put; a member reaches neither.
 *
 * Where a node is drawn is found as a person finds it: in the editor, the
 * pointer over a node turns into a hand (the map's `grab` cursor).
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { advanceClock, chooseScene, holdClock, loginAs, openSelect, pinLocale, resetSimulator, screenshot } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const SCENE = 'Second Floor';
const map = (page: Page) => page.getByTestId('dispatch-map');
const isNetwork = (response: Response) => /\/api\/rss\/scene\/[^/]+\/nodes$/.test(new URL(response.url()).pathname);

interface NetworkAnswer {
  result: { version: number; nodes: Array<{ id: string; name: string; x: number; y: number }> };
}

/** Opens the screen on the scene, the map drawn. */
async function openScreen(page: Page): Promise<void> {
  await loginAs(page, 'dispatcher', '/business/global');
  await expect(page.getByRole('dialog').getByText('Select scene')).toBeVisible();
  await chooseScene(page, SCENE, /Open/);
  await expect(page.getByTestId('dispatch-scene')).toContainText(SCENE);
  await expect(map(page).locator('canvas')).toHaveCount(3);
}

async function editMode(page: Page): Promise<void> {
  await page.getByText('Edit road network', { exact: true }).click();
  await expect(page.getByTestId('network-editor')).toBeVisible();
}

/**
 * Screen points over nodes, in the editor: the pointer goes over a grid of points of the map and
 * keeps those where the map offers to take a node (its cursor turns to `grab`).
 */
async function nodePoints(page: Page, wanted: number): Promise<Array<{ x: number; y: number }>> {
  const box = await map(page).boundingBox();
  if (!box) throw new Error('the map is not laid out');
  const found: Array<{ x: number; y: number }> = [];
  for (let y = box.y + 60; y < box.y + box.height - 60 && found.length < wanted; y += 9) {
    for (let x = box.x + 60; x < box.x + box.width - 60 && found.length < wanted; x += 9) {
      await page.mouse.move(x, y);
      if ((await map(page).evaluate((element) => element.style.cursor)) === 'grab') {
        found.push({ x, y });
        y += 40;
        break;
      }
    }
  }
  expect(found.length, 'nodes under the pointer').toBe(wanted);
  return found;
}

test('a dispatcher creates a task by clicking a point on the map, sees it run and finish (en-US)', async ({ page }) => {
  test.setTimeout(120_000);
  await pinLocale(page, 'en-US');
  await openScreen(page);
  // Where nodes are (the editor shows it), then back to the tasks.
  await editMode(page);
  const points = await nodePoints(page, 6);
  await page.getByText('Tasks', { exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Queue' })).toBeVisible();

  // A click on a point makes it the target: the form opens with it and previews the path (a robot
  // standing on the point would be the one clicked, so the next point is tried then).
  const form = page.getByTestId('task-form');
  await expect(async () => {
    const point = points.shift();
    if (!point) throw new Error('no node left to click');
    await page.mouse.click(point.x, point.y);
    await expect(form).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('task-preview')).toContainText(/Path: [\d.]+ m/);
  await form.getByLabel('Task name').fill('E2E linen run');
  await openSelect(form.getByLabel('Priority'));
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Urgent' }).click();
  await screenshot(page, 'business-create-en-US');
  // The clock stands still from here: the run (some seconds to half a minute of the clock) cannot end
  // before the queue is read on a slow machine; only the test moves it on.
  await holdClock(page, true);
  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/business/task' && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create task' }).click();
  const body = (await (await created).json()) as { result: { id: string; creationMethod: number; status: number } };
  expect(body.result.creationMethod).toBe(1);
  await expect(page.getByText('Task "E2E linen run" created')).toBeVisible();

  // Urgent, it is first to go: a free robot takes it, and the queue shows it running, its path on the map.
  const queue = page.getByRole('tabpanel', { name: 'Queue' });
  const row = queue.getByText('E2E linen run');
  await queue.locator('.ant-radio-button-wrapper', { hasText: /^Running/ }).click();
  await expect(row.first()).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'business-running-en-US');

  // An hour later it has arrived.
  await advanceClock(page, 60 * 60_000);
  await queue.locator('.ant-radio-button-wrapper', { hasText: /^Finished/ }).click();
  await expect(row.first()).toBeVisible({ timeout: 15_000 });
});

test('a dispatcher with the editNode key drags a node and saves; the dispatch screen reads it where it was put', async ({ page }) => {
  test.setTimeout(120_000);
  await pinLocale(page, 'en-US');
  const first = page.waitForResponse(isNetwork);
  await openScreen(page);
  const before = (await (await first).json()) as NetworkAnswer;
  expect(before.result.version).toBe(1);
  await editMode(page);
  const [point] = await nodePoints(page, 1);

  // Press on the node: the map takes it; drag it 60 px right and 30 px down.
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  const id = await map(page).getAttribute('data-drag-node');
  expect(id).toBeTruthy();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(point.x + step * 5, point.y + step * 2.5);
  await page.mouse.up();
  await expect(page.getByTestId('network-unsaved')).toHaveText('Unsaved changes: 1');
  const moved = before.result.nodes.find((node) => node.id === id)!;
  await expect(page.getByTestId('network-editor').getByText(`Node ${moved.name}`)).toBeVisible();
  await screenshot(page, 'business-editor-en-US');

  // Undo takes it back, redo puts it there again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByTestId('network-unsaved')).toHaveText('Unsaved changes: 1');

  const saving = page.waitForResponse((response) => /\/api\/business\/scene\/[^/]+\/network$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: 'Save (1 change)' }).click();
  const saved = (await (await saving).json()) as NetworkAnswer;
  expect(JSON.parse((await saving).request().postData() ?? '{}')).toMatchObject({ version: 1, nodes: [{ id }], removedNodes: [] });
  expect(saved.result.version).toBe(2);
  const after = saved.result.nodes.find((node) => node.id === id)!;
  // 60 px right and 30 px down on screen: east and south in the world.
  expect(after.x).toBeGreaterThan(moved.x);
  expect(after.y).toBeLessThan(moved.y);
  await expect(page.getByText('Road network saved')).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  // The dispatch screen reads the saved network: the node where it was put.
  const dispatchNetwork = page.waitForResponse(isNetwork);
  await page.goto('/control/global');
  const shown = (await (await dispatchNetwork).json()) as NetworkAnswer;
  expect(shown.result.version).toBe(2);
  expect(shown.result.nodes.find((node) => node.id === id)).toMatchObject({ x: after.x, y: after.y });
  await expect(map(page).locator('canvas')).toHaveCount(3);
});

test('leaving the editor with unsaved changes asks first (zh-CN)', async ({ page }) => {
  test.setTimeout(90_000);
  await pinLocale(page, 'zh-CN');
  await loginAs(page, 'dispatcher', '/business/global');
  await chooseScene(page, SCENE, /打\s*开/);
  await expect(map(page).locator('canvas')).toHaveCount(3);
  await page.getByText('编辑路网', { exact: true }).click();
  await expect(page.getByTestId('network-editor')).toBeVisible();
  await page.getByRole('button', { name: /添加节点/ }).click();
  await expect(page.getByTestId('network-unsaved')).toBeVisible();
  await screenshot(page, 'business-editor-zh-CN');
  await page.getByText('任务', { exact: true }).click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '继续编辑' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('network-editor')).toBeVisible();
});

test('a member without the business keys cannot reach the screen', async ({ page }) => {
  await pinLocale(page, 'en-US');
  await loginAs(page, 'member', '/welcome');
  await page.goto('/business/global');
  await expect(page.getByText('Sorry, you are not allowed to open this page.')).toBeVisible();
  await expect(page.getByTestId('business-screen')).toHaveCount(0);
  await expect(page.getByText('Edit road network')).toHaveCount(0);
});

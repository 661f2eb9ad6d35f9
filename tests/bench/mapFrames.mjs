#!/usr/bin/env node
/**
 * The dispatch map in Chromium against the production build on the
 * simulator: Benchmark Hall with 1,000, 10,000 and 50,000 nodes and 500 live
 * robots, through a fixed script of wheel zooms and drags while the robots
 * move. Prints the frames drawn, the median and 95th-percentile frame time
 * (gaps between animation frames) and the longest main-thread task.
 * Figures only: wall-clock times never fail this script. Needs `npm run build`.
 *
 * BENCH_NODES=1000,10000 to choose the sizes; BENCH_ROBOTS (500).
 */
/* global performance, requestAnimationFrame -- the measuring code runs in the page */
import { control, launch, longestTask, signIn, startServer, watchLongTasks } from './browser.mjs';

const NODES = (process.env.BENCH_NODES || '1000,10000,50000').split(',').map(Number);
const ROBOTS = Number(process.env.BENCH_ROBOTS || 500);
const BENCH_SCENE = { id: 's41', name: 'Benchmark Hall' };

async function chooseScene(page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.keyboard.type(BENCH_SCENE.name);
  await page.locator('.ant-select-item-option', { hasText: BENCH_SCENE.name }).first().click();
  await dialog.getByRole('button', { name: /Open|打开/ }).click();
}

async function mapReady(page) {
  const network = page.waitForResponse((response) => response.url().includes(`/scene/${BENCH_SCENE.id}/nodes`), { timeout: 60_000 });
  await page.reload();
  await network;
  await page.locator('[data-testid="dispatch-map"] canvas').first().waitFor();
  // Let the images decode and the first poses arrive.
  await page.waitForTimeout(2500);
}

/** The fixed script: zoom in about the centre, drag, zoom out, drag back. */
async function script(page) {
  const box = await page.locator('[data-testid="dispatch-map"]').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 20; i += 1) {
    await page.mouse.wheel(0, -120);
    await page.waitForTimeout(25);
  }
  await page.mouse.down();
  for (let i = 0; i < 60; i += 1) await page.mouse.move(cx - i * 8, cy - i * 4);
  await page.mouse.up();
  for (let i = 0; i < 20; i += 1) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(25);
  }
  await page.mouse.move(cx - 240, cy - 120);
  await page.mouse.down();
  for (let i = 0; i < 60; i += 1) await page.mouse.move(cx - 240 + i * 8, cy - 120 + i * 4);
  await page.mouse.up();
}

async function measure(page, nodes) {
  await control(page.__base, 'map', { sceneId: BENCH_SCENE.id, nodes, robots: ROBOTS });
  await mapReady(page);
  await watchLongTasks(page);
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    window.__recording = true;
    requestAnimationFrame(tick);
  });
  await script(page);
  const gaps = await page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
  const sorted = [...gaps].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    nodes,
    frames: gaps.length,
    median: at(0.5),
    p95: at(0.95),
    seconds: gaps.reduce((sum, gap) => sum + gap, 0) / 1000,
    longest: await longestTask(page),
  };
}

async function run() {
  const server = await startServer();
  const browser = await launch();
  const results = [];
  try {
    await control(server.base, 'reset');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    page.__base = server.base;
    await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'en-US'));
    await signIn(page, server.base, '/control/global');
    await chooseScene(page);
    for (const nodes of NODES) results.push(await measure(page, nodes));
    await context.close();
  } finally {
    await browser.close();
    await control(server.base, 'reset').catch(() => undefined);
    server.stop();
  }
  console.log(`dispatch map in Chromium (production build, simulator, ${ROBOTS} robots moving, 1440 x 900)`);
  console.log('nodes    frames  seconds  median frame (ms)  p95 frame (ms)  longest task (ms)');
  for (const r of results) {
    console.log(
      `${String(r.nodes).padEnd(8)} ${String(r.frames).padEnd(7)} ${r.seconds.toFixed(1).padEnd(8)} ${r.median.toFixed(1).padEnd(18)} ${r.p95.toFixed(1).padEnd(15)} ${r.longest}`,
    );
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});

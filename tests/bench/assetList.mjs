#!/usr/bin/env node
/**
 * The asset list in Chromium against the production build on the simulator:
 * time to first rows and DOM node count at page sizes 10, 50 and 100, then
 * the same with 50,000 assets, with the longest main-thread task seen
 * (long tasks over 50 ms, from the browser's own PerformanceObserver).
 * Figures only: wall-clock times never fail this script. Needs `npm run build`.
 */
import { control, launch, signIn, startServer, watchLongTasks } from './browser.mjs';

const SIZES = (process.env.BENCH_SIZES || '10,50,100').split(',').map(Number);
const FLEETS = (process.env.BENCH_FLEETS || '3000,50000').split(',').map(Number);

async function measure(page, base, pageSize) {
  await watchLongTasks(page);
  const start = Date.now();
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, '/assets/list');
  const rows = page.locator('[data-testid="asset-table"] .ant-table-row');
  await rows.first().waitFor();
  const openedMs = Date.now() - start;
  const opened = await figures(page);
  if (pageSize === 10) return { pageSize, firstRowsMs: openedMs, domNodes: opened.domNodes, openTaskMs: opened.longestTaskMs, changeTaskMs: '-' };
  // The page size change on its own: its long tasks apart from the opening's.
  await page.evaluate(() => {
    window.__longest = 0;
  });
  await page.locator('.ant-pagination-options .ant-select').click();
  const pageChanged = Date.now();
  await page.locator('.ant-select-item-option').filter({ hasText: `${pageSize} /` }).click();
  // A virtual table draws the rows in view: wait for the page's last row number in the pager instead.
  await page.waitForFunction((n) => document.querySelector('.ant-pagination-total-text')?.textContent?.includes(`1-${n} `), pageSize);
  const firstRowsMs = Date.now() - pageChanged;
  const changed = await figures(page);
  return { pageSize, firstRowsMs, domNodes: changed.domNodes, openTaskMs: opened.longestTaskMs, changeTaskMs: changed.longestTaskMs };
}

async function figures(page) {
  // let the frame settle so long tasks of the render are counted
  await page.waitForTimeout(300);
  return page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    longestTaskMs: Math.round(window.__longest),
  }));
}

async function run() {
  const server = await startServer();
  const browser = await launch();
  const results = [];
  try {
    for (const fleet of FLEETS) {
      await control(server.base, 'reset');
      if (fleet !== 3000) await control(server.base, 'assets', { count: fleet });
      for (const size of SIZES) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
        const page = await context.newPage();
        await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'en-US'));
        await signIn(page, server.base);
        results.push({ fleet, ...(await measure(page, server.base, size)) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log('asset list in Chromium (production build, simulator)');
  console.log('(longest task: the longest main-thread task while the list opens at 10 rows, then while it changes to the page size)');
  console.log('fleet    page size  first rows (ms)  DOM nodes  longest task, open (ms)  longest task, page size (ms)');
  for (const r of results) {
    console.log(
      `${String(r.fleet).padEnd(8)} ${String(r.pageSize).padEnd(10)} ${String(r.firstRowsMs).padEnd(16)} ${String(r.domNodes).padEnd(10)} ${String(r.openTaskMs).padEnd(24)} ${r.changeTaskMs}`,
    );
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
/**
 * The asset list in Chromium against the production build on the simulator:
 * time to first rows and DOM node count at page sizes 10, 50 and 100, then
 * the same with 50,000 assets, with the longest main-thread task seen
 * (long tasks over 50 ms, from the browser's own PerformanceObserver).
 * Figures only: wall-clock times never fail this script. Needs `npm run build`.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PASSWORD = 'Console@2026';
const SIZES = (process.env.BENCH_SIZES || '10,50,100').split(',').map(Number);
const FLEETS = (process.env.BENCH_FLEETS || '3000,50000').split(',').map(Number);

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no server at ${url}`);
}

async function startServer() {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: () => {} };
  const port = await freePort();
  const child = spawn('npx', ['max', 'preview', '--port', String(port)], { stdio: 'ignore', detached: true });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/user/login`);
  return { base, stop: () => process.kill(-child.pid) };
}

async function signIn(page, base) {
  await page.goto(`${base}/user/login?redirect=%2Fwelcome`);
  await page.getByLabel(/账号|Account/).fill('admin');
  await page.getByLabel(/密码|Password/).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL(/\/welcome$/);
}

async function measure(page, base, pageSize) {
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const start = Date.now();
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, '/assets/list');
  const rows = page.locator('[data-testid="asset-table"] .ant-table-row');
  await rows.first().waitFor();
  if (pageSize !== 10) {
    await page.locator('.ant-pagination-options .ant-select').click();
    const pageChanged = Date.now();
    await page.locator('.ant-select-item-option').filter({ hasText: `${pageSize} /` }).click();
    // A virtual table draws the rows in view: wait for the page's last row number in the pager instead.
    await page.waitForFunction((n) => document.querySelector('.ant-pagination-total-text')?.textContent?.includes(`1-${n} `), pageSize);
    const firstRows = Date.now() - pageChanged;
    return { pageSize, firstRowsMs: firstRows, ...(await figures(page)) };
  }
  return { pageSize, firstRowsMs: Date.now() - start, ...(await figures(page)) };
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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const results = [];
  try {
    for (const fleet of FLEETS) {
      const response = await fetch(`${server.base}/__simulator/reset`, { method: 'POST' });
      if (!response.ok) throw new Error('reset failed');
      if (fleet !== 3000) {
        await fetch(`${server.base}/__simulator/assets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: fleet }) });
      }
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
  console.log('fleet    page size  first rows (ms)  DOM nodes  longest task (ms)');
  for (const r of results) {
    console.log(
      `${String(r.fleet).padEnd(8)} ${String(r.pageSize).padEnd(10)} ${String(r.firstRowsMs).padEnd(16)} ${String(r.domNodes).padEnd(10)} ${r.longestTaskMs}`,
    );
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});

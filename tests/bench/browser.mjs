/**
 * What the browser benchmarks and checks share: a free port, waiting for a
 * server, the production build served on the simulator (`max preview` on a
 * free port, or BENCH_URL), Debian's Chromium, signing in as the seeded
 * admin, the main thread's longest task, and the median of runs.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PASSWORD = 'Console@2026';

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 200, polling; fails after `ms`. */
export async function waitFor(url, ms = 120_000) {
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

export async function startServer() {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: () => {} };
  const port = await freePort();
  const child = spawn('npx', ['max', 'preview', '--port', String(port)], { stdio: 'ignore', detached: true });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/user/login`);
  return { base, stop: () => process.kill(-child.pid) };
}

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}

export async function control(base, path, body) {
  const response = await fetch(`${base}/__simulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`simulator ${path}: ${response.status}`);
  return response.json();
}

export async function signIn(page, base, redirect = '/welcome') {
  await page.goto(`${base}/user/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/账号|Account/).fill('admin');
  await page.getByLabel(/密码|Password/).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

/** Starts recording the longest main-thread task (over 50 ms, the browser's own long-task entries) from now. */
export function watchLongTasks(page) {
  return page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

export const longestTask = (page) => page.evaluate(() => Math.round(window.__longest ?? 0));

/** The median of a list of figures (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

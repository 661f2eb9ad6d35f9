#!/usr/bin/env node
/**
 * `npm run test:dev`: the README's start command still works. Starts the development server
 * (`max dev`, the simulator included) on a free port, signs in as the seeded admin in Debian's
 * Chromium, opens the asset list and waits for its rows. Fails when the server does not come up,
 * the rows do not show, or the page has an uncaught error. CI runs it after the browser suite,
 * which covers the production build.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PASSWORD = 'Console@2026';
const LIMIT_MS = 300_000;

const port = await new Promise((resolve) => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const base = `http://localhost:${port}`;
const started = Date.now();
const dev = spawn('npx', ['max', 'dev'], { env: { ...process.env, PORT: String(port), BROWSER: 'none' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
dev.stdout.on('data', (chunk) => (output += chunk));
dev.stderr.on('data', (chunk) => (output += chunk));

async function until(check, what) {
  while (Date.now() - started < LIMIT_MS) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`development server: ${what} within ${LIMIT_MS / 1000} s`);
}

let failure;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  await until(async () => (await fetch(`${base}/user/login`)).ok, 'no answer');
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  await page.goto(`${base}/user/login?redirect=${encodeURIComponent('/assets/list')}`, { timeout: LIMIT_MS });
  await page.getByLabel(/账号|Account/).fill('admin', { timeout: LIMIT_MS });
  await page.getByLabel(/密码|Password/).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL((url) => url.pathname === '/assets/list', { timeout: 60_000 });
  await page.locator('.ant-table-row').first().waitFor({ timeout: LIMIT_MS });
  if (uncaught.length > 0) throw new Error(`development server: uncaught errors in the page:\n${uncaught.join('\n')}`);
  console.log(`development server: signed in and showed the asset list's rows ${Math.round((Date.now() - started) / 1000)} s after start`);
} catch (error) {
  failure = error;
} finally {
  await browser.close();
  try {
    process.kill(-dev.pid);
  } catch {
    // already gone
  }
}
if (failure) {
  console.error(String(failure));
  console.error(`last output of max dev:\n${output.slice(-3000)}`);
  process.exit(1);
}

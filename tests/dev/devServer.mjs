#!/usr/bin/env node
/**
 * `npm run test:dev`: the README's start command still works. Starts the development server
 * (`max dev`, the simulator included) on a free port, signs in as the seeded admin in Debian's
 * Chromium, opens the asset list and waits for its rows. Fails when the server does not come up,
 * the rows do not show, or the page has an uncaught error. CI runs it after the browser suite,
 * which covers the production build.
 */
import { spawn } from 'node:child_process';
import { freePort, launch, signIn, waitFor } from '../bench/browser.mjs';

const LIMIT_MS = 300_000;

const port = await freePort();
const base = `http://localhost:${port}`;
const started = Date.now();
const dev = spawn('npx', ['max', 'dev'], { env: { ...process.env, PORT: String(port), BROWSER: 'none' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
dev.stdout.on('data', (chunk) => (output += chunk));
dev.stderr.on('data', (chunk) => (output += chunk));

let failure;
const browser = await launch();
try {
  await waitFor(`${base}/user/login`, LIMIT_MS);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // A cold development build compiles on the first requests: every step may wait that long.
  page.setDefaultTimeout(LIMIT_MS);
  page.setDefaultNavigationTimeout(LIMIT_MS);
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  await signIn(page, base, '/assets/list');
  await page.locator('.ant-table-row').first().waitFor();
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

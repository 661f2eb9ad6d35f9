#!/usr/bin/env node
/**
 * Lighthouse, desktop preset, in Debian's Chromium against the production
 * build on the simulator: RUNS cold loads (5 by default) of /user/login, and
 * of the asset list and /welcome (the fleet overview) as the signed-in admin,
 * printing the median performance score, LCP, TBT, CLS and total bytes of
 * each. Figures only: nothing here fails on time. Needs `npm run build`.
 *
 * The signed-in runs keep the session in local storage (Lighthouse's storage
 * reset would sign the admin out) and empty the HTTP cache before each run,
 * so every load fetches all of its bytes again.
 */
import os from 'node:os';
import path from 'node:path';
import { URL } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { CHROMIUM, freePort, median, signIn, startServer } from './browser.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);
const PAGES = [
  { name: '/user/login', path: '/user/login', signedIn: false },
  { name: '/assets/list (admin)', path: '/assets/list', signedIn: true },
  // The landing page with the fleet overview: its first paint must not wait for the plots (issue 33).
  { name: '/welcome (admin)', path: '/welcome', signedIn: true },
];

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

async function main() {
  const server = await startServer();
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  // One browser for both: Playwright signs in, Lighthouse drives the same profile over the debugging port.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const rows = [];
  try {
    for (const target of PAGES) {
      if (target.signedIn) await signIn(page, server.base);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(
          `${server.base}${target.path}`,
          { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: target.signedIn },
          desktopConfig,
        );
        const finalUrl = new URL(result.lhr.finalDisplayedUrl);
        if (finalUrl.pathname !== target.path) throw new Error(`${target.name} ended at ${finalUrl.pathname}`);
        runs.push(figuresOf(result.lhr));
      }
      rows.push({
        page: target.name,
        runs: runs.length,
        score: median(runs.map((figures) => figures.score)),
        'LCP ms': Math.round(median(runs.map((figures) => figures.lcpMs))),
        'TBT ms': Math.round(median(runs.map((figures) => figures.tbtMs))),
        CLS: Number(median(runs.map((figures) => figures.cls)).toFixed(3)),
        'KB total': Math.round(median(runs.map((figures) => figures.bytes)) / 1024),
        'scores seen': runs.map((figures) => figures.score).join(' '),
      });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    server.stop();
  }
  console.log(`Lighthouse ${RUNS} runs each, desktop preset, medians (${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}); targets: score >= 98, LCP <= 1000 ms, TBT <= 50 ms`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

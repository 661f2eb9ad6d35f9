#!/usr/bin/env node
/**
 * Cross-checks the route map (routeMap.mjs, what `npm run bench:bundle`
 * budgets) against Chromium: cold loads of a few routes on the production
 * build, each in a fresh browser context (empty cache; a first visit, so no
 * stored visitor id either), listing the JavaScript files the browser
 * fetched that the map does not count and those it counts that were not
 * fetched. Figures only (it never fails on them); needs `npm run build`.
 * Signed-in routes are opened with the admin's session stored, as after a
 * login in an earlier visit; the visitor id is then cleared again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { launch, signIn, startServer } from './browser.mjs';
import { buildRouteMap } from './routeMap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTES = (process.env.BENCH_ROUTES || '/user/login,/user/registry/start,/welcome,/assets/list,/resource/logs,/control/global').split(',');

const graph = JSON.parse(readFileSync(path.join(root, 'dist-stats/route-chunks.json'), 'utf8'));
const budget = JSON.parse(readFileSync(path.join(root, 'tests/bench/budget.json'), 'utf8'));
const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
graph.entry = [...new Set([...graph.entry, ...[...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((match) => match[1])])];
const map = buildRouteMap(graph, budget.coldLoad);

const server = await startServer();
const browser = await launch();
let session;
try {
  for (const route of ROUTES) {
    const row = map.rows.find((candidate) => candidate.path === route);
    if (!row) {
      console.log(`${route}: not in the route map`);
      continue;
    }
    const context = await browser.newContext();
    // Under the layout or not (the wall screen's map), a route that needs a sign-in opens signed in.
    if (row.signedIn) {
      if (!session) {
        const page = await context.newPage();
        await signIn(page, server.base);
        session = await page.evaluate(() => ({ ...window.localStorage }));
        await page.close();
      }
      await context.addInitScript((stored) => {
        if (window.sessionStorage.getItem('__coldLoadPrepared')) return;
        window.sessionStorage.setItem('__coldLoadPrepared', '1');
        for (const [key, value] of Object.entries(stored)) if (key !== 'visitorId') window.localStorage.setItem(key, value);
        window.localStorage.removeItem('visitorId');
      }, session);
    }
    const page = await context.newPage();
    const fetched = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === server.base && url.pathname.endsWith('.js')) fetched.add(url.pathname.slice(1));
    });
    await page.goto(`${server.base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const extra = [...fetched].filter((file) => !row.files.has(file));
    const missing = [...row.files].filter((file) => !fetched.has(file));
    console.log(
      `${route.padEnd(24)} fetched ${String(fetched.size).padStart(3)} files, the map counts ${String(row.files.size).padStart(3)};` +
        ` fetched but not counted: ${extra.join(' ') || 'none'}; counted but not fetched: ${missing.join(' ') || 'none'}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

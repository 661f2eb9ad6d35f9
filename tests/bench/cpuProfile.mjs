#!/usr/bin/env node
/**
 * Where a cold load's main-thread time goes: Chromium's sampling profiler
 * over cold loads of a signed-in route (the asset list by default; BENCH_ROUTE,
 * BENCH_RUNS), from navigation until the table's first rows plus a second,
 * each sample named through the build's source maps. Prints the median busy
 * time, the share of it under each part (a sample counts for a part when any
 * frame of its stack is in that part) and the packages that run the most
 * themselves. Figures only; nothing here fails on time.
 *
 * Needs a build with source maps: `PROFILE_MAPS=1 npm run build` (then an
 * ordinary `npm run build` before the byte budgets, which would count the maps' comments).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { SourceMapConsumer } from 'source-map';
import { launch, median, signIn, startServer } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const ROUTE = process.env.BENCH_ROUTE || '/assets/list';
const RUNS = Number(process.env.BENCH_RUNS || 3);

/** Parts of the console's stack, by the source file a frame runs in. */
const PARTS = {
  "antd's CSS-in-JS (styles made and inserted)": /@ant-design\/cssinjs|[\\/]stylis[\\/]|rc-util\/es\/Dom\/dynamicCSS/,
  'ProLayout (shell, menu, watermark)': /@ant-design\/pro-layout|@umijs\/route-utils/,
  'ProTable, ProForm, ProField': /@ant-design\/pro-(table|form|field|utils|card)/,
  "antd's table (rc-table)": /rc-table|antd\/es\/table/,
  'selects and virtual lists': /rc-select|rc-virtual-list/,
  'motion (rc-motion)': /rc-motion/,
  'the request pipeline and services': /src\/(request|services)\//,
};

if (!readdirSync(dist).some((file) => file.endsWith('.js.map'))) {
  console.error('dist/ has no source maps: build with `PROFILE_MAPS=1 npm run build` first');
  process.exit(1);
}

const maps = new Map();
async function sourceOf(frame) {
  if (!frame.url.startsWith('http')) return frame.functionName || '(native)';
  const file = path.join(dist, new URL(frame.url).pathname);
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  const map = maps.get(file);
  if (!map) return path.basename(file);
  const position = map.originalPositionFor({ line: Math.max(1, frame.lineNumber + 1), column: Math.max(0, frame.columnNumber) });
  return (position.source ?? '?').replace(/^webpack:\/\/[^/]*\//, '');
}
const packageOf = (source) => source.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? (source.startsWith('src/') ? source.split('/').slice(0, 2).join('/') : source);
const NOT_BUSY = new Set(['(idle)', '(program)', '(garbage collector)']);

async function attribute(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const self = new Map();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const sources = new Map();
  const source = async (id) => {
    if (!sources.has(id)) sources.set(id, await sourceOf(nodes.get(id).callFrame));
    return sources.get(id);
  };
  let busy = 0;
  const parts = Object.fromEntries(Object.keys(PARTS).map((part) => [part, 0]));
  const packages = new Map();
  for (const [id, us] of self) {
    if (NOT_BUSY.has(nodes.get(id).callFrame.functionName)) continue;
    busy += us;
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(await source(at));
    for (const [part, pattern] of Object.entries(PARTS)) if (stack.some((frame) => pattern.test(frame))) parts[part] += us;
    const name = packageOf(stack[0]);
    packages.set(name, (packages.get(name) ?? 0) + us);
  }
  return { busy, parts, packages };
}

const ms = (us) => Math.round(us / 1000);

const server = await startServer();
const browser = await launch();
const results = [];
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, server.base);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (let run = 0; run < RUNS; run += 1) {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Profiler.start');
    await page.goto(`${server.base}${ROUTE}`);
    await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    results.push(await attribute(profile));
  }
} finally {
  await browser.close();
  server.stop();
}

const busy = median(results.map((result) => result.busy));
console.log(`${ROUTE}: main-thread time of a cold load until the first rows and a second after (${RUNS} runs, medians, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)})`);
console.log(`busy (scripts, styles and layout run from them; idle, unattributed and GC left out): ${ms(busy)} ms`);
console.table(
  Object.keys(PARTS).map((part) => {
    const value = median(results.map((result) => result.parts[part]));
    return { 'under this part': part, ms: ms(value), share: `${Math.round((100 * value) / busy)} %` };
  }),
);
const names = [...new Set(results.flatMap((result) => [...result.packages.keys()]))];
const byPackage = names.map((name) => ({ name, us: median(results.map((result) => result.packages.get(name) ?? 0)) })).sort((a, b) => b.us - a.us);
console.log('running themselves (self time), largest first:');
console.table(byPackage.slice(0, 15).map(({ name, us }) => ({ package: name, ms: ms(us) })));

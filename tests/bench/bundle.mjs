#!/usr/bin/env node
/**
 * Bundle bytes of the production build (dist/), gzip level 9:
 * 1. the largest files and the totals;
 * 2. the route map: for every route, the JavaScript a cold load fetches
 *    (the scripts of index.html, then what the route needs)
 *    (tests/bench/routeMap.mjs, from dist-stats/route-chunks.json that the
 *    build writes), its own bytes beyond its base (the entry for public
 *    routes, the signed-in shell for the others) and its total.
 * With --check, compares against tests/bench/budget.json (every byte budget
 * lives there) and exits 1 when one is exceeded. Bytes are deterministic for
 * a given lock file and source, so this check may fail CI.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildRouteMap, checkRoutes, routeOwnLimit, shellLeaks, sumBytes } from './routeMap.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dist = path.join(root, 'dist');
const graphFile = path.join(root, 'dist-stats/route-chunks.json');
const budget = JSON.parse(readFileSync(path.join(here, 'budget.json'), 'utf8'));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let files;
try {
  files = walk(dist).filter((file) => /\.(js|css)$/.test(file));
} catch {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(2);
}
if (!existsSync(graphFile)) {
  console.error('dist-stats/route-chunks.json is missing (the build writes it): run `npm run build` again');
  process.exit(2);
}

const rows = files
  .map((file) => {
    const bytes = readFileSync(file);
    return { file: path.relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const gzipOf = new Map(rows.map((row) => [row.file, row.gzip]));

const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
// antd's locales load one at a time, only when a language without a dictionary is chosen.
const isLocaleChunk = (row) => /antd-locale/.test(row.file);
const js = rows.filter((row) => row.file.endsWith('.js') && !isLocaleChunk(row));
const localeChunks = rows.filter(isLocaleChunk);
// antd's styles written at build time (config/plugins/staticStyles.ts): a signed-in start loads the
// light or the dark one.
const sheetOf = (scheme) => rows.find((row) => new RegExp(`^antd${scheme === 'dark' ? '-dark' : ''}\\.[0-9a-f]{8}\\.css$`).test(row.file));
const staticSheets = { light: sheetOf('light'), dark: sheetOf('dark') };
const css = rows.filter((row) => row.file.endsWith('.css') && row !== staticSheets.light && row !== staticSheets.dark);
const entry = rows.find((row) => /^umi(\.[0-9a-f]+)?\.js$/.test(row.file));

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log('file'.padEnd(52), 'raw'.padStart(12), 'gzip'.padStart(12));
for (const row of rows.slice(0, 15)) console.log(row.file.padEnd(52), kb(row.raw).padStart(12), kb(row.gzip).padStart(12));
if (rows.length > 15) console.log(`… and ${rows.length - 15} smaller files`);

const figures = {
  entryGzip: entry?.gzip ?? 0,
  totalJsGzip: sum(js, 'gzip'),
  totalCssGzip: sum(css, 'gzip'),
  staticStylesGzip: Math.max(staticSheets.light?.gzip ?? 0, staticSheets.dark?.gzip ?? 0),
  largestLocaleChunkGzip: Math.max(0, ...localeChunks.map((row) => row.gzip)),
};
console.log('');
for (const [name, value] of Object.entries(figures)) {
  const limit = budget[name];
  console.log(`${name.padEnd(24)} ${String(value).padStart(9)} B  ${kb(value).padStart(11)}${limit ? `   budget ${limit} B` : ''}`);
}

// The route map.
const graph = JSON.parse(readFileSync(graphFile, 'utf8'));
// What index.html loads besides the entry point (Umi's route preload helper) is part of every start.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const htmlScripts = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((match) => match[1]).filter((file) => gzipOf.has(file));
graph.entry = [...new Set([...graph.entry, ...htmlScripts])];
const map = buildRouteMap(graph, budget.coldLoad);
const sizeOf = (file) => {
  const size = gzipOf.get(file);
  if (size === undefined) {
    console.error(`${file} is in dist-stats/route-chunks.json but not in dist/: the two come from different builds`);
    process.exit(2);
  }
  return size;
};
const routeRows = map.rows.map((row) => ({ ...row, ownBytes: sumBytes(row.own, sizeOf), totalBytes: sumBytes(row.files, sizeOf) }));
const limitOf = (row) =>
  row.path === budget.login.path
    ? `total ≤ ${budget.login.target}`
    : row.path === budget.shellScreen.path
      ? `total ≤ ${budget.shellScreen.target}`
      : `own ≤ ${routeOwnLimit(budget.routeOwn, row.path)}`;

console.log(`\nentry (index.html's scripts + coldLoad.always): ${sumBytes(map.entry, sizeOf)} B; signed-in shell (+ layout + coldLoad.shell + coldLoad.signedIn): ${sumBytes(map.shell, sizeOf)} B\n`);
console.log('route'.padEnd(30), 'base'.padEnd(6), 'own B'.padStart(9), 'total B'.padStart(9), 'files'.padStart(6), '  budget');
// ant-design-pro's figures for the same two pages (webpack builds, gzip; budget.json `peer`).
const peerOf = (row) => (row.path === budget.login.path ? budget.peer?.login : row.path === budget.shellScreen.path ? budget.peer?.firstSignedIn : undefined);
const ratio = (row) => {
  const peer = peerOf(row);
  return peer ? `  ${(row.totalBytes / peer).toFixed(2)} × ant-design-pro's ${Math.round(peer / 1000)} KB` : '';
};
for (const row of routeRows) {
  console.log(
    row.path.padEnd(30),
    row.base.padEnd(6),
    String(row.ownBytes).padStart(9),
    String(row.totalBytes).padStart(9),
    String(row.files.size).padStart(6),
    ` ${limitOf(row)}${ratio(row)}`,
  );
}
// The entry's other dynamic imports (not route components, not antd's locales), once each.
const components = new Set(graph.routes.map((route) => route.component));
const lazyFromEntry = new Map();
for (const group of graph.groups) {
  if (!group.fromEntry || !group.files.length || /^antd-locale/.test(group.name ?? '')) continue;
  if (group.imports.length && group.imports.every((file) => components.has(file))) continue;
  lazyFromEntry.set(group.files.join(), group);
}
if (lazyFromEntry.size) {
  console.log('\nother dynamic imports of the entry (counted only where coldLoad lists them):');
  for (const group of lazyFromEntry.values()) {
    console.log(`  ${(group.name ?? group.imports.join(', ')).padEnd(60)} ${String(sumBytes(new Set(group.files), sizeOf)).padStart(9)} B`);
  }
}

// The build ships no core-js polyfills (.umirc.ts: the target browsers, Chrome/Edge 88, Firefox 78,
// Safari 14.1, have every API the built code calls). These calls would need one: none may appear.
// (`.at()` cannot be told apart from methods of that name, such as the map's ImagePyramid.at.)
const NEEDS_POLYFILL = [
  /\bObject\.hasOwn\(/,
  /\bstructuredClone\(/,
  /\.findLast(Index)?\(/,
  /\.to(Sorted|Reversed|Spliced)\(/,
  /\b(Object|Map)\.groupBy\(/,
  /\bPromise\.(any|withResolvers)\(/,
  /\bnew AggregateError\b/,
  /\bnew (WeakRef|FinalizationRegistry)\b/,
  /\.(is|to)WellFormed\(/,
  /\bURL\.canParse\(/,
  /\bArray\.fromAsync\(/,
  // Code compiled to generators by older tools; the build ships no regenerator-runtime either.
  /\bregeneratorRuntime\b/,
];
const unpolyfilled = [];
for (const row of js) {
  const text = readFileSync(path.join(dist, row.file), 'utf8');
  for (const pattern of NEEDS_POLYFILL) if (pattern.test(text)) unpolyfilled.push(`${row.file}: ${pattern.source}`);
}
console.log(`\ncalls the target browsers lack (no polyfills are shipped): ${unpolyfilled.length ? unpolyfilled.join('; ') : 'none'}`);

// Packages that must never reach the browser (the simulator's Excel parser: the translation import reads
// its files on the server).
const neverShipped = (budget.neverShipped?.packages ?? []).filter((name) => (graph.packages ?? []).includes(name));
console.log(`packages the browser must never get (budget.json neverShipped): ${neverShipped.length ? `SHIPPED ${neverShipped.join(', ')}` : 'none shipped'}`);

if (process.argv.includes('--check')) {
  const over = Object.entries(figures)
    .filter(([name, value]) => budget[name] !== undefined && value > budget[name])
    .map(([name, value]) => `${name}: ${value} B > ${budget[name]} B`);
  over.push(...map.missing.map((name) => `coldLoad names a chunk the build lacks: ${name}`));
  if (!entry) over.push('entry file (umi.js) not found');
  for (const [scheme, sheet] of Object.entries(staticSheets)) if (!sheet) over.push(`antd's build-time ${scheme} sheet not found`);
  over.push(...checkRoutes(routeRows, budget));
  over.push(...shellLeaks(map));
  over.push(...unpolyfilled.map((hit) => `needs a polyfill the build does not ship: ${hit}`));
  if (!Array.isArray(graph.packages)) over.push('dist-stats/route-chunks.json lists no packages: build again');
  over.push(...neverShipped.map((name) => `a package the browser must never get is in the build: ${name}`));
  if (over.length) {
    console.error(`\nover budget:\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nall byte budgets held');
}

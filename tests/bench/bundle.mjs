#!/usr/bin/env node
/**
 * Bundle bytes of the production build (dist/): every JS and CSS file raw and
 * gzip, the entry, and the totals. With --check, compares against the byte
 * budgets in budget.json and exits 1 when one is exceeded. Bytes are
 * deterministic for a given lock file, so this check may fail CI.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../dist');
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

const rows = files
  .map((file) => {
    const bytes = readFileSync(file);
    return { file: path.relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
// antd's locales load one at a time, only when a language without a dictionary is chosen.
const isLocaleChunk = (row) => /antd-locale/.test(row.file);
const js = rows.filter((row) => row.file.endsWith('.js') && !isLocaleChunk(row));
const localeChunks = rows.filter(isLocaleChunk);
const css = rows.filter((row) => row.file.endsWith('.css'));
const entry = rows.find((row) => /^umi(\.[0-9a-f]+)?\.js$/.test(row.file));
const login = rows.find((row) => /^p__user__Login__index\.[0-9a-f]+\.async\.js$/.test(row.file));

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log('file'.padEnd(52), 'raw'.padStart(12), 'gzip'.padStart(12));
for (const row of rows.slice(0, 15)) console.log(row.file.padEnd(52), kb(row.raw).padStart(12), kb(row.gzip).padStart(12));
if (rows.length > 15) console.log(`… and ${rows.length - 15} smaller files`);

const figures = {
  entryGzip: entry?.gzip ?? 0,
  loginPageGzip: login?.gzip ?? 0,
  totalJsGzip: sum(js, 'gzip'),
  totalCssGzip: sum(css, 'gzip'),
  largestLocaleChunkGzip: Math.max(0, ...localeChunks.map((row) => row.gzip)),
};
console.log('');
for (const [name, value] of Object.entries(figures)) {
  const limit = budget[name];
  console.log(`${name.padEnd(16)} ${String(value).padStart(9)} B  ${kb(value).padStart(11)}${limit ? `   budget ${limit} B` : ''}`);
}

if (process.argv.includes('--check')) {
  const over = Object.entries(figures).filter(([name, value]) => budget[name] !== undefined && value > budget[name]);
  if (!entry) over.push(['entry file not found', 0]);
  if (over.length) {
    console.error(`\nover budget: ${over.map(([name]) => name).join(', ')}`);
    process.exit(1);
  }
  console.log('\nall byte budgets held');
}

#!/usr/bin/env node
/**
 * `npm run bench:floor`: how small a sign-in page can be with the specification's stack. Bundles
 * tests/bench/floor/login.tsx (React DOM, antd's form parts, react-intl, the fingerprint library,
 * crypto-js's HMAC) with esbuild, minified, as one file, and prints its gzip (level 9) bytes beside
 * those of its largest parts alone and of the console's own login page (from the last
 * `npm run bench:bundle`'s build). Figures only: it never fails on them. Issue 10's login budget is
 * 150,000 B; README, 'Byte budgets', reads these figures. esbuild is the one Umi installs for its own
 * builds (not a dependency of ours).
 */
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'login-floor-'));

/** Gzip bytes of `source` (a file, or module text) bundled on its own. */
async function bundled(name, source) {
  const entry = source.endsWith('.tsx') ? source : path.join(work, `${name}.tsx`);
  if (entry !== source) writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    nodePaths: [path.join(root, 'node_modules')],
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Umi's react-intl, with the message parser the console's build uses (.umirc.ts).
    alias: {
      'react-intl': path.join(root, 'node_modules/@umijs/plugins/node_modules/react-intl'),
      'intl-messageformat-parser': path.join(root, 'src/shims/messageParser.ts'),
    },
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const rows = [
  ['React DOM (a root rendering one element)', await bundled('react', "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(<p />);\n")],
  ['@fingerprintjs/fingerprintjs', await bundled('fingerprint', "import F from '@fingerprintjs/fingerprintjs';\nvoid F.load({ monitoring: false }).then((a) => a.get());\n")],
  ['React DOM + react-intl', await bundled('intl', "import { createRoot } from 'react-dom/client';\nimport { IntlProvider, FormattedMessage } from 'react-intl';\ncreateRoot(document.body).render(<IntlProvider locale=\"en\" messages={{ a: 'b {x}' }}><FormattedMessage id=\"a\" values={{ x: 1 }} /></IntlProvider>);\n")],
  ['the smallest sign-in page (tests/bench/floor/login.tsx)', await bundled('login', path.join(root, 'tests/bench/floor/login.tsx'))],
];
rmSync(work, { recursive: true, force: true });

try {
  const budget = JSON.parse(readFileSync(path.join(root, 'tests/bench/budget.json'), 'utf8'));
  const { buildRouteMap } = await import('./routeMap.mjs');
  const graph = JSON.parse(readFileSync(path.join(root, 'dist-stats/route-chunks.json'), 'utf8'));
  // index.html's other scripts (Umi's route preload helper) load with every page, as bundle.mjs counts them.
  const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((match) => match[1]).filter((file) => !/^https?:/.test(file));
  graph.entry = [...new Set([...graph.entry, ...scripts])];
  const login = buildRouteMap(graph, budget.coldLoad).rows.find((row) => row.path === budget.login.path);
  const bytes = [...login.files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(root, 'dist', file)), { level: 9 }).length, 0);
  rows.push([`the console's ${budget.login.path} (the last build, ${login.files.size} files)`, bytes]);
  rows.push([`issue 10's budget for ${budget.login.path}`, budget.login.target]);
} catch {
  rows.push(["the console's login page: build first (npm run build)", NaN]);
}
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, bytes] of rows) console.log(`${label.padEnd(width)}  ${String(bytes).padStart(8)} B`);

#!/usr/bin/env node
/**
 * `npm run bench:floor`: how small pages can be with the specification's stack, built with esbuild,
 * minified, gzip (level 9) bytes. Figures only: it never fails on them. docs/performance.md, 'Byte budgets', reads
 * them. esbuild is the one Umi installs for its own builds (not a dependency of ours).
 * - The sign-in page: tests/bench/floor/login.tsx (React DOM, antd's form parts, react-intl, the
 *   fingerprint library, crypto-js's HMAC) as one file, and the same without the fingerprint
 *   library, beside their largest parts alone (antd's parts added one by one) and the console's own
 *   login page (from the last build). Issue 10's budget: 150,000 B in all.
 * - A list screen beyond the shell: tests/bench/floor/shell.tsx (a top-navigation layout of antd's
 *   own parts) loads tests/bench/floor/list.tsx (search form, paged table, modal form) on demand, as
 *   a route; the list's own bytes are the files it needs that the shell has not loaded. Issue 10's
 *   budget: 100,000 B of a route's own.
 */
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'floors-'));

const gzip = (contents) => gzipSync(contents, { level: 9 }).length;

/** Gzip bytes of `source` (a file, or module text) bundled on its own, with `alias` added to the build's. */
async function bundled(name, source, alias = {}) {
  const entry = source.endsWith('.tsx') ? source : path.join(work, `${name}.tsx`);
  if (entry !== source) writeFileSync(entry, source);
  const result = await build({ ...OPTIONS, alias: { ...OPTIONS.alias, ...alias }, entryPoints: [entry], write: false });
  return gzip(result.outputFiles[0].contents);
}

/**
 * The shell's bytes (its entry and every file that loads with it) and the list's own: the files the
 * list's dynamic import needs that the shell has not loaded.
 */
async function shellAndList() {
  const outdir = path.join(work, 'split');
  const result = await build({
    ...OPTIONS,
    entryPoints: [path.join(root, 'tests/bench/floor/shell.tsx')],
    splitting: true,
    outdir,
    metafile: true,
    write: true,
  });
  const outputs = result.metafile.outputs;
  const closure = (start) => {
    const files = new Set();
    const visit = (file) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(start);
    return files;
  };
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith('shell.tsx'));
  const shell = closure(entry);
  const list = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith('list.tsx'));
  const own = [...closure(list)].filter((file) => !shell.has(file));
  const bytes = (files) => [...files].reduce((sum, file) => sum + gzip(readFileSync(path.resolve(file))), 0);
  return { shell: bytes(shell), listOwn: bytes(own) };
}

const OPTIONS = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  jsx: 'automatic',
  nodePaths: [path.join(root, 'node_modules')],
  mainFields: ['module', 'main'],
  define: { 'process.env.NODE_ENV': '"production"' },
  // Umi's react-intl, with its own message parser, as the console's build uses it.
  alias: {
    'react-intl': path.join(root, 'node_modules/@umijs/plugins/node_modules/react-intl'),
  },
  logLevel: 'error',
  plugins: [
    {
      // As in the console's build (.umirc.ts, 'lazy-tree'): antd Table's filter menu gets its Tree when first drawn.
      name: 'lazy-tree',
      setup(builder) {
        builder.onResolve({ filter: /^\.\.\/\.\.\/\.\.\/tree$/ }, (args) =>
          /[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/.test(args.importer) ? { path: path.join(root, 'src/shims/lazyTree.tsx') } : undefined,
        );
      },
    },
  ],
};

/** A root rendering `jsx` with `imports` from antd: what antd's parts weigh on top of React DOM. */
const antdRoot = (imports, jsx, before = '') =>
  `import { createRoot } from 'react-dom/client';\nimport { ${imports} } from 'antd';\n${before}createRoot(document.body).render(<ConfigProvider theme={{ token: { colorPrimary: '#33a379' } }}>${jsx}</ConfigProvider>);\n`;
const signInPage = path.join(root, 'tests/bench/floor/login.tsx');
const rows = [
  [
    'React DOM (a root rendering one element)',
    await bundled('react', "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(<p />);\n"),
  ],
  [
    '@fingerprintjs/fingerprintjs',
    await bundled('fingerprint', "import F from '@fingerprintjs/fingerprintjs';\nvoid F.load({ monitoring: false }).then((a) => a.get());\n"),
  ],
  [
    'React DOM + react-intl',
    await bundled(
      'intl',
      "import { createRoot } from 'react-dom/client';\nimport { IntlProvider, FormattedMessage } from 'react-intl';\ncreateRoot(document.body).render(<IntlProvider locale=\"en\" messages={{ a: 'b {x}' }}><FormattedMessage id=\"a\" values={{ x: 1 }} /></IntlProvider>);\n",
    ),
  ],
  ["React DOM + antd's ConfigProvider (the theme)", await bundled('antdTheme', antdRoot('ConfigProvider', '<p />'))],
  ['  + Button', await bundled('antdButton', antdRoot('ConfigProvider, Button', '<Button />'))],
  ['  + Input and Input.Password', await bundled('antdInputs', antdRoot('ConfigProvider, Button, Input', '<Button /><Input /><Input.Password />'))],
  [
    '  + Alert and message',
    await bundled(
      'antdParts',
      antdRoot('ConfigProvider, Button, Input, Alert, message', '<Button /><Input /><Input.Password /><Alert />', "void message.info('a');\n"),
    ),
  ],
  ['the smallest sign-in page (tests/bench/floor/login.tsx)', await bundled('login', signInPage)],
  [
    '  ... without the fingerprint library',
    await bundled('loginAlone', signInPage, { '@fingerprintjs/fingerprintjs': path.join(root, 'tests/bench/floor/noFingerprint.ts') }),
  ],
];
const floors = await shellAndList();
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
rows.push(['a signed-in shell of antd parts (tests/bench/floor/shell.tsx)', floors.shell]);
rows.push(['a list screen beyond that shell (tests/bench/floor/list.tsx)', floors.listOwn]);
rows.push(["issue 10's budget for a route's own bytes", 100000]);
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, bytes] of rows) console.log(`${label.padEnd(width)}  ${String(bytes).padStart(8)} B`);

import { defineConfig } from '@umijs/max';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { THEME } from './config/defaultSettings';
import routes from './config/routes';

/**
 * API_ROOT: where the console sends its calls (default `/api`, served by the
 * simulator in mock/). To use a real backend set API_ROOT and, for `max dev`,
 * API_PROXY (the backend's origin) and MOCK=none; see the README.
 */
const apiRoot = process.env.API_ROOT || '/api';
const apiProxy = process.env.API_PROXY;
/** Identifies this build; a running console compares it with the deployed version.json. */
const buildId = process.env.BUILD_ID || Date.now().toString(36);
const isProduction = process.env.NODE_ENV === 'production';

/** The API's origin when it is not this one: the CSP must let the console call it. */
const apiOrigin = /^https?:\/\//.test(apiRoot) ? new URL(apiRoot).origin : '';

/**
 * Content Security Policy of the built index.html: scripts only from this
 * origin, no plugins, no <base>; inline styles as antd's CSS-in-JS needs them.
 * frame-ancestors cannot be set in a meta tag: the web server sends it (README).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Browsers the build is for: antd 5's own floor (its CSS-in-JS uses `:where()`,
 * Chrome/Edge 88, Firefox 78, Safari 14; 14.1 because the minifier cannot
 * work around 14.0's destructuring bug). Syntax is compiled for these. No
 * core-js polyfills (`polyfill.imports` empty): the built code calls none of
 * the APIs these browsers lack, and `npm run bench:bundle` fails if it starts to.
 */
const TARGETS = { chrome: 88, edge: 88, firefox: 78, safari: '14.1' };

/** Umi's plugins bring @ant-design/icons 4 of their own: the build uses the console's one copy (5). */
const PLUGIN_ICONS = path.dirname(require.resolve('@umijs/plugins/node_modules/@ant-design/icons/package.json'));
const ICONS = path.dirname(require.resolve('@ant-design/icons/package.json'));

/** The request plugin's use-request package (its `useRequest` is not used: see src/shims/useRequest.ts). */
const PLUGIN_USE_REQUEST = path.dirname(require.resolve('@umijs/plugins/node_modules/@ahooksjs/use-request/package.json'));
/** Babel's runtime helpers: the console's copy, and the older ones Umi's packages carry. */
const BABEL_RUNTIME = path.dirname(require.resolve('@babel/runtime/package.json'));
const NESTED_BABEL_RUNTIMES = ['@umijs/babel-preset-umi', 'umi', '@umijs/renderer-react']
  .map((pkg) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'node_modules/@babel/runtime'))
  .filter((dir) => existsSync(dir));

/** The chunks a signed-in start loads with the layout (budget.json `coldLoad.shell`, and the layout plugin's own). */
const SHELL_CHUNKS = new Set(['t__plugin-layout__Layout', 'shell', 'header-actions']);
const isShellChunk = (chunk: { name?: string | null }) => SHELL_CHUNKS.has(chunk.name ?? '');
/** A screen under the layout: Umi names route chunks `p__<path>`; the public pages are under user/, registry/ and map/ (and the not-found page serves both). */
const isSignedInScreen = (chunk: { name?: string | null }) => /^p__/.test(chunk.name ?? '') && !/^p__(user|registry|map)__|^p__NotFound$/.test(chunk.name ?? '');

/** Page chunks may take this long before they count as failed (section 9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export default defineConfig({
  antd: {
    theme: {
      token: {
        colorPrimary: THEME.colorPrimary,
        colorLink: THEME.colorPrimary,
        colorLinkHover: THEME.colorLinkHover,
        colorLinkActive: THEME.colorLinkActive,
      },
    },
  },
  access: {},
  model: {},
  initialState: { loading: '@/loading' },
  request: {},
  layout: {
    locale: true,
  },
  locale: {
    default: 'zh-CN',
    antd: true,
    baseNavigator: false,
    useLocalStorage: true,
  },
  routes,
  // No react-helmet-async provider around the app: no screen sets the document's head through
  // Umi's Helmet (the title is the layout's), and it was 2 KB of every page's entry chunk.
  helmet: false,
  define: {
    API_ROOT: apiRoot,
    BUILD_ID: buildId,
  },
  plugins: ['./config/plugins/buildVersionFile', './config/plugins/eagerEmptyRoutes', './config/plugins/routeChunks', './config/plugins/staticStyles'],
  // `ANALYZE=1 npm run build`: a module-level report (parsed and gzip bytes per module) in dist-stats/.
  analyze: { analyzerMode: 'json', reportFilename: '../dist-stats/bundle-report.json', logLevel: 'warn' },
  metas: isProduction ? [{ 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }] : [],
  targets: TARGETS,
  polyfill: { imports: [] },
  // PROFILE_MAPS=1: source maps beside the files, so tests/bench/cpuProfile.mjs can name what the main thread runs.
  ...(process.env.PROFILE_MAPS ? { devtool: 'source-map' as const } : {}),
  chainWebpack(memo, { webpack }) {
    memo.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
    // Umi hands Babel the targets at the top level, where its preset-env (told to ignore browserslist)
    // does not see them, and so compiled our code for ES5 (async functions to generators, classes
    // and for-of to helpers): give them to preset-env itself.
    for (const rule of ['src', 'jsx-ts-tsx', 'extra-src']) {
      if (!memo.module.rules.has(rule) || !memo.module.rule(rule).uses.has('babel-loader')) continue;
      memo.module
        .rule(rule)
        .use('babel-loader')
        .tap((options) => {
          const [umiPreset] = ((options as { presets?: unknown[] }).presets ?? []) as Array<[string, { presetEnv?: object }]>;
          if (Array.isArray(umiPreset) && umiPreset[1]) umiPreset[1].presetEnv = { ...umiPreset[1].presetEnv, targets: TARGETS };
          return options;
        });
    }
    memo.resolve.alias.set(PLUGIN_ICONS, ICONS);
    /** An import of `request` made by a module matching `issuer` takes `shim` (a module of src/shims/) instead; the same import elsewhere is left alone. */
    const replaceImport = (name: string, request: RegExp, issuer: RegExp, shim: string) =>
      memo.plugin(name).use(webpack.NormalModuleReplacementPlugin, [
        request,
        (resource: { request: string; contextInfo?: { issuer?: string } }) => {
          if (issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = path.resolve(__dirname, 'src/shims', shim);
        },
      ]);
    // An icon imported by its root path (`@ant-design/icons/ArrowLeftOutlined`, as ProLayout's page
    // header does) resolves to the CommonJS build, which brought CommonJS copies of the icon runtime
    // and of rc-util's DOM helpers (about 3 KB gzip) to every screen with a page header: take the ES one.
    memo
      .plugin('icons-es')
      .use(webpack.NormalModuleReplacementPlugin, [
        /^@ant-design[\\/]icons[\\/][A-Z]\w+$/,
        (resource: { request: string }) => {
          resource.request = resource.request.replace(/icons[\\/]/, 'icons/es/icons/');
        },
      ]);
    // moment: only Umi's locale runtime imports it (src/shims/moment.ts says why it is not needed).
    memo
      .plugin('moment-shim')
      .use(webpack.NormalModuleReplacementPlugin, [
        /^(moment|.*[\\/]node_modules[\\/]moment)([\\/]locale[\\/][\w-]+)?(\.js)?$/,
        path.resolve(__dirname, 'src/shims/moment.ts'),
      ]);
    // Dictionaries: the locale plugin imports every src/locales/<lang>.ts into the entry; the build
    // gives it an empty one instead, and src/startup/locales.ts loads the active language's own
    // chunk before the first screen (the import from anywhere else is left alone).
    replaceImport('dictionaries-on-demand', /[\\/]src[\\/]locales[\\/][a-z]{2}-[A-Z]{2}(\.ts)?$/, /[\\/]plugin-locale[\\/]localeExports\.ts$/, 'emptyDictionary.ts');
    // Umi's generated language selector (unused: the console has its own) takes the place of what it
    // pulled into the entry chunk.
    memo
      .plugin('lean-umi-runtime')
      .use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]plugin-locale[\\/]SelectLang(\.tsx)?$/,
        path.resolve(__dirname, 'src/shims/selectLang.tsx'),
      ]);
    // The rc-* packages under antd are plain modules with no side effects but do not say so, so
    // webpack kept every module their index re-exports: importing antd's form context (as every
    // input does) brought all of rc-field-form and its validator into the shell.
    memo.module
      .rule('side-effect-free-rc')
      .test(/[\\/]node_modules[\\/](rc-[\w-]+|@rc-component[\\/][\w-]+)[\\/]/)
      .set('sideEffects', false);
    memo.resolve.alias.set('resize-observer-polyfill$', path.resolve(__dirname, 'src/shims/resizeObserver.ts'));
    memo.resolve.alias.set(`${PLUGIN_USE_REQUEST}$`, path.resolve(__dirname, 'src/shims/useRequest.ts'));
    memo
      .plugin('no-regenerator-runtime')
      .use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]node_modules[\\/]regenerator-runtime[\\/]runtime(\.js)?$/,
        path.resolve(__dirname, 'src/shims/regeneratorRuntime.ts'),
      ]);
    // What the signed-in shell loads and a signed-in screen needs too goes into one chunk the layout
    // loads ('shell-shared'). Webpack cannot know that the layout is always there when a screen
    // loads (Umi imports both from the entry), so it copied such modules (dayjs, the route table,
    // antd's helpers…) into the screens' chunks, loading them twice. Public pages and what screens
    // load later keep their own copies: they must not wait on the shell.
    memo.optimization.splitChunks({
      cacheGroups: {
        shellShared: {
          name: 'shell-shared',
          chunks: (chunk: { name?: string | null }) => isShellChunk(chunk) || isSignedInScreen(chunk),
          test: (module: unknown, { chunkGraph }: { chunkGraph: { getModuleChunksIterable: (module: unknown) => Iterable<{ name?: string | null }> } }) =>
            [...chunkGraph.getModuleChunksIterable(module)].some(isShellChunk),
          minChunks: 2,
          priority: 20,
          enforce: true,
        },
        // The form parts every dialog loaded when opened uses (RecordModalForm, the unsaved-changes
        // question, drafts, the rules): one chunk they share. Left to its defaults, webpack copied them
        // (about 3.4 KB gzip) into each dialog's chunk once the sets of chunks sharing them grew too
        // many and too small to split (issue 35).
        formParts: {
          name: 'form-parts',
          // Dialogs' chunks only: a screen's first bytes keep just the parts it draws at once.
          chunks: (chunk: { name?: string | null }) => !isShellChunk(chunk) && !/^p__/.test(chunk.name ?? '') && chunk.name !== 'umi',
          test: /[\\/]src[\\/](components[\\/]form|drafts)[\\/]/,
          minChunks: 2,
          priority: 10,
          enforce: true,
        },
      },
    });
    // One copy of Babel's runtime helpers (Umi's packages each brought an older one of their own).
    for (const copy of NESTED_BABEL_RUNTIMES) memo.resolve.alias.set(copy, BABEL_RUNTIME);
    // Neither Buffer nor `process` is provided in production: the Buffer polyfill (20 KB) came in for
    // one branch of axios (toFormData) that browsers never take, since they have Blob, and the
    // `process` polyfill (copied into several chunks) only answered `typeof process` checks, which
    // hold without it (the browser suite fails on any uncaught error in a page).
    memo.plugin('node-polyfill-provider').tap(([provided]) => [isProduction ? {} : { process: provided.process }]);
  },
  mock: {
    exclude: ['mock/sim/**', 'mock/contract/**'],
  },
  proxy: apiProxy
    ? { [apiRoot]: { target: apiProxy, changeOrigin: true } }
    : undefined,
  favicons: ['/favicon.svg'],
  hash: true,
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
});

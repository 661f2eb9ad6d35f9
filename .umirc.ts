import { defineConfig } from '@umijs/max';
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
  define: {
    API_ROOT: apiRoot,
    BUILD_ID: buildId,
  },
  plugins: ['./config/plugins/buildVersionFile', './config/plugins/routeChunks'],
  // `ANALYZE=1 npm run build`: a module-level report (parsed and gzip bytes per module) in dist-stats/.
  analyze: { analyzerMode: 'json', reportFilename: '../dist-stats/bundle-report.json', logLevel: 'warn' },
  metas: isProduction ? [{ 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }] : [],
  chainWebpack(memo) {
    memo.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
  },
  mock: {
    exclude: ['mock/sim/**'],
  },
  proxy: apiProxy
    ? { [apiRoot]: { target: apiProxy, changeOrigin: true } }
    : undefined,
  favicons: ['/favicon.svg'],
  hash: true,
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
});

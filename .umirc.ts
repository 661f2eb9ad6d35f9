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

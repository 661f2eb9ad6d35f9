/**
 * Runtime configuration, kept thin: startup state, the layout and the
 * request pipeline. The parts live in src/startup, src/shell, src/components
 * and src/request. The signed-in shell (the layout's
 * configuration and what it draws) is a chunk of its own: see `patchRoutes`.
 */
import { type RunTimeLayoutConfig } from '@umijs/max';
import { ConfigProvider } from 'antd';
import React, { lazy } from 'react';
import { THEME } from '../config/defaultSettings';
import LoadFailure from './components/LoadFailure';
import DisplayEffects from './components/DisplayEffects';
import NetworkStatus from './components/NetworkStatus';
import { requestConfig } from './request/pipeline';
import { loadedShell, loadShell } from './shell/load';
import { loadInitialState, type InitialState } from './startup/initialState';
import { intlInWordsLanguage } from './startup/locales';
import { stylesBeforeFirstDraw } from './startup/staticStyles';
import { watchVersion } from './startup/versionWatch';

/** The route id Umi's layout plugin gives the layout that wraps signed-in screens. */
const LAYOUT_ROUTE_ID = 'ant-design-pro-layout';

/** A signed-in start links the build's antd sheet before anything is drawn (src/startup/staticStyles.ts). */
export function render(oldRender: () => void) {
  void stylesBeforeFirstDraw().then(oldRender);
}

export async function getInitialState(): Promise<InitialState> {
  return loadInitialState();
}

/** react-intl formats in the language of the words (a locale without a dictionary: the fallback's; src/startup/locales.ts). */
export const locale = intlInWordsLanguage;

// Static antd messages and notifications (the request pipeline's) wear the console's theme.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={{ token: { colorPrimary: THEME.colorPrimary } }}>{children}</ConfigProvider>
  ),
});

/**
 * The layout route's component loads together with the shell (src/shell/layout.tsx),
 * so the layout's configuration below is there before the layout first renders.
 */
export function patchRoutes({ routeComponents }: { routeComponents: Record<string, unknown> }) {
  if (!routeComponents[LAYOUT_ROUTE_ID]) return;
  routeComponents[LAYOUT_ROUTE_ID] = lazy(() =>
    Promise.all([import('@@/plugin-layout/Layout'), loadShell()]).then(([layoutModule]) => layoutModule),
  );
}

export const layout: RunTimeLayoutConfig = (props) => loadedShell()?.layout(props) ?? {};

/** Around everything, above the providers: the last-resort load failure screen. */
export function rootContainer(container: React.ReactNode) {
  return <LoadFailure>{container}</LoadFailure>;
}

/** Inside the providers (it speaks the user's language, reads the models): the offline banner, display effects. */
export function innerProvider(container: React.ReactNode) {
  return (
    <>
      <NetworkStatus />
      <DisplayEffects />
      {container}
    </>
  );
}

if (typeof window !== 'undefined') watchVersion();

export const request = requestConfig;

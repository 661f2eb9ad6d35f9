/**
 * Runtime configuration, kept thin: startup state, the layout, the request
 * pipeline and menu icons. The parts live in src/startup, src/components and
 * src/request.
 */
import { history, type RunTimeLayoutConfig } from '@umijs/max';
import { ConfigProvider } from 'antd';
import React, { lazy, Suspense } from 'react';
import defaultSettings, { THEME } from '../config/defaultSettings';
import { ForbiddenResult, NotFoundResult, StartupError } from './components/Exception';
import HeaderMenu from './components/HeaderMenu';
import LoadFailure from './components/LoadFailure';
import DisplayEffects from './components/DisplayEffects';
import NetworkStatus from './components/NetworkStatus';
import { menuIcon } from './components/menuIcon';
import { visibleMenuPaths } from './components/menuTree';
import { renderPageMenu } from './components/pageMenu/PageMenu';
import { accessFromKeys } from './access';
import { requestConfig } from './request/pipeline';
import { loadInitialState, type InitialState } from './startup/initialState';
import { watchVersion } from './startup/versionWatch';

// The header's right-hand parts load with the layout, not in the entry chunk.
const HeaderActions = lazy(() => import(/* webpackChunkName: "header-actions" */ './components/HeaderActions'));

export async function getInitialState(): Promise<InitialState> {
  return loadInitialState();
}

// Static antd messages and notifications (the request pipeline's) wear the console's theme.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={{ token: { colorPrimary: THEME.colorPrimary } }}>{children}</ConfigProvider>
  ),
});

/** Top-level menu entries get their icon by name, Android when none resolves. */
export function patchClientRoutes({ routes }: { routes: Array<{ path?: string; icon?: unknown; routes?: unknown }> }) {
  const visit = (list: Array<{ path?: string; icon?: unknown; name?: string; routes?: unknown; children?: unknown }>) => {
    for (const route of list) {
      if (route.name && route.path && /^\/[^/]+$/.test(route.path)) route.icon = menuIcon(route.icon);
      const children = (route.children ?? route.routes) as typeof list | undefined;
      if (Array.isArray(children)) visit(children);
    }
  };
  visit(routes as never);
}

/** The user's choice, else the system colour scheme (as the display model decides). */
function effectiveNavTheme(state: InitialState | undefined): 'light' | 'realDark' {
  const chosen = state?.appValue?.navTheme;
  if (chosen === 'light' || chosen === 'realDark') return chosen;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'realDark' : 'light';
}

export const layout: RunTimeLayoutConfig = ({ initialState, refresh }) => {
  const state = initialState as InitialState | undefined;
  const settings = state?.settings ?? defaultSettings;
  const flags = accessFromKeys(state?.permissions);
  const allowed = visibleMenuPaths(flags);
  const underControl = /^\/control(\/|$)/.test(history.location.pathname);
  // The mixed layout is never used under /control (section 2).
  const layoutKind = underControl ? 'top' : settings.layout;
  return {
    ...settings,
    navTheme: effectiveNavTheme(state),
    layout: layoutKind,
    title: false,
    logo: false,
    // The dispatch screens use the whole area under the header.
    contentStyle: underControl ? { padding: 0 } : undefined,
    // Top layout, and always under /control: the whole menu tree in a dropdown; otherwise the logo.
    headerTitleRender: (logo) =>
      layoutKind === 'top' ? <HeaderMenu /> : logo,
    // The page menu, with each section's dynamic sub-menus after a divider (top: header, mixed: side).
    headerContentRender: (_props, dom) => renderPageMenu(dom),
    menuContentRender: (_props, dom) => renderPageMenu(dom),
    // A header part that fails to load (offline) leaves the header, not the page, without it;
    // the next navigation tries again.
    actionsRender: () => [
      <LoadFailure key={`actions-${history.location.pathname}`} fallback={null}>
        <Suspense fallback={null}>
          <HeaderActions />
        </Suspense>
      </LoadFailure>,
    ],
    rightContentRender: false,
    menu: { locale: true },
    postMenuData: (menuData) => (menuData ?? []).filter(function keep(item): boolean {
      if (!item.path || !allowed.has(item.path)) return false;
      if (item.children) item.children = item.children.filter(keep);
      return true;
    }),
    waterMarkProps: state?.currentUser ? { content: state.currentUser.account } : undefined,
    footerRender: false,
    unAccessible: <ForbiddenResult />,
    noFound: <NotFoundResult />,
    // A screen that fails to load (chunk, render) fails alone: the header stays usable.
    childrenRender: (children) =>
      state?.error ? (
        <StartupError text={state.error} onRetry={() => void refresh()} />
      ) : (
        <LoadFailure key={history.location.pathname}>{children}</LoadFailure>
      ),
  };
};

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

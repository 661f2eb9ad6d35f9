/**
 * The signed-in shell: the layout's runtime configuration (ProLayout's
 * settings, header parts, page menu, access screens) and everything it draws.
 * It is one chunk ("shell") that loads together with the layout plugin's own
 * chunk (src/app.tsx, `patchRoutes`), so neither public pages nor the entry
 * chunk carry it.
 */
import { history, type RunTimeLayoutConfig } from '@umijs/max';
import { lazy, Suspense } from 'react';
import defaultSettings from '../../config/defaultSettings';
import { accessFromKeys } from '@/access';
import ConsoleLogo from '@/components/ConsoleLogo';
import HeaderMenu from '@/components/HeaderMenu';
import LoadFailure from '@/components/LoadFailure';
import { menuIcon } from '@/components/menuIcon';
import { visibleMenuPaths } from '@/components/menuTree';
import { renderPageMenu } from '@/components/pageMenu/PageMenu';
import { ForbiddenResult, NotFoundResult, StartupError } from '@/shell/exceptions';
import { loadHeaderActions } from '@/shell/load';
import type { InitialState } from '@/startup/initialState';

// The header's right-hand parts: a chunk of their own, fetched together with this one
// (src/app.tsx), drawn when they arrive; a failure there leaves the rest of the header.
const HeaderActions = lazy(loadHeaderActions);

/** The user's choice, else the system colour scheme (as the display model decides). */
function effectiveNavTheme(state: InitialState | undefined): 'light' | 'realDark' {
  const chosen = state?.appValue?.navTheme;
  if (chosen === 'light' || chosen === 'realDark') return chosen;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'realDark' : 'light';
}

/** Breadcrumb items with an item that repeats the one before it left out. */
export function withoutRepeats<Item extends { title?: unknown; breadcrumbName?: unknown }>(items: Item[] = []): Item[] {
  return items.filter((item, index) => {
    const name = (candidate: Item) => candidate.breadcrumbName ?? candidate.title;
    return index === 0 || name(item) !== name(items[index - 1]);
  });
}

export const layout: RunTimeLayoutConfig = ({ initialState, refresh }) => {
  const state = initialState as InitialState | undefined;
  const settings = state?.settings ?? defaultSettings;
  const flags = accessFromKeys(state?.permissions);
  const allowed = visibleMenuPaths(flags);
  const underControl = /^\/control(\/|$)/.test(history.location.pathname);
  // The dispatch screens and the business screen use the whole area under the header (or the window).
  const fullArea = underControl || /^\/business(\/|$)/.test(history.location.pathname);
  // The mixed layout is never used under /control (section 2).
  const layoutKind = underControl ? 'top' : settings.layout;
  return {
    ...settings,
    navTheme: effectiveNavTheme(state),
    layout: layoutKind,
    title: false,
    // Shown where the menu button is not: the mixed layout outside /control (section 2).
    logo: <ConsoleLogo />,
    contentStyle: fullArea ? { padding: 0 } : undefined,
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
    // The menu is the route tree, never fetched: ProLayout would otherwise flag it loading for its
    // first tick and, when that tick paints, draw a skeleton in the header (and inject its style).
    menu: { locale: true, loading: false },
    // The menu the user may see; top-level entries get their icon by name here, in the shell.
    postMenuData: (menuData) =>
      (menuData ?? [])
        .filter(function keep(item): boolean {
          if (!item.path || !allowed.has(item.path)) return false;
          if (item.children) item.children = item.children.filter(keep);
          return true;
        })
        .map((item) => ({ ...item, icon: menuIcon(item.icon) })),
    // A section whose screen bears the section's own name (Asset management / Asset management) names it once.
    breadcrumbRender: withoutRepeats,
    waterMarkProps: state?.currentUser ? { content: state.currentUser.account } : undefined,
    footerRender: false,
    // Screens fail inside childrenRender's LoadFailure, in the user's language.
    ErrorBoundary: false,
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

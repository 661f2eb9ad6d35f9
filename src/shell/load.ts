/**
 * Loading the signed-in shell (src/shell/layout.tsx) and its header parts:
 * small, in the entry chunk. The shell's chunks are fetched as soon as a
 * signed-in start is known (initialState.ts) and, at the latest, together
 * with the layout plugin's chunk (src/app.tsx), so they never wait on each other.
 */
import { isPublicPath } from '@/request/session';
import type * as ShellModule from './layout';

type Shell = typeof ShellModule;

let shell: Shell | undefined;
let pending: Promise<Shell> | undefined;

/**
 * Whether a path is drawn inside the signed-in layout: all but the public pages and the wall
 * screen's map, the sections config/routes.ts draws with `layout: false` (load.test.ts holds the two
 * together). A signed-in start elsewhere does not fetch the shell ahead.
 */
export function drawsShell(pathname: string): boolean {
  return !isPublicPath(pathname) && !/^\/map(\/|$)/.test(pathname);
}

/** The shell module once loaded (the layout renders only after that). */
export const loadedShell = (): Shell | undefined => shell;

export function loadHeaderActions() {
  return import(/* webpackChunkName: "header-actions" */ '@/components/HeaderActions');
}

/** Fetches the shell and its header parts; a failed fetch is tried again at the next call. */
export function loadShell(): Promise<Shell> {
  if (!pending) {
    void loadHeaderActions().catch(() => undefined);
    pending = import(/* webpackChunkName: "shell" */ './layout').then(
      (module) => (shell = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
  }
  return pending;
}

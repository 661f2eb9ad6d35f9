/**
 * Startup (specification sections 4 and 7): load the active language's
 * dictionary (the public pages' words); read the stored user; without id and
 * token go to login; otherwise load the permission keys, the stored app
 * value, the console's words and the translations (zh-CN and en-US, merged
 * over the bundled dictionaries).
 * Loading, then loaded or error.
 */
import { getLocale, history, setLocale } from '@umijs/max';
import defaultSettings, { type ConsoleSettings } from '../../config/defaultSettings';
import { ApiError, describe } from '@/request/errors';
import { translate } from '@/request/notify';
import { isPublicPath, loginPath } from '@/request/session';
import { readCurrentUser, type CurrentUser } from '@/request/storage';
import { getVisitorId } from '@/request/identity';
import { drawsShell, loadShell } from '@/shell/load';
import { fetchTranslations, LOCALES } from '@/services/i18n';
import { fetchAppValue, fetchPermissionKeys } from '@/services/person';
import { addServerTranslations, applyDocumentLocale, ensureLocale, loadConsoleWords } from './locales';
import { SILENT } from '@/request/pipeline';

export interface InitialState {
  currentUser?: CurrentUser;
  permissions: string[];
  appValue: Record<string, unknown>;
  settings: ConsoleSettings;
  /** The startup error's text, shown in place of the page. */
  error?: string;
}

/** Startup failures show once, as the page's error text, not also as a message. */
export const emptyState = (): InitialState => ({ permissions: [], appValue: {}, settings: defaultSettings });

/** Server translations over the bundled ones; a failure keeps the bundled dictionary (its message shows). */
export async function loadServerTranslations(): Promise<void> {
  await Promise.all(
    LOCALES.map(async (locale) => {
      try {
        const entries = await fetchTranslations(locale);
        const messages: Record<string, string> = {};
        for (const entry of entries) {
          if (typeof entry?.key === 'string' && typeof entry.value === 'string') messages[entry.key] = entry.value;
        }
        addServerTranslations(locale, messages);
      } catch {
        // shown by the pipeline; the bundled dictionary stays in force
      }
    }),
  );
}

/** The language's words before any screen shows; an unknown stored language falls back to zh-CN. */
async function prepareLocale(): Promise<void> {
  if (await ensureLocale(getLocale())) return;
  await ensureLocale('zh-CN');
  setLocale('zh-CN', false);
}

export async function loadInitialState(): Promise<InitialState> {
  const user = readCurrentUser();
  // A signed-in start fetches the console's words at once, and under the layout the shell too (with
  // the build's antd sheet; the wall screen's map draws none), beside the public words, so that none
  // waits on another (the words are awaited before any screen renders; if they cannot load, screens
  // show, and the next start or language switch tries again).
  if (user && drawsShell(history.location.pathname)) void loadShell().catch(() => undefined);
  const consoleWords = user ? loadConsoleWords().catch(() => undefined) : undefined;
  // The dictionary loads while a first visit's fingerprint (which every call carries) is
  // taken, and before any call, so that a failing call's message is already in words. If it
  // cannot load (offline), startup goes on: the calls fail and say so, and the next
  // start or language switch tries the dictionary again.
  await Promise.all([prepareLocale().catch(() => undefined), getVisitorId()]);
  applyDocumentLocale();
  const translations = loadServerTranslations();
  const { pathname, search, hash } = history.location;
  if (!user) {
    await translations;
    if (!isPublicPath(pathname)) history.replace(loginPath(`${pathname}${search}${hash}`));
    return emptyState();
  }
  try {
    const [permissions, appValue] = await Promise.all([
      fetchPermissionKeys(user.id, SILENT),
      fetchAppValue(user.id, SILENT),
    ]);
    await Promise.all([translations, consoleWords]);
    const stored = appValue ?? {};
    const layout = stored.layout === 'mix' || stored.layout === 'top' ? stored.layout : defaultSettings.layout;
    const eyesProtectionMode = stored.eyesProtectionMode === 'open' ? 'open' : 'close';
    return {
      ...emptyState(),
      currentUser: user,
      permissions,
      appValue: stored,
      settings: { ...defaultSettings, layout, eyesProtectionMode },
    };
  } catch (error) {
    await Promise.all([translations, consoleWords]);
    if (error instanceof ApiError && error.kind === 'loginExpired') return emptyState();
    const text = error instanceof ApiError ? translate(describe(error)) : String(error);
    return { ...emptyState(), currentUser: user, error: text };
  }
}

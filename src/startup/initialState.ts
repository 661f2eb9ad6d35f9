/**
 * Startup (specification sections 4 and 7): read the stored user; without id
 * and token go to login; otherwise load the permission keys, the stored app
 * value and the translations (zh-CN and en-US, merged over the bundled
 * dictionaries). Loading, then loaded or error.
 */
import { addLocale, getLocale, history, setLocale } from '@umijs/max';
import defaultSettings, { type ConsoleSettings } from '../../config/defaultSettings';
import { ApiError, describe } from '@/request/errors';
import { translate } from '@/request/notify';
import { isPublicPath, loginPath } from '@/request/session';
import { readCurrentUser, type CurrentUser } from '@/request/storage';
import { fetchTranslations, LOCALES } from '@/services/i18n';
import { fetchAppValue, fetchPermissionKeys } from '@/services/person';
import { applyDocumentLocale, ensureLocale } from './locales';

export interface InitialState {
  currentUser?: CurrentUser;
  permissions: string[];
  appValue: Record<string, unknown>;
  settings: ConsoleSettings;
  /** The startup error's text, shown in place of the page. */
  error?: string;
}

/** Startup failures show once, as the page's error text, not also as a message. */
const SILENT = { errorDisplay: 'silent' } as const;

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
        addLocale(locale, messages, undefined as never);
      } catch {
        // shown by the pipeline; the bundled dictionary stays in force
      }
    }),
  );
}

export async function loadInitialState(): Promise<InitialState> {
  // A stored language without a dictionary is registered before the first screen.
  if (!(await ensureLocale(getLocale()))) setLocale('zh-CN', false);
  applyDocumentLocale();
  const translations = loadServerTranslations();
  const user = readCurrentUser();
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
    await translations;
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
    await translations;
    if (error instanceof ApiError && error.kind === 'loginExpired') return emptyState();
    const text = error instanceof ApiError ? translate(describe(error)) : String(error);
    return { ...emptyState(), currentUser: user, error: text };
  }
}

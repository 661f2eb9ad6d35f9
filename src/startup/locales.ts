/**
 * Switching the interface language. zh-CN and en-US have dictionaries; any
 * other locale of the catalog is registered on first use with the English
 * dictionary (text falls back to English) and antd's own locale, so direction
 * (right-to-left for he, ar, fa, ku), dates and numbers follow the locale.
 * The choice is kept in local storage by Umi's locale plugin.
 */
import { addLocale, getAllLocales, getLocale, setLocale } from '@umijs/max';
import type { Locale } from 'antd/es/locale';
import enUS from '@/locales/en-US';
import { catalogEntry, DICTIONARY_LOCALES, isRtl } from '@/locales/catalog';

async function antdLocale(name: string | undefined): Promise<Locale | undefined> {
  if (!name) return undefined;
  try {
    const module = (await import(
      /* webpackChunkName: "antd-locale-[request]" */ `antd/es/locale/${name}.js`
    )) as { default: Locale };
    return module.default;
  } catch {
    return undefined;
  }
}

/** Registers a catalog locale that has no dictionary of its own (English text). */
export async function ensureLocale(code: string): Promise<boolean> {
  if ((DICTIONARY_LOCALES as readonly string[]).includes(code) || getAllLocales().includes(code)) return true;
  const entry = catalogEntry(code);
  if (!entry) return false;
  const antd = await antdLocale(entry.antd);
  addLocale(code, { ...enUS }, { momentLocale: code.toLowerCase(), antd: antd as Locale });
  return true;
}

/** The page's own direction and language follow the interface language. */
export function applyDocumentLocale(code: string = getLocale()): void {
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export async function switchLocale(code: string): Promise<void> {
  if (!(await ensureLocale(code))) return;
  setLocale(code, false);
  applyDocumentLocale(code);
}

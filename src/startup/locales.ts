/**
 * The interface language. zh-CN and en-US have dictionaries; any other locale
 * of the catalog is registered on first use with the English dictionary (text
 * falls back to English) and antd's own locale, so direction (right-to-left
 * for he, ar, fa, ku), dates and numbers follow the locale. The choice is
 * kept in local storage by Umi's locale plugin.
 *
 * Dictionaries load on demand, one per language, as their own chunks: the
 * build keeps them out of the locale plugin's static imports (.umirc.ts), so
 * the entry chunk carries neither. Startup loads the active one before the
 * first screen renders (initialState.ts); choosing another language loads
 * its dictionary before switching. Server translations, whenever they
 * arrive, stay on top of the bundled words. ProComponents' own words (the
 * tables' query form, pager and column settings) load with each language too
 * (src/locales/proWords.ts), the default language's in its dictionary chunk.
 */
import { addLocale, getAllLocales, getLocale, setLocale } from '@umijs/max';
import type { Locale } from 'antd/es/locale';
import { catalogEntry, DICTIONARY_LOCALES, isRtl } from '@/locales/catalog';
import { loadProWords } from '@/locales/proWords';

type Messages = Record<string, string>;
type DictionaryLocale = (typeof DICTIONARY_LOCALES)[number];

/** Each language's index file (src/locales/<lang>.ts, one module per area), as a chunk of its own. */
const DICTIONARIES: Record<DictionaryLocale, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import(/* webpackChunkName: "dict-zh-CN" */ '@/locales/zh-CN'),
  'en-US': () => import(/* webpackChunkName: "dict-en-US" */ '@/locales/en-US'),
};

const bundled = new Map<DictionaryLocale, Promise<Messages>>();
const serverMessages: Partial<Record<DictionaryLocale, Messages>> = {};
/** Locales registered with the English dictionary (no dictionary of their own). */
const englishLocales = new Set<string>();

const hasDictionary = (code: string): code is DictionaryLocale => (DICTIONARY_LOCALES as readonly string[]).includes(code);

/** A language's bundled dictionary; a failed load is tried again at the next call. */
function bundledDictionary(code: DictionaryLocale): Promise<Messages> {
  let pending = bundled.get(code);
  if (!pending) {
    pending = DICTIONARIES[code]().then((module) => module.default);
    pending.catch(() => bundled.delete(code));
    bundled.set(code, pending);
  }
  return pending;
}

/** Loads a dictionary language's words into the locale plugin (once), server translations on top. */
export async function loadDictionary(code: DictionaryLocale): Promise<void> {
  const first = !bundled.has(code);
  const messages = await bundledDictionary(code);
  if (first) addLocale(code, { ...messages, ...serverMessages[code] }, undefined as never);
}

/** Server translations for a dictionary language: over the bundled words, now and once they load. */
export function addServerTranslations(code: DictionaryLocale, messages: Messages): void {
  serverMessages[code] = { ...serverMessages[code], ...messages };
  addLocale(code, messages, undefined as never);
  if (code === 'en-US') for (const other of englishLocales) addLocale(other, messages, undefined as never);
}

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

/**
 * Makes a catalog locale usable: its dictionary loaded, or (without one) the
 * English dictionary registered under its code. False for a code outside the catalog.
 */
export async function ensureLocale(code: string): Promise<boolean> {
  if (hasDictionary(code)) {
    await Promise.all([loadDictionary(code), loadProWords(code)]);
    return true;
  }
  if (getAllLocales().includes(code)) return true;
  const entry = catalogEntry(code);
  if (!entry) return false;
  const [english, antd] = await Promise.all([bundledDictionary('en-US'), antdLocale(entry.antd)]);
  // ProComponents find their words by antd's locale name (pro-provider's lookup). Like antd's
  // locale, words that cannot load leave the tables in their default words instead of failing the switch.
  await loadProWords(antd?.locale).catch(() => undefined);
  englishLocales.add(code);
  addLocale(code, { ...english, ...serverMessages['en-US'] }, { momentLocale: code.toLowerCase(), antd: antd as Locale });
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

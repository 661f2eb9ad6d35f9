/**
 * The interface language. zh-CN and en-US have dictionaries; any other locale
 * of the catalog is registered on first use with the fallback language's
 * (English) dictionary AND antd's English locale, so that a screen speaks one
 * language: the console's words, antd's and ProComponents' parts (pager,
 * pickers, empty states) and dayjs (left at English, which antd's English
 * pickers use) all follow the fallback. Only the page's direction follows the
 * chosen locale (right-to-left for he, ar, fa, ku: `<html dir>` and antd's
 * direction); `<html lang>` names the language of the words (the fallback).
 * Dates and numbers are drawn in fixed, language-free forms (2026-11-24
 * 19:39:30, 20.26 KB) in every language, isolated from the page's direction
 * where they are shown (src/components/DataText.tsx). The choice is kept in
 * local storage by Umi's locale plugin.
 *
 * Dictionaries load on demand, one language at a time, as chunks of their
 * own: the build keeps them out of the locale plugin's static imports
 * (.umirc.ts), so the entry chunk carries neither. Each comes in two parts:
 * the public pages' words (with the shared messages, form rules and server
 * field errors), which startup loads before the first screen renders
 * (initialState.ts), and the signed-in console's words, which only a
 * signed-in start loads (`loadConsoleWords`), so that the login page does not
 * fetch the console's. Choosing another language loads its parts before
 * switching. Server translations, whenever they arrive, stay on top of the
 * bundled words. ProComponents find their own words (the tables' query form,
 * pager and column settings) by antd's locale.
 */
import { addLocale, getAllLocales, getLocale, setLocale } from '@umijs/max';
import type { ConfigProviderProps } from 'antd';
import { catalogEntry, FALLBACK_LOCALE, hasDictionary, isRtl, wordsLocale, type DictionaryLocale } from '@/locales/catalog';

type Messages = Record<string, string>;

/**
 * antd's locale for a locale without a dictionary: English. antd draws every part a locale leaves
 * out in its own default language, English, so naming the language is enough (ProComponents find
 * their English words by the name too, as for en-US): no locale module to load.
 */
const ANTD_FALLBACK: NonNullable<ConfigProviderProps['locale']> = { locale: 'en' };

/**
 * Sections whose words only their own screens use: loaded with the section
 * (`loadSectionWords`, which SectionWords calls before drawing its screens),
 * so that every signed-in start does not fetch every screen's words (the
 * console part is in `/welcome`'s first bytes).
 */
export type Section = 'normalization' | 'business' | 'production' | 'system';

type Part = 'public' | 'console' | Section;

/**
 * A section's words with the names of the seeded dictionary entries (the software modules' disciplines and platform
 * tags), which the standardization screens show in their selects and lists, as the system section does.
 */
const withDictionaryNames = async (words: Promise<{ default: Messages }>, names: Promise<{ default: Messages }>) => {
  const [section, dictionary] = await Promise.all([words, names]);
  return { default: { ...section.default, ...dictionary.default } };
};

/**
 * Each language's dictionary in chunks: the words of the public pages and shared messages, which
 * every start loads, those of the signed-in console, which only a signed-in start (or a sign-in)
 * loads (`loadConsoleWords`), and each section's, which its screens load (`loadSectionWords`).
 */
const DICTIONARIES: Record<DictionaryLocale, Record<Part, () => Promise<{ default: Messages }>>> = {
  'zh-CN': {
    public: () => import(/* webpackChunkName: "dict-zh-CN" */ '@/locales/zh-CN.public'),
    console: () => import(/* webpackChunkName: "dict-zh-CN-console" */ '@/locales/zh-CN.console'),
    normalization: () => withDictionaryNames(import(/* webpackChunkName: "dict-zh-CN-normalization" */ '@/locales/zh-CN/normalization'), import(/* webpackChunkName: "dict-zh-CN-dictionary" */ '@/locales/zh-CN/dictionary')),
    business: () => import(/* webpackChunkName: "dict-zh-CN-business" */ '@/locales/zh-CN/business'),
    production: () => import(/* webpackChunkName: "dict-zh-CN-production" */ '@/locales/zh-CN/production'),
    system: () => import(/* webpackChunkName: "dict-zh-CN-system" */ '@/locales/zh-CN/system'),
  },
  'en-US': {
    public: () => import(/* webpackChunkName: "dict-en-US" */ '@/locales/en-US.public'),
    console: () => import(/* webpackChunkName: "dict-en-US-console" */ '@/locales/en-US.console'),
    normalization: () => withDictionaryNames(import(/* webpackChunkName: "dict-en-US-normalization" */ '@/locales/en-US/normalization'), import(/* webpackChunkName: "dict-en-US-dictionary" */ '@/locales/en-US/dictionary')),
    business: () => import(/* webpackChunkName: "dict-en-US-business" */ '@/locales/en-US/business'),
    production: () => import(/* webpackChunkName: "dict-en-US-production" */ '@/locales/en-US/production'),
    system: () => import(/* webpackChunkName: "dict-en-US-system" */ '@/locales/en-US/system'),
  },
};

/** Whether the console's words are wanted (a signed-in start or a sign-in asked for them). */
let consoleWanted = false;
/** The sections whose words are wanted (their screens were drawn): from then on in every language. */
const sectionsWanted = new Set<Section>();
const wantedParts = (): Part[] => [...(consoleWanted ? (['public', 'console'] as const) : (['public'] as const)), ...sectionsWanted];

const bundled = new Map<string, Promise<Messages>>();
/** The parts already registered with the locale plugin, as `<code>:<part>`. */
const registered = new Set<string>();
const serverMessages: Partial<Record<DictionaryLocale, Messages>> = {};
/** Locales registered with the fallback language's dictionary (no dictionary of their own). */
const englishLocales = new Set<string>();

/** One part of a language's bundled dictionary; a failed load is tried again at the next call. */
function bundledPart(code: DictionaryLocale, part: Part): Promise<Messages> {
  const key = `${code}:${part}`;
  let pending = bundled.get(key);
  if (!pending) {
    pending = DICTIONARIES[code][part]().then((module) => module.default);
    pending.catch(() => bundled.delete(key));
    bundled.set(key, pending);
  }
  return pending;
}

/** The wanted parts of a language's bundled dictionary, as one set of words. */
async function bundledDictionary(code: DictionaryLocale): Promise<Messages> {
  return Object.assign({}, ...(await Promise.all(wantedParts().map((part) => bundledPart(code, part)))));
}

/** Loads the wanted parts of a dictionary language into the locale plugin (each once), server translations on top. */
export async function loadDictionary(code: DictionaryLocale): Promise<void> {
  await Promise.all(
    wantedParts().map(async (part) => {
      const messages = await bundledPart(code, part);
      if (registered.has(`${code}:${part}`)) return;
      registered.add(`${code}:${part}`);
      addLocale(code, { ...messages, ...serverMessages[code] }, undefined as never);
    }),
  );
}

/** Server translations for a dictionary language: over the bundled words, now and once they load. */
export function addServerTranslations(code: DictionaryLocale, messages: Messages): void {
  serverMessages[code] = { ...serverMessages[code], ...messages };
  addLocale(code, messages, undefined as never);
  if (code === FALLBACK_LOCALE) for (const other of englishLocales) addLocale(other, messages, undefined as never);
}

/**
 * Translations just saved or imported on the server (translation management): in force at once, so the
 * screens of that language redraw with them (no reload); every later start reads them from the startup list.
 * A language that is not a dictionary language is ignored.
 */
export function applyServerTranslations(entries: readonly { key: string; language: string; value: string }[]): void {
  const byLanguage = new Map<DictionaryLocale, Messages>();
  for (const { key, language, value } of entries) {
    if (!hasDictionary(language) || value.trim() === '') continue;
    byLanguage.set(language, { ...byLanguage.get(language), [key]: value });
  }
  for (const [code, messages] of byLanguage) addServerTranslations(code, messages);
}

/**
 * Translations just deleted on the server: each key falls back at once to the bundled word of its language
 * (among the parts loaded so far); a key without a bundled word keeps its last value until the next start.
 */
export async function removeServerTranslations(entries: readonly { key: string; language: string }[]): Promise<void> {
  const byLanguage = new Map<DictionaryLocale, string[]>();
  for (const { key, language } of entries) {
    if (hasDictionary(language)) byLanguage.set(language, [...(byLanguage.get(language) ?? []), key]);
  }
  for (const [code, keys] of byLanguage) {
    const server = { ...serverMessages[code] };
    for (const key of keys) delete server[key];
    serverMessages[code] = server;
    const loaded = wantedParts().filter((part) => registered.has(`${code}:${part}`));
    const words: Messages = Object.assign({}, ...(await Promise.all(loaded.map((part) => bundledPart(code, part)))));
    const fallback: Messages = {};
    for (const key of keys) if (key in words) fallback[key] = words[key];
    if (Object.keys(fallback).length === 0) continue;
    addLocale(code, fallback, undefined as never);
    if (code === FALLBACK_LOCALE) for (const other of englishLocales) addLocale(other, fallback, undefined as never);
  }
}

/**
 * Makes a catalog locale usable: its dictionary loaded (the parts wanted), or (without one) the
 * fallback language's dictionary and antd locale registered under its code. False for a code
 * outside the catalog.
 */
export async function ensureLocale(code: string): Promise<boolean> {
  if (hasDictionary(code)) {
    await loadDictionary(code);
    return true;
  }
  if (!englishLocales.has(code) && getAllLocales().includes(code)) return true;
  if (!catalogEntry(code)) return false;
  const english = await bundledDictionary(FALLBACK_LOCALE);
  englishLocales.add(code);
  // momentLocale as en-US's own (moment is a stand-in: src/shims/moment.ts).
  addLocale(code, { ...english, ...serverMessages[FALLBACK_LOCALE] }, { momentLocale: '', antd: ANTD_FALLBACK });
  return true;
}

/**
 * The signed-in console's words of the active language, from now on with
 * every language it switches to. Startup waits for them before a signed-in screen renders.
 */
export async function loadConsoleWords(): Promise<void> {
  consoleWanted = true;
  await ensureLocale(getLocale());
}

/**
 * A section's words in the active language, and from now on with every
 * language it switches to (each part loads once). Its screens wait for them
 * (src/components/SectionWords.tsx).
 */
export async function loadSectionWords(section: Section): Promise<void> {
  sectionsWanted.add(section);
  await ensureLocale(getLocale());
}

/**
 * Umi's runtime `locale` hook (src/app.tsx): react-intl formats (plural rules, digits) in the
 * language of the words, so a locale without a dictionary says "3 rows", not "٣ rows".
 */
export function intlInWordsLanguage<Config extends { locale?: string }>(config: Config): Config {
  return config.locale ? { ...config, locale: wordsLocale(config.locale) } : config;
}

/** The page's direction follows the chosen locale; its language is that of the words (the fallback's for a locale without a dictionary). */
export function applyDocumentLocale(code: string = getLocale()): void {
  document.documentElement.lang = wordsLocale(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export async function switchLocale(code: string): Promise<void> {
  if (!(await ensureLocale(code))) return;
  setLocale(code, false);
  applyDocumentLocale(code);
}

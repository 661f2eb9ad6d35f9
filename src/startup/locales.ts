/**
 * The interface language. zh-CN and en-US have dictionaries; any other locale
 * of the catalog is registered on first use with the English dictionary (text
 * falls back to English) and antd's own locale, so direction (right-to-left
 * for he, ar, fa, ku), dates and numbers follow the locale. The choice is
 * kept in local storage by Umi's locale plugin.
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

type Locale = NonNullable<ConfigProviderProps['locale']>;
import { catalogEntry, DICTIONARY_LOCALES, isRtl } from '@/locales/catalog';

type Messages = Record<string, string>;
type DictionaryLocale = (typeof DICTIONARY_LOCALES)[number];

type Part = 'public' | 'console';

/**
 * Each language's dictionary in two chunks: the words of the public pages and shared messages, which
 * every start loads, and those of the signed-in console, which only a signed-in start (or a sign-in)
 * loads (`loadConsoleWords`).
 */
const DICTIONARIES: Record<DictionaryLocale, Record<Part, () => Promise<{ default: Messages }>>> = {
  'zh-CN': {
    public: () => import(/* webpackChunkName: "dict-zh-CN" */ '@/locales/zh-CN.public'),
    console: () => import(/* webpackChunkName: "dict-zh-CN-console" */ '@/locales/zh-CN.console'),
  },
  'en-US': {
    public: () => import(/* webpackChunkName: "dict-en-US" */ '@/locales/en-US.public'),
    console: () => import(/* webpackChunkName: "dict-en-US-console" */ '@/locales/en-US.console'),
  },
};

/** Whether the console's words are wanted (a signed-in start or a sign-in asked for them). */
let consoleWanted = false;
const wantedParts = (): Part[] => (consoleWanted ? ['public', 'console'] : ['public']);

const bundled = new Map<string, Promise<Messages>>();
/** The parts already registered with the locale plugin, as `<code>:<part>`. */
const registered = new Set<string>();
const serverMessages: Partial<Record<DictionaryLocale, Messages>> = {};
/** Locales registered with the English dictionary (no dictionary of their own). */
const englishLocales = new Set<string>();

const hasDictionary = (code: string): code is DictionaryLocale => (DICTIONARY_LOCALES as readonly string[]).includes(code);

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
 * Makes a catalog locale usable: its dictionary loaded (the parts wanted), or (without one) the
 * English dictionary registered under its code. False for a code outside the catalog.
 */
export async function ensureLocale(code: string): Promise<boolean> {
  if (hasDictionary(code)) {
    await loadDictionary(code);
    return true;
  }
  if (!englishLocales.has(code) && getAllLocales().includes(code)) return true;
  const entry = catalogEntry(code);
  if (!entry) return false;
  const [english, antd] = await Promise.all([bundledDictionary('en-US'), antdLocale(entry.antd)]);
  englishLocales.add(code);
  addLocale(code, { ...english, ...serverMessages['en-US'] }, { momentLocale: code.toLowerCase(), antd: antd as Locale });
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

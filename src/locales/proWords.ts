/**
 * ProComponents' own words (the tables' query form, pager and column
 * settings…) for each language they speak, loaded with the language instead
 * of all at once: src/startup/locales.ts loads them with the dictionary, the
 * default language's into its dictionary chunk, and the build's stand-in for
 * pro-provider's intl module (src/shims/proIntl.ts) reads them from here.
 */
type Words = Record<string, unknown>;

/**
 * Each language of pro-provider's map, by its key (its words are the module
 * pro-provider/es/locale/<key with an underscore>), and the locale name its
 * intl carries (theirs, quirks included).
 */
export const LANGUAGES: Record<string, string> = {
  'mn-MN': 'mn_MN',
  'ar-EG': 'ar_EG',
  'zh-CN': 'zh_CN',
  'en-US': 'en_US',
  'en-GB': 'en_GB',
  'vi-VN': 'vi_VN',
  'it-IT': 'it_IT',
  'ja-JP': 'ja_JP',
  'es-ES': 'es_ES',
  'ca-ES': 'ca_ES',
  'ru-RU': 'ru_RU',
  'sr-RS': 'sr_RS',
  'ms-MY': 'ms_MY',
  'zh-TW': 'zh_TW',
  'zh-HK': 'zh_HK',
  'fr-FR': 'fr_FR',
  'pt-BR': 'pt_BR',
  'ko-KR': 'ko_KR',
  'id-ID': 'id_ID',
  'de-DE': 'de_DE',
  'fa-IR': 'fa_IR',
  'tr-TR': 'tr_TR',
  'pl-PL': 'pl_PL',
  'hr-HR': 'hr_',
  'th-TH': 'th_TH',
  'cs-CZ': 'cs_cz',
  'sk-SK': 'sk_SK',
  'he-IL': 'he_IL',
  'uk-UA': 'uk_UA',
  'uz-UZ': 'uz_UZ',
  'nl-NL': 'nl_NL',
  'ro-RO': 'ro_RO',
  'sv-SE': 'sv_SE',
};

/** Each language's words, filled in place when they load (pro-provider's intl objects read them at each call). */
export const proWords: Record<string, Words> = Object.fromEntries(Object.keys(LANGUAGES).map((key) => [key, {}]));

/** pro-provider's own lookup: the first of its languages whose key contains antd's locale name (zh-CN when there is none). */
export function proWordsKey(antdLocaleKey?: string): string | undefined {
  const localeName = (antdLocaleKey || 'zh-CN').toLocaleLowerCase();
  return Object.keys(LANGUAGES).find((key) => key.toLocaleLowerCase().includes(localeName));
}

const loaded = new Map<string, Promise<void>>();

/**
 * Loads ProComponents' words for the language antd's locale names (its
 * `locale` field, as pro-provider looks it up), once; zh-CN's and en-US's
 * come with the console part of their dictionary (one chunk). A failed load is tried again at the next call.
 */
export function loadProWords(antdLocaleKey: string | undefined): Promise<void> {
  const key = proWordsKey(antdLocaleKey);
  if (!key) return Promise.resolve();
  let pending = loaded.get(key);
  if (!pending) {
    const file = key.replace('-', '_');
    const load =
      file === 'zh_CN'
        ? import(/* webpackChunkName: "dict-zh-CN-console" */ '@ant-design/pro-provider/es/locale/zh_CN')
        : file === 'en_US'
          ? import(/* webpackChunkName: "dict-en-US-console" */ '@ant-design/pro-provider/es/locale/en_US')
          : import(/* webpackChunkName: "pro-words-[request]", webpackExclude: /(zh_CN|en_US)\.js$/ */ `@ant-design/pro-provider/es/locale/${file}.js`);
    pending = load.then((module: { default: Words }) => {
      Object.assign(proWords[key], module.default);
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

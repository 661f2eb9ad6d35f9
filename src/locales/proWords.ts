/**
 * ProComponents' own words (the tables' query form, pager and column
 * settings…) for each language they speak, loaded with the language instead
 * of all at once: src/startup/locales.ts loads them with the dictionary, the
 * default language's into its dictionary chunk, and the build's stand-in for
 * pro-provider's intl module (src/shims/proIntl.ts) reads them from here.
 */
type Words = Record<string, unknown>;

/** Each key of pro-provider's map: its module under pro-provider/es/locale/, and the locale name its intl carries (theirs, quirks included). */
export const LANGUAGES: Record<string, { file: string; name: string }> = {
  'mn-MN': { file: 'mn_MN', name: 'mn_MN' },
  'ar-EG': { file: 'ar_EG', name: 'ar_EG' },
  'zh-CN': { file: 'zh_CN', name: 'zh_CN' },
  'en-US': { file: 'en_US', name: 'en_US' },
  'en-GB': { file: 'en_GB', name: 'en_GB' },
  'vi-VN': { file: 'vi_VN', name: 'vi_VN' },
  'it-IT': { file: 'it_IT', name: 'it_IT' },
  'ja-JP': { file: 'ja_JP', name: 'ja_JP' },
  'es-ES': { file: 'es_ES', name: 'es_ES' },
  'ca-ES': { file: 'ca_ES', name: 'ca_ES' },
  'ru-RU': { file: 'ru_RU', name: 'ru_RU' },
  'sr-RS': { file: 'sr_RS', name: 'sr_RS' },
  'ms-MY': { file: 'ms_MY', name: 'ms_MY' },
  'zh-TW': { file: 'zh_TW', name: 'zh_TW' },
  'zh-HK': { file: 'zh_HK', name: 'zh_HK' },
  'fr-FR': { file: 'fr_FR', name: 'fr_FR' },
  'pt-BR': { file: 'pt_BR', name: 'pt_BR' },
  'ko-KR': { file: 'ko_KR', name: 'ko_KR' },
  'id-ID': { file: 'id_ID', name: 'id_ID' },
  'de-DE': { file: 'de_DE', name: 'de_DE' },
  'fa-IR': { file: 'fa_IR', name: 'fa_IR' },
  'tr-TR': { file: 'tr_TR', name: 'tr_TR' },
  'pl-PL': { file: 'pl_PL', name: 'pl_PL' },
  'hr-HR': { file: 'hr_HR', name: 'hr_' },
  'th-TH': { file: 'th_TH', name: 'th_TH' },
  'cs-CZ': { file: 'cs_CZ', name: 'cs_cz' },
  'sk-SK': { file: 'sk_SK', name: 'sk_SK' },
  'he-IL': { file: 'he_IL', name: 'he_IL' },
  'uk-UA': { file: 'uk_UA', name: 'uk_UA' },
  'uz-UZ': { file: 'uz_UZ', name: 'uz_UZ' },
  'nl-NL': { file: 'nl_NL', name: 'nl_NL' },
  'ro-RO': { file: 'ro_RO', name: 'ro_RO' },
  'sv-SE': { file: 'sv_SE', name: 'sv_SE' },
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
 * `locale` field, as pro-provider looks it up), once; the default language's
 * come with its dictionary chunk. A failed load is tried again at the next call.
 */
export function loadProWords(antdLocaleKey: string | undefined): Promise<void> {
  const key = proWordsKey(antdLocaleKey);
  if (!key) return Promise.resolve();
  let pending = loaded.get(key);
  if (!pending) {
    const { file } = LANGUAGES[key];
    const load =
      file === 'zh_CN'
        ? import(/* webpackChunkName: "dict-zh-CN" */ '@ant-design/pro-provider/es/locale/zh_CN')
        : file === 'en_US'
          ? import(/* webpackChunkName: "dict-en-US" */ '@ant-design/pro-provider/es/locale/en_US')
          : import(/* webpackChunkName: "pro-words-[request]", webpackExclude: /(zh_CN|en_US)\.js$/ */ `@ant-design/pro-provider/es/locale/${file}.js`);
    pending = load.then((module: { default: Words }) => {
      Object.assign(proWords[key], module.default);
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/**
 * The language menu's locales (section 1: about 50, with labels). Labels are
 * each language's own name (an endonym), the same in every interface
 * language. No flags: emoji flags draw as empty boxes in common Linux and
 * Windows fonts, and a flag names a country, not a language. Only zh-CN and
 * en-US have dictionaries; any other speaks the fallback language (English:
 * the console's words and antd's) with its own direction (src/startup/locales.ts).
 */
export interface LocaleEntry {
  code: string;
  label: string;
}

export const DICTIONARY_LOCALES = ['zh-CN', 'en-US'] as const;
export type DictionaryLocale = (typeof DICTIONARY_LOCALES)[number];
/** The language whose dictionary a locale without one uses. */
export const FALLBACK_LOCALE: DictionaryLocale = 'en-US';
export const RTL_LANGUAGES = ['he', 'ar', 'fa', 'ku'] as const;

export const LOCALE_CATALOG: readonly LocaleEntry[] = [
  { code: 'zh-CN', label: '简体中文' },
  { code: 'en-US', label: 'English' },
  { code: 'zh-TW', label: '繁體中文' },
  { code: 'zh-HK', label: '繁體中文（香港）' },
  { code: 'en-GB', label: 'English (UK)' },
  { code: 'ja-JP', label: '日本語' },
  { code: 'ko-KR', label: '한국어' },
  { code: 'fr-FR', label: 'Français' },
  { code: 'de-DE', label: 'Deutsch' },
  { code: 'es-ES', label: 'Español' },
  { code: 'it-IT', label: 'Italiano' },
  { code: 'pt-BR', label: 'Português (Brasil)' },
  { code: 'pt-PT', label: 'Português' },
  { code: 'ru-RU', label: 'Русский' },
  { code: 'uk-UA', label: 'Українська' },
  { code: 'ar-EG', label: 'العربية' },
  { code: 'he-IL', label: 'עברית' },
  { code: 'fa-IR', label: 'فارسی' },
  { code: 'ku-IQ', label: 'کوردی' },
  { code: 'tr-TR', label: 'Türkçe' },
  { code: 'nl-NL', label: 'Nederlands' },
  { code: 'pl-PL', label: 'Polski' },
  { code: 'sv-SE', label: 'Svenska' },
  { code: 'da-DK', label: 'Dansk' },
  { code: 'fi-FI', label: 'Suomi' },
  { code: 'nb-NO', label: 'Norsk bokmål' },
  { code: 'cs-CZ', label: 'Čeština' },
  { code: 'sk-SK', label: 'Slovenčina' },
  { code: 'hu-HU', label: 'Magyar' },
  { code: 'ro-RO', label: 'Română' },
  { code: 'bg-BG', label: 'Български' },
  { code: 'el-GR', label: 'Ελληνικά' },
  { code: 'hr-HR', label: 'Hrvatski' },
  { code: 'sr-RS', label: 'Српски' },
  { code: 'sl-SI', label: 'Slovenščina' },
  { code: 'et-EE', label: 'Eesti' },
  { code: 'lv-LV', label: 'Latviešu' },
  { code: 'lt-LT', label: 'Lietuvių' },
  { code: 'is-IS', label: 'Íslenska' },
  { code: 'ga-IE', label: 'Gaeilge' },
  { code: 'ca-ES', label: 'Català' },
  { code: 'id-ID', label: 'Bahasa Indonesia' },
  { code: 'ms-MY', label: 'Bahasa Melayu' },
  { code: 'th-TH', label: 'ไทย' },
  { code: 'vi-VN', label: 'Tiếng Việt' },
  { code: 'hi-IN', label: 'हिन्दी' },
  { code: 'bn-BD', label: 'বাংলা' },
  { code: 'ta-IN', label: 'தமிழ்' },
  { code: 'ka-GE', label: 'ქართული' },
  { code: 'hy-AM', label: 'Հայերեն' },
  { code: 'az-AZ', label: 'Azərbaycan' },
  { code: 'kk-KZ', label: 'Қазақ' },
  { code: 'mn-MN', label: 'Монгол' },
];

/** Whether a locale has a dictionary of its own (is fully translated). */
export function hasDictionary(code: string): code is DictionaryLocale {
  return (DICTIONARY_LOCALES as readonly string[]).includes(code);
}

/** The language a locale's words are in: its own, or the fallback language's. */
export function wordsLocale(code: string): DictionaryLocale {
  return hasDictionary(code) ? code : FALLBACK_LOCALE;
}

export function isRtl(code: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(code.split('-')[0]);
}

export function catalogEntry(code: string): LocaleEntry | undefined {
  return LOCALE_CATALOG.find((entry) => entry.code === code);
}

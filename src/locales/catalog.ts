/**
 * The language menu's locales (section 1: about 50, with flags and labels).
 * Labels are each language's own name (an endonym), the same in every
 * interface language. Only zh-CN and en-US have dictionaries; the others show
 * English text with their own direction, formats and antd locale.
 */
export interface LocaleEntry {
  code: string;
  label: string;
  flag: string;
  /** antd's locale module name (antd/es/locale/<name>), where antd has one. */
  antd?: string;
}

export const DICTIONARY_LOCALES = ['zh-CN', 'en-US'] as const;
export const RTL_LANGUAGES = ['he', 'ar', 'fa', 'ku'] as const;

export const LOCALE_CATALOG: readonly LocaleEntry[] = [
  { code: 'zh-CN', label: '简体中文', flag: '🇨🇳', antd: 'zh_CN' },
  { code: 'en-US', label: 'English', flag: '🇺🇸', antd: 'en_US' },
  { code: 'zh-TW', label: '繁體中文', flag: '🇹🇼', antd: 'zh_TW' },
  { code: 'zh-HK', label: '繁體中文（香港）', flag: '🇭🇰', antd: 'zh_HK' },
  { code: 'en-GB', label: 'English (UK)', flag: '🇬🇧', antd: 'en_GB' },
  { code: 'ja-JP', label: '日本語', flag: '🇯🇵', antd: 'ja_JP' },
  { code: 'ko-KR', label: '한국어', flag: '🇰🇷', antd: 'ko_KR' },
  { code: 'fr-FR', label: 'Français', flag: '🇫🇷', antd: 'fr_FR' },
  { code: 'de-DE', label: 'Deutsch', flag: '🇩🇪', antd: 'de_DE' },
  { code: 'es-ES', label: 'Español', flag: '🇪🇸', antd: 'es_ES' },
  { code: 'it-IT', label: 'Italiano', flag: '🇮🇹', antd: 'it_IT' },
  { code: 'pt-BR', label: 'Português (Brasil)', flag: '🇧🇷', antd: 'pt_BR' },
  { code: 'pt-PT', label: 'Português', flag: '🇵🇹', antd: 'pt_PT' },
  { code: 'ru-RU', label: 'Русский', flag: '🇷🇺', antd: 'ru_RU' },
  { code: 'uk-UA', label: 'Українська', flag: '🇺🇦', antd: 'uk_UA' },
  { code: 'ar-EG', label: 'العربية', flag: '🇪🇬', antd: 'ar_EG' },
  { code: 'he-IL', label: 'עברית', flag: '🇮🇱', antd: 'he_IL' },
  { code: 'fa-IR', label: 'فارسی', flag: '🇮🇷', antd: 'fa_IR' },
  { code: 'ku-IQ', label: 'کوردی', flag: '🇮🇶', antd: 'ku_IQ' },
  { code: 'tr-TR', label: 'Türkçe', flag: '🇹🇷', antd: 'tr_TR' },
  { code: 'nl-NL', label: 'Nederlands', flag: '🇳🇱', antd: 'nl_NL' },
  { code: 'pl-PL', label: 'Polski', flag: '🇵🇱', antd: 'pl_PL' },
  { code: 'sv-SE', label: 'Svenska', flag: '🇸🇪', antd: 'sv_SE' },
  { code: 'da-DK', label: 'Dansk', flag: '🇩🇰', antd: 'da_DK' },
  { code: 'fi-FI', label: 'Suomi', flag: '🇫🇮', antd: 'fi_FI' },
  { code: 'nb-NO', label: 'Norsk bokmål', flag: '🇳🇴', antd: 'nb_NO' },
  { code: 'cs-CZ', label: 'Čeština', flag: '🇨🇿', antd: 'cs_CZ' },
  { code: 'sk-SK', label: 'Slovenčina', flag: '🇸🇰', antd: 'sk_SK' },
  { code: 'hu-HU', label: 'Magyar', flag: '🇭🇺', antd: 'hu_HU' },
  { code: 'ro-RO', label: 'Română', flag: '🇷🇴', antd: 'ro_RO' },
  { code: 'bg-BG', label: 'Български', flag: '🇧🇬', antd: 'bg_BG' },
  { code: 'el-GR', label: 'Ελληνικά', flag: '🇬🇷', antd: 'el_GR' },
  { code: 'hr-HR', label: 'Hrvatski', flag: '🇭🇷', antd: 'hr_HR' },
  { code: 'sr-RS', label: 'Српски', flag: '🇷🇸', antd: 'sr_RS' },
  { code: 'sl-SI', label: 'Slovenščina', flag: '🇸🇮', antd: 'sl_SI' },
  { code: 'et-EE', label: 'Eesti', flag: '🇪🇪', antd: 'et_EE' },
  { code: 'lv-LV', label: 'Latviešu', flag: '🇱🇻', antd: 'lv_LV' },
  { code: 'lt-LT', label: 'Lietuvių', flag: '🇱🇹', antd: 'lt_LT' },
  { code: 'is-IS', label: 'Íslenska', flag: '🇮🇸', antd: 'is_IS' },
  { code: 'ga-IE', label: 'Gaeilge', flag: '🇮🇪', antd: 'ga_IE' },
  { code: 'ca-ES', label: 'Català', flag: '🏳️', antd: 'ca_ES' },
  { code: 'id-ID', label: 'Bahasa Indonesia', flag: '🇮🇩', antd: 'id_ID' },
  { code: 'ms-MY', label: 'Bahasa Melayu', flag: '🇲🇾', antd: 'ms_MY' },
  { code: 'th-TH', label: 'ไทย', flag: '🇹🇭', antd: 'th_TH' },
  { code: 'vi-VN', label: 'Tiếng Việt', flag: '🇻🇳', antd: 'vi_VN' },
  { code: 'hi-IN', label: 'हिन्दी', flag: '🇮🇳', antd: 'hi_IN' },
  { code: 'bn-BD', label: 'বাংলা', flag: '🇧🇩', antd: 'bn_BD' },
  { code: 'ta-IN', label: 'தமிழ்', flag: '🇮🇳', antd: 'ta_IN' },
  { code: 'ka-GE', label: 'ქართული', flag: '🇬🇪', antd: 'ka_GE' },
  { code: 'hy-AM', label: 'Հայերեն', flag: '🇦🇲', antd: 'hy_AM' },
  { code: 'az-AZ', label: 'Azərbaycan', flag: '🇦🇿', antd: 'az_AZ' },
  { code: 'kk-KZ', label: 'Қазақ', flag: '🇰🇿', antd: 'kk_KZ' },
  { code: 'mn-MN', label: 'Монгол', flag: '🇲🇳', antd: 'mn_MN' },
];

export function isRtl(code: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(code.split('-')[0]);
}

export function catalogEntry(code: string): LocaleEntry | undefined {
  return LOCALE_CATALOG.find((entry) => entry.code === code);
}

/**
 * The rules of translations and dictionaries (docs/openapi.yaml `TranslationKey`, `DictionaryEntry` and the
 * operations' x-failures), named once for the forms and the simulator's checks.
 */
export const LOCALE_NAMES = ['zh-CN', 'en-US'] as const;
/** The dictionaries' id pattern: dot-separated words of letters, digits, `-` or `_`, the first starting with a letter. */
export const TRANSLATION_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;
export const TRANSLATION_KEY_MAX = 128;
export const TRANSLATION_VALUE_MAX = 1000;
/** The Excel import: an .xlsx of at most 2 MB and 5,000 data rows, checked before sending and by the server. */
export const TRANSLATION_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const TRANSLATION_FILE_MAX_ROWS = 5000;
export const TRANSLATION_TEMPLATE_NAME = 'translations-template.xlsx';

export const DICTIONARY_TYPES = ['anomalyClass', 'causeClass', 'discipline', 'platformTag'] as const;
export const DICTIONARY_NAME_MAX = 128;
export const DICTIONARY_CODE_MAX = 50;
export const DICTIONARY_CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
export const DICTIONARY_SORT_MAX = 9999;

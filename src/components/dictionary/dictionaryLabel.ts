/**
 * A dictionary entry's label (docs/openapi.yaml DictionaryEntry.name): its name is a translation key when one
 * exists (the server's translations from the startup list, or the bundled words of a section, such as the
 * feedback classes' enumeration words), shown translated; any other name is shown as it is. A name that is a
 * key with no translation in the active language would show a bare key: its code is shown instead. Labels are
 * text, never markup.
 */
import type { DictionaryEntry } from '@/services/dictionaries';

/** What `dictionaryLabel` reads of the active language: react-intl's messages and formatMessage. */
export interface LabelIntl {
  messages: Record<string, unknown>;
  formatMessage: (descriptor: { id: string }) => string;
}

/** A translation key: dot-separated words of letters, digits, dash or underscore, the first starting with a letter, at least two words. */
const KEY = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

/** Whether a name reads as a translation key (dictionary.discipline.navigation), translated or not. */
export const isTranslationKey = (name: string) => KEY.test(name);

/** Whether the active language has words for this name. */
export const hasTranslation = (intl: LabelIntl, name: string) => intl.messages[name] !== undefined;

/** The label of an entry: its name translated, else its name as it is (or its code when the name is an untranslated key). */
export function dictionaryLabel(intl: LabelIntl, entry: Pick<DictionaryEntry, 'name' | 'code'>): string {
  if (hasTranslation(intl, entry.name)) return intl.formatMessage({ id: entry.name });
  if (isTranslationKey(entry.name)) return entry.code;
  return entry.name;
}

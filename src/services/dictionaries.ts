/**
 * Dictionaries (docs/openapi.yaml, tag `dictionaries`; docs/api.md "Translations and dictionaries"): the option
 * lists of the selects that the specification leaves to data. An entry's name is a translation key when one
 * exists (shown translated), else shown as it is.
 */
import { callApi, SILENT } from '@/request/pipeline';
import type { Schema } from './types/contract';
import type { Page, PageQuery } from './types/list';

export type DictionaryType = Schema<'DictionaryType'>;
export type DictionaryEntry = Schema<'DictionaryEntry'>;
export type DictionaryInput = Schema<'DictionaryInput'>;
export type DictionaryFilters = Omit<Schema<'DictionaryPageQuery'>, 'pageNumber' | 'pageSize'>;

export {
  DICTIONARY_CODE_MAX,
  DICTIONARY_CODE_PATTERN,
  DICTIONARY_NAME_MAX,
  DICTIONARY_SORT_MAX,
  DICTIONARY_TYPES,
} from './types/system';

export function fetchDictionaryPage(query: PageQuery<DictionaryFilters>) {
  return callApi<Page<DictionaryEntry>>('base', '/dictionary/page', { method: 'POST', data: query });
}

/** One type's entries in their sort order, for a select. */
export function fetchDictionary(type: DictionaryType) {
  return callApi<DictionaryEntry[]>('base', '/dictionary/list', { method: 'POST', data: { type } });
}

/** Reports its own failure: a refused field or a taken code belongs to the form. */
export function createDictionaryEntry(input: DictionaryInput) {
  return callApi<DictionaryEntry>('base', '/dictionary', { method: 'POST', data: input, ...SILENT });
}

/** Reports its own failure: a refused field, a taken code or an in-use code belongs to the form. */
export function updateDictionaryEntry(id: string, input: DictionaryInput) {
  return callApi<DictionaryEntry>('base', '/dictionary', { method: 'PUT', data: { id, ...input }, ...SILENT });
}

export function deleteDictionaryEntries(ids: string[]) {
  return callApi<{ deleted: number }>('base', '/dictionary', { method: 'DELETE', data: { ids } });
}

/**
 * The selects a dictionary feeds (POST /dictionary/list): one type's entries in the server's order (sort,
 * then code; never re-sorted here), shared by every select and column of the type under one cache key, so
 * several selects on a screen make one call. The dictionaries screen forgets a type after a change, so the
 * next select opened asks again.
 */
import { useIntl } from '@umijs/max';
import { useCallback, useMemo } from 'react';
import { clearCache, useData } from '@/request/useData';
import { DICTIONARY_TYPES, fetchDictionary, type DictionaryEntry, type DictionaryType } from '@/services/dictionaries';
import { dictionaryLabel } from './dictionaryLabel';

const cacheKeyOf = (type: DictionaryType) => `dictionary-${type}`;
const NO_ENTRIES: DictionaryEntry[] = [];

/** One type's entries, in the server's order. */
export function useDictionary(type: DictionaryType) {
  const service = useCallback(() => fetchDictionary(type), [type]);
  const { data, loading } = useData(service, { cacheKey: cacheKeyOf(type), refreshDeps: [type] });
  return { entries: data ?? NO_ENTRIES, loading };
}

export interface DictionaryOption {
  value: string;
  label: string;
}

/**
 * antd options of one type (value: the code; label: dictionaryLabel), in the dictionary's order. `keep`: values
 * a record holds that the dictionary does not (any more), offered after the others as they are, so that
 * editing the record does not lose them.
 */
export function useDictionaryOptions(type: DictionaryType, keep: ReadonlyArray<string | null | undefined> = []) {
  const intl = useIntl();
  const { entries, loading } = useDictionary(type);
  const kept = keep.filter((value): value is string => typeof value === 'string' && value !== '').join('\n');
  const options = useMemo<DictionaryOption[]>(() => {
    const listed = entries.map((entry) => ({ value: entry.code, label: dictionaryLabel(intl, entry) }));
    const codes = new Set(listed.map((option) => option.value));
    const extra = kept === '' ? [] : [...new Set(kept.split('\n'))].filter((value) => !codes.has(value)).map((value) => ({ value, label: value }));
    return [...listed, ...extra];
  }, [entries, intl, kept]);
  return { options, loading };
}

/** A code's label in one type (for a list's column): the entry's label, else the code as it is. */
export function useDictionaryLabels(type: DictionaryType) {
  const intl = useIntl();
  const { entries } = useDictionary(type);
  return useMemo(() => {
    const byCode = new Map(entries.map((entry) => [entry.code, dictionaryLabel(intl, entry)]));
    return (code: string | null | undefined) => (code ? (byCode.get(code) ?? code) : '');
  }, [entries, intl]);
}

/** After a change to a type's entries: the next select of the type asks again. */
export function forgetDictionary(type?: DictionaryType): void {
  clearCache((type ? [type] : DICTIONARY_TYPES).map(cacheKeyOf));
}

/**
 * A list's search in the address (`/assets/list?assetNumber=AS-000123`): the
 * search form's fields and the keyword box are read from the query string
 * when the list opens and whenever the address changes, and written back
 * when a person searches, beside whatever else the address holds (a tab, a
 * marked row), which stays as it is.
 *
 * Only the list's own field names count (a column's `dataIndex`, and
 * `keyword` when the list has a keyword box); any other name is ignored. A
 * value is taken as typed input of its field would be: a text field's text
 * (cut to its `maxLength`); a select's one of its options, typed as the
 * option's value (several, each an option, for a multiple select); a date
 * range's two days `YYYY-MM-DD` (a date-time range's `YYYY-MM-DD HH:mm:ss`),
 * real dates, in order, none the field disables. Anything else is ignored.
 */
import { history } from '@umijs/max';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, useSyncExternalStore } from 'react';
import type { ListColumn } from './listColumns';

/** The keyword box's name in the address (and in the list's request). */
export const KEYWORD = 'keyword';

export const DAY_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** What a list searches by: the search form's values by field name, and the keyword. */
export interface SearchValues {
  form: Record<string, unknown>;
  keyword?: string;
}

/** What the address needs of a search field: its name, kind and props. */
export type SearchField = Pick<ListColumn<unknown>, 'dataIndex' | 'valueType' | 'fieldProps'>;

export interface SearchFields {
  /** The search form's fields (columns with a `dataIndex`). */
  fields: readonly SearchField[];
  /** The keyword box's maxLength when the list has one; undefined: no keyword box. */
  keyword?: { maxLength?: number };
}

interface Option {
  value: unknown;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function cut(text: string, maxLength: unknown): string {
  return typeof maxLength === 'number' && maxLength >= 0 ? text.slice(0, maxLength) : text;
}

function optionsOf(column: SearchField): Option[] {
  const options = column.fieldProps?.options;
  return Array.isArray(options) ? options.filter((option): option is Option => typeof option === 'object' && option !== null && 'value' in option) : [];
}

/** A day or a time written exactly in the format (dayjs alone is lenient: '2026-02-30' must not pass). */
function parseExact(text: string, format: string): Dayjs | undefined {
  const pattern = format === DAY_FORMAT ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  if (!pattern.test(text)) return undefined;
  const value = dayjs(text);
  return value.isValid() && value.format(format) === text ? value : undefined;
}

function readRange(column: SearchField, raws: string[], format: string): [Dayjs, Dayjs] | undefined {
  if (raws.length !== 2) return undefined;
  const [from, to] = raws.map((raw) => parseExact(raw, format));
  if (!from || !to || from.isAfter(to)) return undefined;
  const disabledDate = column.fieldProps?.disabledDate;
  if (typeof disabledDate === 'function') {
    const disabled = disabledDate as (day: Dayjs, info: { type: 'date' }) => boolean;
    if (disabled(from, { type: 'date' }) || disabled(to, { type: 'date' })) return undefined;
  }
  return [from, to];
}

function readSelect(column: SearchField, raws: string[]): unknown {
  const options = optionsOf(column);
  const chosen = raws.flatMap((raw) => options.filter((option) => String(option.value) === raw).slice(0, 1).map((option) => option.value));
  const mode = column.fieldProps?.mode;
  if (mode === 'multiple' || mode === 'tags') return chosen.length > 0 ? [...new Set(chosen)] : undefined;
  return raws.length === 1 && chosen.length === 1 ? chosen[0] : undefined;
}

/** One field's value from the address, or undefined when it names none (or none the field takes). */
function readField(column: SearchField, query: URLSearchParams): unknown {
  const name = column.dataIndex;
  if (name === undefined) return undefined;
  const raws = query.getAll(name).map((raw) => raw.trim());
  if (raws.length === 0 || raws.every((raw) => raw === '')) return undefined;
  switch (column.valueType) {
    case 'select':
      return readSelect(column, raws);
    case 'dateRange':
      return readRange(column, raws, DAY_FORMAT);
    case 'dateTimeRange':
      return readRange(column, raws, TIME_FORMAT);
    default:
      return raws.length === 1 ? cut(raws[0], column.fieldProps?.maxLength) || undefined : undefined;
  }
}

/** The search the address names, for the list's fields: only what each field would take. */
export function readSearch(query: URLSearchParams, { fields, keyword }: SearchFields): SearchValues {
  const form: Record<string, unknown> = {};
  for (const column of fields) {
    const value = readField(column, query);
    if (value !== undefined && column.dataIndex !== undefined) form[column.dataIndex] = value;
  }
  const words = keyword ? query.getAll(KEYWORD) : [];
  const text = words.length === 1 ? cut(words[0].trim(), keyword?.maxLength) : '';
  return text === '' ? { form } : { form, keyword: text };
}

function writeValue(value: unknown, column: SearchField): string[] {
  if (isBlank(value)) return [];
  if (column.valueType === 'dateRange' || column.valueType === 'dateTimeRange') {
    const format = column.valueType === 'dateRange' ? DAY_FORMAT : TIME_FORMAT;
    if (!Array.isArray(value) || value.length !== 2) return [];
    const days = value.map((day) => (day ? dayjs(day as Dayjs) : undefined));
    return days.every((day) => day?.isValid()) ? days.map((day) => (day as Dayjs).format(format)) : [];
  }
  if (Array.isArray(value)) return value.filter((item) => !isBlank(item)).map(String);
  return [String(value).trim()];
}

/** The address's query with the search written in place of the list's own fields; every other name as it was. */
export function writeSearch(query: URLSearchParams, { fields, keyword }: SearchFields, values: SearchValues): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const column of fields) {
    const name = column.dataIndex;
    if (name === undefined) continue;
    next.delete(name);
    for (const text of writeValue(values.form[name], column)) next.append(name, text);
  }
  if (keyword) {
    next.delete(KEYWORD);
    if (!isBlank(values.keyword)) next.set(KEYWORD, String(values.keyword).trim());
  }
  return next;
}

/** Whether the console's router history is there (not in a component rendered on its own). */
const hasHistory = () => typeof history === 'object' && history !== null;

function subscribe(listener: () => void): () => void {
  return hasHistory() ? history.listen(listener) : () => undefined;
}

/**
 * The address's query string (`?a=1`, or ''), following it while the path
 * is the one the caller was first drawn at (a list does not take another
 * screen's query for its own as it leaves); undefined outside the console's
 * router or on another path.
 */
export function useAddressQuery(): string | undefined {
  const [path] = useState(() => (hasHistory() ? history.location.pathname : undefined));
  const location = useSyncExternalStore(subscribe, () => (hasHistory() ? history.location : undefined));
  return location && location.pathname === path ? location.search : undefined;
}

/** Goes to the same path with this query (a new entry: Back returns to the previous search). */
export function pushAddressQuery(query: URLSearchParams): void {
  if (!hasHistory()) return;
  const search = query.toString();
  const { pathname, hash } = history.location;
  history.push({ pathname, search: search ? `?${search}` : '', hash });
}

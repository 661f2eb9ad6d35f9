/**
 * Lists (docs/api.md "Lists"): every `.../page` call reads paging, its
 * documented filters and sort fields here, and orders the same way: the
 * sort field (empty values last), then the newest first, then the higher id.
 * Anything else in the body is 40001 with the field named.
 */
import { fieldError, isTime, pageInput } from './validate';

export type Predicate<T> = (item: T) => boolean;
/**
 * Turns a filter's value (never undefined, null or '') into a test; undefined
 * when it filters nothing (an empty list, a blank text); throws 40001 for a
 * value of the wrong kind.
 */
export type FilterReader<T> = (value: unknown, field: string) => Predicate<T> | undefined;
export type SortKey = string | number | null;

export interface ListSpec<T> {
  filters?: Record<string, FilterReader<T>>;
  sorts?: Record<string, (item: T) => SortKey>;
  /** The default order: the latest created first, then the higher id. */
  createdAt: (item: T) => number;
  id: (item: T) => string;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
}

export type SortOrder = 'ascend' | 'descend';
const PAGING_FIELDS = new Set(['pageNumber', 'pageSize', 'sortField', 'sortOrder']);

/** Ids of one kind compare as their numbers do: `a9` before `a10`. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Matches when any of the texts holds the value, case-insensitively (blank filters nothing). */
export function textFilter<T>(...texts: Array<(item: T) => string>): FilterReader<T> {
  return (value, field) => {
    if (typeof value !== 'string') throw fieldError(field, 'invalid', `${field} must be text`);
    const needle = value.trim().toLowerCase();
    if (needle === '') return undefined;
    return (item) => texts.some((text) => text(item).toLowerCase().includes(needle));
  };
}

/** Matches an id exactly. */
export function idFilter<T>(id: (item: T) => string): FilterReader<T> {
  return (value, field) => {
    if (typeof value !== 'string') throw fieldError(field, 'invalid', `${field} must be an id`);
    return (item) => id(item) === value;
  };
}

/** Matches one of the given values (a number or a list of them, each one of `allowed`; [] filters nothing). */
export function numberFilter<T>(read: (item: T) => number, allowed: readonly number[]): FilterReader<T> {
  return (value, field) => {
    const wanted = Array.isArray(value) ? (value as unknown[]) : [value];
    if (wanted.some((entry) => typeof entry !== 'number' || !allowed.includes(entry))) {
      throw fieldError(field, 'invalid', `${field} must be one or more of ${allowed.join(', ')}`);
    }
    if (wanted.length === 0) return undefined;
    const set = new Set(wanted as number[]);
    return (item) => set.has(read(item));
  };
}

/** Matches true or false. */
export function booleanFilter<T>(read: (item: T) => boolean): FilterReader<T> {
  return (value, field) => {
    if (typeof value !== 'boolean') throw fieldError(field, 'invalid', `${field} must be true or false`);
    return (item) => read(item) === value;
  };
}

/** Matches one of the given words (a word or a list of them, each one of `allowed`; [] filters nothing). */
export function choiceFilter<T>(read: (item: T) => string, allowed: readonly string[]): FilterReader<T> {
  return (value, field) => {
    const wanted = Array.isArray(value) ? (value as unknown[]) : [value];
    if (wanted.some((entry) => typeof entry !== 'string' || !allowed.includes(entry))) {
      throw fieldError(field, 'invalid', `${field} must be one or more of ${allowed.join(', ')}`);
    }
    if (wanted.length === 0) return undefined;
    const set = new Set(wanted as string[]);
    return (item) => set.has(read(item));
  };
}

/** An inclusive time bound (`...From` or `...To`); an item without the time never matches. */
export function timeFilter<T>(read: (item: T) => number | null, bound: 'from' | 'to'): FilterReader<T> {
  return (value, field) => {
    if (!isTime(value)) throw fieldError(field, 'invalid', `${field} must be a time in epoch milliseconds`);
    return (item) => {
      const time = read(item);
      return time !== null && (bound === 'from' ? time >= value : time <= value);
    };
  };
}

function readFilters<T>(input: Record<string, unknown>, spec: ListSpec<T>): Predicate<T>[] {
  const predicates: Predicate<T>[] = [];
  for (const [field, value] of Object.entries(input)) {
    if (PAGING_FIELDS.has(field)) continue;
    const reader = spec.filters && Object.hasOwn(spec.filters, field) ? spec.filters[field] : undefined;
    if (!reader) throw fieldError(field, 'invalid', `Unknown filter ${field}`);
    if (isBlank(value)) continue;
    const predicate = reader(value, field);
    if (predicate) predicates.push(predicate);
  }
  return predicates;
}

interface Sort<T> {
  key: (item: T) => SortKey;
  direction: 1 | -1;
}

function readSort<T>(input: Record<string, unknown>, spec: ListSpec<T>): Sort<T> | undefined {
  const { sortField, sortOrder } = input;
  if (!isBlank(sortOrder) && sortOrder !== 'ascend' && sortOrder !== 'descend') {
    throw fieldError('sortOrder', 'invalid', "sortOrder must be 'ascend' or 'descend'");
  }
  if (isBlank(sortField)) return undefined;
  const key = typeof sortField === 'string' && spec.sorts && Object.hasOwn(spec.sorts, sortField) ? spec.sorts[sortField] : undefined;
  if (!key) throw fieldError('sortField', 'invalid', `Unknown sortField ${String(sortField)}`);
  return { key, direction: sortOrder === 'descend' ? -1 : 1 };
}

interface Entry<T> {
  item: T;
  key: SortKey;
  createdAt: number;
  id: string;
}

function compareKeys(a: SortKey, b: SortKey, direction: 1 | -1): number {
  if (a === b) return 0;
  // Empty values last, whichever the direction.
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? -1 : 1) * direction;
}

/** The items in list order: the sort (texts without regard to case), then the newest, then the higher id. */
function ordered<T>(items: T[], spec: ListSpec<T>, sort: Sort<T> | undefined): T[] {
  const entries: Entry<T>[] = items.map((item) => {
    const key = sort ? sort.key(item) : null;
    return { item, key: typeof key === 'string' ? key.toLowerCase() : key, createdAt: spec.createdAt(item), id: spec.id(item) };
  });
  const direction = sort?.direction ?? 1;
  entries.sort((a, b) => compareKeys(a.key, b.key, direction) || b.createdAt - a.createdAt || compareIds(b.id, a.id));
  return entries.map((entry) => entry.item);
}

/** One page of `items` as the body asks (paging, filters, sort), each shown by `show`, and how many match. */
export function pageOf<T, U>(
  items: Iterable<T>,
  body: Record<string, unknown>,
  spec: ListSpec<T>,
  show: (item: T) => U,
): Page<U> {
  const { pageNumber, pageSize } = pageInput(body);
  const sort = readSort(body, spec);
  const predicates = readFilters(body, spec);
  const matching: T[] = [];
  for (const item of items) if (predicates.every((predicate) => predicate(item))) matching.push(item);
  const start = (pageNumber - 1) * pageSize;
  return { items: ordered(matching, spec, sort).slice(start, start + pageSize).map(show), totalCount: matching.length };
}

/**
 * Every item matching the filters of `body` (checked as a page call checks
 * them; paging fields are ignored), in list order: for exports.
 */
export function matchingOf<T>(items: Iterable<T>, body: Record<string, unknown>, spec: ListSpec<T>): T[] {
  const sort = readSort(body, spec);
  const predicates = readFilters(body, spec);
  const matching: T[] = [];
  for (const item of items) if (predicates.every((predicate) => predicate(item))) matching.push(item);
  return ordered(matching, spec, sort);
}

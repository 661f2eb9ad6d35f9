/**
 * THE adapter between a list table and a `.../page` call (docs/api.md "Lists"):
 * the table's page, page size, sort, search form and column filters become
 * `{ pageNumber, pageSize, sortField, sortOrder, ...filters }`; the answer's
 * `{ items, totalCount }` becomes the table's `{ data, total, success }` (the calling shape ListTable kept from ProTable).
 * Empty values are dropped, texts trimmed, enumeration filters turned into
 * numbers, date ranges into inclusive epoch-millisecond bounds. A failed
 * call (already shown once by the pipeline) leaves an empty, usable table.
 */
import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE, type Page, type PageQuery, type SortOrder } from '@/services/types/list';

export interface TableParams {
  current?: number;
  pageSize?: number;
  [field: string]: unknown;
}

export type TableSort = Record<string, SortOrder | null | undefined>;
export type TableFilter = Record<string, ReadonlyArray<string | number | boolean> | null | undefined>;

export interface TableResult<Row> {
  data: Row[];
  total: number;
  success: boolean;
}

export interface PageRequestOptions {
  /** Filters whose values are enumeration numbers (a select or a column filter gives strings). */
  numeric?: readonly string[];
  /** Search fields holding a date range -> the two bounds they become (whole days). */
  dateRanges?: Readonly<Record<string, readonly [from: string, to: string]>>;
  /** Search fields holding a date-time range -> the two bounds they become (to the second). */
  timeRanges?: Readonly<Record<string, readonly [from: string, to: string]>>;
  /** The server's name of a column's sort, when it differs from the column's dataIndex. */
  sortNames?: Readonly<Record<string, string>>;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function toNumbers(value: unknown): number[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  const numbers = list.map((item) => (typeof item === 'number' ? item : Number(String(item).trim()))).filter(Number.isFinite);
  return numbers.length ? numbers : undefined;
}

function toRange(value: unknown, [fromKey, toKey]: readonly [string, string], unit: 'day' | 'second'): Record<string, number> {
  if (!Array.isArray(value) || value.length !== 2) return {};
  const [from, to] = value.map((item) => dayjs(item as string | number | Date));
  const bounds: Record<string, number> = {};
  if (from.isValid()) bounds[fromKey] = from.startOf(unit).valueOf();
  if (to.isValid()) bounds[toKey] = to.endOf(unit).valueOf();
  return bounds;
}

/** The filters of a page call, from the table's params and column filters. */
export function toFilters(params: Record<string, unknown>, filter: TableFilter, options: PageRequestOptions = {}) {
  const numeric = new Set(options.numeric ?? []);
  const out: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries({ ...params, ...filter })) {
    if (isEmpty(raw)) continue;
    const days = options.dateRanges?.[field];
    const times = options.timeRanges?.[field];
    if (days) Object.assign(out, toRange(raw, days, 'day'));
    else if (times) Object.assign(out, toRange(raw, times, 'second'));
    else if (numeric.has(field)) {
      const numbers = toNumbers(raw);
      if (numbers) out[field] = numbers;
    } else if (typeof raw === 'string') {
      if (raw.trim()) out[field] = raw.trim();
    } else out[field] = raw;
  }
  return out;
}

/** The first active sort of the table's sort map. */
export function toSort(sort: TableSort, options: PageRequestOptions = {}): Pick<PageQuery, 'sortField' | 'sortOrder'> {
  const active = Object.entries(sort).find(([, order]) => order === 'ascend' || order === 'descend');
  if (!active) return {};
  const [field, order] = active;
  return { sortField: options.sortNames?.[field] ?? field, sortOrder: order as SortOrder };
}

export function pageRequest<Row, F extends object>(
  fetchPage: (query: PageQuery<F>) => Promise<Page<Row>>,
  options: PageRequestOptions = {},
) {
  return async (params: TableParams, sort: TableSort = {}, filter: TableFilter = {}): Promise<TableResult<Row>> => {
    const { current = 1, pageSize = DEFAULT_PAGE_SIZE, ...rest } = params;
    const query = {
      pageNumber: current,
      pageSize,
      ...toSort(sort, options),
      ...toFilters(rest, filter, options),
    } as PageQuery<F>;
    try {
      const page = await fetchPage(query);
      return { data: page.items, total: page.totalCount, success: true };
    } catch {
      return { data: [], total: 0, success: false };
    }
  };
}

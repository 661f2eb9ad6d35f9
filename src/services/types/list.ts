/** Paged lists (docs/api.md "Lists"): one request shape and one answer for every `.../page` call. */
export type SortOrder = 'ascend' | 'descend';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export interface Page<T> {
  items: T[];
  totalCount: number;
}

/** The body of a `.../page` call: paging, an optional sort, and the domain's filters. */
export type PageQuery<F extends object = object> = {
  pageNumber: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
} & Partial<F>;

/**
 * What every full list screen's ListTable shares: paging sizes, the search
 * form, the keyword box; and the columns a person chose to show, kept in the
 * browser under our own key (ListTable is given them as a controlled value,
 * so the screen knows them too, e.g. to size a virtual table).
 */
import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@/services/types/list';

/** The keyword box's width; a list whose placeholder names several fields takes a wider one. */
export const KEYWORD_WIDTH = 240;
export const WIDE_KEYWORD_WIDTH = 320;

export function listTableProps(keywordPlaceholder: string, { keywordWidth = KEYWORD_WIDTH }: { keywordWidth?: number } = {}) {
  return {
    pagination: { defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS.map(String) },
    search: { defaultCollapsed: true },
    options: {
      search: { placeholder: keywordPlaceholder, allowClear: true, maxLength: 50, style: { width: keywordWidth } },
      reload: true,
      density: true,
      setting: true,
    },
    scroll: { x: 'max-content' as const },
  };
}

/** The width of the selection or expand column antd adds in front of the rows. */
export const ROW_CONTROL_WIDTH = 48;

/**
 * The table's scroll width: the sum of the shown columns' widths plus `extra`
 * (a selection or expand column). Every column of a list has a width, and a
 * numeric `scroll.x` keeps them (max-content lets wide cells and wrapped tags
 * stretch the table past its card, pushing the last columns off the page).
 */
export function columnsWidth(columns: ReadonlyArray<{ width?: number | string; hideInTable?: boolean }>, extra = 0): number {
  return columns.reduce((sum, column) => sum + (!column.hideInTable && typeof column.width === 'number' ? column.width : 0), extra);
}

/** Per column (its dataIndex): shown or not (the shape ProTable kept, so a person's stored choice still reads). */
export type ColumnsMap = Record<string, { show?: boolean; order?: number; fixed?: 'left' | 'right' }>;

const storageKey = (table: string) => `tableColumns:${table}`;

/** The stored choice when it is a plain object of column states; anything else reads as none. */
export function readColumns(table: string): ColumnsMap | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(table)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const valid = Object.values(parsed).every((state) => typeof state === 'object' && state !== null && !Array.isArray(state));
    return valid ? (parsed as ColumnsMap) : null;
  } catch {
    return null;
  }
}

export function writeColumns(table: string, columns: ColumnsMap): void {
  try {
    window.localStorage.setItem(storageKey(table), JSON.stringify(columns));
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}

/** The columns shown in a list, as a person left them (or the defaults), for ListTable's `columnsState`. */
export function useStoredColumns(table: string, defaults: ColumnsMap) {
  const [value, setValue] = useState<ColumnsMap>(() => readColumns(table) ?? defaults);
  const onChange = useCallback(
    (next: ColumnsMap) => {
      setValue(next);
      writeColumns(table, next);
    },
    [table],
  );
  return { value, onChange, defaultValue: defaults };
}

/**
 * A column is never narrower than its title. Lists draw with a fixed table
 * layout (every column has a width, so a wide cell cannot push the last
 * columns off the card); a title wider than its column would then break
 * inside a word ("Num/ber") or run under the next column, a fixed Actions
 * column included ("Createc"). Each column with a text title gets at least
 * the title's width, its sort and filter icons and the cell's padding, in
 * the language shown, so both languages keep whole words on one line; the
 * columns that cut their text anyway give that room first, so a table that
 * fitted its card still does.
 */
import { theme } from 'antd';
import { useMemo } from 'react';

/** Room beside the title for antd's sort arrows and for its filter trigger. */
export const SORTER_ROOM = 24;
export const FILTER_ROOM = 32;

interface Sized {
  title?: unknown;
  width?: number | string;
  sorter?: unknown;
  filters?: unknown;
  filterDropdown?: unknown;
}

/** The title's text width in px; measured with a canvas where there is one, estimated otherwise (wide for CJK). */
export type Measure = (text: string) => number;

export function estimateWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(char) ? fontSize : fontSize * 0.62;
  return Math.ceil(width);
}

export function canvasMeasure(font: string, fontSize: number): Measure {
  let context: CanvasRenderingContext2D | null = null;
  try {
    // jsdom has no canvas: it answers null (and says so on the console), so ask only where a canvas can draw.
    if (typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent)) context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return (text) => estimateWidth(text, fontSize);
  context.font = font;
  const measured = context;
  return (text) => Math.ceil(measured.measureText(text).width);
}

/** A cut column (`ellipsis`) gives room to others down to its own title's need, and never below this. */
export const CUT_COLUMN_MIN = 80;

/**
 * The columns, each at least as wide as its title needs; a column without a numeric width or a text title is
 * left as it is. The room the titles need, and what the columns take past `available` (the width the table
 * has on screen, less `extra` for a selection column; unknown: 0), is taken from the columns that cut their
 * text anyway (`ellipsis`), in proportion to what each can spare down to its own title or CUT_COLUMN_MIN: a
 * table that fitted its card still does, and one that did not fits it when its cut columns can give enough.
 */
export function withHeaderRoom<C extends Sized & { ellipsis?: unknown }>(columns: C[], measure: Measure, cellPadding: number, available = 0): C[] {
  const needs = columns.map((column) => {
    if (typeof column.width !== 'number' || typeof column.title !== 'string') return undefined;
    const icons = (column.sorter ? SORTER_ROOM : 0) + (column.filters || column.filterDropdown ? FILTER_ROOM : 0);
    return measure(column.title) + icons + 2 * cellPadding + 1;
  });
  const widths = columns.map((column, index) => {
    const need = needs[index];
    return typeof column.width === 'number' && need !== undefined ? Math.max(column.width, need) : column.width;
  });
  const sum = (list: Array<number | string | undefined>) => list.reduce<number>((total, width) => total + (typeof width === 'number' ? width : 0), 0);
  const before = sum(columns.map((column) => column.width));
  const target = available > 0 ? Math.min(before, available) : before;
  const deficit = sum(widths) - target;
  const spare = columns.map((column, index) => {
    const width = widths[index];
    if (!column.ellipsis || typeof width !== 'number' || width !== column.width) return 0;
    return Math.max(0, width - Math.max(needs[index] ?? 0, CUT_COLUMN_MIN));
  });
  const totalSpare = sum(spare);
  if (deficit > 0 && totalSpare > 0) {
    const take = Math.min(deficit, totalSpare);
    let left = take;
    spare.forEach((room, index) => {
      if (room === 0 || left === 0) return;
      const given = Math.min(left, room, Math.ceil((room * take) / totalSpare));
      widths[index] = (widths[index] as number) - given;
      left -= given;
    });
  }
  return columns.map((column, index) => (widths[index] === column.width ? column : { ...column, width: widths[index] }));
}

/** withHeaderRoom with the theme's header font and the table's cell padding for its size. */
export function useHeaderRoom<C extends Sized & { ellipsis?: unknown }>(
  columns: C[],
  size: 'large' | 'middle' | 'small' | undefined,
  available = 0,
): C[] {
  const { token } = theme.useToken();
  const padding = size === 'middle' || size === 'small' ? token.paddingXS : token.padding;
  const font = `${token.fontWeightStrong} ${token.fontSize}px ${token.fontFamily}`;
  const measure = useMemo(() => canvasMeasure(font, token.fontSize), [font, token.fontSize]);
  return useMemo(() => withHeaderRoom(columns, measure, padding, available), [columns, measure, padding, available]);
}

/** A numeric `scroll.x` grown or shrunk by what the columns' widths changed by; any other scroll as it is. */
export function scrollFor<S extends { x?: unknown }>(
  scroll: S | undefined,
  before: ReadonlyArray<{ width?: unknown }>,
  after: ReadonlyArray<{ width?: unknown }>,
): S | undefined {
  if (!scroll || typeof scroll.x !== 'number') return scroll;
  const total = (list: ReadonlyArray<{ width?: unknown }>) =>
    list.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
  return { ...scroll, x: scroll.x + total(after) - total(before) };
}

/**
 * A list's columns, described once for its table and its search form (the
 * shape ProTable's columns had, the part of it the console uses): what a
 * column shows, whether it sorts or filters on the server, and the search
 * field it gives the form, with the field's kind and props. Turned here into
 * antd Table columns: an empty cell shows `EMPTY`, a row's actions sit side
 * by side, hidden columns (by the column or by a person's choice) drop out.
 * A cell's text (its value, or the text its render returns) is data: it is
 * isolated from the page's direction (DataText), `ltr` or by its first letter.
 */
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { dataValue } from '@/components/DataText';
import { dataCell, isBlank } from './emptyCell';
import type { ColumnsMap } from './listSettings';
import { LIST_CLASS } from './listStyle';
import { TextCell } from './textCell';

/** The search field a column gives the form: a text box, a select, a date or date-time range; 'option' is a row's actions. */
export type ListValueType = 'text' | 'select' | 'dateRange' | 'dateTimeRange' | 'option';

/** A column: antd's column props, and these. */
export type ListColumn<Row> = {
  /** The row's field the column shows, and the search field's name. */
  dataIndex?: string;
  valueType?: ListValueType;
  /** No search field for this column. */
  search?: false;
  /** Only a search field: no column in the table. */
  hideInTable?: boolean;
  /** A copy button after the cell's text. */
  copyable?: boolean;
  /**
   * The column's values are always left-to-right (numbers with units, phones, emails, paths,
   * serials, dates, versions, IP addresses): they keep that order in a right-to-left page. Other
   * values take the direction of their own first letter (DataText).
   */
  ltr?: boolean;
  /** The search field's props (a select's options, an input's maxLength, a picker's disabledDate…). */
  fieldProps?: Record<string, unknown>;
  /** The cell; an array (a row's actions) is laid out side by side. */
  render?: (value: unknown, row: Row, index: number) => ReactNode | ReactNode[];
} & Omit<TableColumnType<Row>, 'render' | 'dataIndex' | 'key'>;

export const columnKey = (column: { dataIndex?: string; title?: unknown }, index: number): string => column.dataIndex ?? `column-${index}`;

/** A row's actions, side by side as ProTable laid them out, wrapping as whole actions when the column is narrow. */
/** A row's actions: link buttons as tight as links (listStyle.ts), whole ones wrapped onto a second line when the column is narrow. */
function Actions({ children }: { children: ReactNode[] }) {
  return <div className={`${LIST_CLASS}-row-actions`}>{children}</div>;
}

/** The columns of the table: those shown by the column and by a person's choice (`state`), in the table's shape. */
export function tableColumns<Row>(columns: ReadonlyArray<ListColumn<Row>>, state: ColumnsMap = {}): TableColumnType<Row>[] {
  return columns.flatMap((column, index) => {
    const key = columnKey(column, index);
    if (column.hideInTable || state[key]?.show === false) return [];
    // The list's own fields stay here; the rest is antd's column.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { valueType, search, hideInTable, fieldProps, copyable = false, ltr = false, render, ...rest } = column;
    const draw = (value: unknown, row: Row, rowIndex: number): ReactNode => {
      if (!render) {
        const cut = Boolean(column.ellipsis);
        return (copyable || cut) && !isBlank(value) ? <TextCell text={String(value)} copyable={copyable} ellipsis={cut} ltr={ltr} /> : dataCell(value, ltr);
      }
      const drawn = render(value, row, rowIndex);
      if (valueType === 'option' && Array.isArray(drawn)) return <Actions>{drawn}</Actions>;
      return dataValue(drawn as ReactNode, ltr);
    };
    return [{ ...rest, key, dataIndex: column.dataIndex, render: draw }];
  });
}

/** The columns that give the search form a field, in their order. */
export function searchColumns<Row>(columns: ReadonlyArray<ListColumn<Row>>): ListColumn<Row>[] {
  return columns.filter((column) => column.search !== false && column.valueType !== 'option' && column.dataIndex !== undefined);
}

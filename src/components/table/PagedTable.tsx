/**
 * A small server-paged table inside a screen (a detail tab, a drawer, an
 * opened row): no search form, no toolbar. antd's Table over
 * `useServerPage`, without ProTable, so a screen that draws only these
 * tables does not load ProComponents' table and form (docs/performance.md, 'Byte
 * budgets'). Looks as ProTable drew it: small rows, an empty cell shows
 * `EMPTY`, the pager says which rows of how many (and the few rules of
 * ProTable's styles these tables showed, in PagedTable.less).
 */
import { useIntl } from '@umijs/max';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { Page, PageQuery } from '@/services/types/list';
import { emptyWhileLoading } from './emptyWhileLoading';
import { valueCell } from './emptyCell';
import { useHeaderRoom } from './headerRoom';
import styles from './PagedTable.less';
import { serverPager } from './pager';
import { useServerPage } from './useServerPage';

export interface PagedTableProps<Row> {
  columns: TableColumnsType<Row>;
  /** The page call; a new function (another record) reloads from page 1. */
  fetchPage: (query: PageQuery) => Promise<Page<Row>>;
  testId: string;
  /** Reloads the shown page this often (ms, at least `MIN_POLL_MS`) while set. */
  polling?: number;
}

/** A column drawn from its value alone shows `EMPTY` for a missing one. */
function withEmptyText<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return columns.map((column) => (column.render ? column : { ...column, render: valueCell }));
}

export default function PagedTable<Row extends { id: string }>({ columns, fetchPage, testId, polling }: PagedTableProps<Row>) {
  const intl = useIntl();
  const page = useServerPage(fetchPage, { polling });
  const shownColumns = useHeaderRoom(useMemo(() => withEmptyText(columns), [columns]), 'small');
  return (
    <Table<Row>
      className={styles.table}
      rowKey="id"
      size="small"
      columns={shownColumns}
      dataSource={page.rows}
      loading={page.loading}
      locale={emptyWhileLoading(undefined, page.loading)}
      pagination={serverPager(page, intl)}
      onChange={({ current, pageSize }) => page.goTo(current ?? 1, pageSize ?? page.pageSize)}
      // rc-table puts it on the table itself (header and rows), as ProTable did.
      data-testid={testId}
    />
  );
}

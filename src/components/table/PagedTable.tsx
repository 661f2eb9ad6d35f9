/** A small server-paged table inside a screen (a detail tab, a drawer): no search form, no toolbar. */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, type Page, type PageQuery } from '@/services/types/list';
import { pageRequest } from './pageRequest';

export interface PagedTableProps<Row> {
  columns: ProColumns<Row>[];
  /** The page call; a new function (another record) reloads from page 1. */
  fetchPage: (query: PageQuery) => Promise<Page<Row>>;
  testId: string;
  /** Reloads the shown page this often (ms, at least 2000) while set. */
  polling?: number;
}

export default function PagedTable<Row extends { id: string }>({ columns, fetchPage, testId, polling }: PagedTableProps<Row>) {
  const request = useMemo(() => pageRequest<Row, object>(fetchPage), [fetchPage]);
  return (
    <ProTable<Row>
      rowKey="id"
      size="small"
      search={false}
      options={false}
      request={request}
      columns={columns}
      pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE }}
      polling={polling}
      data-testid={testId}
    />
  );
}

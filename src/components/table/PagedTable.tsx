/** A small server-paged table inside a screen (a detail tab, a drawer): no search form, no toolbar. */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type Page, type PageQuery } from '@/services/types/list';
import { pageRequest } from './pageRequest';

export interface PagedTableProps<Row> {
  columns: ProColumns<Row>[];
  /** The page call; a new function (another record) reloads from page 1. */
  fetchPage: (query: PageQuery) => Promise<Page<Row>>;
  testId: string;
}

export default function PagedTable<Row extends { id: string }>({ columns, fetchPage, testId }: PagedTableProps<Row>) {
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
      data-testid={testId}
    />
  );
}

/** What every full list screen's ProTable shares: paging sizes, the search form, the keyword box. */
export function listTableProps(keywordPlaceholder: string) {
  return {
    pagination: { defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS.map(String) },
    search: { labelWidth: 'auto' as const, defaultCollapsed: true },
    options: {
      search: { placeholder: keywordPlaceholder, allowClear: true, maxLength: 50, style: { width: 240 } },
      reload: true,
      density: true,
      setting: true,
    },
    scroll: { x: 'max-content' as const },
  };
}

/** The pager under a server-paged table: the page shown, its size, the total, and "1-10 of 56 items" from our dictionaries. */
import type { useIntl } from '@umijs/max';
import type { PaginationProps } from 'antd';
import type { ServerPage } from './useServerPage';

export function serverPager(page: ServerPage<unknown>, intl: ReturnType<typeof useIntl>, more: PaginationProps = {}): PaginationProps {
  return {
    current: page.pageNumber,
    pageSize: page.pageSize,
    total: page.total,
    showTotal: (total, [from, to]) => intl.formatMessage({ id: 'list.range' }, { from, to, total }),
    ...more,
  };
}

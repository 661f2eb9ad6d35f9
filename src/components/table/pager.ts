/**
 * The pager under a server-paged table: the page shown, its size, the total, and "1-10 of 56 items" from our dictionaries.
 * A pager with a single page is not drawn (a table opened inside another's row would otherwise stack its "< 1 >" over the
 * outer one's), unless it offers page sizes: antd hides a hidden-on-single-page pager whole, size changer included, so a
 * person who chose 50 a page could never come back to 10.
 */
import type { useIntl } from '@umijs/max';
import type { PaginationProps } from 'antd';
import type { ServerPage } from './useServerPage';

export function serverPager(page: ServerPage<unknown>, intl: ReturnType<typeof useIntl>, more: PaginationProps = {}): PaginationProps {
  return {
    current: page.pageNumber,
    pageSize: page.pageSize,
    total: page.total,
    showTotal: (total, [from, to]) => intl.formatMessage({ id: 'list.range' }, { from, to, total }),
    hideOnSinglePage: !more.showSizeChanger,
    ...more,
  };
}

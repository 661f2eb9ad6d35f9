/**
 * antd's Pagination, loaded when first drawn, for antd's List, which imports
 * it but draws it only for a `pagination` (no List of the console has one;
 * .umirc.ts, 'lazy-list-pagination'). antd's Pagination with rc-pagination
 * (about 7 KB gzip) leaves the screens that draw a List (the dispatch
 * screens' layer order, the header's notification list); antd's Table
 * imports its own, at once.
 */
import type { PaginationProps } from 'antd/es/pagination';
import { lazyStandIn } from './lazyStandIn';

export default lazyStandIn<PaginationProps>(() => import(/* webpackChunkName: "antd-pagination" */ 'antd/es/pagination'));

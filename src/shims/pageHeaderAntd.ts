/**
 * antd as ProLayout's PageHeader imports it (.umirc.ts, 'lean-page-header'),
 * with the console's breadcrumb (lean/LeanBreadcrumb.tsx: antd's markup and
 * style for a header's items) in place of antd's, whose drop-down crumbs no
 * header has.
 */
export { Avatar, ConfigProvider, Space } from 'antd';
export { default as Breadcrumb } from '@/components/lean/LeanBreadcrumb';

/**
 * antd Table's virtual body (rc-table's VirtualTable over rc-virtual-list),
 * loaded when first drawn: antd's Table imports it for `virtual`, which only
 * the asset list sets (.umirc.ts, 'lazy-virtual-table'), so the other lists
 * no longer carry it. The asset list fetches it as its screen loads
 * (`preloadVirtualTable`), beside its first page, so its table, which mounts
 * after the first paint, draws it at once; one that cannot load says so in
 * one line with a retry (`loadedPart`). Refs reach the loaded table.
 */
import type { TableProps } from 'rc-table';
import type { ComponentType } from 'react';
import { loadedPart } from '@/components/lazyPart';

const VirtualTable = loadedPart<TableProps>(
  () => import(/* webpackChunkName: "antd-virtual-table" */ 'antd/es/table/RcTable/VirtualTable') as unknown as Promise<{ default: ComponentType<TableProps> }>,
  { fallback: null },
);

/** Fetches the virtual body ahead of the table that draws it. */
export const preloadVirtualTable = VirtualTable.preload;

export default VirtualTable;

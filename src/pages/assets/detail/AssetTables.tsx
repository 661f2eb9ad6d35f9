/**
 * The asset detail's table tabs: the robot's components and its exceptions
 * (server-paged). A chunk of its own, fetched when one of the tabs is first
 * opened: the overview, which the page opens on, draws no table, so antd's
 * Table with its pager, select and virtual list is not part of the detail's
 * cold load.
 */
import { Badge, Table, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { dataCell } from '@/components/table/emptyCell';
import { EnumBadge, EnumTag } from '@/components/table/EnumTag';
import PagedTable from '@/components/table/PagedTable';
import { useData } from '@/request/useData';
import { fetchAssetComponents, fetchAssetExceptions } from '@/services/assets';
import { COMPONENT_STATUS, EXCEPTION_LEVEL, type AssetComponent, type AssetException } from '@/services/types/asset';
import type { PageQuery } from '@/services/types/list';
import { formatDateTime } from '@/utils/format';
import type { Translate } from '@/utils/translate';


export function Components({ id, t }: { id: string; t: Translate }) {
  const { data, loading } = useData(() => fetchAssetComponents(id), { refreshDeps: [id] });
  const columns = [
    { title: t('asset.component.name'), dataIndex: 'name', render: (value: string) => dataCell(value, false) },
    { title: t('asset.component.model'), dataIndex: 'model', render: (value: string) => dataCell(value, true) },
    { title: t('asset.component.serialNumber'), dataIndex: 'serialNumber', render: (value: string) => dataCell(value, true) },
    { title: t('asset.component.version'), dataIndex: 'version', render: (value: string) => dataCell(value, true) },
    {
      title: t('asset.component.status'),
      dataIndex: 'status',
      render: (status: number) => <EnumBadge enumeration={COMPONENT_STATUS} value={status} />,
    },
  ];
  return <Table<AssetComponent> rowKey="serialNumber" size="small" loading={loading} dataSource={data ?? []} columns={columns} pagination={false} data-testid="asset-components" />;
}

export function Exceptions({ id, t }: { id: string; t: Translate }) {
  const fetchPage = useCallback((query: PageQuery) => fetchAssetExceptions(id, query), [id]);
  const columns: TableColumnsType<AssetException> = [
    { title: t('asset.exception.time'), dataIndex: 'time', render: (_, row) => dataCell(formatDateTime(row.time), true) },
    { title: t('asset.exception.code'), dataIndex: 'code', render: (_, row) => dataCell(row.code, true) },
    { title: t('asset.exception.name'), dataIndex: 'name' },
    { title: t('asset.exception.level'), dataIndex: 'level', render: (_, row) => <EnumTag enumeration={EXCEPTION_LEVEL} value={row.level} /> },
    {
      title: t('asset.exception.resolved'),
      dataIndex: 'resolved',
      render: (_, row) => <Badge status={row.resolved ? 'success' : 'error'} text={t(`asset.exception.resolved.${row.resolved}`)} />,
    },
  ];
  return <PagedTable<AssetException> columns={columns} fetchPage={fetchPage} testId="asset-exceptions" />;
}

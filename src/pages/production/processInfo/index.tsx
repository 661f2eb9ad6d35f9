/**
 * /production-quality/process-info (platform:productionQuality:processInfo): the production records of each
 * serial number (docs/api.md "Production quality"): the six checks, the inventory and the delivery records,
 * searched on the server by serial number (also from the address: `?serialNumber=`), batch, record kind,
 * result and time, the latest first. A failed check stands out (a red result and a marked row); a row opens
 * to its details (a camera-module check's regions as a small table). The ticked rows export (`:export`).
 */
import { useAccess } from '@umijs/max';
import { Descriptions, Table } from 'antd';
import { useMemo } from 'react';
import { DataText } from '@/components/DataText';
import SectionWords from '@/components/SectionWords';
import PageFrame from '@/components/pageFrame/PageFrame';
import { EnumTag } from '@/components/table/EnumTag';
import ListTable from '@/components/table/ListTable';
import { useRowSelection } from '@/components/table/actions';
import type { ListColumn } from '@/components/table/listColumns';
import { columnsWidth, listTableProps, ROW_CONTROL_WIDTH } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useListExport, type ExportTexts } from '@/components/table/useListExport';
import { fetchProcessRecordPage } from '@/services/production';
import { CHECK_RESULT, RECORD_KIND, type ProcessRecord, type ProcessRecordFilters } from '@/services/types/production';
import { PROCESS_INFO_KEYS } from '@/services/types/permissions';
import { EMPTY } from '@/utils/empty';
import { formatDateTime } from '@/utils/format';
import CopyableUnitLink from '@/components/unit/CopyableUnitLink';
import { useTranslate } from '@/utils/translate';
import './index.less';

/** The class of a failed check's row (index.less). */
export const FAILED_ROW = 'production-record-failed';

const request = pageRequest<ProcessRecord, ProcessRecordFilters>(fetchProcessRecordPage, {
  numeric: ['kind', 'result'],
  dateRanges: { timeRange: ['timeFrom', 'timeTo'] },
});

const failed = (record: ProcessRecord) => record.result === CHECK_RESULT.values.FAIL;

type Region = ProcessRecord['regions'][number];

/** What a record holds beyond its row: a delivery's order and target, an inventory's warehouse, a camera check's regions. */
function RecordDetails({ record }: { record: ProcessRecord }) {
  const t = useTranslate();
  const value = (text: string) => (text === '' ? EMPTY : text);
  return (
    <div data-testid={`record-details-${record.id}`}>
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('production.record.operator')}>{value(record.operator)}</Descriptions.Item>
        {record.kind === RECORD_KIND.values.DELIVERY ? (
          <>
            <Descriptions.Item label={t('production.record.deliveryDate')}><DataText ltr>{formatDateTime(record.time)}</DataText></Descriptions.Item>
            <Descriptions.Item label={t('production.record.orderNumber')}>{value(record.orderNumber)}</Descriptions.Item>
            <Descriptions.Item label={t('production.record.target')}>{value(record.target)}</Descriptions.Item>
          </>
        ) : null}
        {record.kind === RECORD_KIND.values.INVENTORY ? <Descriptions.Item label={t('production.record.warehouse')}>{value(record.warehouse)}</Descriptions.Item> : null}
      </Descriptions>
      {record.regions.length > 0 ? (
        <Table<Region>
          size="small"
          rowKey="region"
          pagination={false}
          dataSource={record.regions}
          style={{ maxWidth: 520 }}
          columns={[
            { title: t('production.record.region'), dataIndex: 'region', render: (_, region) => t(`production.region.${region.region}`) },
            { title: t('production.record.resolution'), dataIndex: 'resolution' },
            { title: t('production.record.result'), dataIndex: 'result', render: (_, region) => <EnumTag enumeration={CHECK_RESULT} value={region.result} /> },
          ]}
        />
      ) : null}
    </div>
  );
}

function RecordList() {
  const access = useAccess();
  const t = useTranslate();
  const { withSelection, selectionProps } = useRowSelection<ProcessRecord>();
  const canExport = access[PROCESS_INFO_KEYS.export] === true;
  const options = (enumeration: typeof RECORD_KIND | typeof CHECK_RESULT) => enumeration.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }));

  const columns: ListColumn<ProcessRecord>[] = [
    { title: t('production.record.time'), dataIndex: 'time', search: false, sorter: true, ltr: true, width: 170, render: (_, row) => formatDateTime(row.time) },
    {
      title: t('production.serial.serialNumber'),
      dataIndex: 'serialNumber',
      ltr: true,
      width: 220,
      fieldProps: { maxLength: 50 },
      // The unit's timeline for a person who may open it, the copy button beside it.
      render: (_, row) => <CopyableUnitLink serialNumber={row.serialNumber} />,
    },
    { title: t('production.application.batch'), dataIndex: 'batch', ltr: true, width: 110, fieldProps: { maxLength: 10 } },
    {
      title: t('production.record.kind'),
      dataIndex: 'kind',
      sorter: true,
      width: 170,
      valueType: 'select',
      fieldProps: { options: options(RECORD_KIND) },
      render: (_, row) => <EnumTag enumeration={RECORD_KIND} value={row.kind} />,
    },
    {
      title: t('production.record.result'),
      dataIndex: 'result',
      sorter: true,
      width: 100,
      valueType: 'select',
      fieldProps: { options: options(CHECK_RESULT) },
      render: (_, row) => (row.result === null ? EMPTY : <EnumTag enumeration={CHECK_RESULT} value={row.result} />),
    },
    { title: t('production.record.operator'), dataIndex: 'operator', search: false, ellipsis: true, width: 120 },
    { title: t('production.record.time'), dataIndex: 'timeRange', valueType: 'dateRange', hideInTable: true },
  ];

  const exportTexts = useMemo(
    (): ExportTexts<ProcessRecord> => ({
      kind: (row) => t(RECORD_KIND.idOf(row.kind)),
      result: (row) => (row.result === null ? '' : t(CHECK_RESULT.idOf(row.result))),
    }),
    [t],
  );
  const exporter = useListExport<ProcessRecord>({ name: 'process-records', columns, texts: exportTexts, request, withSelection, allowed: canExport });
  const listProps = listTableProps('');

  return (
    <PageFrame title={t('production.record.list.title')}>
      <ListTable<ProcessRecord>
        rowKey="id"
        columns={columns}
        request={exporter.request}
        {...listProps}
        // No keyword box: the call searches by its fields only.
        options={{ reload: true, density: true, setting: true }}
        scroll={{ x: columnsWidth(columns, 2 * ROW_CONTROL_WIDTH) }}
        {...selectionProps}
        rowClassName={(row) => (failed(row) ? FAILED_ROW : '')}
        expandable={{ expandedRowRender: (row) => <RecordDetails record={row} /> }}
        toolBarRender={() => exporter.buttons}
        data-testid="record-table"
      />
    </PageFrame>
  );
}

export default function ProcessInfo() {
  return (
    <SectionWords section="production">
      <RecordList />
    </SectionWords>
  );
}

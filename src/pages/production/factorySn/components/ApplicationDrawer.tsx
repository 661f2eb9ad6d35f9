/**
 * One application's details (every field of the specification) and, once approved, the serial numbers it
 * issued: a server-paged list of fetchApplicationSerialPage with ticked rows exported (`:export`).
 */
import { Descriptions, Drawer, Typography } from 'antd';
import { useMemo } from 'react';
import { DataText } from '@/components/DataText';
import { EnumTag } from '@/components/table/EnumTag';
import ListTable from '@/components/table/ListTable';
import { useRowSelection } from '@/components/table/actions';
import type { ListColumn } from '@/components/table/listColumns';
import { pageRequest } from '@/components/table/pageRequest';
import { useListExport } from '@/components/table/useListExport';
import { fetchApplicationSerialPage } from '@/services/production';
import { APPLICATION_STATE, type FactorySerial, type FactorySerialFilters, type SnApplication } from '@/services/types/production';
import { EMPTY } from '@/utils/empty';
import { formatDate, formatDateTime } from '@/utils/format';
import CopyableUnitLink from '@/components/unit/CopyableUnitLink';
import { useTranslate } from '@/utils/translate';

/** A serial number as a list row: its number is its key. */
type SerialRow = FactorySerial & { id: string };

const DETAIL_FIELDS = [
  'manufacturer',
  'batch',
  'shippingMethod',
  'yearCode',
  'levelIdentifier',
  'randomNumber',
  'productionQuantity',
  'applicationQuantity',
  'materialInfo',
  'targetArea',
  'hardwareVersion',
  'appearance',
  'applicant',
  'reviewer',
  'remarks',
] as const;

function SerialList({ application, canExport }: { application: SnApplication; canExport: boolean }) {
  const t = useTranslate();
  const { withSelection, selectionProps } = useRowSelection<SerialRow>();
  const request = useMemo(
    () =>
      pageRequest<SerialRow, FactorySerialFilters>(async (query) => {
        const page = await fetchApplicationSerialPage(application.id, query);
        return { ...page, items: page.items.map((serial) => ({ ...serial, id: serial.serialNumber })) };
      }),
    [application.id],
  );
  const columns: ListColumn<SerialRow>[] = [
    // The unit's timeline for a person who may open it; the copy button stays.
    {
      title: t('production.serial.serialNumber'),
      dataIndex: 'serialNumber',
      search: false,
      ltr: true,
      width: 220,
      render: (_, row) => <CopyableUnitLink serialNumber={row.serialNumber} />,
    },
    { title: t('production.serial.sequence'), dataIndex: 'sequence', search: false, ltr: true, width: 90 },
    { title: t('production.serial.issuedAt'), dataIndex: 'issuedAt', search: false, ltr: true, width: 160, render: (_, row) => formatDateTime(row.issuedAt) },
    { title: t('production.serial.failedChecks'), dataIndex: 'failedChecks', search: false, ltr: true, width: 110 },
  ];
  const exporter = useListExport<SerialRow>({ name: `serial-numbers-${application.applicationNumber}`, columns, request, withSelection, allowed: canExport });
  return (
    <ListTable<SerialRow>
      rowKey="id"
      columns={columns}
      request={exporter.request}
      search={false}
      options={false}
      headerTitle={t('production.serial.title')}
      pagination={{ defaultPageSize: 10 }}
      {...selectionProps}
      toolBarRender={() => exporter.buttons}
      data-testid="serial-table"
    />
  );
}

export interface ApplicationDrawerProps {
  application?: SnApplication;
  canExport: boolean;
  onClose: () => void;
}

export default function ApplicationDrawer({ application, canExport, onClose }: ApplicationDrawerProps) {
  const t = useTranslate();
  const value = (text: string | number) => (text === '' ? EMPTY : text);
  return (
    <Drawer open={application !== undefined} width={760} onClose={onClose} destroyOnHidden title={application ? application.applicationNumber : undefined}>
      {application ? (
        <>
          <Descriptions size="small" column={2} bordered data-testid="application-details">
            <Descriptions.Item label={t('production.application.state')}>
              <EnumTag enumeration={APPLICATION_STATE} value={application.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('production.application.manufactureDate')}><DataText ltr>{formatDate(application.manufactureDate)}</DataText></Descriptions.Item>
            {DETAIL_FIELDS.map((field) => (
              <Descriptions.Item key={field} label={t(`production.application.${field}`)}>
                {value(application[field])}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('production.application.appliedAt')}><DataText ltr>{formatDateTime(application.appliedAt)}</DataText></Descriptions.Item>
            <Descriptions.Item label={t('production.application.reviewedAt')}><DataText ltr>{formatDateTime(application.reviewedAt)}</DataText></Descriptions.Item>
          </Descriptions>
          {application.state === APPLICATION_STATE.values.APPROVED ? (
            <SerialList application={application} canExport={canExport} />
          ) : (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              {t('production.serial.none')}
            </Typography.Paragraph>
          )}
        </>
      ) : null}
    </Drawer>
  );
}

/**
 * The deliveries behind a version's last publish, in the version's drawer (where a person following a
 * publish looks): the MQTT messages sent to devices (status, retry type), the transfers, the file
 * transfers and the request rules (type, status), each a small server-paged table. The drawer is as wide as
 * the MQTT table needs (within the viewport on a small screen, where the tables scroll sideways), and device
 * numbers, times and the titles stay on one line.
 */
import { useIntl } from '@umijs/max';
import { Drawer, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { EnumTag } from '@/components/table/EnumTag';
import { serverPager } from '@/components/table/pager';
import { useServerPage } from '@/components/table/useServerPage';
import { fetchVersionFileTransferPage, fetchVersionMessagePage, fetchVersionRequestRulePage, fetchVersionTransferPage } from '@/services/normalization';
import type { Page, PageQuery } from '@/services/types/list';
import {
  FILE_TRANSFER_STATUS,
  MESSAGE_STATUS,
  REQUEST_STATUS,
  REQUEST_TYPE,
  RETRY_TYPE,
  TRANSFER_STATUS,
  type DeliveryMessage,
  type FileTransfer,
  type ModuleVersion,
  type RequestRule,
  type SoftwareModule,
  type Transfer,
} from '@/services/types/normalization';
import { formatDateTime } from '@/utils/format';
import type { Translate } from '@/utils/translate';

const SMALL_PAGE = 5;

/** The drawer's width: the MQTT table's six columns on one line each (device, topic, two tags, retries, time). */
const DELIVERIES_WIDTH = 960;

/** A cell (and its title) kept on one line: a device number or a time broken in two reads as two values. */
const ONE_LINE = { style: { whiteSpace: 'nowrap' as const } };

/** Every title on one line, and the cells of the columns named in `kept`. */
function oneLine<Row>(columns: TableColumnsType<Row>, kept: ReadonlyArray<string>): TableColumnsType<Row> {
  return columns.map((column) => ({
    ...column,
    onHeaderCell: () => ONE_LINE,
    ...('dataIndex' in column && kept.includes(String(column.dataIndex)) ? { onCell: () => ONE_LINE } : {}),
  }));
}

/** The columns of the delivery tables whose values break badly: device numbers, topics, file names, times (the tags do not wrap). */
const KEPT_WHOLE = ['assetNumber', 'sentAt', 'createdAt', 'fileName', 'topic'];

function Part<Row extends { id: string }>({
  title,
  testId,
  fetch,
  columns,
}: {
  title: string;
  testId: string;
  fetch: (query: PageQuery) => Promise<Page<Row>>;
  columns: TableColumnsType<Row>;
}) {
  const intl = useIntl();
  const page = useServerPage<Row>(fetch, { pageSize: SMALL_PAGE });
  const shown = useMemo(() => oneLine(columns, KEPT_WHOLE), [columns]);
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table<Row>
        rowKey="id"
        size="small"
        data-testid={testId}
        loading={page.loading}
        dataSource={page.rows}
        columns={shown}
        scroll={{ x: 'max-content' }}
        pagination={serverPager(page, intl, { onChange: page.goTo, showSizeChanger: false })}
        style={{ marginBottom: 16 }}
      />
    </>
  );
}

function VersionDeliveries({ version, t }: { version: ModuleVersion; t: Translate }) {
  const id = version.id;
  const messages = useCallback((query: PageQuery) => fetchVersionMessagePage(id, { ...query, sortField: 'sentAt', sortOrder: 'descend' }), [id]);
  const transfers = useCallback((query: PageQuery) => fetchVersionTransferPage(id, { ...query, sortField: 'createdAt', sortOrder: 'descend' }), [id]);
  const files = useCallback((query: PageQuery) => fetchVersionFileTransferPage(id, { ...query, sortField: 'createdAt', sortOrder: 'descend' }), [id]);
  const rules = useCallback((query: PageQuery) => fetchVersionRequestRulePage(id, { ...query, sortField: 'createdAt', sortOrder: 'descend' }), [id]);
  const asset = t('normalization.delivery.asset');
  const time = (value: number) => formatDateTime(value);
  return (
    <>
      <Part<DeliveryMessage>
        title={t('normalization.delivery.messages')}
        testId="delivery-messages"
        fetch={messages}
        columns={[
          { title: asset, dataIndex: 'assetNumber' },
          { title: t('normalization.delivery.topic'), dataIndex: 'topic' },
          { title: t('normalization.delivery.status'), dataIndex: 'status', render: (value: number) => <EnumTag enumeration={MESSAGE_STATUS} value={value} /> },
          { title: t('normalization.delivery.retryType'), dataIndex: 'retryType', render: (value: number) => <EnumTag enumeration={RETRY_TYPE} value={value} /> },
          { title: t('normalization.delivery.retries'), dataIndex: 'retries' },
          { title: t('normalization.delivery.sentAt'), dataIndex: 'sentAt', render: time },
        ]}
      />
      <Part<Transfer>
        title={t('normalization.delivery.transfers')}
        testId="delivery-transfers"
        fetch={transfers}
        columns={[
          { title: asset, dataIndex: 'assetNumber' },
          { title: t('normalization.delivery.status'), dataIndex: 'status', render: (value: number) => <EnumTag enumeration={TRANSFER_STATUS} value={value} /> },
          { title: t('normalization.delivery.createdAt'), dataIndex: 'createdAt', render: time },
        ]}
      />
      <Part<FileTransfer>
        title={t('normalization.delivery.files')}
        testId="delivery-files"
        fetch={files}
        columns={[
          { title: asset, dataIndex: 'assetNumber' },
          { title: t('normalization.delivery.fileName'), dataIndex: 'fileName' },
          { title: t('normalization.delivery.status'), dataIndex: 'status', render: (value: number) => <EnumTag enumeration={FILE_TRANSFER_STATUS} value={value} /> },
          { title: t('normalization.delivery.createdAt'), dataIndex: 'createdAt', render: time },
        ]}
      />
      <Part<RequestRule>
        title={t('normalization.delivery.rules')}
        testId="delivery-rules"
        fetch={rules}
        columns={[
          { title: t('normalization.delivery.ruleName'), dataIndex: 'name' },
          { title: t('normalization.delivery.pattern'), dataIndex: 'pattern' },
          { title: t('normalization.delivery.ruleType'), dataIndex: 'type', render: (value: number) => <EnumTag enumeration={REQUEST_TYPE} value={value} /> },
          { title: t('normalization.delivery.status'), dataIndex: 'status', render: (value: number) => <EnumTag enumeration={REQUEST_STATUS} value={value} /> },
        ]}
      />
    </>
  );
}

export default function Deliveries({ version, module, t, onClose }: { version?: ModuleVersion; module: SoftwareModule; t: Translate; onClose: () => void }) {
  return (
    <Drawer open={Boolean(version)} width={Math.min(DELIVERIES_WIDTH, window.innerWidth)} onClose={onClose} title={version ? t('normalization.delivery.title', { module: module.name, version: version.version }) : undefined} destroyOnHidden>
      {version ? <VersionDeliveries key={version.id} version={version} t={t} /> : null}
    </Drawer>
  );
}

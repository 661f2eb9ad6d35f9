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
import type { EnumerationView } from '@/services/types/enumeration';
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

/** A column showing an enumeration's tag. */
function enumColumn<Row>(title: string, dataIndex: keyof Row & string, enumeration: EnumerationView) {
  return { title, dataIndex, render: (value: number) => <EnumTag enumeration={enumeration} value={value} /> };
}

/** A version's page call, the newest first by `field`. */
function useNewestFirst<Row>(fetchPage: (id: string, query: PageQuery & { sortField: string; sortOrder: 'descend' }) => Promise<Page<Row>>, id: string, field: string) {
  return useCallback((query: PageQuery) => fetchPage(id, { ...query, sortField: field, sortOrder: 'descend' }), [fetchPage, id, field]);
}

function VersionDeliveries({ version, t }: { version: ModuleVersion; t: Translate }) {
  const id = version.id;
  const messages = useNewestFirst(fetchVersionMessagePage, id, 'sentAt');
  const transfers = useNewestFirst(fetchVersionTransferPage, id, 'createdAt');
  const files = useNewestFirst(fetchVersionFileTransferPage, id, 'createdAt');
  const rules = useNewestFirst(fetchVersionRequestRulePage, id, 'createdAt');
  const asset = t('normalization.delivery.asset');
  const status = t('normalization.delivery.status');
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
          enumColumn<DeliveryMessage>(status, 'status', MESSAGE_STATUS),
          enumColumn<DeliveryMessage>(t('normalization.delivery.retryType'), 'retryType', RETRY_TYPE),
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
          enumColumn<Transfer>(status, 'status', TRANSFER_STATUS),
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
          enumColumn<FileTransfer>(status, 'status', FILE_TRANSFER_STATUS),
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
          enumColumn<RequestRule>(t('normalization.delivery.ruleType'), 'type', REQUEST_TYPE),
          enumColumn<RequestRule>(status, 'status', REQUEST_STATUS),
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

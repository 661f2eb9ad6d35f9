/**
 * /ota/update (platform:ota:upgrade): the upgrade pushes, newest first, each
 * with its devices per status; a row opens to its devices, each status
 * translated and coloured. A push is in progress, with how many devices are
 * pending, until every device is installed or failed (an offline one is
 * pending). While a device of a shown push is on its way (not sent yet,
 * issuing, waiting for idle, issued, rolling back), the page reloads every few
 * seconds, so the statuses move on screen. A phased push shows its stage; a
 * halted one, opened, the failures that halted it; a halted or finished one
 * with installed devices offers Roll back (platform:ota:upgrade:send), asking
 * first with how many devices. `?push=<id>` (the finished- or halted-push
 * notification's link) opens and marks that push.
 * Sending (platform:ota:upgrade:send) is /ota/update/issued.
 */
import { RollbackOutlined, SendOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { history, useAccess, useIntl, useSearchParams } from '@umijs/max';
import { Alert, Button, Space, message, type TableColumnsType } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useConfirm } from '@/components/confirm/useConfirm';
import PushProgress, { PushState } from '@/components/ota/PushProgress';
import PageFrame from '@/components/pageFrame/PageFrame';
import { DataText } from '@/components/DataText';
import { dataCell } from '@/components/table/emptyCell';
import { EnumTag } from '@/components/table/EnumTag';
import PagedTable from '@/components/table/PagedTable';
import { columnsWidth, listTableProps, ROW_CONTROL_WIDTH } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useData } from '@/request/useData';
import { fetchPushDevicePage, fetchPushPage, rollbackPush } from '@/services/ota';
import { fetchOtaModels } from '@/services/resources';
import type { PageQuery } from '@/services/types/list';
import { canRollBack, isMoving, PUSH_STATES, UPGRADE_STATUS, type Push, type PushDevice, type PushFilters } from '@/services/types/ota';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';

/** How often a page with a running push reloads. */
export const PUSH_POLL_MS = 3000;

const request = pageRequest<Push, PushFilters>(fetchPushPage);

/** A halted push: the stage that halted it, and its failed devices with why. */
function HaltedFailures({ push }: { push: Push }) {
  const intl = useIntl();
  const threshold = push.stages[push.stage - 1]?.failureThreshold ?? 0;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid={`push-failures-${push.id}`}
      message={intl.formatMessage(
        { id: 'ota.push.halted.title' },
        { stage: push.stage, stages: push.stages.length, count: push.failures.length, threshold },
      )}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {push.failures.map((failure) => (
            <li key={failure.assetId}>
              <DataText ltr>{failure.assetNumber}</DataText> {failure.name}
              {': '}
              {failure.reason ? intl.formatMessage({ id: `ota.reason.${failure.reason}`, defaultMessage: failure.reason }) : '-'}
            </li>
          ))}
        </ul>
      }
    />
  );
}

function PushDevices({ push }: { push: Push }) {
  const intl = useIntl();
  const t = useTranslate();
  const fetchPage = useCallback((query: PageQuery) => fetchPushDevicePage(push.id, query), [push.id]);
  const phased = push.stages.length > 1;
  const columns: TableColumnsType<PushDevice> = [
    { title: t('ota.device.assetNumber'), dataIndex: 'assetNumber', width: 120, render: (_, row) => dataCell(row.assetNumber, true) },
    { title: t('ota.device.name'), dataIndex: 'name', ellipsis: true, width: 160 },
    { title: t('ota.device.serialNumber'), dataIndex: 'serialNumber', width: 140, render: (_, row) => dataCell(row.serialNumber, true) },
    { title: t('ota.device.fromVersion'), dataIndex: 'fromVersion', width: 110, render: (_, row) => dataCell(row.fromVersion, true) },
    // The stage it is sent in, for a phased push alone.
    ...(phased ? [{ title: t('ota.device.stage'), dataIndex: 'stage', width: 70 } as const] : []),
    {
      title: t('ota.device.status'),
      dataIndex: 'status',
      width: 130,
      render: (_, row) => <EnumTag enumeration={UPGRADE_STATUS} value={row.status} />,
    },
    {
      title: t('ota.device.reason'),
      dataIndex: 'reason',
      ellipsis: true,
      width: 220,
      render: (_, row) => (row.reason ? intl.formatMessage({ id: `ota.reason.${row.reason}`, defaultMessage: row.reason }) : '-'),
    },
    { title: t('ota.device.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (_, row) => <DataText ltr>{formatDateTime(row.updatedAt)}</DataText> },
  ];
  return (
    <>
      {push.failures.length > 0 ? <HaltedFailures push={push} /> : null}
      <PagedTable<PushDevice>
        columns={columns}
        fetchPage={fetchPage}
        testId={`push-devices-${push.id}`}
        polling={isMoving(push) ? PUSH_POLL_MS : undefined}
      />
    </>
  );
}

export default function OtaUpdate() {
  const intl = useIntl();
  const access = useAccess();
  const [searchParams] = useSearchParams();
  const marked = searchParams.get('push');
  const [expanded, setExpanded] = useState<readonly React.Key[]>(marked ? [marked] : []);
  const t = useTranslate();
  const canSend = access['platform:ota:upgrade:send'] === true;
  const models = useData(() => fetchOtaModels(), { cacheKey: 'ota-models' });
  const table = useRef<ListAction>();
  const [confirm, confirmHolder] = useConfirm();

  /** Asks before rolling back, naming how many installed devices go back to their previous version. */
  const askToRollBack = (push: Push) => {
    const count = push.counts[String(UPGRADE_STATUS.values.INSTALLED)] ?? 0;
    confirm({
      title: intl.formatMessage({ id: 'ota.push.rollback.title' }, { count }),
      content: intl.formatMessage({ id: 'ota.push.rollback.content' }, { name: push.packageName, version: push.targetVersion }),
      okText: t('ota.push.rollback.ok'),
      onOk: async () => {
        const rolled = await rollbackPush(push.id);
        message.success(intl.formatMessage({ id: 'ota.push.rollback.started' }, { count: rolled.counts[String(UPGRADE_STATUS.values.ROLLING_BACK)] ?? count }));
        table.current?.reload();
      },
    });
  };

  // Fits a 1440 px window beside the menu: text cuts off with an ellipsis, the table scrolls
  // sideways inside its card, and the state and end of each push stay in view at its right.
  // The devices' counts come right after the package, clear of the fixed columns.
  const columns: ListColumn<Push>[] = [
    { title: t('ota.push.createdAt'), dataIndex: 'createdAt', search: false, sorter: true, width: 170, ltr: true, render: (_, row) => formatDateTime(row.createdAt) },
    { title: t('ota.push.package'), dataIndex: 'packageName', search: false, ellipsis: true, width: 170 },
    { title: t('ota.push.devices'), dataIndex: 'counts', search: false, width: 220, render: (_, row) => <PushProgress counts={row.counts} /> },
    { title: t('ota.push.tag'), dataIndex: 'tag', search: false, ellipsis: true, width: 80 },
    {
      title: t('ota.push.model'),
      dataIndex: 'model',
      width: 100,
      ellipsis: true,
      ltr: true,
      valueType: 'select',
      fieldProps: { options: (models.data ?? []).map((item) => ({ value: item.model, label: item.model })) },
    },
    { title: t('ota.push.modelVersion'), dataIndex: 'modelVersion', search: false, ellipsis: true, width: 90, ltr: true },
    {
      title: t('ota.push.purpose'),
      dataIndex: 'purpose',
      search: false,
      ellipsis: true,
      width: 100,
      render: (_, row) => t(`ota.purpose.${row.purpose}`),
    },
    { title: t('ota.push.targetVersion'), dataIndex: 'targetVersion', search: false, ellipsis: true, width: 100, ltr: true },
    { title: t('ota.push.sender'), dataIndex: 'senderName', search: false, ellipsis: true, width: 110 },
    {
      title: t('ota.push.state'),
      dataIndex: 'status',
      width: 140,
      fixed: 'right',
      valueType: 'select',
      fieldProps: { options: PUSH_STATES.map((state) => ({ value: state, label: t(`ota.push.state.${state}`) })) },
      // In progress while any device is pending (an offline one too), with how many are; a phased push's stage;
      // Roll back for a halted or finished push with installed devices, to whoever may send.
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <PushState push={row} />
          {canSend && canRollBack(row) ? (
            <Button size="small" icon={<RollbackOutlined />} onClick={() => askToRollBack(row)} data-testid={`push-rollback-${row.id}`}>
              {t('ota.push.rollback')}
            </Button>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('ota.push.finishedAt'),
      dataIndex: 'finishedAt',
      search: false,
      sorter: true,
      fixed: 'right',
      width: 170,
      ltr: true,
      render: (_, row) => formatDateTime(row.finishedAt),
    },
  ];

  return (
    <PageFrame title={t('ota.update.title')}>
      {confirmHolder}
      <ListTable<Push>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        {...listTableProps(t('ota.update.keyword'))}
        // the expand column in front of the rows
        scroll={{ x: columnsWidth(columns, ROW_CONTROL_WIDTH) }}
        // Only while a device is on its way: an offline one waits for its device, and may wait for days.
        polling={(rows?: Push[]) => ((rows ?? []).some(isMoving) ? PUSH_POLL_MS : 0)}
        // The pushed notification's push is marked as the agent table marks its row.
        rowClassName={(row) => (row.id === marked ? 'ant-table-row-selected' : '')}
        expandable={{
          expandedRowKeys: expanded as React.Key[],
          onExpandedRowsChange: (keys) => setExpanded(keys),
          // A push whose counts moved (the list polls) shows its devices afresh.
          expandedRowRender: (row) => <PushDevices key={JSON.stringify(row.counts)} push={row} />,
        }}
        toolBarRender={() => [
          canSend ? (
            <Button key="send" type="primary" icon={<SendOutlined />} onClick={() => history.push('/ota/update/issued')}>
              {t('ota.update.send')}
            </Button>
          ) : null,
        ]}
        data-testid="push-table"
      />
    </PageFrame>
  );
}

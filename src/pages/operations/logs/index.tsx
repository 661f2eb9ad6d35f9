/**
 * /operations/logs (platform:operation:log): who did what and when, newest
 * first; filters time range (to the second), user, action and module. A
 * row's details (`:get`) show the whole entry with the request it made
 * (passwords and files never recorded); Download (`:download`) saves the
 * ticked entries as CSV, and with none ticked asks for a selection first
 * (section 5), as every list's batch action does.
 */
import { DownloadOutlined } from '@ant-design/icons';
import ListTable from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Tag, message } from 'antd';
import { useState } from 'react';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useRowSelection } from '@/components/table/actions';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { exportOperationLogs, fetchOperationLogPage } from '@/services/operationLogs';
import { LOG_ACTIONS, LOG_MODULES, type OperationLog, type OperationLogFilters } from '@/services/types/operationLog';
import { formatDateTime } from '@/utils/format';
import { lazyDialog } from '@/components/lazyPart';

/** An entry's drawer, loaded when first opened (Descriptions, Drawer and Typography with it). */
const LogDetail = lazyDialog(() => import(/* webpackChunkName: "log-detail" */ './LogDetail'), (props) => props.id !== undefined);

const request = pageRequest<OperationLog, OperationLogFilters>(fetchOperationLogPage, { timeRanges: { timeRange: ['from', 'to'] } });

export default function OperationLogs() {
  const intl = useIntl();
  const access = useAccess();
  const t = (id: string) => intl.formatMessage({ id });
  const [viewing, setViewing] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const { withSelection, selectionProps } = useRowSelection<OperationLog>();
  const can = { get: access['platform:operation:log:get'] === true, download: access['platform:operation:log:download'] === true };

  const download = async (rows: OperationLog[]) => {
    setDownloading(true);
    try {
      if (await exportOperationLogs(rows.map((row) => row.id))) message.success(t('operations.downloaded'));
    } finally {
      setDownloading(false);
    }
  };

  const columns: ListColumn<OperationLog>[] = [
    { title: t('operations.time'), dataIndex: 'time', search: false, sorter: true, width: 170, render: (_, row) => formatDateTime(row.time) },
    { title: t('operations.timeRange'), dataIndex: 'timeRange', valueType: 'dateTimeRange', hideInTable: true },
    { title: t('operations.user'), dataIndex: 'user', hideInTable: true, fieldProps: { maxLength: 50 } },
    { title: t('operations.account'), dataIndex: 'account', search: false, ellipsis: true, width: 200 },
    { title: t('operations.userName'), dataIndex: 'userName', search: false, ellipsis: true, width: 140 },
    {
      title: t('operations.action'),
      dataIndex: 'action',
      width: 110,
      valueType: 'select',
      fieldProps: { mode: 'multiple', options: LOG_ACTIONS.map((action) => ({ value: action, label: t(`operations.action.${action}`) })) },
      render: (_, row) => <Tag>{intl.formatMessage({ id: `operations.action.${row.action}`, defaultMessage: row.action })}</Tag>,
    },
    {
      title: t('operations.module'),
      dataIndex: 'module',
      width: 120,
      valueType: 'select',
      fieldProps: { options: LOG_MODULES.map((module) => ({ value: module, label: t(`operations.module.${module}`) })) },
      render: (_, row) => intl.formatMessage({ id: `operations.module.${row.module}`, defaultMessage: row.module }),
    },
    { title: t('operations.target'), dataIndex: 'target', search: false, ellipsis: true, width: 140 },
    { title: t('operations.summary'), dataIndex: 'summary', search: false, ellipsis: true, width: 240 },
    { title: t('operations.ip'), dataIndex: 'ip', search: false, width: 130 },
  ];
  if (can.get) {
    columns.push({
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row.id)} data-testid="log-details">
          {t('operations.details')}
        </Button>
      ),
    });
  }

  return (
    <PageFrame title={t('operations.logs.title')}>
      <ListTable<OperationLog>
        rowKey="id"
        columns={columns}
        request={request}
        {...listTableProps(t('operations.user'))}
        options={{ reload: true, density: true, setting: true }}
        {...(can.download ? selectionProps : {})}
        toolBarRender={() => [
          can.download ? (
            <Button key="download" icon={<DownloadOutlined />} loading={downloading} onClick={withSelection((rows) => void download(rows))}>
              {t('operations.download')}
            </Button>
          ) : null,
        ]}
        data-testid="operation-log-table"
      />
      <LogDetail id={viewing} onClose={() => setViewing(undefined)} />
    </PageFrame>
  );
}

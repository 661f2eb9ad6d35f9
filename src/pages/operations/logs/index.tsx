/**
 * /operations/logs (platform:operation:log): who did what and when, newest
 * first; filters time range (to the second), user, action and module. A
 * row's details (`:get`) show the whole entry with the request it made
 * (passwords and files never recorded); with `:download` the shared export
 * (useListExport) saves the ticked entries, or every entry the filter
 * matches, as CSV in the words the table shows.
 */
import ListTable from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useRowSelection } from '@/components/table/actions';
import { useListExport } from '@/components/table/useListExport';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { fetchOperationLogPage } from '@/services/operationLogs';
import { LOG_ACTIONS, LOG_MODULES, type OperationLog, type OperationLogFilters } from '@/services/types/operationLog';
import { formatDateTime } from '@/utils/format';
import { lazyDialog } from '@/components/lazyPart';
import { useTranslate } from '@/utils/translate';

/** An entry's drawer, loaded when first opened (Descriptions, Drawer and Typography with it). */
const LogDetail = lazyDialog(() => import(/* webpackChunkName: "log-detail" */ './LogDetail'), (props) => props.id !== undefined);

const request = pageRequest<OperationLog, OperationLogFilters>(fetchOperationLogPage, { timeRanges: { timeRange: ['from', 'to'] } });

export default function OperationLogs() {
  const intl = useIntl();
  const access = useAccess();
  const t = useTranslate();
  const [viewing, setViewing] = useState<string>();
  const { withSelection, selectionProps } = useRowSelection<OperationLog>();
  const can = { get: access['platform:operation:log:get'] === true, download: access['platform:operation:log:download'] === true };

  const columns: ListColumn<OperationLog>[] = [
    { title: t('operations.time'), dataIndex: 'time', search: false, sorter: true, width: 170, ltr: true, render: (_, row) => formatDateTime(row.time) },
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
    { title: t('operations.ip'), dataIndex: 'ip', search: false, width: 130, ltr: true },
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

  const exporter = useListExport<OperationLog>({ name: 'operation-logs', columns, request, withSelection, allowed: can.download });

  return (
    <PageFrame title={t('operations.logs.title')}>
      <ListTable<OperationLog>
        rowKey="id"
        columns={columns}
        request={exporter.request}
        {...listTableProps(t('operations.user'))}
        options={{ reload: true, density: true, setting: true }}
        {...(can.download ? selectionProps : {})}
        toolBarRender={() => exporter.buttons}
        data-testid="operation-log-table"
      />
      <LogDetail id={viewing} onClose={() => setViewing(undefined)} />
    </PageFrame>
  );
}

/**
 * /resource/logs (platform:resource:logs): the log packages devices produced,
 * paged, sorted and filtered on the server (keyword, generation time). Add
 * uploads a package through the one upload store; edit changes its facts
 * (the file stays); download saves one file under its own name or several
 * as one zip; delete is confirmed. Every action shows only with its key
 * (`:add`, `:edit`, `:download`, `:delete`), which the server checks too.
 */
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Typography, message } from 'antd';
import { useRef, useState } from 'react';
import { useDangerConfirm, useRowSelection } from '@/components/table/actions';
import { listTableProps } from '@/components/table/listTable';
import { pageRequest } from '@/components/table/pageRequest';
import { useAfterUploads } from '@/components/upload/useAfterUploads';
import { deleteLogs, downloadLogs, fetchLogPage } from '@/services/resources';
import type { LogFilters, LogPackage } from '@/services/types/resource';
import { formatDateTime, formatFileSize } from '@/utils/format';
import LogForm from './components/LogForm';

const request = pageRequest<LogPackage, LogFilters>(fetchLogPage, { dateRanges: { generatedRange: ['generatedFrom', 'generatedTo'] } });

/** The sum of the columns' widths (selection and actions included). */
const TABLE_WIDTH = 48 + 160 + 180 + 100 + 170 + 240 + 150 + 170 + 170;

export default function LogList() {
  const intl = useIntl();
  const access = useAccess();
  const table = useRef<ActionType>();
  const { withSelection, clearSelection, selectionProps } = useRowSelection<LogPackage>(table);
  const [editing, setEditing] = useState<{ record?: LogPackage }>();
  const [downloading, setDownloading] = useState(false);
  const [confirm, confirmHolder] = useDangerConfirm();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = {
    add: access['platform:resource:logs:add'] === true,
    edit: access['platform:resource:logs:edit'] === true,
    download: access['platform:resource:logs:download'] === true,
    remove: access['platform:resource:logs:delete'] === true,
  };
  const reload = () => table.current?.reload();
  // A package uploaded here, or before leaving and coming back, shows once it has landed.
  useAfterUploads(reload);

  const download = async (rows: LogPackage[]) => {
    setDownloading(true);
    try {
      await downloadLogs(rows);
    } finally {
      setDownloading(false);
    }
  };

  const confirmDelete = (rows: LogPackage[]) =>
    confirm({
      title: rows.length === 1 ? t('resource.log.delete.one', { name: rows[0].name }) : t('resource.log.delete.many', { count: rows.length }),
      content: t('list.confirm.irreversible'),
      onOk: async () => {
        const { deleted } = await deleteLogs(rows.map((row) => row.id));
        message.success(t('resource.log.deleted', { count: deleted }));
        clearSelection();
        reload();
      },
    });

  const columns: ProColumns<LogPackage>[] = [
    { title: t('resource.name'), dataIndex: 'name', search: false, sorter: true, ellipsis: true, width: 160 },
    { title: t('resource.fileName'), dataIndex: 'fileName', search: false, ellipsis: true, width: 180 },
    { title: t('resource.size'), dataIndex: 'size', search: false, sorter: true, width: 100, align: 'right', render: (_, row) => formatFileSize(row.size) },
    {
      title: t('resource.log.generatedAt'),
      dataIndex: 'generatedAt',
      search: false,
      sorter: true,
      width: 170,
      render: (_, row) => formatDateTime(row.generatedAt),
    },
    { title: t('resource.log.generatedAt'), dataIndex: 'generatedRange', valueType: 'dateRange', hideInTable: true },
    { title: t('resource.path'), dataIndex: 'path', search: false, copyable: true, ellipsis: true, width: 240 },
    { title: t('resource.serialNumber'), dataIndex: 'serialNumber', search: false, ellipsis: true, width: 150, render: (_, row) => row.serialNumber || '-' },
    { title: t('resource.createdAt'), dataIndex: 'createdAt', search: false, sorter: true, width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 210,
      render: (_, row) =>
        [
          can.download ? (
            <Typography.Link key="download" onClick={() => void download([row])}>
              {t('resource.download')}
            </Typography.Link>
          ) : null,
          can.edit ? (
            <Typography.Link key="edit" onClick={() => setEditing({ record: row })}>
              {t('common.edit')}
            </Typography.Link>
          ) : null,
          can.remove ? (
            <Typography.Link key="delete" type="danger" onClick={() => confirmDelete([row])}>
              {t('common.delete')}
            </Typography.Link>
          ) : null,
        ].filter(Boolean),
    },
  ];
  const hasRowActions = can.download || can.edit || can.remove;
  const hasBatch = can.download || can.remove;

  return (
    <PageContainer title={t('resource.log.title')}>
      {confirmHolder}
      <ProTable<LogPackage>
        rowKey="id"
        actionRef={table}
        columns={hasRowActions ? columns : columns.filter((column) => column.valueType !== 'option')}
        request={request}
        {...listTableProps(t('resource.log.keyword'))}
        scroll={{ x: TABLE_WIDTH }}
        {...(hasBatch ? selectionProps : {})}
        toolBarRender={() => [
          can.add ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('resource.log.add')}
            </Button>
          ) : null,
          can.download ? (
            <Button key="download" icon={<DownloadOutlined />} loading={downloading} onClick={withSelection((rows) => void download(rows))}>
              {t('resource.download')}
            </Button>
          ) : null,
          can.remove ? (
            <Button key="delete" danger icon={<DeleteOutlined />} onClick={withSelection(confirmDelete)}>
              {t('common.delete')}
            </Button>
          ) : null,
        ]}
        data-testid="log-table"
      />
      {can.add || can.edit ? (
        <LogForm
          open={editing !== undefined}
          record={editing?.record}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            // an upload's landing reloads the list by itself (useAfterUploads)
            if (editing?.record) reload();
            setEditing(undefined);
          }}
        />
      ) : null}
    </PageContainer>
  );
}

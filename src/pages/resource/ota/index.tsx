/**
 * /resource/ota (platform:resource:ota): OTA package files, paged, sorted and
 * filtered on the server (keyword, model, upgrade method). Add uploads a
 * package with its upgrade facts through the one upload store; edit changes
 * the facts (the file stays); download saves one file under its own name or
 * several as one zip; delete is confirmed. Each action shows only with its
 * key (`platform:resource:ota:add|edit|download|delete`). The same records'
 * upgrade facts are /ota/package.
 */
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Typography, message } from 'antd';
import { useRef, useState } from 'react';
import PackageForm from '@/components/otaPackage/PackageForm';
import { useOtaModels } from '@/components/otaPackage/useOtaModels';
import { useDangerConfirm, useRowSelection } from '@/components/table/actions';
import { EnumTag, enumFilters } from '@/components/table/EnumTag';
import { listTableProps } from '@/components/table/listTable';
import { pageRequest } from '@/components/table/pageRequest';
import { useAfterUploads } from '@/components/upload/useAfterUploads';
import { deleteOtaPackages, downloadOtaPackages, fetchOtaPackagePage } from '@/services/resources';
import { UPGRADE_METHOD, type OtaPackage, type OtaPackageFilters } from '@/services/types/resource';
import { formatDateTime, formatFileSize } from '@/utils/format';

const request = pageRequest<OtaPackage, OtaPackageFilters>(fetchOtaPackagePage, { numeric: ['upgradeMethod'] });

const TABLE_WIDTH = 48 + 170 + 190 + 80 + 100 + 100 + 110 + 130 + 120 + 170 + 170;

export default function OtaFileList() {
  const intl = useIntl();
  const access = useAccess();
  const models = useOtaModels();
  const table = useRef<ActionType>();
  const { withSelection, clearSelection, selectionProps } = useRowSelection<OtaPackage>(table);
  const [editing, setEditing] = useState<{ record?: OtaPackage }>();
  const [downloading, setDownloading] = useState(false);
  const [confirm, confirmHolder] = useDangerConfirm();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = {
    add: access['platform:resource:ota:add'] === true,
    edit: access['platform:resource:ota:edit'] === true,
    download: access['platform:resource:ota:download'] === true,
    remove: access['platform:resource:ota:delete'] === true,
  };
  const reload = () => table.current?.reload();
  useAfterUploads(reload);

  const download = async (rows: OtaPackage[]) => {
    setDownloading(true);
    try {
      await downloadOtaPackages(rows);
    } finally {
      setDownloading(false);
    }
  };

  const confirmDelete = (rows: OtaPackage[]) =>
    confirm({
      title: rows.length === 1 ? t('otaPackage.delete.one', { name: rows[0].name }) : t('otaPackage.delete.many', { count: rows.length }),
      content: t('list.confirm.irreversible'),
      onOk: async () => {
        const { deleted } = await deleteOtaPackages(rows.map((row) => row.id));
        message.success(t('otaPackage.deleted', { count: deleted }));
        clearSelection();
        reload();
      },
    });

  const columns: ProColumns<OtaPackage>[] = [
    { title: t('otaPackage.name'), dataIndex: 'name', search: false, sorter: true, ellipsis: true, width: 170 },
    { title: t('resource.fileName'), dataIndex: 'fileName', search: false, ellipsis: true, width: 190 },
    { title: t('otaPackage.format'), dataIndex: 'format', search: false, width: 80 },
    { title: t('resource.size'), dataIndex: 'size', search: false, sorter: true, width: 100, align: 'right', render: (_, row) => formatFileSize(row.size) },
    {
      title: t('otaPackage.model'),
      dataIndex: 'model',
      width: 100,
      valueType: 'select',
      fieldProps: { options: models.map((candidate) => ({ value: candidate.model, label: candidate.model })) },
      render: (_, row) => row.model,
    },
    { title: t('otaPackage.targetVersion'), dataIndex: 'targetVersion', search: false, sorter: true, width: 110 },
    {
      title: t('otaPackage.upgradeMethod'),
      dataIndex: 'upgradeMethod',
      search: false,
      filters: enumFilters(UPGRADE_METHOD, intl),
      onFilter: false,
      width: 130,
      render: (_, row) => <EnumTag enumeration={UPGRADE_METHOD} value={row.upgradeMethod} />,
    },
    { title: t('otaPackage.uploader'), dataIndex: 'uploaderName', search: false, ellipsis: true, width: 120 },
    { title: t('resource.createdAt'), dataIndex: 'createdAt', search: false, sorter: true, width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 170,
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
    <PageContainer title={t('resource.ota.title')}>
      {confirmHolder}
      <ProTable<OtaPackage>
        rowKey="id"
        actionRef={table}
        columns={hasRowActions ? columns : columns.filter((column) => column.valueType !== 'option')}
        request={request}
        {...listTableProps(t('otaPackage.keyword'))}
        scroll={{ x: TABLE_WIDTH }}
        {...(hasBatch ? selectionProps : {})}
        toolBarRender={() => [
          can.add ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('otaPackage.add')}
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
        data-testid="ota-file-table"
      />
      {can.add || can.edit ? (
        <PackageForm
          open={editing !== undefined}
          record={editing?.record}
          models={models}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            if (editing?.record) reload();
            setEditing(undefined);
          }}
        />
      ) : null}
    </PageContainer>
  );
}

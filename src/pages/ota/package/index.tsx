/**
 * /ota/package (platform:ota:package): the OTA packages with all their
 * upgrade facts (the same records as /resource/ota), filtered on the server
 * by keyword, model, purpose, tag and upgrade method. Download
 * (`platform:ota:package:download`) saves a row's file or the selection's
 * zip; "Upload package" (for holders of `platform:resource:ota:add`) opens
 * the shared package form. Its upload lives in the one upload store: leaving
 * the page mid-upload does not stop it (the header shows it), and the list
 * reloads when it lands, whenever the list is shown.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import PackageForm from '@/components/otaPackage/PackageForm';
import { useOtaModels } from '@/components/otaPackage/useOtaModels';
import { useRowSelection } from '@/components/table/actions';
import { EnumTag, enumFilters } from '@/components/table/EnumTag';
import { listTableProps } from '@/components/table/listTable';
import { pageRequest } from '@/components/table/pageRequest';
import { useAfterUploads } from '@/components/upload/useAfterUploads';
import { downloadOtaPackages, fetchOtaPackagePage } from '@/services/resources';
import { PURPOSES, UPGRADE_METHOD, type OtaPackage, type OtaPackageFilters } from '@/services/types/resource';
import { formatDateTime, formatFileSize } from '@/utils/format';

const request = pageRequest<OtaPackage, OtaPackageFilters>(fetchOtaPackagePage, { numeric: ['upgradeMethod'] });

const TABLE_WIDTH = 48 + 80 + 90 + 90 + 110 + 110 + 110 + 110 + 110 + 200 + 170 + 130 + 100 + 170 + 90;

export default function OtaPackageList() {
  const intl = useIntl();
  const access = useAccess();
  const models = useOtaModels();
  const table = useRef<ActionType>();
  const { withSelection, selectionProps } = useRowSelection<OtaPackage>(table);
  const [adding, setAdding] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = {
    download: access['platform:ota:package:download'] === true,
    upload: access['platform:resource:ota:add'] === true,
  };
  // An upload started here lands even if the person left meanwhile; the list follows when it does.
  useAfterUploads(() => table.current?.reload());

  const download = async (rows: OtaPackage[]) => {
    setDownloading(true);
    try {
      await downloadOtaPackages(rows);
    } finally {
      setDownloading(false);
    }
  };

  const columns: ProColumns<OtaPackage>[] = [
    { title: t('otaPackage.format'), dataIndex: 'format', search: false, width: 80 },
    { title: t('otaPackage.tag'), dataIndex: 'tag', width: 90, fieldProps: { maxLength: 20 } },
    {
      title: t('otaPackage.model'),
      dataIndex: 'model',
      width: 90,
      valueType: 'select',
      fieldProps: { options: models.map((candidate) => ({ value: candidate.model, label: candidate.model })) },
      render: (_, row) => row.model,
    },
    { title: t('otaPackage.modelVersion'), dataIndex: 'modelVersion', search: false, width: 110 },
    {
      title: t('otaPackage.purpose'),
      dataIndex: 'purpose',
      width: 110,
      valueType: 'select',
      fieldProps: { options: PURPOSES.map((purpose) => ({ value: purpose, label: t(`ota.purpose.${purpose}`) })) },
      render: (_, row) => t(`ota.purpose.${row.purpose}`),
    },
    { title: t('otaPackage.minVersion'), dataIndex: 'minVersion', search: false, width: 110 },
    { title: t('otaPackage.applicableVersion'), dataIndex: 'applicableVersion', search: false, width: 110 },
    { title: t('otaPackage.targetVersion'), dataIndex: 'targetVersion', search: false, sorter: true, width: 110 },
    { title: t('otaPackage.batchUuid'), dataIndex: 'batchUuid', search: false, copyable: true, ellipsis: true, width: 200 },
    { title: t('otaPackage.name'), dataIndex: 'name', search: false, sorter: true, ellipsis: true, width: 170 },
    {
      title: t('otaPackage.upgradeMethod'),
      dataIndex: 'upgradeMethod',
      search: false,
      filters: enumFilters(UPGRADE_METHOD, intl),
      onFilter: false,
      width: 130,
      render: (_, row) => <EnumTag enumeration={UPGRADE_METHOD} value={row.upgradeMethod} />,
    },
    { title: t('resource.size'), dataIndex: 'size', search: false, sorter: true, width: 100, align: 'right', render: (_, row) => formatFileSize(row.size) },
    { title: t('resource.createdAt'), dataIndex: 'createdAt', search: false, sorter: true, width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 90,
      render: (_, row) => [
        <Typography.Link key="download" onClick={() => void download([row])}>
          {t('resource.download')}
        </Typography.Link>,
      ],
    },
  ];

  return (
    <PageContainer title={t('otaPackage.title')}>
      <ProTable<OtaPackage>
        rowKey="id"
        actionRef={table}
        columns={can.download ? columns : columns.filter((column) => column.valueType !== 'option')}
        request={request}
        {...listTableProps(t('otaPackage.keyword'))}
        scroll={{ x: TABLE_WIDTH }}
        {...(can.download ? selectionProps : {})}
        toolBarRender={() => [
          can.upload ? (
            <Button key="upload" type="primary" icon={<UploadOutlined />} onClick={() => setAdding(true)}>
              {t('otaPackage.upload')}
            </Button>
          ) : null,
          can.download ? (
            <Button key="download" icon={<DownloadOutlined />} loading={downloading} onClick={withSelection((rows) => void download(rows))}>
              {t('resource.download')}
            </Button>
          ) : null,
        ]}
        data-testid="ota-package-table"
      />
      {can.upload ? <PackageForm open={adding} models={models} onClose={() => setAdding(false)} onSaved={() => setAdding(false)} /> : null}
    </PageContainer>
  );
}

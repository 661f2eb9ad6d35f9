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
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess, useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { otaPackageColumns } from '@/components/otaPackage/columns';
import { lazyDialog } from '@/components/lazyPart';
import { useOtaModels } from '@/components/otaPackage/useOtaModels';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useRowSelection } from '@/components/table/actions';
import { columnsWidth, listTableProps, ROW_CONTROL_WIDTH } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useAfterUploads } from '@/components/upload/useAfterUploads';
import { downloadOtaPackages, fetchOtaPackagePage } from '@/services/resources';
import type { OtaPackage, OtaPackageFilters } from '@/services/types/resource';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useTranslate } from '@/utils/translate';

// The form (and the form parts only it draws) comes when first opened.
const PackageForm = lazyDialog(() => import(/* webpackChunkName: "package-form" */ '@/components/otaPackage/PackageForm'));

const request = pageRequest<OtaPackage, OtaPackageFilters>(fetchOtaPackagePage, { numeric: ['upgradeMethod'] });

export default function OtaPackageList() {
  const intl = useIntl();
  const access = useAccess();
  const models = useOtaModels();
  const table = useRef<ListAction>();
  const { withSelection, selectionProps } = useRowSelection<OtaPackage>();
  const [adding, setAdding] = useState(false);
  // Back after a lost session or a reload with the upload form's fields kept (never its file): it opens again.
  useDraftReopen('otaPackage', (context) => setAdding(context === null));
  const [downloading, setDownloading] = useState(false);
  const t = useTranslate();
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

  const columns: ListColumn<OtaPackage>[] = [
    ...otaPackageColumns(intl, models, [
      'format',
      'tag',
      'model',
      'modelVersion',
      'purpose',
      'minVersion',
      'applicableVersion',
      'targetVersion',
      'batchUuid',
      'name',
      'upgradeMethod',
      'size',
      'createdAt',
    ]),
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 90,
      render: (_, row) => [
        <Button type="link" size="small" key="download" onClick={() => void download([row])}>
          {t('resource.download')}
        </Button>,
      ],
    },
  ];

  const shown = can.download ? columns : columns.filter((column) => column.valueType !== 'option');

  return (
    <PageFrame title={t('otaPackage.title')}>
      <ListTable<OtaPackage>
        rowKey="id"
        actionRef={table}
        columns={shown}
        request={request}
        {...listTableProps(t('otaPackage.keyword'))}
        scroll={{ x: columnsWidth(shown, can.download ? ROW_CONTROL_WIDTH : 0) }}
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
    </PageFrame>
  );
}

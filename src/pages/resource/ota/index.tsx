/**
 * /resource/ota (platform:resource:ota): OTA package files, paged, sorted and
 * filtered on the server (keyword, model, upgrade method). Add uploads a
 * package with its upgrade facts through the one upload store; edit changes
 * the facts (the file stays); download saves one file under its own name or
 * several as one zip; delete is confirmed. Each action shows only with its
 * key (`platform:resource:ota:add|edit|download|delete`). The same records'
 * upgrade facts are /ota/package.
 */
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import PackageForm from '@/components/otaPackage/PackageForm';
import { useOtaModels } from '@/components/otaPackage/useOtaModels';
import { useFileList } from '@/components/resource/useFileList';
import { EnumTag, enumFilters } from '@/components/table/EnumTag';
import { listTableProps } from '@/components/table/listTable';
import { pageRequest } from '@/components/table/pageRequest';
import { deleteOtaPackages, downloadOtaPackages, fetchOtaPackagePage } from '@/services/resources';
import { UPGRADE_METHOD, type OtaPackage, type OtaPackageFilters } from '@/services/types/resource';
import { formatDateTime, formatFileSize } from '@/utils/format';

const request = pageRequest<OtaPackage, OtaPackageFilters>(fetchOtaPackagePage, { numeric: ['upgradeMethod'] });

export default function OtaFileList() {
  const intl = useIntl();
  const models = useOtaModels();
  const t = (id: string) => intl.formatMessage({ id });
  const { tableProps, form, confirmHolder } = useFileList<OtaPackage>({
    accessKey: 'platform:resource:ota',
    download: downloadOtaPackages,
    remove: deleteOtaPackages,
    ids: { add: 'otaPackage.add', deleteOne: 'otaPackage.delete.one', deleteMany: 'otaPackage.delete.many', deleted: 'otaPackage.deleted' },
    actionsWidth: 170,
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
  ];

  return (
    <PageContainer title={t('resource.ota.title')}>
      {confirmHolder}
      <ProTable<OtaPackage>
        rowKey="id"
        request={request}
        {...listTableProps(t('otaPackage.keyword'))}
        {...tableProps(columns)}
        data-testid="ota-file-table"
      />
      {form ? <PackageForm {...form} models={models} /> : null}
    </PageContainer>
  );
}

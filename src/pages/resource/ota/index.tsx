/**
 * /resource/ota (platform:resource:ota): OTA package files, paged, sorted and
 * filtered on the server (keyword, model, upgrade method). Add uploads a
 * package with its upgrade facts through the one upload store; edit changes
 * the facts (the file stays); download saves one file under its own name or
 * several as one zip; delete is confirmed. Each action shows only with its
 * key (`platform:resource:ota:add|edit|download|delete`). The same records'
 * upgrade facts are /ota/package.
 */
import ListTable from '@/components/table/ListTable';
import { useIntl } from '@umijs/max';
import { otaPackageColumns } from '@/components/otaPackage/columns';
import { lazyDialog } from '@/components/lazyPart';
import { useOtaModels } from '@/components/otaPackage/useOtaModels';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useFileList } from '@/components/resource/useFileList';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { deleteOtaPackages, downloadOtaPackages, fetchOtaPackagePage } from '@/services/resources';
import type { OtaPackage, OtaPackageFilters } from '@/services/types/resource';
import { useTranslate } from '@/utils/translate';

// The form (and the form parts only it draws) comes when first opened.
const PackageForm = lazyDialog(() => import(/* webpackChunkName: "package-form" */ '@/components/otaPackage/PackageForm'));

const request = pageRequest<OtaPackage, OtaPackageFilters>(fetchOtaPackagePage, { numeric: ['upgradeMethod'] });

export default function OtaFileList() {
  const intl = useIntl();
  const models = useOtaModels();
  const t = useTranslate();
  const { tableProps, form, confirmHolder } = useFileList<OtaPackage>({
    accessKey: 'platform:resource:ota',
    download: downloadOtaPackages,
    remove: deleteOtaPackages,
    ids: { add: 'otaPackage.add', deleteOne: 'otaPackage.delete.one', deleteMany: 'otaPackage.delete.many', deleted: 'otaPackage.deleted' },
    draftForm: 'otaPackage',
    actionsWidth: 170,
  });

  const columns = otaPackageColumns(intl, models, ['name', 'fileName', 'format', 'size', 'model', 'targetVersion', 'upgradeMethod', 'uploader', 'createdAt']);

  return (
    <PageFrame title={t('resource.ota.title')}>
      {confirmHolder}
      <ListTable<OtaPackage>
        rowKey="id"
        request={request}
        {...listTableProps(t('otaPackage.keyword'))}
        {...tableProps(columns)}
        data-testid="ota-file-table"
      />
      {form ? <PackageForm {...form} models={models} /> : null}
    </PageFrame>
  );
}

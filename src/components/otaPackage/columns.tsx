/**
 * The columns of an OTA package list, shared by /resource/ota (the files)
 * and /ota/package (their upgrade facts): each screen picks the ones it
 * shows, in its own order. Model and purpose filter on the server; the
 * upgrade method filters from its column header.
 */
import type { ListColumn } from '@/components/table/listColumns';
import { EnumTag, enumFilters } from '@/components/table/EnumTag';
import { PURPOSES, UPGRADE_METHOD, type OtaModel, type OtaPackage } from '@/services/types/resource';
import { formatDateTime } from '@/utils/format';
import { formatFileSize } from '@/utils/exactFigures';

export type OtaPackageColumn =
  | 'name'
  | 'fileName'
  | 'format'
  | 'size'
  | 'tag'
  | 'model'
  | 'modelVersion'
  | 'purpose'
  | 'minVersion'
  | 'applicableVersion'
  | 'targetVersion'
  | 'batchUuid'
  | 'upgradeMethod'
  | 'uploader'
  | 'createdAt';

/** The model, as a column filtered on the server by the fleet's models (OTA packages, function checks). */
export function modelColumn<Row extends { model: string }>(t: (id: string) => string, models: readonly OtaModel[]): ListColumn<Row> {
  return {
    title: t('otaPackage.model'),
    dataIndex: 'model',
    width: 100,
    valueType: 'select',
    fieldProps: { options: models.map((candidate) => ({ value: candidate.model, label: candidate.model })) },
    render: (_, row) => row.model,
  };
}

export function otaPackageColumns(
  intl: { formatMessage: (descriptor: { id: string }) => string },
  models: readonly OtaModel[],
  picked: readonly OtaPackageColumn[],
): ListColumn<OtaPackage>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const all: Record<OtaPackageColumn, ListColumn<OtaPackage>> = {
    name: { title: t('otaPackage.name'), dataIndex: 'name', search: false, sorter: true, ellipsis: true, width: 170 },
    fileName: { title: t('resource.fileName'), dataIndex: 'fileName', search: false, ellipsis: true, width: 190 },
    format: { title: t('otaPackage.format'), dataIndex: 'format', search: false, width: 80 },
    size: { title: t('resource.size'), dataIndex: 'size', search: false, sorter: true, width: 100, align: 'right', render: (_, row) => formatFileSize(row.size) },
    tag: { title: t('otaPackage.tag'), dataIndex: 'tag', width: 90, fieldProps: { maxLength: 20 } },
    model: modelColumn<OtaPackage>(t, models),
    modelVersion: { title: t('otaPackage.modelVersion'), dataIndex: 'modelVersion', search: false, width: 110 },
    purpose: {
      title: t('otaPackage.purpose'),
      dataIndex: 'purpose',
      width: 110,
      valueType: 'select',
      fieldProps: { options: PURPOSES.map((purpose) => ({ value: purpose, label: t(`ota.purpose.${purpose}`) })) },
      render: (_, row) => t(`ota.purpose.${row.purpose}`),
    },
    minVersion: { title: t('otaPackage.minVersion'), dataIndex: 'minVersion', search: false, width: 110 },
    applicableVersion: { title: t('otaPackage.applicableVersion'), dataIndex: 'applicableVersion', search: false, width: 110 },
    targetVersion: { title: t('otaPackage.targetVersion'), dataIndex: 'targetVersion', search: false, sorter: true, width: 110 },
    batchUuid: { title: t('otaPackage.batchUuid'), dataIndex: 'batchUuid', search: false, copyable: true, ellipsis: true, width: 200 },
    upgradeMethod: {
      title: t('otaPackage.upgradeMethod'),
      dataIndex: 'upgradeMethod',
      search: false,
      filters: enumFilters(UPGRADE_METHOD, intl),
      width: 130,
      render: (_, row) => <EnumTag enumeration={UPGRADE_METHOD} value={row.upgradeMethod} />,
    },
    uploader: { title: t('otaPackage.uploader'), dataIndex: 'uploaderName', search: false, ellipsis: true, width: 120 },
    createdAt: { title: t('resource.createdAt'), dataIndex: 'createdAt', search: false, sorter: true, width: 170, render: (_, row) => formatDateTime(row.createdAt) },
  };
  return picked.map((key) => all[key]);
}

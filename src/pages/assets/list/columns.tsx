/**
 * The asset list's columns: what shows, what sorts, what filters (docs/api.md "Assets").
 * The company column and filter show only to a platform account (`allCompanies`):
 * any other account sees its own company's assets only, so they would tell it nothing.
 */
import type { ListColumn } from '@/components/table/listColumns';
import { Link, useIntl } from '@umijs/max';
import { Badge, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { DataText } from '@/components/DataText';
import { EnumTag, enumFilters } from '@/components/table/EnumTag';
import { BATTERY_STATE, LOCK_STATE, RUN_STATUS, type AssetRow } from '@/services/types/asset';
import type { EnumerationView } from '@/services/types/enumeration';
import type { CompanyOption, ProjectOption } from '@/services/options';
import type { SceneOption } from '@/services/types/scene';
import { formatDate, formatDateTime } from '@/utils/format';
import UnitLink from '@/components/unit/UnitLink';

export interface AssetOptions {
  companies: CompanyOption[];
  projects: ProjectOption[];
  scenes: SceneOption[];
}

export interface RowActions {
  canDetail: boolean;
  render: (row: AssetRow) => React.ReactNode[];
}

/** Search fields that hold a date range, and the bounds they become. */
export const DATE_RANGES = {
  licenceExpiryRange: ['licenceExpiryFrom', 'licenceExpiryTo'],
  activationRange: ['activationFrom', 'activationTo'],
} as const;

export const NUMERIC_FILTERS = ['runStatus', 'batteryState', 'vendorLock', 'enterpriseLock'] as const;

/** Shown unless the user turns them on (the table's column settings). */
export const HIDDEN_BY_DEFAULT = [
  'uuid',
  'projectName',
  'deviceNumber',
  'brand',
  'supplier',
  'manufacturer',
  'region',
  'enterpriseLicenceExpiry',
  'updatedAt',
];

function LockCell({ state, until }: { state: number; until: number | null }) {
  const intl = useIntl();
  return (
    <Space size={4}>
      <EnumTag enumeration={LOCK_STATE} value={state} />
      {state === LOCK_STATE.values.TEMPORARY && until ? (
        <Typography.Text type="secondary">
          <DataText>{intl.formatMessage({ id: 'asset.lockedUntil' }, { date: formatDate(until) })}</DataText>
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** The columns that name the company: a platform account's only. */
export const COMPANY_COLUMNS: readonly string[] = ['companyName', 'companyId'];

export function useAssetColumns(options: AssetOptions, actions: RowActions, allCompanies: boolean): ListColumn<AssetRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const text = (dataIndex: keyof AssetRow, titleId: string, extra: Partial<ListColumn<AssetRow>> = {}): ListColumn<AssetRow> => ({
      title: t(titleId),
      dataIndex,
      width: 150,
      fieldProps: { maxLength: 50 },
      ...extra,
    });
    const select = (dataIndex: string, titleId: string, list: Array<{ id: string; name: string }>): ListColumn<AssetRow> => ({
      title: t(titleId),
      dataIndex,
      hideInTable: true,
      valueType: 'select',
      fieldProps: { showSearch: true, optionFilterProp: 'label', options: list.map((item) => ({ value: item.id, label: item.name })) },
    });
    const enumColumn = (dataIndex: 'runStatus' | 'batteryState', titleId: string, enumeration: EnumerationView): ListColumn<AssetRow> => ({
      title: t(titleId),
      dataIndex,
      width: 150,
      search: false,
      sorter: true,
      filters: enumFilters(enumeration, intl),
      render: (_, row) => <EnumTag enumeration={enumeration} value={row[dataIndex]} />,
    });
    const lockColumn = (dataIndex: 'vendorLock' | 'enterpriseLock', untilKey: 'vendorLockUntil' | 'enterpriseLockUntil', titleId: string): ListColumn<AssetRow> => ({
      title: t(titleId),
      dataIndex,
      width: 210,
      search: false,
      filters: enumFilters(LOCK_STATE, intl),
      render: (_, row) => <LockCell state={row[dataIndex]} until={row[untilKey]} />,
    });
    const date = (dataIndex: keyof AssetRow, titleId: string, extra: Partial<ListColumn<AssetRow>> = {}): ListColumn<AssetRow> => ({
      title: t(titleId),
      dataIndex,
      width: 170,
      search: false,
      ltr: true,
      render: (_, row) => formatDate(row[dataIndex] as number | null),
      ...extra,
    });
    const columns: ListColumn<AssetRow>[] = [
      text('assetNumber', 'asset.assetNumber', {
        sorter: true,
        width: 140,
        fixed: 'left',
        ltr: true,
        render: (_, row) =>
          actions.canDetail ? (
            <Link to={`/assets/list/detail/${encodeURIComponent(row.id)}`}>
              <DataText ltr>{row.assetNumber}</DataText>
            </Link>
          ) : (
            row.assetNumber
          ),
      }),
      text('name', 'asset.name', { sorter: true }),
      // The unit's timeline for a person who may open it (UnitLink: a Link, nothing heavy); its text otherwise.
      text('serialNumber', 'asset.serialNumber', { sorter: true, ltr: true, render: (_, row) => <UnitLink serialNumber={row.serialNumber} /> }),
      text('companyName', 'asset.company', { sorter: true, search: false, width: 200 }),
      select('companyId', 'asset.company', options.companies),
      text('projectName', 'asset.project', { search: false }),
      select('projectId', 'asset.project', options.projects),
      text('sceneName', 'asset.scene', { search: false }),
      select('sceneId', 'asset.scene', options.scenes),
      text('uuid', 'asset.uuid', { width: 300, ltr: true }),
      text('model', 'asset.model', { sorter: true, width: 110, ltr: true }),
      text('deviceNumber', 'asset.deviceNumber', { ltr: true }),
      text('brand', 'asset.brand'),
      text('supplier', 'asset.supplier'),
      text('manufacturer', 'asset.manufacturer'),
      text('region', 'asset.region'),
      enumColumn('runStatus', 'asset.runStatus', RUN_STATUS),
      enumColumn('batteryState', 'asset.batteryState', BATTERY_STATE),
      lockColumn('vendorLock', 'vendorLockUntil', 'asset.vendorLock'),
      lockColumn('enterpriseLock', 'enterpriseLockUntil', 'asset.enterpriseLock'),
      date('vendorLicenceExpiry', 'asset.vendorLicenceExpiry', {
        sorter: true,
        render: (_, row) => (row.unlimitedValidity ? t('asset.unlimitedValidity') : formatDate(row.vendorLicenceExpiry)),
      }),
      date('enterpriseLicenceExpiry', 'asset.enterpriseLicenceExpiry', {
        render: (_, row) => (row.unlimitedValidity ? t('asset.unlimitedValidity') : formatDate(row.enterpriseLicenceExpiry)),
      }),
      { title: t('asset.vendorLicenceExpiry'), dataIndex: 'licenceExpiryRange', valueType: 'dateRange', hideInTable: true },
      date('firstActivation', 'asset.firstActivation', {
        sorter: true,
        render: (_, row) => (row.firstActivation === null ? t('asset.notActivated') : formatDate(row.firstActivation)),
      }),
      { title: t('asset.firstActivation'), dataIndex: 'activationRange', valueType: 'dateRange', hideInTable: true },
      {
        title: t('asset.online'),
        dataIndex: 'online',
        width: 110,
        search: false,
        render: (_, row) => <Badge status={row.online ? 'success' : 'default'} text={t(`asset.online.${row.online}`)} />,
      },
      date('updatedAt', 'asset.updatedAt', { sorter: true, render: (_, row) => formatDateTime(row.updatedAt) }),
    ];
    const rowActions: ListColumn<AssetRow> = {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 230,
      render: (_, row) => actions.render(row),
    };
    const shown = allCompanies ? columns : columns.filter((column) => !COMPANY_COLUMNS.includes(String(column.dataIndex)));
    return [...shown, rowActions];
  }, [intl, options, actions, allCompanies]);
}

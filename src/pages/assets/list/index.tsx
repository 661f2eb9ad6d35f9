/**
 * /assets/list (platform:assets:list): the device fleet, paged, sorted and
 * filtered on the server; add, edit, locks and configuration per row; export,
 * delete and configuration for the selected rows. Every action shows only
 * with its access key; the server checks the same keys. An account of one
 * company (not `allCompanies`) sees no company column or filter, and its form
 * keeps the company fixed to its own.
 */
import { DeleteOutlined, LockOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import { Link, useAccess, useModel } from '@umijs/max';
import { Button, message } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useRowSelection } from '@/components/table/actions';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { useListExport, type ExportTexts } from '@/components/table/useListExport';
import { listTableProps, ROW_CONTROL_WIDTH, useStoredColumns, type ColumnsMap } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { deleteAssets, fetchAssetPage } from '@/services/assets';
import { BATTERY_STATE, LOCK_STATE, RUN_STATUS, type Asset, type AssetFilters, type AssetRow } from '@/services/types/asset';
import { formatDate } from '@/utils/format';
import { DATE_RANGES, HIDDEN_BY_DEFAULT, NUMERIC_FILTERS, useAssetColumns } from './columns';
import type { ConfigTarget } from './components/ConfigModal';
import { lazyDialog } from '@/components/lazyPart';
import { useAssetOptions } from './useAssetOptions';
import { DRAFT_FORMS } from '@/drafts/forms';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { pushAddressQuery, useAddressQuery } from '@/components/table/searchAddress';
import { useTranslate } from '@/utils/translate';
import DriftNotice, { DRIFT_MODULE } from './components/DriftNotice';

// The dialogs (and the form parts only they draw) come when first opened.
const AssetForm = lazyDialog(() => import(/* webpackChunkName: "asset-form" */ './components/AssetForm'));
const LockModal = lazyDialog(() => import(/* webpackChunkName: "asset-locks" */ './components/LockModal'), ({ ids }) => ids.length > 0);
const ConfigModal = lazyDialog(() => import(/* webpackChunkName: "asset-config" */ './components/ConfigModal'), ({ target }) => target !== undefined);

const request = pageRequest<AssetRow, AssetFilters>(fetchAssetPage, { numeric: NUMERIC_FILTERS, dateRanges: DATE_RANGES });

/** The table body's height: the rows beyond it are drawn as they scroll into view. */
const TABLE_BODY_HEIGHT = 560;

const DEFAULT_COLUMNS: ColumnsMap = Object.fromEntries(HIDDEN_BY_DEFAULT.map((key) => [key, { show: false }]));

type Editing = { asset?: Asset } | undefined;

export default function AssetList() {
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const allCompanies = access.allCompanies === true;
  const options = useAssetOptions();
  const table = useRef<ListAction>();
  const { withSelection, clearSelection, selectionProps } = useRowSelection<AssetRow>();
  const [editing, setEditing] = useState<Editing>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again on the same record.
  useDraftReopen('asset', (context) => setEditing(context ? { asset: context as Asset } : {}));
  const [locking, setLocking] = useState<string[]>([]);
  useDraftReopen(DRAFT_FORMS.assetLock, (context) => Array.isArray(context) && setLocking(context.map(String)));
  const [configuring, setConfiguring] = useState<ConfigTarget>();
  const columnsState = useStoredColumns('asset-list', DEFAULT_COLUMNS);
  const [confirm, confirmHolder] = useDangerConfirm();
  const t = useTranslate();
  // Narrowed to a module's drifting devices by the address (a standardization project's drift link): not a search field, a notice.
  const address = useAddressQuery();
  const drift = useMemo(() => {
    const query = new URLSearchParams(address ?? '');
    const moduleId = query.get(DRIFT_MODULE)?.trim();
    return moduleId ? { moduleId, projectId: query.get('projectId') ?? '', query } : undefined;
  }, [address]);
  const showAll = () => {
    if (!drift) return;
    const query = new URLSearchParams(drift.query);
    query.delete(DRIFT_MODULE);
    pushAddressQuery(query);
  };

  const can = {
    info: access['platform:assets:list:info'] === true,
    detail: access['platform:assets:list:detail'] === true,
    single: access['platform:assets:list:singleDeviceConfig'] === true,
    multi: access['platform:assets:list:multiDeviceConfig'] === true,
  };

  const reload = () => table.current?.reload();
  const closeConfig = useCallback(() => setConfiguring(undefined), []);

  const confirmDelete = (rows: AssetRow[]) =>
    confirm({
      title: t('asset.delete.title', { count: rows.length }),
      content: t('list.confirm.irreversible'),
      onOk: async () => {
        const { deleted } = await deleteAssets(rows.map((row) => row.id));
        message.success(t('asset.deleted', { count: deleted }));
        clearSelection();
        reload();
      },
    });

  const rowActions = useMemo(
    () => ({
      canDetail: can.detail,
      render: (row: AssetRow) =>
        [
          can.detail ? (
            <Link key="detail" to={`/assets/list/detail/${encodeURIComponent(row.id)}`}>
              {t('asset.detail')}
            </Link>
          ) : null,
          can.info ? (
            <Button type="link" size="small" key="edit" onClick={() => setEditing({ asset: row })}>
              {t('common.edit')}
            </Button>
          ) : null,
          can.info ? (
            <Button type="link" size="small" key="lock" onClick={() => setLocking([row.id])}>
              {t('asset.locks')}
            </Button>
          ) : null,
          can.single ? (
            <Button type="link" size="small" key="config" onClick={() => setConfiguring({ mode: 'single', rows: [row] })}>
              {t('asset.config')}
            </Button>
          ) : null,
        ].filter(Boolean),
    }),
    [can.detail, can.info, can.single, t],
  );
  const columns = useAssetColumns(options, rowActions, allCompanies);
  const hasRowActions = can.detail || can.info || can.single;
  const shown = hasRowActions ? columns : columns.filter((column) => column.valueType !== 'option');
  // A virtual table needs a number: the widths of the columns it may show, plus the selection column.
  const visibleWidth = shown.reduce((sum, column) => {
    const key = String(column.dataIndex ?? '');
    const hidden = column.hideInTable || columnsState.value[key]?.show === false;
    return sum + (hidden ? 0 : Number(column.width ?? 150));
  }, ROW_CONTROL_WIDTH);

  // The cells the table draws with a component (a tag, a badge), in its words.
  const exportTexts = useMemo((): ExportTexts<AssetRow> => {
    const lock = (state: number, until: number | null) =>
      state === LOCK_STATE.values.TEMPORARY && until
        ? `${t(LOCK_STATE.idOf(state))} ${t('asset.lockedUntil', { date: formatDate(until) })}`
        : t(LOCK_STATE.idOf(state));
    return {
      runStatus: (row) => t(RUN_STATUS.idOf(row.runStatus)),
      batteryState: (row) => t(BATTERY_STATE.idOf(row.batteryState)),
      vendorLock: (row) => lock(row.vendorLock, row.vendorLockUntil),
      enterpriseLock: (row) => lock(row.enterpriseLock, row.enterpriseLockUntil),
      online: (row) => t(`asset.online.${row.online}`),
    };
  }, [t]);
  const exporter = useListExport<AssetRow>({ name: 'assets', columns, texts: exportTexts, request, withSelection, allowed: true });

  return (
    <PageFrame title={t('asset.list.title')}>
      {confirmHolder}
      {drift ? <DriftNotice moduleId={drift.moduleId} projectId={drift.projectId} onClose={showAll} /> : null}
      <ListTable<AssetRow>
        rowKey="id"
        actionRef={table}
        columns={shown}
        request={exporter.request}
        params={drift ? { [DRIFT_MODULE]: drift.moduleId } : undefined}
        columnsState={columnsState}
        {...listTableProps(t('asset.keyword'))}
        // Only the rows in view are drawn: a page of 100 stays one short task.
        virtual
        scroll={{ x: visibleWidth, y: TABLE_BODY_HEIGHT }}
        {...selectionProps}
        toolBarRender={() => [
          can.info ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('asset.add')}
            </Button>
          ) : null,
          ...exporter.buttons,
          can.multi ? (
            <Button key="config" icon={<SettingOutlined />} onClick={withSelection((rows) => setConfiguring({ mode: 'multi', rows }))}>
              {t('asset.batch.config')}
            </Button>
          ) : null,
          can.info ? (
            <Button key="lock" icon={<LockOutlined />} onClick={withSelection((rows) => setLocking(rows.map((row) => row.id)))}>
              {t('asset.locks')}
            </Button>
          ) : null,
          can.info ? (
            <Button key="delete" danger icon={<DeleteOutlined />} onClick={withSelection(confirmDelete)}>
              {t('asset.batch.delete')}
            </Button>
          ) : null,
        ]}
        // The table's first render is the screen's heaviest: sliced, so no long task (issue 6's benchmark); its first page is asked for meanwhile.
        tableAfterPaint
        data-testid="asset-table"
      />
      <AssetForm
        open={editing !== undefined}
        asset={editing?.asset}
        options={options}
        ownCompanyId={allCompanies ? undefined : (initialState?.currentUser?.companyId ?? '')}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <LockModal
        ids={locking}
        onClose={() => setLocking([])}
        onDone={() => {
          setLocking([]);
          reload();
        }}
      />
      <ConfigModal
        target={configuring}
        onClose={closeConfig}
        onDone={() => {
          setConfiguring(undefined);
          reload();
        }}
      />
    </PageFrame>
  );
}

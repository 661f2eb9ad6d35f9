/**
 * /resource/function (platform:resource:function): the function-check
 * report, a row per self-check a device ran, paged, sorted and filtered on
 * the server (keyword, result, model, check time). With
 * `platform:resource:function:export` the shared export (useListExport)
 * saves the ticked checks, or every check the filter matches, as CSV in the
 * words the table shows: a row per check item (read a page of checks at a
 * time), the check's columns then the item's; a check without items is one
 * row with empty item cells.
 */
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess } from '@umijs/max';
import { Tag } from 'antd';
import { useRef } from 'react';
import { modelColumn } from '@/components/otaPackage/columns';
import { useOtaModels } from '@/components/otaPackage/useOtaModels';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useRowSelection } from '@/components/table/actions';
import { useListExport } from '@/components/table/useListExport';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest, type PageRequestOptions } from '@/components/table/pageRequest';
import { CHECK_ITEMS_IDS_MAX, fetchFunctionCheckItems, fetchFunctionCheckPage, type FunctionCheckItem } from '@/services/resources';
import type { FunctionCheck, FunctionCheckFilters } from '@/services/types/resource';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';

const OPTIONS: PageRequestOptions = { dateRanges: { checkedRange: ['checkedFrom', 'checkedTo'] } };
const page = pageRequest<FunctionCheck, FunctionCheckFilters>(fetchFunctionCheckPage, OPTIONS);
const RESULTS = ['pass', 'fail'] as const;

/** A row of the export: a check, with one of its items (none for a check without items). */
type CheckItemRow = FunctionCheck & { item?: FunctionCheckItem };

/** The checks as the export writes them: each check once per item, in the checks' order, a page of checks per call. */
async function rowsPerItem(checks: CheckItemRow[]): Promise<CheckItemRow[]> {
  const items = new Map<string, FunctionCheckItem[]>();
  for (let start = 0; start < checks.length; start += CHECK_ITEMS_IDS_MAX) {
    const answer = await fetchFunctionCheckItems(checks.slice(start, start + CHECK_ITEMS_IDS_MAX).map((check) => check.id));
    for (const entry of answer) items.set(entry.id, entry.items);
  }
  return checks.flatMap((check): CheckItemRow[] => {
    const own = items.get(check.id) ?? [];
    return own.length === 0 ? [{ ...check, item: undefined }] : own.map((item) => ({ ...check, item }));
  });
}

const TABLE_WIDTH = 48 + 140 + 150 + 100 + 170 + 80 + 80 + 80 + 100 + 130;

export default function FunctionCheckReport() {
  const access = useAccess();
  const models = useOtaModels();
  const table = useRef<ListAction>();
  const { withSelection, selectionProps } = useRowSelection<FunctionCheck>();
  const t = useTranslate();
  const canExport = access['platform:resource:function:export'] === true;

  const columns: ListColumn<FunctionCheck>[] = [
    { title: t('resource.function.assetNumber'), dataIndex: 'assetNumber', search: false, sorter: true, width: 140, ltr: true },
    { title: t('resource.serialNumber'), dataIndex: 'serialNumber', search: false, ellipsis: true, width: 150, ltr: true },
    modelColumn<FunctionCheck>(t, models),
    { title: t('resource.function.checkedAt'), dataIndex: 'checkedAt', search: false, sorter: true, width: 170, ltr: true, render: (_, row) => formatDateTime(row.checkedAt) },
    { title: t('resource.function.checkedAt'), dataIndex: 'checkedRange', valueType: 'dateRange', hideInTable: true },
    { title: t('resource.function.total'), dataIndex: 'total', search: false, width: 80, align: 'right' },
    { title: t('resource.function.passed'), dataIndex: 'passed', search: false, width: 80, align: 'right' },
    { title: t('resource.function.failed'), dataIndex: 'failed', search: false, sorter: true, width: 80, align: 'right' },
    {
      title: t('resource.function.result'),
      dataIndex: 'result',
      width: 100,
      valueType: 'select',
      fieldProps: { options: RESULTS.map((result) => ({ value: result, label: t(`resource.function.result.${result}`) })) },
      render: (_, row) => (
        <Tag color={row.result === 'pass' ? 'success' : 'error'} data-result={row.result}>
          {t(`resource.function.result.${row.result}`)}
        </Tag>
      ),
    },
    { title: t('resource.function.operator'), dataIndex: 'operator', search: false, ellipsis: true, width: 130 },
  ];

  // The file's columns: the table's, then the item's (empty for a check without items).
  const itemText = (read: (item: FunctionCheckItem) => string) => (_: unknown, row: CheckItemRow) => (row.item ? read(row.item) : null);
  const exportColumns: ListColumn<CheckItemRow>[] = [
    ...columns,
    { title: t('resource.function.item'), dataIndex: 'item.item', render: itemText((item) => item.item) },
    { title: t('resource.function.item.expected'), dataIndex: 'item.expected', render: itemText((item) => item.expected) },
    { title: t('resource.function.item.measured'), dataIndex: 'item.measured', render: itemText((item) => item.measured) },
    { title: t('resource.function.item.result'), dataIndex: 'item.result', render: itemText((item) => t(`resource.function.result.${item.result}`)) },
  ];
  const exporter = useListExport<CheckItemRow>({
    name: 'function-check',
    columns: exportColumns,
    request: page,
    withSelection,
    allowed: canExport,
    expand: rowsPerItem,
  });

  return (
    <PageFrame title={t('resource.function.title')}>
      <ListTable<FunctionCheck>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={exporter.request}
        {...listTableProps(t('resource.function.keyword'))}
        scroll={{ x: TABLE_WIDTH }}
        {...(canExport ? selectionProps : {})}
        toolBarRender={() => exporter.buttons}
        data-testid="function-check-table"
      />
    </PageFrame>
  );
}

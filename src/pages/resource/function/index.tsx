/**
 * /resource/function (platform:resource:function): the function-check
 * report, a row per self-check a device ran, paged, sorted and filtered on
 * the server (keyword, result, model, check time). Export
 * (`platform:resource:function:export`) saves the ticked checks as one zip
 * named with the time; with none ticked it asks for a selection first
 * (section 5), as every list's batch action does.
 */
import { DownloadOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Tag, Tooltip, message } from 'antd';
import { useRef, useState } from 'react';
import { modelColumn } from '@/components/otaPackage/columns';
import { useOtaModels } from '@/components/otaPackage/useOtaModels';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useRowSelection } from '@/components/table/actions';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest, type PageRequestOptions } from '@/components/table/pageRequest';
import { exportFunctionChecks, fetchFunctionCheckPage } from '@/services/resources';
import type { FunctionCheck, FunctionCheckFilters } from '@/services/types/resource';
import { formatDateTime } from '@/utils/format';

const OPTIONS: PageRequestOptions = { dateRanges: { checkedRange: ['checkedFrom', 'checkedTo'] } };
const page = pageRequest<FunctionCheck, FunctionCheckFilters>(fetchFunctionCheckPage, OPTIONS);
const RESULTS = ['pass', 'fail'] as const;

const TABLE_WIDTH = 48 + 140 + 150 + 100 + 170 + 80 + 80 + 80 + 100 + 130;

export default function FunctionCheckReport() {
  const intl = useIntl();
  const access = useAccess();
  const models = useOtaModels();
  const table = useRef<ListAction>();
  const { withSelection, selectionProps } = useRowSelection<FunctionCheck>();
  const [exporting, setExporting] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const canExport = access['platform:resource:function:export'] === true;

  const runExport = async (rows: FunctionCheck[]) => {
    setExporting(true);
    try {
      if (await exportFunctionChecks(rows.map((row) => row.id))) message.success(t('resource.function.exported'));
    } finally {
      setExporting(false);
    }
  };

  const columns: ListColumn<FunctionCheck>[] = [
    { title: t('resource.function.assetNumber'), dataIndex: 'assetNumber', search: false, sorter: true, width: 140 },
    { title: t('resource.serialNumber'), dataIndex: 'serialNumber', search: false, ellipsis: true, width: 150 },
    modelColumn<FunctionCheck>(t, models),
    { title: t('resource.function.checkedAt'), dataIndex: 'checkedAt', search: false, sorter: true, width: 170, render: (_, row) => formatDateTime(row.checkedAt) },
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

  return (
    <PageFrame title={t('resource.function.title')}>
      <ListTable<FunctionCheck>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={page}
        {...listTableProps(t('resource.function.keyword'))}
        scroll={{ x: TABLE_WIDTH }}
        {...(canExport ? selectionProps : {})}
        toolBarRender={() => [
          canExport ? (
            <Tooltip key="export" title={t('resource.function.exportSelected.hint')}>
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={withSelection((rows) => void runExport(rows))}>
                {t('resource.function.export')}
              </Button>
            </Tooltip>
          ) : null,
        ]}
        data-testid="function-check-table"
      />
    </PageFrame>
  );
}

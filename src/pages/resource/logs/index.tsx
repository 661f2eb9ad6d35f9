/**
 * /resource/logs (platform:resource:logs): the log packages devices produced,
 * paged, sorted and filtered on the server (keyword, generation time). Add
 * uploads a package through the one upload store; edit changes its facts
 * (the file stays); download saves one file under its own name or several
 * as one zip; delete is confirmed. Every action shows only with its key
 * (`:add`, `:edit`, `:download`, `:delete`), which the server checks too.
 */
import ListTable from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useFileList } from '@/components/resource/useFileList';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { deleteLogs, downloadLogs, fetchLogPage } from '@/services/resources';
import type { LogFilters, LogPackage } from '@/services/types/resource';
import { formatDateTime } from '@/utils/format';
import { formatFileSize } from '@/utils/exactFigures';
import { lazyDialog } from '@/components/lazyPart';
import { useTranslate } from '@/utils/translate';

// The form (and the form parts only it draws) comes when first opened.
const LogForm = lazyDialog(() => import(/* webpackChunkName: "log-form" */ './components/LogForm'));

const request = pageRequest<LogPackage, LogFilters>(fetchLogPage, { dateRanges: { generatedRange: ['generatedFrom', 'generatedTo'] } });

export default function LogList() {
  const t = useTranslate();
  const { tableProps, form, confirmHolder } = useFileList<LogPackage>({
    accessKey: 'platform:resource:logs',
    download: downloadLogs,
    remove: deleteLogs,
    ids: { add: 'resource.log.add', deleteOne: 'resource.log.delete.one', deleteMany: 'resource.log.delete.many', deleted: 'resource.log.deleted' },
    draftForm: 'resource.log',
    actionsWidth: 210,
  });

  const columns: ListColumn<LogPackage>[] = [
    { title: t('resource.name'), dataIndex: 'name', search: false, sorter: true, ellipsis: true, width: 160 },
    { title: t('resource.fileName'), dataIndex: 'fileName', search: false, ellipsis: true, width: 180 },
    { title: t('resource.size'), dataIndex: 'size', search: false, sorter: true, width: 100, align: 'right', ltr: true, render: (_, row) => formatFileSize(row.size) },
    {
      title: t('resource.log.generatedAt'),
      dataIndex: 'generatedAt',
      search: false,
      sorter: true,
      width: 170,
      ltr: true,
      render: (_, row) => formatDateTime(row.generatedAt),
    },
    { title: t('resource.log.generatedAt'), dataIndex: 'generatedRange', valueType: 'dateRange', hideInTable: true },
    { title: t('resource.path'), dataIndex: 'path', search: false, copyable: true, ltr: true, ellipsis: true, width: 240 },
    { title: t('resource.serialNumber'), dataIndex: 'serialNumber', search: false, ellipsis: true, width: 150, ltr: true, render: (_, row) => row.serialNumber || '-' },
    { title: t('resource.createdAt'), dataIndex: 'createdAt', search: false, sorter: true, width: 170, ltr: true, render: (_, row) => formatDateTime(row.createdAt) },
  ];

  return (
    <PageFrame title={t('resource.log.title')}>
      {confirmHolder}
      <ListTable<LogPackage>
        rowKey="id"
        request={request}
        {...listTableProps(t('resource.log.keyword'))}
        {...tableProps(columns)}
        data-testid="log-table"
      />
      {form ? <LogForm {...form} /> : null}
    </PageFrame>
  );
}

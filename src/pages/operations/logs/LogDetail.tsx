/** One operation log entry in a drawer: who, when, what, and the request it made as indented JSON text. */
import { useIntl } from '@umijs/max';
import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { detailItem } from '@/components/DetailSection';
import { useData } from '@/request/useData';
import { fetchOperationLog } from '@/services/operationLogs';
import { formatDateTime } from '@/utils/format';

export default function LogDetail({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const { data, loading } = useData(() => (id ? fetchOperationLog(id) : Promise.resolve(undefined)), {
    refreshDeps: [id],
    cacheTime: 0,
    refreshOnWindowFocus: false,
  });
  const entry = data && data.id === id ? data : undefined;

  return (
    <Drawer open={id !== undefined} onClose={onClose} title={t('operations.details')} width={560} destroyOnHidden>
      {loading && !entry ? <Skeleton active /> : null}
      {entry ? (
        <>
          <Descriptions column={1} bordered size="small" data-testid="log-detail">
            {detailItem(t('operations.time'), formatDateTime(entry.time), { ltr: true })}
            {detailItem(t('operations.account'), entry.account)}
            {detailItem(t('operations.userName'), entry.userName)}
            {detailItem(t('operations.action'), intl.formatMessage({ id: `operations.action.${entry.action}`, defaultMessage: entry.action }))}
            {detailItem(t('operations.module'), intl.formatMessage({ id: `operations.module.${entry.module}`, defaultMessage: entry.module }))}
            {detailItem(t('operations.target'), entry.target || '-')}
            {detailItem(t('operations.summary'), entry.summary)}
            {detailItem(t('operations.ip'), entry.ip || '-', { ltr: true })}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('operations.request')}
          </Typography.Title>
          <pre className="log-request" data-testid="log-request" dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {entry.detail === undefined || entry.detail === null ? '-' : JSON.stringify(entry.detail, null, 2)}
          </pre>
        </>
      ) : null}
    </Drawer>
  );
}

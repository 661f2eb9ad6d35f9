/** One operation log entry in a drawer: who, when, what, and the request it made as indented JSON text. */
import { useIntl } from '@umijs/max';
import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
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
    <Drawer open={id !== undefined} onClose={onClose} title={t('operations.details')} width={560} destroyOnClose>
      {loading && !entry ? <Skeleton active /> : null}
      {entry ? (
        <>
          <Descriptions column={1} bordered size="small" data-testid="log-detail">
            <Descriptions.Item label={t('operations.time')}>{formatDateTime(entry.time)}</Descriptions.Item>
            <Descriptions.Item label={t('operations.account')}>{entry.account}</Descriptions.Item>
            <Descriptions.Item label={t('operations.userName')}>{entry.userName}</Descriptions.Item>
            <Descriptions.Item label={t('operations.action')}>
              {intl.formatMessage({ id: `operations.action.${entry.action}`, defaultMessage: entry.action })}
            </Descriptions.Item>
            <Descriptions.Item label={t('operations.module')}>
              {intl.formatMessage({ id: `operations.module.${entry.module}`, defaultMessage: entry.module })}
            </Descriptions.Item>
            <Descriptions.Item label={t('operations.target')}>{entry.target || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('operations.summary')}>{entry.summary}</Descriptions.Item>
            <Descriptions.Item label={t('operations.ip')}>{entry.ip || '-'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('operations.request')}
          </Typography.Title>
          <pre className="log-request" data-testid="log-request" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {entry.detail === undefined || entry.detail === null ? '-' : JSON.stringify(entry.detail, null, 2)}
          </pre>
        </>
      ) : null}
    </Drawer>
  );
}

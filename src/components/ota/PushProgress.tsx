/**
 * A push's progress: its devices per upgrade status, as coloured counts (only the statuses it has); and its state,
 * Finished, or In progress with how many devices are pending. Both come from the server's row: `finishedAt` is null
 * exactly while a device is pending (issuing, issued, or offline: an offline device has not been upgraded yet).
 */
import { useIntl } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import { UPGRADE_STATUS, type Push } from '@/services/types/ota';

export default function PushProgress({ counts }: { counts: Record<string, number> }) {
  const intl = useIntl();
  return (
    <Space size={4} wrap data-testid="push-progress">
      {UPGRADE_STATUS.entries
        .filter((entry) => (counts[String(entry.value)] ?? 0) > 0)
        .map((entry) => (
          <Tag key={entry.value} color={entry.color === 'default' ? undefined : entry.color} data-status={entry.value}>
            {intl.formatMessage({ id: entry.id })} {counts[String(entry.value)]}
          </Tag>
        ))}
    </Space>
  );
}

/** Finished, or In progress and "N devices pending" beneath. */
export function PushState({ push }: { push: Pick<Push, 'finishedAt' | 'pending'> }) {
  const intl = useIntl();
  if (push.finishedAt !== null) {
    return (
      <Tag color="success" data-testid="push-state">
        {intl.formatMessage({ id: 'ota.push.state.finished' })}
      </Tag>
    );
  }
  return (
    <Space direction="vertical" size={0} data-testid="push-state">
      <Tag color="processing">{intl.formatMessage({ id: 'ota.push.state.running' })}</Tag>
      {push.pending > 0 ? (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {intl.formatMessage({ id: 'ota.push.pending' }, { count: push.pending })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

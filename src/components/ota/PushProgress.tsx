/** A push's devices per upgrade status, as coloured counts (only the statuses it has). */
import { useIntl } from '@umijs/max';
import { Space, Tag } from 'antd';
import { UPGRADE_STATUS } from '@/services/types/ota';

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

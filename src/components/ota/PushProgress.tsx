/**
 * A push's progress: its devices per upgrade status, as coloured counts (only the statuses it has); and its state
 * (the server's `state`): Finished, Halted (a stage failed past its threshold), Rolling back, Rolled back, or In
 * progress with how many devices are pending (not sent yet, issuing, waiting for idle, issued, or offline: an offline
 * device has not been upgraded yet), and a phased push's stage.
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

/** Each state of a push as a whole (the server's `state`), its tag's colour. */
const STATE_COLORS: Record<Push['state'], string> = {
  running: 'processing',
  finished: 'success',
  halted: 'error',
  rollingBack: 'processing',
  rolledBack: 'warning',
};

/**
 * The push's state: Finished, Halted, Rolling back or Rolled back; or In progress with "N devices pending" beneath.
 * A phased push says its stage ("Stage 2 of 3") beneath.
 */
export function PushState({ push }: { push: Pick<Push, 'finishedAt' | 'pending' | 'state' | 'stage' | 'stages'> }) {
  const intl = useIntl();
  const line = (text: string) => (
    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography.Text>
  );
  const phased = push.stages.length > 1;
  return (
    <Space direction="vertical" size={0} data-testid="push-state" data-state={push.state}>
      <Tag color={STATE_COLORS[push.state] ?? 'default'}>{intl.formatMessage({ id: `ota.push.state.${push.state}`, defaultMessage: push.state })}</Tag>
      {push.state === 'running' && push.pending > 0 ? line(intl.formatMessage({ id: 'ota.push.pending' }, { count: push.pending })) : null}
      {phased ? line(intl.formatMessage({ id: 'ota.push.stage' }, { stage: push.stage, count: push.stages.length })) : null}
    </Space>
  );
}

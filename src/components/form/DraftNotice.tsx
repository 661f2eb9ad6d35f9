/**
 * The line at the top of a form that says what became of its changes: a
 * draft kept when the work was interrupted was restored (Discard goes back
 * to what the form started with), or the last save got no reply (Retry
 * sends the same values again; the pipeline's Idempotency-Key makes a
 * second arrival of the same save answer the first one's result).
 */
import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';

export type DraftNoticeProps = ({ kind: 'restored'; keptAt: number } | { kind: 'noReply' }) & {
  onDiscard: () => void;
  onRetry: () => void;
};

export default function DraftNotice(props: DraftNoticeProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (props.kind === 'restored') {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        data-testid="draft-restored"
        style={{ marginBottom: 16 }}
        message={t('draft.restored', { time: dayjs(props.keptAt).format('YYYY-MM-DD HH:mm:ss') })}
        action={
          <Button size="small" onClick={props.onDiscard}>
            {t('draft.discard')}
          </Button>
        }
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="draft-no-reply"
      style={{ marginBottom: 16 }}
      message={t('draft.noReply')}
      action={
        <Button size="small" type="primary" onClick={props.onRetry}>
          {t('draft.retry')}
        </Button>
      }
    />
  );
}

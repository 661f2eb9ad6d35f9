/**
 * The line at the top of a form that says what became of its changes: a
 * draft kept when the work was interrupted was restored (Discard goes back
 * to what the form started with), or the last save got no reply (Retry
 * sends the same values again; the pipeline's Idempotency-Key makes a
 * second arrival of the same save answer the first one's result).
 * `useDraftNotice` keeps which of the two is said, for useUnsavedChanges and
 * for a screen that keeps its draft with useDraft itself (the OTA push).
 */
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslate } from '@/utils/translate';

export type DraftNoticeProps = ({ kind: 'restored'; keptAt: number } | { kind: 'noReply' }) & {
  onDiscard: () => void;
  onRetry: () => void;
};

export default function DraftNotice(props: DraftNoticeProps) {
  const t = useTranslate();
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

type Said = { kind: 'restored'; keptAt: number } | { kind: 'noReply' };

export interface DraftNoticeState {
  /** The notice to render at the top of the form, or null. */
  notice: ReactNode;
  /** A draft was given back (useDraft's onRestored). */
  restored: (keptAt: number) => void;
  /** The last save got no reply: Retry offers to send it again. */
  noReply: () => void;
  /** Nothing to say any more (a save went, the form was left or started afresh). */
  clear: () => void;
}

/** What the notice says, and its actions: Discard (the form back to its start) and Retry (the same save again). */
export function useDraftNotice({ onDiscard, onRetry }: { onDiscard: () => void; onRetry: () => void }): DraftNoticeState {
  const [said, setSaid] = useState<Said>();
  const clear = useCallback(() => setSaid(undefined), []);
  const restored = useCallback((keptAt: number) => setSaid({ kind: 'restored', keptAt }), []);
  const noReply = useCallback(() => setSaid({ kind: 'noReply' }), []);
  const notice = said ? (
    <DraftNotice
      {...said}
      onDiscard={() => {
        clear();
        onDiscard();
      }}
      onRetry={() => {
        clear();
        onRetry();
      }}
    />
  ) : null;
  return { notice, restored, noReply, clear };
}

/**
 * One confirmation with a red button (useDangerConfirm in actions.tsx): antd's
 * confirm dialog, opened once when this mounts. In a chunk of its own, with
 * antd's Modal: a list loads it when a person first asks for a destructive
 * action, not with the list.
 */
import { useIntl } from '@umijs/max';
import { Modal } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

/** What a red confirmation asks (useDangerConfirm in ./actions.tsx). */
export interface DangerConfirmOptions {
  title: string;
  content: ReactNode;
  /** The confirming button's text; 'Delete' when left out. */
  okText?: string;
  /** The action; a failure it throws has been shown by the pipeline, and the dialog closes. */
  onOk: () => Promise<unknown>;
  /** A confirmation of an action that destroys nothing (sending an upgrade): its button is the primary one, not red. */
  plain?: boolean;
}

export default function DangerConfirm({ title, content, okText, onOk, plain = false }: DangerConfirmOptions) {
  const intl = useIntl();
  const [modal, holder] = Modal.useModal();
  const opened = useRef(false);
  useEffect(() => {
    // Once per request (a new request mounts a new one), also under React's strict double effects.
    if (opened.current) return;
    opened.current = true;
    modal.confirm({
      title,
      content,
      okText: okText ?? intl.formatMessage({ id: 'common.delete' }),
      okButtonProps: { danger: !plain },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: async () => {
        try {
          await onOk();
        } catch {
          // shown once by the pipeline; what was there stays
        }
      },
    });
  }, [content, intl, modal, okText, onOk, plain, title]);
  return holder;
}

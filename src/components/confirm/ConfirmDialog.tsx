/**
 * One confirmation (useConfirm): antd's confirm dialog, opened once when this
 * mounts. In a chunk of its own, with antd's Modal: a screen loads it when a
 * person first does something that asks, not with the screen.
 */
import { useIntl } from '@umijs/max';
import { Modal } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

/** What a confirmation asks (useConfirm in ./useConfirm.tsx). */
export interface ConfirmOptions {
  title: string;
  content: ReactNode;
  /** The confirming button's text; 'Delete' for a dangerous action, 'OK' otherwise, when left out. */
  okText?: string;
  /** The other button's text; 'Cancel' when left out. */
  cancelText?: string;
  /** The action; a failure it throws has been shown by the pipeline, and the dialog closes. */
  onOk: () => unknown;
  /** An action that destroys or loses something: its button is red. */
  danger?: boolean;
}

export default function ConfirmDialog({ title, content, okText, cancelText, onOk, danger = false }: ConfirmOptions) {
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
      okText: okText ?? intl.formatMessage({ id: danger ? 'common.delete' : 'common.ok' }),
      okButtonProps: { danger },
      cancelText: cancelText ?? intl.formatMessage({ id: 'common.cancel' }),
      onOk: async () => {
        try {
          await onOk();
        } catch {
          // shown once by the pipeline; what was there stays
        }
      },
    });
  }, [cancelText, content, danger, intl, modal, okText, onOk, title]);
  return holder;
}

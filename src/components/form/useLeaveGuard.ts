/**
 * Asking before changes are lost, for anything that knows whether it holds
 * changes (`dirty`): a form (useUnsavedChanges builds on this) or an editor
 * whose changes are not form values (the road-network editor of
 * /business/global).
 *
 * While `dirty`: a navigation inside the console is held by Umi's
 * `history.block` and asks "Leave without saving?" (Leave goes on, Stay
 * stays); closing or reloading the tab asks the browser's own question
 * (`beforeunload`). A navigation to the sign-in pages (`/user/...`) passes: the
 * console goes there only when the session ended. `ask(leave)` puts the same
 * question before anything else that would lose the changes; `release()` lets
 * go at once (after a save, before the navigation that follows it). The
 * caller renders `holder`.
 */
import { history, useIntl } from '@umijs/max';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { reloadingWithDrafts } from '@/drafts/live';

/** Where the console goes when the session ended: nothing can be saved there, so nothing is asked. */
const SESSION_END = /^\/user(\/|$)/;

export interface LeaveGuard {
  /** Asks "Leave without saving?" and runs `leave` on Leave. */
  ask: (leave: () => void) => void;
  /** Lets go of the navigation block and the tab's question until `dirty` turns true again. */
  release: () => void;
  holder: ReactNode;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const intl = useIntl();
  const [confirm, holder] = useDangerConfirm();
  // One question at a time: asking again replaces the one on screen.
  const ask = useCallback(
    (leave: () => void) => {
      const t = (id: string) => intl.formatMessage({ id });
      confirm({ title: t('unsaved.title'), content: t('unsaved.content'), okText: t('unsaved.leave'), cancelText: t('unsaved.stay'), onOk: leave });
    },
    [intl, confirm],
  );

  // Lets go of the navigation block and the tab's question (after a save, or on Leave).
  const current = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // A reload that kept the changes as drafts (a new release, a part that failed to load) loses nothing.
      if (reloadingWithDrafts()) return;
      event.preventDefault();
      // Older browsers (the build's floor, Chrome 88) ask only when a return value is set.
      event.returnValue = '';
    };
    let unblock = () => {};
    const stop = () => {
      unblock();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
    unblock = history.block((transition) => {
      const go = () => {
        stop();
        transition.retry();
      };
      if (SESSION_END.test(transition.location.pathname)) go();
      else ask(go);
    });
    window.addEventListener('beforeunload', onBeforeUnload);
    current.current = stop;
    return () => {
      stop();
      if (current.current === stop) current.current = undefined;
    };
  }, [dirty, ask]);

  const release = useCallback(() => {
    current.current?.();
    current.current = undefined;
  }, []);

  return { ask, release, holder };
}

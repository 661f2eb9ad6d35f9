import { useEffect, useRef } from 'react';

/**
 * Gives focus back to what held it when a dialog opened (a row's action, a bar's button), once the
 * dialog has closed and focus has fallen to the page: a keyboard user goes on from where they were.
 * antd's dialog does so itself unless something inside took focus as it opened (ProForm focuses
 * its first field at once, before the dialog notes where focus was), so this steps in only when
 * focus is left on the page's body within a second of closing (the closing motion is 0.3 s).
 */
export function useFocusReturn(open: boolean): void {
  const state = useRef<{ open: boolean; trigger: Element | null }>({ open: false, trigger: null });
  // Noted while rendering the opening: once the dialog commits, its first field may hold focus.
  if (open && !state.current.open) state.current.trigger = document.activeElement;
  state.current.open = open;
  useEffect(() => {
    const trigger = state.current.trigger;
    if (open || !(trigger instanceof HTMLElement) || trigger === document.body) return undefined;
    state.current.trigger = null;
    const until = performance.now() + 1000;
    let frame = 0;
    const check = () => {
      const active = document.activeElement;
      if (active === null || active === document.body) {
        if (trigger.isConnected) trigger.focus({ preventScroll: true });
      } else if (performance.now() < until) {
        frame = requestAnimationFrame(check);
      }
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [open]);
}

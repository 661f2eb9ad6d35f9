import type { KeyboardEvent } from 'react';

/**
 * What makes an anchor without an address work as a button: the role, a tab stop, and Enter (when
 * pressed) and Space (when released) running its click, as a button's do. A disabled one is
 * announced as such and left out of the tab order; its click is not run.
 */
export function buttonLike(disabled?: boolean) {
  return {
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-disabled': disabled || undefined,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        // Space would scroll the page; Enter on an anchor with no address does nothing of its own.
        event.preventDefault();
        if (event.key === 'Enter' && !disabled) event.currentTarget.click();
      }
    },
    onKeyUp: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === ' ' && !disabled) event.currentTarget.click();
    },
  } as const;
}

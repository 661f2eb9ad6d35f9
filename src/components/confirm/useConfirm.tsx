/**
 * The confirmations a screen asks for: `useConfirm` for an action that
 * destroys nothing (sending an upgrade), `useDangerConfirm` for one that
 * does (a delete, leaving unsaved changes), whose button is red. Each returns
 * the function that asks and the holder to render once in the screen; the
 * dialog's code comes when first asked for.
 */
import { useCallback, useId, useState, type ReactNode } from 'react';
import { lazyPart } from '@/components/lazyPart';
import type { ConfirmOptions } from './ConfirmDialog';

export type { ConfirmOptions } from './ConfirmDialog';

const ConfirmDialog = lazyPart(() => import(/* webpackChunkName: "confirm-dialog" */ './ConfirmDialog'), { fallback: null });

export function useConfirm(danger = false): [(options: Omit<ConfirmOptions, 'danger'>) => void, ReactNode] {
  const id = useId();
  const [asked, setAsked] = useState<{ options: ConfirmOptions; count: number }>();
  const confirm = useCallback(
    (options: Omit<ConfirmOptions, 'danger'>) => setAsked((last) => ({ options: { ...options, danger }, count: (last?.count ?? 0) + 1 })),
    [danger],
  );
  // Each request mounts a dialog of its own, which opens once; the key is also this hook's own, so
  // that two holders a screen draws side by side never share one.
  const holder = asked ? <ConfirmDialog key={`${id}-${asked.count}`} {...asked.options} /> : null;
  return [confirm, holder];
}

/** A confirmation with a red button. */
export function useDangerConfirm() {
  return useConfirm(true);
}

/**
 * A screen whose dialog held changes when the work was interrupted opens it
 * again when the same account comes back to the same path: `reopen` gets
 * what opened it (the draft's context, e.g. the record it edits; null when
 * nothing), once, when the screen is first drawn. The dialog's form then
 * takes the draft back itself (useUnsavedChanges' `draft`).
 */
import { history } from '@umijs/max';
import { useEffect, useRef } from 'react';
import { readCurrentUser } from '@/request/storage';
import { readDraft } from './store';
import { fromStored } from './values';

export function useDraftReopen(form: string, reopen: (context: unknown) => void): void {
  const latest = useRef(reopen);
  latest.current = reopen;
  useEffect(() => {
    const kept = readDraft(readCurrentUser()?.id ?? '', history.location.pathname, form);
    if (kept) latest.current(fromStored(kept.context));
  }, [form]);
}

/**
 * The one way an editor's changes become a draft and come back (issue 34):
 * while it holds changes (`changed`), what interrupts its work (a lost
 * session, a reload for a new release or a part that failed to load:
 * live.ts) keeps what `read` gives; when it comes on screen (`active`) and
 * this account kept a draft of it on this path, opened on the same thing
 * (`context`), `restore` gets the values back once and `onRestored` when it
 * was kept. A form uses it through useUnsavedChanges (`draft`); an editor
 * whose state is not one form's values (the OTA push screen) directly.
 */
import { history } from '@umijs/max';
import { useEffect, useRef } from 'react';
import { readCurrentUser } from '@/request/storage';
import { registerDraftSource } from './live';
import { discardDraft, readDraft } from './store';
import { fromStored, sameStored, toStored } from './values';

export interface DraftOptions {
  /** The editor's name, unique on its path (a record dialog: its dictionary prefix). */
  form: string;
  /** What opened the editor (the record a dialog edits); a draft is restored only into the same. */
  context?: unknown;
  /** Top-level fields never kept (beyond passwords, captchas, codes and files, which never are). */
  exclude?: readonly string[];
}

export interface DraftBinding {
  /** The editor is on screen (a dialog: open and filled). */
  active: boolean;
  /** It holds changes not saved. */
  changed: boolean;
  /** What it holds now. */
  read: () => unknown;
  /** Puts kept values back. */
  restore: (values: unknown) => void;
  /** A draft came back: when it was kept. */
  onRestored: (keptAt: number) => void;
}

export function useDraft(draft: DraftOptions | undefined, binding: DraftBinding): void {
  // The latest options and callbacks (callers hand over new ones at every render).
  const latest = useRef({ draft, binding });
  latest.current = { draft, binding };
  const name = draft?.form;
  const { active, changed } = binding;

  useEffect(() => {
    if (!changed || name === undefined) return undefined;
    return registerDraftSource({
      form: name,
      snapshot: () => ({
        context: toStored(latest.current.draft?.context ?? null),
        values: toStored(latest.current.binding.read(), latest.current.draft?.exclude),
      }),
    });
  }, [changed, name]);

  useEffect(() => {
    if (!active || name === undefined) return;
    const account = readCurrentUser()?.id ?? '';
    const path = history.location.pathname;
    const kept = readDraft(account, path, name);
    if (!kept || !sameStored(kept.context, toStored(latest.current.draft?.context ?? null))) return;
    discardDraft(account, path, name);
    latest.current.binding.restore(fromStored(kept.values));
    latest.current.binding.onRestored(kept.keptAt);
  }, [active, name]);
}

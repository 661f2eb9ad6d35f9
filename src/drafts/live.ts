/**
 * The forms on screen that hold changes, so that what interrupts them (a
 * login-expired answer, the reload for a new release or for a part that
 * failed to load) keeps their values as drafts first (store.ts). Every form
 * that asks before its changes are lost (useUnsavedChanges) registers here
 * while it holds changes; nothing else does.
 */
import { history } from '@umijs/max';
import { readCurrentUser } from '@/request/storage';
import { keepDraft, type Stored } from './store';

export interface DraftSource {
  form: string;
  /** What the form holds now, as a draft keeps it (store.ts toStored). */
  snapshot: () => { context: Stored; values: Stored };
}

const sources = new Set<DraftSource>();

/** Registers a form holding changes; returns its unregistration. */
export function registerDraftSource(source: DraftSource): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

/** Whether a form on screen holds changes not saved. */
export function holdsUnsavedWork(): boolean {
  return sources.size > 0;
}

/**
 * Keeps what every form holding changes holds, as drafts of `account` (the
 * signed-in one unless given) on `path` (the current one unless given).
 * Returns how many were kept.
 */
export function keepDrafts(account = readCurrentUser()?.id ?? '', path = history.location.pathname, now = Date.now()): number {
  if (!account) return 0;
  let kept = 0;
  for (const source of sources) {
    try {
      keepDraft(account, { form: source.form, path, ...source.snapshot(), keptAt: now });
      kept += 1;
    } catch {
      // one form that cannot be read does not stop the others
    }
  }
  return kept;
}

let reloading = false;

/** The page is being reloaded with its changes kept: the tab's "leave?" question has nothing to protect. */
export function reloadingWithDrafts(): boolean {
  return reloading;
}

/** Keeps every form's changes as drafts, then reloads the page (a new release, a part that failed to load). */
export function reloadKeepingDrafts(): void {
  keepDrafts();
  reloading = true;
  window.location.reload();
}

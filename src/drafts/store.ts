/**
 * Drafts: what a form held when its work was interrupted (the session
 * expired, the page is reloaded for a new release or a part that failed to
 * load), kept in the browser's local storage until the same account comes
 * back to the same path (issue 34; the README's threat model).
 *
 * - Per account: one storage entry per account id (`drafts:<id>`); nothing
 *   here is read for another account.
 * - Per path and form: a path holds at most one draft of each form (its
 *   name, `form`), with what opened it (`context`, e.g. the record a dialog
 *   edits) and when it was kept.
 * - Never held: a field whose name says password, captcha, code or secret, a
 *   file (File, Blob, an upload list's entries) and whatever a form names in
 *   its own `exclude`.
 * - Expiry: a draft is read for DRAFT_TTL_MS (24 hours) after it was kept;
 *   an older one is dropped whenever drafts are read or written, and every
 *   draft of an account at its explicit logout.
 * Reads never throw: storage that is full, off or corrupt reads as no draft.
 * What a value becomes in a draft: values.ts (kept apart: this module is in
 * the entry, with the session's end, and needs no date library).
 */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'drafts:';

/** A value as JSON holds it. */
export type Stored = string | number | boolean | null | Stored[] | { [key: string]: Stored };

export interface Draft {
  /** The form's name (a dialog's or page's, unique on its path). */
  form: string;
  /** The pathname it was kept on; it is offered there alone. */
  path: string;
  /** What opened the form (the record a dialog edits), null when nothing. */
  context: Stored;
  values: Stored;
  /** When it was kept (epoch ms). */
  keptAt: number;
}

const isDraft = (value: unknown): value is Draft => {
  const draft = value as Partial<Draft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.form === 'string' &&
    typeof draft.path === 'string' &&
    typeof draft.keptAt === 'number' &&
    'values' in draft
  );
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readAll(account: string, now: number): Draft[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PREFIX + account) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isDraft).filter((draft) => now - draft.keptAt < DRAFT_TTL_MS) : [];
  } catch {
    return [];
  }
}

function writeAll(account: string, drafts: readonly Draft[]): void {
  try {
    if (drafts.length === 0) storage()?.removeItem(PREFIX + account);
    else storage()?.setItem(PREFIX + account, JSON.stringify(drafts));
  } catch {
    // storage full or off: the draft lasts as long as the form does
  }
}

const same = (draft: Draft, path: string, form: string) => draft.path === path && draft.form === form;

/** Keeps `draft` for `account`, in place of one of the same form on the same path. */
export function keepDraft(account: string, draft: Draft): void {
  if (!account) return;
  writeAll(account, [...readAll(account, draft.keptAt).filter((kept) => !same(kept, draft.path, draft.form)), draft]);
}

/** The account's unexpired draft of `form` on `path`, if any. */
export function readDraft(account: string, path: string, form: string, now = Date.now()): Draft | undefined {
  if (!account) return undefined;
  return readAll(account, now).find((draft) => same(draft, path, form));
}

/** The account's unexpired drafts on `path`. */
export function draftsAt(account: string, path: string, now = Date.now()): Draft[] {
  if (!account) return [];
  return readAll(account, now).filter((draft) => draft.path === path);
}

/** Forgets the account's draft of `form` on `path`. */
export function discardDraft(account: string, path: string, form: string, now = Date.now()): void {
  if (!account) return;
  writeAll(account, readAll(account, now).filter((draft) => !same(draft, path, form)));
}

/** Forgets every draft of the account (its explicit logout). */
export function clearDrafts(account: string): void {
  if (!account) return;
  try {
    storage()?.removeItem(PREFIX + account);
  } catch {
    // nothing stored
  }
}

/** Drops every account's expired drafts (at each sign-in). */
export function dropExpiredDrafts(now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    const accounts: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(PREFIX)) accounts.push(key.slice(PREFIX.length));
    }
    for (const account of accounts) writeAll(account, readAll(account, now));
  } catch {
    // storage unavailable: nothing to drop
  }
}


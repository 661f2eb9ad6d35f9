/**
 * Changes a form holds that are not saved yet, asked about before they are
 * lost: the one shared part behind every edit form (issue 30).
 *
 * A form holds changes while its values (antd's `Form.useWatch`, all of them)
 * differ from what it started with (`initialValues`; typing a value and
 * typing it back is no change). While it does and is on screen (`active`):
 * - any navigation inside the console (the menu, a breadcrumb, a back or
 *   cancel button, the browser's back) is held by Umi's `history.block` (the
 *   `history` package's public blocker, which `@umijs/max` exports) and asks
 *   "Leave without saving?"; Leave goes on, Stay stays;
 * - closing or reloading the tab asks the browser's own question
 *   (`beforeunload`; browsers show their own words there);
 * - `confirmLeave(close)` asks the same before a dialog is closed (Cancel,
 *   its close button, Escape, the mask), and closes at once when nothing
 *   changed; either way the form goes back to its initial values (what was
 *   left is lost, as the question says).
 * `saved()` after a successful save: the saved values are the new start, so
 * the navigation that follows a save asks nothing. `whileSaving(save)` for a
 * save that goes on by itself (a dialog's upload runs on in the header's
 * upload list): while it is on its way, leaving asks nothing; should it fail,
 * the form holds its changes again. A navigation to the
 * sign-in pages (`/user/...`) passes: the console goes there only when the
 * session ended (logout, expiry), when nothing could be saved any more.
 *
 * The caller renders `holder` (the console's red confirmation, useDangerConfirm:
 * antd's confirm in the console's theme and language, loaded when first asked).
 * The question and the blocking are useLeaveGuard's, which a part whose changes
 * are not a form's values (the road-network editor) uses directly.
 */
import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useDraft, type DraftOptions } from '@/drafts/useDraft';
import { ApiError } from '@/request/errors';
import { useDraftNotice } from './DraftNotice';
import { useLeaveGuard } from './useLeaveGuard';

export interface UnsavedChangesOptions<Values> {
  /** What the form started with; it holds changes while its values differ from these. */
  initialValues?: Partial<Values>;
  /** Whether the form is on screen (a dialog: while it is open). True when left out. */
  active?: boolean;
  /** Keep the changes as a draft when the session expires or the page reloads, and restore them. */
  draft?: DraftOptions;
}

export interface UnsavedChanges {
  /** The form holds changes not saved yet (and is on screen). */
  dirty: boolean;
  /** Runs `leave` at once when nothing changed, else once the person chooses Leave. */
  confirmLeave: (leave: () => void) => void;
  /** After a successful save: what the form holds now is saved, and leaving asks nothing. */
  saved: () => void;
  /** Leaving asks nothing while this save is on its way (it goes on without the form). */
  whileSaving: <T>(save: Promise<T>) => Promise<T>;
  /** The question's holder: render it in the form's component. */
  holder: ReactNode;
  /**
   * Render it at the top of the form: says that a draft was restored (with
   * Discard), or that the last save got no reply (with Retry); else nothing.
   */
  notice: ReactNode;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether two form values are the same to a person: empty ones (nothing,
 * an empty text or list) alike, dates by their instant, lists and plain
 * objects field by field, anything else by identity.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (dayjs.isDayjs(a) || dayjs.isDayjs(b)) return dayjs.isDayjs(a) && dayjs.isDayjs(b) && a.valueOf() === b.valueOf();
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues(a[key], b[key]));
  }
  return Object.is(a, b);
}

export function useUnsavedChanges<Values extends object>(
  form: FormInstance<Values>,
  { initialValues, active = true, draft }: UnsavedChangesOptions<Values> = {},
): UnsavedChanges {
  const values = Form.useWatch((all: Values) => all, { form, preserve: true });
  // What the last successful save sent: the same values again are no change.
  const [savedValues, setSavedValues] = useState<Values | undefined>(undefined);
  // Saves on their way (see whileSaving).
  const [saving, setSaving] = useState(0);
  const restart = () => {
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  };
  const { notice, restored, noReply, clear } = useDraftNotice({ onDiscard: restart, onRetry: () => form.submit() });
  // The form holds changes (while a save is on its way too: a session that expires under it keeps them).
  const changed =
    active &&
    values !== undefined &&
    !sameValues(values, initialValues ?? {}) &&
    (savedValues === undefined || !sameValues(values, savedValues));
  const dirty = changed && saving === 0;

  // A dialog closed and opened again starts afresh.
  useEffect(() => {
    if (!active) {
      setSavedValues(undefined);
      clear();
    }
  }, [active, clear]);

  // Kept as a draft while it holds changes, and given back when it comes on screen (src/drafts).
  useDraft(draft, {
    active,
    changed,
    read: () => form.getFieldsValue(true),
    restore: (kept) => form.setFieldsValue(kept as Parameters<typeof form.setFieldsValue>[0]),
    onRestored: restored,
  });

  const { ask, release, holder } = useLeaveGuard(dirty);

  const saved = useCallback(() => {
    // At once: the navigation that follows a save runs before the next render.
    release();
    setSavedValues(form.getFieldsValue(true) as Values);
    clear();
  }, [form, release, clear]);

  const whileSaving = useCallback(async <T,>(save: Promise<T>): Promise<T> => {
    release();
    setSaving((count) => count + 1);
    try {
      const result = await save;
      clear();
      return result;
    } catch (error) {
      // No reply ('None response!'): the values stay, and the notice offers to send them again.
      if (error instanceof ApiError && error.kind === 'noResponse') noReply();
      throw error;
    } finally {
      setSaving((count) => count - 1);
    }
  }, [release, clear, noReply]);

  // Left, the changes are gone: a dialog opened again starts from its initial values, not from what was typed.
  const confirmLeave = (leave: () => void) => {
    const discard = () => {
      form.resetFields();
      clear();
      leave();
    };
    if (dirty) ask(discard);
    else discard();
  };

  return { dirty, confirmLeave, saved, whileSaving, holder, notice };
}

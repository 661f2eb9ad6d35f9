/**
 * A failed form call ends in one place: field reasons of a 40001 go onto the
 * form's fields (in the user's language); anything else is one message.
 */
import { getIntl } from '@umijs/max';
import type { FormInstance } from 'antd';

/** A form field's name, as antd's Form takes it (through its public FormInstance). */
export type NamePath = Parameters<FormInstance['getFieldValue']>[0];
import { ApiError, describe } from '@/request/errors';
import { showFailure } from '@/request/notify';
import { PublicKeyError } from '@/utils/publicKeyError';

function fieldMessage(field: string, reason: string, prefix?: string): string {
  const intl = getIntl();
  const own = prefix ? `${prefix}.server.${field}.${reason}` : undefined;
  if (own && intl.messages[own]) return intl.formatMessage({ id: own });
  const specific = `server.${field}.${reason}`;
  if (intl.messages[specific]) return intl.formatMessage({ id: specific });
  if (intl.messages[`server.${reason}`]) return intl.formatMessage({ id: `server.${reason}` });
  return intl.formatMessage({ id: 'server.invalid' });
}

/**
 * The one message of a call made silent (`errorDisplay: 'silent'`) whose
 * failure the screen did not take as its own; none when the pipeline has
 * dealt with it already (an expired session) or nobody wants it (cancelled).
 */
export function showCallFailure(error: unknown): void {
  if (error instanceof PublicKeyError) {
    // A password flow (registration, a new password) that cannot encrypt says why, in the user's language.
    showFailure({ id: 'login.keyError', values: { reason: getIntl().formatMessage({ id: `password.keyError.${error.reason}` }) } });
    return;
  }
  if (!(error instanceof ApiError)) {
    showFailure({ id: 'request.error.request' });
    return;
  }
  if (error.kind === 'loginExpired' || error.kind === 'canceled') return;
  showFailure(describe(error));
}

/**
 * For a call outside a form: a field reason of one of `fields` (a request field no form shows) is
 * the one message, in the user's language; anything else is shown as `showCallFailure` shows it.
 */
export function showReasonFailure(error: unknown, fields: string[], prefix?: string): void {
  const mapped = error instanceof ApiError ? Object.entries(error.fieldErrors).find(([field]) => fields.includes(field)) : undefined;
  if (mapped) showFailure({ text: fieldMessage(mapped[0], mapped[1], prefix) });
  else showCallFailure(error);
}

/**
 * @param fields request field (`address.city` for a nested one) -> form field (a name or a path), for the fields this form shows;
 *   `null` for a request field no form field shows (a flow's token): its reason is then the one message, in the user's language.
 * @param prefix a form's own dictionary prefix: `<prefix>.server.<field>.<reason>` wins over the shared `server.<field>.<reason>`.
 * @returns true when the failure went onto the form's fields.
 */
export function showFormFailure(form: FormInstance, error: unknown, fields: Record<string, NamePath | null>, prefix?: string): boolean {
  const mapped = error instanceof ApiError ? Object.entries(error.fieldErrors).filter(([field]) => field in fields) : [];
  const onForm = mapped.filter(([field]) => fields[field] !== null);
  if (onForm.length > 0) {
    form.setFields(onForm.map(([field, reason]) => ({ name: fields[field] as NamePath, errors: [fieldMessage(field, reason, prefix)] })));
    return true;
  }
  // A reason of a field no form field shows is the one message (without it the server's own text would show, in its language).
  showReasonFailure(error, Object.keys(fields), prefix);
  return false;
}

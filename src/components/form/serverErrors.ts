/**
 * A failed form call ends in one place: field reasons of a 40001 go onto the
 * form's fields (in the user's language); anything else is one message.
 */
import { getIntl } from '@umijs/max';
import type { FormInstance } from 'antd';
import { ApiError, describe } from '@/request/errors';
import { showFailure } from '@/request/notify';

function fieldMessage(field: string, reason: string): string {
  const intl = getIntl();
  const specific = `server.${field}.${reason}`;
  if (intl.messages[specific]) return intl.formatMessage({ id: specific });
  if (intl.messages[`server.${reason}`]) return intl.formatMessage({ id: `server.${reason}` });
  return intl.formatMessage({ id: 'server.invalid' });
}

/**
 * @param fields request field -> form field, for the fields this form shows.
 * @returns true when the failure went onto the form's fields.
 */
export function showFormFailure(form: FormInstance, error: unknown, fields: Record<string, string>): boolean {
  if (error instanceof ApiError) {
    if (error.kind === 'loginExpired' || error.kind === 'canceled') return false; // handled by the pipeline
    const onForm = Object.entries(error.fieldErrors).filter(([field]) => field in fields);
    if (onForm.length > 0) {
      form.setFields(onForm.map(([field, reason]) => ({ name: fields[field], errors: [fieldMessage(field, reason)] })));
      return true;
    }
    showFailure(describe(error));
    return false;
  }
  showFailure({ id: 'request.error.request' });
  return false;
}

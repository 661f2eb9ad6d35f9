/**
 * How a failure is shown: the five display modes of section 4, chosen per
 * call. At most three messages stand on screen at once (section 9).
 */
import { getIntl, history } from '@umijs/max';
import { message, notification } from 'antd';
import type { MessageSpec } from './errors';
import { safeRedirectPath } from './redirect';

export type ErrorDisplay = 'silent' | 'warning' | 'error' | 'notification' | 'redirect';

export const MAX_MESSAGES = 3;
message.config({ maxCount: MAX_MESSAGES });

export function translate(spec: MessageSpec): string {
  if ('text' in spec) return spec.text;
  return getIntl().formatMessage({ id: spec.id }, spec.values);
}

export interface ShowOptions {
  display?: ErrorDisplay;
  /** For 'redirect': where to go (a same-origin path; anything else falls back). */
  redirectTo?: string;
}

export function showFailure(spec: MessageSpec, options: ShowOptions = {}): void {
  const text = translate(spec);
  switch (options.display ?? 'error') {
    case 'silent':
      return;
    case 'warning':
      message.warning(text);
      return;
    case 'notification':
      notification.error({ message: translate({ id: 'request.error.title' }), description: text });
      return;
    case 'redirect':
      history.replace(safeRedirectPath(options.redirectTo, '/welcome'));
      return;
    default:
      message.error(text);
  }
}

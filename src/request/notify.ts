/**
 * How a failure is shown: the five display modes of section 4, chosen per
 * call. At most three messages stand on screen at once (section 9).
 */
import { getIntl, history } from '@umijs/max';
import { message } from 'antd';
import { ApiError, describe, type MessageSpec } from './errors';
import type { notification as NotificationApi } from './notificationApi';
import { safeRedirectPath } from './redirect';

export type ErrorDisplay = 'silent' | 'warning' | 'error' | 'notification' | 'redirect';

export const MAX_MESSAGES = 3;
message.config({ maxCount: MAX_MESSAGES });

/**
 * antd's notification, loaded when first asked for (by the few calls that ask, and the new-version
 * prompt), so that the entry chunk does not carry it.
 */
export function loadNotification(): Promise<typeof NotificationApi> {
  return import(/* webpackChunkName: "notification" */ './notificationApi').then((module) => module.notification);
}

export function translate(spec: MessageSpec): string {
  if ('text' in spec) return spec.text;
  return getIntl().formatMessage({ id: spec.id }, spec.values);
}

/**
 * A failure in the words the pipeline shows for it, for a screen that shows it in its place (a result's subtitle):
 * an ApiError's description, anything else a request error. Never an identifier (`noResponse`, `Network Error`).
 */
export function failureText(error: unknown): string {
  return translate(error instanceof ApiError ? describe(error) : { id: 'request.error.request' });
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
      // Should antd's notification fail to load (offline), the failure shows as an error message.
      loadNotification()
        .then((notification) => notification.error({ message: translate({ id: 'request.error.title' }), description: text }))
        .catch(() => message.error(text));
      return;
    case 'redirect':
      history.replace(safeRedirectPath(options.redirectTo, '/welcome'));
      return;
    default:
      message.error(text);
  }
}

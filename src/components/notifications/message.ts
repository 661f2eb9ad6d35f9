/**
 * A notification's words and link: its title is a translation id filled from
 * msgParam (a JSON string that may be malformed: then it is ignored); a GET
 * message links to its url with the parameters as query string, through the
 * same safe-redirect rule as login.
 */
import type { useIntl } from '@umijs/max';
import { safeRedirectPath } from '@/request/redirect';
import type { Notification } from '@/services/notifications';

type Intl = ReturnType<typeof useIntl>;

export type MessageParams = Record<string, string | number>;

export function parseParams(msgParam: string | undefined | null): MessageParams {
  if (!msgParam) return {};
  try {
    const parsed: unknown = JSON.parse(msgParam);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: MessageParams = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/** A placeholder the parameters do not fill shows as this, never as '{name}'. */
export const MISSING_PARAM = '—';

export function notificationTitle(intl: Pick<Intl, 'formatMessage' | 'messages'>, item: Notification): string {
  const pattern = intl.messages[item.msg];
  if (typeof pattern !== 'string') return intl.formatMessage({ id: 'notice.unreadable' });
  const params: MessageParams = {};
  for (const [, name] of pattern.matchAll(/\{(\w+)\}/g)) params[name] = MISSING_PARAM;
  Object.assign(params, parseParams(item.msgParam));
  try {
    return intl.formatMessage({ id: item.msg }, params);
  } catch {
    return intl.formatMessage({ id: 'notice.unreadable' });
  }
}

/** The go-to path of a GET message, or undefined (no link, or an unsafe one). */
export function notificationLink(item: Notification): string | undefined {
  if (item.method !== 'GET' || !item.url) return undefined;
  const query = new URLSearchParams(
    Object.entries(parseParams(item.msgParam)).map(([key, value]) => [key, String(value)]),
  ).toString();
  const target = query ? `${item.url}${item.url.includes('?') ? '&' : '?'}${query}` : item.url;
  const safe = safeRedirectPath(target, '');
  return safe === '' ? undefined : safe;
}

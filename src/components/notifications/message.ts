/**
 * A notification's words and link: its title is a translation id filled from
 * msgParam (a JSON string that may be malformed: then it is ignored). A
 * sentence is shown only whole: when msgParam lacks any of its parameters the
 * message's brief wording (`<id>.brief`, without parameters) shows instead,
 * or, without one, "a notification that cannot be shown". A GET message
 * links to its url with the parameters added to its query string, through
 * the same safe-redirect rule as login: only a path of this site passes.
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

/** The placeholders of a message pattern (`{name}`, and the argument of `{count, plural, ...}`). */
function placeholders(pattern: string): string[] {
  return [...pattern.matchAll(/\{\s*(\w+)\s*[,}]/g)].map(([, name]) => name);
}

/** The suffix of a message's wording without parameters. */
export const BRIEF_SUFFIX = '.brief';

export function notificationTitle(intl: Pick<Intl, 'formatMessage' | 'messages'>, item: Notification): string {
  const unreadable = () => intl.formatMessage({ id: 'notice.unreadable' });
  const pattern = intl.messages[item.msg];
  if (typeof pattern !== 'string') return unreadable();
  const params = parseParams(item.msgParam);
  const whole = placeholders(pattern).every((name) => Object.prototype.hasOwnProperty.call(params, name) && String(params[name]).trim() !== '');
  const brief = `${item.msg}${BRIEF_SUFFIX}`;
  try {
    if (whole) return intl.formatMessage({ id: item.msg }, params);
    // A sentence with a hole in it says nothing right: the wording without parameters does.
    return typeof intl.messages[brief] === 'string' ? intl.formatMessage({ id: brief }) : unreadable();
  } catch {
    return unreadable();
  }
}

/** The go-to path of a GET message, or undefined (no link, or an unsafe one). */
export function notificationLink(item: Notification): string | undefined {
  if (item.method !== 'GET' || !item.url) return undefined;
  // Only a path of this site is built on: anything else (another origin, a scheme) has no link.
  const base = 'https://console.invalid';
  if (safeRedirectPath(item.url, '') === '') return undefined;
  let target: URL;
  try {
    target = new URL(item.url, base);
  } catch {
    return undefined;
  }
  // The parameters join the url's own query (which they do not override), before any fragment.
  for (const [key, value] of Object.entries(parseParams(item.msgParam))) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, String(value));
  }
  const safe = safeRedirectPath(`${target.pathname}${target.search}${target.hash}`, '');
  return safe === '' ? undefined : safe;
}

/**
 * Notifications (docs/api.md "Notifications"): the bell's paged list, the
 * unread flag, marking as read. Each account sees only its own. Any of
 * these calls first adds the timed notification when 10 minutes of the
 * simulator clock have passed since the last one, so the bell stays alive.
 */
import { STATUS } from '../../../src/request/codes';
import type { Ctx, RouteDef } from '../router';
import { addNotice, firstNotice, newFeed } from '../notices';
import { NOTICE_INTERVAL_MS, seededRandom, type Account, type NoticeFeed, type Notification, type SimState } from '../store';
import { SimError } from '../types';
import { fieldError, pageInput, requireIds, requireObject } from './validate';

/** At most this many ids per PUT /message-notification/status. */
export const NOTICE_IDS_MAX = 100;

/** The account's feed; an account without one (registered later) starts an empty one now. */
export function feedOf(state: SimState, accountId: string, now: number): NoticeFeed {
  let feed = state.notices.get(accountId);
  if (!feed) {
    feed = newFeed(now);
    state.notices.set(accountId, feed);
  }
  return feed;
}

/**
 * The timed notification: once the clock has reached `lastGeneratedAt` + 10
 * minutes, one new unread notification dated now: an OTA upgrade, then a
 * robot fault, in turn, drawn (notices.ts) from the records the account
 * reaches now; a turn whose kind the account has none of gives the other
 * kind, and an account with neither (nothing in reach) gets nothing.
 */
export function generateDue(state: SimState, account: Account, now: number): void {
  const feed = feedOf(state, account.id, now);
  if (now < feed.lastGeneratedAt + NOTICE_INTERVAL_MS) return;
  const random = seededRandom(`timed:${account.id}:${feed.generated}`);
  const content = firstNotice(state, account, feed.generated % 2 === 0 ? ['ota', 'fault'] : ['fault', 'ota'], random, now);
  if (content) addNotice(feed, account.id, content, now);
  feed.generated += 1;
  feed.lastGeneratedAt = now;
}

/** The caller and its feed, after the timed notification is due or not. */
function callerFeed(ctx: Ctx): { user: Account; feed: NoticeFeed } {
  // The dispatcher only calls a handler without a user for public routes.
  if (!ctx.user) throw new SimError(STATUS.TOKEN_INVALID, 'Token invalid');
  generateDue(ctx.state, ctx.user, ctx.now);
  return { user: ctx.user, feed: feedOf(ctx.state, ctx.user.id, ctx.now) };
}

/** The API shape, a copy. */
function shown(notice: Notification): Notification {
  const { noSqlId, msg, msgParam, status, createTime, method, url } = notice;
  return { noSqlId, msg, msgParam, status, createTime, method, url };
}

/** Newest first; of two at the same time, the one added later first. */
function newestFirst(items: Notification[]): Notification[] {
  return items
    .map((notice, order) => ({ notice, order }))
    .sort((a, b) => b.notice.createTime - a.notice.createTime || b.order - a.order)
    .map(({ notice }) => notice);
}

function notFound(): SimError {
  return new SimError(STATUS.NOT_FOUND, 'notification not found');
}

export const notificationRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/message-notification/page',
    scope: 'self',
    handle: (ctx) => {
      const { user, feed } = callerFeed(ctx);
      const input = requireObject(ctx.body);
      const { pageNumber, pageSize } = pageInput(input);
      const userId = input.userId;
      if (userId === undefined || userId === null || userId === '') {
        throw fieldError('userId', 'required', 'userId is required');
      }
      if (typeof userId !== 'string') throw fieldError('userId', 'invalid', 'userId must be text');
      if (userId !== user.id) throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing');
      const sorted = newestFirst(feed.items);
      const start = (pageNumber - 1) * pageSize;
      return { items: sorted.slice(start, start + pageSize).map(shown), totalCount: sorted.length };
    },
  },
  {
    method: 'GET',
    path: '/base/message-notification/flag',
    scope: 'self',
    handle: (ctx) => callerFeed(ctx).feed.items.some((notice) => notice.status === 0),
  },
  {
    method: 'PUT',
    path: '/base/message-notification/status',
    scope: 'self',
    audit: false,
    handle: (ctx) => {
      const { feed } = callerFeed(ctx);
      const ids = requireIds(requireObject(ctx.body), NOTICE_IDS_MAX);
      // All or nothing: every id is checked before any notification changes.
      const targets = ids.map((id) => feed.items.find((notice) => notice.noSqlId === id));
      if (targets.some((notice) => notice === undefined)) throw notFound();
      for (const notice of targets) if (notice) notice.status = 1;
      return null;
    },
  },
];

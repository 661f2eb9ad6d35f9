/**
 * The session: login-expired handling (one message and one redirect however
 * many calls expire at once; the forms' changes kept as drafts first) and
 * logout (which forgets the account's drafts).
 */
import { history } from '@umijs/max';
import { message } from 'antd';
import { translate } from './notify';
import { keepDrafts } from '@/drafts/live';
import { clearDrafts, dropExpiredDrafts } from '@/drafts/store';
import { clearCurrentUser, clearSharedState, readCurrentUser } from './storage';

/** Paths that never redirect to login (section 2). */
export function isPublicPath(pathname: string): boolean {
  return /^\/(user|registry)(\/|$)/.test(pathname);
}

export function loginPath(returnTo?: string): string {
  return returnTo ? `/user/login?redirect=${encodeURIComponent(returnTo)}` : '/user/login';
}

let expiredHandled = false;

/** What forgets an account's data when the session changes (useData's cache registers here). */
const sessionChangeListeners = new Set<() => void>();

/**
 * Runs `listener` at every login, logout and session loss: data kept in
 * memory for one account must not be shown to the next one in the same tab.
 * Returns the unsubscribe.
 */
export function onSessionChange(listener: () => void): () => void {
  sessionChangeListeners.add(listener);
  return () => sessionChangeListeners.delete(listener);
}

function sessionChanged(): void {
  sessionChangeListeners.forEach((listener) => listener());
}

/** Called at login: a later expiry is reported again, and nothing kept from an earlier session shows. */
export function resetSessionExpiry(): void {
  expiredHandled = false;
  dropExpiredDrafts();
  sessionChanged();
}

/**
 * Session loss: removes the stored user and, unless already on a /user or
 * /registry path, replaces the location with the login page carrying the
 * return path. Only the first of several concurrent expiries acts.
 */
export function handleLoginExpired(): void {
  if (expiredHandled) return;
  expiredHandled = true;
  // What the forms on screen hold comes back when this account signs in again on this path (src/drafts).
  keepDrafts();
  clearCurrentUser();
  sessionChanged();
  const { pathname, search, hash } = history.location;
  if (isPublicPath(pathname)) return;
  message.warning(translate({ id: 'session.expired' }));
  history.replace(loginPath(`${pathname}${search}${hash}`));
}

/** Logout: the caller has already asked the server (a failure counts as success). */
export function finishLogout(): void {
  // Signing out on purpose: nothing of this account is left in the browser.
  clearDrafts(readCurrentUser()?.id ?? '');
  clearCurrentUser();
  clearSharedState();
  sessionChanged();
  history.replace(loginPath());
}

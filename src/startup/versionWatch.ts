/**
 * The refresh prompt for a new version: the build writes `version.json`
 * beside index.html with its build id; the console compares it with its own
 * every 5 minutes and when the tab becomes visible, and offers a reload once.
 * It never reloads by itself; its Reload keeps what the forms on screen hold
 * as drafts first (src/drafts), which come back after the reload, and says so
 * when a form holds changes.
 */
import { getIntl } from '@umijs/max';
import { Button } from 'antd';
import { createElement } from 'react';
import { holdsUnsavedWork, reloadKeepingDrafts } from '@/drafts/live';
import { loadNotification } from '@/request/notify';

declare const BUILD_ID: string | undefined;
export const CURRENT_BUILD_ID: string = typeof BUILD_ID === 'string' ? BUILD_ID : 'dev';
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const VERSION_URL = '/version.json';

/**
 * The check of a build with this id: asks the server which build it serves and resolves true
 * when it announced a newer one. It offers the reload once; a development build never checks.
 */
export function createVersionCheck(buildId: string): () => Promise<boolean> {
  let prompted = false;
  return async function checkForNewVersion(): Promise<boolean> {
    if (prompted || buildId === 'dev') return false;
    let served: unknown;
    try {
      // Not an API call: a static file of the deployment, outside the signed pipeline.
      // eslint-disable-next-line no-restricted-globals
      const response = await fetch(`${VERSION_URL}?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) return false;
      served = ((await response.json()) as { buildId?: unknown }).buildId;
    } catch {
      return false;
    }
    if (typeof served !== 'string' || served === buildId) return false;
    prompted = true;
    const notification = await loadNotification().catch(() => undefined);
    if (!notification) {
      prompted = false; // the next check offers it again
      return false;
    }
    const intl = getIntl();
    notification.info({
      key: 'new-version',
      duration: 0,
      message: intl.formatMessage({ id: 'version.new.title' }),
      description: [
        intl.formatMessage({ id: 'version.new.description' }),
        ...(holdsUnsavedWork() ? [intl.formatMessage({ id: 'version.new.keepsDrafts' })] : []),
      ].join(' '),
      btn: createElement(
        Button,
        { type: 'primary', size: 'small', onClick: reloadKeepingDrafts },
        intl.formatMessage({ id: 'version.new.reload' }),
      ),
    });
    return true;
  };
}

/** This build's check. */
export const checkForNewVersion = createVersionCheck(CURRENT_BUILD_ID);

export function watchVersion(): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkForNewVersion();
  };
  const timer = window.setInterval(() => void checkForNewVersion(), VERSION_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

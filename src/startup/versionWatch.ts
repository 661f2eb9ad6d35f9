/**
 * The refresh prompt for a new version: the build writes `version.json`
 * beside index.html with its build id; the console compares it with its own
 * every 5 minutes and when the tab becomes visible, and offers a reload once.
 */
import { getIntl } from '@umijs/max';
import { Button, notification } from 'antd';
import { createElement } from 'react';

declare const BUILD_ID: string | undefined;
export const CURRENT_BUILD_ID: string = typeof BUILD_ID === 'string' ? BUILD_ID : 'dev';
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const VERSION_URL = '/version.json';

let prompted = false;

/** Asks the server which build it serves; resolves true when a newer one was announced. */
export async function checkForNewVersion(): Promise<boolean> {
  if (prompted || CURRENT_BUILD_ID === 'dev') return false;
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
  if (typeof served !== 'string' || served === CURRENT_BUILD_ID) return false;
  prompted = true;
  const intl = getIntl();
  notification.info({
    key: 'new-version',
    duration: 0,
    message: intl.formatMessage({ id: 'version.new.title' }),
    description: intl.formatMessage({ id: 'version.new.description' }),
    btn: createElement(
      Button,
      { type: 'primary', size: 'small', onClick: () => window.location.reload() },
      intl.formatMessage({ id: 'version.new.reload' }),
    ),
  });
  return true;
}

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

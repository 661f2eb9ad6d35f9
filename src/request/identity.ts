/**
 * The identity headers of section 7: visitorId (fingerprint, kept locally),
 * timezone (IANA name, URL-encoded) and timezoneRegion (offset, '+0800' when
 * undetectable), and the selected scene's UUID.
 */
import { readSelectedSceneUuid, STORAGE_KEYS } from './storage';
import { randomAlphanumeric } from './random';

export const DEFAULT_TIMEZONE_REGION = '+0800';

let visitorIdPromise: Promise<string> | undefined;

async function fingerprint(): Promise<string> {
  const FingerprintJS = await import(/* webpackChunkName: "fingerprint" */ '@fingerprintjs/fingerprintjs');
  // monitoring off: the library otherwise phones its CDN now and then, which
  // our Content Security Policy (connect-src 'self') refuses and which leaks usage.
  const agent = await FingerprintJS.load({ monitoring: false });
  const { visitorId } = await agent.get();
  return visitorId;
}

/** Created on first visit with @fingerprintjs/fingerprintjs, then read from local storage. */
export function getVisitorId(): Promise<string> {
  const stored = window.localStorage.getItem(STORAGE_KEYS.visitorId);
  if (stored && /^[A-Za-z0-9]{1,64}$/.test(stored)) return Promise.resolve(stored);
  if (!visitorIdPromise) {
    visitorIdPromise = fingerprint()
      .catch(() => randomAlphanumeric(32))
      .then((id) => {
        const safe = /^[A-Za-z0-9]{1,64}$/.test(id) ? id : randomAlphanumeric(32);
        window.localStorage.setItem(STORAGE_KEYS.visitorId, safe);
        return safe;
      })
      .finally(() => {
        visitorIdPromise = undefined;
      });
  }
  return visitorIdPromise;
}

export function timezoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** The UTC offset as ±HHMM, '+0800' when it cannot be detected. */
export function timezoneRegion(date: Date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  if (!Number.isFinite(minutes)) return DEFAULT_TIMEZONE_REGION;
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}${mm}`;
}

export interface IdentityHeaders {
  timezone: string;
  timezoneRegion: string;
  visitorId: string;
  sceneUuid: string;
}

export async function identityHeaders(): Promise<IdentityHeaders> {
  return {
    timezone: encodeURIComponent(timezoneName()),
    timezoneRegion: timezoneRegion(),
    visitorId: await getVisitorId(),
    sceneUuid: encodeURIComponent(readSelectedSceneUuid()),
  };
}

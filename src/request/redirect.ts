/**
 * The one sanitiser for every navigation built from data (the login
 * `redirect` parameter, notification links): only a same-origin absolute path
 * passes; anything else falls back to a safe default.
 */
// Control characters and white space (browsers drop tabs and newlines inside URLs).
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]/;
const BASE = 'https://console.invalid';

/**
 * Whether a browser would read this value as a path of this site starting with
 * exactly one slash. Browsers strip tabs/newlines and treat '\' as '/', and
 * they resolve dot segments ('/./', '/../', '/%2e/'), so '/.//evil.com' is
 * '//evil.com' to them: the value is judged both as written and as resolved.
 */
function isSingleSlashPath(value: string): boolean {
  if (CONTROL_OR_SPACE.test(value) || value.includes('\\')) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** The value and its percent-decoded forms (up to three levels) all pass; undecodable text does not. */
function passesDecoded(value: string): boolean {
  let decoded = value;
  if (!isSingleSlashPath(decoded)) return false;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) return true;
    decoded = next;
    if (!isSingleSlashPath(decoded)) return false;
  }
  return true;
}

export function safeRedirectPath(candidate: unknown, fallback = '/welcome'): string {
  if (typeof candidate !== 'string' || candidate === '') return fallback;
  if (!passesDecoded(candidate)) return fallback;
  try {
    const url = new URL(candidate, BASE);
    if (url.origin !== BASE) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // What normalising made of it must pass the same test: the caller navigates to this very text.
    return passesDecoded(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

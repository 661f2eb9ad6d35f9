/**
 * The one sanitiser for every navigation built from data (the login
 * `redirect` parameter, notification links): only a same-origin absolute path
 * passes; anything else falls back to a safe default.
 */
// Control characters and white space (browsers drop tabs and newlines inside URLs).
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]/;

export function safeRedirectPath(candidate: unknown, fallback = '/welcome'): string {
  if (typeof candidate !== 'string' || candidate === '') return fallback;
  // Browsers strip tabs/newlines and treat '\' as '/', so judge the value as they would.
  if (CONTROL_OR_SPACE.test(candidate) || candidate.includes('\\')) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  let decoded = candidate;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
    if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL_OR_SPACE.test(decoded)) return fallback;
  }
  try {
    const base = 'https://console.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

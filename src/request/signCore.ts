/**
 * SIGN-V1, the request signature of the API contract (SIGNING.md).
 *
 * Pure and shared: the console's signer and the simulator's verifier both
 * build the string to sign here, so a drift between them is impossible; the
 * test vectors pin the algorithm itself.
 */
import hmacSHA256 from 'crypto-js/hmac-sha256';
import sha256 from 'crypto-js/sha256';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';

export const SIGN_VERSION = 'SIGN-V1';
/** The key used before login (public endpoints). It ships in the bundle: integrity, not authentication. */
export const DEFAULT_SIGN_KEY = 'ROBOT-CONSOLE-DEFAULT-SIGN-KEY';
export const NONCE_LENGTH = 10;
export const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const SIGN_PATTERN = /^(\d{13})\.([A-Za-z0-9]{10})\.([0-9a-f]{64})$/;

export type SignMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SignInput {
  key: string;
  timestamp: string;
  nonce: string;
  method: string;
  /** URL pathname exactly as sent (percent-encoding kept), no query. */
  path: string;
  /** Raw query string as it goes on the wire, without the leading '?'. */
  rawQuery: string;
  /** Exact body text sent; null for multipart (UNSIGNED-PAYLOAD); '' for none. */
  body: string | null;
}

/** RFC 3986 encoding: unreserved characters stay, every other byte is %XX upper case. */
export function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Percent-decode without treating '+' as a space; a malformed escape is kept literally. */
function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

function compareCodeUnits(a: string, b: string): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}

export function canonicalQuery(rawQuery: string): string {
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  const pairs: Array<[string, string]> = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? '' : part.slice(eq + 1);
    pairs.push([rfc3986(decodeComponent(key)), rfc3986(decodeComponent(value))]);
  }
  pairs.sort((a, b) => compareCodeUnits(a[0], b[0]) || compareCodeUnits(a[1], b[1]));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

export function sha256Hex(text: string): string {
  return sha256(Utf8.parse(text)).toString(Hex);
}

export function stringToSign(input: Omit<SignInput, 'key'>): string {
  return [
    SIGN_VERSION,
    input.timestamp,
    input.nonce,
    input.method.toUpperCase(),
    sha256Hex(input.path),
    sha256Hex(canonicalQuery(input.rawQuery)),
    input.body === null ? UNSIGNED_PAYLOAD : sha256Hex(input.body),
  ].join('\n');
}

export function signature(input: SignInput): string {
  return hmacSHA256(Utf8.parse(stringToSign(input)), Utf8.parse(input.key)).toString(Hex);
}

export function signHeader(input: SignInput): string {
  return `${input.timestamp}.${input.nonce}.${signature(input)}`;
}

/**
 * Serialise query parameters the way the console sends them: RFC 3986 encoded,
 * arrays as repeated keys (never `a[]=`), null/undefined dropped, in the
 * caller's order.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

export function serializeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      parts.push(`${rfc3986(key)}=${rfc3986(String(value))}`);
    }
  }
  return parts.join('&');
}

/** Constant-time comparison of two equal-alphabet strings (hex signatures). */
export function timingSafeEqualText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}

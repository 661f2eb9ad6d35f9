/**
 * SIGN-V1 verification, in the order SIGNING.md gives: shape, freshness,
 * key, constant-time compare, replay.
 */
import {
  DEFAULT_SIGN_KEY,
  SIGN_PATTERN,
  signature,
  timingSafeEqualText,
} from '../../src/request/signCore';
import { STATUS } from '../../src/request/codes';
import { SimError } from './types';

export const FRESHNESS_MS = 300_000;
export const NONCE_TTL_MS = 600_000;
export const BODY_CAP_BYTES = 5 * 1024 * 1024;

export interface VerifyInput {
  method: string;
  path: string;
  rawQuery: string;
  body: string | null;
  sign: string | undefined;
  /** The key to verify with: a session's secret, or the default key for public endpoints. */
  key: string;
  now: number;
}

/** `nonces`: nonce -> when it may be used again (the replay window); the only state a sign check needs. */
export function verifySign(nonces: Map<string, number>, input: VerifyInput): void {
  const match = SIGN_PATTERN.exec(input.sign ?? '');
  if (!match) throw new SimError(STATUS.SIGN_MISMATCH, 'Malformed sign header');
  if (input.body !== null && Buffer.byteLength(input.body, 'utf8') > BODY_CAP_BYTES) {
    throw new SimError(STATUS.VALIDATION_FAILED, 'Request body too large', null, 413);
  }
  const [, timestamp, nonce, given] = match;
  if (Math.abs(input.now - Number(timestamp)) > FRESHNESS_MS) {
    throw new SimError(STATUS.SIGN_EXPIRED, 'Sign expired', { serverTime: input.now });
  }
  const expected = signature({
    key: input.key,
    timestamp,
    nonce,
    method: input.method,
    path: input.path,
    rawQuery: input.rawQuery,
    body: input.body,
  });
  if (!timingSafeEqualText(expected, given)) {
    throw new SimError(STATUS.SIGN_MISMATCH, 'Sign mismatch');
  }
  for (const [seen, expiry] of nonces) {
    if (expiry <= input.now) nonces.delete(seen);
  }
  const nonceKey = `${input.key}|${nonce}`;
  if (nonces.has(nonceKey)) throw new SimError(STATUS.NONCE_REPLAYED, 'Nonce replayed');
  nonces.set(nonceKey, input.now + NONCE_TTL_MS);
}

export { DEFAULT_SIGN_KEY };

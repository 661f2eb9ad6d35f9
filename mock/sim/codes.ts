/**
 * The status codes of the API contract (API.md), one constants module on the
 * simulator's side; the console keeps its own in src/request/codes.ts, and a
 * test holds the two equal.
 */
export const STATUS = {
  SUCCESS: 0,
  VALIDATION_FAILED: 40001,
  SIGN_MISMATCH: 40002,
  SIGN_EXPIRED: 40003,
  NONCE_REPLAYED: 40004,
  LOGIN_EXPIRED: 40101,
  TOKEN_INVALID: 40102,
  PERMISSION_MISSING: 40301,
  NOT_FOUND: 40401,
  CONFLICT: 40901,
  GENERIC_FAILURE: 99999,
} as const;

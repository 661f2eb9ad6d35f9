/**
 * Status codes of the API contract (API.md), one constants module for the
 * console and the simulator (mock/sim imports it).
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

export const LOGIN_EXPIRED_CODES: readonly number[] = [STATUS.LOGIN_EXPIRED, STATUS.TOKEN_INVALID];

/** The specification's special constants (section 8). Their behaviour is not specified. */
export const SPECIAL_CODES = {
  CODE_2006: 2006,
  CODE_1010014: 1010014,
  CODE_1000001: 1000001,
  CODE_1414: 1414,
  CODE_1415: 1415,
  CODE_1416: 1416,
} as const;

/** Services of the API root (API.md). */
export type ServiceName = 'base' | 'rss' | 'production' | 'rss-ice' | 'business' | 'chassis';

/** `API_ROOT` is fixed at build time (see .umirc.ts `define`). */
declare const API_ROOT: string | undefined;
export const apiRoot: string = typeof API_ROOT === 'string' && API_ROOT !== '' ? API_ROOT : '/api';

export function apiUrl(service: ServiceName, path: string): string {
  return `${apiRoot}/${service}${path.startsWith('/') ? path : `/${path}`}`;
}

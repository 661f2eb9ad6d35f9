/**
 * A signing client for the simulator tests: requests are signed with the
 * shared SIGN-V1 algorithm (src/request/signCore.ts), the way any client would,
 * and passwords travel RSA-OAEP encrypted.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { DEFAULT_SIGN_KEY, signHeader } from '../../src/request/signCore';
import { keyPair } from './keys';
import type { Simulator } from './simulator';
import type { Envelope, SimFile, SimResponse } from './types';

let nonceCounter = 0;
export function nonce(): string {
  nonceCounter += 1;
  return `n${String(nonceCounter).padStart(9, '0')}`;
}

export interface Call {
  method?: string;
  path: string;
  rawQuery?: string;
  /** The exact body text; null for multipart (UNSIGNED-PAYLOAD). */
  body?: string | null;
  files?: SimFile[];
  key?: string;
  token?: string;
  userId?: string;
  timestamp?: number;
  nonceValue?: string;
  signOverride?: string;
}

export function call(sim: Simulator, c: Call): SimResponse {
  const method = c.method ?? 'GET';
  const rawQuery = c.rawQuery ?? '';
  const body = c.body === undefined ? '' : c.body;
  const sign =
    c.signOverride ??
    signHeader({
      key: c.key ?? DEFAULT_SIGN_KEY,
      timestamp: String(c.timestamp ?? sim.now()),
      nonce: c.nonceValue ?? nonce(),
      method,
      path: c.path,
      rawQuery,
      body,
    });
  return sim.handle({
    method,
    url: rawQuery ? `${c.path}?${rawQuery}` : c.path,
    headers: { sign, token: c.token ?? '', userid: c.userId ?? '' },
    body,
    ...(c.files ? { files: c.files } : {}),
  });
}

export const code = (response: SimResponse) => (response.body as Envelope).status.statusCode;
export const reason = (response: SimResponse) => (response.body as Envelope).status.statusReason;
export const result = <T>(response: SimResponse) => (response.body as Envelope<T>).result;
/** `result.fields` of a 40001 answer. */
export const fields = (response: SimResponse) =>
  (response.body as Envelope<{ fields?: Record<string, string> } | null>).result?.fields;

export function encrypt(password: string): string {
  return publicEncrypt(
    { key: keyPair().publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

export interface LoggedIn {
  id: string;
  token: string;
  account: string;
  name: string;
  signSecret: string;
}

export function login(sim: Simulator, account: string, password = 'Console@2026') {
  const response = call(sim, {
    method: 'POST',
    path: '/api/base/auth/login',
    body: JSON.stringify({ account, password: encrypt(password), keyId: keyPair().keyId }),
  });
  return { response, session: result<LoggedIn>(response) };
}

/** The headers and key of a signed-in call. */
export interface Auth {
  key: string;
  token: string;
  userId: string;
}

export function authOf(session: LoggedIn): Auth {
  return { key: session.signSecret, token: session.token, userId: session.id };
}

/** Below the API root, JSON body, optionally signed in: the calls the domain tests make. */
export const API_BASE = '/api/base';

export function send(sim: Simulator, method: string, path: string, data?: unknown, auth?: Auth): SimResponse {
  return call(sim, {
    method,
    path: `${API_BASE}${path}`,
    body: data === undefined ? '' : JSON.stringify(data),
    ...auth,
  });
}
export const post = (sim: Simulator, path: string, data: unknown, auth?: Auth) => send(sim, 'POST', path, data, auth);
export const put = (sim: Simulator, path: string, data: unknown, auth?: Auth) => send(sim, 'PUT', path, data, auth);

/**
 * The signing step of the request pipeline: builds the final query string and
 * body itself, puts them on the request (axios must not re-serialise them),
 * sets the seven headers of section 7 and signs exactly what is sent.
 */
import { identityHeaders } from './identity';
import { newNonce } from './random';
import { DEFAULT_SIGN_KEY, serializeQuery, signHeader, type QueryParams } from './signCore';
import { readCurrentUser } from './storage';

export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof ALLOWED_METHODS)[number];

let clockOffsetMs = 0;

/** From a 40003 answer: server time minus local time, used for every later timestamp. */
export function correctClock(serverTime: number, localNow: number = Date.now()): void {
  if (Number.isFinite(serverTime)) clockOffsetMs = serverTime - localNow;
}

export function clockOffset(): number {
  return clockOffsetMs;
}

export function resetClock(): void {
  clockOffsetMs = 0;
}

/** What the caller asked for, kept so a retry re-signs from the original inputs. */
export interface OriginalRequest {
  url: string;
  params?: QueryParams;
  data?: unknown;
}

export interface SignableConfig {
  url?: string;
  method?: string;
  params?: unknown;
  data?: unknown;
  headers?: Record<string, unknown>;
  transformRequest?: unknown;
  /** Signed with the default key (login, registration, public key, translations). */
  publicEndpoint?: boolean;
  original?: OriginalRequest;
}

const identity = <T>(data: T): T => data;

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

export async function signRequest<T extends SignableConfig>(config: T): Promise<T> {
  const method = (config.method ?? 'GET').toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    throw new Error(`Method ${method} is not allowed`);
  }
  const original: OriginalRequest = config.original ?? {
    url: config.url ?? '',
    params: config.params as QueryParams | undefined,
    data: config.data,
  };
  const [pathPart, presetQuery = ''] = original.url.split('?', 2);
  const query = [presetQuery, serializeQuery(original.params)].filter(Boolean).join('&');
  const url = query ? `${pathPart}?${query}` : pathPart;

  let body: string | null;
  let data: unknown;
  const headers: Record<string, unknown> = { ...(config.headers ?? {}) };
  if (isFormData(original.data)) {
    body = null;
    data = original.data;
  } else if (original.data === undefined) {
    body = '';
    data = undefined;
  } else {
    body = JSON.stringify(original.data);
    data = body;
    headers['Content-Type'] = 'application/json;charset=UTF-8';
  }

  const user = readCurrentUser();
  const key = config.publicEndpoint ? DEFAULT_SIGN_KEY : (user?.signSecret ?? DEFAULT_SIGN_KEY);
  const timestamp = String(Date.now() + clockOffsetMs);
  const path = new URL(url, window.location.origin).pathname;
  const sign = signHeader({ key, timestamp, nonce: newNonce(), method, path, rawQuery: query, body });
  Object.assign(headers, await identityHeaders(), {
    token: user?.token ?? '',
    userId: user?.id ?? '',
    sign,
  });
  return {
    ...config,
    method,
    url,
    params: undefined,
    data,
    headers,
    transformRequest: [identity],
    original,
  };
}

/**
 * The one request pipeline (Umi's request plugin, over axios):
 * sign -> send -> unwrap the envelope -> classify failures -> show one message.
 *
 * `requestConfig` is what src/app.tsx hands to Umi; services call `callApi`.
 */
import { getRequestInstance, request as umiRequest, type RequestConfig } from '@umijs/max';
import type { AxiosError, AxiosResponse } from 'axios';
import { apiUrl, LOGIN_EXPIRED_CODES, STATUS, type ServiceName } from './codes';
import { ApiError, describe, envelopeError, isEnvelope } from './errors';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeys,
  outcomeOf,
  requestAddress,
  requestFingerprint,
  takesIdempotencyKey,
  type CallOutcome,
} from './idempotency';
import { showFailure, type ErrorDisplay } from './notify';
import { handleLoginExpired } from './session';
import { correctClock, signRequest, type HttpMethod, type SignableConfig } from './sign';
import { serializeQuery, type QueryParams } from './signCore';

/** No reply within this time counts as 'None response!' (axios has no time-out by default). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Shared between callApi and the error path: whether the call's own timer fired. */
interface TimeoutState {
  fired: boolean;
}

interface PipelineConfig extends SignableConfig {
  timeoutState?: TimeoutState;
  responseType?: string;
  /** Set on the one retry after a 40003 clock correction. */
  clockRetried?: boolean;
  errorDisplay?: ErrorDisplay;
  errorRedirect?: string;
  endsSession?: boolean;
}

/** A Blob from any realm (the browser's, or a test DOM's). */
function isBlob(value: unknown): value is Blob {
  return Object.prototype.toString.call(value) === '[object Blob]';
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function readBlobEnvelope(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blobText(blob));
  } catch {
    return undefined;
  }
}

async function unwrap(response: AxiosResponse): Promise<AxiosResponse> {
  const config = response.config as PipelineConfig;
  if (response.status !== 200) {
    throw new ApiError({ kind: 'httpNot200', code: STATUS.GENERIC_FAILURE, httpStatus: response.status });
  }
  let payload: unknown = response.data;
  if (isBlob(payload)) {
    const type = payload.type || String(response.headers?.['content-type'] ?? '');
    if (!type.includes('json')) return response; // a file: success, silent
    payload = await readBlobEnvelope(payload);
  }
  if (!isEnvelope(payload)) {
    throw new ApiError({ kind: 'request', httpStatus: response.status, reason: 'Malformed response' });
  }
  const code = payload.status.statusCode;
  if (code === STATUS.SUCCESS) {
    return { ...response, data: payload.result };
  }
  if (code === STATUS.SIGN_EXPIRED && !config.clockRetried) {
    const serverTime = Number((payload.result as { serverTime?: unknown } | null)?.serverTime);
    correctClock(serverTime);
    return getRequestInstance().request({ ...config, clockRetried: true } as never);
  }
  throw envelopeError(payload, response.status);
}

function isCancel(error: unknown): boolean {
  const candidate = error as { __CANCEL__?: boolean; code?: string } | null;
  return Boolean(candidate?.__CANCEL__) || candidate?.code === 'ERR_CANCELED';
}

function classify(error: unknown, timeoutState?: TimeoutState): ApiError {
  if (error instanceof ApiError) return error;
  if (timeoutState?.fired) return new ApiError({ kind: 'noResponse', reason: 'timeout' });
  if (isCancel(error)) return new ApiError({ kind: 'canceled', reason: 'canceled' });
  const axiosError = error as AxiosError;
  if (axiosError?.isAxiosError) {
    const response = axiosError.response;
    if (response && response.status > 0) {
      if (isEnvelope(response.data) && response.data.status.statusCode !== STATUS.SUCCESS) {
        return envelopeError(response.data, response.status);
      }
      return new ApiError({ kind: 'httpStatus', httpStatus: response.status });
    }
    if (axiosError.request || axiosError.code === 'ECONNABORTED') {
      return new ApiError({ kind: 'noResponse', reason: axiosError.message });
    }
  }
  return new ApiError({ kind: 'request', reason: error instanceof Error ? error.message : String(error) });
}

export const requestConfig: RequestConfig = {
  timeout: REQUEST_TIMEOUT_MS,
  requestInterceptors: [(config: SignableConfig) => signRequest(config) as never],
  responseInterceptors: [[unwrap as never, (error: unknown) =>
        // A cancel is classified where its timer is known (time-out or caller).
        Promise.reject(isCancel(error) ? error : classify(error))]],
  errorConfig: {
    errorHandler: (error: unknown, opts: PipelineConfig) => {
      const apiError = classify(error, opts?.timeoutState);
      if (apiError.kind === 'loginExpired' || LOGIN_EXPIRED_CODES.includes(apiError.code)) {
        // A logout told the session is already gone has done its job: its caller goes to login itself.
        if (!opts?.endsSession) handleLoginExpired();
        return;
      }
      if (apiError.kind === 'canceled') return; // the caller asked for it: nothing to say
      showFailure(describe(apiError), { display: opts?.errorDisplay, redirectTo: opts?.errorRedirect });
    },
  },
};

export interface CallOptions {
  method?: HttpMethod;
  params?: QueryParams;
  data?: unknown;
  publicEndpoint?: boolean;
  /** How a failure shows; 'error' (an error message) by default. Login expiry always redirects, except for `endsSession`. */
  errorDisplay?: ErrorDisplay;
  errorRedirect?: string;
  /**
   * The call ends the session (logout): a login-expired answer is then no
   * session loss (no message, no redirect), since the caller goes to login anyway.
   */
  endsSession?: boolean;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** Overrides the default time-out (REQUEST_TIMEOUT_MS) for this call. */
  timeoutMs?: number;
  /** Upload progress, 0-100. */
  onUploadProgress?: (percent: number) => void;
}

/** The one option a reading call lets its caller choose: how its failure shows (a screen that shows it in place: 'silent'). */
export type DisplayOption = Pick<CallOptions, 'errorDisplay'>;

/**
 * A call whose failure the caller reports itself: onto a form's fields, as
 * the screen that failed (RecordFailure), or not at all. The one spelling of
 * it: `callApi(..., { ...SILENT })`, or `SILENT` where a DisplayOption goes.
 */
export const SILENT: DisplayOption = { errorDisplay: 'silent' };

/**
 * The Idempotency-Key of a call that takes one (idempotency.ts), with what
 * identifies the call: the URL and body as the signer will send them.
 */
function idempotencyOf(method: string, url: string, params: QueryParams | undefined, data: unknown) {
  if (!takesIdempotencyKey(method, url, data)) return undefined;
  const query = serializeQuery(params);
  const fullUrl = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  const fingerprint = requestFingerprint(method, fullUrl, data === undefined ? '' : JSON.stringify(data));
  return { fingerprint, key: idempotencyKeys.begin(fingerprint, requestAddress(method, url)) };
}

/**
 * The typed entry every service uses. Resolves with the envelope's `result`;
 * rejects with an ApiError that has already been shown as the call asked.
 */
export async function callApi<T>(service: ServiceName, path: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', timeoutMs = REQUEST_TIMEOUT_MS, signal, onUploadProgress, ...rest } = options;
  const url = apiUrl(service, path);
  // Every try of the same save carries the same key while it may have reached the server.
  const idempotency = idempotencyOf(method, url, rest.params, rest.data);
  let outcome: CallOutcome = 'lost';
  // Our own timer, not only axios's `timeout`: it holds on every transport and
  // tells a time-out ('None response!') from a caller's cancel (silent).
  const controller = new AbortController();
  const timeoutState: TimeoutState = { fired: false };
  const timer = setTimeout(() => {
    timeoutState.fired = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    const answer = (await umiRequest<T>(url, {
      method,
      ...rest,
      ...(idempotency ? { headers: { [IDEMPOTENCY_HEADER]: idempotency.key } } : {}),
      timeout: timeoutMs,
      signal: controller.signal,
      timeoutState,
      ...(onUploadProgress
        ? {
            onUploadProgress: (event: { loaded: number; total?: number }) =>
              onUploadProgress(event.total ? (event.loaded * 100) / event.total : 0),
          }
        : {}),
    })) as T;
    outcome = 'answered';
    return answer;
  } catch (error) {
    const apiError = classify(error, timeoutState);
    outcome = outcomeOf(apiError);
    throw apiError;
  } finally {
    if (idempotency) idempotencyKeys.end(idempotency.fingerprint, idempotency.key, outcome);
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

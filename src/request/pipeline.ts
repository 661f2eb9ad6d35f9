/**
 * The one request pipeline (Umi's request plugin, axios underneath):
 * sign -> send -> unwrap the envelope -> classify failures -> show one message.
 *
 * `requestConfig` is what src/app.tsx hands to Umi; services call `callApi`.
 */
import { getRequestInstance, request as umiRequest, type RequestConfig } from '@umijs/max';
import type { AxiosError, AxiosResponse } from 'axios';
import { apiUrl, LOGIN_EXPIRED_CODES, STATUS, type ServiceName } from './codes';
import { ApiError, describe, envelopeError, isEnvelope } from './errors';
import { showFailure, type ErrorDisplay } from './notify';
import { handleLoginExpired } from './session';
import { correctClock, signRequest, type HttpMethod, type SignableConfig } from './sign';
import type { QueryParams } from './signCore';

/** No reply within this time counts as 'None response!' (axios has no time-out by default). */
export const REQUEST_TIMEOUT_MS = 30_000;

interface PipelineConfig extends SignableConfig {
  responseType?: string;
  /** Set on the one retry after a 40003 clock correction. */
  clockRetried?: boolean;
  errorDisplay?: ErrorDisplay;
  errorRedirect?: string;
}

async function readBlobEnvelope(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text());
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
  if (typeof Blob !== 'undefined' && payload instanceof Blob) {
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

function classify(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
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
  responseInterceptors: [[unwrap as never, (error: unknown) => Promise.reject(classify(error))]],
  errorConfig: {
    errorHandler: (error: unknown, opts: PipelineConfig) => {
      const apiError = classify(error);
      if (apiError.kind === 'loginExpired' || LOGIN_EXPIRED_CODES.includes(apiError.code)) {
        handleLoginExpired();
        return;
      }
      showFailure(describe(apiError), { display: opts?.errorDisplay, redirectTo: opts?.errorRedirect });
    },
  },
};

export interface CallOptions {
  method?: HttpMethod;
  params?: QueryParams;
  data?: unknown;
  publicEndpoint?: boolean;
  /** How a failure shows; 'error' (an error message) by default. Login expiry always redirects. */
  errorDisplay?: ErrorDisplay;
  errorRedirect?: string;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** Overrides the default time-out (REQUEST_TIMEOUT_MS) for this call. */
  timeoutMs?: number;
}

/**
 * The typed entry every service uses. Resolves with the envelope's `result`;
 * rejects with an ApiError that has already been shown as the call asked.
 */
export async function callApi<T>(service: ServiceName, path: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', timeoutMs, ...rest } = options;
  try {
    return (await umiRequest<T>(apiUrl(service, path), {
      method,
      ...rest,
      ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
    })) as T;
  } catch (error) {
    throw classify(error);
  }
}

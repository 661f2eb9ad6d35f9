/**
 * A stand-in for axios (Umi's request plugin's copy, 0.27), over XMLHttpRequest: the part that the
 * plugin (src/.umi/plugin-request/request.ts) and our pipeline (src/request/pipeline.ts, sign.ts) use,
 * with axios's semantics wherever they can see them. The build and the tests take it for axios
 * (.umirc.ts, vitest.config.mts); it took 5.7 KB gzip off the entry chunk that every page loads.
 * axios.test.ts sends the same requests through axios itself and compares what comes back.
 *
 * Covers: `create`; interceptors (`use`, `eject`; axios's order on one promise chain); `request(config)`
 * with axios's config merge, `baseURL`, `params`, `transformRequest`, JSON bodies, FormData,
 * `timeout`, `signal`, `onUploadProgress`, `withCredentials`, `responseType`, silent JSON parsing and
 * `validateStatus`; axios's response and error shapes (`AxiosError`, `CanceledError`, `isAxiosError`,
 * `isCancel`). Leaves out: calling an instance as a function and the method aliases (`get`, `post`…),
 * `CancelToken`, adapters, `transformResponse`, `paramsSerializer`, `auth`, the XSRF cookie, download
 * progress, per-method default headers, the interceptors' `synchronous`/`runWhen` options, AxiosHeaders
 * as a class. As in axios 1.x (not 0.27, which put the XHR there), a network error has no `response`.
 */

/** Request headers: a plain record (undefined and null values are not sent). */
export type AxiosHeaders = Record<string, unknown>;

/** What `onUploadProgress` receives (axios 1.x's shape). */
export interface AxiosProgressEvent {
  loaded: number;
  total?: number;
  progress?: number;
  lengthComputable: boolean;
  event: ProgressEvent;
}

type Transformer = (this: InternalAxiosRequestConfig, data: unknown, headers: AxiosHeaders) => unknown;

/** The options this module reads; any other key (the pipeline's own) rides along untouched. */
export interface AxiosRequestConfig<D = unknown> {
  url?: string;
  method?: string;
  baseURL?: string;
  headers?: AxiosHeaders;
  params?: Record<string, unknown> | URLSearchParams;
  data?: D;
  transformRequest?: Transformer | Transformer[];
  timeout?: number; // milliseconds; 0 or unset: none
  timeoutErrorMessage?: string;
  signal?: AbortSignal;
  responseType?: XMLHttpRequestResponseType;
  withCredentials?: boolean;
  validateStatus?: ((status: number) => boolean) | null; // which statuses resolve; null: all
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  [key: string]: unknown;
}

/** The config as interceptors and the response see it: merged, method lower-cased, headers present. */
export interface InternalAxiosRequestConfig<D = unknown> extends AxiosRequestConfig<D> {
  method: string;
  headers: AxiosHeaders;
}

export interface AxiosResponse<T = unknown, D = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>; // names lower-cased
  config: InternalAxiosRequestConfig<D>;
  request: XMLHttpRequest;
}

/** axios's error: `code` says what went wrong; `response` (and `status`) when a reply arrived. */
export class AxiosError<T = unknown, D = unknown> extends Error {
  declare code?: string;
  declare config?: InternalAxiosRequestConfig<D>;
  declare request?: XMLHttpRequest;
  declare response?: AxiosResponse<T, D>;
  declare status?: number;

  constructor(message: string, code?: string, config?: InternalAxiosRequestConfig<D>, request?: XMLHttpRequest,
    response?: AxiosResponse<T, D>) {
    super(message);
    this.name = 'AxiosError';
    if (code) this.code = code;
    if (config) this.config = config;
    if (request) this.request = request;
    if (response) Object.assign(this, { response, status: response.status });
  }

  /** On the prototype, as in axios (not an own, enumerable property). */
  get isAxiosError(): true {
    return true;
  }

  toJSON(): Record<string, unknown> {
    const { message, name, stack, config, code } = this;
    return { message, name, stack, config, code, status: this.response?.status || null };
  }
}

/** What a request ends with when its `signal` aborts it. */
export class CanceledError extends AxiosError {
  constructor(message = 'canceled') {
    super(message, 'ERR_CANCELED');
    this.name = 'CanceledError';
  }

  get __CANCEL__(): true {
    return true;
  }
}

export function isAxiosError(value: unknown): value is AxiosError {
  return typeof value === 'object' && value !== null && (value as { isAxiosError?: unknown }).isAxiosError === true;
}

export function isCancel(value: unknown): value is CanceledError {
  return Boolean((value as { __CANCEL__?: unknown } | null)?.__CANCEL__);
}

interface Handler<V> {
  fulfilled?: ((value: V) => V | Promise<V>) | null;
  rejected?: ((error: unknown) => unknown) | null;
}

class InterceptorManager<V> {
  private handlers: Array<Handler<V> | null> = [];

  /** Adds a step; the id is for `eject`. */
  use(fulfilled?: Handler<V>['fulfilled'], rejected?: Handler<V>['rejected']): number {
    return this.handlers.push({ fulfilled, rejected }) - 1;
  }

  eject(id: number): void {
    if (this.handlers[id]) this.handlers[id] = null;
  }

  /** The steps not ejected, oldest first. */
  active(): Array<Handler<V>> {
    return this.handlers.filter((handler): handler is Handler<V> => handler !== null);
  }
}

/** What `axios.create` returns. */
export class AxiosInstance {
  readonly interceptors = {
    request: new InterceptorManager<InternalAxiosRequestConfig>(),
    response: new InterceptorManager<AxiosResponse>(),
  };

  constructor(public defaults: AxiosRequestConfig) {}

  /** axios's chain: request interceptors newest first, then the request, then response interceptors oldest first. */
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    // axios's merge: the call's values over the defaults', undefined ones left out; url and data from the call only.
    const merged = { headers: { ...this.defaults.headers, ...config.headers } } as InternalAxiosRequestConfig;
    for (const [key, value] of [...Object.entries(this.defaults), ...Object.entries(config)]) {
      if (value !== undefined && key !== 'headers') merged[key] = value;
    }
    Object.assign(merged, { url: config.url, data: config.data, method: (merged.method || 'get').toLowerCase() });
    const { request, response } = this.interceptors;
    const chain = [...request.active().reverse(), { fulfilled: dispatch }, ...response.active()];
    return (chain as Array<Handler<unknown>>).reduce(
      (promise, { fulfilled, rejected }) => promise.then(fulfilled, rejected),
      Promise.resolve<unknown>(merged),
    ) as Promise<AxiosResponse<T>>;
  }
}

/** axios's query encoding: encodeURIComponent, then `:$,[]` kept and spaces as `+`. */
function encode(value: string): string {
  const kept: Record<string, string> = { '%3A': ':', '%24': '$', '%2C': ',', '%20': '+', '%5B': '[', '%5D': ']' };
  return encodeURIComponent(value).replace(/%(3A|24|2C|20|5B|5D)/gi, (match) => kept[match.toUpperCase()]);
}

/** The URL axios 0.27 requests: `baseURL` before a relative url; params without null/undefined, arrays as `key[]`. */
function buildURL({ baseURL, url = '', params }: AxiosRequestConfig): string {
  const absolute = !baseURL || /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
  const path = absolute ? url : url ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
  const parts = params instanceof URLSearchParams ? [params.toString()] : [];
  for (const [key, value] of params instanceof URLSearchParams ? [] : Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : item;
      parts.push(`${encode(Array.isArray(value) ? `${key}[]` : key)}=${encode(String(text))}`);
    }
  }
  const query = parts.join('&');
  if (!query) return path;
  const base = path.split('#')[0];
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

const isContentType = (name: string) => name.toLowerCase() === 'content-type';

/** axios's default transformRequest for what browsers send: other objects (and arrays) become JSON. */
function toBody(data: unknown, headers: AxiosHeaders): unknown {
  if (data === null || typeof data !== 'object' || ArrayBuffer.isView(data)) return data;
  if ([FormData, Blob, URLSearchParams, ArrayBuffer].some((type) => data instanceof type)) return data;
  if (!Object.keys(headers).some(isContentType)) headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

/** axios's transitional `silentJSONParsing`: text that parses becomes its value, other text stays text. */
function parseJSON(data: unknown): unknown {
  try {
    return typeof data === 'string' && data ? JSON.parse(data) : data;
  } catch {
    return data;
  }
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, Math.max(colon, 0)).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** The adapter: one XMLHttpRequest, settled by the first of load, error, abort, the signal and the timer. */
function dispatch(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  return new Promise((resolve, reject) => {
    const { signal, timeout, onUploadProgress, responseType, validateStatus: valid } = config;
    if (signal?.aborted) throw new CanceledError();
    const headers = { ...config.headers };
    const transforms = [config.transformRequest ?? ((data: unknown) => toBody(data, headers))].flat();
    config.data = transforms.reduce((data, transform) => transform.call(config, data, headers), config.data);
    // No Content-Type without a body; for FormData the browser sets it, with the boundary.
    if (config.data === undefined || config.data instanceof FormData) {
      Object.keys(headers).filter(isContentType).forEach((name) => delete headers[name]);
    }
    config.headers = headers;

    const xhr = new XMLHttpRequest();
    xhr.open(config.method.toUpperCase(), buildURL(config), true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (error: AxiosError | null, response?: AxiosResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      if (error) reject(error);
      else resolve(response as AxiosResponse);
    };
    const fail = (message: string, code: string) => settle(new AxiosError(message, code, config, xhr));
    const cancel = () => {
      settle(new CanceledError());
      xhr.abort();
    };
    xhr.onload = () => {
      const { status, statusText } = xhr;
      const isText = !responseType || responseType === 'text' || responseType === 'json';
      const data = parseJSON(isText ? xhr.responseText : xhr.response);
      const headers = parseHeaders(xhr.getAllResponseHeaders());
      const response: AxiosResponse = { data, status, statusText, headers, config, request: xhr };
      if (!status || !valid || valid(status)) return settle(null, response);
      const code = ['ERR_BAD_REQUEST', 'ERR_BAD_RESPONSE'][Math.floor(status / 100) - 4];
      settle(new AxiosError(`Request failed with status code ${status}`, code, config, xhr, response));
    };
    xhr.onerror = () => fail('Network Error', 'ERR_NETWORK');
    xhr.onabort = () => fail('Request aborted', 'ECONNABORTED');
    // A timer of our own rather than xhr.timeout: it holds on every XMLHttpRequest (msw's does not time out).
    if (timeout) {
      timer = setTimeout(() => {
        fail(config.timeoutErrorMessage ?? `timeout of ${timeout}ms exceeded`, 'ECONNABORTED');
        xhr.abort();
      }, timeout);
    }
    signal?.addEventListener('abort', cancel);

    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && value !== null) xhr.setRequestHeader(name, String(value));
    }
    if (config.withCredentials !== undefined) xhr.withCredentials = Boolean(config.withCredentials);
    if (responseType && responseType !== 'json') xhr.responseType = responseType;
    if (onUploadProgress && xhr.upload) {
      xhr.upload.addEventListener('progress', (event) => {
        const { loaded, lengthComputable } = event;
        const total = lengthComputable ? event.total : undefined;
        onUploadProgress({ loaded, total, progress: total ? loaded / total : undefined, lengthComputable, event });
      });
    }
    xhr.send((config.data || null) as XMLHttpRequestBodyInit | null);
  });
}

const validateStatus = (status: number) => status >= 200 && status < 300;

/** An instance with axios's defaults (its Accept header; 2xx resolves) under the given ones. */
function create(defaults: AxiosRequestConfig = {}): AxiosInstance {
  const headers = { Accept: 'application/json, text/plain, */*', ...defaults.headers };
  return new AxiosInstance({ validateStatus, ...defaults, headers });
}

const axios = { create, isAxiosError, isCancel, AxiosError, CanceledError };

export default axios;

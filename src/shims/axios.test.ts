/**
 * The axios stand-in (axios.ts) against msw. Where axios itself can run a scenario, both run it and
 * what the pipeline can see must agree: `differential` runs the scenario through axios 0.27 (reached by
 * its index.js, since the alias sends `axios` to the stand-in; in jsdom it takes its XHR adapter too),
 * then through the stand-in, and compares. Time-outs are the stand-in's alone: msw's XMLHttpRequest
 * never fires `timeout`, so axios (which relies on it) waits for the reply there.
 */
import { getRequestInstance } from '@umijs/max';
import viaAlias from 'axios';
import { delay, http, HttpResponse } from 'msw';
import realAxios from '../../node_modules/axios/index.js';
import { server } from '../../tests/simulator';
import axios, { AxiosError, AxiosInstance, CanceledError, isAxiosError, isCancel } from './axios';

type Config = Record<string, unknown> & { method?: string; url?: string; timeout?: number };
interface Reply {
  status: number;
  statusText: string;
  data: unknown;
  headers: Record<string, unknown>;
  config: Config;
}
interface Manager<V> {
  use(fulfilled?: ((value: V) => V | Promise<V>) | null, rejected?: ((error: unknown) => unknown) | null): number;
  eject(id: number): void;
}
/** What both clients offer, as the tests use it. */
interface Client {
  interceptors: { request: Manager<Config>; response: Manager<Reply> };
  request(config: Config): Promise<Reply>;
}
type Create = (defaults?: Config) => Client;

const clients: Record<'axios' | 'standIn', Create> = {
  axios: (defaults = {}) => realAxios.create(defaults as never) as unknown as Client,
  standIn: (defaults = {}) => axios.create(defaults) as unknown as Client,
};

/** Runs the scenario with axios, then with the stand-in; both must come to the same. */
async function differential<T>(scenario: (create: Create) => Promise<T>): Promise<T> {
  const expected = await scenario(clients.axios);
  const actual = await scenario(clients.standIn);
  expect(actual).toEqual(expected);
  return actual;
}

const isBlob = (value: unknown): value is Blob => Object.prototype.toString.call(value) === '[object Blob]';
/** jsdom's Blob has no text(). */
function blobText(blob: Blob): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });
}
const plain = async (data: unknown) => (isBlob(data) ? { blob: await blobText(data), type: data.type } : data);

/** What the pipeline can see of a settled request. */
async function outcome(pending: Promise<Reply>): Promise<Record<string, unknown>> {
  try {
    const { status, statusText, data, headers } = await pending;
    return { ok: true, status, statusText, data: await plain(data), headers };
  } catch (caught) {
    const error = caught as AxiosError & { __CANCEL__?: boolean };
    const { name, message, code, response } = error;
    const shape = { name, message, code, isAxiosError: error.isAxiosError, cancel: Boolean(error.__CANCEL__) };
    const reply = { status: response?.status, data: await plain(response?.data) };
    return { ok: false, ...shape, request: Boolean(error.request), ...reply };
  }
}

interface Received {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}
let received: Received[] = [];
let log: string[] = [];

beforeEach(() => {
  received = [];
  log = [];
  server.use(
    http.all('*/t/echo', async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const seen = { method: request.method, url: pathname + search, headers: Object.fromEntries(request.headers) };
      received.push({ ...seen, body: await request.text() });
      log.push('server');
      return HttpResponse.json({ seen });
    }),
  );
});

const identity = <T>(data: T): T => data;

describe('interceptors', () => {
  it("run in axios's order: requests newest first, responses oldest first, on one promise chain", async () => {
    const { result } = await differential(async (create) => {
      log = [];
      const instance = create();
      instance.interceptors.request.use((config) => (log.push(`request A ${config.method}`), config));
      instance.interceptors.request.use(async (config) => (log.push('request B'), config));
      instance.interceptors.response.use((reply) => (log.push(`response C ${reply.status}`), reply));
      instance.interceptors.response.use((reply) => (log.push('response D'), { ...reply, data: 'replaced' }));
      return { log, result: await outcome(instance.request({ url: '/t/echo', method: 'GET' })) };
    });
    expect(log).toEqual(['request B', 'request A get', 'server', 'response C 200', 'response D']);
    expect(result).toMatchObject({ ok: true, data: 'replaced' });
  });

  it("pass a failure to the next step's rejected handler, which may recover", async () => {
    const { value } = await differential(async (create) => {
      log = [];
      const instance = create();
      instance.interceptors.request.use(null, (error) => {
        log.push(`request A rejected: ${(error as Error).message}`);
        throw error;
      });
      instance.interceptors.request.use(() => {
        log.push('request B throws');
        throw new Error('boom');
      });
      instance.interceptors.response.use(null, (error) => {
        log.push(`response C rejected: ${(error as Error).message}`);
        return { recovered: true };
      });
      instance.interceptors.response.use((reply) => (log.push(`response D ${JSON.stringify(reply)}`), reply));
      return { log, value: await instance.request({ url: '/t/echo' }) };
    });
    expect(log).toEqual([
      'request B throws',
      'request A rejected: boom',
      'response C rejected: boom',
      'response D {"recovered":true}',
    ]);
    expect(value).toEqual({ recovered: true });
  });

  it('eject takes a step out; ids count from 0; ejecting twice or an unknown id does nothing', async () => {
    const { ids } = await differential(async (create) => {
      log = [];
      const instance = create();
      const ids = ['first', 'second', 'third'].map((name) =>
        instance.interceptors.request.use((config) => (log.push(name), config)));
      instance.interceptors.request.eject(ids[1]);
      instance.interceptors.request.eject(ids[1]);
      instance.interceptors.request.eject(99);
      await instance.request({ url: '/t/echo' });
      return { ids, log };
    });
    expect(ids).toEqual([0, 1, 2]);
    expect(log).toEqual(['third', 'first', 'server']);
  });
});

describe('responses', () => {
  const zip = new Uint8Array([80, 75, 3, 4]);
  const cases: Array<[string, () => Response, Config, unknown]> = [
    ['JSON', () => HttpResponse.json({ a: [1, 2] }), {}, { a: [1, 2] }],
    ['JSON asked for as text (axios 0.27 parses it all the same)', () => HttpResponse.json({ a: 1 }),
      { responseType: 'text' }, { a: 1 }],
    ['text', () => HttpResponse.text('plain words'), {}, 'plain words'],
    ['malformed JSON, which stays text', () => HttpResponse.text('{"a": 1'), {}, '{"a": 1'],
    ['an empty 204', () => new HttpResponse(null, { status: 204 }), {}, ''],
    ['a blob', () => new HttpResponse(zip, { headers: { 'content-type': 'application/zip' } }),
      { responseType: 'blob' }, { blob: 'PK\u0003\u0004', type: 'application/zip' }],
    ['JSON as a blob, not parsed', () => HttpResponse.json({ a: 1 }), { responseType: 'blob' },
      { blob: '{"a":1}', type: 'application/json' }],
  ];

  it.each(cases)('%s', async (_name, reply, config, data) => {
    server.use(http.get('*/t/reply', reply));
    const result = await differential((create) => outcome(create().request({ url: '/t/reply', ...config })));
    expect(result).toMatchObject({ ok: true, data });
  });

  it('gives the response headers in a plain object', async () => {
    const headers = { 'X-Request-ID': 'r-1', 'Cache-Control': 'no-store' };
    server.use(http.get('*/t/reply', () => HttpResponse.text('x', { headers })));
    const result = await differential(async (create) => outcome(create().request({ url: '/t/reply' })));
    expect(result.headers).toEqual({
      'x-request-id': 'r-1',
      'cache-control': 'no-store',
      'content-type': 'text/plain',
      'content-length': '1',
    });
  });

  it('lower-cases the names of response headers (msw gives them lower-cased already: a fake XHR does not)', async () => {
    class MixedCaseXHR {
      readyState = 0;
      status = 0;
      statusText = '';
      responseText = '';
      onload: (() => void) | null = null;
      onloadend: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      getAllResponseHeaders() {
        return 'X-Request-ID: r-1\r\nContent-Type: text/plain\r\n';
      }
      send() {
        setTimeout(() => {
          Object.assign(this, { readyState: 4, status: 200, statusText: 'OK', responseText: 'x' });
          this.onload?.();
          this.onloadend?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', MixedCaseXHR);
    try {
      const result = await differential((create) => outcome(create().request({ url: '/t/reply' })));
      expect(result.headers).toEqual({ 'x-request-id': 'r-1', 'content-type': 'text/plain' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects a 4xx or 5xx with the parsed reply, its status and code', async () => {
    server.use(
      http.get('*/t/missing', () => HttpResponse.json({ status: { statusCode: 40401 } }, { status: 404 })),
      http.get('*/t/broken', () => new HttpResponse('upstream failed', { status: 502 })),
    );
    const missing = await differential(async (create) => outcome(create().request({ url: '/t/missing' })));
    expect(missing).toMatchObject({
      ok: false,
      name: 'AxiosError',
      message: 'Request failed with status code 404',
      code: 'ERR_BAD_REQUEST',
      isAxiosError: true,
      status: 404,
      data: { status: { statusCode: 40401 } },
    });
    const broken = await differential(async (create) => outcome(create().request({ url: '/t/broken' })));
    expect(broken).toMatchObject({ ok: false, code: 'ERR_BAD_RESPONSE', status: 502, data: 'upstream failed' });
    const error: unknown = await axios.create().request({ url: '/t/missing' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(AxiosError);
    expect(error).toMatchObject({ status: 404, config: { url: '/t/missing', method: 'get' } });
    expect((error as AxiosError).request).toBeInstanceOf(XMLHttpRequest);
    expect((error as AxiosError).toJSON()).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 404 });
  });

  it('honours validateStatus: a function of its own, or null for every status', async () => {
    server.use(http.get('*/t/broken', () => new HttpResponse('upstream failed', { status: 500 })));
    const { none, own, strict } = await differential(async (create) => ({
      none: await outcome(create().request({ url: '/t/broken', validateStatus: null })),
      own: await outcome(create({ validateStatus: (status: number) => status < 600 }).request({ url: '/t/broken' })),
      strict: await outcome(create().request({ url: '/t/echo', validateStatus: (status: number) => status === 201 })),
    }));
    expect(none).toMatchObject({ ok: true, status: 500 });
    expect(own).toMatchObject({ ok: true, status: 500 });
    // axios's codes name 4xx and 5xx only.
    expect(strict).toMatchObject({ ok: false, message: 'Request failed with status code 200', code: undefined });
  });

  it("rejects a network failure with 'Network Error' (ERR_NETWORK) and, unlike axios 0.27, no response", async () => {
    server.use(http.get('*/t/gone', () => HttpResponse.error()));
    const expected = await outcome(clients.axios().request({ url: '/t/gone' }));
    const actual = await outcome(clients.standIn().request({ url: '/t/gone' }));
    const shape = { ok: false, name: 'AxiosError', message: 'Network Error', code: 'ERR_NETWORK', request: true };
    expect(actual).toEqual({ ...shape, isAxiosError: true, cancel: false, status: undefined, data: undefined });
    // axios 0.27 puts the XHR in `response` (status 0); the pipeline reads both as 'no response'.
    expect(expected).toEqual({ ...actual, status: 0 });
  });
});

describe('time-out and cancel', () => {
  const hang = (arrived?: () => void) =>
    server.use(
      http.get('*/t/slow', async () => {
        arrived?.();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );

  it("rejects after `timeout` ms with 'timeout of …ms exceeded' (ECONNABORTED) and no response", async () => {
    hang();
    const startedAt = Date.now();
    const result = await outcome(axios.create({ timeout: 5000 }).request({ url: '/t/slow', timeout: 80 }));
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(75);
    expect(result).toEqual({
      ok: false,
      name: 'AxiosError',
      message: 'timeout of 80ms exceeded',
      code: 'ECONNABORTED',
      isAxiosError: true,
      cancel: false,
      request: true,
      status: undefined,
      data: undefined,
    });
  });

  it('keeps no timer once the reply is in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = axios.create().request({ url: '/t/echo', timeout: 60_000 });
      await vi.waitFor(() => expect(received).toHaveLength(1));
      await pending;
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects at once, sending nothing, when the signal is already aborted', async () => {
    const result = await differential(async (create) => {
      const controller = new AbortController();
      controller.abort();
      return outcome(create().request({ url: '/t/echo', signal: controller.signal }));
    });
    expect(result).toEqual({
      ok: false,
      name: 'CanceledError',
      message: 'canceled',
      code: 'ERR_CANCELED',
      isAxiosError: true,
      cancel: true,
      request: false,
      status: undefined,
      data: undefined,
    });
    expect(received).toEqual([]);
  });

  it('aborts the request in flight with a CanceledError when the signal aborts', async () => {
    const result = await differential(async (create) => {
      let arrived = () => {};
      const inFlight = new Promise<void>((resolve) => (arrived = resolve));
      hang(arrived);
      const controller = new AbortController();
      const pending = outcome(create().request({ url: '/t/slow', signal: controller.signal }));
      await inFlight;
      controller.abort();
      return pending;
    });
    expect(result).toMatchObject({ ok: false, name: 'CanceledError', code: 'ERR_CANCELED', cancel: true });
    const error = await axios.create().request({ url: '/t/echo', signal: AbortSignal.abort() }).catch((e) => e);
    expect(error).toBeInstanceOf(CanceledError);
    expect(isCancel(error) && isAxiosError(error)).toBe(true);
  });
});

describe('what the server receives', () => {
  const send = async (create: Create, config: Config) => {
    received = [];
    const result = await outcome(create().request(config));
    return { result, received };
  };

  it("the signer's request as it is: url with its query, string body, plain headers, identity transform", async () => {
    const { received: [request] } = await differential((create) =>
      send(create, {
        method: 'POST',
        url: '/t/echo?b=2&a=%E5%BC%A0',
        params: undefined,
        data: '{"x":1}',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', token: 't-1', sign: 's.n.1' },
        transformRequest: [identity],
      }),
    );
    expect(request).toMatchObject({ method: 'POST', url: '/t/echo?b=2&a=%E5%BC%A0', body: '{"x":1}' });
    expect(request.headers).toMatchObject({ accept: 'application/json, text/plain, */*', token: 't-1', sign: 's.n.1' });
  });

  it('a plain object as JSON, with a JSON Content-Type', async () => {
    const { received: [request] } = await differential((create) =>
      send(create, { method: 'put', url: '/t/echo', data: { name: '张三', tags: ['a'] } }));
    expect(request.body).toBe('{"name":"张三","tags":["a"]}');
    expect(request.headers['content-type']).toBe('application/json');
  });

  it("FormData without a JSON Content-Type: the browser's multipart one", async () => {
    const withoutBoundary = (received: Received[]) =>
      received.map(({ headers, body }) => ({
        contentType: headers['content-type'].replace(/boundary=.*/, 'boundary=…'),
        body: body.replace(new RegExp(headers['content-type'].split('boundary=')[1], 'g'), '…'),
      }));
    const { received: requests } = await differential(async (create) => {
      const form = new FormData();
      form.append('name', 'me.png');
      form.append('file', new File(['png'], 'me.png', { type: 'image/png' }));
      const headers = { 'Content-Type': 'application/json;charset=UTF-8', token: 't' };
      const config = { method: 'POST', url: '/t/echo', data: form, headers, transformRequest: [identity] };
      const { result, received } = await send(create, config);
      return { result: { ...result, data: undefined }, received: withoutBoundary(received) };
    });
    expect(requests[0].contentType).toBe('multipart/form-data; boundary=…');
    expect(requests[0].body).toMatch(/name="name"\r\n\r\nme\.png\r\n.*name="file".*image\/png\r\n\r\npng\r\n/s);
  });

  it('no Content-Type without a body; no header whose value is undefined or null', async () => {
    const headers = { 'Content-Type': 'x/y', a: undefined, b: null };
    await axios.create().request({ method: 'POST', url: '/t/echo', headers });
    expect(Object.keys(received[0].headers).sort()).toEqual(['accept']);
  });

  it("the call's values over the defaults' (undefined left out), baseURL and params as in axios 0.27", async () => {
    const { seen, url, headers } = await differential(async (create) => {
      received = [];
      let seen: Config = {};
      const instance = create({
        baseURL: `${window.location.origin}/t/`,
        timeout: 4000,
        headers: { 'X-Default': 'd', 'X-Both': 'default' },
      });
      instance.interceptors.request.use((config) => {
        seen = { method: config.method, url: config.url, timeout: config.timeout, baseURL: config.baseURL };
        return config;
      });
      const params = { a: 1, b: 'x y:$,[]+/', c: [1, 2], d: null, e: undefined, f: true, at: new Date(0), o: { k: 1 } };
      const call = { url: 'echo?z=1', method: 'PATCH', timeout: undefined, headers: { 'X-Both': 'call' }, params };
      await instance.request(call);
      const [{ url, headers }] = received;
      return { seen, url, headers: { default: headers['x-default'], both: headers['x-both'] } };
    });
    expect(seen).toMatchObject({ method: 'patch', timeout: 4000 });
    expect(url).toBe(
      '/t/echo?z=1&a=1&b=x+y:$,[]%2B%2F&c[]=1&c[]=2&f=true&at=1970-01-01T00:00:00.000Z&o=%7B%22k%22:1%7D',
    );
    expect(headers).toEqual({ default: 'd', both: 'call' });
  });

  it('reports upload progress while sending a body', async () => {
    const progress = await differential(async (create) => {
      const events: unknown[] = [];
      const onUploadProgress = ({ loaded, total }: ProgressEvent) => events.push({ loaded, total });
      await create().request({ method: 'POST', url: '/t/echo', data: 'twelve bytes', onUploadProgress });
      return events;
    });
    expect(progress).toContainEqual({ loaded: 12, total: 12 });
    const events: unknown[] = [];
    const onUploadProgress = (event: unknown) => events.push(event);
    await axios.create().request({ method: 'POST', url: '/t/echo', data: 'four', onUploadProgress });
    expect(events).toEqual([expect.objectContaining({ loaded: 4, total: 4, progress: 1, lengthComputable: true })]);
  });
});

describe('module', () => {
  it("is what `axios` and Umi's request plugin get in the tests (vitest.config.mts aliases it)", () => {
    expect(viaAlias).toBe(axios);
    expect(getRequestInstance()).toBeInstanceOf(AxiosInstance);
  });

  it("tells axios's errors and cancels as axios does", () => {
    const error = new AxiosError('m', 'CODE');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AxiosError', message: 'm', code: 'CODE', isAxiosError: true });
    expect(Object.keys(error)).not.toContain('isAxiosError');
    expect([isAxiosError(error), isAxiosError({ isAxiosError: true }), isAxiosError(null), isAxiosError(new Error())])
      .toEqual([realAxios.isAxiosError(error), true, false, false]);
    expect([isCancel(new CanceledError()), isCancel(error), isCancel(undefined)]).toEqual([true, false, false]);
    expect(axios).toMatchObject({ isAxiosError, isCancel, AxiosError, CanceledError });
  });
});

/**
 * Every fault a network or backend can produce ends the same way: the
 * promise settles, no rejection goes unhandled, exactly one message shows,
 * and loading clears. One helper asserts those invariants for every fault.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../styles';
import { notification } from 'antd';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { envelope } from '../../mock/sim/simulator';
import { createHistory } from '@@/core/history';
import { callApi, REQUEST_TIMEOUT_MS } from '@/request/pipeline';
import { UPLOAD_TIMEOUT_MS } from '@/services/files';
import { resetSessionExpiry } from '@/request/session';
import { useData } from '@/request/useData';
import { DOWNLOAD_TIMEOUT_MS, downloadFile, timestampedName } from '@/utils/download';
import { server } from '../simulator';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((node) => node.textContent);

function Probe({ timeoutMs }: { timeoutMs?: number }) {
  const { loading, error, data } = useData(() => callApi<unknown>('base', '/probe', { timeoutMs }));
  if (loading) return <p>probe: loading</p>;
  if (error) return <p>probe: failed</p>;
  return <p>probe: {JSON.stringify(data)}</p>;
}

/** The invariants every fault must keep. */
async function expectFault(resolver: HttpResponseResolver, expectedMessage: string, timeoutMs?: number) {
  server.use(http.get('*/api/base/probe', resolver));
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    renderStyled(<Probe timeoutMs={timeoutMs} />);
    expect(screen.getByText('probe: loading')).toBeInTheDocument();
    // The promise settled and loading cleared: the probe shows its failed state.
    await waitFor(() => expect(screen.getByText('probe: failed')).toBeInTheDocument());
    // Exactly one message, the expected one.
    await waitFor(() => expect(messages()).toEqual([expectedMessage]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(messages()).toEqual([expectedMessage]);
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
}

beforeEach(async () => {
  resetSessionExpiry();
  notification.destroy();
  await waitFor(() => expect(messages()).toEqual([]));
});

describe('fault invariants', () => {
  it('has a time-out: axios has none by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
  });

  it('malformed JSON', async () => {
    await expectFault(
      () => new HttpResponse('{"status": {"statusCode": 0', { headers: { 'content-type': 'application/json' } }),
      'Request error, please retry.',
    );
  });

  it('an HTML page with status 200', async () => {
    await expectFault(() => HttpResponse.html('<!doctype html><title>proxy login</title>'), 'Request error, please retry.');
  });

  it('an empty 204', async () => {
    await expectFault(() => new HttpResponse(null, { status: 204 }), 'Save failed, please try again later');
  });

  it('a time-out', async () => {
    await expectFault(
      async () => {
        await delay('infinite');
        return HttpResponse.json(envelope(0, 'ok', null));
      },
      'None response! Please retry.',
      200,
    );
  });

  it('no reply at all', async () => {
    await expectFault(() => HttpResponse.error(), 'None response! Please retry.');
  });

  it('a 500 without an envelope', async () => {
    await expectFault(() => new HttpResponse('upstream failed', { status: 500 }), 'Response status: 500');
  });

  it('a business failure', async () => {
    await expectFault(() => HttpResponse.json(envelope(40901, 'asset already exists', null)), 'asset already exists');
  });

  it('a call its caller cancels settles silently', async () => {
    server.use(
      http.get('*/api/base/probe', async () => {
        await delay('infinite');
        return HttpResponse.json(envelope(0, 'ok', null));
      }),
    );
    const controller = new AbortController();
    const pending = callApi('base', '/probe', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(messages()).toEqual([]);
  });

  it('a success keeps no message and shows the data', async () => {
    server.use(http.get('*/api/base/probe', () => HttpResponse.json(envelope(0, 'ok', { n: 1 }))));
    renderStyled(<Probe />);
    await waitFor(() => expect(screen.getByText('probe: {"n":1}')).toBeInTheDocument());
    expect(messages()).toEqual([]);
  });
});

describe('display modes', () => {
  it('shows a notification when the call asks for one', async () => {
    server.use(http.get('*/api/base/probe', () => HttpResponse.json(envelope(1, 'robot offline', null))));
    await expect(callApi('base', '/probe', { errorDisplay: 'notification' })).rejects.toMatchObject({ code: 1 });
    await waitFor(() => expect(document.querySelector('.ant-notification-notice')).not.toBeNull());
    expect(document.querySelector('.ant-notification-notice')?.textContent).toContain('robot offline');
    expect(messages()).toEqual([]);
  });

  it('redirects to a safe path when the call asks for a redirect, and never off-site', async () => {
    const history = createHistory({ type: 'memory' });
    history.push('/assets/list');
    server.use(http.get('*/api/base/probe', () => HttpResponse.json(envelope(1, 'gone', null))));
    await expect(callApi('base', '/probe', { errorDisplay: 'redirect', errorRedirect: '/assets/list?missing=1' })).rejects.toBeTruthy();
    expect(`${history.location.pathname}${history.location.search}`).toBe('/assets/list?missing=1');
    await expect(callApi('base', '/probe', { errorDisplay: 'redirect', errorRedirect: '//evil.example' })).rejects.toBeTruthy();
    expect(history.location.pathname).toBe('/welcome');
    expect(messages()).toEqual([]);
  });
});

describe('blob answers', () => {
  let created: Blob[];
  beforeEach(() => {
    created = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        created.push(blob);
        return 'blob:test';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  });

  it('saves a non-JSON blob silently', async () => {
    server.use(
      http.get('*/api/base/file', () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/zip' } })),
    );
    await expect(downloadFile('base', '/file', 'logs.zip')).resolves.toBe(true);
    expect(created).toHaveLength(1);
    expect(created[0].size).toBe(4);
    expect(messages()).toEqual([]);
  });

  it('reads a JSON blob: another failure shows its reason and saves nothing', async () => {
    server.use(http.get('*/api/base/file', () => HttpResponse.json(envelope(40901, 'the log file is still being written', null))));
    await expect(downloadFile('base', '/file', 'logs.zip')).resolves.toBe(false);
    await waitFor(() => expect(messages()).toEqual(['the log file is still being written']));
    expect(created).toHaveLength(0);
  });

  it("reads a JSON blob: a not-found refusal speaks the catalogue's words, not the server's", async () => {
    server.use(http.get('*/api/base/file', () => HttpResponse.json(envelope(40401, 'log file not found', null))));
    await expect(downloadFile('base', '/file', 'logs.zip')).resolves.toBe(false);
    await waitFor(() => expect(messages()).toEqual(['It does not exist, or it was removed']));
    expect(created).toHaveLength(0);
  });

  it('reads a JSON blob: a login-expired code shows the expiry message and redirects', async () => {
    const history = createHistory({ type: 'memory' });
    history.push('/resource/logs');
    server.use(http.get('*/api/base/file', () => HttpResponse.json(envelope(40101, 'Login expired', null))));
    await expect(downloadFile('base', '/file', 'logs.zip')).resolves.toBe(false);
    await waitFor(() => expect(messages()).toEqual(['login expired, please log in again']));
    expect(`${history.location.pathname}${history.location.search}`).toBe('/user/login?redirect=%2Fresource%2Flogs');
    expect(created).toHaveLength(0);
  });

  it.each<[string, HttpResponseResolver]>([
    ['a 500 without an envelope', () => new HttpResponse('upstream failed', { status: 500 })],
    ['no reply at all', () => HttpResponse.error()],
    ['an empty 204', () => new HttpResponse(null, { status: 204 })],
    ['a business failure without a reason', () => HttpResponse.json(envelope(12345, '', null))],
  ])("says 'download failed, try later' once, and saves nothing, for %s", async (_fault, resolver) => {
    server.use(http.get('*/api/base/file', resolver));
    await expect(downloadFile('base', '/file', 'logs.zip')).resolves.toBe(false);
    await waitFor(() => expect(messages()).toEqual(['Download failed, please try again later']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(messages()).toEqual(['Download failed, please try again later']);
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
    expect(created).toHaveLength(0);
  });

  it('gives a download as long as an upload, not the 30 s of ordinary calls', async () => {
    expect(DOWNLOAD_TIMEOUT_MS).toBe(UPLOAD_TIMEOUT_MS);
    expect(DOWNLOAD_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let asked = false;
    server.use(
      http.get('*/api/base/file', async () => {
        asked = true;
        await finished;
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/zip' } });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const saved = downloadFile('base', '/file', 'ota.zip');
      await vi.waitFor(() => expect(asked).toBe(true));
      // A 200 MB package on a slow line: the body is still coming a minute later.
      await vi.advanceTimersByTimeAsync(60_000);
      finish();
      await vi.advanceTimersByTimeAsync(10);
      await expect(saved).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(created).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages()).toEqual([]);
  });

  it('names zip files with the time', () => {
    expect(timestampedName('logs', 'zip', new Date(2026, 10, 22, 23, 5, 9))).toBe('logs_20261122_230509.zip');
  });
});

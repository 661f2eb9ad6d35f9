/**
 * The request pipeline against the simulator: headers, sign, envelope,
 * the error catalogue, clock correction, session loss.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope } from '../../mock/sim/simulator';
import { createHistory } from '@@/core/history';
import { STATUS } from '@/request/codes';
import { ApiError } from '@/request/errors';
import { callApi } from '@/request/pipeline';
import { resetSessionExpiry } from '@/request/session';
import { clockOffset, resetClock } from '@/request/sign';
import { SIGN_PATTERN } from '@/request/signCore';
import { contractViolations, received, server, sim } from '../simulator';
import { storeSession } from '../render';

const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((node) => node.textContent);

async function expectOneMessage(text: string) {
  await waitFor(() => expect(messages()).toEqual([text]));
}

// antd's static messages render outside React's test scheduler; their updates are not ours to wrap.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(async () => {
  resetClock();
  resetSessionExpiry();
  await waitFor(() => expect(messages()).toEqual([]));
});

describe('headers and sign', () => {
  it('sends the seven headers, ASCII only, with a sign the simulator accepts', async () => {
    const user = storeSession('member');
    window.sessionStorage.setItem('selectedSceneUUID', 'scene-42');
    await expect(callApi<string[]>('base', `/person/${user.id}/menu`)).resolves.toContain('platform:assets:list');
    const [request] = received;
    expect(request.headers.token).toBe(user.token);
    expect(request.headers.userid).toBe(user.id);
    expect(request.headers.timezone).toBe(encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect(request.headers.timezoneregion).toMatch(/^[+-]\d{4}$/);
    expect(request.headers.visitorid).toBe('testvisitor0123456789');
    expect(request.headers.sceneuuid).toBe('scene-42');
    expect(request.headers.sign).toMatch(SIGN_PATTERN);
    for (const value of Object.values(request.headers)) expect(value).toMatch(/^[\x20-\x7e]*$/);
  });

  it('signs exactly the query it sends: repeated keys, spaces, plus signs and unicode', async () => {
    const user = storeSession('admin');
    await callApi('base', `/person/${user.id}/menu`, { params: { tag: ['b', 'a'], q: 'a b+c', name: '张三', empty: '' } });
    const [request] = received;
    expect(request.url).toBe(
      `/api/base/person/${user.id}/menu?tag=b&tag=a&q=a%20b%2Bc&name=%E5%BC%A0%E4%B8%89&empty=`,
    );
    // The menu call takes no query: the contract check says so, which is this test's point, not a failure.
    expect(contractViolations.splice(0)).toEqual(
      ['tag', 'q', 'name', 'empty'].map(
        (name) => `getPermissionKeys (GET /base/person/{id}/menu) request query: property '${name}' is not in the document`,
      ),
    );
  });

  it('sends a nonce that is new for every request', async () => {
    const user = storeSession('admin');
    await Promise.all([1, 2, 3, 4, 5].map(() => callApi('base', `/person/${user.id}/menu`)));
    const nonces = received.map((request) => request.headers.sign?.split('.')[1]);
    expect(new Set(nonces).size).toBe(5);
  });
});

describe('envelope and error catalogue', () => {
  it('resolves with the result of a statusCode-0 envelope', async () => {
    const user = storeSession('member');
    await expect(callApi(`base`, `/person/head/config/${user.id}`)).resolves.toEqual({});
  });

  it('shows the statusReason of a business failure as one error message', async () => {
    const user = storeSession('member');
    // member asks for admin's keys: the server refuses (40301).
    await expect(callApi('base', '/person/1001/menu')).rejects.toMatchObject({ code: STATUS.PERMISSION_MISSING });
    await expectOneMessage('Permission missing');
    expect(user.id).toBe('1003');
  });

  it("shows the contract's generic refusals in the user's language, whatever the server's reason says", async () => {
    server.use(http.get('*/api/base/x', () => HttpResponse.json(envelope(STATUS.NOT_FOUND, 'asset not found', null))));
    await expect(callApi('base', '/x')).rejects.toMatchObject({ code: STATUS.NOT_FOUND });
    await expectOneMessage('It does not exist, or it was removed');
  });

  it("shows 'Internal Server Error' when the statusReason is empty", async () => {
    server.use(http.get('*/api/base/x', () => HttpResponse.json(envelope(12345, '', null))));
    await expect(callApi('base', '/x')).rejects.toBeInstanceOf(ApiError);
    await expectOneMessage('Internal Server Error');
  });

  it('shows the save-fail message (99999) for a reply that is not HTTP 200', async () => {
    server.use(http.get('*/api/base/x', () => new HttpResponse(null, { status: 204 })));
    await expect(callApi('base', '/x')).rejects.toMatchObject({ code: STATUS.GENERIC_FAILURE });
    await expectOneMessage('Save failed, please try again later');
  });

  it("shows 'Response status:' and the status for an error reply without an envelope", async () => {
    server.use(http.get('*/api/base/x', () => new HttpResponse('<html>oops</html>', { status: 502 })));
    await expect(callApi('base', '/x')).rejects.toMatchObject({ kind: 'httpStatus', httpStatus: 502 });
    await expectOneMessage('Response status: 502');
  });

  it("shows 'None response! Please retry.' when no reply arrives", async () => {
    server.use(http.get('*/api/base/x', () => HttpResponse.error()));
    await expect(callApi('base', '/x')).rejects.toMatchObject({ kind: 'noResponse' });
    await expectOneMessage('None response! Please retry.');
  });

  it('treats an HTML page with status 200 as a request error, shown once', async () => {
    server.use(http.get('*/api/base/x', () => new HttpResponse('<html></html>', { status: 200 })));
    await expect(callApi('base', '/x')).rejects.toMatchObject({ kind: 'request' });
    await expectOneMessage('Request error, please retry.');
  });

  it('shows nothing for a silent call, and a warning for a warning call', async () => {
    server.use(http.get('*/api/base/x', () => HttpResponse.json(envelope(40901, 'asset already exists', null))));
    await expect(callApi('base', '/x', { errorDisplay: 'silent' })).rejects.toMatchObject({ code: 40901 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages()).toEqual([]);
    await expect(callApi('base', '/x', { errorDisplay: 'warning' })).rejects.toMatchObject({ code: 40901 });
    await waitFor(() => expect(document.querySelector('.ant-message-warning')).not.toBeNull());
    expect(messages()).toEqual(['asset already exists']);
  });

  it('keeps at most three messages on screen', async () => {
    server.use(http.get('*/api/base/x', () => HttpResponse.json(envelope(1, 'failure', null))));
    await Promise.all([1, 2, 3, 4, 5].map(() => callApi('base', '/x').catch(() => undefined)));
    await waitFor(() => expect(messages().length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(messages().length).toBeLessThanOrEqual(3);
  });
});

describe('clock skew', () => {
  it('corrects the clock from a 40003 and retries once with a new nonce', async () => {
    const user = storeSession('admin');
    sim.clockOffsetMs = 10 * 60 * 1000;
    await expect(callApi<string[]>('base', `/person/${user.id}/menu`)).resolves.toContain('platform');
    expect(received).toHaveLength(2);
    const [first, second] = received.map((request) => request.headers.sign?.split('.') ?? []);
    expect(first[1]).not.toBe(second[1]);
    expect(clockOffset()).toBeGreaterThan(9 * 60 * 1000);
    expect(messages()).toEqual([]);
  });

  it('never retries twice in a row', async () => {
    server.use(
      http.get('*/api/base/x', () => HttpResponse.json(envelope(40003, 'Sign expired', { serverTime: Date.now() }))),
    );
    await expect(callApi('base', '/x')).rejects.toMatchObject({ code: STATUS.SIGN_EXPIRED });
    await expectOneMessage('Sign expired');
  });
});

describe('session loss', () => {
  it('shows one message and makes one redirect when five calls expire at once', async () => {
    const history = createHistory({ type: 'memory' });
    history.push('/person/list?page=3');
    const replace = vi.spyOn(history, 'replace');
    const user = storeSession('admin');
    sim.expireSessions();
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(() => callApi('base', `/person/${user.id}/menu`)),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    await waitFor(() => expect(screen.getByText('login expired, please log in again')).toBeInTheDocument());
    expect(messages()).toEqual(['login expired, please log in again']);
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/user/login');
    expect(history.location.search).toBe('?redirect=%2Fperson%2Flist%3Fpage%3D3');
  });
});

/**
 * The pure parts of the Idempotency-Key: which calls take one, what makes
 * two calls the same, when a key is reused and when it is forgotten.
 */
import { ApiError } from './errors';
import {
  IDEMPOTENCY_KEY_LENGTH,
  IDEMPOTENCY_KEY_TTL_MS,
  IdempotencyKeys,
  newIdempotencyKey,
  outcomeOf,
  requestAddress,
  requestFingerprint,
  takesIdempotencyKey,
} from './idempotency';

/** Keys drawn in order (k1, k2, ...) on a clock the test moves. */
function keys(maxKeys?: number) {
  let drawn = 0;
  const clock = { now: 1_000_000 };
  const store = new IdempotencyKeys(
    () => {
      drawn += 1;
      return `k${drawn}`;
    },
    () => clock.now,
    maxKeys,
  );
  return { store, clock };
}

describe('newIdempotencyKey', () => {
  it('draws 32 characters of [A-Za-z0-9] from crypto, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const drawn = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of drawn) expect(key).toMatch(new RegExp(`^[A-Za-z0-9]{${IDEMPOTENCY_KEY_LENGTH}}$`));
    expect(new Set(drawn).size).toBe(50);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });
});

describe('takesIdempotencyKey', () => {
  it('is every call but GET, except a read by the API\'s conventions and a multipart upload', () => {
    expect(takesIdempotencyKey('GET', '/api/base/x', undefined)).toBe(false);
    expect(takesIdempotencyKey('get', '/api/base/x', { a: 1 })).toBe(false);
    expect(takesIdempotencyKey('POST', '/api/base/x', { a: 1 })).toBe(true);
    expect(takesIdempotencyKey('PUT', '/api/base/x/1', { a: 1 })).toBe(true);
    expect(takesIdempotencyKey('DELETE', '/api/base/x', undefined)).toBe(true);
    expect(takesIdempotencyKey('POST', '/api/base/x', new FormData())).toBe(false);
    for (const read of ['/api/base/asset/page', '/api/base/x/options?a=1', '/api/base/resource/log/download', '/api/base/x/export']) {
      expect(takesIdempotencyKey('POST', read, { a: 1 }), read).toBe(false);
    }
    expect(takesIdempotencyKey('POST', '/api/base/pages', { a: 1 })).toBe(true);
  });
});

describe('requestAddress', () => {
  it('is the method and the path, without the query', () => {
    expect(requestAddress('put', '/api/rss/scene/s1?x=1')).toBe('PUT /api/rss/scene/s1');
  });
});

describe('requestFingerprint', () => {
  it('is the same for the same method, path, canonical query and body', () => {
    const print = requestFingerprint('POST', '/api/base/x?b=2&a=1', '{"n":1}');
    expect(requestFingerprint('post', '/api/base/x?a=1&b=2', '{"n":1}')).toBe(print);
    expect(requestFingerprint('POST', '/api/base/x?a=%31&b=2', '{"n":1}')).toBe(print);
  });

  it('differs when any of them differs', () => {
    const print = requestFingerprint('POST', '/api/base/x?a=1', '{"n":1}');
    expect(requestFingerprint('PUT', '/api/base/x?a=1', '{"n":1}')).not.toBe(print);
    expect(requestFingerprint('POST', '/api/base/y?a=1', '{"n":1}')).not.toBe(print);
    expect(requestFingerprint('POST', '/api/base/x?a=2', '{"n":1}')).not.toBe(print);
    expect(requestFingerprint('POST', '/api/base/x', '{"n":1}')).not.toBe(print);
    expect(requestFingerprint('POST', '/api/base/x?a=1', '{"n":2}')).not.toBe(print);
  });
});

describe('outcomeOf', () => {
  it('counts no reply, a cancel and a gateway page as lost; any answer of the server as answered', () => {
    expect(outcomeOf(new ApiError({ kind: 'noResponse' }))).toBe('lost');
    expect(outcomeOf(new ApiError({ kind: 'canceled' }))).toBe('lost');
    expect(outcomeOf(new ApiError({ kind: 'httpStatus', httpStatus: 504 }))).toBe('lost');
    expect(outcomeOf(new ApiError({ kind: 'httpStatus', httpStatus: 404 }))).toBe('answered');
    expect(outcomeOf(new ApiError({ kind: 'business', code: 40901 }))).toBe('answered');
    expect(outcomeOf(new ApiError({ kind: 'loginExpired', code: 40101 }))).toBe('answered');
    expect(outcomeOf(new ApiError({ kind: 'httpNot200' }))).toBe('answered');
    expect(outcomeOf(new ApiError({ kind: 'request' }))).toBe('answered');
  });
});

describe('IdempotencyKeys', () => {
  // Calls to two addresses: A1 and A2 go to the same one (a record saved with two different bodies).
  const AT = { A1: 'PUT /a', A2: 'PUT /a', B: 'POST /b', C: 'POST /c', D: 'POST /d' } as const;
  type Call = keyof typeof AT;
  const begin = (store: IdempotencyKeys, call: Call) => store.begin(call, AT[call]);

  it('gives a call on its way and an identical one (a double click) the same key', () => {
    const { store } = keys();
    expect(begin(store, 'A1')).toBe('k1');
    expect(begin(store, 'A1')).toBe('k1');
    expect(begin(store, 'B')).toBe('k2');
  });

  it('reuses the key of a call that ended with no reply, until a retry is answered', () => {
    const { store } = keys();
    const key = begin(store, 'A1');
    store.end('A1', key, 'lost');
    const retry = begin(store, 'A1');
    expect(retry).toBe(key);
    store.end('A1', retry, 'lost');
    expect(begin(store, 'A1')).toBe(key);
    store.end('A1', key, 'answered');
    expect(begin(store, 'A1')).toBe('k2');
  });

  it('forgets the key once a call is answered, success or refusal: a later identical call gets a new one', () => {
    const { store } = keys();
    store.end('A1', begin(store, 'A1'), 'answered');
    expect(store.size).toBe(0);
    expect(begin(store, 'A1')).toBe('k2');
  });

  it('gives a new key to an identical call that starts after another was answered, even with one still on its way', () => {
    const { store } = keys();
    const first = begin(store, 'A1');
    const second = begin(store, 'A1');
    expect(second).toBe(first);
    store.end('A1', first, 'answered');
    const third = begin(store, 'A1');
    expect(third).toBe('k2');
    store.end('A1', second, 'lost');
    store.end('A1', third, 'lost');
    expect(begin(store, 'A1')).toBe('k2');
  });

  it('ends the reuse of a lost call once another call went to the same address (A, B, A is three changes)', () => {
    const { store } = keys();
    store.end('A1', begin(store, 'A1'), 'lost');
    store.end('B', begin(store, 'B'), 'lost');
    store.end('A2', begin(store, 'A2'), 'answered');
    // A1 again: a change back, not a retry of the first.
    expect(begin(store, 'A1')).toBe('k4');
    // Another address is left alone.
    expect(begin(store, 'B')).toBe('k2');
  });

  it('ends the reuse even when the earlier call was still on its way', () => {
    const { store } = keys();
    const first = begin(store, 'A1');
    store.end('A2', begin(store, 'A2'), 'answered');
    store.end('A1', first, 'lost');
    expect(begin(store, 'A1')).toBe('k3');
  });

  it('ignores the end of a call whose key was replaced', () => {
    const { store } = keys();
    store.end('A1', begin(store, 'A1'), 'answered');
    const current = begin(store, 'A1');
    store.end('A1', 'k1', 'answered');
    expect(begin(store, 'A1')).toBe(current);
  });

  it('drops keys 24 hours old', () => {
    const { store, clock } = keys();
    store.end('A1', begin(store, 'A1'), 'lost');
    clock.now += IDEMPOTENCY_KEY_TTL_MS - 1;
    expect(begin(store, 'A1')).toBe('k1');
    store.end('A1', 'k1', 'lost');
    clock.now += 1;
    expect(begin(store, 'A1')).toBe('k2');
    expect(store.size).toBe(1);
  });

  it('keeps at most its cap of keys, dropping the oldest', () => {
    const { store } = keys(3);
    for (const call of ['A1', 'B', 'C', 'D'] as const) store.end(call, begin(store, call), 'lost');
    expect(store.size).toBe(3);
    expect(begin(store, 'A1')).toBe('k5');
    expect(begin(store, 'D')).toBe('k4');
  });
});

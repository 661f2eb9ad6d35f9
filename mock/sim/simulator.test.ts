/**
 * The simulator as a backend: it verifies the sign (shape, window, key,
 * constant-time compare, replay), the token and the permission key, exactly
 * as SIGNING.md and API.md say. Requests are signed here with the shared
 * algorithm, the way any client would.
 */
import { constants, publicEncrypt } from 'node:crypto';
import fc from 'fast-check';
import { DEFAULT_SIGN_KEY, serializeQuery, signHeader } from '../../src/request/signCore';
import { STATUS } from '../../src/request/codes';
import { keyPair } from './keys';
import { Simulator } from './simulator';
import { call, code, login, nonce, result } from './testClient';

describe('simulator: authentication', () => {
  it('logs the seeded accounts in with an RSA-OAEP password and hands out a token and a sign secret', () => {
    const sim = new Simulator();
    for (const account of ['admin', 'dispatcher', 'member']) {
      const { response, session } = login(sim, account);
      expect(code(response)).toBe(0);
      expect(session.token).toMatch(/^[0-9a-f]{48}$/);
      expect(session.signSecret).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses a wrong password and a password that is not OAEP-encrypted', () => {
    const sim = new Simulator();
    expect(code(login(sim, 'admin', 'nope').response)).toBe(STATUS.VALIDATION_FAILED);
    const pkcs1 = publicEncrypt(
      { key: keyPair().publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from('Console@2026'),
    ).toString('base64');
    const response = call(sim, {
      method: 'POST',
      path: '/api/base/auth/login',
      body: JSON.stringify({ account: 'admin', password: pkcs1, keyId: keyPair().keyId }),
    });
    expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
    const clear = call(sim, {
      method: 'POST',
      path: '/api/base/auth/login',
      body: JSON.stringify({ account: 'admin', password: 'Console@2026', keyId: keyPair().keyId }),
    });
    expect(code(clear)).toBe(STATUS.VALIDATION_FAILED);
  });

  it('revokes the token at logout', () => {
    const sim = new Simulator();
    const { session } = login(sim, 'member');
    const auth = { key: session.signSecret, token: session.token, userId: session.id };
    expect(code(call(sim, { ...auth, method: 'POST', path: '/api/base/auth/logout', body: '{}' }))).toBe(0);
    expect(code(call(sim, { ...auth, path: `/api/base/person/${session.id}/menu` }))).toBe(STATUS.TOKEN_INVALID);
  });
});

describe('simulator: sign verification', () => {
  it('refuses a malformed sign header', () => {
    const sim = new Simulator();
    expect(code(call(sim, { path: '/api/base/auth/public-key', signOverride: 'abc' }))).toBe(STATUS.SIGN_MISMATCH);
  });

  it('refuses a stale timestamp with 40003 and the server time', () => {
    const sim = new Simulator();
    const response = call(sim, { path: '/api/base/auth/public-key', timestamp: sim.now() - 301_000 });
    expect(code(response)).toBe(STATUS.SIGN_EXPIRED);
    expect(Math.abs(result<{ serverTime: number }>(response).serverTime - sim.now())).toBeLessThan(1000);
  });

  it('accepts a timestamp within the 300 s window', () => {
    const sim = new Simulator();
    expect(code(call(sim, { path: '/api/base/auth/public-key', timestamp: sim.now() - 299_000 }))).toBe(0);
  });

  it('refuses a replayed nonce with 40004, but only after the sign matched', () => {
    const sim = new Simulator();
    const first = call(sim, { path: '/api/base/auth/public-key', nonceValue: 'Replay0001' });
    expect(code(first)).toBe(0);
    expect(code(call(sim, { path: '/api/base/auth/public-key', nonceValue: 'Replay0001' }))).toBe(STATUS.NONCE_REPLAYED);
    const forged = call(sim, { path: '/api/base/auth/public-key', nonceValue: 'Replay0002', key: 'wrong' });
    expect(code(forged)).toBe(STATUS.SIGN_MISMATCH);
    expect(code(call(sim, { path: '/api/base/auth/public-key', nonceValue: 'Replay0002' }))).toBe(0);
  });

  it('refuses a sign made with the wrong key, and a private call signed with the default key', () => {
    const sim = new Simulator();
    const { session } = login(sim, 'admin');
    const path = `/api/base/person/${session.id}/menu`;
    expect(code(call(sim, { path, token: session.token, userId: session.id, key: DEFAULT_SIGN_KEY }))).toBe(
      STATUS.SIGN_MISMATCH,
    );
    expect(code(call(sim, { path, token: session.token, userId: session.id, key: session.signSecret }))).toBe(0);
  });

  it('accepts whatever a client signs and refuses any single change (property, 1,000 runs)', () => {
    const sim = new Simulator();
    const { session } = login(sim, 'admin');
    const seed = Date.now() ^ 0x5eed;
    // eslint-disable-next-line no-console
    console.info(`fast-check seed ${seed}`);
    const params = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme' }),
      fc.oneof(fc.string({ maxLength: 12, unit: 'grapheme' }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 })),
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(params, fc.constantFrom('head', 'menu'), (query, which) => {
        const rawQuery = serializeQuery(query);
        const path = which === 'menu' ? `/api/base/person/${session.id}/menu` : `/api/base/person/head/config/${session.id}`;
        const auth = { token: session.token, userId: session.id, key: session.signSecret };
        const n = nonce();
        const timestamp = sim.now();
        const good = signHeader({ key: session.signSecret, timestamp: String(timestamp), nonce: n, method: 'GET', path, rawQuery, body: '' });
        expect(code(call(sim, { ...auth, path, rawQuery, signOverride: good }))).toBe(0);
        // Changing the query after signing is refused.
        const tampered = call(sim, { ...auth, path, rawQuery: `${rawQuery}${rawQuery ? '&' : ''}x=1`, signOverride: good.replace(n, nonce()) });
        expect(code(tampered)).toBe(STATUS.SIGN_MISMATCH);
      }),
      { numRuns: 1000, seed },
    );
  });
});

describe('simulator: tokens and permissions', () => {
  it('answers 40102 for an unknown token and 40101 for an expired session', () => {
    const sim = new Simulator();
    const { session } = login(sim, 'member');
    const path = `/api/base/person/${session.id}/menu`;
    expect(code(call(sim, { path, token: 'nope', userId: session.id, key: session.signSecret }))).toBe(STATUS.TOKEN_INVALID);
    sim.expireSessions();
    expect(code(call(sim, { path, token: session.token, userId: session.id, key: session.signSecret }))).toBe(
      STATUS.LOGIN_EXPIRED,
    );
  });

  it("refuses another user's permission keys with 40301", () => {
    const sim = new Simulator();
    const { session } = login(sim, 'member');
    const response = call(sim, { path: '/api/base/person/1001/menu', token: session.token, userId: session.id, key: session.signSecret });
    expect(code(response)).toBe(STATUS.PERMISSION_MISSING);
  });

  it('returns the seeded permission keys per account', () => {
    const sim = new Simulator();
    const { session } = login(sim, 'member');
    const response = call(sim, { path: `/api/base/person/${session.id}/menu`, token: session.token, userId: session.id, key: session.signSecret });
    expect(result<string[]>(response)).toEqual(['personBase', 'platform', 'platform:assets', 'platform:assets:list', 'platform:assets:list:detail']);
  });

  it('answers 404 with 40401 for an unknown path, and 405 for a verb outside the contract', () => {
    const sim = new Simulator();
    const missing = call(sim, { path: '/api/base/nothing' });
    expect(missing.status).toBe(404);
    expect(code(missing)).toBe(STATUS.NOT_FOUND);
    expect(call(sim, { method: 'PATCH', path: '/api/base/auth/public-key' }).status).toBe(405);
  });
});

/**
 * Idempotency-Key on the simulator (docs/api.md "Idempotency-Key"): a repeat
 * of a request that ran answers what it answered, without running again;
 * the same key for another request, or a malformed one, is refused; a key is
 * the calling account's; refusals a retry may overcome are not kept.
 */
import { STATUS } from '../../src/request/codes';
import { handleControl } from './control';
import { fingerprintOf, IDEMPOTENCY_CAP, IdempotencyStore, REPLAYED_HEADER } from './idempotency';
import { Simulator } from './simulator';
import { advanceClock, code, post, reason, rss, signedIn, succeeded, type Auth } from './testClient';

const KEY = 'k'.repeat(16) + 'A1b2C3d4E5f6G7h8';
const OTHER_KEY = 'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4';
const INVITE = { email: 'guest@robot.example' };

const keyed = (key: string) => ({ 'Idempotency-Key': key });
const invitations = (sim: Simulator) => sim.state.invitations.size;
const logEntries = (sim: Simulator) => sim.state.operationLog.entries.length;
const mails = (sim: Simulator) => (handleControl(sim, 'GET', '/__simulator/outbox', '').body as unknown[]).length;
const invite = (sim: Simulator, auth: Auth, key?: string, body: unknown = INVITE) =>
  post(sim, '/person/invite', body, auth, key === undefined ? undefined : keyed(key));

describe('Idempotency-Key', () => {
  it('runs a create once for two requests with the same key: one record, one mail, one log entry, the same answer', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = { invitations: invitations(sim), log: logEntries(sim), mails: mails(sim) };
    const first = invite(sim, admin, KEY);
    const created = succeeded<{ code: string }>(first);
    // The reply was lost: the same request again, with a new sign (new nonce), the same key.
    const again = invite(sim, admin, KEY);
    expect(again.body).toEqual(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(invitations(sim)).toBe(before.invitations + 1);
    expect(mails(sim)).toBe(before.mails + 1);
    expect(logEntries(sim)).toBe(before.log + 1);
    expect(sim.state.invitations.has(created.code)).toBe(true);
  });

  it('runs the same request twice under two keys, or without one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = { invitations: invitations(sim), log: logEntries(sim) };
    const a = succeeded<{ code: string }>(invite(sim, admin, KEY));
    const b = succeeded<{ code: string }>(invite(sim, admin, OTHER_KEY));
    const c = succeeded<{ code: string }>(invite(sim, admin));
    const d = succeeded<{ code: string }>(invite(sim, admin));
    expect(new Set([a.code, b.code, c.code, d.code]).size).toBe(4);
    expect(invitations(sim)).toBe(before.invitations + 4);
    expect(logEntries(sim)).toBe(before.log + 4);
  });

  it('refuses a key reused for another body, path or method, and runs nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    succeeded(invite(sim, admin, KEY));
    const count = invitations(sim);
    const log = logEntries(sim);
    for (const response of [
      invite(sim, admin, KEY, { email: 'another@robot.example' }),
      rss(sim, 'POST', '/scene', { name: 'Keyed hall', companyId: 'c1' }, admin, keyed(KEY)),
      rss(sim, 'PUT', '/scene/s1', { name: 'Keyed hall', companyId: 'c1' }, admin, keyed(KEY)),
    ]) {
      expect(code(response)).toBe(STATUS.NONCE_REPLAYED);
      expect(reason(response)).toBe('Idempotency key reused for another request');
    }
    expect(invitations(sim)).toBe(count);
    expect(sim.state.fleet.scenes.some((scene) => scene.name === 'Keyed hall')).toBe(false);
    expect(logEntries(sim)).toBe(log);
    // The first request's answer is still kept.
    expect(code(invite(sim, admin, KEY))).toBe(0);
    expect(invitations(sim)).toBe(count);
  });

  it("keeps a key per account: another account's request with it runs as its own", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const dispatcher = signedIn(sim, 'dispatcher');
    const body = { name: 'Shared key hall', companyId: 'c1' };
    const made = succeeded<{ id: string }>(rss(sim, 'POST', '/scene', body, admin, keyed(KEY)));
    // Not the admin's kept answer: the dispatcher's request ran, and meets the scene the admin made.
    const other = rss(sim, 'POST', '/scene', body, dispatcher, keyed(KEY));
    expect(code(other)).toBe(STATUS.CONFLICT);
    expect(other.headers[REPLAYED_HEADER]).toBeUndefined();
    // The admin's own repeat is the kept answer.
    expect(succeeded<{ id: string }>(rss(sim, 'POST', '/scene', body, admin, keyed(KEY))).id).toBe(made.id);
    expect(sim.state.fleet.scenes.filter((scene) => scene.name === body.name)).toHaveLength(1);
  });

  it('keeps a refusal of the request itself, and answers it again', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const first = invite(sim, admin, KEY, { email: 'guest@' });
    expect(code(first)).toBe(STATUS.VALIDATION_FAILED);
    const again = invite(sim, admin, KEY, { email: 'guest@' });
    expect(again.body).toEqual(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
  });

  it('does not keep a login-expired or permission refusal: the retry runs once it may', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const count = invitations(sim);
    sim.expireSessions();
    expect(code(invite(sim, admin, KEY))).toBe(STATUS.LOGIN_EXPIRED);
    const again = signedIn(sim, 'admin');
    succeeded(invite(sim, again, KEY));
    expect(invitations(sim)).toBe(count + 1);

    // A member may not invite: refused (40301), not kept; the key is still free for that account.
    const member = signedIn(sim, 'member');
    expect(code(invite(sim, member, OTHER_KEY))).toBe(STATUS.PERMISSION_MISSING);
    expect(sim.idempotency.size).toBe(1);
  });

  it('refuses a malformed key (40002) before running anything', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const count = invitations(sim);
    for (const bad of ['short', 'x'.repeat(65), 'has space in it 123', 'ümlaut-ümlaut-ümlaut']) {
      const response = invite(sim, admin, bad);
      expect(code(response), bad).toBe(STATUS.SIGN_MISMATCH);
      expect(reason(response), bad).toBe('Malformed Idempotency-Key header');
    }
    expect(invitations(sim)).toBe(count);
    // The edges of the pattern: 16 and 64 of [A-Za-z0-9_-].
    succeeded(invite(sim, admin, 'a-b_c'.padEnd(16, 'd')));
    succeeded(invite(sim, admin, 'Q'.repeat(64)));
    expect(invitations(sim)).toBe(count + 2);
  });

  it('ignores the header on a GET', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expect(code(rss(sim, 'GET', '/scene/options?companyId=c1', undefined, admin, keyed('bad')))).toBe(0);
    expect(sim.idempotency.size).toBe(0);
  });

  it('keeps an answer for 24 hours of the simulator clock, and forgets all on reset', () => {
    const sim = new Simulator();
    let admin = signedIn(sim, 'admin');
    const count = invitations(sim);
    succeeded(invite(sim, admin, KEY));
    advanceClock(sim, 24 * 60 * 60 * 1000 - 60_000);
    admin = signedIn(sim, 'admin');
    expect(invite(sim, admin, KEY).headers[REPLAYED_HEADER]).toBe('true');
    expect(invitations(sim)).toBe(count + 1);
    advanceClock(sim, 60_000);
    admin = signedIn(sim, 'admin');
    succeeded(invite(sim, admin, KEY));
    expect(invitations(sim)).toBe(count + 2);

    sim.reset();
    expect(sim.idempotency.size).toBe(0);
  });
});

describe('IdempotencyStore', () => {
  const request = (header: string, body = '{}', now = 0) => ({
    method: 'POST',
    path: '/api/base/x',
    rawQuery: '',
    body,
    header,
    account: '1001',
    now,
  });
  const answer = (statusCode: number) => ({ status: 200, headers: {}, body: { status: { statusCode, statusReason: '' }, result: null } });

  it('tells requests apart by method, path, query, body and files', () => {
    const base = { method: 'POST', path: '/api/base/x', rawQuery: 'a=1', body: '{}' };
    const print = fingerprintOf(base);
    expect(fingerprintOf({ ...base })).toBe(print);
    for (const change of [{ method: 'PUT' }, { path: '/api/base/y' }, { rawQuery: 'a=2' }, { body: '{"a":1}' }, { body: null }]) {
      expect(fingerprintOf({ ...base, ...change }), JSON.stringify(change)).not.toBe(print);
    }
    const file = { field: 'file', name: 'a.csv', type: 'text/csv', data: Buffer.from('a') };
    const multipart = { ...base, body: null, files: [file] };
    expect(fingerprintOf(multipart)).not.toBe(fingerprintOf({ ...multipart, files: [{ ...file, data: Buffer.from('b') }] }));
  });

  it('keeps the newest answers only, up to its cap', () => {
    const store = new IdempotencyStore();
    for (let i = 0; i <= IDEMPOTENCY_CAP; i += 1) {
      const claim = store.claim(request(`key-${String(i).padStart(12, '0')}`));
      if (claim) store.keep(claim, answer(0));
    }
    expect(store.size).toBe(IDEMPOTENCY_CAP);
    const oldest = store.claim(request(`key-${'0'.repeat(12)}`));
    const newest = store.claim(request(`key-${String(IDEMPOTENCY_CAP).padStart(12, '0')}`));
    expect(oldest && store.replay(oldest)).toBeUndefined();
    expect(newest && store.replay(newest)).toBeDefined();
  });

  it('keeps no answer a retry may overcome, and no file', () => {
    const store = new IdempotencyStore();
    const claim = store.claim(request('k'.repeat(20)));
    if (!claim) throw new Error('no claim');
    for (const statusCode of [STATUS.LOGIN_EXPIRED, STATUS.TOKEN_INVALID, STATUS.PERMISSION_MISSING]) store.keep(claim, answer(statusCode));
    store.keep(claim, { status: 500, headers: {}, body: { status: { statusCode: STATUS.GENERIC_FAILURE, statusReason: '' }, result: null } });
    store.keep(claim, { status: 200, headers: { 'content-type': 'text/csv' }, body: Buffer.from('a'), raw: true });
    expect(store.size).toBe(0);
    store.keep(claim, answer(STATUS.CONFLICT));
    expect(store.replay(claim)?.body).toEqual(answer(STATUS.CONFLICT).body);
  });
});

/**
 * The account calls of docs/api.md on the simulator: email codes,
 * registration (desktop, mobile, invitation), the company picker, password
 * recovery, the signed-in account and its avatar, and the simulator controls.
 * Every request is signed as a client signs it (testClient.ts).
 */
import { DEFAULT_SIGN_KEY, signHeader } from '../../src/request/signCore';
import { STATUS } from '../../src/request/codes';
import { handleControl } from './control';
import { fetchHandler, middlewareHandler, type MiddlewareRequest, type MiddlewareResponse } from './http';
import { keyPair } from './keys';
import { matchPath } from './router';
import { ROUTES, Simulator } from './simulator';
import { seedState } from './seed';
import { DAY_MS } from './store';
import {
  authOf,
  call,
  code,
  encrypt,
  fields,
  login,
  nonce,
  reason,
  result,
  type Auth,
  type LoggedIn,
  post,
  put,
} from './testClient';
import type { SimFile, SimResponse } from './types';

const API = '/api/base';
const NEW_PASSWORD = 'Robot.2027';

function get(sim: Simulator, path: string, rawQuery = '', auth?: Auth): SimResponse {
  return call(sim, { path: `${API}${path}`, rawQuery, ...auth });
}

/** `password` + `keyId` as the console sends them. */
const cipher = (password: string) => ({ password: encrypt(password), keyId: keyPair().keyId });

interface Mail {
  to: string;
  purpose: string;
  code?: string;
  link?: string;
  sentAt: number;
}

function outbox(sim: Simulator, to?: string): Mail[] {
  const reply = handleControl(sim, 'GET', '/__simulator/outbox', to ? `to=${encodeURIComponent(to)}` : '');
  expect(reply.status).toBe(200);
  return reply.body as Mail[];
}

/** The code last mailed to `email` for `purpose`, read from the outbox. */
function mailedCode(sim: Simulator, email: string, purpose: 'register' | 'forget'): string {
  const mail = outbox(sim, email).find((entry) => entry.purpose === purpose);
  if (!mail?.code) throw new Error(`no ${purpose} code mailed to ${email}`);
  return mail.code;
}

/** A code that is certainly not the live one. */
const otherCode = (live: string) => String((Number(live) + 1) % 1_000_000).padStart(6, '0');

function signedIn(sim: Simulator, account: string, password = 'Console@2026'): { session: LoggedIn; auth: Auth } {
  const { response, session } = login(sim, account, password);
  expect(code(response)).toBe(0);
  return { session, auth: authOf(session) };
}

interface Registered {
  id: string;
  account: string;
  profileToken: string;
}

/** Desktop steps start -> confirm: a code is mailed, then POST /person/register. */
function register(sim: Simulator, email: string, extra: Record<string, unknown> = {}): SimResponse {
  expect(code(post(sim, '/person/register/email/code', { emailName: email }))).toBe(0);
  return post(sim, '/person/register', {
    emailName: email,
    code: mailedCode(sim, email, 'register'),
    ...cipher(NEW_PASSWORD),
    ...extra,
  });
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const GIF = Buffer.from('GIF89a not an allowed image');

function upload(sim: Simulator, auth: Auth, data: Buffer, type = 'image/png', field = 'file'): SimResponse {
  const files: SimFile[] = [{ field, name: 'avatar', type, data }];
  return call(sim, { method: 'POST', path: `${API}/person/head`, body: null, files, ...auth });
}

describe('email codes', () => {
  it('mails a 6-digit register code and says when to resend and how long it lives', () => {
    const sim = new Simulator();
    const before = sim.now();
    const response = post(sim, '/person/register/email/code', { emailName: 'new@robot.example' });
    expect(code(response)).toBe(0);
    expect(result(response)).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const mails = outbox(sim, 'new@robot.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual({ to: 'new@robot.example', purpose: 'register', code: expect.stringMatching(/^\d{6}$/), sentAt: expect.any(Number) });
    // Dated at the call (the first call of a run also loads the contract's validator: no fixed tolerance).
    expect(mails[0].sentAt).toBeGreaterThanOrEqual(before);
    expect(mails[0].sentAt).toBeLessThanOrEqual(sim.now());
    expect(sim.state.codes.get('register|new@robot.example')?.expiresAt).toBe(mails[0].sentAt + 600_000);
  });

  it('refuses a missing or malformed email', () => {
    const sim = new Simulator();
    for (const emailName of ['plain', 'a@b', 'a b@c.co', 'a@b..co', '@b.co']) {
      const response = post(sim, '/person/register/email/code', { emailName });
      expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
      expect(fields(response)).toEqual({ emailName: 'invalid' });
    }
    expect(fields(post(sim, '/person/register/email/code', {}))).toEqual({ emailName: 'required' });
    expect(fields(post(sim, '/person/register/email/code', { emailName: `${'a'.repeat(250)}@b.co` }))).toEqual({
      emailName: 'tooLong',
    });
    expect(outbox(sim)).toEqual([]);
  });

  it('refuses a registered email with 40901, whatever its case', () => {
    const sim = new Simulator();
    for (const emailName of ['member@robot.example', 'ADMIN@Robot.Example']) {
      const response = post(sim, '/person/register/email/code', { emailName });
      expect(code(response)).toBe(STATUS.CONFLICT);
      expect(reason(response)).toBe('email already registered');
      expect(fields(response)).toEqual({ emailName: 'registered' });
    }
    expect(outbox(sim)).toEqual([]);
  });

  it('refuses a new code within 60 s with the seconds left, then replaces the live code', () => {
    const sim = new Simulator();
    const email = 'soon@robot.example';
    expect(code(post(sim, '/person/register/email/code', { emailName: email }))).toBe(0);
    const first = mailedCode(sim, email, 'register');
    sim.clockOffsetMs += 20_000;
    const tooSoon = post(sim, '/person/register/email/code', { emailName: email });
    expect(code(tooSoon)).toBe(STATUS.VALIDATION_FAILED);
    expect(result(tooSoon)).toEqual({ fields: { emailName: 'tooSoon' }, retryAfterSeconds: 40 });
    expect(outbox(sim, email)).toHaveLength(1);
    sim.clockOffsetMs += 40_000;
    expect(code(post(sim, '/person/register/email/code', { emailName: email }))).toBe(0);
    const mails = outbox(sim, email);
    expect(mails).toHaveLength(2);
    expect(mails[0].sentAt).toBeGreaterThan(mails[1].sentAt);
    const second = mails[0].code ?? '';
    // One live code per email and purpose: the first no longer works (unless the draw repeated it).
    if (second !== first) {
      expect(code(get(sim, `/person/email/code/${encodeURIComponent(email)}/${first}`, 'purpose=register'))).toBe(
        STATUS.VALIDATION_FAILED,
      );
    }
    expect(result(get(sim, `/person/email/code/${encodeURIComponent(email)}/${second}`, 'purpose=register'))).toEqual({
      valid: true,
    });
  });

  it('answers a forget code for an unknown email exactly as for a known one, and mails a real account only', () => {
    const sim = new Simulator();
    const response = post(sim, '/person/forget/password/email/code', { emailName: 'member@robot.example' });
    expect(code(response)).toBe(0);
    expect(result(response)).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(outbox(sim)).toEqual([
      { to: 'member@robot.example', purpose: 'forget', code: expect.stringMatching(/^\d{6}$/), sentAt: expect.any(Number) },
    ]);
    // An unknown email: the same answer, no mail.
    const unknown = post(sim, '/person/forget/password/email/code', { emailName: 'nobody@robot.example' });
    expect(unknown.status).toBe(response.status);
    expect(unknown.body).toEqual(response.body);
    expect(outbox(sim)).toHaveLength(1);
    expect(outbox(sim, 'nobody@robot.example')).toEqual([]);
    expect(fields(post(sim, '/person/forget/password/email/code', { emailName: 'nope' }))).toEqual({ emailName: 'invalid' });
    // The same 60 s rule for both, each email its own clock (an unknown one in another case too).
    sim.clockOffsetMs += 15_000;
    const again = post(sim, '/person/forget/password/email/code', { emailName: 'member@robot.example' });
    const unknownAgain = post(sim, '/person/forget/password/email/code', { emailName: 'NOBODY@robot.example' });
    expect(fields(again)).toEqual({ emailName: 'tooSoon' });
    expect(result(again)).toEqual({ fields: { emailName: 'tooSoon' }, retryAfterSeconds: 45 });
    expect(unknownAgain.body).toEqual(again.body);
    expect(code(post(sim, '/person/forget/password/email/code', { emailName: 'other.nobody@robot.example' }))).toBe(0);
    sim.clockOffsetMs += 45_000;
    const later = post(sim, '/person/forget/password/email/code', { emailName: 'nobody@robot.example' });
    expect(later.body).toEqual(response.body);
    expect(outbox(sim).map((mail) => mail.to)).toEqual(['member@robot.example']);
  });

  it('checks a recovery code of an unknown email as a wrong code, whatever is typed', () => {
    const sim = new Simulator();
    expect(code(post(sim, '/person/forget/password/email/code', { emailName: 'ghost@robot.example' }))).toBe(0);
    const path = (email: string, c: string) => `/person/email/code/${encodeURIComponent(email)}/${c}`;
    post(sim, '/person/forget/password/email/code', { emailName: 'member@robot.example' });
    const live = mailedCode(sim, 'member@robot.example', 'forget');
    const knownWrong = get(sim, path('member@robot.example', otherCode(live)), 'purpose=forget');
    expect(fields(knownWrong)).toEqual({ code: 'wrong' });
    for (const typed of ['000000', live, '123456']) {
      expect(get(sim, path('ghost@robot.example', typed), 'purpose=forget').body).toEqual(knownWrong.body);
    }
    expect(code(get(sim, path('member@robot.example', live), 'purpose=forget'))).toBe(0);
  });

  it('checks a code per purpose: right, wrong, expired', () => {
    const sim = new Simulator();
    const email = 'check@robot.example';
    post(sim, '/person/register/email/code', { emailName: email });
    const live = mailedCode(sim, email, 'register');
    const path = (c: string) => `/person/email/code/${encodeURIComponent(email)}/${c}`;
    const ok = get(sim, path(live), 'purpose=register');
    expect(code(ok)).toBe(0);
    expect(result(ok)).toEqual({ valid: true });
    // Checking does not use the code up.
    expect(code(get(sim, path(live), 'purpose=register'))).toBe(0);
    for (const [c, purpose] of [
      [otherCode(live), 'register'],
      [live, 'forget'],
      ['abc', 'register'],
    ]) {
      const wrong = get(sim, path(c), `purpose=${purpose}`);
      expect(code(wrong)).toBe(STATUS.VALIDATION_FAILED);
      expect(reason(wrong)).toBe('wrong captcha');
      expect(fields(wrong)).toEqual({ code: 'wrong' });
    }
    expect(fields(get(sim, path(live)))).toEqual({ purpose: 'required' });
    expect(fields(get(sim, path(live), 'purpose=login'))).toEqual({ purpose: 'invalid' });
    sim.clockOffsetMs += 599_000;
    expect(code(get(sim, path(live), 'purpose=register'))).toBe(0);
    sim.clockOffsetMs += 1_000;
    const expired = get(sim, path(live), 'purpose=register');
    expect(reason(expired)).toBe('wrong captcha');
    expect(fields(expired)).toEqual({ code: 'wrong' });
  });
});

describe('registration (desktop)', () => {
  it('registers, completes the profile once, and the new account logs in', () => {
    const sim = new Simulator();
    const email = 'first.member@robot.example';
    const registered = register(sim, email);
    expect(code(registered)).toBe(0);
    const { id, account, profileToken } = result<Registered>(registered);
    expect(id).toBe('2001');
    expect(account).toBe(email);
    expect(profileToken).toMatch(/^[0-9a-f]{48}$/);
    const profile = post(sim, '/person/account', {
      profileToken,
      name: '  New Member  ',
      phone: '+86 (138) 0013-8000',
      companyId: 'c5',
      jobNumber: 'J-42',
    });
    expect(code(profile)).toBe(0);
    expect(result(profile)).toEqual({ id: '2001', account: email });

    const { session, auth } = signedIn(sim, email, NEW_PASSWORD);
    expect(session).toMatchObject({ id: '2001', account: email, name: 'New Member' });
    expect(result(get(sim, '/person/center', '', auth))).toEqual({
      id: '2001',
      account: email,
      name: 'New Member',
      email,
      phone: '+86 (138) 0013-8000',
      gender: '',
      jobNumber: 'J-42',
      companyName: 'Delta Airport Services',
      // Without an invitation there is no role: the new-member keys only.
      roleName: '',
      headVersion: 0,
    });
    expect(result(get(sim, '/person/2001/menu', '', auth))).toEqual(['personBase', 'platform']);
    // Only a salted hash is kept.
    const stored = sim.state.accounts.find((entry) => entry.id === '2001');
    expect(JSON.stringify(stored)).not.toContain(NEW_PASSWORD);
    expect(stored?.salt).toMatch(/^[0-9a-f]{16}$/);
    // The code was used up, and the next account gets the next id.
    expect(register(sim, 'second@robot.example').body).toMatchObject({ result: { id: '2002' } });
  });

  it('uses a code once and refuses an email registered meanwhile', () => {
    const sim = new Simulator();
    const email = 'once@robot.example';
    post(sim, '/person/register/email/code', { emailName: email });
    const live = mailedCode(sim, email, 'register');
    const body = { emailName: email, code: live, ...cipher(NEW_PASSWORD) };
    expect(code(post(sim, '/person/register', body))).toBe(0);
    const again = post(sim, '/person/register', { ...body, ...cipher(NEW_PASSWORD) });
    expect(code(again)).toBe(STATUS.CONFLICT);
    expect(reason(again)).toBe('email already registered');
    expect(fields(again)).toEqual({ emailName: 'registered' });
  });

  it('refuses a wrong and an expired code', () => {
    const sim = new Simulator();
    const email = 'late@robot.example';
    post(sim, '/person/register/email/code', { emailName: email });
    const live = mailedCode(sim, email, 'register');
    const wrong = post(sim, '/person/register', { emailName: email, code: otherCode(live), ...cipher(NEW_PASSWORD) });
    expect(code(wrong)).toBe(STATUS.VALIDATION_FAILED);
    expect(reason(wrong)).toBe('wrong captcha');
    expect(fields(wrong)).toEqual({ code: 'wrong' });
    sim.clockOffsetMs += 600_000;
    const expired = post(sim, '/person/register', { emailName: email, code: live, ...cipher(NEW_PASSWORD) });
    expect(reason(expired)).toBe('wrong captcha');
    expect(fields(expired)).toEqual({ code: 'wrong' });
    expect(sim.state.accounts.some((entry) => entry.email === email)).toBe(false);
  });

  /** Registers `email` with `password` on a new simulator, with the code it mailed. */
  function registerWith(email: string, password: string) {
    const sim = new Simulator();
    post(sim, '/person/register/email/code', { emailName: email });
    const response = post(sim, '/person/register', { emailName: email, code: mailedCode(sim, email, 'register'), ...cipher(password) });
    return { sim, response };
  }

  it.each([
    ['Ab1.', 'too short'],
    ['Abcdefghijk12345X', '17 characters'],
    ['abcdefgh', 'letters only'],
    ['12345678', 'digits only'],
    ['.-/@.-/@', 'symbols only'],
  ])('refuses the password %j (%s) with fields.password = invalid', (password) => {
    const { response } = registerWith('rule@robot.example', password);
    expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(response)).toEqual({ password: 'invalid' });
  });

  it.each([
    ['abcd123!', 'another symbol'],
    ['abc 1234', 'a space'],
    ['!!!!####', 'no allowed character at all'],
    ['😀😀😀😀😀😀😀1', 'emoji'],
    ['机器人控制台密码1', 'CJK letters'],
    ['Пароль-2026', 'Cyrillic letters'],
    ['１２３４ａｂｃｄ', 'full-width digits and letters'],
    ['a b', 'too short as well'],
  ])('refuses the password %j (%s) with fields.password = characters, and creates no account', (password) => {
    const email = 'chars@robot.example';
    const { sim, response } = registerWith(email, password);
    expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(response)).toEqual({ password: 'characters' });
    expect(sim.state.accounts.some((entry) => entry.email === email)).toBe(false);
  });

  it.each(['abcd1234', '1234-5678', 'abcdefghijklmn/1', 'Console@2026', 'a.b-c/d@1'])(
    'accepts the password %j (ASCII letters, digits and . - / @)',
    (password) => {
      const sim = new Simulator();
      const email = 'ok@robot.example';
      post(sim, '/person/register/email/code', { emailName: email });
      const response = post(sim, '/person/register', {
        emailName: email,
        code: mailedCode(sim, email, 'register'),
        ...cipher(password),
      });
      expect(code(response)).toBe(0);
      expect(code(login(sim, email, password).response)).toBe(0);
    },
  );

  it('refuses an unknown keyId, a cipher it cannot decrypt, and a clear-text password', () => {
    const sim = new Simulator();
    const email = 'cipher@robot.example';
    post(sim, '/person/register/email/code', { emailName: email });
    const live = mailedCode(sim, email, 'register');
    const base = { emailName: email, code: live };
    const unknownKey = post(sim, '/person/register', { ...base, password: encrypt(NEW_PASSWORD), keyId: 'other' });
    expect(code(unknownKey)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(unknownKey)).toEqual({ keyId: 'invalid' });
    const clear = post(sim, '/person/register', { ...base, password: NEW_PASSWORD, keyId: keyPair().keyId });
    expect(code(clear)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(clear)).toEqual({ password: 'invalid' });
    expect(fields(post(sim, '/person/register', { ...base, keyId: keyPair().keyId }))).toEqual({ password: 'required' });
    expect(fields(post(sim, '/person/register', { emailName: email, ...cipher(NEW_PASSWORD) }))).toEqual({ code: 'required' });
  });

  it('lets a profileToken complete one profile within 30 minutes, and refuses any other token', () => {
    const sim = new Simulator();
    const { profileToken } = result<Registered>(register(sim, 'token@robot.example'));
    const profile = { name: 'Token', phone: '12345' };

    const forged = post(sim, '/person/account', { ...profile, profileToken: 'f'.repeat(48) });
    expect(code(forged)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(forged)).toEqual({ profileToken: 'mismatch' });
    expect(fields(post(sim, '/person/account', profile))).toEqual({ profileToken: 'required' });

    expect(code(post(sim, '/person/account', { ...profile, profileToken }))).toBe(0);
    const reused = post(sim, '/person/account', { ...profile, name: 'Again', profileToken });
    expect(fields(reused)).toEqual({ profileToken: 'mismatch' });
    expect(sim.state.accounts.find((entry) => entry.id === '2001')?.name).toBe('Token');

    const late = result<Registered>(register(sim, 'late.token@robot.example'));
    sim.clockOffsetMs += 30 * 60 * 1000;
    const expired = post(sim, '/person/account', { ...profile, profileToken: late.profileToken });
    expect(code(expired)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(expired)).toEqual({ profileToken: 'expired' });
  });

  it('checks the profile: name 1-50, phone 5-20 of digits + - ( ) space, a known company', () => {
    const sim = new Simulator();
    const { profileToken } = result<Registered>(register(sim, 'profile@robot.example'));
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ phone: '12345' }, { name: 'required' }],
      [{ name: '   ', phone: '12345' }, { name: 'required' }],
      [{ name: 'x'.repeat(51), phone: '12345' }, { name: 'tooLong' }],
      [{ name: 'Ann' }, { phone: 'required' }],
      [{ name: 'Ann', phone: '1234' }, { phone: 'tooShort' }],
      [{ name: 'Ann', phone: '1'.repeat(21) }, { phone: 'tooLong' }],
      [{ name: 'Ann', phone: '12345a' }, { phone: 'invalid' }],
      [{ name: 'Ann', phone: '12345', companyId: 'c999' }, { companyId: 'invalid' }],
      [{ name: 'Ann', phone: '12345', jobNumber: 'j'.repeat(51) }, { jobNumber: 'tooLong' }],
    ];
    for (const [input, expected] of cases) {
      const response = post(sim, '/person/account', { profileToken, ...input });
      expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
      expect(fields(response)).toEqual(expected);
    }
    // A refused profile does not use the token up.
    const done = post(sim, '/person/account', { profileToken, name: 'x'.repeat(50), phone: '1'.repeat(20), companyId: 'c2' });
    expect(code(done)).toBe(0);
    expect(sim.state.accounts.find((entry) => entry.id === '2001')?.companyId).toBe('c2');
  });
});

describe('registration (mobile)', () => {
  it('registers with name and phone in one call, and the account logs in', () => {
    const sim = new Simulator();
    const email = 'h5@robot.example';
    post(sim, '/person/register/email/code', { emailName: email });
    const response = post(sim, '/person/h5/register', {
      emailName: email,
      code: mailedCode(sim, email, 'register'),
      ...cipher(NEW_PASSWORD),
      name: 'Mobile Member',
      phone: '13800138000',
    });
    expect(code(response)).toBe(0);
    expect(result(response)).toEqual({ id: '2001', account: email });
    const { auth } = signedIn(sim, email, NEW_PASSWORD);
    expect(result(get(sim, '/person/center', '', auth))).toMatchObject({
      name: 'Mobile Member',
      phone: '13800138000',
      companyName: '',
      roleName: '',
    });
  });

  it('refuses a wrong code, a registered email, a bad password and a bad profile', () => {
    const sim = new Simulator();
    const email = 'h5.bad@robot.example';
    post(sim, '/person/register/email/code', { emailName: email });
    const live = mailedCode(sim, email, 'register');
    const good = { emailName: email, code: live, ...cipher(NEW_PASSWORD), name: 'M', phone: '12345' };
    expect(fields(post(sim, '/person/h5/register', { ...good, code: otherCode(live) }))).toEqual({ code: 'wrong' });
    expect(fields(post(sim, '/person/h5/register', { ...good, ...cipher('short') }))).toEqual({ password: 'invalid' });
    expect(fields(post(sim, '/person/h5/register', { ...good, name: '' }))).toEqual({ name: 'required' });
    expect(fields(post(sim, '/person/h5/register', { ...good, phone: 'phone' }))).toEqual({ phone: 'invalid' });
    expect(fields(post(sim, '/person/h5/register', { ...good, emailName: 'x@' }))).toEqual({ emailName: 'invalid' });
    const taken = post(sim, '/person/h5/register', { ...good, emailName: 'dispatcher@robot.example' });
    expect(code(taken)).toBe(STATUS.CONFLICT);
    expect(fields(taken)).toEqual({ emailName: 'registered' });
    expect(sim.state.accounts).toHaveLength(seedState().accounts.length);
    expect(code(post(sim, '/person/h5/register', good))).toBe(0);
  });
});

describe('the companies a new member may join', () => {
  interface Page {
    items: Array<{ id: string; name: string }>;
    totalCount: number;
  }
  const page = (sim: Simulator, input: Record<string, unknown>) => post(sim, '/person/no/exist/customer/page', input);

  it('pages from 1 with totalCount', () => {
    const sim = new Simulator();
    const first = result<Page>(page(sim, { pageNumber: 1, pageSize: 10 }));
    expect(first.totalCount).toBe(25);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toEqual({ id: 'c1', name: 'Robot Demo Co.' });
    const second = result<Page>(page(sim, { pageNumber: 2, pageSize: 10 }));
    const third = result<Page>(page(sim, { pageNumber: 3, pageSize: 10 }));
    expect(second.items).toHaveLength(10);
    expect(third.items).toHaveLength(5);
    expect(third.totalCount).toBe(25);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(25);
    expect(ids[10]).toBe('c11');
    expect(result<Page>(page(sim, { pageNumber: 4, pageSize: 10 }))).toEqual({ items: [], totalCount: 25 });
    expect(result<Page>(page(sim, { pageNumber: 2, pageSize: 7 })).items.map((item) => item.id)).toEqual([
      'c8',
      'c9',
      'c10',
      'c11',
      'c12',
      'c13',
      'c14',
    ]);
    expect(result<Page>(page(sim, {})).items).toHaveLength(10);
  });

  it('filters by name, ignoring case', () => {
    const sim = new Simulator();
    const robots = result<Page>(page(sim, { pageNumber: 1, pageSize: 10, name: 'ROBOT' }));
    expect(robots).toEqual({
      items: [
        { id: 'c1', name: 'Robot Demo Co.' },
        { id: 'c9', name: 'Harbor Robotics Lab' },
        { id: 'c17', name: 'Pioneer Robotics' },
        { id: 'c25', name: 'Zephyr Cleaning Robotics' },
      ],
      totalCount: 4,
    });
    expect(result<Page>(page(sim, { pageNumber: 2, pageSize: 2, name: 'robot' })).items.map((item) => item.id)).toEqual([
      'c17',
      'c25',
    ]);
    expect(result<Page>(page(sim, { pageNumber: 1, pageSize: 10, name: 'no such company' }))).toEqual({
      items: [],
      totalCount: 0,
    });
  });

  it('refuses a page number below 1 and a page size outside 1-100', () => {
    const sim = new Simulator();
    expect(fields(page(sim, { pageNumber: 0, pageSize: 10 }))).toEqual({ pageNumber: 'invalid' });
    expect(fields(page(sim, { pageNumber: 1.5, pageSize: 10 }))).toEqual({ pageNumber: 'invalid' });
    expect(fields(page(sim, { pageNumber: 1, pageSize: 0 }))).toEqual({ pageSize: 'invalid' });
    expect(fields(page(sim, { pageNumber: 1, pageSize: 101 }))).toEqual({ pageSize: 'invalid' });
    expect(fields(page(sim, { pageNumber: '1', pageSize: 10 }))).toEqual({ pageNumber: 'invalid' });
  });
});

describe('invitations', () => {
  it('describes the seeded invitation, and refuses an unknown and an expired one', () => {
    const sim = new Simulator();
    const start = sim.now();
    const welcome = get(sim, '/person/invite/WELCOME2026');
    expect(code(welcome)).toBe(0);
    const body = result<Record<string, unknown>>(welcome);
    expect(body).toEqual({
      code: 'WELCOME2026',
      companyName: 'Robot Demo Co.',
      roleName: 'Member',
      expiresAt: expect.any(Number),
    });
    expect(body).not.toHaveProperty('email');
    expect(Math.abs((body.expiresAt as number) - (start + 14 * DAY_MS))).toBeLessThan(1000);

    const unknown = get(sim, '/person/invite/NOPE2026');
    expect(code(unknown)).toBe(STATUS.NOT_FOUND);
    const expired = get(sim, '/person/invite/EXPIRED2025');
    expect(code(expired)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(expired)).toEqual({ code: 'expired' });

    sim.clockOffsetMs += 14 * DAY_MS;
    expect(fields(get(sim, '/person/invite/WELCOME2026'))).toEqual({ code: 'expired' });
  });

  it("registers by invitation: the invitation's company wins over the one picked", () => {
    const sim = new Simulator();
    const email = 'invited@robot.example';
    const registered = register(sim, email, { inviteCode: 'WELCOME2026' });
    expect(code(registered)).toBe(0);
    const { id, profileToken } = result<Registered>(registered);
    expect(sim.state.invitations.get('WELCOME2026')?.usedBy).toBe(id);
    expect(code(post(sim, '/person/account', { profileToken, name: 'Invited', phone: '12345', companyId: 'c7' }))).toBe(0);
    const { auth } = signedIn(sim, email, NEW_PASSWORD);
    expect(result(get(sim, '/person/center', '', auth))).toMatchObject({
      companyName: 'Robot Demo Co.',
      roleName: 'Member',
    });
  });

  it('refuses registration with an unknown or expired invitation, or by another email than the invited one', () => {
    const sim = new Simulator();
    const expired = register(sim, 'exp@robot.example', { inviteCode: 'EXPIRED2025' });
    expect(code(expired)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(expired)).toEqual({ inviteCode: 'expired' });
    sim.clockOffsetMs += 60_000;
    expect(code(register(sim, 'exp@robot.example', { inviteCode: 'NOPE' }))).toBe(STATUS.NOT_FOUND);

    const made = handleControl(sim, 'POST', '/__simulator/invite', '', {
      companyId: 'c3',
      roleName: 'Dispatcher',
      email: 'Guest@Robot.example',
    });
    const { code: inviteCode } = made.body as { code: string };
    const other = register(sim, 'someone.else@robot.example', { inviteCode });
    expect(code(other)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(other)).toEqual({ emailName: 'mismatch' });
    const invited = register(sim, 'guest@robot.example', { inviteCode });
    expect(code(invited)).toBe(0);
    const account = sim.state.accounts.find((entry) => entry.id === result<Registered>(invited).id);
    // The invitation's role, with its keys (docs/api.md "Invitations").
    const dispatcherKeys = sim.state.roles.find((role) => role.name === 'Dispatcher')?.permissions;
    expect(account).toMatchObject({ companyId: 'c3', roleName: 'Dispatcher', permissions: dispatcherKeys });
  });
});

describe('password recovery', () => {
  it('resets a forgotten password with a mailed code and revokes every session of the account', () => {
    const sim = new Simulator();
    const first = signedIn(sim, 'member');
    const second = signedIn(sim, 'member');
    const admin = signedIn(sim, 'admin');
    expect(code(post(sim, '/person/forget/password/email/code', { emailName: 'member@robot.example' }))).toBe(0);
    const live = mailedCode(sim, 'member@robot.example', 'forget');
    const response = put(sim, '/person/forget/password', {
      emailName: 'member@robot.example',
      code: live,
      ...cipher(NEW_PASSWORD),
    });
    expect(code(response)).toBe(0);
    expect(result(response)).toBeNull();
    for (const { auth } of [first, second]) {
      expect(code(get(sim, '/person/center', '', auth))).toBe(STATUS.TOKEN_INVALID);
    }
    expect(code(get(sim, '/person/center', '', admin.auth))).toBe(0);
    expect(code(login(sim, 'member').response)).toBe(STATUS.VALIDATION_FAILED);
    expect(code(login(sim, 'member', NEW_PASSWORD).response)).toBe(0);
    // The code is used up.
    const again = put(sim, '/person/forget/password', { emailName: 'member@robot.example', code: live, ...cipher('Other.2028') });
    expect(fields(again)).toEqual({ code: 'wrong' });
  });

  it('refuses an unknown email, a wrong or register code, and a bad new password', () => {
    const sim = new Simulator();
    post(sim, '/person/forget/password/email/code', { emailName: 'dispatcher@robot.example' });
    const live = mailedCode(sim, 'dispatcher@robot.example', 'forget');
    const body = { emailName: 'dispatcher@robot.example', code: live, ...cipher(NEW_PASSWORD) };
    const wrong = put(sim, '/person/forget/password', { ...body, code: otherCode(live) });
    expect(reason(wrong)).toBe('wrong captcha');
    expect(fields(wrong)).toEqual({ code: 'wrong' });
    // An unknown email is answered as a wrong code (it cannot tell who has an account), even after asking for a code.
    expect(code(post(sim, '/person/forget/password/email/code', { emailName: 'ghost@robot.example' }))).toBe(0);
    for (const typed of [live, otherCode(live)]) {
      const unknown = put(sim, '/person/forget/password', { ...body, emailName: 'ghost@robot.example', code: typed });
      expect(unknown.body).toEqual(wrong.body);
    }
    expect(fields(put(sim, '/person/forget/password', { ...body, ...cipher('abcdefgh') }))).toEqual({ password: 'invalid' });
    expect(fields(put(sim, '/person/forget/password', { ...body, ...cipher('密码密码1234') }))).toEqual({ password: 'characters' });
    sim.clockOffsetMs += 600_000;
    expect(fields(put(sim, '/person/forget/password', body))).toEqual({ code: 'wrong' });
    expect(code(login(sim, 'dispatcher').response)).toBe(0);
  });

  it('lets an administrator mail a member a reset code (platform:person:list:edit)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const response = put(sim, '/person/reset/password', { userId: '1003' }, admin.auth);
    expect(code(response)).toBe(0);
    expect(result(response)).toEqual({ sent: true });
    const [mail] = outbox(sim, 'member@robot.example');
    expect(mail).toMatchObject({ to: 'member@robot.example', purpose: 'forget', code: expect.stringMatching(/^\d{6}$/) });
    expect(fields(put(sim, '/person/reset/password', { userId: '1003' }, admin.auth))).toEqual({ userId: 'tooSoon' });
    expect(code(put(sim, '/person/reset/password', { userId: '9999' }, admin.auth))).toBe(STATUS.NOT_FOUND);
    expect(fields(put(sim, '/person/reset/password', {}, admin.auth))).toEqual({ userId: 'required' });
    for (const account of ['member', 'dispatcher']) {
      const denied = put(sim, '/person/reset/password', { userId: '1001' }, signedIn(sim, account).auth);
      expect(code(denied)).toBe(STATUS.PERMISSION_MISSING);
      expect(result(denied)).toEqual({ permission: 'platform:person:list:edit' });
    }
    expect(outbox(sim, 'admin@robot.example')).toEqual([]);
    // Only a member of the administrator's own company.
    const stranger = sim.state.accounts.find((account) => account.companyId !== sim.state.accounts.find((a) => a.account === 'admin')?.companyId && account.email);
    expect(stranger).toBeDefined();
    expect(code(put(sim, '/person/reset/password', { userId: stranger?.id }, admin.auth))).toBe(STATUS.NOT_FOUND);
    expect(outbox(sim, stranger?.email ?? '')).toEqual([]);
    // The member can use the mailed code.
    expect(
      code(put(sim, '/person/forget/password', { emailName: 'member@robot.example', code: mail.code, ...cipher(NEW_PASSWORD) })),
    ).toBe(0);
    expect(code(login(sim, 'member', NEW_PASSWORD).response)).toBe(0);
  });

  it("refuses a company administrator another company's member (as unknown) and platform staff, mailing nothing", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const unknown = put(sim, '/person/reset/password', { userId: '9999' }, cedar.auth);
    expect(code(unknown)).toBe(STATUS.NOT_FOUND);
    for (const userId of ['1003', '1002']) {
      expect(put(sim, '/person/reset/password', { userId }, cedar.auth).body).toEqual(unknown.body);
    }
    // Its own member: mailed.
    const cedarMember = sim.state.accounts.find((account) => account.account === 'cedar.member');
    expect(code(put(sim, '/person/reset/password', { userId: cedarMember?.id }, cedar.auth))).toBe(0);
    expect(outbox(sim).map((mail) => mail.to)).toEqual([cedarMember?.email]);
    // A company administrator of Robot Demo Co. mails its members, never the platform's admin (whose email is of the company).
    const admin = signedIn(sim, 'admin');
    const drawn = sim.state.accounts.find((account) => account.companyId === 'c1' && Number(account.id) > 1003 && account.enabled && !account.locked);
    if (!drawn) throw new Error('no drawn member of Robot Demo Co.');
    expect(code(put(sim, `/person/${drawn.id}`, { name: drawn.name, phone: drawn.phone, email: drawn.email, roleId: 'r4' }, admin.auth))).toBe(0);
    const companyAdmin = signedIn(sim, drawn.account);
    const platform = put(sim, '/person/reset/password', { userId: '1001' }, companyAdmin.auth);
    expect(code(platform)).toBe(STATUS.PERMISSION_MISSING);
    expect(result(platform)).toEqual({ scope: 'platform' });
    expect(code(put(sim, '/person/reset/password', { userId: '1003' }, companyAdmin.auth))).toBe(0);
    expect(outbox(sim, 'admin@robot.example')).toEqual([]);
    expect(outbox(sim, 'member@robot.example')).toHaveLength(1);
  });
});

describe('the signed-in account', () => {
  it('answers the center of the seeded member', () => {
    const sim = new Simulator();
    const { auth } = signedIn(sim, 'member');
    const response = get(sim, '/person/center', '', auth);
    expect(code(response)).toBe(0);
    expect(result(response)).toEqual({
      id: '1003',
      account: 'member',
      name: 'Member',
      email: 'member@robot.example',
      phone: '+1 555 0103',
      gender: '',
      jobNumber: 'RD-0003',
      companyName: 'Robot Demo Co.',
      roleName: 'Member',
      headVersion: 0,
    });
  });

  it('needs a session and the personBase key', () => {
    const sim = new Simulator();
    expect(code(get(sim, '/person/center'))).toBe(STATUS.TOKEN_INVALID);
    const { auth } = signedIn(sim, 'member');
    const member = sim.state.accounts.find((entry) => entry.id === '1003');
    if (member) member.permissions = ['platform'];
    for (const response of [
      get(sim, '/person/center', '', auth),
      put(sim, '/person/base', { name: 'X', phone: '12345' }, auth),
      put(sim, '/person/password', { oldPassword: encrypt('Console@2026'), ...cipher(NEW_PASSWORD) }, auth),
      upload(sim, auth, PNG),
    ]) {
      expect(code(response)).toBe(STATUS.PERMISSION_MISSING);
      expect(result(response)).toEqual({ permission: 'personBase' });
    }
  });

  it('updates the base data and answers the new center', () => {
    const sim = new Simulator();
    const { auth } = signedIn(sim, 'dispatcher');
    const response = put(sim, '/person/base', { name: 'Dana', phone: '010 1234567', gender: 'female', jobNumber: 'D-7' }, auth);
    expect(code(response)).toBe(0);
    expect(result(response)).toEqual({
      id: '1002',
      account: 'dispatcher',
      name: 'Dana',
      email: 'dispatcher@robot.example',
      phone: '010 1234567',
      gender: 'female',
      jobNumber: 'D-7',
      companyName: 'Robot Demo Co.',
      roleName: 'Dispatcher',
      headVersion: 0,
    });
    // Optional fields left out keep their value.
    expect(result(put(sim, '/person/base', { name: 'Dana B', phone: '12345' }, auth))).toMatchObject({
      name: 'Dana B',
      gender: 'female',
      jobNumber: 'D-7',
    });
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ phone: '12345' }, { name: 'required' }],
      [{ name: 'N'.repeat(51), phone: '12345' }, { name: 'tooLong' }],
      [{ name: 'N', phone: '1'.repeat(21) }, { phone: 'tooLong' }],
      [{ name: 'N', phone: '12345', gender: 'other' }, { gender: 'invalid' }],
      [{ name: 'N', phone: '12345', jobNumber: 'J'.repeat(51) }, { jobNumber: 'tooLong' }],
    ];
    for (const [input, expected] of cases) {
      const refused = put(sim, '/person/base', input, auth);
      expect(code(refused)).toBe(STATUS.VALIDATION_FAILED);
      expect(fields(refused)).toEqual(expected);
    }
    expect(result(get(sim, '/person/center', '', auth))).toMatchObject({ name: 'Dana B', phone: '12345' });
  });

  it('changes the password after checking the old one', () => {
    const sim = new Simulator();
    const { auth } = signedIn(sim, 'member');
    const wrong = put(sim, '/person/password', { oldPassword: encrypt('Wrong.2026'), ...cipher(NEW_PASSWORD) }, auth);
    expect(code(wrong)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(wrong)).toEqual({ oldPassword: 'wrong' });
    const weak = put(sim, '/person/password', { oldPassword: encrypt('Console@2026'), ...cipher('password') }, auth);
    expect(fields(weak)).toEqual({ password: 'invalid' });
    const spaced = put(sim, '/person/password', { oldPassword: encrypt('Console@2026'), ...cipher('Robot 2027') }, auth);
    expect(fields(spaced)).toEqual({ password: 'characters' });
    const otherKey = put(sim, '/person/password', { oldPassword: encrypt('Console@2026'), password: encrypt(NEW_PASSWORD), keyId: 'k0' }, auth);
    expect(fields(otherKey)).toEqual({ keyId: 'invalid' });
    expect(code(login(sim, 'member', NEW_PASSWORD).response)).toBe(STATUS.VALIDATION_FAILED);

    const done = put(sim, '/person/password', { oldPassword: encrypt('Console@2026'), ...cipher(NEW_PASSWORD) }, auth);
    expect(code(done)).toBe(0);
    expect(result(done)).toBeNull();
    expect(code(login(sim, 'member').response)).toBe(STATUS.VALIDATION_FAILED);
    expect(code(login(sim, 'member', NEW_PASSWORD).response)).toBe(0);
  });

  it('refuses a disabled account at login', () => {
    const sim = new Simulator();
    const member = sim.state.accounts.find((entry) => entry.id === '1003');
    if (member) member.enabled = false;
    const { response } = login(sim, 'member');
    expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(response)).toEqual({ account: 'disabled' });
    // A wrong password is still just wrong.
    expect(fields(login(sim, 'member', 'Wrong.2026').response)).toEqual({ password: 'wrong' });
  });
});

describe('the avatar', () => {
  it('stores a PNG or JPEG judged by content, and answers the image itself', () => {
    const sim = new Simulator();
    const { auth } = signedIn(sim, 'member');
    const none = get(sim, '/person/1003/head', '', auth);
    expect(code(none)).toBe(STATUS.NOT_FOUND);
    expect(none.raw).toBeFalsy();

    // The claimed type does not matter, the bytes do.
    const first = upload(sim, auth, PNG, 'application/octet-stream');
    expect(code(first)).toBe(0);
    expect(result(first)).toEqual({ headVersion: 1 });
    const png = get(sim, '/person/1003/head', '', auth);
    expect(png.status).toBe(200);
    expect(png.raw).toBe(true);
    expect(png.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(png.body as Buffer, PNG)).toBe(0);

    expect(result(upload(sim, auth, JPEG, 'image/png'))).toEqual({ headVersion: 2 });
    const jpeg = get(sim, '/person/1003/head', '', auth);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(jpeg.body as Buffer, JPEG)).toBe(0);
    expect(result(get(sim, '/person/center', '', auth))).toMatchObject({ headVersion: 2 });
  });

  it('refuses another type, more than 2 MB, and a missing file', () => {
    const sim = new Simulator();
    const { auth } = signedIn(sim, 'member');
    const gif = upload(sim, auth, GIF, 'image/png');
    expect(code(gif)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(gif)).toEqual({ file: 'type' });
    expect(fields(upload(sim, auth, Buffer.alloc(0)))).toEqual({ file: 'type' });
    const limit = 2 * 1024 * 1024;
    const big = Buffer.concat([PNG, Buffer.alloc(limit + 1 - PNG.length)]);
    const tooLarge = upload(sim, auth, big);
    expect(code(tooLarge)).toBe(STATUS.VALIDATION_FAILED);
    expect(reason(tooLarge)).toBe('image too large');
    expect(fields(tooLarge)).toEqual({ file: 'tooLarge' });
    expect(fields(upload(sim, auth, PNG, 'image/png', 'image'))).toEqual({ file: 'required' });
    expect(result(get(sim, '/person/center', '', auth))).toMatchObject({ headVersion: 0 });
    expect(result(upload(sim, auth, big.subarray(0, limit)))).toEqual({ headVersion: 1 });
  });

  it("shows a member's avatar within reach only: another company's is unknown to an enterprise account", () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    upload(sim, member.auth, JPEG);
    const cedarMember = signedIn(sim, 'cedar.member');
    upload(sim, cedarMember.auth, PNG);
    const cedarId = cedarMember.session.id;
    const cedar = signedIn(sim, 'cedar.admin');
    // Its own company's member, and oneself (no avatar yet) as always.
    expect(Buffer.compare(get(sim, `/person/${cedarId}/head`, '', cedar.auth).body as Buffer, PNG)).toBe(0);
    const own = get(sim, `/person/${cedar.session.id}/head`, '', cedar.auth);
    expect(reason(own)).toBe('no avatar');
    // Robot Demo Co.'s member (with an avatar) answers exactly as an unknown id.
    const other = get(sim, '/person/1003/head', '', cedar.auth);
    const unknown = get(sim, '/person/9999/head', '', cedar.auth);
    expect(code(other)).toBe(STATUS.NOT_FOUND);
    expect(other.body).toEqual(unknown.body);
    const free = sim.state.accounts.find((account) => account.companyId === '');
    expect(get(sim, `/person/${free?.id}/head`, '', cedar.auth).body).toEqual(unknown.body);
    // The platform reaches both companies.
    const admin = signedIn(sim, 'admin');
    expect(Buffer.compare(get(sim, '/person/1003/head', '', admin.auth).body as Buffer, JPEG)).toBe(0);
    expect(Buffer.compare(get(sim, `/person/${cedarId}/head`, '', admin.auth).body as Buffer, PNG)).toBe(0);
    // Oneself always, even holding no list key.
    expect(Buffer.compare(get(sim, '/person/1003/head', '', member.auth).body as Buffer, JPEG)).toBe(0);
  });

  it("shows another member's avatar only with platform:person:list", () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    upload(sim, member.auth, JPEG);
    const admin = signedIn(sim, 'admin');
    const seen = get(sim, '/person/1003/head', '', admin.auth);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(seen.body as Buffer, JPEG)).toBe(0);
    expect(code(get(sim, '/person/1002/head', '', admin.auth))).toBe(STATUS.NOT_FOUND);
    expect(code(get(sim, '/person/9999/head', '', admin.auth))).toBe(STATUS.NOT_FOUND);
    const dispatcher = signedIn(sim, 'dispatcher');
    const denied = get(sim, '/person/1003/head', '', dispatcher.auth);
    expect(code(denied)).toBe(STATUS.PERMISSION_MISSING);
    expect(result(denied)).toEqual({ permission: 'platform:person:list' });
    expect(code(get(sim, '/person/1001/head', '', member.auth))).toBe(STATUS.PERMISSION_MISSING);
  });
});

describe('simulator controls', () => {
  it('lists the outbox newest first, for one address or for all', () => {
    const sim = new Simulator();
    post(sim, '/person/register/email/code', { emailName: 'one@robot.example' });
    sim.clockOffsetMs += 1000;
    post(sim, '/person/forget/password/email/code', { emailName: 'member@robot.example' });
    sim.clockOffsetMs += 1000;
    handleControl(sim, 'POST', '/__simulator/invite', '', { email: 'two@robot.example' });
    const all = outbox(sim);
    expect(all.map((mail) => [mail.to, mail.purpose])).toEqual([
      ['two@robot.example', 'invite'],
      ['member@robot.example', 'forget'],
      ['one@robot.example', 'register'],
    ]);
    expect(all[0]).toEqual({ to: 'two@robot.example', purpose: 'invite', link: expect.stringMatching(/^\/registry\//), sentAt: expect.any(Number) });
    expect(outbox(sim, 'MEMBER@robot.example').map((mail) => mail.purpose)).toEqual(['forget']);
    expect(outbox(sim, 'nobody@robot.example')).toEqual([]);
  });

  it('makes invitations, 14 days by default, and refuses bad input', () => {
    const sim = new Simulator();
    const made = handleControl(sim, 'POST', '/__simulator/invite', '', undefined);
    expect(made.status).toBe(200);
    const { code: inviteCode, link } = made.body as { code: string; link: string };
    expect(link).toBe(`/registry/${inviteCode}`);
    expect(outbox(sim)).toEqual([]);
    const shown = result<{ expiresAt: number }>(get(sim, `/person/invite/${inviteCode}`));
    expect(shown).toMatchObject({ code: inviteCode, companyName: 'Robot Demo Co.', roleName: 'Member' });
    expect(Math.abs(shown.expiresAt - (sim.now() + 14 * DAY_MS))).toBeLessThan(1000);

    const short = handleControl(sim, 'POST', '/__simulator/invite', '', { companyId: 'c2', roleName: 'Administrator', validDays: 1 });
    const shortCode = (short.body as { code: string }).code;
    expect(result(get(sim, `/person/invite/${shortCode}`))).toMatchObject({ companyName: 'Acme Logistics', roleName: 'Administrator' });
    sim.clockOffsetMs += DAY_MS;
    expect(fields(get(sim, `/person/invite/${shortCode}`))).toEqual({ code: 'expired' });

    for (const bad of [{ companyId: 'c999' }, { roleName: 'Owner' }, { email: 'not-an-email' }, { validDays: 0 }, [1]]) {
      expect(handleControl(sim, 'POST', '/__simulator/invite', '', bad).status).toBe(400);
    }
  });

  it('resets codes, outbox, invitations and accounts to the seed', () => {
    const sim = new Simulator();
    register(sim, 'reset@robot.example');
    handleControl(sim, 'POST', '/__simulator/invite', '', {});
    handleControl(sim, 'POST', '/__simulator/reset');
    expect(outbox(sim)).toEqual([]);
    const seed = seedState();
    expect(sim.state.accounts.map((entry) => entry.id)).toEqual(seed.accounts.map((entry) => entry.id));
    expect(sim.state.accounts.slice(0, 3).map((entry) => entry.account)).toEqual(['admin', 'dispatcher', 'member']);
    expect([...sim.state.invitations.keys()]).toEqual([...seed.invitations.keys()]);
    expect([...sim.state.invitations.keys()].slice(0, 2)).toEqual(['WELCOME2026', 'EXPIRED2025']);
    expect(sim.state.codes.size).toBe(0);
    expect(result<Registered>(register(sim, 'reset@robot.example')).id).toBe('2001');
  });
});

describe('routes', () => {
  it('lets no route shadow another: each path reaches its own handler first', () => {
    for (const route of ROUTES) {
      const concrete = route.path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? 'x1' : segment))
        .join('/');
      const first = ROUTES.find((candidate) => candidate.method === route.method && matchPath(candidate.path, concrete));
      expect(first, `${route.method} ${route.path}`).toBe(route);
    }
    const invite = ROUTES.find((candidate) => candidate.method === 'GET' && matchPath(candidate.path, '/base/person/invite/head'));
    expect(invite?.path).toBe('/base/person/invite/{code}');
  });
});

describe('transports', () => {
  function signedRequest(sim: Simulator, method: string, path: string, auth: Auth, init: RequestInit = {}, body: string | null = ''): Request {
    const sign = signHeader({
      key: auth.key,
      timestamp: String(sim.now()),
      nonce: nonce(),
      method,
      path,
      rawQuery: '',
      body,
    });
    return new Request(`http://localhost${path}`, {
      method,
      ...init,
      headers: { sign, token: auth.token, userid: auth.userId, ...(init.headers as Record<string, string> | undefined) },
    });
  }

  it('fetchHandler: uploads multipart unsigned-payload, answers the image bytes, serves the controls', async () => {
    const sim = new Simulator();
    const { auth } = signedIn(sim, 'member');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetchHandler(sim, signedRequest(sim, 'POST', `${API}/person/head`, auth, { body: form }, null));
    expect(await uploaded.json()).toEqual({ status: { statusCode: 0, statusReason: 'ok' }, result: { headVersion: 1 } });

    const image = await fetchHandler(sim, signedRequest(sim, 'GET', `${API}/person/1003/head`, auth));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), PNG)).toBe(0);

    const missing = await fetchHandler(sim, signedRequest(sim, 'GET', `${API}/person/1001/head`, auth));
    expect((await missing.json()).status.statusCode).toBe(STATUS.PERMISSION_MISSING);

    const invited = await fetchHandler(
      sim,
      new Request('http://localhost/__simulator/invite', { method: 'POST', body: JSON.stringify({ email: 'f@robot.example', companyId: 'c4' }) }),
    );
    const { code: inviteCode, link } = (await invited.json()) as { code: string; link: string };
    expect(link).toBe(`/registry/${inviteCode}`);
    expect(sim.state.invitations.get(inviteCode)?.companyId).toBe('c4');
    const mails = await fetchHandler(sim, new Request('http://localhost/__simulator/outbox?to=f%40robot.example'));
    expect(await mails.json()).toEqual([{ to: 'f@robot.example', purpose: 'invite', link, sentAt: expect.any(Number) }]);
    const bad = await fetchHandler(sim, new Request('http://localhost/__simulator/invite', { method: 'POST', body: '{' }));
    expect(bad.status).toBe(400);
  });

  it('middlewareHandler: takes multer files, ends with the image buffer, serves the controls with query and body', () => {
    const sim = new Simulator();
    const handler = middlewareHandler(() => sim);
    const { auth } = signedIn(sim, 'member');
    interface Captured {
      status: number;
      headers: Record<string, string>;
      body: string | Buffer | undefined;
    }
    const run = (req: MiddlewareRequest): Captured => {
      const captured: Captured = { status: 0, headers: {}, body: undefined };
      const res: MiddlewareResponse = {
        status(statusCode) {
          captured.status = statusCode;
          return res;
        },
        setHeader(name, value) {
          captured.headers[name.toLowerCase()] = value;
        },
        end(body) {
          captured.body = body;
        },
      };
      handler(req, res);
      return captured;
    };
    const headersFor = (method: string, path: string, body: string | null) => ({
      sign: signHeader({ key: auth.key, timestamp: String(sim.now()), nonce: nonce(), method, path, rawQuery: '', body }),
      token: auth.token,
      userId: auth.userId,
    });

    const uploaded = run({
      method: 'POST',
      url: `${API}/person/head`,
      headers: { ...headersFor('POST', `${API}/person/head`, null), 'Content-Type': 'multipart/form-data; boundary=x' },
      body: {},
      files: [{ fieldname: 'file', originalname: 'me.jpg', mimetype: 'image/jpeg', buffer: JPEG }],
    });
    expect(JSON.parse(String(uploaded.body))).toMatchObject({ result: { headVersion: 1 } });

    const image = run({ method: 'GET', url: `${API}/person/1003/head`, headers: headersFor('GET', `${API}/person/1003/head`, '') });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.isBuffer(image.body)).toBe(true);
    expect(Buffer.compare(image.body as Buffer, JPEG)).toBe(0);

    const invited = run({
      method: 'POST',
      url: '/__simulator/invite',
      headers: { 'content-type': 'application/json' },
      body: { email: 'm@robot.example', roleName: 'Dispatcher' },
    });
    expect(invited.status).toBe(200);
    const { code: inviteCode } = JSON.parse(String(invited.body)) as { code: string };
    expect(sim.state.invitations.get(inviteCode)?.roleName).toBe('Dispatcher');
    const mails = run({ method: 'GET', url: '/__simulator/outbox?to=m%40robot.example', headers: {} });
    expect(JSON.parse(String(mails.body))).toEqual([
      { to: 'm@robot.example', purpose: 'invite', link: `/registry/${inviteCode}`, sentAt: expect.any(Number) },
    ]);
    // A public JSON call still verifies over the re-serialised body.
    const data = { emailName: 'mw@robot.example' };
    const text = JSON.stringify(data);
    const sent = run({
      method: 'POST',
      url: `${API}/person/register/email/code`,
      headers: {
        sign: signHeader({ key: DEFAULT_SIGN_KEY, timestamp: String(sim.now()), nonce: nonce(), method: 'POST', path: `${API}/person/register/email/code`, rawQuery: '', body: text }),
        'content-type': 'application/json',
        'content-length': String(text.length),
      },
      body: data,
    });
    expect(JSON.parse(String(sent.body))).toMatchObject({ result: { resendAfterSeconds: 60 } });
  });
});

describe('login by email', () => {
  it('signs a seeded account in by its email as well as its account name', () => {
    const sim = new Simulator();
    expect(code(login(sim, 'MEMBER@robot.example').response)).toBe(0);
    expect(code(login(sim, 'member').response)).toBe(0);
    expect(code(login(sim, 'nobody@robot.example').response)).toBe(STATUS.VALIDATION_FAILED);
  });
});

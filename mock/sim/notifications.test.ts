/**
 * Notifications and the stored app value of docs/api.md on the simulator,
 * and the notify control. Every request is signed as a client signs it
 * (testClient.ts).
 */
import { STATUS } from '../../src/request/codes';
import { handleControl } from './control';
import { fetchHandler } from './http';
import { matchPath } from './router';
import { ROUTES, Simulator } from './simulator';
import { exceptionsOf } from './fleet';
import { seedNotices } from './notices';
import { deviceStatusAt } from './ota';
import { seedState } from './seed';
import type { Notification, SimState } from './store';
import { authOf, call, code, fields, login, post, put, result, type Auth } from './testClient';

const API = '/api/base';
const MINUTE = 60_000;

const get = (sim: Simulator, path: string, auth?: Auth) => call(sim, { path: `${API}${path}`, ...auth });

function signedIn(sim: Simulator, account: string): Auth {
  const { response, session } = login(sim, account);
  expect(code(response)).toBe(0);
  return authOf(session);
}

interface Page {
  items: Notification[];
  totalCount: number;
}

function page(sim: Simulator, auth: Auth, pageNumber: number, pageSize: number, userId = auth.userId): Page {
  const response = post(sim, '/message-notification/page', { pageNumber, pageSize, userId }, auth);
  expect(code(response)).toBe(0);
  return result<Page>(response);
}

/** Every notification of the caller, newest first. */
const all = (sim: Simulator, auth: Auth) => page(sim, auth, 1, 100).items;

/** One of the caller's notifications, as listed; undefined when it has none by that id. */
const byId = (sim: Simulator, auth: Auth, noSqlId: string) => all(sim, auth).find((item) => item.noSqlId === noSqlId);

function flag(sim: Simulator, auth: Auth): boolean {
  const response = get(sim, '/message-notification/flag', auth);
  expect(code(response)).toBe(0);
  return result<boolean>(response);
}

const NOTICE_KEYS = ['createTime', 'method', 'msg', 'msgParam', 'noSqlId', 'status', 'url'];

/**
 * That the notification names real records the account reaches and links to
 * them (notices.ts), or fails the test: a fault's asset and one of its
 * exceptions, an OTA upgrade's push (the device it had installed by then,
 * its version and package), a joined member of the account's company.
 */
function expectReal(state: SimState, accountId: string, item: Notification) {
  const account = state.accounts.find((candidate) => candidate.id === accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  const platform = account.roleId === 'r1';
  const reachable = (companyId: string) => platform || companyId === account.companyId;
  const params = JSON.parse(item.msgParam) as Record<string, string>;
  const where = `${item.noSqlId} ${item.msgParam} ${item.url}`;
  if (item.msg === 'notice.robot.fault') {
    expect(Object.keys(params).sort(), where).toEqual(['assetNumber', 'code']);
    const asset = [...state.fleet.assets.values()].find((candidate) => candidate.assetNumber === params.assetNumber);
    expect(asset, where).toBeDefined();
    expect(reachable(asset!.companyId), where).toBe(true);
    const recorded = exceptionsOf(asset!).filter((exception) => exception.time <= item.createTime);
    expect(recorded.map((exception) => exception.code), where).toContain(params.code);
    const linked = account.permissions.includes('platform:assets:list');
    expect([item.method, item.url], where).toEqual(linked ? ['GET', '/assets/list'] : ['', '']);
  } else if (item.msg === 'notice.ota.finished') {
    expect(Object.keys(params).sort(), where).toEqual(['assetNumber', 'version']);
    expect(account.permissions, where).toContain('platform:ota:upgrade');
    const url = new URL(item.url, 'http://localhost');
    expect([item.method, url.pathname], where).toEqual(['GET', '/ota/update']);
    const push = state.ota.pushes.find((candidate) => candidate.id === url.searchParams.get('push'));
    expect(push, where).toBeDefined();
    expect(url.searchParams.get('keyword'), where).toBe(push!.packageName);
    expect(params.version, where).toBe(push!.targetVersion);
    const device = push!.devices.find((candidate) => candidate.assetNumber === params.assetNumber);
    expect(device, where).toBeDefined();
    expect(reachable(device!.companyId), where).toBe(true);
    expect(deviceStatusAt(push!, device!, item.createTime).status, where).toBe(5);
  } else {
    expect(item.msg, where).toBe('notice.member.joined');
    expect(Object.keys(params), where).toEqual(['name']);
    const colleagues = state.accounts.filter((candidate) => candidate.companyId === account.companyId && candidate.id !== accountId);
    expect(colleagues.map((colleague) => colleague.name), where).toContain(params.name);
    expect([item.method, item.url], where).toEqual(['', '']);
  }
}

describe('notifications: paging', () => {
  it("pages admin's 23 notifications 10, 10, 3, newest first", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const pages = [1, 2, 3].map((pageNumber) => page(sim, admin, pageNumber, 10));
    expect(pages.map((entry) => entry.items.length)).toEqual([10, 10, 3]);
    expect(pages.map((entry) => entry.totalCount)).toEqual([23, 23, 23]);
    expect(page(sim, admin, 4, 10)).toEqual({ items: [], totalCount: 23 });

    const items = pages.flatMap((entry) => entry.items);
    expect(items.map((item) => item.noSqlId)).toEqual(
      Array.from({ length: 23 }, (_, index) => `n-1001-${String(23 - index).padStart(2, '0')}`),
    );
    for (let i = 1; i < items.length; i += 1) expect(items[i - 1].createTime).toBeGreaterThan(items[i].createTime);
    expect(items[0].createTime).toBeLessThan(sim.now());
    // Spread over the past days.
    expect(sim.now() - items[22].createTime).toBeGreaterThan(2 * 24 * 60 * MINUTE);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(NOTICE_KEYS);
      expect([0, 1]).toContain(item.status);
    }
    expect(new Set(items.map((item) => item.msg))).toEqual(
      new Set(['notice.ota.finished', 'notice.robot.fault', 'notice.member.joined']),
    );
    expect(items.filter((item) => item.status === 0)).toHaveLength(8);
  });

  it("names real records of the account's reach in every seeded notification, each with all its parameters", () => {
    const sim = new Simulator();
    for (const account of ['admin', 'dispatcher', 'member']) {
      const auth = signedIn(sim, account);
      for (const item of all(sim, auth)) expectReal(sim.state, auth.userId, item);
    }
  });

  it('derives them from the seeded records: other records, other notifications', () => {
    const state = seedState(1_700_000_000_000);
    // Renumber every asset, re-version every push: the notifications follow.
    for (const asset of state.fleet.assets.values()) asset.assetNumber = `ZZ-${asset.number}`;
    for (const push of state.ota.pushes) {
      push.targetVersion = `9.${push.targetVersion}`;
      for (const device of push.devices) device.assetNumber = `ZZ-${device.assetNumber}`;
    }
    state.notices = seedNotices(state, 1_700_000_000_000);
    const items = state.notices.get('1001')?.items ?? [];
    expect(items).toHaveLength(23);
    for (const item of items) expectReal(state, '1001', item);
    expect(items.some((item) => item.msgParam.includes('ZZ-'))).toBe(true);
    // Without any push, no OTA upgrade is told.
    state.ota.pushes = [];
    state.notices = seedNotices(state, 1_700_000_000_000);
    expect(state.notices.get('1001')?.items.some((item) => item.msg === 'notice.ota.finished')).toBe(false);
  });

  it('seeds 7 for dispatcher and 2 for member, each with some unread', () => {
    const sim = new Simulator();
    for (const [account, count] of [
      ['dispatcher', 7],
      ['member', 2],
    ] as const) {
      const auth = signedIn(sim, account);
      const { items, totalCount } = page(sim, auth, 1, 10);
      expect(totalCount).toBe(count);
      expect(items).toHaveLength(count);
      expect(items.every((item) => item.noSqlId.startsWith(`n-${auth.userId}-`))).toBe(true);
      expect(items.some((item) => item.status === 0)).toBe(true);
    }
  });

  it('seeds the same notifications whatever the clock, dated back from it', () => {
    const early = seedState(1_000_000_000_000);
    const late = seedState(1_700_000_000_000);
    const strip = (items: Notification[]) =>
      items.map((item) => [item.noSqlId, item.msg, item.msgParam, item.status, item.method, item.url]);
    for (const id of ['1001', '1002', '1003']) {
      const a = early.notices.get(id)?.items ?? [];
      const b = late.notices.get(id)?.items ?? [];
      expect(a.length).toBeGreaterThan(0);
      expect(strip(a)).toEqual(strip(b));
      expect(b.map((item) => item.createTime - 700_000_000_000)).toEqual(a.map((item) => item.createTime));
    }
  });

  it('pages oneself only (40301)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const member = signedIn(sim, 'member');
    const denied = post(sim, '/message-notification/page', { pageNumber: 1, pageSize: 10, userId: '1002' }, admin);
    expect(code(denied)).toBe(STATUS.PERMISSION_MISSING);
    expect(code(post(sim, '/message-notification/page', { pageNumber: 1, pageSize: 10, userId: '1001' }, member))).toBe(
      STATUS.PERMISSION_MISSING,
    );
    expect(page(sim, member, 1, 10).totalCount).toBe(2);
  });

  it('refuses bad paging input with 40001 and the field', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ pageNumber: 0, pageSize: 10, userId: '1001' }, { pageNumber: 'invalid' }],
      [{ pageNumber: 1.5, pageSize: 10, userId: '1001' }, { pageNumber: 'invalid' }],
      [{ pageNumber: '1', pageSize: 10, userId: '1001' }, { pageNumber: 'invalid' }],
      [{ pageNumber: 1, pageSize: 0, userId: '1001' }, { pageSize: 'invalid' }],
      [{ pageNumber: 1, pageSize: 101, userId: '1001' }, { pageSize: 'invalid' }],
      [{ pageNumber: 1, pageSize: 10 }, { userId: 'required' }],
      [{ pageNumber: 1, pageSize: 10, userId: 1001 }, { userId: 'invalid' }],
    ];
    for (const [body, expected] of cases) {
      const response = post(sim, '/message-notification/page', body, admin);
      expect(code(response), JSON.stringify(body)).toBe(STATUS.VALIDATION_FAILED);
      expect(fields(response), JSON.stringify(body)).toEqual(expected);
    }
    expect(page(sim, admin, 1, 100).items).toHaveLength(23);
  });

  it('needs a live session', () => {
    const sim = new Simulator();
    expect(code(get(sim, '/message-notification/flag'))).toBe(STATUS.TOKEN_INVALID);
    const admin = signedIn(sim, 'admin');
    sim.expireSessions();
    expect(code(get(sim, '/message-notification/flag', admin))).toBe(STATUS.LOGIN_EXPIRED);
  });

  it('routes /flag, /page and /status to their own handlers', () => {
    for (const [method, path] of [
      ['GET', '/base/message-notification/flag'],
      ['POST', '/base/message-notification/page'],
      ['PUT', '/base/message-notification/status'],
    ]) {
      const first = ROUTES.find((route) => route.method === method && matchPath(route.path, path));
      expect(first?.path).toBe(path);
    }
  });
});

describe('notifications: read state', () => {
  it('flags unread, marks them read, then flags nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expect(flag(sim, admin)).toBe(true);
    const unread = all(sim, admin)
      .filter((item) => item.status === 0)
      .map((item) => item.noSqlId);
    expect(unread).toHaveLength(8);
    const marked = put(sim, '/message-notification/status', { ids: unread }, admin);
    expect(code(marked)).toBe(0);
    expect(result(marked)).toBeNull();
    expect(flag(sim, admin)).toBe(false);
    expect(all(sim, admin).every((item) => item.status === 1)).toBe(true);
    // Marking a read one again changes nothing and is no error.
    expect(code(put(sim, '/message-notification/status', { ids: [unread[0]] }, admin))).toBe(0);
    // Another account's flag is its own.
    expect(flag(sim, signedIn(sim, 'member'))).toBe(true);
  });

  it("refuses unknown or another account's ids with 40401 and changes nothing", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const firstUnread = all(sim, admin).find((item) => item.status === 0);
    if (!firstUnread) throw new Error('admin has no unread notification');
    for (const stranger of ['n-1001-99', 'n-1002-03']) {
      const response = put(sim, '/message-notification/status', { ids: [firstUnread.noSqlId, stranger] }, admin);
      expect(code(response)).toBe(STATUS.NOT_FOUND);
    }
    expect(all(sim, admin).find((item) => item.noSqlId === firstUnread.noSqlId)?.status).toBe(0);
    expect(sim.state.notices.get('1002')?.items.find((item) => item.noSqlId === 'n-1002-03')?.status).toBe(0);
  });

  it('refuses a bad ids list with 40001', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { ids: 'required' }],
      [{ ids: [] }, { ids: 'required' }],
      [{ ids: 'n-1001-01' }, { ids: 'invalid' }],
      [{ ids: [1] }, { ids: 'invalid' }],
      [{ ids: Array.from({ length: 101 }, () => 'n-1001-01') }, { ids: 'tooLong' }],
    ];
    for (const [body, expected] of cases) {
      const response = put(sim, '/message-notification/status', body, admin);
      expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
      expect(fields(response)).toEqual(expected);
    }
    expect(code(put(sim, '/message-notification/status', { ids: Array.from({ length: 100 }, () => 'n-1001-01') }, admin))).toBe(0);
  });
});

describe('notifications: as stored', () => {
  it('lists a malformed msgParam as it is, and only its own', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    // A backend may send a malformed msgParam: it is answered as it was stored.
    const { noSqlId: broken } = handleControl(sim, 'POST', '/__simulator/notify', '', { account: 'admin', msgParam: '{"assetNumber":' }).body as {
      noSqlId: string;
    };
    expect(byId(sim, admin, broken)?.msgParam).toBe('{"assetNumber":');
    expect(byId(sim, admin, 'n-1003-01')).toBeUndefined();
    const member = signedIn(sim, 'member');
    expect(byId(sim, member, 'n-1003-01')).toBeDefined();
    expect(byId(sim, member, 'n-1001-21')).toBeUndefined();
  });
});

describe('notifications: the tenant boundary', () => {
  it("lists only one's own, to a platform account too, and marks another account's as an unknown one (nothing)", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const admin = signedIn(sim, 'admin');
    const { noSqlId: cedarNotice } = handleControl(sim, 'POST', '/__simulator/notify', '', { account: 'cedar.admin' }).body as { noSqlId: string };
    const adminNotice = all(sim, admin).find((item) => item.status === 0)?.noSqlId ?? '';
    for (const [auth, own, theirs] of [
      [admin, adminNotice, cedarNotice],
      [cedar, cedarNotice, adminNotice],
    ] as const) {
      expect(byId(sim, auth, theirs)).toBeUndefined();
      const unknownMark = put(sim, '/message-notification/status', { ids: [own, `${own}-9`] }, auth);
      expect(code(unknownMark)).toBe(STATUS.NOT_FOUND);
      expect(put(sim, '/message-notification/status', { ids: [own, theirs] }, auth).body).toEqual(unknownMark.body);
      // Its own is listed as always.
      expect(byId(sim, auth, own)).toBeDefined();
    }
    // Nothing was marked read, on either side.
    expect(all(sim, cedar).find((item) => item.noSqlId === cedarNotice)?.status).toBe(0);
    expect(all(sim, admin).find((item) => item.noSqlId === adminNotice)?.status).toBe(0);
  });
});

describe('notifications: liveness', () => {
  it('adds one unread notification per 10 minutes of the clock, for the calling account', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const unread = all(sim, admin)
      .filter((item) => item.status === 0)
      .map((item) => item.noSqlId);
    expect(code(put(sim, '/message-notification/status', { ids: unread }, admin))).toBe(0);
    expect(flag(sim, admin)).toBe(false);

    sim.clockOffsetMs += 9 * MINUTE;
    expect(flag(sim, admin)).toBe(false);
    sim.clockOffsetMs += 2 * MINUTE;
    expect(flag(sim, admin)).toBe(true);
    const { items, totalCount } = page(sim, admin, 1, 10);
    expect(totalCount).toBe(24);
    const fresh = items[0];
    expect(fresh).toMatchObject({ noSqlId: 'n-1001-24', msg: 'notice.ota.finished', status: 0, method: 'GET' });
    expect(Math.abs(fresh.createTime - sim.now())).toBeLessThan(1000);
    expectReal(sim.state, '1001', fresh);
    // Once per interval: no second one right away.
    expect(page(sim, admin, 1, 10).totalCount).toBe(24);

    // The next one is a robot fault.
    sim.clockOffsetMs += 11 * MINUTE;
    const next = page(sim, admin, 1, 10);
    expect(next.totalCount).toBe(25);
    expect(next.items[0]).toMatchObject({ noSqlId: 'n-1001-25', msg: 'notice.robot.fault', status: 0, url: '/assets/list' });
    expectReal(sim.state, '1001', next.items[0]);
    expect(next.items[1].noSqlId).toBe('n-1001-24');

    // Only the calling account got them; the dispatcher gets one (not two) at its own next call.
    expect(sim.state.notices.get('1002')?.items).toHaveLength(7);
    const dispatcher = signedIn(sim, 'dispatcher');
    expect(page(sim, dispatcher, 1, 10).totalCount).toBe(8);
  });

  it('makes the same timed notifications on every run', () => {
    const run = () => {
      const sim = new Simulator();
      const admin = signedIn(sim, 'admin');
      sim.clockOffsetMs += 11 * MINUTE;
      return byId(sim, admin, 'n-1001-24');
    };
    const first = run();
    const second = run();
    expect(first).toBeDefined();
    expect(second?.msgParam).toBe(first?.msgParam);
  });
});

describe('notifications: every tenant', () => {
  it("tells each seeded account of its own company's records only, timed or pushed", () => {
    const sim = new Simulator();
    for (const account of ['cedar.admin', 'cedar.member', 'falcon.admin', 'falcon.member', 'dispatcher', 'member']) {
      const auth = signedIn(sim, account);
      const before = page(sim, auth, 1, 100).totalCount;
      handleControl(sim, 'POST', '/__simulator/notify', '', { account });
      handleControl(sim, 'POST', '/__simulator/notify', '', { account, msg: 'notice.ota.finished' });
      handleControl(sim, 'POST', '/__simulator/notify', '', { account, msg: 'notice.member.joined' });
      const items = all(sim, auth);
      expect(items.length, account).toBe(before + 3);
      for (const item of items) {
        // What the control could not draw (an OTA upgrade for an account without the push list) has no parameters.
        if (item.msgParam === '{}') expect([item.msg, item.method], account).toEqual(['notice.ota.finished', '']);
        else expectReal(sim.state, auth.userId, item);
      }
    }
    // The timed ones too: an OTA upgrade (or, without the push list, a robot fault), then a robot fault.
    const cedar = signedIn(sim, 'cedar.admin');
    for (let turn = 0; turn < 2; turn += 1) {
      sim.clockOffsetMs += 11 * MINUTE;
      const [newest] = page(sim, cedar, 1, 1).items;
      expect(Math.abs(newest.createTime - sim.now())).toBeLessThan(1000);
      expectReal(sim.state, cedar.userId, newest);
    }
  });
});

describe('stored app value', () => {
  it('stores a JSON object and answers it; GET reads it back; a new value replaces the old', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    expect(result(get(sim, '/person/head/config/1003', member))).toEqual({});
    const value = { theme: 'dark', pageSize: 20, columns: { assets: ['name', 'state'] }, compact: true };
    const stored = put(sim, '/person/head/config/1003', value, member);
    expect(code(stored)).toBe(0);
    expect(result(stored)).toEqual(value);
    expect(result(get(sim, '/person/head/config/1003', member))).toEqual(value);

    expect(result(put(sim, '/person/head/config/1003', { theme: 'light' }, member))).toEqual({ theme: 'light' });
    expect(result(get(sim, '/person/head/config/1003', member))).toEqual({ theme: 'light' });
    // Another account's value is untouched.
    expect(result(get(sim, '/person/head/config/1001', signedIn(sim, 'admin')))).toEqual({});
  });

  it('takes at most 4096 bytes of JSON (UTF-8) and only an object', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    // {"v":"…"} is 8 characters around the text.
    const largest = { v: 'x'.repeat(4096 - 8) };
    expect(JSON.stringify(largest)).toHaveLength(4096);
    expect(code(put(sim, '/person/head/config/1001', largest, admin))).toBe(0);

    for (const tooLarge of [{ v: 'x'.repeat(4096 - 7) }, { v: 'é'.repeat(2045) }]) {
      const response = put(sim, '/person/head/config/1001', tooLarge, admin);
      expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
      expect(fields(response)).toEqual({ value: 'tooLong' });
    }
    for (const body of ['[1,2]', 'null', '"text"', '42', '']) {
      const response = call(sim, { method: 'PUT', path: `${API}/person/head/config/1001`, body, ...admin });
      expect(code(response), body).toBe(STATUS.VALIDATION_FAILED);
      expect(fields(response), body).toEqual({ value: 'invalid' });
    }
    expect(result(get(sim, '/person/head/config/1001', admin))).toEqual(largest);
  });

  it("stores one's own value only (40301)", () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    const denied = put(sim, '/person/head/config/1001', { theme: 'dark' }, member);
    expect(code(denied)).toBe(STATUS.PERMISSION_MISSING);
    expect(sim.state.accounts.find((account) => account.id === '1001')?.appValue).toEqual({});
  });
});

describe('the notify control', () => {
  it('adds an unread robot fault now by default', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    const reply = handleControl(sim, 'POST', '/__simulator/notify', '', { account: 'member' });
    expect(reply).toEqual({ status: 200, body: { noSqlId: 'n-1003-03' } });
    const { items, totalCount } = page(sim, member, 1, 10);
    expect(totalCount).toBe(3);
    expect(items[0]).toMatchObject({ noSqlId: 'n-1003-03', msg: 'notice.robot.fault', status: 0, method: 'GET', url: '/assets/list' });
    expect(Math.abs(items[0].createTime - sim.now())).toBeLessThan(1000);
    expectReal(sim.state, '1003', items[0]);
  });

  it('takes the given message, parameters and link as they are', () => {
    const sim = new Simulator();
    const dispatcher = signedIn(sim, 'dispatcher');
    const unread = all(sim, dispatcher)
      .filter((item) => item.status === 0)
      .map((item) => item.noSqlId);
    put(sim, '/message-notification/status', { ids: unread }, dispatcher);
    expect(flag(sim, dispatcher)).toBe(false);

    const input = { account: 'dispatcher', msg: 'notice.member.joined', msgParam: '{"name":"Zoe"', method: '', url: '' };
    const reply = handleControl(sim, 'POST', '/__simulator/notify', '', input);
    expect(reply.status).toBe(200);
    const { noSqlId } = reply.body as { noSqlId: string };
    expect(noSqlId).toBe('n-1002-08');
    expect(flag(sim, dispatcher)).toBe(true);
    expect(byId(sim, dispatcher, noSqlId)).toEqual({
      noSqlId,
      msg: 'notice.member.joined',
      msgParam: '{"name":"Zoe"',
      status: 0,
      createTime: expect.any(Number),
      method: '',
      url: '',
    });
    // An OTA upgrade for an account that may open the push list: a real one, linked to it.
    const admin = signedIn(sim, 'admin');
    const ota = handleControl(sim, 'POST', '/__simulator/notify', '', { account: 'admin', msg: 'notice.ota.finished' });
    const otaNotice = byId(sim, admin, (ota.body as { noSqlId: string }).noSqlId);
    if (!otaNotice) throw new Error('the OTA notification is not listed');
    expect(otaNotice).toMatchObject({ msg: 'notice.ota.finished', method: 'GET' });
    expectReal(sim.state, '1001', otaNotice);
  });

  it('answers 404 for an unknown account and 400 for bad input', () => {
    const sim = new Simulator();
    expect(handleControl(sim, 'POST', '/__simulator/notify', '', { account: 'nobody' })).toEqual({
      status: 404,
      body: { ok: false },
    });
    for (const bad of [undefined, [1], {}, { account: 7 }, { account: 'admin', method: 'POST' }, { account: 'admin', url: 'https://evil.example/' }, { account: 'admin', msg: 3 }]) {
      expect(handleControl(sim, 'POST', '/__simulator/notify', '', bad).status, JSON.stringify(bad)).toBe(400);
    }
    expect(sim.state.notices.get('1001')?.items).toHaveLength(23);
  });

  it('is served by the fetch transport', async () => {
    const sim = new Simulator();
    const response = await fetchHandler(
      sim,
      new Request('http://localhost/__simulator/notify', { method: 'POST', body: JSON.stringify({ account: 'admin' }) }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ noSqlId: 'n-1001-24' });
  });
});

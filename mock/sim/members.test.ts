/**
 * The member screens of docs/api.md on the simulator ("Members", "Roles",
 * "Invitations"): the company's members paged, filtered and sorted, in
 * detail, edited under every rule (a role change reaching the menu),
 * enabled and disabled, locked by wrong passwords and unlocked, removed,
 * imported and exported; roles and their keys; invitations by link and by
 * email, their states, their 14 days and their use by registration; and the
 * permission key of every call.
 */
import { PERMISSION_KEYS } from '../../src/services/types/permissions';
import { STATUS } from '../../src/request/codes';
import { handleControl } from './control';
import type { Invitation as InvitationRow, MemberDetail, MemberRow } from '../../src/services/types/member';
import type { Role as RoleRow } from '../../src/services/types/role';
import { keyPair } from './keys';
import { DISPATCHER_KEYS, ENTERPRISE_ADMIN_KEYS, MEMBER_KEYS } from './org';
import { Simulator } from './simulator';
import { DAY_MS } from './store';
import {
  authOf,
  code,
  del,
  encrypt,
  everyItem,
  expectInvalid,
  expectOrdered,
  expectRefused,
  fields,
  get,
  login,
  pageAt,
  post,
  put,
  reason,
  result,
  rss,
  send,
  signedIn,
  uploadFile,
  type Auth,
  succeeded,
} from './testClient';
import type { SimResponse } from './types';

const C1_MEMBERS = 48;
const ROW_KEYS = ['id', 'account', 'name', 'gender', 'email', 'phone', 'jobNumber', 'roleId', 'roleName', 'deviceLevel', 'enabled', 'locked', 'createdAt', 'lastLoginAt'];
const DETAIL_KEYS = [...ROW_KEYS, 'companyId', 'companyName', 'lockedAt', 'headVersion', 'permissions'].sort();

const memberPage = (sim: Simulator, auth: Auth, body: Record<string, unknown>) =>
  pageAt<MemberRow>(sim, send, '/person/page', { pageNumber: 1, pageSize: 10, ...body }, auth);
const everyMember = (sim: Simulator, auth: Auth, filters: Record<string, unknown> = {}) =>
  everyItem<MemberRow>(sim, send, '/person/page', filters, auth);

function detail(sim: Simulator, auth: Auth, id: string): MemberDetail {
  const response = get(sim, `/person/view/more/${id}`, auth);
  expect(code(response)).toBe(0);
  return result<MemberDetail>(response);
}

const account = (sim: Simulator, id: string) => {
  const found = sim.state.accounts.find((entry) => entry.id === id);
  if (!found) throw new Error(`no account ${id}`);
  return found;
};
const menuOf = (sim: Simulator, auth: Auth) => result<string[]>(get(sim, `/person/${auth.userId}/menu`, auth));
const acmeMember = (sim: Simulator) => {
  const found = sim.state.accounts.find((entry) => entry.companyId === 'c2');
  if (!found) throw new Error('no member of Acme Logistics');
  return found;
};

/** A drawn member of Robot Demo Co. who may sign in (enabled, unlocked) with the role `roleId`. */
function drawnMember(sim: Simulator, roleId = 'r3'): MemberRow {
  const found = sim.state.accounts.find(
    (entry) => Number(entry.id) > 1003 && entry.companyId === 'c1' && entry.enabled && !entry.locked && entry.roleId === roleId,
  );
  if (!found) throw new Error(`no drawn member with role ${roleId}`);
  return { ...found } as unknown as MemberRow;
}

const editBody = (row: { name: string; phone: string; email: string }, extra: Record<string, unknown> = {}) => ({
  name: row.name,
  phone: row.phone,
  email: row.email,
  ...extra,
});

describe('the seeded organisation', () => {
  it('is the same on every seed: 159 accounts, 48 of Robot Demo Co., 2-6 drawn for each other company, 8 of none, then the tenant accounts and the reviewer', () => {
    const facts = (sim: Simulator) => ({
      accounts: sim.state.accounts.map(({ id, account: name, email, phone, gender, jobNumber, companyId, roleId, deviceLevel, enabled, locked }) =>
        [id, name, email, phone, gender, jobNumber, companyId, roleId, deviceLevel, enabled, locked].join('|'),
      ),
      companies: sim.state.companies.map(({ id, name, number, creditCode, phone, agentId, enabled, address }) =>
        [id, name, number, creditCode, phone, agentId, enabled, JSON.stringify(address)].join('|'),
      ),
      agents: sim.state.agents.map(({ id, name, contactPhone }) => `${id}|${name}|${contactPhone}`),
      roles: sim.state.roles.map(({ id, name }) => `${id}|${name}`),
    });
    const sim = new Simulator();
    const seeded = facts(sim);
    expect(facts(new Simulator())).toEqual(seeded);
    handleControl(sim, 'POST', '/__simulator/reset');
    expect(facts(sim)).toEqual(seeded);

    const { accounts } = sim.state;
    expect(accounts).toHaveLength(159);
    expect(accounts.map((entry) => entry.id)).toEqual(Array.from({ length: 159 }, (_, i) => String(1001 + i)));
    expect(new Set(accounts.map((entry) => entry.email.toLowerCase())).size).toBe(159);
    // The other companies' own accounts come after the drawn members (README "Seeded accounts"), then the second
    // platform administrator (docs/api.md "Production quality").
    expect(accounts.at(-1)).toMatchObject({ id: '1159', account: 'reviewer', companyId: 'c18', roleId: 'r1' });
    expect(accounts.slice(-5, -1).map(({ id, account: name, companyId, roleId }) => [id, name, companyId, roleId])).toEqual([
      ['1155', 'cedar.admin', 'c4', 'r4'],
      ['1156', 'cedar.member', 'c4', 'r3'],
      ['1157', 'falcon.admin', 'c7', 'r4'],
      ['1158', 'falcon.member', 'c7', 'r3'],
    ]);
    const perCompany = new Map<string, number>();
    for (const entry of accounts.slice(0, -5)) perCompany.set(entry.companyId, (perCompany.get(entry.companyId) ?? 0) + 1);
    expect(perCompany.get('c1')).toBe(C1_MEMBERS);
    expect(perCompany.get('')).toBe(8);
    for (const company of sim.state.companies.slice(1)) {
      expect(perCompany.get(company.id), company.id).toBeGreaterThanOrEqual(2);
      expect(perCompany.get(company.id), company.id).toBeLessThanOrEqual(6);
    }
    // Only the seeded admin is platform staff: drawn company administrators hold Enterprise Administrator.
    expect(accounts.filter((entry) => entry.roleId === 'r1').map((entry) => entry.account)).toEqual(['admin', 'reviewer']);
    expect(accounts.filter((entry) => Number(entry.id) > 1003 && entry.roleId === 'r4').length).toBeGreaterThan(4);
    expect(accounts.filter((entry) => entry.companyId === '').every((entry) => entry.roleId === '' && entry.email.endsWith('@mail.example'))).toBe(true);
    // Every account's keys are its role's.
    for (const entry of accounts) {
      const role = sim.state.roles.find((candidate) => candidate.id === entry.roleId);
      expect(entry.permissions).toEqual(role ? role.permissions : ['personBase', 'platform']);
      expect(entry.roleName).toBe(role?.name ?? '');
    }
    // Drawn members sign in with the seed password.
    const drawn = drawnMember(sim);
    expect(code(login(sim, drawn.account).response)).toBe(0);
  });
});

describe('members: the list and the detail', () => {
  let sim: Simulator;
  let admin: Auth;
  let rows: MemberRow[];
  beforeAll(() => {
    sim = new Simulator();
    admin = signedIn(sim, 'admin');
    rows = everyMember(sim, admin);
  });

  it("lists the 48 members of the signed-in person's company, newest first", () => {
    expect(rows).toHaveLength(C1_MEMBERS);
    expectOrdered(rows.map((row) => row.createdAt), 'descend');
    expect(rows.map((row) => row.account)).toEqual(expect.arrayContaining(['admin', 'dispatcher', 'member']));
    expect(new Set(rows.map((row) => row.roleName))).toEqual(new Set(['Administrator', 'Dispatcher', 'Member', 'Enterprise Administrator']));
    expect(rows.filter((row) => row.roleName === 'Administrator').map((row) => row.account)).toEqual(['admin']);
    expect(rows.filter((row) => row.locked)).toHaveLength(4);
    expect(rows.filter((row) => !row.enabled)).toHaveLength(3);
    expect(rows.some((row) => row.locked && !row.enabled)).toBe(false);
    expect(new Set(rows.map((row) => row.gender))).toEqual(new Set(['male', 'female', '']));
    for (const row of rows) {
      expect(row.phone).toMatch(/^[0-9+\-() ]{5,20}$/);
      expect(row.jobNumber).toMatch(/^RD-\d{4}$/);
      expect(Number.isInteger(row.deviceLevel) && row.deviceLevel >= 0).toBe(true);
    }
    expect(new Set(rows.map((row) => row.jobNumber)).size).toBe(C1_MEMBERS);
  });

  it('filters by keyword (name, account, email), role, locked, enabled and gender', () => {
    const count = (filters: Record<string, unknown>) => memberPage(sim, admin, filters).totalCount;
    const someone = rows.find((row) => Number(row.id) > 1003) as MemberRow;
    expect(everyMember(sim, admin, { keyword: someone.name.toUpperCase() }).map((row) => row.id)).toContain(someone.id);
    expect(everyMember(sim, admin, { keyword: 'dispatcher' }).map((row) => row.account)).toEqual(['dispatcher']);
    expect(count({ keyword: 'robot-demo-co.example' })).toBe(45);
    expect(count({ keyword: '   ' })).toBe(C1_MEMBERS);
    for (const roleId of ['r1', 'r2', 'r3', 'r4']) {
      expect(count({ roleId })).toBe(rows.filter((row) => row.roleId === roleId).length);
    }
    expect(count({ roleId: 'r9' })).toBe(0);
    expect(count({ locked: true })).toBe(4);
    expect(count({ locked: false })).toBe(C1_MEMBERS - 4);
    expect(count({ enabled: false })).toBe(3);
    expect(count({ enabled: true, locked: false })).toBe(C1_MEMBERS - 7);
    const males = rows.filter((row) => row.gender === 'male').length;
    expect(count({ gender: 'male' })).toBe(males);
    expect(count({ gender: ['male', 'female'] })).toBe(rows.filter((row) => row.gender !== '').length);
    expect(count({ gender: [] })).toBe(C1_MEMBERS);
    expect(count({ gender: null, locked: null })).toBe(C1_MEMBERS);
    for (const [filter, value] of [['locked', 'yes'], ['enabled', 1], ['gender', 'other'], ['gender', ['male', 3]], ['roleId', 3], ['keyword', 5]] as const) {
      expectInvalid(send(sim, 'POST', '/person/page', { [filter]: value }, admin), { [filter]: 'invalid' }, `${filter}=${String(value)}`);
    }
    expectInvalid(send(sim, 'POST', '/person/page', { companyId: 'c2' }, admin), { companyId: 'invalid' });
  });

  it('sorts by name, account, email, job number, role, level, creation and last sign-in, both ways', () => {
    const read: Record<string, (row: MemberRow) => string | number | null> = {
      name: (row) => row.name,
      account: (row) => row.account,
      email: (row) => row.email,
      jobNumber: (row) => row.jobNumber,
      roleName: (row) => row.roleName,
      deviceLevel: (row) => row.deviceLevel,
      createdAt: (row) => row.createdAt,
      lastLoginAt: (row) => row.lastLoginAt,
    };
    for (const [sortField, value] of Object.entries(read)) {
      for (const sortOrder of ['ascend', 'descend'] as const) {
        const sorted = everyMember(sim, admin, { sortField, sortOrder }).map(value);
        expectOrdered(sorted, sortOrder, `${sortField} ${sortOrder}`);
      }
    }
    // Members who never signed in come last.
    const bySignIn = everyMember(sim, admin, { sortField: 'lastLoginAt' }).map((row) => row.lastLoginAt);
    expect(bySignIn.at(-1)).toBeNull();
    expectInvalid(send(sim, 'POST', '/person/page', { sortField: 'password' }, admin), { sortField: 'invalid' });
    expectInvalid(send(sim, 'POST', '/person/page', { sortField: 'name', sortOrder: 'up' }, admin), { sortOrder: 'invalid' });
  });

  it('shows the full detail of a member, and 40401 for another company or an unknown id', () => {
    const shown = detail(sim, admin, '1002');
    expect(Object.keys(shown).sort()).toEqual(DETAIL_KEYS);
    expect(shown).toMatchObject({
      id: '1002',
      account: 'dispatcher',
      name: 'Dispatcher',
      email: 'dispatcher@robot.example',
      phone: '+1 555 0102',
      jobNumber: 'RD-0002',
      companyId: 'c1',
      companyName: 'Robot Demo Co.',
      roleId: 'r2',
      roleName: 'Dispatcher',
      deviceLevel: 1,
      enabled: true,
      locked: false,
      lockedAt: null,
      headVersion: 0,
      permissions: [...DISPATCHER_KEYS],
    });
    const locked = rows.find((row) => row.locked) as MemberRow;
    expect(detail(sim, admin, locked.id).lockedAt).toBeLessThan(sim.now());
    const other = get(sim, `/person/view/more/${acmeMember(sim).id}`, admin);
    expect(code(other)).toBe(STATUS.NOT_FOUND);
    expect(reason(other)).toBe('member not found');
    expect(code(get(sim, '/person/view/more/9999', admin))).toBe(STATUS.NOT_FOUND);
  });
});

describe('members: editing', () => {
  it('edits name, gender, phone, email, job number, role and level, and answers the detail', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = drawnMember(sim);
    const response = put(
      sim,
      `/person/${target.id}`,
      { name: ' Jo Park ', gender: 'female', phone: '+82 (2) 555-0100', email: 'jo.park@robot.example', jobNumber: 'RD-9001', roleId: 'r2', deviceLevel: 7 },
      admin,
    );
    expect(code(response), JSON.stringify(fields(response))).toBe(0);
    expect(result(response)).toMatchObject({
      id: target.id,
      account: target.account,
      name: 'Jo Park',
      gender: 'female',
      phone: '+82 (2) 555-0100',
      email: 'jo.park@robot.example',
      jobNumber: 'RD-9001',
      roleId: 'r2',
      roleName: 'Dispatcher',
      deviceLevel: 7,
      permissions: [...DISPATCHER_KEYS],
    });
    expect(detail(sim, admin, target.id)).toEqual(result(response));
    // Left out: gender, job number, role and level keep their value; level 0 and no role are values.
    const kept = result<MemberDetail>(put(sim, `/person/${target.id}`, { name: 'Jo Park', phone: '12345', email: 'jo.park@robot.example' }, admin));
    expect(kept).toMatchObject({ gender: 'female', jobNumber: 'RD-9001', roleId: 'r2', deviceLevel: 7, phone: '12345' });
    const cleared = result<MemberDetail>(put(sim, `/person/${target.id}`, editBody(kept, { deviceLevel: 0, roleId: null, jobNumber: '' }), admin));
    expect(cleared).toMatchObject({ deviceLevel: 0, roleId: '', roleName: '', jobNumber: '', permissions: ['personBase', 'platform'] });
    // The new email signs in, as the account name does.
    expect(code(login(sim, 'jo.park@robot.example').response)).toBe(0);
    expect(code(login(sim, target.account).response)).toBe(0);
  });

  it('refuses a bad name, phone, email, gender, level (a whole number from 0) or role, and changes nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = detail(sim, admin, drawnMember(sim).id);
    const body = editBody(target);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...body, name: '' }, { name: 'required' }],
      [{ ...body, name: 'N'.repeat(51) }, { name: 'tooLong' }],
      [{ ...body, phone: undefined }, { phone: 'required' }],
      [{ ...body, phone: '1234' }, { phone: 'tooShort' }],
      [{ ...body, phone: '1'.repeat(21) }, { phone: 'tooLong' }],
      [{ ...body, phone: '12345a' }, { phone: 'invalid' }],
      [{ ...body, email: '' }, { email: 'required' }],
      [{ ...body, email: 'jo@park' }, { email: 'invalid' }],
      [{ ...body, email: `${'j'.repeat(250)}@robot.example` }, { email: 'tooLong' }],
      [{ ...body, gender: 'other' }, { gender: 'invalid' }],
      [{ ...body, jobNumber: 'J'.repeat(51) }, { jobNumber: 'tooLong' }],
      [{ ...body, deviceLevel: -1 }, { deviceLevel: 'invalid' }],
      [{ ...body, deviceLevel: 1.5 }, { deviceLevel: 'invalid' }],
      [{ ...body, deviceLevel: '2' }, { deviceLevel: 'invalid' }],
      [{ ...body, deviceLevel: Number.MAX_SAFE_INTEGER + 1 }, { deviceLevel: 'invalid' }],
      [{ ...body, roleId: 'r99' }, { roleId: 'invalid' }],
      [{ ...body, roleId: 3 }, { roleId: 'invalid' }],
    ];
    for (const [input, expected] of cases) expectInvalid(put(sim, `/person/${target.id}`, input, admin), expected, JSON.stringify(input).slice(0, 80));
    const taken = put(sim, `/person/${target.id}`, { ...body, email: 'MEMBER@robot.example' }, admin);
    expect(code(taken)).toBe(STATUS.CONFLICT);
    expect(reason(taken)).toBe('email already registered');
    expect(fields(taken)).toEqual({ email: 'registered' });
    // The member's own email in another case is no conflict.
    expect(code(put(sim, `/person/${target.id}`, { ...body, email: target.email.toUpperCase() }, admin))).toBe(0);
    expect(detail(sim, admin, target.id)).toEqual({ ...target, email: target.email.toUpperCase() });
    // Unknown, and another company's member.
    expect(code(put(sim, '/person/9999', body, admin))).toBe(STATUS.NOT_FOUND);
    expect(code(put(sim, `/person/${acmeMember(sim).id}`, body, admin))).toBe(STATUS.NOT_FOUND);
    // Level 0 and 50-character names pass.
    expect(code(put(sim, `/person/${target.id}`, { ...body, name: 'N'.repeat(50), deviceLevel: 0 }, admin))).toBe(0);
  });

  it("gives a member the new role's keys at the next menu load; one's own role stays", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = drawnMember(sim, 'r3');
    const theirs = signedIn(sim, target.account);
    expect(menuOf(sim, theirs)).toEqual(MEMBER_KEYS);
    expect(code(put(sim, `/person/${target.id}`, editBody(target, { roleId: 'r2' }), admin))).toBe(0);
    // The same session: the next load shows the Dispatcher keys and may use them.
    expect(menuOf(sim, theirs)).toEqual([...DISPATCHER_KEYS]);
    expect(result(get(sim, '/person/center', theirs))).toMatchObject({ roleName: 'Dispatcher' });
    expect(code(rss(sim, 'POST', '/scene/page', {}, theirs))).toBe(0);
    expect(code(post(sim, '/asset/page', {}, theirs))).toBe(STATUS.PERMISSION_MISSING);
    expect(code(put(sim, `/person/${target.id}`, editBody(target, { roleId: 'r1' }), admin))).toBe(0);
    expect(menuOf(sim, theirs)).toEqual([...PERMISSION_KEYS]);

    const self = detail(sim, admin, '1001');
    expectInvalid(put(sim, '/person/1001', editBody(self, { roleId: 'r3' }), admin), { roleId: 'invalid' });
    // Naming one's own role again is no change.
    expect(code(put(sim, '/person/1001', editBody(self, { roleId: 'r1', deviceLevel: 5 }), admin))).toBe(0);
    expect(menuOf(sim, admin)).toEqual([...PERMISSION_KEYS]);
  });
});

describe('members: enabling, locking, removing', () => {
  it('disables members (their sessions end, they cannot sign in) and enables them again', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = drawnMember(sim);
    const theirs = signedIn(sim, target.account);
    const disabled = put(sim, '/person/status', { ids: [target.id, '1003'], enabled: false }, admin);
    expect(result(disabled)).toEqual({ updated: 2 });
    expect(code(get(sim, '/person/center', theirs))).toBe(STATUS.TOKEN_INVALID);
    expect(fields(login(sim, target.account).response)).toEqual({ account: 'disabled' });
    expect(memberPage(sim, admin, { enabled: false }).totalCount).toBe(5);
    expect(result(put(sim, '/person/status', { ids: [target.id], enabled: true }, admin))).toEqual({ updated: 1 });
    expect(code(login(sim, target.account).response)).toBe(0);

    expectInvalid(put(sim, '/person/status', { ids: [target.id] }, admin), { enabled: 'required' });
    expectInvalid(put(sim, '/person/status', { ids: [target.id], enabled: 'no' }, admin), { enabled: 'invalid' });
    expectInvalid(put(sim, '/person/status', { ids: [], enabled: false }, admin), { ids: 'required' });
    expectInvalid(put(sim, '/person/status', { ids: ['1002', '1001'], enabled: false }, admin), { ids: 'invalid' });
    expect(code(put(sim, '/person/status', { ids: ['1002', acmeMember(sim).id], enabled: false }, admin))).toBe(STATUS.NOT_FOUND);
    expect(account(sim, '1002').enabled).toBe(true);
    // Enabling oneself is harmless.
    expect(code(put(sim, '/person/status', { ids: ['1001'], enabled: true }, admin))).toBe(0);
  });

  it('locks an account after 5 wrong passwords in a row; a success in between starts the count again', () => {
    const sim = new Simulator();
    const wrong = () => login(sim, 'member', 'Wrong.2026').response;
    for (let i = 0; i < 4; i += 1) expect(fields(wrong())).toEqual({ password: 'wrong' });
    expect(code(login(sim, 'member').response)).toBe(0);
    for (let i = 0; i < 4; i += 1) wrong();
    expect(account(sim, '1003').locked).toBe(false);
    expect(fields(wrong())).toEqual({ password: 'wrong' });
    expect(account(sim, '1003')).toMatchObject({ locked: true, lockedAt: expect.any(Number) });
    const refused = login(sim, 'member').response;
    expect(code(refused)).toBe(STATUS.VALIDATION_FAILED);
    expect(fields(refused)).toEqual({ account: 'locked' });
    // A wrong password is still just wrong.
    expect(fields(wrong())).toEqual({ password: 'wrong' });
  });

  it('unlocks locked members, who sign in again', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const locked = everyMember(sim, admin, { locked: true });
    expect(locked).toHaveLength(4);
    expect(fields(login(sim, locked[0].account).response)).toEqual({ account: 'locked' });
    const unlocked = put(sim, '/person/unlock/account', { ids: locked.map((row) => row.id) }, admin);
    expect(result(unlocked)).toEqual({ updated: 4 });
    expect(memberPage(sim, admin, { locked: true }).totalCount).toBe(0);
    expect(detail(sim, admin, locked[0].id)).toMatchObject({ locked: false, lockedAt: null });
    expect(code(login(sim, locked[0].account).response)).toBe(0);
    expect(code(put(sim, '/person/unlock/account', { ids: ['9999'] }, admin))).toBe(STATUS.NOT_FOUND);
    expectInvalid(put(sim, '/person/unlock/account', {}, admin), { ids: 'required' });
  });

  it('removes members: the accounts are deleted, their sessions end, their email is free again', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = drawnMember(sim);
    const theirs = signedIn(sim, target.account);
    const removed = del(sim, '/person', { ids: [target.id] }, admin);
    expect(result(removed)).toEqual({ removed: 1 });
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS - 1);
    expect(sim.state.accounts.some((entry) => entry.id === target.id)).toBe(false);
    expect(code(get(sim, '/person/center', theirs))).toBe(STATUS.TOKEN_INVALID);
    expect(fields(login(sim, target.account).response)).toEqual({ password: 'wrong' });
    expect(code(post(sim, '/person/register/email/code', { emailName: target.email }))).toBe(0);
    expect(code(get(sim, `/person/view/more/${target.id}`, admin))).toBe(STATUS.NOT_FOUND);

    expectInvalid(del(sim, '/person', { ids: ['1003', '1001'] }, admin), { ids: 'invalid' });
    expect(code(del(sim, '/person', { ids: ['1003', acmeMember(sim).id] }, admin))).toBe(STATUS.NOT_FOUND);
    expect(code(del(sim, '/person', { ids: ['1003', '9999'] }, admin))).toBe(STATUS.NOT_FOUND);
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS - 1);
  });
});

describe('members: import', () => {
  it('offers the import template: the header alone', () => {
    const sim = new Simulator();
    const response = get(sim, '/person/excel/template', signedIn(sim, 'admin'));
    expect(response.headers['content-disposition']).toMatch(/filename="members-template\.csv"/);
    expect((response.body as Buffer).toString('utf8')).toBe('\uFEFFname,email,phone,jobNumber,roleName\r\n');
  });

  it('imports all rows or none, each bad row named with its number and reasons', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const bad = uploadFile(sim, '/person/excel/file', 'email,name,phone,roleName\nok@robot.example,Ok,12345,\nbad,Bad,12,Nobody\n', admin);
    expect(result(bad)).toEqual({
      fields: { file: 'invalid' },
      rows: [{ row: 3, fields: { email: 'invalid', phone: 'tooShort', roleName: 'invalid' } }],
    });
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS);
    const good = uploadFile(sim, '/person/excel/file', 'email,name,phone,roleName\nok@robot.example,Ok,12345,\nfine@robot.example,Fine,12345,Dispatcher\n', admin);
    expect(result(good)).toEqual({ added: 2, ids: ['2001', '2002'] });
    expect(detail(sim, admin, '2002')).toMatchObject({ name: 'Fine', roleName: 'Dispatcher', companyName: 'Robot Demo Co.' });
  });

  it("imports a file the console exported, in either language: its titles, its words, the columns it does not take left alone", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    // As src/components/table/useListExport.tsx writes it: a byte-order mark, CRLF, the titles and words of en-US,
    // a phone behind an apostrophe (no formula), the dash of a missing value as an empty cell.
    const english = [
      '\uFEFFName,Gender,Account,Phone,Email,Job number,Role,Device usage level,Status,Lock,Created,Last sign-in',
      "Ada Lovelace,Female,ada@robot.example,'+44 20 7946 0000,ada@robot.example,J-1,Dispatcher,2,Enabled,Unlocked,2026-01-01 10:00:00,Never",
      'Alan Turing,Not given,alan@robot.example,12345,alan@robot.example,,No role,0,Disabled,Locked,2026-01-01 10:00:00,Never',
      'Grace Hopper,male,grace@robot.example,12345,grace@robot.example,,,0,Enabled,Unlocked,2026-01-01 10:00:00,Never',
    ].join('\r\n');
    expect(result(uploadFile(sim, '/person/excel/file', `${english}\r\n`, admin))).toEqual({ added: 3, ids: ['2001', '2002', '2003'] });
    expect(detail(sim, admin, '2001')).toMatchObject({ name: 'Ada Lovelace', gender: 'female', phone: '+44 20 7946 0000', jobNumber: 'J-1', roleName: 'Dispatcher' });
    // The export's word for no role is no role given: the import's default, Member.
    expect(detail(sim, admin, '2002')).toMatchObject({ name: 'Alan Turing', gender: '', jobNumber: '', roleName: 'Member', enabled: true });
    expect(detail(sim, admin, '2003')).toMatchObject({ gender: 'male', roleName: 'Member' });

    // zh-CN: its titles and words (the columns in another order, some left out).
    const chinese = '\uFEFF性别,姓名,邮箱,电话,角色,工号,账号\r\n'
      + '男,Li Lei,li@robot.example,12345,无角色,J-9,li@robot.example\r\n'
      + '女,Han Meimei,han@robot.example,12345,Dispatcher,,han@robot.example\r\n';
    expect(result(uploadFile(sim, '/person/excel/file', chinese, admin))).toEqual({ added: 2, ids: ['2004', '2005'] });
    expect(detail(sim, admin, '2004')).toMatchObject({ name: 'Li Lei', gender: 'male', jobNumber: 'J-9', roleName: 'Member' });
    expect(detail(sim, admin, '2005')).toMatchObject({ name: 'Han Meimei', gender: 'female', roleName: 'Dispatcher' });

    // A gender word of neither language is a bad cell; a file lacking a column names it by its field.
    expect(result(uploadFile(sim, '/person/excel/file', 'Name,Gender,Email,Phone\nX,Unknown,x@robot.example,12345\n', admin))).toEqual({
      fields: { file: 'invalid' },
      rows: [{ row: 2, fields: { gender: 'invalid' } }],
    });
    expect(result(uploadFile(sim, '/person/excel/file', '姓名,邮箱\nX,x@robot.example\n', admin))).toEqual({
      fields: { file: 'invalid' },
      columns: ['phone'],
    });
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS + 5);
  });
});

describe('roles', () => {
  const rolePage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
    pageAt<RoleRow>(sim, send, '/role/page', { pageNumber: 1, pageSize: 10, ...body }, auth);

  function created(sim: Simulator, auth: Auth, body: Record<string, unknown>): RoleRow {
    return succeeded<RoleRow>(post(sim, '/role', body, auth));
  }

  it("lists Administrator, Dispatcher, Enterprise Administrator and Member with the seeded accounts' keys and their members counted", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const page = rolePage(sim, admin, { sortField: 'name' });
    expect(page.totalCount).toBe(4);
    expect(page.items.map(({ id, name, type, companyId, permissions }) => ({ id, name, type, companyId, permissions }))).toEqual([
      { id: 'r1', name: 'Administrator', type: 'platform', companyId: '', permissions: [...PERMISSION_KEYS] },
      { id: 'r2', name: 'Dispatcher', type: 'enterprise', companyId: '', permissions: [...DISPATCHER_KEYS] },
      { id: 'r4', name: 'Enterprise Administrator', type: 'enterprise', companyId: '', permissions: [...ENTERPRISE_ADMIN_KEYS] },
      { id: 'r3', name: 'Member', type: 'enterprise', companyId: '', permissions: MEMBER_KEYS },
    ]);
    for (const role of page.items) {
      expect(role.memberCount).toBe(sim.state.accounts.filter((entry) => entry.roleId === role.id).length);
    }
    expect(page.items.reduce((sum, role) => sum + role.memberCount, 0)).toBe(sim.state.accounts.filter((entry) => entry.roleId !== '').length);
    // The seeded accounts keep their keys.
    expect(menuOf(sim, admin)).toEqual([...PERMISSION_KEYS]);
    expect(menuOf(sim, signedIn(sim, 'dispatcher'))).toEqual([...DISPATCHER_KEYS]);
    expect(menuOf(sim, signedIn(sim, 'member'))).toEqual(MEMBER_KEYS);
    expect(menuOf(sim, signedIn(sim, 'cedar.admin'))).toEqual([...ENTERPRISE_ADMIN_KEYS]);
    expect(rolePage(sim, admin, { keyword: 'disp' }).items.map((role) => role.id)).toEqual(['r2']);
    expect(rolePage(sim, admin, { type: 'platform' }).items.map((role) => role.id)).toEqual(['r1']);
    expectOrdered(rolePage(sim, admin, { sortField: 'memberCount', sortOrder: 'descend' }).items.map((role) => role.memberCount), 'descend');
    expectInvalid(send(sim, 'POST', '/role/page', { type: 'owner' }, admin), { type: 'invalid' });
    expect(result(get(sim, '/role/options', admin))).toEqual([
      { id: 'r1', name: 'Administrator', type: 'platform' },
      { id: 'r2', name: 'Dispatcher', type: 'enterprise' },
      { id: 'r4', name: 'Enterprise Administrator', type: 'enterprise' },
      { id: 'r3', name: 'Member', type: 'enterprise' },
    ]);
    // An enterprise account (member, of Robot Demo Co.) is offered the shared roles only: no platform role.
    expect(result(get(sim, '/role/options', signedIn(sim, 'member')))).toEqual([
      { id: 'r2', name: 'Dispatcher', type: 'enterprise' },
      { id: 'r4', name: 'Enterprise Administrator', type: 'enterprise' },
      { id: 'r3', name: 'Member', type: 'enterprise' },
    ]);
  });

  it('creates a role with a subset of the keys (each once, in the order of the key list)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const role = created(sim, admin, {
      name: ' Auditor ',
      type: 'agent',
      permissions: ['platform:operation:log', 'personBase', 'platform', 'platform:operation', 'personBase'],
    });
    expect(role).toEqual({
      id: 'r5',
      name: 'Auditor',
      type: 'agent',
      // Made by platform staff: the platform's own (a shared role every company may give).
      companyId: '',
      permissions: ['personBase', 'platform', 'platform:operation', 'platform:operation:log'],
      memberCount: 0,
      builtIn: false,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(created(sim, admin, { name: 'Nobody', type: 'enterprise', permissions: [] }).permissions).toEqual([]);
    expect(rolePage(sim, admin).items.map((entry) => entry.id)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
  });

  it('refuses a bad name, type or key, and a name in use', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const good = { name: 'Auditor', type: 'enterprise', permissions: ['personBase'] };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...good, name: '' }, { name: 'required' }],
      [{ ...good, name: 'R'.repeat(51) }, { name: 'tooLong' }],
      [{ ...good, type: undefined }, { type: 'required' }],
      [{ ...good, type: 'owner' }, { type: 'invalid' }],
      [{ ...good, permissions: undefined }, { permissions: 'required' }],
      [{ ...good, permissions: ['platform:everything'] }, { permissions: 'invalid' }],
      [{ ...good, permissions: 'personBase' }, { permissions: 'invalid' }],
      [{ ...good, permissions: ['personBase', 7] }, { permissions: 'invalid' }],
    ];
    for (const [input, expected] of cases) expectInvalid(post(sim, '/role', input, admin), expected, JSON.stringify(input));
    const taken = post(sim, '/role', { ...good, name: 'MEMBER' }, admin);
    expect(code(taken)).toBe(STATUS.CONFLICT);
    expect(reason(taken)).toBe('role already exists');
    expect(fields(taken)).toEqual({ name: 'exists' });
    expect(rolePage(sim, admin).totalCount).toBe(4);
  });

  it("edits a role: its members get the new name and keys at their next load", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const member = signedIn(sim, 'member');
    const keys = [...MEMBER_KEYS, 'platform:scene', 'platform:scene:list'];
    const response = put(sim, '/role/r3', { name: 'Operator', type: 'enterprise', permissions: keys }, admin);
    expect(result(response)).toMatchObject({ id: 'r3', name: 'Operator', permissions: PERMISSION_KEYS.filter((key) => keys.includes(key)) });
    expect(menuOf(sim, member)).toEqual(PERMISSION_KEYS.filter((key) => keys.includes(key)));
    expect(result(get(sim, '/person/center', member))).toMatchObject({ roleName: 'Operator' });
    expect(code(rss(sim, 'POST', '/scene/page', {}, member))).toBe(0);
    // Every holder, not only the signed-in one.
    const holders = sim.state.accounts.filter((entry) => entry.roleId === 'r3');
    expect(holders.length).toBeGreaterThan(20);
    expect(holders.every((entry) => entry.roleName === 'Operator' && entry.permissions.includes('platform:scene:list'))).toBe(true);
    // Left-out keys stay; its own name is no conflict.
    expect(result(put(sim, '/role/r3', { name: 'operator', type: 'agent' }, admin))).toMatchObject({ name: 'operator', type: 'agent' });
    expect(menuOf(sim, member)).toEqual(PERMISSION_KEYS.filter((key) => keys.includes(key)));
    expectInvalid(put(sim, '/role/r3', { name: 'operator', type: 'agent', permissions: ['nope'] }, admin), { permissions: 'invalid' });
    expect(code(put(sim, '/role/r3', { name: 'Dispatcher', type: 'agent' }, admin))).toBe(STATUS.CONFLICT);
    expect(code(put(sim, '/role/r9', { name: 'X', type: 'agent' }, admin))).toBe(STATUS.NOT_FOUND);
  });

  it('deletes a role no one holds; one in use is 40901 with its member count', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const inUse = send(sim, 'DELETE', '/role/r2', undefined, admin);
    expect(code(inUse)).toBe(STATUS.CONFLICT);
    expect(reason(inUse)).toBe('role in use');
    expect(result(inUse)).toEqual({ memberCount: sim.state.accounts.filter((entry) => entry.roleId === 'r2').length });
    const role = created(sim, admin, { name: 'Temporary', type: 'enterprise', permissions: ['personBase'] });
    expect(code(send(sim, 'DELETE', `/role/${role.id}`, undefined, admin))).toBe(0);
    expect(rolePage(sim, admin).totalCount).toBe(4);
    expect(code(send(sim, 'DELETE', `/role/${role.id}`, undefined, admin))).toBe(STATUS.NOT_FOUND);
  });
});

describe('invitations', () => {
  const invitationPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
    pageAt<InvitationRow>(sim, send, '/person/invite/page', { pageNumber: 1, pageSize: 10, ...body }, auth);

  interface Mail {
    to: string;
    purpose: string;
    link?: string;
    code?: string;
  }
  const outbox = (sim: Simulator, to?: string) =>
    handleControl(sim, 'GET', '/__simulator/outbox', to ? `to=${encodeURIComponent(to)}` : '').body as Mail[];

  function invited(sim: Simulator, auth: Auth, body: Record<string, unknown>): InvitationRow {
    return succeeded<InvitationRow>(post(sim, '/person/invite', body, auth));
  }

  /** Registers `email` with the invitation (a code mailed first) and completes the profile. */
  function register(sim: Simulator, email: string, inviteCode: string): SimResponse {
    expect(code(post(sim, '/person/register/email/code', { emailName: email }))).toBe(0);
    const mail = outbox(sim, email).find((entry) => entry.purpose === 'register');
    return post(sim, '/person/register', {
      emailName: email,
      code: mail?.code,
      password: encrypt('Robot.2027'),
      keyId: keyPair().keyId,
      inviteCode,
    });
  }

  it("lists the company's invitations with their state: pending, used, expired", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const page = invitationPage(sim, admin);
    expect(page.totalCount).toBe(4);
    const states = Object.fromEntries(page.items.map((row) => [row.code, row.state]));
    expect(states).toEqual({ WELCOME2026: 'pending', MAILED2026: 'pending', JOINED2026: 'used', EXPIRED2025: 'expired' });
    const joined = page.items.find((row) => row.code === 'JOINED2026') as InvitationRow;
    expect(joined.usedBy).not.toBeNull();
    expect(joined.usedByName).toBe(account(sim, joined.usedBy as string).name);
    expect(joined.email).toBe(account(sim, joined.usedBy as string).email);
    expect(page.items.find((row) => row.code === 'WELCOME2026')).toEqual({
      code: 'WELCOME2026',
      link: '/registry/WELCOME2026',
      email: null,
      roleId: 'r3',
      roleName: 'Member',
      state: 'pending',
      createdAt: expect.any(Number),
      expiresAt: expect.any(Number),
      usedBy: null,
      usedByName: '',
      usedAt: null,
    });
    expect(invitationPage(sim, admin, { state: 'pending' }).items.map((row) => row.code).sort()).toEqual(['MAILED2026', 'WELCOME2026']);
    expect(invitationPage(sim, admin, { state: ['used', 'expired'] }).totalCount).toBe(2);
    expect(invitationPage(sim, admin, { keyword: 'new.dispatcher' }).items.map((row) => row.code)).toEqual(['MAILED2026']);
    expectInvalid(send(sim, 'POST', '/person/invite/page', { state: 'lost' }, admin), { state: 'invalid' });
    // Another company's invitations are not listed.
    handleControl(sim, 'POST', '/__simulator/invite', '', { companyId: 'c2' });
    expect(invitationPage(sim, admin).totalCount).toBe(4);
  });

  it('invites by link: a code, /registry/{code}, valid 14 days, no mail; then expired', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const row = invited(sim, admin, {});
    expect(row.code).toMatch(/^INV[A-HJ-NP-Z2-9]{8}$/);
    expect(row).toMatchObject({ link: `/registry/${row.code}`, email: null, roleId: 'r3', roleName: 'Member', state: 'pending', usedBy: null });
    expect(row.expiresAt - row.createdAt).toBe(14 * DAY_MS);
    expect(Math.abs(row.createdAt - sim.now())).toBeLessThan(1000);
    expect(outbox(sim)).toEqual([]);
    expect(result(get(sim, `/person/invite/${row.code}`))).toEqual({
      code: row.code,
      companyName: 'Robot Demo Co.',
      roleName: 'Member',
      expiresAt: row.expiresAt,
    });
    expect(invited(sim, admin, { roleId: 'r2' })).toMatchObject({ roleId: 'r2', roleName: 'Dispatcher' });
    expect(invited(sim, admin, { roleId: null, email: '' })).toMatchObject({ roleId: '', roleName: '', email: null });

    sim.clockOffsetMs += 14 * DAY_MS - 1000;
    expect(code(get(sim, `/person/invite/${row.code}`))).toBe(0);
    sim.clockOffsetMs += 1000;
    expect(fields(get(sim, `/person/invite/${row.code}`))).toEqual({ code: 'expired' });
    expect(invitationPage(sim, signedIn(sim, 'admin'), { keyword: row.code }).items[0].state).toBe('expired');
    expect(fields(register(sim, 'late@robot.example', row.code))).toEqual({ inviteCode: 'expired' });
  });

  it('invites by email: the mail with the link goes to the outbox', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const row = invited(sim, admin, { email: 'Guest@Robot.example', roleId: 'r2' });
    expect(row).toMatchObject({ email: 'Guest@Robot.example', roleName: 'Dispatcher', state: 'pending' });
    expect(outbox(sim, 'guest@robot.example')).toEqual([
      { to: 'Guest@Robot.example', purpose: 'invite', link: `/registry/${row.code}`, sentAt: expect.any(Number) },
    ]);
    expect(result(get(sim, `/person/invite/${row.code}`))).toMatchObject({ email: 'Guest@Robot.example' });

    expectInvalid(post(sim, '/person/invite', { email: 'guest@' }, admin), { email: 'invalid' });
    expectInvalid(post(sim, '/person/invite', { email: 'guest@robot.example', roleId: 'r99' }, admin), { roleId: 'invalid' });
    const registered = post(sim, '/person/invite', { email: 'MEMBER@robot.example' }, admin);
    expect(code(registered)).toBe(STATUS.CONFLICT);
    expect(fields(registered)).toEqual({ email: 'registered' });
    expect(outbox(sim)).toHaveLength(1);
  });

  it("is used by registration once: the account gets the invitation's company, role and keys", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const row = invited(sim, admin, { email: 'new.hire@robot.example', roleId: 'r2' });
    const registered = register(sim, 'new.hire@robot.example', row.code);
    expect(code(registered)).toBe(0);
    const { id, profileToken } = result<{ id: string; profileToken: string }>(registered);
    expect(code(post(sim, '/person/account', { profileToken, name: 'New Hire', phone: '12345' }))).toBe(0);

    const used = invitationPage(sim, admin, { keyword: row.code }).items[0];
    expect(used).toMatchObject({ state: 'used', usedBy: id, usedByName: 'New Hire', usedAt: expect.any(Number) });
    expect(detail(sim, admin, id)).toMatchObject({ companyName: 'Robot Demo Co.', roleId: 'r2', roleName: 'Dispatcher' });
    const theirs = authOf(login(sim, 'new.hire@robot.example', 'Robot.2027').session);
    expect(menuOf(sim, theirs)).toEqual([...DISPATCHER_KEYS]);
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS + 1);

    const again = get(sim, `/person/invite/${row.code}`);
    expect(code(again)).toBe(STATUS.VALIDATION_FAILED);
    expect(reason(again)).toBe('invitation already used');
    expect(fields(again)).toEqual({ code: 'used' });
    const link = invited(sim, admin, {});
    expect(code(register(sim, 'first@robot.example', link.code))).toBe(0);
    expect(fields(register(sim, 'second@robot.example', link.code))).toEqual({ inviteCode: 'used' });
    expect(fields(register(sim, 'joined@robot.example', 'JOINED2026'))).toEqual({ inviteCode: 'used' });
  });

  it('revokes one of its company\'s open invitations: it leaves the list and its link answers as an unknown code', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const row = invited(sim, admin, { email: 'revoked@robot.example' });
    expect(code(get(sim, `/person/invite/${row.code}`))).toBe(0);
    expect(result(send(sim, 'DELETE', `/person/invite/${row.code}`, undefined, admin))).toEqual({ code: row.code });
    expect(invitationPage(sim, admin, { keyword: row.code }).totalCount).toBe(0);
    const gone = get(sim, `/person/invite/${row.code}`);
    expect([code(gone), reason(gone)]).toEqual([STATUS.NOT_FOUND, 'invitation not found']);
    expect(gone.body).toEqual(get(sim, '/person/invite/INVNOSUCH22').body);
    expect(code(register(sim, 'revoked@robot.example', row.code))).toBe(STATUS.NOT_FOUND);
    // An expired one may be revoked too; a used one records who joined with it, and stays.
    expect(code(send(sim, 'DELETE', '/person/invite/EXPIRED2025', undefined, admin))).toBe(0);
    const used = send(sim, 'DELETE', '/person/invite/JOINED2026', undefined, admin);
    expect([code(used), reason(used)]).toEqual([STATUS.CONFLICT, 'invitation already used']);
    expect(sim.state.invitations.has('JOINED2026')).toBe(true);
    // Another company's invitation answers as an unknown one, and stays.
    const { code: acme } = handleControl(sim, 'POST', '/__simulator/invite', '', { companyId: 'c2' }).body as { code: string };
    const foreign = send(sim, 'DELETE', `/person/invite/${acme}`, undefined, admin);
    expect(foreign.body).toEqual(send(sim, 'DELETE', '/person/invite/INVNOSUCH22', undefined, admin).body);
    expect(code(foreign)).toBe(STATUS.NOT_FOUND);
    expect(sim.state.invitations.has(acme)).toBe(true);
  });

  it('resends an invitation: a new code valid 14 days from now, mailed again; the old code stops working', () => {
    const sim = new Simulator();
    const mailed = invited(sim, signedIn(sim, 'admin'), { email: 'again@robot.example', roleId: 'r2' });
    sim.clockOffsetMs += 20 * DAY_MS;
    // A session of 20 days ago has lapsed: signed in again.
    const admin = signedIn(sim, 'admin');
    expect(invitationPage(sim, admin, { keyword: mailed.code }).items[0].state).toBe('expired');
    const renewed = succeeded<InvitationRow>(post(sim, `/person/invite/${mailed.code}/resend`, {}, admin));
    expect(renewed.code).toMatch(/^INV[A-HJ-NP-Z2-9]{8}$/);
    expect(renewed.code).not.toBe(mailed.code);
    expect(renewed).toMatchObject({ link: `/registry/${renewed.code}`, email: 'again@robot.example', roleId: 'r2', state: 'pending', createdAt: mailed.createdAt });
    expect(Math.abs(renewed.expiresAt - (sim.now() + 14 * DAY_MS))).toBeLessThan(1000);
    expect(outbox(sim, 'again@robot.example').map((mail) => mail.link)).toEqual([`/registry/${renewed.code}`, `/registry/${mailed.code}`]);
    expect(code(get(sim, `/person/invite/${mailed.code}`))).toBe(STATUS.NOT_FOUND);
    expect(code(get(sim, `/person/invite/${renewed.code}`))).toBe(0);
    expect(invitationPage(sim, admin, { keyword: 'again@robot.example' }).items.map((row) => row.code)).toEqual([renewed.code]);
    // By link: a new code, no mail.
    const before = outbox(sim).length;
    const link = succeeded<InvitationRow>(post(sim, '/person/invite/WELCOME2026/resend', {}, admin));
    expect(link).toMatchObject({ email: null, state: 'pending' });
    expect(outbox(sim)).toHaveLength(before);
    expect(code(get(sim, '/person/invite/WELCOME2026'))).toBe(STATUS.NOT_FOUND);
    // A used one, or one whose email has registered since, is not issued again.
    expect(code(post(sim, '/person/invite/JOINED2026/resend', {}, admin))).toBe(STATUS.CONFLICT);
    const taken = invited(sim, admin, { email: 'taken@robot.example' });
    expect(code(post(sim, '/person/register/email/code', { emailName: 'taken@robot.example' }))).toBe(0);
    const mail = outbox(sim, 'taken@robot.example').find((entry) => entry.purpose === 'register');
    expect(code(post(sim, '/person/register', { emailName: 'taken@robot.example', code: mail?.code, password: encrypt('Robot.2027'), keyId: keyPair().keyId }))).toBe(0);
    const registered = post(sim, `/person/invite/${taken.code}/resend`, {}, admin);
    expect([code(registered), fields(registered)]).toEqual([STATUS.CONFLICT, { email: 'registered' }]);
    expect(code(get(sim, `/person/invite/${taken.code}`))).toBe(0);
  });

  it('gives no role when the invitation\'s role was deleted meanwhile', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const role = result<RoleRow>(post(sim, '/role', { name: 'Temp', type: 'enterprise', permissions: ['personBase', 'platform', 'platform:map'] }, admin));
    const row = invited(sim, admin, { roleId: role.id });
    expect(code(send(sim, 'DELETE', `/role/${role.id}`, undefined, admin))).toBe(0);
    expect(invitationPage(sim, admin, { keyword: row.code }).items[0]).toMatchObject({ roleId: '', roleName: '' });
    const { id } = result<{ id: string }>(register(sim, 'temp@robot.example', row.code));
    expect(account(sim, id)).toMatchObject({ companyId: 'c1', roleId: '', permissions: ['personBase', 'platform'] });
  });
});

describe('members, roles and invitations: permission keys', () => {
  const target = (sim: Simulator) => drawnMember(sim).id;
  const CALLS: Array<[string, string, (sim: Simulator, auth: Auth) => SimResponse]> = [
    ['platform:person:list', 'POST /person/page', (sim, auth) => post(sim, '/person/page', {}, auth)],
    [
      'platform:person:list:edit',
      'PUT /person/{id}',
      (sim, auth) => put(sim, `/person/${target(sim)}`, { name: 'N', phone: '12345', email: 'n.new@robot.example' }, auth),
    ],
    ['platform:person:list:onoff', 'PUT /person/status', (sim, auth) => put(sim, '/person/status', { ids: [target(sim)], enabled: false }, auth)],
    ['platform:person:list:onoff', 'PUT /person/unlock/account', (sim, auth) => put(sim, '/person/unlock/account', { ids: [target(sim)] }, auth)],
    ['platform:person:list:remove', 'DELETE /person', (sim, auth) => del(sim, '/person', { ids: [target(sim)] }, auth)],
    ['platform:person:list:import', 'POST /person/excel/file', (sim, auth) => uploadFile(sim, '/person/excel/file', 'name,email,phone\nA,a.b@robot.example,12345', auth)],
    ['platform:person:list:invite', 'POST /person/invite', (sim, auth) => post(sim, '/person/invite', {}, auth)],
    ['platform:person:list:invite', 'POST /person/invite/page', (sim, auth) => post(sim, '/person/invite/page', {}, auth)],
    ['platform:person:list:invite', 'DELETE /person/invite/{id}', (sim, auth) => send(sim, 'DELETE', '/person/invite/WELCOME2026', undefined, auth)],
    ['platform:person:list:invite', 'POST /person/invite/{id}/resend', (sim, auth) => post(sim, '/person/invite/MAILED2026/resend', {}, auth)],
    ['platform:person:list', 'POST /role/page', (sim, auth) => post(sim, '/role/page', {}, auth)],
    ['platform:person:list:edit', 'POST /role', (sim, auth) => post(sim, '/role', { name: 'New', type: 'agent', permissions: [] }, auth)],
    ['platform:person:list:edit', 'PUT /role/{id}', (sim, auth) => put(sim, '/role/r3', { name: 'Member', type: 'agent' }, auth)],
    ['platform:person:list:edit', 'DELETE /role/{id}', (sim, auth) => {
      const role = sim.state.roles.find((entry) => entry.id === 'r3');
      sim.state.roles.push({ ...(role as NonNullable<typeof role>), id: 'r9', name: 'Spare' });
      return send(sim, 'DELETE', '/role/r9', undefined, auth);
    }],
  ];

  it.each(CALLS)('needs %s for %s: 40301 without it, success with it alone', (key, _label, run) => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const holder = account(sim, '1001');
    holder.permissions = PERMISSION_KEYS.filter((candidate) => candidate !== key);
    expectRefused(run(sim, admin), key);
    for (const other of ['dispatcher', 'member']) expectRefused(run(sim, signedIn(sim, other)), key, other);
    holder.permissions = [key];
    const granted = run(sim, admin);
    if (!granted.raw) expect(code(granted), JSON.stringify(result(granted))).toBe(0);
    expect(granted.status).toBe(200);
  });

  it('reads a member in detail with either :more or :edit (the edit form loads the member with it)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const holder = account(sim, '1001');
    const keys = ['platform:person:list:more', 'platform:person:list:edit'];
    const read = (auth: Auth) => get(sim, `/person/view/more/${target(sim)}`, auth);
    holder.permissions = PERMISSION_KEYS.filter((key) => !keys.includes(key));
    expectRefused(read(admin), keys);
    for (const other of ['dispatcher', 'member']) expectRefused(read(signedIn(sim, other)), keys, other);
    for (const key of keys) {
      holder.permissions = [key];
      expect(code(read(admin))).toBe(0);
      expect(result<MemberDetail>(read(admin)).id).toBe(target(sim));
    }
  });

  it('offers the template with either import key, and the roles to any signed-in account', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const holder = account(sim, '1001');
    holder.permissions = PERMISSION_KEYS.filter((key) => !key.endsWith(':import'));
    expectRefused(get(sim, '/person/excel/template', admin), ['platform:person:list:import', 'platform:enterprise:info:import']);
    for (const key of ['platform:person:list:import', 'platform:enterprise:info:import']) {
      holder.permissions = [key];
      expect(get(sim, '/person/excel/template', admin).raw).toBe(true);
    }
    holder.permissions = [];
    expect(code(get(sim, '/role/options', admin))).toBe(0);
  });

  it('answers 40401 to a member of no company', () => {
    const sim = new Simulator();
    const free = sim.state.accounts.find((entry) => entry.companyId === '');
    if (!free) throw new Error('no account of no company');
    free.permissions = [...PERMISSION_KEYS];
    const auth = signedIn(sim, free.account);
    for (const response of [post(sim, '/person/page', {}, auth), post(sim, '/person/invite', {}, auth), post(sim, '/person/invite/page', {}, auth)]) {
      expect(code(response)).toBe(STATUS.NOT_FOUND);
      expect(reason(response)).toBe('company not found');
    }
  });
});

describe('the tenant boundary: members', () => {
  /** What a call may not change: every account, as it is. */
  const snapshot = (sim: Simulator) => JSON.stringify(sim.state.accounts);
  const cedarIds = (sim: Simulator) => sim.state.accounts.filter((entry) => entry.companyId === 'c4').map((entry) => entry.id).sort();

  it("gives Cedar's administrator its company's members only: the list and its total", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const rows = everyMember(sim, cedar);
    expect(rows.map((row) => row.id).sort()).toEqual(cedarIds(sim));
    expect(rows.map((row) => row.account)).toEqual(expect.arrayContaining(['cedar.admin', 'cedar.member']));
    expect(memberPage(sim, cedar, {}).totalCount).toBe(cedarIds(sim).length);
    expect(memberPage(sim, cedar, { keyword: 'robot.example' }).totalCount).toBe(0);
    expect(memberPage(sim, cedar, { roleId: 'r1' }).totalCount).toBe(0);
    // Robot Demo Co.'s admin, for contrast, gets none of Cedar's.
    const admin = signedIn(sim, 'admin');
    expect(everyMember(sim, admin).some((row) => cedarIds(sim).includes(row.id))).toBe(false);
  });

  it("refuses Cedar's administrator every member of Robot Demo Co. by id, as an unknown id, and changes nothing", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const own = sim.state.accounts.find((entry) => entry.account === 'cedar.member') as NonNullable<ReturnType<typeof acmeMember>>;
    const locked = sim.state.accounts.find((entry) => entry.companyId === 'c1' && entry.locked);
    if (!locked) throw new Error('no locked member of Robot Demo Co.');
    const before = snapshot(sim);
    const unknownDetail = get(sim, '/person/view/more/9999', cedar);
    expect(code(unknownDetail)).toBe(STATUS.NOT_FOUND);
    const body = { name: 'Taken Over', phone: '12345', email: 'cedar.admin.owns@cedar.example', roleId: 'r4' };
    for (const id of ['1003', '1001', locked.id]) {
      const calls: Array<[string, SimResponse]> = [
        ['detail', get(sim, `/person/view/more/${id}`, cedar)],
        ['edit', put(sim, `/person/${id}`, body, cedar)],
        ['disable', put(sim, '/person/status', { ids: [own.id, id], enabled: false }, cedar)],
        ['enable', put(sim, '/person/status', { ids: [id], enabled: true }, cedar)],
        ['unlock', put(sim, '/person/unlock/account', { ids: [own.id, id] }, cedar)],
        ['remove', del(sim, '/person', { ids: [own.id, id] }, cedar)],
      ];
      for (const [label, response] of calls) {
        expect(response.raw, `${label} ${id}`).toBeFalsy();
        expect(response.body, `${label} ${id}`).toEqual(unknownDetail.body);
      }
    }
    expect(snapshot(sim)).toBe(before);
    // The same calls on its own member succeed.
    expect(code(put(sim, '/person/status', { ids: [own.id], enabled: false }, cedar))).toBe(0);
    expect(code(del(sim, '/person', { ids: [own.id] }, cedar))).toBe(0);
    expect(sim.state.accounts.some((entry) => entry.id === own.id)).toBe(false);
    expect(sim.state.accounts.find((entry) => entry.id === locked.id)?.locked).toBe(true);
  });

  it('keeps platform staff out of a company administrator\'s hands: no edit, status, unlock or removal (40301)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = drawnMember(sim);
    // A company administrator of Robot Demo Co., whose member list holds the platform's admin.
    expect(code(put(sim, `/person/${target.id}`, editBody(target, { roleId: 'r4' }), admin))).toBe(0);
    const companyAdmin = signedIn(sim, target.account);
    expect(detail(sim, companyAdmin, '1001')).toMatchObject({ account: 'admin', roleName: 'Administrator' });
    const before = snapshot(sim);
    const self = detail(sim, companyAdmin, '1001');
    for (const response of [
      put(sim, '/person/1001', editBody(self, { email: 'mine@robot.example' }), companyAdmin),
      put(sim, '/person/status', { ids: ['1003', '1001'], enabled: false }, companyAdmin),
      put(sim, '/person/unlock/account', { ids: ['1001'] }, companyAdmin),
      del(sim, '/person', { ids: ['1001'] }, companyAdmin),
    ]) {
      expect(code(response)).toBe(STATUS.PERMISSION_MISSING);
      expect(result(response)).toEqual({ scope: 'platform' });
    }
    expect(snapshot(sim)).toBe(before);
    expect(code(login(sim, 'admin').response)).toBe(0);
    // The platform's admin is changed by platform staff, as before.
    expect(code(put(sim, '/person/1001', editBody(self, { deviceLevel: 4 }), admin))).toBe(0);
  });
});

describe('the tenant boundary: roles', () => {
  const rolePage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
    pageAt<RoleRow>(sim, send, '/role/page', { pageNumber: 1, pageSize: 100, ...body }, auth);
  const made = (sim: Simulator, auth: Auth, body: Record<string, unknown>) => succeeded<RoleRow>(post(sim, '/role', body, auth));
  const roleState = (sim: Simulator) => JSON.stringify(sim.state.roles);

  function threeCompanies() {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const falcon = signedIn(sim, 'falcon.admin');
    const nurse = made(sim, cedar, { name: 'Cedar Nurse', type: 'enterprise', permissions: ['personBase', 'platform'] });
    const welder = made(sim, falcon, { name: 'Falcon Welder', type: 'agent', permissions: ['personBase'] });
    return { sim, admin, cedar, falcon, nurse, welder };
  }

  it("shows a company the shared roles and its own, never a platform role or another company's: page, total, options", () => {
    const { sim, admin, cedar, falcon, nurse, welder } = threeCompanies();
    expect(nurse).toMatchObject({ companyId: 'c4', type: 'enterprise', memberCount: 0 });
    expect(welder).toMatchObject({ companyId: 'c7', type: 'agent' });
    const cedarPage = rolePage(sim, cedar, { sortField: 'name' });
    expect(cedarPage.items.map((role) => role.name)).toEqual(['Cedar Nurse', 'Dispatcher', 'Enterprise Administrator', 'Member']);
    expect(cedarPage.totalCount).toBe(4);
    expect(rolePage(sim, cedar, { type: 'platform' }).totalCount).toBe(0);
    expect(rolePage(sim, cedar, { keyword: 'welder' }).totalCount).toBe(0);
    expect(result<Array<{ id: string }>>(get(sim, '/role/options', cedar)).map((role) => role.id)).toEqual([nurse.id, 'r2', 'r4', 'r3']);
    expect(result<Array<{ id: string }>>(get(sim, '/role/options', falcon)).map((role) => role.id)).toEqual(['r2', 'r4', welder.id, 'r3']);
    // A shared role's members are counted within the company only.
    const counts = Object.fromEntries(cedarPage.items.map((role) => [role.id, role.memberCount]));
    const inCedar = (roleId: string) => sim.state.accounts.filter((entry) => entry.companyId === 'c4' && entry.roleId === roleId).length;
    expect(counts).toEqual({ [nurse.id]: 0, r2: inCedar('r2'), r3: inCedar('r3'), r4: inCedar('r4') });
    expect(counts.r3).toBeLessThan(sim.state.accounts.filter((entry) => entry.roleId === 'r3').length);
    // The platform sees every role, both companies' too, counted everywhere.
    const all = rolePage(sim, admin);
    expect(all.totalCount).toBe(6);
    expect(all.items.map((role) => role.id)).toEqual(expect.arrayContaining(['r1', nurse.id, welder.id]));
    expect(all.items.find((role) => role.id === 'r3')?.memberCount).toBe(sim.state.accounts.filter((entry) => entry.roleId === 'r3').length);
  });

  it("refuses a company's administrator the platform's, the shared and another company's roles as unknown, changing nothing", () => {
    const { sim, admin, cedar, nurse, welder } = threeCompanies();
    const before = roleState(sim);
    const unknown = put(sim, '/role/r99', { name: 'X', type: 'enterprise' }, cedar);
    expect(code(unknown)).toBe(STATUS.NOT_FOUND);
    expect(reason(unknown)).toBe('role not found');
    for (const id of ['r1', 'r2', 'r3', 'r4', welder.id]) {
      expect(put(sim, `/role/${id}`, { name: 'Taken', type: 'enterprise', permissions: [...PERMISSION_KEYS] }, cedar).body, id).toEqual(unknown.body);
      expect(send(sim, 'DELETE', `/role/${id}`, undefined, cedar).body, id).toEqual(unknown.body);
    }
    expect(roleState(sim)).toBe(before);
    // Its own company's role: edited and deleted.
    expect(code(put(sim, `/role/${nurse.id}`, { name: 'Head Nurse', type: 'agent' }, cedar))).toBe(0);
    expect(code(send(sim, 'DELETE', `/role/${nurse.id}`, undefined, cedar))).toBe(0);
    // The platform edits and deletes any role, a company's too.
    expect(code(put(sim, `/role/${welder.id}`, { name: 'Falcon Welder', type: 'enterprise' }, admin))).toBe(0);
    expect(code(send(sim, 'DELETE', `/role/${welder.id}`, undefined, admin))).toBe(0);
  });

  it('lets no company make or turn a role into a platform role; the platform makes its own', () => {
    const { sim, admin, cedar, nurse } = threeCompanies();
    const before = roleState(sim);
    expectInvalid(post(sim, '/role', { name: 'Cedar Root', type: 'platform', permissions: [...PERMISSION_KEYS] }, cedar), { type: 'invalid' });
    expectInvalid(put(sim, `/role/${nurse.id}`, { name: 'Cedar Nurse', type: 'platform', permissions: [...PERMISSION_KEYS] }, cedar), { type: 'invalid' });
    // Not even the platform makes a company's role a platform role: it would reach every company.
    expectInvalid(put(sim, `/role/${nurse.id}`, { name: 'Cedar Nurse', type: 'platform' }, admin), { type: 'invalid' });
    expect(roleState(sim)).toBe(before);
    expect(made(sim, admin, { name: 'Auditor', type: 'platform', permissions: ['personBase'] })).toMatchObject({ type: 'platform', companyId: '' });
    // An account of no company makes no role (it would be the platform's own).
    const free = sim.state.accounts.find((entry) => entry.companyId === '');
    if (!free) throw new Error('no account of no company');
    free.permissions = [...PERMISSION_KEYS];
    const refused = post(sim, '/role', { name: 'Loose', type: 'enterprise', permissions: [] }, signedIn(sim, free.account));
    expect(code(refused)).toBe(STATUS.NOT_FOUND);
    expect(reason(refused)).toBe('company not found');
  });

  it('keeps names unique among the roles a caller sees: shared names are taken, another company\'s are not', () => {
    const { sim, admin, cedar, falcon } = threeCompanies();
    for (const name of ['member', 'ENTERPRISE ADMINISTRATOR', 'cedar nurse']) {
      const taken = post(sim, '/role', { name, type: 'enterprise', permissions: [] }, cedar);
      expect(code(taken), name).toBe(STATUS.CONFLICT);
      expect(fields(taken)).toEqual({ name: 'exists' });
    }
    // Another company's role name, and a platform role's (neither of which it sees), are free to it.
    expect(made(sim, falcon, { name: 'Cedar Nurse', type: 'enterprise', permissions: [] })).toMatchObject({ companyId: 'c7' });
    expect(made(sim, cedar, { name: 'Administrator', type: 'enterprise', permissions: [] })).toMatchObject({ companyId: 'c4' });
    // The platform sees every role: any name in use anywhere is taken.
    expect(code(post(sim, '/role', { name: 'Falcon Welder', type: 'agent', permissions: [] }, admin))).toBe(STATUS.CONFLICT);
  });

  it('never deletes the built-in Administrator role nor strips it of a key; its name may change', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const refused = send(sim, 'DELETE', '/role/r1', undefined, admin);
    expect(code(refused)).toBe(STATUS.CONFLICT);
    expect(reason(refused)).toBe('built-in role cannot be deleted');
    expect(result(refused)).toEqual({ builtIn: true });
    // A company's administrator does not even see it.
    expect(code(send(sim, 'DELETE', '/role/r1', undefined, signedIn(sim, 'cedar.admin')))).toBe(STATUS.NOT_FOUND);

    const before = JSON.stringify(sim.state.roles);
    expectInvalid(put(sim, '/role/r1', { name: 'Administrator', type: 'platform', permissions: PERMISSION_KEYS.slice(1) }, admin), { permissions: 'invalid' });
    expectInvalid(put(sim, '/role/r1', { name: 'Administrator', type: 'platform', permissions: [] }, admin), { permissions: 'invalid' });
    expectInvalid(put(sim, '/role/r1', { name: 'Administrator', type: 'enterprise' }, admin), { type: 'invalid' });
    expect(JSON.stringify(sim.state.roles)).toBe(before);
    const renamed = succeeded<RoleRow>(put(sim, '/role/r1', { name: 'Platform Administrator', type: 'platform' }, admin));
    expect(renamed).toMatchObject({ name: 'Platform Administrator', permissions: [...PERMISSION_KEYS] });
    expect(menuOf(sim, admin)).toEqual([...PERMISSION_KEYS]);

    // Held by no one, by another platform role's holder: still refused.
    const ops = succeeded<RoleRow>(post(sim, '/role', { name: 'Operations', type: 'platform', permissions: [...PERMISSION_KEYS] }, admin));
    const target = drawnMember(sim);
    expect(code(put(sim, `/person/${target.id}`, editBody(target, { roleId: ops.id }), admin))).toBe(0);
    const operator = signedIn(sim, target.account);
    sim.state.accounts = sim.state.accounts.filter((entry) => entry.roleId !== 'r1');
    expect(result(send(sim, 'DELETE', '/role/r1', undefined, operator))).toEqual({ builtIn: true });
    expect(sim.state.roles.some((role) => role.id === 'r1')).toBe(true);
  });

  it("lets a company give only roles within its reach: a platform role or another company's is an unknown role", () => {
    const { sim, admin, cedar, nurse, welder } = threeCompanies();
    const own = sim.state.accounts.find((entry) => entry.account === 'cedar.member');
    if (!own) throw new Error('no cedar.member');
    const body = { name: own.name, phone: own.phone, email: own.email };
    const before = JSON.stringify(own);
    for (const roleId of ['r1', welder.id, 'r99']) {
      expectInvalid(put(sim, `/person/${own.id}`, { ...body, roleId }, cedar), { roleId: 'invalid' }, `edit ${roleId}`);
      expectInvalid(post(sim, '/person/invite', { roleId }, cedar), { roleId: 'invalid' }, `invite ${roleId}`);
    }
    expect(JSON.stringify(own)).toBe(before);
    expect(sim.state.invitations.size).toBe(4);
    for (const roleName of ['Administrator', 'Falcon Welder']) {
      const refused = uploadFile(sim, '/person/excel/file', `name,email,phone,roleName\nNew,new.${roleName.length}@cedar.example,12345,${roleName}\n`, cedar);
      expect(result(refused)).toEqual({ fields: { file: 'invalid' }, rows: [{ row: 2, fields: { roleName: 'invalid' } }] });
    }
    // Shared and own roles are given.
    expect(succeeded<MemberDetail>(put(sim, `/person/${own.id}`, { ...body, roleId: nurse.id }, cedar))).toMatchObject({ roleName: 'Cedar Nurse' });
    expect(succeeded<InvitationRow>(post(sim, '/person/invite', { roleId: 'r2' }, cedar))).toMatchObject({ roleName: 'Dispatcher' });
    const imported = uploadFile(sim, '/person/excel/file', 'name,email,phone,roleName\nNew,new.hire@cedar.example,12345,cedar nurse\n', cedar);
    expect(code(imported)).toBe(0);
    expect(sim.state.accounts.find((entry) => entry.email === 'new.hire@cedar.example')).toMatchObject({ companyId: 'c4', roleId: nurse.id });
    // The platform gives any role.
    expect(code(put(sim, `/person/${drawnMember(sim).id}`, editBody(drawnMember(sim), { roleId: 'r1' }), admin))).toBe(0);
  });
});

describe('the tenant boundary: invitations', () => {
  it("lists a company's invitations only, and its invitations belong to it", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const page = (auth: Auth) => pageAt<InvitationRow>(sim, send, '/person/invite/page', { pageNumber: 1, pageSize: 100 }, auth);
    expect(page(cedar)).toEqual({ items: [], totalCount: 0 });
    const row = succeeded<InvitationRow>(post(sim, '/person/invite', { email: 'nurse@cedar.example' }, cedar));
    expect(page(cedar).items.map((item) => item.code)).toEqual([row.code]);
    expect(page(admin).totalCount).toBe(4);
    expect(page(admin).items.some((item) => item.code === row.code)).toBe(false);
    expect(result(get(sim, `/person/invite/${row.code}`))).toMatchObject({ companyName: 'Cedar Hospital Group', roleName: 'Member' });
  });
});

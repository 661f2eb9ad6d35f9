/**
 * The enterprise side of docs/api.md on the simulator ("Enterprise",
 * "Agents"): the signed-in person's company, read and edited under every
 * rule; its members paged, added, removed, exported and imported (all or
 * nothing, each bad row named); agents and a company's agent source; and
 * the permission key of every call. Requests are signed as a client signs
 * them.
 */
import { PERMISSION_KEYS } from '../../src/services/types/permissions';
import { STATUS } from '../../src/request/codes';
import type { Agent as AgentRow } from '../../src/services/types/agent';
import type { Company as EnterpriseView } from '../../src/services/types/enterprise';
import type { Candidate, MemberRow } from '../../src/services/types/member';
import { DISPATCHER_KEYS } from './org';
import { Simulator } from './simulator';
import { DAY_MS } from './store';
import {
  code,
  del,
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
  send,
  signedIn,
  uploadFile,
  type Auth,
  succeeded,
} from './testClient';
import type { SimResponse } from './types';

/** Robot Demo Co.: admin, dispatcher, member and 45 drawn members. */
const C1_MEMBERS = 48;
const SEEDED_AGENTS = 5;

const VIEW_KEYS = [
  'address', 'agentId', 'agentName', 'createdAt', 'creditCode', 'enabled', 'foundedAt', 'id', 'memberCount', 'name',
  'number', 'phone', 'responsibleEmail', 'responsibleName', 'responsiblePhone', 'serviceValidity', 'shortName',
  'updatedAt', 'website',
];
const ROW_KEYS = ['id', 'account', 'name', 'gender', 'email', 'phone', 'jobNumber', 'roleId', 'roleName', 'deviceLevel', 'enabled', 'locked', 'createdAt', 'lastLoginAt'].sort();

function enterprise(sim: Simulator, auth: Auth): EnterpriseView {
  const response = get(sim, '/enterprise', auth);
  expect(code(response)).toBe(0);
  return result<EnterpriseView>(response);
}

function edited(sim: Simulator, auth: Auth, body: Record<string, unknown>): EnterpriseView {
  return succeeded<EnterpriseView>(put(sim, '/enterprise', body, auth));
}

const memberPage = (sim: Simulator, auth: Auth, body: Record<string, unknown>) =>
  pageAt<MemberRow>(sim, send, '/enterprise/member/page', { pageNumber: 1, pageSize: 10, ...body }, auth);
const everyMember = (sim: Simulator, auth: Auth, filters: Record<string, unknown> = {}) =>
  everyItem<MemberRow>(sim, send, '/enterprise/member/page', filters, auth);

const candidates = (sim: Simulator, auth: Auth, filters: Record<string, unknown> = {}) =>
  everyItem<Candidate>(sim, send, '/enterprise/member/candidate/page', filters, auth);

const account = (sim: Simulator, id: string) => sim.state.accounts.find((entry) => entry.id === id);
const menuOf = (sim: Simulator, auth: Auth) => result<string[]>(get(sim, `/person/${auth.userId}/menu`, auth));

describe('enterprise: the company record', () => {
  it("answers the signed-in person's company with every field", () => {
    const sim = new Simulator();
    const view = enterprise(sim, signedIn(sim, 'admin'));
    expect(Object.keys(view).sort()).toEqual(VIEW_KEYS);
    expect(view).toMatchObject({
      id: 'c1',
      name: 'Robot Demo Co.',
      number: 'EN-0001',
      shortName: 'Robot Demo',
      website: 'https://www.robot-demo-co.example',
      agentId: 'a1',
      agentName: 'Eastern Automation Partners',
      enabled: true,
      memberCount: C1_MEMBERS,
    });
    expect(Object.keys(view.address).sort()).toEqual(['city', 'country', 'detail', 'province', 'street']);
    expect(Object.values(view.address).every((part) => part !== '')).toBe(true);
    expect(view.creditCode).toMatch(/^[0-9A-HJ-NPQRTUWXY]{18}$/);
    for (const phone of [view.phone, view.responsiblePhone]) expect(phone).toMatch(/^[0-9+\-() ]{5,20}$/);
    expect(view.responsibleEmail).toMatch(/^[^@\s]+@robot-demo-co\.example$/);
    expect(view.foundedAt).toBeLessThan(sim.now());
    const { start, end } = view.serviceValidity;
    expect(start).toBeLessThan(sim.now());
    expect(end).toBeGreaterThan(sim.now());
  });

  it('answers each person their own company; an account of no company is 40401', () => {
    const sim = new Simulator();
    const acme = sim.state.accounts.find((entry) => entry.companyId === 'c2');
    if (!acme) throw new Error('no member of Acme Logistics');
    acme.permissions.push('platform:enterprise:info');
    const view = enterprise(sim, signedIn(sim, acme.account));
    expect(view).toMatchObject({ id: 'c2', name: 'Acme Logistics', number: 'EN-0002' });
    expect(view.memberCount).toBe(sim.state.accounts.filter((entry) => entry.companyId === 'c2').length);

    // Two companies whose service ended are disabled.
    expect(sim.state.companies.filter((company) => !company.enabled).map((company) => company.id)).toEqual(['c12', 'c22']);

    const free = sim.state.accounts.find((entry) => entry.companyId === '');
    if (!free) throw new Error('no account of no company');
    free.permissions.push('platform:enterprise:info');
    const none = get(sim, '/enterprise', signedIn(sim, free.account));
    expect(code(none)).toBe(STATUS.NOT_FOUND);
    expect(reason(none)).toBe('company not found');
  });

  it('edits every field and answers the new record; the new name shows in the company options', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const body = {
      name: 'Robot Demo Group',
      shortName: 'RDG',
      creditCode: '91310000MA1K4XYZ12',
      phone: '+86 (21) 5555-0101',
      website: 'https://robot.example',
      foundedAt: Date.UTC(2010, 0, 1),
      address: { country: 'China', province: 'Shanghai', city: 'Shanghai', street: '1 Robot Road', detail: 'Floor 8' },
      responsibleName: 'Lin Wei',
      responsiblePhone: '13800138000',
      responsibleEmail: 'lin.wei@robot.example',
      agentId: 'a2',
      enabled: true,
      serviceValidity: { start: Date.UTC(2026, 0, 1), end: Date.UTC(2027, 0, 1) },
    };
    const view = edited(sim, admin, body);
    expect(view).toEqual({
      ...body,
      id: 'c1',
      number: 'EN-0001',
      agentName: 'Pacific Robotics Distribution',
      memberCount: C1_MEMBERS,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(Math.abs(view.updatedAt - sim.now())).toBeLessThan(1000);
    expect(enterprise(sim, admin)).toEqual(view);
    const options = result<Array<{ id: string; name: string }>>(get(sim, '/company/options', admin));
    expect(options.find((option) => option.id === 'c1')?.name).toBe('Robot Demo Group');
    // Texts are trimmed; the boundaries pass: 50 characters, phones of 5 and 20, a service of one day.
    const bounds = edited(sim, admin, {
      name: `  ${'N'.repeat(50)}  `,
      shortName: 'S'.repeat(50),
      phone: '12345',
      responsiblePhone: '1'.repeat(20),
      address: { city: 'C'.repeat(50) },
      serviceValidity: { start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 0, 1) },
    });
    expect(bounds).toMatchObject({ name: 'N'.repeat(50), shortName: 'S'.repeat(50), phone: '12345', responsiblePhone: '1'.repeat(20) });
    expect(bounds.address).toEqual({ ...body.address, city: 'C'.repeat(50) });
  });

  it('keeps what is left out and clears what is null', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = enterprise(sim, admin);
    const kept = edited(sim, admin, { name: 'Robot Demo Co.' });
    expect({ ...kept, updatedAt: 0 }).toEqual({ ...before, updatedAt: 0 });
    const cleared = edited(sim, admin, {
      name: 'Robot Demo Co.',
      phone: null,
      website: null,
      responsibleEmail: '',
      foundedAt: null,
      address: null,
      agentId: null,
      serviceValidity: null,
    });
    expect(cleared).toMatchObject({
      phone: '',
      website: '',
      responsibleEmail: '',
      foundedAt: null,
      address: { country: '', province: '', city: '', street: '', detail: '' },
      agentId: null,
      agentName: '',
      serviceValidity: { start: null, end: null },
      shortName: before.shortName,
    });
    // One end of the period alone.
    expect(edited(sim, admin, { name: 'Robot Demo Co.', serviceValidity: { end: Date.UTC(2030, 0, 1) } }).serviceValidity).toEqual({
      start: null,
      end: Date.UTC(2030, 0, 1),
    });
  });

  it('refuses text over 50 characters, a bad phone or email, an end before the start, and changes nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = enterprise(sim, admin);
    const { start } = before.serviceValidity;
    const name = 'Robot Demo Co.';
    const long = 'x'.repeat(51);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { name: 'required' }],
      [{ name: '   ' }, { name: 'required' }],
      [{ name: long }, { name: 'tooLong' }],
      [{ name: 42 }, { name: 'invalid' }],
      [{ name, shortName: long }, { shortName: 'tooLong' }],
      [{ name, creditCode: long }, { creditCode: 'tooLong' }],
      [{ name, website: long }, { website: 'tooLong' }],
      [{ name, responsibleName: long }, { responsibleName: 'tooLong' }],
      [{ name, address: { country: long } }, { 'address.country': 'tooLong' }],
      [{ name, address: { province: long } }, { 'address.province': 'tooLong' }],
      [{ name, address: { city: long } }, { 'address.city': 'tooLong' }],
      [{ name, address: { street: long } }, { 'address.street': 'tooLong' }],
      [{ name, address: { detail: long } }, { 'address.detail': 'tooLong' }],
      [{ name, address: 'Shanghai' }, { address: 'invalid' }],
      [{ name, phone: '1234' }, { phone: 'tooShort' }],
      [{ name, phone: '1'.repeat(21) }, { phone: 'tooLong' }],
      [{ name, phone: '12345x' }, { phone: 'invalid' }],
      [{ name, phone: '+86#21-5555' }, { phone: 'invalid' }],
      [{ name, responsiblePhone: '1234' }, { responsiblePhone: 'tooShort' }],
      [{ name, responsiblePhone: '1'.repeat(21) }, { responsiblePhone: 'tooLong' }],
      [{ name, responsiblePhone: 'call me' }, { responsiblePhone: 'invalid' }],
      [{ name, responsibleEmail: 'not-an-email' }, { responsibleEmail: 'invalid' }],
      [{ name, responsibleEmail: 'lin@localhost' }, { responsibleEmail: 'invalid' }],
      [{ name, responsibleEmail: 'l i n@robot.example' }, { responsibleEmail: 'invalid' }],
      [{ name, serviceValidity: { start: Date.UTC(2027, 0, 1), end: Date.UTC(2026, 11, 31) } }, { 'serviceValidity.end': 'invalid' }],
      // Against the kept start.
      [{ name, serviceValidity: { end: (start as number) - DAY_MS } }, { 'serviceValidity.end': 'invalid' }],
      [{ name, serviceValidity: { start: '2026-01-01' } }, { 'serviceValidity.start': 'invalid' }],
      [{ name, serviceValidity: [1, 2] }, { serviceValidity: 'invalid' }],
      [{ name, foundedAt: sim.now() + DAY_MS }, { foundedAt: 'invalid' }],
      [{ name, foundedAt: -1 }, { foundedAt: 'invalid' }],
      [{ name, agentId: 'a999' }, { agentId: 'invalid' }],
      [{ name, enabled: 'yes' }, { enabled: 'invalid' }],
    ];
    for (const [body, expected] of cases) expectInvalid(put(sim, '/enterprise', body, admin), expected, JSON.stringify(body));
    const taken = put(sim, '/enterprise', { name: ' acme LOGISTICS ' }, admin);
    expect(code(taken)).toBe(STATUS.CONFLICT);
    expect(reason(taken)).toBe('company already exists');
    expect(fields(taken)).toEqual({ name: 'exists' });
    expect(enterprise(sim, admin)).toEqual(before);
  });
});

describe('enterprise: members', () => {
  it("pages the company's 48 members, newest first, with filters and sorting", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const rows = everyMember(sim, admin);
    expect(rows).toHaveLength(C1_MEMBERS);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    expect(new Set(rows.map((row) => row.id))).toEqual(
      new Set(sim.state.accounts.filter((entry) => entry.companyId === 'c1').map((entry) => entry.id)),
    );
    expectOrdered(rows.map((row) => row.createdAt), 'descend');
    const pages = [1, 2, 3, 4, 5].map((pageNumber) => memberPage(sim, admin, { pageNumber }));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 10, 10, 8]);
    expect(pages.every((page) => page.totalCount === C1_MEMBERS)).toBe(true);

    expect(memberPage(sim, admin, { keyword: ' @ROBOT.example ' }).items.map((row) => row.account).sort()).toEqual([
      'admin',
      'dispatcher',
      'member',
    ]);
    expect(memberPage(sim, admin, { locked: true }).totalCount).toBe(4);
    expect(memberPage(sim, admin, { enabled: false }).totalCount).toBe(3);
    // The drawn company administrators hold Enterprise Administrator; only the seeded admin is platform staff.
    const admins = everyMember(sim, admin, { roleId: 'r4' });
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.map((row) => row.id).sort()).toEqual(
      sim.state.accounts.filter((entry) => entry.companyId === 'c1' && entry.roleId === 'r4').map((entry) => entry.id).sort(),
    );
    expect(admins.every((row) => row.roleName === 'Enterprise Administrator')).toBe(true);
    expect(everyMember(sim, admin, { roleId: 'r1' }).map((row) => row.account)).toEqual(['admin']);
    const names = everyMember(sim, admin, { sortField: 'name', sortOrder: 'descend' }).map((row) => row.name);
    expectOrdered(names, 'descend');
    expectInvalid(send(sim, 'POST', '/enterprise/member/page', { companyId: 'c2' }, admin), { companyId: 'invalid' });
    expectInvalid(send(sim, 'POST', '/enterprise/member/page', { sortField: 'password' }, admin), { sortField: 'invalid' });
  });

  it('adds accounts of no company with a role (Member when none is named); their menu follows', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const free = candidates(sim, admin);
    expect(free).toHaveLength(8);
    expect(Object.keys(free[0]).sort()).toEqual(['account', 'createdAt', 'email', 'id', 'name', 'phone']);
    expect(candidates(sim, admin, { keyword: free[0].email.toUpperCase() }).map((entry) => entry.id)).toEqual([free[0].id]);
    const [first, second, third] = free;

    const added = post(sim, '/enterprise/member', { ids: [first.id], roleId: 'r2' }, admin);
    expect(code(added)).toBe(0);
    expect(result(added)).toEqual({ added: 1 });
    expect(result(post(sim, '/enterprise/member', { ids: [second.id, second.id] }, admin))).toEqual({ added: 1 });
    expect(result(post(sim, '/enterprise/member', { ids: [third.id], roleId: null }, admin))).toEqual({ added: 1 });

    const rows = new Map(everyMember(sim, admin).map((row) => [row.id, row]));
    expect(rows.size).toBe(C1_MEMBERS + 3);
    expect(rows.get(first.id)?.roleName).toBe('Dispatcher');
    expect(rows.get(second.id)?.roleName).toBe('Member');
    expect(rows.get(third.id)?.roleName).toBe('');
    expect(candidates(sim, admin)).toHaveLength(5);
    expect(enterprise(sim, admin).memberCount).toBe(C1_MEMBERS + 3);

    const dispatcher = signedIn(sim, first.account);
    expect(menuOf(sim, dispatcher)).toEqual([...DISPATCHER_KEYS]);
    expect(result(get(sim, '/person/center', dispatcher))).toMatchObject({ companyName: 'Robot Demo Co.', roleName: 'Dispatcher' });
    expect(menuOf(sim, signedIn(sim, third.account))).toEqual(['personBase', 'platform']);
  });

  it('refuses unknown accounts, accounts of a company and unknown roles, adding no one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const [free] = candidates(sim, admin);
    expectInvalid(post(sim, '/enterprise/member', { ids: [] }, admin), { ids: 'required' });
    expectInvalid(post(sim, '/enterprise/member', {}, admin), { ids: 'required' });
    expectInvalid(post(sim, '/enterprise/member', { ids: [free.id], roleId: 'r99' }, admin), { roleId: 'invalid' });
    const unknown = post(sim, '/enterprise/member', { ids: [free.id, '9999'] }, admin);
    expect(code(unknown)).toBe(STATUS.NOT_FOUND);
    const acme = sim.state.accounts.find((entry) => entry.companyId === 'c2');
    const taken = post(sim, '/enterprise/member', { ids: [free.id, acme?.id, '1003'] }, admin);
    expect(code(taken)).toBe(STATUS.CONFLICT);
    expect(reason(taken)).toBe('already a member of a company');
    expect(result(taken)).toEqual({ fields: { ids: 'exists' }, ids: [acme?.id, '1003'] });
    expect(candidates(sim, admin)).toHaveLength(8);
    expect(account(sim, free.id)?.companyId).toBe('');
  });

  it('removes members: they keep the account, without company and role', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = everyMember(sim, admin, { roleId: 'r2' }).find((row) => row.enabled && !row.locked && row.account !== 'dispatcher');
    if (!target) throw new Error('no drawn dispatcher');
    const theirs = signedIn(sim, target.account);
    expect(menuOf(sim, theirs)).toEqual([...DISPATCHER_KEYS]);

    const removed = del(sim, '/enterprise/member', { ids: [target.id] }, admin);
    expect(code(removed)).toBe(0);
    expect(result(removed)).toEqual({ removed: 1 });
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS - 1);
    // The session lives on; the next load shows the new keys.
    expect(menuOf(sim, theirs)).toEqual(['personBase', 'platform']);
    expect(result(get(sim, '/person/center', theirs))).toMatchObject({ companyName: '', roleName: '' });
    expect(code(login(sim, target.account).response)).toBe(0);
    expect(candidates(sim, admin).map((entry) => entry.id)).toContain(target.id);
  });

  it('refuses to remove oneself, another company\'s member or an unknown id, and removes no one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expectInvalid(del(sim, '/enterprise/member', { ids: ['1002', '1001'] }, admin), { ids: 'invalid' });
    const acme = sim.state.accounts.find((entry) => entry.companyId === 'c2');
    const other = del(sim, '/enterprise/member', { ids: ['1002', acme?.id] }, admin);
    expect(code(other)).toBe(STATUS.NOT_FOUND);
    expect(reason(other)).toBe('member not found');
    expect(code(del(sim, '/enterprise/member', { ids: ['9999'] }, admin))).toBe(STATUS.NOT_FOUND);
    expectInvalid(del(sim, '/enterprise/member', { ids: 'all' }, admin), { ids: 'invalid' });
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS);
    expect(account(sim, '1002')?.companyId).toBe('c1');
  });
});

describe('enterprise: importing members', () => {
  const HEADER = 'name,email,phone,jobNumber,roleName';

  it('adds every row of a good file, with its role (Member when empty); quoted cells as RFC 4180', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const text = [
      HEADER,
      'Li Lei,li.lei@robot.example,+86 138 0000 0001,RD-1001,dispatcher',
      '"Wang, Fang",wang.fang@robot.example,13800000002,,',
      '',
      `"Zhao ""Max"" Min","zhao.min@robot.example","'+86 (21) 5555-0103","RD-1003",Administrator`,
    ].join('\r\n');
    const response = uploadFile(sim, '/enterprise/member/excel/file', `\uFEFF${text}\n`, admin);
    expect(code(response), JSON.stringify(result(response))).toBe(0);
    const { added, ids } = result<{ added: number; ids: string[] }>(response);
    expect(added).toBe(3);
    expect(ids).toEqual(['2001', '2002', '2003']);
    const rows = new Map(everyMember(sim, admin).map((row) => [row.email, row]));
    expect(rows.size).toBe(C1_MEMBERS + 3);
    expect(rows.get('li.lei@robot.example')).toMatchObject({
      account: 'li.lei@robot.example',
      name: 'Li Lei',
      phone: '+86 138 0000 0001',
      jobNumber: 'RD-1001',
      roleName: 'Dispatcher',
      enabled: true,
      locked: false,
      deviceLevel: 0,
    });
    expect(rows.get('wang.fang@robot.example')).toMatchObject({ name: 'Wang, Fang', jobNumber: '', roleName: 'Member' });
    expect(rows.get('zhao.min@robot.example')).toMatchObject({ name: 'Zhao "Max" Min', phone: '+86 (21) 5555-0103', roleName: 'Administrator' });
    // No password yet: none signs in until password recovery sets one.
    expect(fields(login(sim, 'li.lei@robot.example').response)).toEqual({ password: 'wrong' });
    expect(code(post(sim, '/person/forget/password/email/code', { emailName: 'li.lei@robot.example' }))).toBe(0);
  });

  it('checks every row, names each bad one with its number and reasons, and adds nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const text = [
      HEADER,
      'Good Row,good.row@robot.example,13800000003,,Member',
      ',no.name@robot.example,13800000004,,',
      'Bad Mail,not-an-email,13800000005,,',
      'Taken,ADMIN@robot.example,13800000006,,',
      'Short Phone,short.phone@robot.example,1234,,',
      'Letters,letters@robot.example,phone-no,,',
      `${'N'.repeat(51)},long.name@robot.example,13800000007,,`,
      'No Role,no.role@robot.example,13800000008,,Owner',
      'Twice,Good.Row@robot.example,13800000009,,',
      '',
      `Two Faults,,12,${'J'.repeat(51)}`,
      'Long Phone,long.phone@robot.example,123456789012345678901,,',
    ].join('\r\n');
    const response = uploadFile(sim, '/enterprise/member/excel/file', text, admin);
    expect(code(response)).toBe(STATUS.VALIDATION_FAILED);
    expect(reason(response)).toBe('10 of 11 rows are invalid: nothing was imported');
    expect(result(response)).toEqual({
      fields: { file: 'invalid' },
      rows: [
        { row: 3, fields: { name: 'required' } },
        { row: 4, fields: { email: 'invalid' } },
        { row: 5, fields: { email: 'registered' } },
        { row: 6, fields: { phone: 'tooShort' } },
        { row: 7, fields: { phone: 'invalid' } },
        { row: 8, fields: { name: 'tooLong' } },
        { row: 9, fields: { roleName: 'invalid' } },
        { row: 10, fields: { email: 'exists' } },
        { row: 12, fields: { email: 'required', phone: 'tooShort', jobNumber: 'tooLong' } },
        { row: 13, fields: { phone: 'tooLong' } },
      ],
    });
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS);
    expect(sim.state.accounts.some((entry) => entry.email === 'good.row@robot.example')).toBe(false);
    expect(sim.state.nextAccountId).toBe(2001);
  });

  it('refuses members already registered row by row: the emails are registered', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const rows = ['1001', '1002'].map((id) => account(sim, id)).map((entry) => `${entry?.name},${entry?.email},12345`);
    const exported = ['name,email,phone', ...rows].join('\n');
    const response = uploadFile(sim, '/enterprise/member/excel/file', exported, admin);
    expect(result(response)).toEqual({
      fields: { file: 'invalid' },
      rows: [
        { row: 2, fields: { email: 'registered' } },
        { row: 3, fields: { email: 'registered' } },
      ],
    });
  });

  it('refuses a missing, oversized, non-UTF-8, unclosed, empty or headerless file', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const path = '/enterprise/member/excel/file';
    expectInvalid(uploadFile(sim, path, `${HEADER}\nA,a@robot.example,12345,,`, admin, 'upload'), { file: 'required' });
    expectInvalid(uploadFile(sim, path, Buffer.from([0xff, 0xfe, 0x41, 0x00]), admin), { file: 'type' });
    expectInvalid(uploadFile(sim, path, `${HEADER}\n"A,a@robot.example,12345,,`, admin), { file: 'invalid' });
    expectInvalid(uploadFile(sim, path, `${HEADER}\r\n\r\n`, admin), { file: 'invalid' });
    expectInvalid(uploadFile(sim, path, '', admin), { file: 'invalid' });
    const headerless = uploadFile(sim, path, 'name,email,mobile\nA,a@robot.example,12345', admin);
    expectInvalid(headerless, { file: 'invalid' });
    expect(result(headerless)).toMatchObject({ columns: ['phone'] });
    expect(reason(headerless)).toBe('The header lacks the columns phone');
    const many = [HEADER, ...Array.from({ length: 1001 }, (_, i) => `M${i},m${i}@robot.example,12345,,`)].join('\n');
    expectInvalid(uploadFile(sim, path, many, admin), { file: 'tooLong' });
    expectInvalid(uploadFile(sim, path, `${HEADER}\n${'x'.repeat(1024 * 1024)}`, admin), { file: 'tooLarge' });
    expect(memberPage(sim, admin, {}).totalCount).toBe(C1_MEMBERS);
  });
});

describe('agents', () => {
  const agentPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
    pageAt<AgentRow>(sim, send, '/agent/page', { pageNumber: 1, pageSize: 10, ...body }, auth);

  function addedAgent(sim: Simulator, auth: Auth, body: Record<string, unknown>): AgentRow {
    return succeeded<AgentRow>(post(sim, '/agent', body, auth));
  }

  it('pages the five seeded agents with their companies counted, filters and sorts them', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const page = agentPage(sim, admin);
    expect(page.totalCount).toBe(SEEDED_AGENTS);
    expect(Object.keys(page.items[0]).sort()).toEqual(
      ['companyCount', 'companyNumber', 'contactPhone', 'createdAt', 'head', 'id', 'name', 'updatedAt'],
    );
    expect(page.items.map((agent) => agent.id)).toEqual(['a5', 'a4', 'a3', 'a2', 'a1']);
    for (const agent of page.items) {
      expect(agent.contactPhone).toMatch(/^[0-9+\-() ]{5,20}$/);
      expect(agent.companyCount).toBe(sim.state.companies.filter((company) => company.agentId === agent.id).length);
    }
    expect(page.items.reduce((sum, agent) => sum + agent.companyCount, 0)).toBeGreaterThan(5);
    expect(agentPage(sim, admin, { keyword: 'pacific' }).items.map((agent) => agent.name)).toEqual(['Pacific Robotics Distribution']);
    expect(agentPage(sim, admin, { keyword: 'AG-0003' }).items.map((agent) => agent.id)).toEqual(['a3']);
    expectOrdered(agentPage(sim, admin, { sortField: 'name' }).items.map((agent) => agent.name), 'ascend');
    expectOrdered(agentPage(sim, admin, { sortField: 'companyCount', sortOrder: 'descend' }).items.map((agent) => agent.companyCount), 'descend');
    const options = result<Array<{ id: string; name: string }>>(get(sim, '/agent/options', admin));
    expect(options.map((option) => option.name)).toEqual([...options.map((option) => option.name)].sort());
    expect(options).toHaveLength(SEEDED_AGENTS);
  });

  it('adds, edits and deletes an agent; a company links to it as its agent source', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const agent = addedAgent(sim, admin, {
      name: ' Harbor Agency ',
      companyNumber: 'AG-0100',
      head: 'Mia Wong',
      contactPhone: '+86 21 5555 0199',
    });
    expect(agent).toEqual({
      id: 'a6',
      name: 'Harbor Agency',
      companyNumber: 'AG-0100',
      head: 'Mia Wong',
      contactPhone: '+86 21 5555 0199',
      companyCount: 0,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    const renamed = put(sim, '/agent/a6', { name: 'Harbor Agency Ltd.', contactPhone: '12345' }, admin);
    expect(result(renamed)).toMatchObject({ name: 'Harbor Agency Ltd.', companyNumber: 'AG-0100', head: 'Mia Wong', contactPhone: '12345' });
    expect(result(put(sim, '/agent/a6', { name: 'Harbor Agency Ltd.', contactPhone: '12345', head: null }, admin))).toMatchObject({ head: '' });

    expect(edited(sim, admin, { name: 'Robot Demo Co.', agentId: 'a6' })).toMatchObject({ agentId: 'a6', agentName: 'Harbor Agency Ltd.' });
    expect(agentPage(sim, admin, { keyword: 'Harbor' }).items[0].companyCount).toBe(1);

    const deleted = send(sim, 'DELETE', '/agent/a6', undefined, admin);
    expect(result(deleted)).toEqual({ released: 1 });
    expect(enterprise(sim, admin)).toMatchObject({ agentId: null, agentName: '' });
    expect(agentPage(sim, admin).totalCount).toBe(SEEDED_AGENTS);
    expect(code(send(sim, 'DELETE', '/agent/a6', undefined, admin))).toBe(STATUS.NOT_FOUND);
    expect(code(put(sim, '/agent/a6', { name: 'X', contactPhone: '12345' }, admin))).toBe(STATUS.NOT_FOUND);
    // The next agent gets a new id.
    expect(addedAgent(sim, admin, { name: 'Next', contactPhone: '12345' }).id).toBe('a7');
  });

  it('checks name, company number, head (at most 50) and contact phone (5-20)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const good = { name: 'Agency', contactPhone: '12345' };
    const long = 'x'.repeat(51);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ contactPhone: '12345' }, { name: 'required' }],
      [{ ...good, name: long }, { name: 'tooLong' }],
      [{ ...good, companyNumber: long }, { companyNumber: 'tooLong' }],
      [{ ...good, head: long }, { head: 'tooLong' }],
      [{ name: 'Agency' }, { contactPhone: 'required' }],
      [{ ...good, contactPhone: '1234' }, { contactPhone: 'tooShort' }],
      [{ ...good, contactPhone: '1'.repeat(21) }, { contactPhone: 'tooLong' }],
      [{ ...good, contactPhone: '555-CALL' }, { contactPhone: 'invalid' }],
    ];
    for (const [body, expected] of cases) {
      expectInvalid(post(sim, '/agent', body, admin), expected, JSON.stringify(body));
      expectInvalid(put(sim, '/agent/a1', body, admin), expected, JSON.stringify(body));
    }
    const taken = post(sim, '/agent', { ...good, name: 'northwind INTEGRATION' }, admin);
    expect(code(taken)).toBe(STATUS.CONFLICT);
    expect(reason(taken)).toBe('agent already exists');
    expect(fields(taken)).toEqual({ name: 'exists' });
    // Its own name is no conflict.
    expect(code(put(sim, '/agent/a3', { name: 'Northwind Integration', contactPhone: '1'.repeat(20) }, admin))).toBe(0);
    expect(addedAgent(sim, admin, { name: 'n'.repeat(50), companyNumber: 'c'.repeat(50), head: 'h'.repeat(50), contactPhone: '12345' }).name).toHaveLength(50);
    expect(agentPage(sim, admin).totalCount).toBe(SEEDED_AGENTS + 1);
  });
});

describe('enterprise and agents: permission keys', () => {
  const csvFile = 'name,email,phone\nA,a.new@robot.example,12345';
  const freeId = (sim: Simulator) => sim.state.accounts.find((entry) => entry.companyId === '')?.id;
  const CALLS: Array<[string, string, (sim: Simulator, auth: Auth) => SimResponse]> = [
    ['platform:enterprise:info', 'GET /enterprise', (sim, auth) => get(sim, '/enterprise', auth)],
    ['platform:enterprise:info:edit', 'PUT /enterprise', (sim, auth) => put(sim, '/enterprise', { name: 'Robot Demo Co.' }, auth)],
    ['platform:enterprise:info:viewMembers', 'POST /enterprise/member/page', (sim, auth) => post(sim, '/enterprise/member/page', {}, auth)],
    ['platform:enterprise:info:addMembers', 'POST /enterprise/member/candidate/page', (sim, auth) => post(sim, '/enterprise/member/candidate/page', {}, auth)],
    ['platform:enterprise:info:addMembers', 'POST /enterprise/member', (sim, auth) => post(sim, '/enterprise/member', { ids: [freeId(sim)] }, auth)],
    ['platform:enterprise:info:removeMembers', 'DELETE /enterprise/member', (sim, auth) => del(sim, '/enterprise/member', { ids: ['1004'] }, auth)],
    ['platform:enterprise:info:import', 'POST /enterprise/member/excel/file', (sim, auth) => uploadFile(sim, '/enterprise/member/excel/file', csvFile, auth)],
    ['platform:enterprise:info', 'POST /agent/page', (sim, auth) => post(sim, '/agent/page', {}, auth)],
    ['platform:enterprise:info', 'GET /agent/options', (sim, auth) => get(sim, '/agent/options', auth)],
    ['platform:enterprise:info:edit', 'POST /agent', (sim, auth) => post(sim, '/agent', { name: 'New', contactPhone: '12345' }, auth)],
    ['platform:enterprise:info:edit', 'PUT /agent/{id}', (sim, auth) => put(sim, '/agent/a2', { name: 'New', contactPhone: '12345' }, auth)],
    ['platform:enterprise:info:edit', 'DELETE /agent/{id}', (sim, auth) => send(sim, 'DELETE', '/agent/a2', undefined, auth)],
  ];

  it.each(CALLS)('needs %s for %s: 40301 without it, success with it alone', (key, _label, run) => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const holder = account(sim, '1001');
    if (!holder) throw new Error('no admin');
    holder.permissions = PERMISSION_KEYS.filter((candidate) => candidate !== key);
    expectRefused(run(sim, admin), key);
    for (const other of ['dispatcher', 'member']) expectRefused(run(sim, signedIn(sim, other)), key, other);
    holder.permissions = [key];
    const granted = run(sim, admin);
    // A download answers the file itself.
    if (!granted.raw) expect(code(granted)).toBe(0);
    expect(granted.status).toBe(200);
  });
});

describe('the tenant boundary: the enterprise, its members, agents', () => {
  const cedarIds = (sim: Simulator) => sim.state.accounts.filter((entry) => entry.companyId === 'c4').map((entry) => entry.id).sort();
  const snapshot = (sim: Simulator) => JSON.stringify({ accounts: sim.state.accounts, companies: sim.state.companies });

  it("gives Cedar's administrator its own company: the record, the members and their total", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    expect(enterprise(sim, cedar)).toMatchObject({ id: 'c4', name: 'Cedar Hospital Group', memberCount: cedarIds(sim).length });
    const rows = everyMember(sim, cedar);
    expect(rows.map((row) => row.id).sort()).toEqual(cedarIds(sim));
    expect(memberPage(sim, cedar, {}).totalCount).toBe(cedarIds(sim).length);
  });

  it("refuses Cedar's administrator Robot Demo Co.'s members by id as unknown ids, changing nothing", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const own = sim.state.accounts.find((entry) => entry.account === 'cedar.member')?.id;
    const before = snapshot(sim);
    const unknown = del(sim, '/enterprise/member', { ids: [own, '9999'] }, cedar);
    expect(code(unknown)).toBe(STATUS.NOT_FOUND);
    for (const id of ['1003', '1004']) {
      expect(del(sim, '/enterprise/member', { ids: [own, id] }, cedar).body).toEqual(unknown.body);
    }
    expect(snapshot(sim)).toBe(before);
  });

  it("adds accounts of no company only: another company's account and platform staff are unknown to a company", () => {
    const sim = new Simulator();
    const free = sim.state.accounts.filter((entry) => entry.companyId === '');
    // An account of no company who is platform staff.
    const staff = free[0];
    Object.assign(staff, { roleId: 'r1', roleName: 'Administrator', permissions: [...PERMISSION_KEYS] });
    const cedar = signedIn(sim, 'cedar.admin');
    const admin = signedIn(sim, 'admin');
    const welder = succeeded<{ id: string }>(post(sim, '/role', { name: 'Falcon Welder', type: 'enterprise', permissions: [] }, signedIn(sim, 'falcon.admin')));
    expect(candidates(sim, cedar).map((entry) => entry.id)).toEqual(candidates(sim, admin).map((entry) => entry.id).filter((id) => id !== staff.id));
    expect(candidates(sim, admin).map((entry) => entry.id)).toContain(staff.id);
    const before = snapshot(sim);
    const unknown = post(sim, '/enterprise/member', { ids: [free[1].id, '9999'] }, cedar);
    expect(code(unknown)).toBe(STATUS.NOT_FOUND);
    expect(reason(unknown)).toBe('account not found');
    for (const id of [staff.id, '1003', '1001']) {
      expect(post(sim, '/enterprise/member', { ids: [free[1].id, id] }, cedar).body, id).toEqual(unknown.body);
    }
    // Its own member is already one; the platform's and another company's roles are unknown roles.
    const own = sim.state.accounts.find((entry) => entry.account === 'cedar.member');
    expect(result(post(sim, '/enterprise/member', { ids: [free[1].id, own?.id] }, cedar))).toEqual({ fields: { ids: 'exists' }, ids: [own?.id] });
    expectInvalid(post(sim, '/enterprise/member', { ids: [free[1].id], roleId: 'r1' }, cedar), { roleId: 'invalid' });
    expectInvalid(post(sim, '/enterprise/member', { ids: [free[1].id], roleId: welder.id }, cedar), { roleId: 'invalid' });
    expect(snapshot(sim)).toBe(before);
    // A shared role is given.
    expect(result(post(sim, '/enterprise/member', { ids: [free[1].id], roleId: 'r2' }, cedar))).toEqual({ added: 1 });
    expect(account(sim, free[1].id)).toMatchObject({ companyId: 'c4', roleId: 'r2' });
  });

  it('refuses a company administrator the removal of platform staff from its company (40301)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = everyMember(sim, admin, { roleId: 'r3' }).find((row) => row.enabled && !row.locked && Number(row.id) > 1003);
    if (!target) throw new Error('no drawn member');
    expect(code(put(sim, `/person/${target.id}`, { name: target.name, phone: target.phone, email: target.email, roleId: 'r4' }, admin))).toBe(0);
    const companyAdmin = signedIn(sim, target.account);
    const refused = del(sim, '/enterprise/member', { ids: ['1003', '1001'] }, companyAdmin);
    expect(code(refused)).toBe(STATUS.PERMISSION_MISSING);
    expect(result(refused)).toEqual({ scope: 'platform' });
    expect(account(sim, '1001')).toMatchObject({ companyId: 'c1', roleId: 'r1' });
    expect(account(sim, '1003')).toMatchObject({ companyId: 'c1' });
    expect(result(del(sim, '/enterprise/member', { ids: ['1003'] }, companyAdmin))).toEqual({ removed: 1 });
  });

  it('leaves the agent source, enabling and service validity to the platform: a company edits the rest', () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const current = enterprise(sim, cedar);
    const before = JSON.stringify(sim.state.companies);
    const otherAgent = current.agentId === 'a2' ? 'a3' : 'a2';
    const base = { name: current.name };
    // Another agent, or none, is an unknown agent to it.
    expectInvalid(put(sim, '/enterprise', { ...base, agentId: otherAgent }, cedar), { agentId: 'invalid' });
    expectInvalid(put(sim, '/enterprise', { ...base, agentId: 'a999' }, cedar), { agentId: 'invalid' });
    if (current.agentId !== null) expectInvalid(put(sim, '/enterprise', { ...base, agentId: null }, cedar), { agentId: 'invalid' });
    expect(JSON.stringify(sim.state.companies)).toBe(before);
    // Enabling and the service validity it sends are kept as they are; the rest of its edit is saved.
    const later = (current.serviceValidity.end ?? sim.now()) + 365 * DAY_MS;
    const saved = edited(sim, cedar, {
      ...base,
      agentId: current.agentId,
      enabled: !current.enabled,
      serviceValidity: { start: 0, end: later },
      website: 'https://cedar.example',
    });
    expect(saved).toMatchObject({ agentId: current.agentId, enabled: current.enabled, serviceValidity: current.serviceValidity, website: 'https://cedar.example' });
    expect(edited(sim, cedar, { ...base, serviceValidity: null })).toMatchObject({ serviceValidity: current.serviceValidity });
    // Checked as usual all the same.
    expectInvalid(put(sim, '/enterprise', { ...base, serviceValidity: { start: later, end: 0 } }, cedar), { 'serviceValidity.end': 'invalid' });
    // The platform changes them.
    const admin = signedIn(sim, 'admin');
    expect(edited(sim, admin, { name: 'Robot Demo Co.', agentId: 'a3', enabled: false, serviceValidity: { end: later } })).toMatchObject({
      agentId: 'a3',
      enabled: false,
      serviceValidity: { end: later },
    });
  });

  it("refuses every agent call to Cedar's administrator, who holds the enterprise keys agents use; the platform's admin is served", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const keys = ['platform:enterprise:info', 'platform:enterprise:info:edit'];
    expect(menuOf(sim, cedar)).toEqual(expect.arrayContaining(keys));
    const before = JSON.stringify(sim.state.agents);
    const calls = (auth: Auth): SimResponse[] => [
      post(sim, '/agent/page', {}, auth),
      get(sim, '/agent/options', auth),
      post(sim, '/agent', { name: 'Cedar Agency', contactPhone: '12345' }, auth),
      put(sim, '/agent/a2', { name: 'Renamed', contactPhone: '12345' }, auth),
      send(sim, 'DELETE', '/agent/a3', undefined, auth),
    ];
    for (const response of calls(cedar)) {
      expect(code(response)).toBe(STATUS.PERMISSION_MISSING);
      expect(result(response)).toEqual({ scope: 'platform' });
    }
    expect(JSON.stringify(sim.state.agents)).toBe(before);
    for (const response of calls(signedIn(sim, 'admin'))) expect(code(response)).toBe(0);
  });
});

/**
 * Operation logs of docs/api.md on the simulator: what each call records
 * (once, after it succeeded; nothing for reads and failures), without
 * passwords or files; the seeded entries; the list, one entry with its
 * detail, and the keys. Requests are signed as a client
 * signs them.
 */
import { STATUS } from '../../src/request/codes';
import type { EntryRow } from './domains/operationLog';
import type { PushRow, UpgradeDeviceRow } from './domains/ota';
import { keyPair } from './keys';
import { auditOf, type OperationEntry } from './operationLog';
import { ROUTES, Simulator } from './simulator';
import {
  advanceClock,
  code,
  del,
  encrypt,
  expectInvalid,
  expectRefused,
  get,
  login,
  metaPart,
  multipart,
  pageAt,
  post,
  put,
  reason,
  result,
  rss,
  send,
  sendBelow,
  signedIn,
  type Auth,
} from './testClient';

const DAY = 24 * 60 * 60 * 1000;

const logPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
  pageAt<EntryRow>(sim, send, '/operation/log/page', { pageNumber: 1, pageSize: 100, ...body }, auth);
const newest = (sim: Simulator, auth: Auth) => logPage(sim, auth, { pageSize: 1 }).items[0];
const total = (sim: Simulator, auth: Auth) => logPage(sim, auth).totalCount;

function entry(sim: Simulator, auth: Auth, id: string): EntryRow & { detail: unknown } {
  const response = get(sim, `/operation/log/${id}`, auth);
  expect(code(response)).toBe(0);
  return result<EntryRow & { detail: unknown }>(response);
}

/**
 * Every call that changes something, what it records; `null`: a read (page,
 * option, download, export, code request and check, translations) or the
 * person's own display state (notifications read, the stored app value).
 */
const AUDITS: Record<string, [string, string] | null> = {
  'POST /base/auth/login': ['signIn', 'account'],
  'POST /base/auth/logout': ['signOut', 'account'],
  'POST /base/person/register/email/code': null,
  'POST /base/person/forget/password/email/code': null,
  'POST /base/person/register': ['create', 'account'],
  'POST /base/person/account': ['update', 'account'],
  'POST /base/person/h5/register': ['create', 'account'],
  'POST /base/person/no/exist/customer/page': null,
  'PUT /base/person/base': ['update', 'account'],
  'PUT /base/person/password': ['update', 'account'],
  'POST /base/person/head': ['upload', 'account'],
  'PUT /base/person/forget/password': ['update', 'account'],
  'PUT /base/person/reset/password': ['update', 'member'],
  'PUT /base/person/head/config/{userId}': null,
  'POST /base/person/page': null,
  'PUT /base/person/status': ['update', 'member'],
  'PUT /base/person/unlock/account': ['lock', 'member'],
  'DELETE /base/person': ['delete', 'member'],
  'POST /base/person/excel/file': ['import', 'member'],
  'PUT /base/person/{id}': ['update', 'member'],
  'POST /base/person/invite': ['create', 'invitation'],
  'DELETE /base/person/invite/{code}': ['delete', 'invitation'],
  'POST /base/person/invite/{code}/resend': ['send', 'invitation'],
  'POST /base/person/invite/page': null,
  'PUT /base/enterprise': ['update', 'enterprise'],
  'POST /base/enterprise/member/page': null,
  'POST /base/enterprise/member/candidate/page': null,
  'POST /base/enterprise/member': ['create', 'enterprise'],
  'DELETE /base/enterprise/member': ['delete', 'enterprise'],
  'POST /base/enterprise/member/excel/file': ['import', 'enterprise'],
  'POST /base/agent/page': null,
  'POST /base/agent': ['create', 'agent'],
  'PUT /base/agent/{id}': ['update', 'agent'],
  'DELETE /base/agent/{id}': ['delete', 'agent'],
  'POST /base/role/page': null,
  'POST /base/role': ['create', 'role'],
  'PUT /base/role/{id}': ['update', 'role'],
  'DELETE /base/role/{id}': ['delete', 'role'],
  'POST /base/message-notification/page': null,
  'PUT /base/message-notification/status': null,
  'POST /base/i18n/list': null,
  'POST /base/asset/page': null,
  'PUT /base/asset/lock': ['lock', 'asset'],
  'PUT /base/asset/config': ['update', 'asset'],
  'POST /base/asset/config/send': ['send', 'asset'],
  'POST /base/asset': ['create', 'asset'],
  'DELETE /base/asset': ['delete', 'asset'],
  'PUT /base/asset/{id}': ['update', 'asset'],
  'PUT /base/asset/{id}/config': ['update', 'asset'],
  'POST /base/asset/{id}/exception/page': null,
  'POST /rss/scene/page': null,
  'POST /rss/scene': ['create', 'scene'],
  'PUT /rss/scene/{id}': ['update', 'scene'],
  'DELETE /rss/scene/{id}': ['delete', 'scene'],
  'POST /rss/scene/{id}/asset/page': null,
  'POST /base/resource/log/page': null,
  'POST /base/resource/log/download': null,
  'POST /base/resource/log': ['upload', 'resource'],
  'PUT /base/resource/log/{id}': ['update', 'resource'],
  'DELETE /base/resource/log': ['delete', 'resource'],
  'POST /base/resource/function/page': null,
  'POST /base/resource/function/items': null,
  'POST /base/resource/ota/page': null,
  'POST /base/resource/ota/download': null,
  'POST /base/resource/ota': ['upload', 'resource'],
  'PUT /base/resource/ota/{id}': ['update', 'resource'],
  'DELETE /base/resource/ota': ['delete', 'resource'],
  'POST /base/ota/upgrade/device/page': null,
  'POST /base/ota/upgrade/page': null,
  'POST /base/ota/upgrade': ['send', 'ota'],
  'POST /base/ota/upgrade/{id}/device/page': null,
  'POST /base/ota/upgrade/{id}/rollback': ['update', 'ota'],
  'POST /base/operation/log/page': null,
  'POST /business/task/page': null,
  'POST /business/task': ['create', 'task'],
  'PUT /business/task/{id}/priority': ['update', 'task'],
  'PUT /business/task/queue': ['update', 'task'],
  'POST /business/task/{id}/cancel': ['update', 'task'],
  'POST /business/task/{id}/retry': ['create', 'task'],
  'POST /business/task/path': null,
  'PUT /business/scene/{id}/network': ['update', 'scene'],
  'POST /base/normalization/project/page': null,
  'POST /base/normalization/project': ['create', 'normalization'],
  'PUT /base/normalization/project/{id}': ['update', 'normalization'],
  'DELETE /base/normalization/project/{id}': ['delete', 'normalization'],
  'POST /base/normalization/project/{id}/config-item': ['create', 'normalization'],
  'DELETE /base/normalization/project/{id}/config-item/{code}': ['delete', 'normalization'],
  'POST /base/normalization/project/{id}/reference/page': null,
  'POST /base/normalization/project/{id}/reference': ['create', 'normalization'],
  'POST /base/normalization/module/page': null,
  'POST /base/normalization/module': ['create', 'normalization'],
  'PUT /base/normalization/module/{id}': ['update', 'normalization'],
  'DELETE /base/normalization/module/{id}': ['delete', 'normalization'],
  'POST /base/normalization/module/{id}/version/page': null,
  'POST /base/normalization/module/{id}/version': ['create', 'normalization'],
  'POST /base/normalization/version/{id}/rerelease': ['update', 'normalization'],
  'POST /base/normalization/version/{id}/rollback': ['update', 'normalization'],
  'DELETE /base/normalization/version/{id}': ['delete', 'normalization'],
  'POST /base/normalization/version/{id}/message/page': null,
  'POST /base/normalization/version/{id}/transfer/page': null,
  'POST /base/normalization/version/{id}/file-transfer/page': null,
  'POST /base/normalization/version/{id}/request-rule/page': null,
  'POST /base/normalization/exception-code/page': null,
  'POST /base/normalization/exception-code': ['create', 'normalization'],
  'PUT /base/normalization/exception-code/{id}': ['update', 'normalization'],
  'DELETE /base/normalization/exception-code/{id}': ['delete', 'normalization'],
  'POST /production/application/page': null,
  'POST /production/application': ['create', 'production'],
  'POST /production/application/{id}/approve': ['update', 'production'],
  'POST /production/application/{id}/reject': ['update', 'production'],
  'POST /production/application/{id}/serial/page': null,
  'POST /production/serial/page': null,
  'POST /production/record/page': null,
  'POST /production/feedback/page': null,
  'POST /production/feedback': ['create', 'production'],
  'PUT /production/feedback/{id}': ['update', 'production'],
  'POST /production/feedback/{id}/close': ['update', 'production'],
  'POST /base/i18n/page': null,
  'POST /base/i18n': ['create', 'i18n'],
  'PUT /base/i18n': ['update', 'i18n'],
  'DELETE /base/i18n': ['delete', 'i18n'],
  'POST /base/i18n/excel/file': null,
  // Recorded only when it applies the import (audit.when).
  'POST /base/i18n/excel/list': ['import', 'i18n'],
  'POST /base/dictionary/page': null,
  'POST /base/dictionary/list': null,
  'POST /base/dictionary': ['create', 'dictionary'],
  'PUT /base/dictionary': ['update', 'dictionary'],
  'DELETE /base/dictionary': ['delete', 'dictionary'],
};

describe('operation logs: what is recorded', () => {
  it('classifies every call that is not a GET, and no GET records', () => {
    const seen: Record<string, [string, string] | null> = {};
    for (const route of ROUTES) {
      const audit = auditOf(route);
      if (route.method === 'GET') expect(audit, route.path).toBeUndefined();
      else seen[`${route.method} ${route.path}`] = audit ? [audit.action, audit.module] : null;
    }
    expect(seen).toEqual(AUDITS);
  });

  it('records a sign-in and a sign-out, without the password; nothing for a wrong password', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = total(sim, admin);
    expect(code(login(sim, 'member', 'Wrong@2026').response)).toBe(STATUS.VALIDATION_FAILED);
    expect(total(sim, admin)).toBe(before);

    const { session } = login(sim, 'member');
    const signIn = newest(sim, admin);
    expect(signIn).toMatchObject({
      userId: '1003',
      account: 'member',
      userName: 'Member',
      action: 'signIn',
      module: 'account',
      target: '1003',
      summary: 'POST /auth/login',
      ip: '127.0.0.1',
    });
    expect(Math.abs(signIn.time - sim.now())).toBeLessThan(2000);
    expect(entry(sim, admin, signIn.id).detail).toEqual({ account: 'member', keyId: keyPair().keyId });

    const member = { key: session.signSecret, token: session.token, userId: session.id };
    expect(code(post(sim, '/auth/logout', {}, member))).toBe(0);
    expect(newest(sim, admin)).toMatchObject({ userId: '1003', action: 'signOut', module: 'account', summary: 'POST /auth/logout' });
    expect(total(sim, admin)).toBe(before + 2);
  });

  it('records nothing for reads, downloads and failed changes', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = total(sim, admin);
    post(sim, '/asset/page', { pageNumber: 1, pageSize: 5 }, admin);
    post(sim, '/resource/log/download', { ids: ['log1'] }, admin);
    get(sim, '/ota/upgrade/options', admin);
    for (const panel of ['robots', 'pushes', 'exceptions', 'expiries', 'trend']) expect(code(get(sim, `/overview/${panel}`, admin)), panel).toBe(0);
    expectInvalid(post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds: [] }, admin), { assetIds: 'required' });
    expect(code(put(sim, '/asset/a999999', { name: 'x', serialNumber: 'y', companyId: 'c1' }, admin))).toBe(STATUS.NOT_FOUND);
    expect(code(post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds: ['a1'] }, signedIn(sim, 'member')))).toBe(STATUS.PERMISSION_MISSING);
    // Only the member's sign-in.
    expect(total(sim, admin)).toBe(before + 1);
  });

  it('records an OTA send with its push and body, once', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const devices = pageAt<UpgradeDeviceRow>(sim, send, '/ota/upgrade/device/page', { pageNumber: 1, pageSize: 2, packageId: 'ota1' }, admin).items;
    const assetIds = devices.map((device) => device.id);
    const push = result<PushRow>(post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds }, admin));
    const before = total(sim, admin);
    advanceClock(sim, 20_000);
    logPage(sim, admin);
    expect(total(sim, admin)).toBe(before);
    const sent = logPage(sim, admin, { action: 'send', module: 'ota' }).items[0];
    expect(sent).toMatchObject({ userId: '1001', action: 'send', module: 'ota', target: push.id, summary: 'POST /ota/upgrade' });
    expect(entry(sim, admin, sent.id).detail).toEqual({ packageId: 'ota1', assetIds });
  });

  it('records every standardization write (module normalization) with its record, once; nothing for a refused one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const { normalization } = sim.state;
    // Versions in known statuses: one failed (m9), one successful with an earlier successful one (m7), one to delete (m8).
    const now = sim.now();
    const version = (id: string, moduleId: string, number: string, status: 3 | 5, createdAt: number) => ({
      id, moduleId, version: number, status, move: null, rolledBackTo: '', publisher: 'Log test', createdAt, since: createdAt, notes: '', publishes: 1,
    });
    normalization.versions.push(version('v901', 'm9', '99.0.1', 5, now), version('v902', 'm7', '99.1.0', 3, now), version('v903', 'm8', '99.2.0', 3, now));
    const before = total(sim, admin);
    const expectLogged = (response: ReturnType<typeof post>, action: string, target: string, summary: string) => {
      expect(code(response), summary).toBe(0);
      expect(newest(sim, admin), summary).toMatchObject({ userId: '1001', action, module: 'normalization', target, summary });
    };
    const project = { name: 'Log line', englishName: 'Log line', categoryCode: 'L1', brandCode: 'B', companyId: 'c1' };
    const made = result<{ id: string }>(post(sim, '/normalization/project', project, admin));
    expect(newest(sim, admin)).toMatchObject({ action: 'create', module: 'normalization', target: made.id, summary: 'POST /normalization/project' });
    expect(entry(sim, admin, newest(sim, admin).id).detail).toEqual(project);
    expectLogged(put(sim, `/normalization/project/${made.id}`, { ...project, name: 'Log line 2' }, admin), 'update', made.id, `PUT /normalization/project/${made.id}`);
    expectLogged(post(sim, `/normalization/project/${made.id}/config-item`, { code: 'LOG', name: 'Log', type: 1 }, admin), 'create', made.id, `POST /normalization/project/${made.id}/config-item`);
    expectLogged(del(sim, `/normalization/project/${made.id}/config-item/LOG`, undefined, admin), 'delete', made.id, `DELETE /normalization/project/${made.id}/config-item/LOG`);
    const moduleBody = { projectId: made.id, name: 'Log module', englishName: 'log-module', applyReason: 'Needed by the log test' };
    const module = result<{ id: string }>(post(sim, '/normalization/module', moduleBody, admin));
    expect(newest(sim, admin)).toMatchObject({ action: 'create', module: 'normalization', target: module.id, summary: 'POST /normalization/module' });
    expectLogged(put(sim, `/normalization/module/${module.id}`, { ...moduleBody, name: 'Log module 2' }, admin), 'update', module.id, `PUT /normalization/module/${module.id}`);
    // A publish is recorded on its module (the path's id), the version in its detail.
    expectLogged(post(sim, `/normalization/module/${module.id}/version`, { version: '1.0.0' }, admin), 'create', module.id, `POST /normalization/module/${module.id}/version`);
    expect(entry(sim, admin, newest(sim, admin).id).detail).toEqual({ version: '1.0.0' });
    expectLogged(post(sim, '/normalization/version/v901/rerelease', {}, admin), 'update', 'v901', 'POST /normalization/version/v901/rerelease');
    expectLogged(post(sim, '/normalization/version/v902/rollback', {}, admin), 'update', 'v902', 'POST /normalization/version/v902/rollback');
    expectLogged(del(sim, '/normalization/version/v903', undefined, admin), 'delete', 'v903', 'DELETE /normalization/version/v903');
    const referenced = normalization.versions.find((candidate) => candidate.moduleId === 'm6' && candidate.status === 3 && !candidate.move);
    expect(referenced).toBeDefined();
    expectLogged(
      post(sim, `/normalization/project/${made.id}/reference`, { moduleId: 'm6', version: referenced?.version }, admin),
      'create',
      made.id,
      `POST /normalization/project/${made.id}/reference`,
    );
    const codeBody = { code: 'L9999', moduleId: module.id, type: 'software', nameZh: 'Log', nameEn: 'Log', level: 2 };
    const exceptionCode = result<{ id: string }>(post(sim, '/normalization/exception-code', codeBody, admin));
    expect(newest(sim, admin)).toMatchObject({ action: 'create', module: 'normalization', target: exceptionCode.id, summary: 'POST /normalization/exception-code' });
    expectLogged(put(sim, `/normalization/exception-code/${exceptionCode.id}`, { ...codeBody, level: 1 }, admin), 'update', exceptionCode.id, `PUT /normalization/exception-code/${exceptionCode.id}`);
    expectLogged(del(sim, `/normalization/exception-code/${exceptionCode.id}`, undefined, admin), 'delete', exceptionCode.id, `DELETE /normalization/exception-code/${exceptionCode.id}`);
    const written = total(sim, admin);
    expect(written).toBe(before + 14);
    // Refused (a version still publishing is not deleted; the module is referenced): nothing more.
    expect(code(del(sim, '/normalization/version/v901', undefined, admin))).toBe(STATUS.CONFLICT);
    expect(total(sim, admin)).toBe(written);
    // The project's delete, once nothing refers to it any more.
    sim.state.normalization.references = sim.state.normalization.references.filter((reference) => reference.projectId !== made.id);
    expectLogged(del(sim, `/normalization/project/${made.id}`, undefined, admin), 'delete', made.id, `DELETE /normalization/project/${made.id}`);
    // The module filter of the list finds them.
    expect(logPage(sim, admin, { module: 'normalization' }).totalCount).toBe(15);
  });

  it('records every production-quality write (module production), naming the application and the ticket as people do; nothing for a refused one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const reviewer = signedIn(sim, 'reviewer');
    const production = sendBelow('/api/production');
    const before = total(sim, admin);
    /** The newest entry, as expected; its detail. */
    const logged = (account: string, action: string, target: string, summary: string) => {
      const row = newest(sim, admin);
      expect(row, summary).toMatchObject({ account, action, module: 'production', target, summary });
      return entry(sim, admin, row.id).detail;
    };
    const application = {
      manufacturer: 'Log Factory',
      batch: 'L2607',
      manufactureDate: Date.UTC(2026, 0, 5),
      yearCode: 'K',
      productionQuantity: 4,
      applicationQuantity: 2,
      levelIdentifier: 'A3',
      randomNumber: '7310',
    };
    type Applied = { id: string; applicationNumber: string };
    const applied = result<Applied>(production(sim, 'POST', '/application', application, admin));
    expect(applied.applicationNumber).toMatch(/^SA-/);
    expect(logged('admin', 'create', applied.applicationNumber, 'POST /application')).toEqual(application);
    const remarks = { remarks: 'Quantities match the plan.' };
    expect(code(production(sim, 'POST', `/application/${applied.id}/approve`, remarks, reviewer))).toBe(0);
    expect(logged('reviewer', 'update', applied.applicationNumber, `POST /application/${applied.id}/approve`)).toEqual(remarks);
    const other = result<Applied>(production(sim, 'POST', '/application', { ...application, randomNumber: '7311' }, admin));
    expect(code(production(sim, 'POST', `/application/${other.id}/reject`, remarks, reviewer))).toBe(0);
    expect(logged('reviewer', 'update', other.applicationNumber, `POST /application/${other.id}/reject`)).toEqual(remarks);

    // A ticket: its report number (else its id), the serial numbers it names in every entry's detail.
    const serial = [...sim.state.fleet.assets.values()][5].serialNumber;
    const ticketBody = {
      date: Date.UTC(2026, 1, 1),
      customer: 'Acme Logistics',
      anomalyClass: 2,
      anomalyDescription: 'Depth camera does not start',
      causeClass: 2,
      reportNumber: '8D-LOG1',
      serialNumbers: [` ${serial} `],
    };
    const ticket = result<{ id: string }>(production(sim, 'POST', '/feedback', ticketBody, admin));
    expect(logged('admin', 'create', '8D-LOG1', 'POST /feedback')).toEqual({ ...ticketBody, serialNumbers: [serial] });
    const edited = { ...ticketBody, reportNumber: '', serialNumbers: [serial] };
    expect(code(production(sim, 'PUT', `/feedback/${ticket.id}`, edited, admin))).toBe(0);
    expect(logged('admin', 'update', ticket.id, `PUT /feedback/${ticket.id}`)).toEqual(edited);
    const closing = { completer: 'Li Wei', verificationResult: 'Verified on site' };
    expect(code(production(sim, 'POST', `/feedback/${ticket.id}/close`, closing, admin))).toBe(0);
    expect(logged('admin', 'update', ticket.id, `POST /feedback/${ticket.id}/close`)).toEqual({ ...closing, serialNumbers: [serial] });
    const written = total(sim, admin);
    expect(written).toBe(before + 7);

    // Refused writes and reads record nothing.
    expect(code(production(sim, 'POST', `/feedback/${ticket.id}/close`, closing, admin))).toBe(STATUS.CONFLICT);
    expect(code(production(sim, 'POST', `/application/${other.id}/approve`, remarks, reviewer))).toBe(STATUS.CONFLICT);
    expect(code(production(sim, 'POST', '/application', { ...application, levelIdentifier: 'IO' }, admin))).toBe(STATUS.VALIDATION_FAILED);
    for (const path of ['/application/page', '/serial/page', '/record/page', '/feedback/page', `/application/${applied.id}/serial/page`]) {
      expect(code(production(sim, 'POST', path, { pageNumber: 1, pageSize: 5 }, admin)), path).toBe(0);
    }
    expect(total(sim, admin)).toBe(written);
    // The module filter of the list finds them.
    expect(logPage(sim, admin, { module: 'production' }).totalCount).toBe(7);
  });

  it('records a rollback of a push with its push, once; nothing for a refused one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const devices = pageAt<UpgradeDeviceRow>(sim, send, '/ota/upgrade/device/page', { pageNumber: 1, pageSize: 6, packageId: 'ota1' }, admin).items;
    const push = result<PushRow>(post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds: devices.filter((device) => device.online).map((device) => device.id) }, admin));
    const before = total(sim, admin);
    // Still running: refused, and not recorded.
    expect(code(post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin))).toBe(STATUS.CONFLICT);
    expect(total(sim, admin)).toBe(before);
    advanceClock(sim, 20_000);
    expect(code(post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin))).toBe(0);
    expect(total(sim, admin)).toBe(before + 1);
    expect(newest(sim, admin)).toMatchObject({ userId: '1001', action: 'update', module: 'ota', target: push.id, summary: `POST /ota/upgrade/${push.id}/rollback` });
  });

  it('records an upload with its meta, never the file, and a password change without the passwords', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const meta = { name: 'Audit upload', generatedAt: sim.now() - DAY };
    const uploaded = multipart(sim, '/resource/log', [{ field: 'file', name: 'secret.log', data: 'TOP SECRET BYTES' }, metaPart(meta)], admin);
    const id = result<{ id: string }>(uploaded).id;
    const upload = newest(sim, admin);
    expect(upload).toMatchObject({ action: 'upload', module: 'resource', target: id, summary: 'POST /resource/log' });
    const detail = entry(sim, admin, upload.id).detail;
    expect(detail).toEqual(meta);
    expect(JSON.stringify(detail)).not.toContain('SECRET');

    const keyId = keyPair().keyId;
    const changed = put(sim, '/person/password', { oldPassword: encrypt('Console@2026'), password: encrypt('Console@2027'), keyId }, admin);
    expect(code(changed)).toBe(0);
    const change = newest(sim, admin);
    expect(change).toMatchObject({ action: 'update', module: 'account', target: '1001', summary: 'PUT /person/password' });
    expect(entry(sim, admin, change.id).detail).toEqual({ keyId });
  });

  it('names the record or the number of records, and the service-less path', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expect(code(put(sim, '/asset/lock', { ids: ['a1', 'a2', 'a3'], kind: 'vendor', action: 'lock' }, admin))).toBe(0);
    expect(newest(sim, admin)).toMatchObject({ action: 'lock', module: 'asset', target: '3', summary: 'PUT /asset/lock' });
    const scene = rss(sim, 'POST', '/scene', { name: 'Audit hall', companyId: 'c1' }, admin);
    expect(code(scene)).toBe(0);
    const sceneId = result<{ id: string }>(scene).id;
    expect(newest(sim, admin)).toMatchObject({ action: 'create', module: 'scene', target: sceneId, summary: 'POST /scene' });
    expect(code(put(sim, '/asset/a1/config', { restartFlag: true, sceneTestMapping: false }, admin))).toBe(0);
    expect(newest(sim, admin)).toMatchObject({ action: 'update', module: 'asset', target: 'a1', summary: 'PUT /asset/a1/config' });
  });
});

describe('operation logs: the list, one entry', () => {
  it('refuses each call without its key, naming it', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    expectRefused(post(sim, '/operation/log/page', {}, member), 'platform:operation:log');
    expectRefused(get(sim, '/operation/log/ol1', member), 'platform:operation:log:get');
  });

  it('seeds 40 older entries of the three accounts, the seeded pushes among them, newest first', () => {
    const sim = new Simulator();
    const entries = sim.state.operationLog.entries;
    expect(entries).toHaveLength(40);
    expect(new Set(entries.map((item: OperationEntry) => item.account))).toEqual(new Set(['admin', 'dispatcher', 'member']));
    expect(entries.filter((item) => item.action === 'send' && item.module === 'ota').map((item) => item.target).sort()).toEqual(['push1', 'push2', 'push3']);
    const admin = signedIn(sim, 'admin');
    const { items, totalCount } = logPage(sim, admin);
    expect(totalCount).toBe(41);
    expect(items[0].action).toBe('signIn');
    for (let i = 1; i < items.length; i += 1) expect(items[i - 1].time).toBeGreaterThanOrEqual(items[i].time);
    expect(Object.keys(items[0]).sort()).toEqual(['account', 'action', 'id', 'ip', 'module', 'summary', 'target', 'time', 'userId', 'userName']);
    expect(items.every((item) => item.time > sim.now() - 31 * DAY)).toBe(true);
  });

  it('filters by time, user, action and module, and sorts by time', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const all = logPage(sim, admin).items;
    const middle = all[20].time;
    expect(logPage(sim, admin, { from: middle }).items.every((item) => item.time >= middle)).toBe(true);
    expect(logPage(sim, admin, { to: middle }).items.every((item) => item.time <= middle)).toBe(true);
    expect(logPage(sim, admin, { user: 'DISPATCHER' }).items.every((item) => item.account === 'dispatcher')).toBe(true);
    expect(logPage(sim, admin, { user: 'Administrator' }).items.every((item) => item.account === 'admin')).toBe(true);
    const signs = logPage(sim, admin, { action: ['signIn', 'signOut'] }).items;
    expect(signs.length).toBeGreaterThan(0);
    expect(signs.every((item) => item.module === 'account')).toBe(true);
    expect(logPage(sim, admin, { module: 'ota' }).items.every((item) => item.module === 'ota')).toBe(true);
    const ascending = logPage(sim, admin, { sortField: 'time', sortOrder: 'ascend' }).items.map((item) => item.time);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expectInvalid(post(sim, '/operation/log/page', { action: 'read' }, admin), { action: 'invalid' });
    expectInvalid(post(sim, '/operation/log/page', { module: 'billing' }, admin), { module: 'invalid' });
    expectInvalid(post(sim, '/operation/log/page', { sortField: 'account' }, admin), { sortField: 'invalid' });
    expect(code(get(sim, '/operation/log/ol999', admin))).toBe(STATUS.NOT_FOUND);
  });
});

describe('operation logs: the tenant boundary', () => {
  const companyOf = (sim: Simulator, accountName: string) => sim.state.accounts.find((item) => item.account === accountName)?.companyId;
  const everyEntry = (sim: Simulator, auth: Auth) => logPage(sim, auth, { pageSize: 100 });

  it("records the acting account's company with each entry; platform staff's entries are the platform's own", () => {
    const sim = new Simulator();
    const seeded = sim.state.operationLog.entries;
    for (const item of seeded) expect(item.companyId, item.account).toBe(item.account === 'admin' ? '' : 'c1');
    expect(seeded.some((item) => item.account === 'dispatcher')).toBe(true);
    signedIn(sim, 'cedar.admin');
    signedIn(sim, 'falcon.member');
    signedIn(sim, 'admin');
    expect(sim.state.operationLog.entries.slice(-3).map((item) => [item.account, item.companyId])).toEqual([
      ['cedar.admin', 'c4'],
      ['falcon.member', 'c7'],
      ['admin', ''],
    ]);
  });

  it("gives Cedar's administrator its company's entries only: page, total, one by id", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    signedIn(sim, 'cedar.member');
    signedIn(sim, 'falcon.admin');
    const admin = signedIn(sim, 'admin');
    const theirs = everyEntry(sim, cedar);
    expect(theirs.items.map((item) => item.account).sort()).toEqual(['cedar.admin', 'cedar.member']);
    expect(theirs.totalCount).toBe(2);
    expect(logPage(sim, cedar, { user: 'falcon' }).totalCount).toBe(0);
    // Robot Demo Co.'s, Falcon's and the platform's entries answer as unknown ids.
    const unknown = get(sim, '/operation/log/ol999', cedar);
    expect(code(unknown)).toBe(STATUS.NOT_FOUND);
    expect(reason(unknown)).toBe('operation log not found');
    const others = everyEntry(sim, admin).items.filter((item) => companyOf(sim, item.account) !== 'c4');
    expect(new Set(others.map((item) => item.account))).toEqual(new Set(['admin', 'dispatcher', 'member', 'falcon.admin']));
    for (const item of others) expect(get(sim, `/operation/log/${item.id}`, cedar).body, item.id).toEqual(unknown.body);
    expect(code(get(sim, `/operation/log/${theirs.items[0].id}`, cedar))).toBe(0);
    // The platform reads every company's.
    expect(everyEntry(sim, admin).totalCount).toBe(sim.state.operationLog.entries.length);
    expect(code(get(sim, `/operation/log/${theirs.items[0].id}`, admin))).toBe(0);
  });

  it("shows Robot Demo Co.'s administrator its members' entries, not the platform staff's", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const drawn = sim.state.accounts.find((item) => item.companyId === 'c1' && Number(item.id) > 1003 && item.enabled && !item.locked);
    if (!drawn) throw new Error('no drawn member');
    expect(code(put(sim, `/person/${drawn.id}`, { name: drawn.name, phone: drawn.phone, email: drawn.email, roleId: 'r4' }, admin))).toBe(0);
    const companyAdmin = signedIn(sim, drawn.account);
    const seen = everyEntry(sim, companyAdmin);
    const expected = sim.state.operationLog.entries.filter((item) => item.companyId === 'c1');
    expect(seen.totalCount).toBe(expected.length);
    expect(new Set(seen.items.map((item) => item.account))).toEqual(new Set(['dispatcher', 'member', drawn.account]));
    const platformEntry = sim.state.operationLog.entries.find((item) => item.account === 'admin');
    expect(code(get(sim, `/operation/log/${platformEntry?.id}`, companyAdmin))).toBe(STATUS.NOT_FOUND);
  });
});

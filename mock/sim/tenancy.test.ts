/**
 * The cross-tenant matrix (issue 28, docs/api.md "Tenant boundary"): for
 * every route of the simulator's table, an enterprise administrator of one
 * company (A: Cedar Hospital Group, `cedar.admin`, who holds every key a
 * company has) gets nothing of another company's (B: Robot Demo Co.): no
 * record, no count, no option, no file, and cannot change it; a record of B's
 * answers exactly as an unknown id does; a platform account (`admin`) reaches
 * both. A route with no case here, or with no scope declaration, fails.
 */
import { inflateRawSync } from 'node:zlib';
import type { RouteDef } from './router';
import { assertScopes, SCOPES } from './router';
import { ROUTES, Simulator } from './simulator';
import { NETWORK_KEY, TASK_KEY } from './domains/tasks';
import { applies } from './ota';
import { tasksOfScene } from './tasks';
import type { Account } from './store';
import { authOf, call, callAsync, code, login, metaPart, unzip, type Auth, type Call, type Part } from './testClient';
import type { Envelope, SimResponse } from './types';

const A = 'c4';
const B = 'c1';
const CALLER = 'cedar.admin';
const PLATFORM = 'admin';

/** The ids a case names: company B's records, or (UNKNOWN) ids no record has. */
interface Ids {
  company: string;
  asset: string;
  serial: string;
  scene: string;
  member: string;
  memberEmail: string;
  role: string;
  log: string;
  check: string;
  /** An OTA package of company B's own. */
  ownPackage: string;
  /** A package the platform published for every company. */
  sharedPackage: string;
  /** A push to B's devices only. */
  push: string;
  /** An open invitation of B's (by its code). */
  invitation: string;
  entry: string;
  notice: string;
  /** A role every company may give, edited by platform staff only. */
  sharedRole: string;
  /** The built-in Administrator role (platform). */
  platformRole: string;
  /** One of company A's own assets (for a body that mixes A's and B's records): the same in both sets of ids. */
  ownAsset: string;
  /** A package the platform published, to push: the same in both sets of ids. */
  pushPackage: string;
  /** An asset of B's that package applies to. */
  pushAsset: string;
  /** A waiting task of B's scene, an abnormal one, and B's whole queue (its waiting tasks in order). */
  task: string;
  abnormalTask: string;
  queue: string[];
  /** One of company A's own scenes with a map: the same in both sets of ids. */
  ownScene: string;
}

const UNKNOWN: Ids = {
  company: 'c999',
  asset: 'a999999',
  serial: 'SNZZZZZZZZZZ',
  scene: 's99999',
  member: '999999',
  memberEmail: 'nobody@nowhere.example',
  role: 'r999',
  log: 'log999999',
  check: 'fc999999',
  ownPackage: 'ota999999',
  sharedPackage: 'ota999998',
  push: 'push999999',
  invitation: 'INVNOSUCH22',
  entry: 'ol999999',
  notice: 'n-999999-01',
  sharedRole: 'r998',
  platformRole: 'r997',
  ownAsset: '',
  pushPackage: '',
  pushAsset: 'a999997',
  task: 's99999-t1',
  abnormalTask: 's99999-t2',
  queue: [],
  ownScene: '',
};

type Kind =
  /** No session: reaches no tenant data (what it shows anyone, `note` says). */
  | 'public'
  /** The caller's own account, company or a shared list: nothing of B's in the answer. */
  | 'own'
  /** Every page of a list: nothing of B's, the pages add up to the total, the total counts only reachable records. */
  | 'list'
  /** A list without paging (options): nothing of B's. */
  | 'options'
  /** A read naming B's record: answers exactly as an unknown id. */
  | 'read'
  /** A change naming B's record: answers exactly as an unknown id and changes nothing. */
  | 'write'
  /** A download or export naming B's records: answers exactly as unknown ids, no file. */
  | 'file'
  /** Platform staff only: refused to A (40301). */
  | 'platform';

interface Case {
  kind: Kind;
  params?: (ids: Ids) => Record<string, string>;
  query?: (ids: Ids) => string;
  body?: (ids: Ids, sim: Simulator) => unknown;
  parts?: (ids: Ids, sim: Simulator) => Part[];
  /** list: how many records a caller reaching these companies sees (A's caller must count exactly that many). */
  count?: (sim: Simulator, companies: ReadonlySet<string>) => number;
  /** Why a public call may show what it shows. */
  note?: string;
  /** write: B's record is refused, but not as an unknown one would be (the unknown is accepted as free text). */
  refusedOnly?: boolean;
  /** The body mixes A's records with B's: the platform is refused alike, so it proves nothing there. */
  mixes?: boolean;
}

const assetsOf = (sim: Simulator, companyId: string) => [...sim.state.fleet.assets.values()].filter((asset) => asset.companyId === companyId);
const inAny = (companies: ReadonlySet<string>) => (item: { companyId: string }) => companies.has(item.companyId);
const companyOfSerial = (sim: Simulator, serial: string) => assetsOf(sim, A).concat(assetsOf(sim, B)).find((asset) => asset.serialNumber === serial)?.companyId;
const accountCompany = (sim: Simulator, id: string) => sim.state.accounts.find((account) => account.id === id)?.companyId;

const NOW_TEXT = '2026-01-01T00:00:00.000Z';
const memberBody = (ids: Ids) => ({ name: 'Changed Name', phone: '+1 555 0100', email: ids.memberEmail, roleId: 'r3' });
const assetBody = (ids: Ids) => ({ name: 'Changed asset', serialNumber: 'SNTENANT0001', companyId: ids.company });

/**
 * One case per route, keyed `METHOD path` as the route table names it. The
 * paths below `/api`; parameters, query and body from the ids of B (or unknown).
 */
const CASES: Record<string, Case | Case[]> = {
  // Authentication and startup
  'GET /base/auth/public-key': { kind: 'public', note: 'the server key' },
  'POST /base/auth/login': { kind: 'public', note: 'sign-in answers only the account signing in' },
  'POST /base/auth/logout': { kind: 'own', body: () => ({}) },
  'GET /base/person/{id}/menu': { kind: 'read', params: (ids) => ({ id: ids.member }) },
  'GET /base/person/head/config/{userId}': { kind: 'read', params: (ids) => ({ userId: ids.member }) },
  'PUT /base/person/head/config/{userId}': { kind: 'write', params: (ids) => ({ userId: ids.member }), body: () => ({ layout: 'top' }) },
  'POST /base/i18n/list': { kind: 'public', note: 'the console words' },
  // Codes, registration, recovery
  'POST /base/person/register/email/code': { kind: 'public', note: 'sends a code to the address given' },
  'POST /base/person/forget/password/email/code': { kind: 'public', note: 'answers alike for any address' },
  'GET /base/person/email/code/{emailName}/{code}': { kind: 'public', note: 'checks a code' },
  'POST /base/person/register': { kind: 'public', note: 'registers the address given' },
  'POST /base/person/account': { kind: 'public', note: 'completes one registration' },
  'POST /base/person/h5/register': { kind: 'public', note: 'registers the address given' },
  'POST /base/person/no/exist/customer/page': { kind: 'public', note: 'the names of the companies a new member may ask to join (specification, registration)' },
  'GET /base/person/invite/{code}': { kind: 'public', note: "an invitation's company and role, to whoever holds its code" },
  'PUT /base/person/forget/password': { kind: 'public', note: 'resets with a mailed code' },
  // The signed-in account
  'GET /base/person/center': { kind: 'own' },
  'PUT /base/person/base': { kind: 'own', body: () => ({ name: 'Cedar Admin', phone: '+1 555 0201' }) },
  'PUT /base/person/password': { kind: 'own', body: () => ({}) },
  'POST /base/person/head': { kind: 'own', parts: () => [] },
  'PUT /base/person/reset/password': { kind: 'write', body: (ids) => ({ userId: ids.member }) },
  'GET /base/person/{id}/head': { kind: 'read', params: (ids) => ({ id: ids.member }) },
  // Notifications
  'POST /base/message-notification/page': { kind: 'read', body: (ids) => ({ pageNumber: 1, pageSize: 10, userId: ids.member }) },
  'GET /base/message-notification/flag': { kind: 'own' },
  'PUT /base/message-notification/status': { kind: 'write', body: (ids) => ({ ids: [ids.notice] }) },
  // Members
  'POST /base/person/page': { kind: 'list', count: (sim, companies) => sim.state.accounts.filter(inAny(companies)).length },
  'GET /base/person/view/more/{id}': { kind: 'read', params: (ids) => ({ id: ids.member }) },
  'PUT /base/person/status': { kind: 'write', body: (ids) => ({ ids: [ids.member], enabled: false }) },
  'PUT /base/person/unlock/account': { kind: 'write', body: (ids) => ({ ids: [ids.member] }) },
  'DELETE /base/person': { kind: 'write', body: (ids) => ({ ids: [ids.member] }) },
  'POST /base/person/excel/file': { kind: 'own', parts: () => [{ field: 'file', name: 'members.csv', type: 'text/csv', data: 'name,email,phone,jobNumber,roleName\r\n' }] },
  'GET /base/person/excel/template': { kind: 'own' },
  'PUT /base/person/{id}': { kind: 'write', params: (ids) => ({ id: ids.member }), body: memberBody },
  // Invitations
  'POST /base/person/invite': [
    { kind: 'own', body: () => ({}) },
    { kind: 'write', body: (ids) => ({ roleId: ids.role }) },
  ],
  'POST /base/person/invite/page': { kind: 'list', count: (sim, companies) => [...sim.state.invitations.values()].filter(inAny(companies)).length },
  'DELETE /base/person/invite/{code}': { kind: 'write', params: (ids) => ({ code: ids.invitation }) },
  'POST /base/person/invite/{code}/resend': { kind: 'write', params: (ids) => ({ code: ids.invitation }), body: () => ({}) },
  // Enterprise
  'GET /base/enterprise': { kind: 'own' },
  'PUT /base/enterprise': { kind: 'own', body: () => ({ name: 'Cedar Hospital Group' }) },
  'POST /base/enterprise/member/page': { kind: 'list', count: (sim, companies) => sim.state.accounts.filter(inAny(companies)).length },
  'POST /base/enterprise/member/candidate/page': { kind: 'list' },
  'POST /base/enterprise/member': [
    { kind: 'write', body: (ids) => ({ ids: [ids.member] }) },
    { kind: 'write', body: (ids, sim) => ({ ids: [sim.state.accounts.find((a) => a.companyId === '')?.id], roleId: ids.role }) },
  ],
  'DELETE /base/enterprise/member': { kind: 'write', body: (ids) => ({ ids: [ids.member] }) },
  'POST /base/enterprise/member/excel/file': { kind: 'own', parts: () => [{ field: 'file', name: 'members.csv', type: 'text/csv', data: 'name,email,phone,jobNumber,roleName\r\n' }] },
  // Agents: the platform's own
  'POST /base/agent/page': { kind: 'platform', body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'GET /base/agent/options': { kind: 'platform' },
  'POST /base/agent': { kind: 'platform', body: () => ({ name: 'Tenant Test Agent', contactPhone: '+1 555 0999' }) },
  'PUT /base/agent/{id}': { kind: 'platform', params: () => ({ id: 'a1' }), body: () => ({ name: 'Renamed Agent', contactPhone: '+1 555 0998' }) },
  'DELETE /base/agent/{id}': { kind: 'platform', params: () => ({ id: 'a2' }) },
  // Roles
  'POST /base/role/page': {
    kind: 'list',
    count: (sim, companies) => sim.state.roles.filter((role) => companies.has(role.companyId) || (role.companyId === '' && role.type !== 'platform')).length,
  },
  'GET /base/role/options': { kind: 'options' },
  'POST /base/role': [
    { kind: 'own', body: () => ({ name: 'Cedar Night Shift', type: 'enterprise', permissions: ['personBase'] }) },
    { kind: 'write', refusedOnly: true, body: () => ({ name: 'Cedar Platform', type: 'platform', permissions: ['personBase'] }) },
  ],
  'PUT /base/role/{id}': [
    { kind: 'write', params: (ids) => ({ id: ids.role }), body: () => ({ name: 'Renamed Role', type: 'enterprise', permissions: ['personBase'] }) },
    { kind: 'write', params: (ids) => ({ id: ids.sharedRole }), body: () => ({ name: 'Member', type: 'enterprise', permissions: ['personBase'] }) },
    { kind: 'write', params: (ids) => ({ id: ids.platformRole }), body: () => ({ name: 'Administrator', type: 'platform', permissions: ['personBase'] }) },
  ],
  'DELETE /base/role/{id}': [
    { kind: 'write', params: (ids) => ({ id: ids.role }) },
    { kind: 'write', params: (ids) => ({ id: ids.sharedRole }) },
  ],
  // Options
  'GET /base/company/options': { kind: 'options' },
  'GET /base/project/options': [{ kind: 'options' }, { kind: 'options', query: (ids) => `companyId=${ids.company}` }],
  // Assets
  'POST /base/asset/page': [
    { kind: 'list', count: (sim, companies) => [...sim.state.fleet.assets.values()].filter(inAny(companies)).length },
    { kind: 'list', body: (ids) => ({ companyId: ids.company }), count: () => 0 },
  ],
  'PUT /base/asset/lock': { kind: 'write', body: (ids) => ({ ids: [ids.asset], kind: 'vendor', action: 'lock' }) },
  'PUT /base/asset/config': { kind: 'write', body: (ids) => ({ ids: [ids.asset], restartFlag: true, sceneTestMapping: true }) },
  'POST /base/asset/config/send': { kind: 'write', body: (ids) => ({ ids: [ids.asset] }) },
  'POST /base/asset': [
    { kind: 'write', body: assetBody },
    { kind: 'write', mixes: true, body: (ids) => ({ name: 'Scene of another', serialNumber: 'SNTENANT0002', companyId: A, sceneId: ids.scene }) },
  ],
  'DELETE /base/asset': [
    { kind: 'write', body: (ids) => ({ ids: [ids.asset] }) },
    { kind: 'write', body: (ids) => ({ ids: [ids.ownAsset, ids.asset].filter(Boolean) }) },
  ],
  'GET /base/asset/{id}': { kind: 'read', params: (ids) => ({ id: ids.asset }) },
  'PUT /base/asset/{id}': [
    { kind: 'write', params: (ids) => ({ id: ids.asset }), body: assetBody },
    { kind: 'write', params: (ids) => ({ id: ids.ownAsset }), body: (ids) => ({ ...assetBody(ids), serialNumber: 'SNTENANT0003' }) },
  ],
  'GET /base/asset/{id}/config': { kind: 'read', params: (ids) => ({ id: ids.asset }) },
  'PUT /base/asset/{id}/config': { kind: 'write', params: (ids) => ({ id: ids.asset }), body: () => ({ restartFlag: true, sceneTestMapping: false }) },
  'GET /base/asset/{id}/components': { kind: 'read', params: (ids) => ({ id: ids.asset }) },
  'POST /base/asset/{id}/exception/page': { kind: 'read', params: (ids) => ({ id: ids.asset }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  // Scenes and maps
  'POST /rss/scene/page': [
    { kind: 'list', count: (sim, companies) => sim.state.fleet.scenes.filter(inAny(companies)).length },
    { kind: 'list', body: (ids) => ({ companyId: ids.company }), count: () => 0 },
  ],
  'GET /rss/scene/options': [{ kind: 'options' }, { kind: 'options', query: (ids) => `companyId=${ids.company}` }],
  'POST /rss/scene': { kind: 'write', body: (ids) => ({ name: 'Tenant Hall', companyId: ids.company }) },
  'PUT /rss/scene/{id}': { kind: 'write', params: (ids) => ({ id: ids.scene }), body: () => ({ name: 'Renamed Hall', companyId: A }) },
  'DELETE /rss/scene/{id}': { kind: 'write', params: (ids) => ({ id: ids.scene }) },
  'POST /rss/scene/{id}/asset/page': { kind: 'read', params: (ids) => ({ id: ids.scene }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'GET /rss/scene/{id}/map': { kind: 'read', params: (ids) => ({ id: ids.scene }) },
  'GET /rss/scene/{id}/map/image': { kind: 'read', params: (ids) => ({ id: ids.scene }), query: () => 'kind=base' },
  'GET /rss/scene/{id}/nodes': { kind: 'read', params: (ids) => ({ id: ids.scene }) },
  'GET /rss/scene/{id}/robots': { kind: 'read', params: (ids) => ({ id: ids.scene }) },
  // Resources
  'POST /base/resource/log/page': { kind: 'list', count: (sim, companies) => sim.state.resources.logs.filter(inAny(companies)).length },
  'POST /base/resource/log/download': { kind: 'file', body: (ids) => ({ ids: [ids.log] }) },
  'POST /base/resource/log': {
    kind: 'write',
    refusedOnly: true,
    parts: (ids) => [
      { field: 'file', name: 'tenant.log', type: 'text/plain', data: 'log line\n' },
      metaPart({ name: 'Tenant log', generatedAt: Date.parse(NOW_TEXT), serialNumber: ids.serial }),
    ],
  },
  'PUT /base/resource/log/{id}': { kind: 'write', params: (ids) => ({ id: ids.log }), body: () => ({ name: 'Renamed log', generatedAt: Date.parse(NOW_TEXT) }) },
  'DELETE /base/resource/log': { kind: 'write', body: (ids) => ({ ids: [ids.log] }) },
  'POST /base/resource/function/page': {
    kind: 'list',
    count: (sim, companies) => sim.state.resources.checks.filter((check) => companies.has(sim.state.fleet.assets.get(check.assetId)?.companyId ?? '')).length,
  },
  'POST /base/resource/function/items': { kind: 'read', body: (ids) => ({ ids: [ids.check] }) },
  // OTA packages and pushes
  'POST /base/resource/ota/page': {
    kind: 'list',
    count: (sim, companies) => sim.state.ota.packages.filter((pkg) => pkg.companyId === '' || companies.has(pkg.companyId)).length,
  },
  'GET /base/ota/models': { kind: 'own' },
  'POST /base/resource/ota/download': { kind: 'file', body: (ids) => ({ ids: [ids.ownPackage] }) },
  'POST /base/resource/ota': { kind: 'own', parts: () => [] },
  'PUT /base/resource/ota/{id}': [
    { kind: 'write', params: (ids) => ({ id: ids.ownPackage }), body: (_, sim) => otaEditBody(sim) },
    { kind: 'write', params: (ids) => ({ id: ids.sharedPackage }), body: (_, sim) => otaEditBody(sim) },
  ],
  'DELETE /base/resource/ota': [
    { kind: 'write', body: (ids) => ({ ids: [ids.ownPackage] }) },
    { kind: 'write', body: (ids) => ({ ids: [ids.sharedPackage] }) },
  ],
  'GET /base/ota/upgrade/options': { kind: 'options' },
  'POST /base/ota/upgrade/device/page': { kind: 'list', body: (_, sim) => ({ packageId: sharedPackageOf(sim) }) },
  'POST /base/ota/upgrade/page': {
    kind: 'list',
    count: (sim, companies) => sim.state.ota.pushes.filter((push) => push.devices.some(inAny(companies))).length,
  },
  'POST /base/ota/upgrade': [
    { kind: 'write', body: (ids) => ({ packageId: ids.pushPackage, assetIds: [ids.pushAsset] }) },
    { kind: 'write', body: (ids) => ({ packageId: ids.ownPackage, assetIds: [ids.ownAsset] }) },
  ],
  'POST /base/ota/upgrade/{id}/device/page': { kind: 'read', params: (ids) => ({ id: ids.push }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'POST /base/ota/upgrade/{id}/rollback': { kind: 'write', params: (ids) => ({ id: ids.push }) },
  // Tasks (business)
  'POST /business/task/page': [
    { kind: 'read', body: (ids) => ({ pageNumber: 1, pageSize: 10, sceneId: ids.scene }) },
    { kind: 'list', body: (ids) => ({ sceneId: ids.ownScene }), count: () => 0 },
  ],
  'POST /business/task': { kind: 'write', body: (ids) => ({ sceneId: ids.scene, name: 'Tenant task', type: 1, targets: ['n1'] }) },
  'GET /business/task/{id}': { kind: 'read', params: (ids) => ({ id: ids.task }) },
  'PUT /business/task/{id}/priority': { kind: 'write', params: (ids) => ({ id: ids.task }), body: () => ({ priority: 5 }) },
  'PUT /business/task/queue': { kind: 'write', body: (ids) => ({ sceneId: ids.scene, ids: ids.queue }) },
  'POST /business/task/{id}/cancel': { kind: 'write', params: (ids) => ({ id: ids.task }) },
  'POST /business/task/{id}/retry': { kind: 'write', params: (ids) => ({ id: ids.abnormalTask }) },
  'POST /business/task/path': { kind: 'read', body: (ids) => ({ sceneId: ids.scene, targets: ['n1'] }) },
  'PUT /business/scene/{id}/network': {
    kind: 'write',
    params: (ids) => ({ id: ids.scene }),
    body: () => ({ version: 1, nodes: [], removedNodes: [], edges: [], removedEdges: [], actionPoints: [], removedActionPoints: [] }),
  },
  // Operation log
  'POST /base/operation/log/page': { kind: 'list', count: (sim, companies) => sim.state.operationLog.entries.filter(inAny(companies)).length },
  'GET /base/operation/log/{id}': { kind: 'read', params: (ids) => ({ id: ids.entry }) },
  // The overview of /welcome: figures of the caller's reach alone (mock/sim/overview.test.ts counts them)
  'GET /base/overview/robots': { kind: 'own' },
  'GET /base/overview/pushes': { kind: 'own' },
  'GET /base/overview/exceptions': { kind: 'own' },
  'GET /base/overview/expiries': { kind: 'own' },
  'GET /base/overview/trend': { kind: 'own' },
  // Standardization: the platform's own (fixtures: p90 without assets, v901 failed, v902 and v903 successful)
  'POST /base/normalization/project/page': { kind: 'platform', body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'GET /base/normalization/project/{id}': { kind: 'platform', params: () => ({ id: 'p1' }) },
  'DELETE /base/normalization/project/{id}': { kind: 'platform', params: () => ({ id: 'p90' }) },
  'GET /base/normalization/project/{id}/drift': { kind: 'platform', params: () => ({ id: 'p1' }) },
  'POST /base/normalization/project/{id}/reference/page': { kind: 'platform', params: () => ({ id: 'p1' }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'POST /base/normalization/project/{id}/reference': {
    kind: 'platform',
    params: () => ({ id: 'p1' }),
    body: () => ({ moduleId: 'm7', version: '99.1.0', overwrite: true }),
  },
  'POST /base/normalization/module/page': { kind: 'platform', body: () => ({ pageNumber: 1, pageSize: 10, projectId: 'p1' }) },
  'POST /base/normalization/module/{id}/version/page': { kind: 'platform', params: () => ({ id: 'm6' }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'POST /base/normalization/module/{id}/version': { kind: 'platform', params: () => ({ id: 'm6' }), body: () => ({ version: '99.0.0' }) },
  'POST /base/normalization/version/{id}/rerelease': { kind: 'platform', params: () => ({ id: 'v901' }) },
  'POST /base/normalization/version/{id}/rollback': { kind: 'platform', params: () => ({ id: 'v902' }) },
  'DELETE /base/normalization/version/{id}': { kind: 'platform', params: () => ({ id: 'v903' }) },
  'POST /base/normalization/version/{id}/message/page': { kind: 'platform', params: () => ({ id: 'v902' }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'POST /base/normalization/version/{id}/transfer/page': { kind: 'platform', params: () => ({ id: 'v902' }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'POST /base/normalization/version/{id}/file-transfer/page': { kind: 'platform', params: () => ({ id: 'v902' }), body: () => ({ pageNumber: 1, pageSize: 10, status: [2, 3] }) },
  'POST /base/normalization/version/{id}/request-rule/page': { kind: 'platform', params: () => ({ id: 'v902' }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'POST /base/normalization/exception-code/page': { kind: 'platform', body: () => ({ pageNumber: 1, pageSize: 10, level: [1, 2] }) },
  'POST /base/normalization/project': {
    kind: 'platform',
    body: () => ({ name: 'Tenant line', englishName: 'Tenant line', categoryCode: 'T1', brandCode: 'B', companyId: B }),
  },
  'PUT /base/normalization/project/{id}': {
    kind: 'platform',
    params: () => ({ id: 'p90' }),
    body: () => ({ name: 'Renamed line', englishName: 'Renamed line', categoryCode: 'T2', brandCode: 'B', companyId: B }),
  },
  'POST /base/normalization/project/{id}/config-item': { kind: 'platform', params: () => ({ id: 'p1' }), body: () => ({ code: 'TENANT', name: 'Tenant', type: 1 }) },
  'DELETE /base/normalization/project/{id}/config-item/{code}': { kind: 'platform', params: () => ({ id: 'p90', code: 'TEN' }) },
  'POST /base/normalization/module': {
    kind: 'platform',
    body: () => ({ projectId: 'p1', name: 'Tenant module', englishName: 'tenant-module', applyReason: 'Needed by the tenant test' }),
  },
  'PUT /base/normalization/module/{id}': {
    kind: 'platform',
    params: () => ({ id: 'm1' }),
    body: (_ids, sim) => ({ ...sim.state.normalization.modules[0], id: undefined, creator: undefined, createdAt: undefined, name: 'Renamed module' }),
  },
  'DELETE /base/normalization/module/{id}': { kind: 'platform', params: () => ({ id: 'm90' }) },
  'POST /base/normalization/exception-code': {
    kind: 'platform',
    body: () => ({ code: 'T9999', moduleId: 'm1', type: 'software', nameZh: 'Tenant', nameEn: 'Tenant', level: 2 }),
  },
  'PUT /base/normalization/exception-code/{id}': {
    kind: 'platform',
    params: () => ({ id: 'ec1' }),
    body: () => ({ code: 'T9998', moduleId: 'm1', type: 'safety', nameZh: 'Tenant', nameEn: 'Tenant', level: 1 }),
  },
  'DELETE /base/normalization/exception-code/{id}': { kind: 'platform', params: () => ({ id: 'ec1' }) },
  // Production quality: the platform's own (fixtures: applications sa90, sa91 applied by `reviewer`, open tickets fb90, fb91).
  'POST /production/application/page': { kind: 'platform', body: () => ({ pageNumber: 1, pageSize: 10, state: [1] }) },
  'GET /production/application/{id}': { kind: 'platform', params: () => ({ id: 'sa1' }) },
  'POST /production/application': {
    kind: 'platform',
    body: () => ({ manufacturer: 'Tenant', batch: 'TEN1', manufactureDate: 0, yearCode: 'K', productionQuantity: 2, applicationQuantity: 2, levelIdentifier: 'T', randomNumber: '0001' }),
  },
  'POST /production/application/{id}/approve': { kind: 'platform', params: () => ({ id: 'sa90' }), body: () => ({ remarks: 'Checked by the tenant test.' }) },
  'POST /production/application/{id}/reject': { kind: 'platform', params: () => ({ id: 'sa91' }), body: () => ({ remarks: 'Refused by the tenant test.' }) },
  'POST /production/application/{id}/serial/page': { kind: 'platform', params: () => ({ id: 'sa1' }), body: () => ({ pageNumber: 1, pageSize: 10 }) },
  'POST /production/serial/page': { kind: 'platform', body: (ids) => ({ pageNumber: 1, pageSize: 10, serialNumber: ids.serial }) },
  'POST /production/record/page': { kind: 'platform', body: (ids) => ({ pageNumber: 1, pageSize: 10, serialNumber: ids.serial, result: [1, 2] }) },
  'POST /production/feedback/page': { kind: 'platform', body: () => ({ pageNumber: 1, pageSize: 10, state: 1 }) },
  'GET /production/feedback/{id}': { kind: 'platform', params: () => ({ id: 'fb1' }) },
  'POST /production/feedback': {
    kind: 'platform',
    body: (ids) => ({ date: 0, customer: 'Tenant', anomalyClass: 1, anomalyDescription: 'Scratch', causeClass: 4, serialNumbers: [ids.serial] }),
  },
  'PUT /production/feedback/{id}': {
    kind: 'platform',
    params: () => ({ id: 'fb90' }),
    body: (ids) => ({ date: 0, customer: 'Tenant', anomalyClass: 1, anomalyDescription: 'Scratch', causeClass: 4, serialNumbers: [ids.serial] }),
  },
  'POST /production/feedback/{id}/close': { kind: 'platform', params: () => ({ id: 'fb91' }), body: () => ({ completer: 'Tenant', verificationResult: 'Verified' }) },
  // The timeline follows the asset's company: B's unit answers A's caller as an unknown one; the platform reads it.
  'GET /production/unit/{serialNumber}/timeline': { kind: 'read', params: (ids) => ({ serialNumber: ids.serial }) },
  // Translations and dictionaries: the platform's own (no company's data); the dictionary's list feeds any account's selects.
  'POST /base/i18n/page': { kind: 'platform', body: () => ({ pageNumber: 1, pageSize: 10, missingIn: 'en-US' }) },
  'GET /base/i18n/{id}': { kind: 'platform', params: () => ({ id: 't1' }) },
  'POST /base/i18n': { kind: 'platform', body: () => ({ key: 'tenant.word', language: 'en-US', value: 'Tenant' }) },
  'PUT /base/i18n': {
    kind: 'platform',
    body: (_, sim) => {
      const { id, key, language } = sim.state.translations.entries[0];
      return { id, key, language, value: 'Changed by the tenant test' };
    },
  },
  'DELETE /base/i18n': { kind: 'platform', body: () => ({ ids: ['t1'] }) },
  'POST /base/i18n/excel/file': { kind: 'platform', parts: () => [{ field: 'file', name: 'translations.xlsx', type: XLSX, data: tenantWorkbook() }] },
  'POST /base/i18n/excel/list': { kind: 'platform', body: () => ({ importId: 'imp90', pageNumber: 1, pageSize: 10 }) },
  'GET /base/i18n/excel/template': { kind: 'platform' },
  'POST /base/dictionary/page': { kind: 'platform', body: () => ({ pageNumber: 1, pageSize: 10, type: 'discipline' }) },
  'POST /base/dictionary/list': { kind: 'own', body: () => ({ type: 'discipline' }) },
  'POST /base/dictionary': { kind: 'platform', body: () => ({ name: 'Tenant', code: 'tenant', sort: 90, type: 'platformTag' }) },
  'PUT /base/dictionary': { kind: 'platform', body: () => ({ id: 'd1', name: 'Renamed', code: 'navigation', sort: 10, type: 'discipline' }) },
  'DELETE /base/dictionary': { kind: 'platform', body: () => ({ ids: ['d90'] }) },
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let workbook: Buffer | undefined;
/** A one-row translations workbook (made before the matrix runs: exceljs writes asynchronously). */
function tenantWorkbook(): Buffer {
  if (!workbook) throw new Error('the tenant workbook is made in beforeAll');
  return workbook;
}
beforeAll(async () => {
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  const sheet = book.addWorksheet('translations');
  sheet.addRow(['key', 'language', 'value']);
  sheet.addRow(['tenant.word', 'en-US', 'Tenant']);
  workbook = Buffer.from(await book.xlsx.writeBuffer());
});

/** The first package the platform published (companyId ''). */
function sharedPackageOf(sim: Simulator): string {
  return sim.state.ota.packages.find((pkg) => pkg.companyId === '')?.id ?? '';
}

/** The first package's own fields, renamed: a valid edit of any package. */
function otaEditBody(sim: Simulator) {
  const { tag, model, modelVersion, purpose, minVersion, applicableVersion, targetVersion, batchUuid, upgradeMethod } = sim.state.ota.packages[0];
  return { name: 'Renamed package', tag, model, modelVersion, purpose, minVersion, applicableVersion, targetVersion, batchUuid, upgradeMethod };
}

/**
 * Company B's records the cases name, made where the seed has none: a role of
 * B's own, an OTA package of B's own, an avatar for B's member.
 */
function fixtures(sim: Simulator): Ids {
  const { state } = sim;
  const now = sim.now();
  const member = state.accounts.find((account) => account.account === 'dispatcher') as Account;
  member.head = { mime: 'image/png', data: Buffer.from('89504e470d0a1a0a', 'hex'), version: 1 };
  state.roles.push({ id: 'r90', name: 'Demo Co. Auditors', type: 'enterprise', companyId: B, permissions: ['personBase', 'platform'], createdAt: now, updatedAt: now });
  const shared = state.ota.packages[0];
  const own = { ...shared, id: 'ota90', name: 'Demo Co. private build', companyId: B, createdAt: now, updatedAt: now };
  state.ota.packages.push(own);
  // Standardization: a project no asset uses, and versions in known statuses (m9 failed, m7 and m8 successful).
  state.fleet.projects.push({ ...state.fleet.projects[0], id: 'p90', name: 'Empty project', companyId: B });
  state.normalization.configItems.set('p90', [{ code: 'TEN', name: 'Tenant', type: 2 }]);
  state.normalization.modules.push({ ...state.normalization.modules[0], id: 'm90', name: 'Unreferenced module' });
  const version = (id: string, moduleId: string, number: string, status: 3 | 5) => ({
    id,
    moduleId,
    version: number,
    status,
    move: null,
    rolledBackTo: '',
    publisher: 'Tenant test',
    createdAt: now,
    since: now,
    notes: '',
    publishes: 1,
  });
  state.normalization.versions.push(version('v901', 'm9', '99.0.1', 5), version('v902', 'm7', '99.1.0', 3), version('v903', 'm8', '99.2.0', 3));
  // Production quality: two applications `reviewer` applied for (so `admin` may review them) and two open tickets.
  const reviewer = state.accounts.find((account) => account.account === 'reviewer') as Account;
  const applied = (id: string, randomNumber: string) => ({
    ...state.production.applications[0],
    id,
    state: 1 as const,
    randomNumber,
    applicantId: reviewer.id,
    applicant: reviewer.account,
    reviewerId: '',
    reviewer: '',
    reviewedAt: null,
    remarks: '',
  });
  state.production.applications.push(applied('sa90', '9090'), applied('sa91', '9191'));
  const open = (id: string) => ({ ...state.production.feedback[0], id, state: 1 as const, closedAt: null, measures: [], serialNumbers: [state.production.feedback[0].serialNumbers[0]] });
  state.production.feedback.push(open('fb90'), open('fb91'));
  // Translations and dictionaries: an import the platform account holds, and a dictionary entry no record uses.
  const platform = state.accounts.find((account) => account.account === PLATFORM) as Account;
  state.translations.imports.set('imp90', { id: 'imp90', accountId: platform.id, createdAt: now, fileName: 'tenant.xlsx', rows: [], applied: false, appliedRows: 0 });
  state.dictionary.entries.push({ id: 'd90', name: 'Unused', code: 'QNX', sort: 90, type: 'platformTag' });
  const bAssets = assetsOf(sim, B);
  // A push to B's devices only: the first seeded push that has any, cut down to them.
  const mixed = state.ota.pushes.find((candidate) => candidate.devices.some((device) => device.companyId === B));
  const push = mixed && { ...mixed, id: 'push90', devices: mixed.devices.filter((device) => device.companyId === B).map((device, index) => ({ ...device, id: `push90-${index + 1}` })) };
  if (push) state.ota.pushes.push(push);
  const log = state.resources.logs.find((candidate) => companyOfSerial(sim, candidate.serialNumber) === B);
  const check = state.resources.checks.find((candidate) => state.fleet.assets.get(candidate.assetId)?.companyId === B);
  const entry = state.operationLog.entries.find((candidate) => accountCompany(sim, candidate.userId) === B);
  const scene = state.fleet.scenes.find((candidate) => candidate.companyId === B && candidate.mapStatus === 1 && !candidate.benchmark);
  const notice = state.notices.get(member.id)?.items[0];
  // B's scene's tasks (made on first use), and the task key for A's caller: an enterprise administrator holds no
  // business key, and without it every task call would be refused (40301) before it reached B's records.
  const tasks = scene && tasksOfScene({ tasks: state.tasks, maps: state.maps, assets: state.fleet.assets }, scene, now).tasks;
  const waiting = tasks?.filter((task) => task.status === 1).sort((a, b) => a.priority - b.priority || a.order - b.order);
  const abnormal = tasks?.find((task) => task.status === 4);
  state.accounts.find((account) => account.account === CALLER)?.permissions.push(TASK_KEY, NETWORK_KEY);
  const ownScene = state.fleet.scenes.find((candidate) => candidate.companyId === A && candidate.mapStatus === 1);
  const found = { push, log, check, entry, scene, notice, waiting: waiting?.[0], abnormal, ownScene };
  for (const [name, value] of Object.entries(found)) if (!value) throw new Error(`the seed has no ${name} of company ${B}`);
  return {
    company: B,
    asset: bAssets[0].id,
    serial: bAssets[1].serialNumber,
    scene: scene!.id,
    member: member.id,
    memberEmail: member.email,
    role: 'r90',
    log: log!.id,
    check: check!.id,
    ownPackage: own.id,
    sharedPackage: shared.id,
    push: push!.id,
    invitation: 'WELCOME2026',
    entry: entry!.id,
    notice: notice!.noSqlId,
    sharedRole: 'r3',
    platformRole: 'r1',
    ownAsset: assetsOf(sim, A)[0].id,
    pushPackage: shared.id,
    pushAsset: bAssets.find((asset) => applies(state.ota, shared, asset))?.id ?? '',
    task: waiting![0].id,
    abnormalTask: abnormal!.id,
    queue: waiting!.map((task) => task.id),
    ownScene: ownScene!.id,
  };
}

/** Ids no record has, but for A's own asset, which both sets name alike. */
const unknownOf = (ids: Ids): Ids => ({ ...UNKNOWN, ownAsset: ids.ownAsset, pushPackage: ids.pushPackage, ownScene: ids.ownScene });

/** What identifies company `companyId`'s records in any answer: names, numbers, serials, UUIDs, emails. */
function markersOf(sim: Simulator, companyId: string): Set<string> {
  const { state } = sim;
  const markers = new Set<string>();
  const company = state.companies.find((candidate) => candidate.id === companyId);
  if (company) [company.name, company.number, company.creditCode].forEach((value) => markers.add(value));
  for (const asset of assetsOf(sim, companyId)) [asset.assetNumber, asset.serialNumber, asset.uuid].forEach((value) => markers.add(value));
  for (const scene of state.fleet.scenes) if (scene.companyId === companyId) markers.add(scene.uuid);
  for (const account of state.accounts) if (account.companyId === companyId && account.email) markers.add(account.email.toLowerCase());
  for (const role of state.roles) if (role.companyId === companyId) markers.add(role.name);
  for (const pkg of state.ota.packages) if (pkg.companyId === companyId) markers.add(pkg.name);
  return markers;
}

const TOKEN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|AS-\d{6}|EN-\d{4}|\b[A-Z0-9]{12}\b|\b[A-Z0-9]{18}\b/g;

/** The answer as text: JSON, a file's text, or a zip's entries' text. */
function answerText(response: SimResponse): string {
  if (!response.raw) return JSON.stringify(response.body);
  const data = Buffer.isBuffer(response.body) ? response.body : Buffer.from(String(response.body));
  if (data.subarray(0, 2).toString('latin1') === 'PK') {
    return unzip(data)
      .map((entry) => `${entry.name}\n${(entry.method === 8 ? inflateRawSync(entry.data) : entry.data).toString('utf8')}`)
      .join('\n');
  }
  return data.toString('utf8');
}

/** The markers of `markers` that the answer shows. */
function leaked(response: SimResponse, markers: ReadonlySet<string>): string[] {
  const text = answerText(response);
  const found = new Set<string>();
  for (const token of text.match(TOKEN) ?? []) {
    const folded = token.includes('@') ? token.toLowerCase() : token;
    if (markers.has(folded)) found.add(folded);
  }
  for (const marker of markers) if (marker.includes(' ') && text.includes(marker)) found.add(marker);
  return [...found];
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/{([A-Za-z]+)}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
}

function send(sim: Simulator, route: RouteDef, testCase: Case, ids: Ids, auth?: Auth, extraBody?: Record<string, unknown>): SimResponse {
  return call(sim, requestOf(sim, route, testCase, ids, auth, extraBody));
}

/** `send` for a route that must wait (`handleAsync`: the .xlsx import and template). */
function sendAsync(sim: Simulator, route: RouteDef, testCase: Case, ids: Ids, auth?: Auth): Promise<SimResponse> {
  return callAsync(sim, requestOf(sim, route, testCase, ids, auth));
}

function requestOf(sim: Simulator, route: RouteDef, testCase: Case, ids: Ids, auth?: Auth, extraBody?: Record<string, unknown>): Call {
  const path = `/api${fill(route.path, testCase.params?.(ids) ?? {})}`;
  const rawQuery = testCase.query?.(ids) ?? '';
  if (testCase.parts) {
    const parts = testCase.parts(ids, sim);
    const files = parts.map((part) => ({ field: part.field, name: part.name, type: part.type ?? 'application/octet-stream', data: Buffer.from(part.data) }));
    return { method: route.method, path, rawQuery, body: null, files, ...auth };
  }
  let body = testCase.body?.(ids, sim);
  if (extraBody) body = { ...((body as object | undefined) ?? {}), ...extraBody };
  return { method: route.method, path, rawQuery, body: body === undefined ? '' : JSON.stringify(body), ...auth };
}

/** The parts of an answer that say what it was: its status and, for a refusal, its reason and result. */
function verdict(response: SimResponse) {
  if (response.raw) return { raw: true };
  const { status, result } = response.body as Envelope;
  return { http: response.status, code: status.statusCode, reason: status.statusReason, result: status.statusCode === 0 ? 'ok' : result };
}

/** The stored records a change could touch (sessions, nonces, the log and the clock-driven feeds left out). */
function digest(sim: Simulator): string {
  const { state } = sim;
  return JSON.stringify(
    {
      // A sign-in moves these; nothing else of an account may change.
      accounts: state.accounts.map((account) => ({ ...account, lastLoginAt: null, failedLogins: 0 })),
      companies: state.companies,
      roles: state.roles,
      agents: state.agents,
      invitations: [...state.invitations.values()],
      assets: [...state.fleet.assets.values()],
      scenes: state.fleet.scenes,
      logs: state.resources.logs,
      checks: state.resources.checks,
      packages: state.ota.packages,
      pushes: state.ota.pushes,
      // B's feeds (A's own is made on its first use).
      notices: [...state.notices.entries()]
        .filter(([id]) => accountCompany(sim, id) === B)
        .map(([id, feed]) => [id, feed.items.map((item) => [item.noSqlId, item.status])]),
      outbox: state.outbox,
      tasks: [...state.tasks.scenes.values()].map((scene) => scene.tasks.map(({ id, name, status, priority, order }) => [id, name, status, priority, order])),
    },
    (_, value: unknown) => (value && typeof value === 'object' && 'type' in value && (value as { type: unknown }).type === 'Buffer' ? '<bytes>' : value),
  );
}

interface Tally {
  routes: number;
  cases: number;
  requests: number;
}

function signIn(sim: Simulator, account: string): Auth {
  const { response, session } = login(sim, account);
  expect(code(response), account).toBe(0);
  return authOf(session);
}

/** Every page of a list (100 a page): the items, and the total it claims. */
function everyPage(sim: Simulator, route: RouteDef, testCase: Case, auth: Auth, tally: Tally): { responses: SimResponse[]; totalCount: number; seen: number } {
  const responses: SimResponse[] = [];
  let seen = 0;
  let totalCount = 0;
  for (let pageNumber = 1; pageNumber <= 200; pageNumber += 1) {
    const response = send(sim, route, testCase, fixturesOf(sim), auth, { pageNumber, pageSize: 100 });
    tally.requests += 1;
    expect(verdict(response), `${route.method} ${route.path} page ${pageNumber}`).toMatchObject({ code: 0 });
    responses.push(response);
    const page = (response.body as Envelope<{ items: unknown[]; totalCount: number }>).result;
    totalCount = page.totalCount;
    seen += page.items.length;
    if (page.items.length === 0 || seen >= totalCount) break;
  }
  return { responses, totalCount, seen };
}

const FIXTURES = new WeakMap<Simulator, Ids>();
function fixturesOf(sim: Simulator): Ids {
  let ids = FIXTURES.get(sim);
  if (!ids) {
    ids = fixtures(sim);
    FIXTURES.set(sim, ids);
  }
  return ids;
}

/** One case of one route: A against B, then the platform against both (awaited for a route that must wait). */
function runCase(route: RouteDef, testCase: Case, tally: Tally): void | Promise<void> {
  const label = `${route.method} ${route.path} (${route.scope}, ${testCase.kind})`;
  const sim = new Simulator();
  const ids = fixturesOf(sim);
  const markers = markersOf(sim, B);
  const caller = signIn(sim, CALLER);
  tally.cases += 1;

  switch (testCase.kind) {
    case 'public': {
      expect(route.scope, label).toBe('public');
      expect(testCase.note, label).toBeTruthy();
      return;
    }
    case 'platform': {
      expect(route.scope, label).toBe('platform');
      const before = digest(sim);
      const refused = send(sim, route, testCase, ids, caller);
      expect(verdict(refused), label).toMatchObject({ code: 40301 });
      expect(digest(sim), label).toBe(before);
      tally.requests += 2;
      if (route.handleAsync) {
        return sendAsync(sim, route, testCase, ids, signIn(sim, PLATFORM)).then((reached) => {
          expect(reached.raw || verdict(reached).code === 0, `${label} ${JSON.stringify(verdict(reached))}`).toBe(true);
        });
      }
      const reached = send(sim, route, testCase, ids, signIn(sim, PLATFORM));
      expect(verdict(reached), label).toMatchObject({ code: 0 });
      return;
    }
    case 'own':
    case 'options': {
      const response = send(sim, route, testCase, ids, caller);
      tally.requests += 1;
      expect(leaked(response, markers), label).toEqual([]);
      if (testCase.kind === 'options') {
        expect(verdict(response), label).toMatchObject({ code: 0 });
        if (route.scope !== 'own-company' && route.scope !== 'self') {
          // The platform's options reach B's as well (where B has any).
          const platform = send(sim, route, testCase, ids, signIn(sim, PLATFORM));
          tally.requests += 1;
          const options = (platform.body as Envelope<Array<{ companyId?: string; id: string }>>).result;
          const ofB = options.filter((option) => option.companyId === B || option.id === B || (option as { type?: string }).type === 'platform');
          if (route.path === '/base/ota/upgrade/options') expect(options.length, label).toBeGreaterThan(0);
          else expect(ofB.length, `${label}: the platform reaches B`).toBeGreaterThan(0);
        }
      }
      return;
    }
    case 'list': {
      const { responses, totalCount, seen } = everyPage(sim, route, testCase, caller, tally);
      for (const response of responses) expect(leaked(response, markers), label).toEqual([]);
      expect(seen, `${label}: the pages add up to the total`).toBe(totalCount);
      if (testCase.count) {
        expect(totalCount, `${label}: the total counts A's records only`).toBe(testCase.count(sim, new Set([A])));
        if (route.scope !== 'own-company' && !testCase.body) {
          const both = testCase.count(sim, new Set([A, B]));
          expect(both, `${label}: B has records to hide`).toBeGreaterThan(testCase.count(sim, new Set([A])));
          const platform = everyPage(sim, route, testCase, signIn(sim, PLATFORM), tally);
          expect(platform.totalCount, `${label}: the platform reaches A and B`).toBeGreaterThanOrEqual(both);
        }
      }
      return;
    }
    case 'read':
    case 'write':
    case 'file': {
      const before = digest(sim);
      const ofB = send(sim, route, testCase, ids, caller);
      const afterB = digest(sim);
      const unknown = send(sim, route, testCase, unknownOf(ids), caller);
      tally.requests += 2;
      expect(leaked(ofB, markers), label).toEqual([]);
      expect(ofB.raw, `${label}: no file`).toBeFalsy();
      expect(afterB, `${label}: nothing of B's changed`).toBe(before);
      if (testCase.refusedOnly) expect(verdict(ofB), label).not.toMatchObject({ code: 0 });
      else expect(verdict(ofB), `${label}: B's record answers as an unknown one`).toEqual(verdict(unknown));
      if (route.scope === 'self' || route.scope === 'own-company' || testCase.mixes) return;
      // The platform reaches B's record: found (a read or a file succeeds), never answered as unknown.
      const platform = send(sim, route, testCase, ids, signIn(sim, PLATFORM));
      tally.requests += 1;
      if (testCase.kind === 'write') {
        if (!testCase.refusedOnly) expect(verdict(platform), `${label}: the platform reaches B's record`).not.toEqual(verdict(unknown));
      } else {
        expect(platform.raw || verdict(platform).code === 0, `${label}: the platform reads B's record ${JSON.stringify(verdict(platform))}`).toBe(true);
        if (testCase.kind === 'file') expect(platform.raw, `${label}: the platform gets the file`).toBe(true);
      }
      return;
    }
  }
}

const casesOf = (route: RouteDef): Case[] => {
  const entry = CASES[`${route.method} ${route.path}`];
  return entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
};

describe('the tenant boundary: scope declarations', () => {
  it('every route of the table declares a known scope, public exactly when it takes no session', () => {
    expect(() => assertScopes(ROUTES)).not.toThrow();
    for (const route of ROUTES) expect(SCOPES, `${route.method} ${route.path}`).toContain(route.scope);
  });

  it('refuses a route without a scope, or a public route declared otherwise, naming it', () => {
    const handle = () => null;
    const unscoped = { method: 'GET', path: '/base/new/thing', handle } as unknown as RouteDef;
    expect(() => assertScopes([...ROUTES, unscoped])).toThrow(/GET \/base\/new\/thing/);
    const route = (fields: object) => ({ method: 'GET', handle, ...fields }) as unknown as RouteDef;
    expect(() => assertScopes([route({ path: '/base/x', scope: 'company', public: true })])).toThrow(/\/base\/x/);
    expect(() => assertScopes([route({ path: '/base/y', scope: 'public' })])).toThrow(/\/base\/y/);
  });
});

describe('the tenant boundary: an account of no role', () => {
  it('reaches nothing of the company it asked to join until that company gives it a role', () => {
    const sim = new Simulator();
    // What a self-registration that chose Robot Demo Co. leaves: the company named, no role.
    const joiner = sim.state.accounts.find((account) => account.companyId === '') as Account;
    joiner.companyId = B;
    const auth = signIn(sim, joiner.account);
    const markers = markersOf(sim, B);
    for (const path of ['/api/base/company/options', '/api/base/project/options', '/api/rss/scene/options', '/api/base/role/options']) {
      const response = call(sim, { method: 'GET', path, ...auth });
      expect(code(response), path).toBe(0);
      expect(leaked(response, markers), path).toEqual([]);
      if (path !== '/api/base/role/options') expect((response.body as Envelope<unknown[]>).result, path).toEqual([]);
    }
    // Given a role by the company, it reaches the company.
    joiner.roleId = 'r3';
    const options = call(sim, { method: 'GET', path: '/api/base/company/options', ...auth });
    expect((options.body as Envelope<Array<{ id: string }>>).result.map((option) => option.id)).toEqual([B]);
  });
});

describe('the tenant boundary: the cross-tenant matrix', () => {
  it('has a case for every route of the table, and no case for a route it lacks', () => {
    const missing = ROUTES.filter((route) => casesOf(route).length === 0).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    const known = new Set(ROUTES.map((route) => `${route.method} ${route.path}`));
    expect(Object.keys(CASES).filter((key) => !known.has(key))).toEqual([]);
  });

  const tally: Tally = { routes: 0, cases: 0, requests: 0 };
  for (const route of ROUTES) {
    const cases = casesOf(route);
    cases.forEach((testCase, index) => {
      it(`${route.method} ${route.path} [${route.scope}] ${testCase.kind}${cases.length > 1 ? ` #${index + 1}` : ''}`, () => {
        if (index === 0) tally.routes += 1;
        return runCase(route, testCase, tally);
      });
    });
  }

  afterAll(() => {
    // The matrix's size, for the note and CI's log.
    process.stdout.write(`tenant matrix: ${tally.routes} routes, ${tally.cases} cases, ${tally.requests} requests (enterprise ${CALLER} of ${A} against ${B}; platform ${PLATFORM})\n`);
  });
});

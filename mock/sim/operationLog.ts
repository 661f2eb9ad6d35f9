/**
 * Operation logs (docs/api.md "Operation logs"): what every successful change
 * through the API records, once, after its handler returned. Which calls
 * record what: a route's `audit` (router.ts), else a default from its method
 * and path (POST create, PUT update, DELETE delete; the module from the path;
 * GET and the page, option, download and export calls record nothing). The
 * target is the record's id and the detail the body, unless the route's
 * `audit.describe` names them as people do (production quality: an
 * application's number, a ticket's report number and serial numbers).
 * Seeded: 40 older entries of admin, dispatcher and member.
 *
 * Each entry keeps the company it belongs to (docs/api.md "Operation logs"):
 * the acting account's company at the time, or '' (the platform's own) when
 * the account held a platform role then: platform staff act on every company,
 * and their entries are seen by platform staff only.
 */
import {
  LOG_ACTIONS,
  LOG_MODULES,
  type LogAction,
  type LogModule,
} from '../../src/services/types/operationLog';
import type { Role } from './org';
import type { OtaPush } from './ota';
import { holdsPlatformRole } from './reach';
import { between, pick, randomChars, seededRandom } from './random';
import type { Audit, RouteDef } from './router';
import type { Account, OperationEntry, OperationLogState, SimState } from './store';

export type { OperationEntry };

/** The contract's actions and modules (src/services/types/operationLog.ts). */
export const AUDIT_ACTIONS: readonly AuditAction[] = LOG_ACTIONS;
export type AuditAction = LogAction;
export const AUDIT_MODULES: readonly AuditModule[] = LOG_MODULES;
export type AuditModule = LogModule;



const READ_ONLY = /\/(page|options|download|export)$/;
const METHOD_ACTIONS: Record<string, AuditAction> = { POST: 'create', PUT: 'update', DELETE: 'delete' };
const SEGMENT_MODULES: Record<string, AuditModule> = {
  auth: 'account',
  enterprise: 'enterprise',
  agent: 'agent',
  role: 'role',
  asset: 'asset',
  scene: 'scene',
  resource: 'resource',
  ota: 'ota',
  task: 'task',
  normalization: 'normalization',
};
/** Services whose every call is of one module (the production service: `/production/feedback`). */
const SERVICE_MODULES = new Map<string, AuditModule>([['production', 'production']]);
/** /person/<segment>...: the signed-in person's own account, or an invitation; any other, a member. */
const PERSON_MODULES: Record<string, AuditModule> = {
  base: 'account',
  password: 'account',
  head: 'account',
  forget: 'account',
  register: 'account',
  account: 'account',
  h5: 'account',
  invite: 'invitation',
};

/** The module of a path below the API root (`/base/asset/lock`); undefined for one of none. */
export function moduleOfPath(path: string): AuditModule | undefined {
  const [, service, first, second] = path.split('/');
  const whole = SERVICE_MODULES.get(service);
  if (whole) return whole;
  if (first === 'person') return (second !== undefined && PERSON_MODULES[second]) || 'member';
  return SEGMENT_MODULES[first];
}

/** What a route records: its action and module, and how it names what was written (if it does). */
export type RouteAudit = Required<Pick<Audit, 'action' | 'module'>> & Pick<Audit, 'describe'>;

/** What a successful call of the route records; undefined: nothing. */
export function auditOf(route: Pick<RouteDef, 'method' | 'path' | 'audit'>): RouteAudit | undefined {
  if (route.audit === false || route.method === 'GET') return undefined;
  if (route.audit === undefined && READ_ONLY.test(route.path)) return undefined;
  const action = route.audit?.action ?? METHOD_ACTIONS[route.method];
  const module = route.audit?.module ?? moduleOfPath(route.path);
  if (!action || !module) return undefined;
  const describe = route.audit?.describe;
  return describe ? { action, module, describe } : { action, module };
}

const SECRET_FIELDS = new Set(['password', 'oldPassword', 'newPassword']);

/** A copy of the body without its passwords (at any depth); null for none. */
export function cleanDetail(body: unknown): unknown {
  if (body === undefined) return null;
  return JSON.parse(JSON.stringify(body, (key, value: unknown) => (SECRET_FIELDS.has(key) ? undefined : value))) as unknown;
}

const COUNT_FIELDS = ['deleted', 'updated', 'added', 'removed', 'released', 'sent'];

/** The record's id (the path's, the answer's), else the number of records (the body's ids, the answer's count). */
function targetOf(params: Record<string, string>, body: unknown, result: unknown, actor: Account, module: AuditModule): string {
  const pathId = params.id ?? params.userId ?? params.code;
  if (pathId) return pathId;
  const answer = typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : {};
  if (typeof answer.id === 'string') return answer.id;
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (Array.isArray(input.ids)) return String(input.ids.length);
  const count = COUNT_FIELDS.find((field) => typeof answer[field] === 'number');
  if (count) return String(answer[count]);
  return module === 'account' ? actor.id : '';
}

export interface Operation {
  method: string;
  /** Below the API root: `/base/ota/upgrade`. */
  path: string;
  params: Record<string, string>;
  /** The JSON body, or an upload's `meta`. */
  body: unknown;
  result: unknown;
  /** Who acted: the signed-in account, or the one a public call signed in, registered or reset. */
  actor: Account;
  ip: string;
  now: number;
}

/**
 * The company an entry belongs to: the acting account's, or the platform's
 * ('') for platform staff, whose changes may touch any company's records.
 */
function entryCompany(roles: readonly Role[], account: Account): string {
  return holdsPlatformRole(roles, account) ? '' : account.companyId;
}

/** Adds the entry of a successful change. */
export function recordOperation(state: SimState, audit: RouteAudit, operation: Operation): OperationEntry {
  const log = state.operationLog;
  const { actor } = operation;
  const named = audit.describe?.(operation.result, operation.body) ?? {};
  const entry: OperationEntry = {
    id: `ol${log.nextNumber}`,
    companyId: entryCompany(state.roles, actor),
    time: operation.now,
    userId: actor.id,
    account: actor.account,
    userName: actor.name,
    action: audit.action,
    module: audit.module,
    target: named.target ?? targetOf(operation.params, operation.body, operation.result, actor, audit.module),
    // Without the service: `/base/ota/upgrade` -> `POST /ota/upgrade`.
    summary: `${operation.method} ${operation.path.replace(/^\/[^/]+/, '')}`,
    ip: operation.ip,
    detail: cleanDetail('detail' in named ? named.detail : operation.body),
  };
  log.nextNumber += 1;
  log.entries.push(entry);
  return entry;
}

interface SeedTemplate {
  action: AuditAction;
  module: AuditModule;
  summary: (random: () => number) => [string, string, unknown];
}

const asset = (random: () => number) => `a${between(random, 1, 3000)}`;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const TEMPLATES: Record<string, readonly SeedTemplate[]> = {
  admin: [
    { action: 'update', module: 'asset', summary: (r) => { const id = asset(r); return [`PUT /asset/${id}`, id, { name: 'Cleaner', serialNumber: 'SN' }]; } },
    { action: 'lock', module: 'asset', summary: (r) => { const ids = Array.from({ length: between(r, 1, 4) }, () => asset(r)); return ['PUT /asset/lock', String(ids.length), { ids, kind: 'vendor', action: 'lock' }]; } },
    { action: 'update', module: 'member', summary: (r) => { const id = String(between(r, 1004, 1040)); return [`PUT /person/${id}`, id, { deviceLevel: between(r, 0, 3) }]; } },
    { action: 'create', module: 'invitation', summary: (r) => ['POST /person/invite', `INV${randomChars(r, INVITE_ALPHABET, 8)}`, { roleId: 'r3' }] },
    { action: 'update', module: 'enterprise', summary: () => ['PUT /enterprise', 'c1', { website: 'https://robot-demo.example' }] },
    { action: 'upload', module: 'resource', summary: (r) => { const id = `log${between(r, 1, 25)}`; return ['POST /resource/log', id, { name: 'Nightly logs' }]; } },
  ],
  dispatcher: [
    { action: 'update', module: 'scene', summary: (r) => { const id = `s${between(r, 1, 5)}`; return [`PUT /scene/${id}`, id, { name: 'Lobby' }]; } },
    { action: 'send', module: 'asset', summary: (r) => { const ids = Array.from({ length: between(r, 1, 4) }, () => asset(r)); return ['POST /asset/config/send', String(ids.length), { ids }]; } },
  ],
  member: [{ action: 'update', module: 'account', summary: () => ['PUT /person/base', '1003', { name: 'Member' }] }],
};

/**
 * 40 entries over the past 30 days: sign-ins and sign-outs of the three
 * console accounts and some of their changes, plus admin's sends of the
 * seeded pushes at their times; ids `ol1` up, oldest first.
 */
export function seedOperationLog(accounts: readonly Account[], roles: readonly Role[], pushes: readonly OtaPush[], now: number): OperationLogState {
  const drawn: Array<Omit<OperationEntry, 'id'>> = [];
  const people = accounts.filter((account) => ['admin', 'dispatcher', 'member'].includes(account.account));
  const admin = people.find((account) => account.account === 'admin');
  const base = (account: Account, ip: string) => ({
    companyId: entryCompany(roles, account),
    userId: account.id,
    account: account.account,
    userName: account.name,
    ip,
  });
  for (const push of pushes) {
    if (!admin) break;
    drawn.push({
      ...base(admin, '10.0.1.21'),
      time: push.createdAt,
      action: 'send',
      module: 'ota',
      target: push.id,
      summary: 'POST /ota/upgrade',
      detail: { packageId: push.packageId, assetIds: push.devices.map((device) => device.assetId) },
    });
  }
  const random = seededRandom('operation-log');
  while (drawn.length < 40 && people.length > 0) {
    const account = pick(random, people);
    const ip = `10.0.${people.indexOf(account) + 1}.${between(random, 2, 250)}`;
    const time = now - between(random, 10 * 60_000, 30 * 24 * 60 * 60_000);
    const roll = random();
    if (roll < 0.45) {
      const signIn = roll < 0.3;
      drawn.push({
        ...base(account, ip),
        time,
        action: signIn ? 'signIn' : 'signOut',
        module: 'account',
        target: account.id,
        summary: signIn ? 'POST /auth/login' : 'POST /auth/logout',
        detail: signIn ? { account: account.account, keyId: 'sim-seed' } : {},
      });
    } else {
      const template = pick(random, TEMPLATES[account.account] ?? []);
      const [summary, target, detail] = template.summary(random);
      drawn.push({ ...base(account, ip), time, action: template.action, module: template.module, target, summary, detail });
    }
  }
  drawn.sort((a, b) => a.time - b.time);
  return { entries: drawn.map((entry, index) => ({ id: `ol${index + 1}`, ...entry })), nextNumber: drawn.length + 1 };
}

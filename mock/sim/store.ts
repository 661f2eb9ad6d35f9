/**
 * The simulator's state: seeded deterministically, reset between tests.
 * Domain handlers read and write it; nothing else holds server data.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Schema } from '../../src/services/types/contract';
import { seedFleet, type Fleet } from './fleet';
import { newSceneMaps, type SceneMaps } from './maps/sceneMaps';
import { seedOperationLog, type OperationLogState } from './operationLog';
import { seedNotices } from './notices';
import { seedOta, type OtaState } from './ota';
import {
  ADMIN_ROLE_ID,
  DISPATCHER_ROLE_ID,
  ENTERPRISE_ADMIN_ROLE_ID,
  MEMBER_ROLE_ID,
  seedAgents,
  seedCompany,
  seedMembers,
  seedRoles,
  slugOf,
  type Agent,
  type Company,
  type MemberSeed,
  type Role,
} from './org';
import { seedResources, type ResourceState } from './resources';

export { mulberry32, seededRandom } from './random';
export { DISPATCHER_KEYS, MEMBER_KEYS } from './org';
export type { Address, Agent, Company, Role, RoleType } from './org';

export type Gender = Schema<'Gender'>;
export type AvatarMime = 'image/png' | 'image/jpeg';

export interface Avatar {
  mime: AvatarMime;
  data: Buffer;
  /** 1 for the first upload, +1 for each later one (0 in the API means none). */
  version: number;
}

export interface Account {
  id: string;
  /** The login name; for a registered account, the email. */
  account: string;
  name: string;
  passwordHash: string;
  salt: string;
  permissions: string[];
  /** The stored app value (display settings) read at startup. */
  appValue: Schema<'AppValue'>;
  email: string;
  phone: string;
  gender: Gender;
  jobNumber: string;
  /** '' when the account belongs to no company yet. */
  companyId: string;
  /**
   * The role ('' none). `roleName` and `permissions` are the role's, copied by
   * applyRole whenever the role or the account's role changes; an account of
   * no role holds NEW_MEMBER_KEYS and the name ''.
   */
  roleId: string;
  roleName: string;
  /** The device usage level, a whole number from 0. */
  deviceLevel: number;
  enabled: boolean;
  /** Locked by LOGIN_ATTEMPTS_MAX wrong passwords in a row, until unlocked. */
  locked: boolean;
  lockedAt: number | null;
  /** Wrong passwords since the last sign-in (or unlock). */
  failedLogins: number;
  lastLoginAt: number | null;
  createdAt: number;
  head: Avatar | undefined;
}

export interface Session {
  token: string;
  userId: string;
  signSecret: string;
  expiresAt: number;
  revoked: boolean;
}

export type Translation = Schema<'TranslationEntry'>;

export type CodePurpose = Schema<'CodePurpose'>;

export interface EmailCode {
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** What the backend would have mailed: a code (register, forget) or an invitation link. */
export interface OutboxMail {
  to: string;
  purpose: CodePurpose | 'invite';
  code?: string;
  link?: string;
  sentAt: number;
}

export interface Invitation {
  code: string;
  companyId: string;
  /** The role the new member gets ('' none); `roleName` its name when the invitation was made. */
  roleId: string;
  roleName: string;
  /** Set when the invitation was sent to one person. */
  email?: string;
  createdAt: number;
  expiresAt: number;
  /** The id of the account registered with it: an invitation is used once. */
  usedBy?: string;
  usedAt?: number;
}

/** The one-time right, handed out by POST /person/register, to complete the profile. */
export interface ProfileGrant {
  token: string;
  accountId: string;
  expiresAt: number;
  inviteCode?: string;
}

export interface SimState {
  accounts: Account[];
  sessions: Map<string, Session>;
  /** `${key}|${nonce}` -> expiry (ms). */
  nonces: Map<string, number>;
  translations: Record<Schema<'LocaleName'>, Translation[]>;
  companies: Company[];
  /** Roles, in the order they were made. */
  roles: Role[];
  nextRoleNumber: number;
  /** Agents, in the order they were made. */
  agents: Agent[];
  nextAgentNumber: number;
  /** `${purpose}|${email in lower case}` -> the live code. */
  codes: Map<string, EmailCode>;
  /** Every mail sent, oldest first. */
  outbox: OutboxMail[];
  /** Invitation code -> invitation. */
  invitations: Map<string, Invitation>;
  /** profileToken -> grant. */
  profileTokens: Map<string, ProfileGrant>;
  /** The id the next registered account gets. */
  nextAccountId: number;
  /** Account id -> its notifications (made on first use for accounts without a seeded feed). */
  notices: Map<string, NoticeFeed>;
  /** Assets, projects and scenes (fleet.ts). */
  fleet: Fleet;
  /** Scene id -> its map, nodes and robots, made on first use (maps/sceneMaps.ts). */
  maps: SceneMaps;
  /** Log packages and function checks (resources.ts). */
  resources: ResourceState;
  /** OTA packages, pushes and installed versions (ota.ts). */
  ota: OtaState;
  /** Every change made through the API (operationLog.ts). */
  operationLog: OperationLogState;
}

/** A notification as the API serves it (docs/openapi.yaml `Notification`); the feed keeps nothing more. */
export type Notification = Schema<'Notification'>;
export type NoticeMethod = Notification['method'];

/** What a notification says and where it links. */
export type NoticeContent = Pick<Notification, 'msg' | 'msgParam' | 'method' | 'url'>;

/** One account's notifications and the clock of the timed ones. */
export interface NoticeFeed {
  /** In the order they were added (the seed: oldest first). */
  items: Notification[];
  /** The number in the next notification's id (`n-<accountId>-<nn>`). */
  nextNumber: number;
  /** When the last timed notification was added, or the feed began. */
  lastGeneratedAt: number;
  /** How many timed notifications were added: even -> an OTA push next, odd -> a robot fault. */
  generated: number;
}

export const SEED_PASSWORD = 'Console@2026';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const CODE_TTL_MS = 600_000;
export const CODE_RESEND_MS = 60_000;
export const INVITE_VALID_DAYS = 14;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const PROFILE_TOKEN_TTL_MS = 30 * 60 * 1000;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The permission keys and role a newly registered account gets. */
export const NEW_MEMBER_KEYS: readonly string[] = ['personBase', 'platform'];
/** Wrong passwords in a row that lock an account. */
export const LOGIN_ATTEMPTS_MAX = 5;
/** A signed-in account gets a new unread notification when this much of the clock has passed. */
export const NOTICE_INTERVAL_MS = 10 * 60 * 1000;
// What notifications say, drawn from the seeded records (notices.ts).
export { addNotice, newFeed, NOTICE_FAULT, NOTICE_JOINED, NOTICE_OTA, NOTICE_OTA_PUSH } from './notices';

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`, 'utf8').digest('hex');
}

export function newSalt(): string {
  return randomBytes(8).toString('hex');
}

/**
 * Gives the account `role` (undefined: none): its id, name and keys, which
 * GET /person/{id}/menu answers from the account's next load on.
 */
export function applyRole(account: Account, role: Role | undefined): void {
  account.roleId = role?.id ?? '';
  account.roleName = role?.name ?? '';
  account.permissions = role ? [...role.permissions] : [...NEW_MEMBER_KEYS];
}

export function findRole(state: SimState, id: string): Role | undefined {
  return state.roles.find((role) => role.id === id);
}

/** A new account's fields before its role: enabled, unlocked, never signed in, level 0. */
export function newAccountFields(now: number) {
  return {
    appValue: {},
    gender: '' as Gender,
    jobNumber: '',
    roleId: '',
    roleName: '',
    permissions: [...NEW_MEMBER_KEYS],
    deviceLevel: 0,
    enabled: true,
    locked: false,
    lockedAt: null,
    failedLogins: 0,
    lastLoginAt: null,
    createdAt: now,
    head: undefined,
  };
}

function seedAccount(id: string, seed: MemberSeed, roles: readonly Role[]): Account {
  // Deterministic salt per account: the seed is repeatable.
  const salt = createHash('sha256').update(`seed-salt:${seed.account}`).digest('hex').slice(0, 16);
  const account: Account = {
    ...newAccountFields(seed.createdAt),
    id,
    account: seed.account,
    name: seed.name,
    salt,
    passwordHash: hashPassword(SEED_PASSWORD, salt),
    email: seed.email,
    phone: seed.phone,
    gender: seed.gender,
    jobNumber: seed.jobNumber,
    companyId: seed.companyId,
    deviceLevel: seed.deviceLevel,
    enabled: seed.enabled,
    locked: seed.locked,
    lockedAt: seed.lockedAt,
    failedLogins: seed.locked ? LOGIN_ATTEMPTS_MAX : 0,
    lastLoginAt: seed.lastLoginAt,
  };
  applyRole(account, roles.find((role) => role.id === seed.roleId));
  return account;
}

/** admin, dispatcher and member: Robot Demo Co., each with the role of its name. */
function consoleAccount(account: string, name: string, roleId: string, number: number, now: number): MemberSeed {
  return {
    account,
    name,
    email: `${account}@robot.example`,
    phone: `+1 555 010${number}`,
    gender: '',
    jobNumber: `RD-000${number}`,
    companyId: 'c1',
    roleId,
    deviceLevel: 3 - number,
    enabled: true,
    locked: false,
    lockedAt: null,
    lastLoginAt: now - number * DAY_MS,
    createdAt: now - 3 * 365 * DAY_MS + number * 60_000,
  };
}

/**
 * Two more companies' own accounts (README "Seeded accounts"), so that anyone
 * can see the tenant boundary by signing in: `<prefix>.admin` (Enterprise
 * Administrator) and `<prefix>.member` (Member) of Cedar Hospital Group (c4)
 * and Falcon Manufacturing (c7).
 */
export const TENANT_ACCOUNTS: ReadonlyArray<{ account: string; name: string; companyId: string; roleId: string }> = [
  { account: 'cedar.admin', name: 'Cedar Administrator', companyId: 'c4', roleId: ENTERPRISE_ADMIN_ROLE_ID },
  { account: 'cedar.member', name: 'Cedar Member', companyId: 'c4', roleId: MEMBER_ROLE_ID },
  { account: 'falcon.admin', name: 'Falcon Administrator', companyId: 'c7', roleId: ENTERPRISE_ADMIN_ROLE_ID },
  { account: 'falcon.member', name: 'Falcon Member', companyId: 'c7', roleId: MEMBER_ROLE_ID },
];

function tenantAccount(seed: (typeof TENANT_ACCOUNTS)[number], companies: readonly Company[], index: number, now: number): MemberSeed {
  const company = companies.find((candidate) => candidate.id === seed.companyId);
  return {
    ...consoleAccount(seed.account, seed.name, seed.roleId, index + 1, now),
    email: `${seed.account}@${slugOf(company?.name ?? seed.companyId)}.example`,
    phone: `+1 555 020${index + 1}`,
    jobNumber: `${seed.account.split('.')[0].toUpperCase()}-000${index + 1}`,
    companyId: seed.companyId,
  };
}

/**
 * The console's three accounts (1001-1003), then the drawn members from 1004
 * up, then the other companies' own accounts (TENANT_ACCOUNTS) last, so that
 * the drawn members keep their ids.
 */
function seedAccounts(companies: readonly Company[], roles: readonly Role[], now: number): Account[] {
  const seeds = [
    consoleAccount('admin', 'Administrator', ADMIN_ROLE_ID, 1, now),
    consoleAccount('dispatcher', 'Dispatcher', DISPATCHER_ROLE_ID, 2, now),
    consoleAccount('member', 'Member', MEMBER_ROLE_ID, 3, now),
    ...seedMembers(companies, now),
    ...TENANT_ACCOUNTS.map((seed, index) => tenantAccount(seed, companies, index, now)),
  ];
  return seeds.map((seed, index) => seedAccount(String(1001 + index), seed, roles));
}

/** 25 companies, so that the company picker has three pages of 10. */
const COMPANY_NAMES = [
  'Robot Demo Co.',
  'Acme Logistics',
  'Blue Harbor Warehousing',
  'Cedar Hospital Group',
  'Delta Airport Services',
  'Evergreen Hotels',
  'Falcon Manufacturing',
  'Granite Retail',
  'Harbor Robotics Lab',
  'Iris Facilities',
  'Juniper Campus',
  'Kestrel Foods',
  'Lumen Pharma',
  'Meridian Malls',
  'Nimbus Data Centers',
  'Orchid Elder Care',
  'Pioneer Robotics',
  'Quartz Electronics',
  'Riverside Schools',
  'Summit Office Parks',
  'Titan Steel',
  'Union Station Transit',
  'Vertex Labs',
  'Willow Libraries',
  'Zephyr Cleaning Robotics',
];

/** The seed; `now` (the simulator clock) dates the seeded invitations. */
export function seedState(now: number = Date.now()): SimState {
  const companies = COMPANY_NAMES.map((name, index) => seedCompany(name, index, now));
  const roles = seedRoles(now);
  const agents = seedAgents(now);
  const accounts = seedAccounts(companies, roles, now);
  const fleet = seedFleet(now);
  const admin = accounts[0];
  const ota = seedOta(fleet, { id: admin.id, name: admin.name }, now);
  const state: SimState = {
    accounts,
    sessions: new Map(),
    nonces: new Map(),
    translations: {
      'zh-CN': [{ key: 'app.title', value: '机器人云控制台' }],
      'en-US': [{ key: 'app.title', value: 'Robot Cloud Console' }],
    },
    companies,
    roles,
    nextRoleNumber: roles.length + 1,
    agents,
    nextAgentNumber: agents.length + 1,
    codes: new Map(),
    outbox: [],
    invitations: seedInvitations(accounts, now),
    profileTokens: new Map(),
    nextAccountId: 2001,
    // Filled below, from the records above.
    notices: new Map(),
    fleet,
    maps: newSceneMaps(),
    resources: seedResources(fleet, now),
    ota,
    operationLog: seedOperationLog(accounts, roles, ota.pushes, now),
  };
  state.notices = seedNotices(state, now);
  return state;
}

/**
 * Robot Demo Co.'s invitations, one of each state: WELCOME2026 (by link,
 * pending, 14 days from start), EXPIRED2025 (by link, expired), MAILED2026
 * (by email, pending, Dispatcher) and JOINED2026 (by email, used by the last
 * drawn member of Robot Demo Co.).
 */
function seedInvitations(accounts: Account[], now: number): Map<string, Invitation> {
  const invitation = (
    code: string,
    roleId: string,
    roleName: string,
    createdAt: number,
    extra: Partial<Invitation> = {},
  ): [string, Invitation] => [
    code,
    { code, companyId: 'c1', roleId, roleName, createdAt, expiresAt: createdAt + INVITE_VALID_DAYS * DAY_MS, ...extra },
  ];
  const joined = accounts.filter((account) => account.companyId === 'c1').at(-1);
  const joinedAt = now - 3 * DAY_MS;
  // That member registered with it, three days ago.
  if (joined) Object.assign(joined, { createdAt: joinedAt, lastLoginAt: joinedAt });
  return new Map([
    invitation('WELCOME2026', MEMBER_ROLE_ID, 'Member', now),
    invitation('EXPIRED2025', MEMBER_ROLE_ID, 'Member', now - 30 * DAY_MS),
    invitation('MAILED2026', DISPATCHER_ROLE_ID, 'Dispatcher', now - 2 * DAY_MS, { email: 'new.dispatcher@robot-demo-co.example' }),
    invitation('JOINED2026', MEMBER_ROLE_ID, 'Member', joinedAt - DAY_MS, {
      email: joined?.email,
      usedBy: joined?.id,
      usedAt: joinedAt,
    }),
  ]);
}

export function newToken(): string {
  return randomBytes(24).toString('hex');
}

/** Emails compare without regard to case. */
export function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function accountByEmail(state: SimState, email: string): Account | undefined {
  return state.accounts.find((account) => account.email !== '' && sameEmail(account.email, email));
}

export function companyName(state: SimState, companyId: string): string {
  return state.companies.find((company) => company.id === companyId)?.name ?? '';
}

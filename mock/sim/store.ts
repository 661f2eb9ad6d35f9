/**
 * The simulator's state (seeded by seed.ts, deterministically, reset
 * between tests). Domain handlers read and write it; nothing else holds
 * server data.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Schema } from '../../src/services/types/contract';
import type { OperationLogDetail } from '../../src/services/types/operationLog';
import type { Fleet } from './fleet';
import type { SceneMaps } from './maps/sceneMaps';
import type { OtaState } from './ota';
import type { NormalizationState } from './normalization';
import type { ProductionState } from './production';
import type { Agent, Company, Role } from './org';
import type { ResourceState } from './resources';
import type { TaskState } from './tasks';
import type { TranslationState } from './translations';
import type { DictionaryState } from './dictionaries';

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

/**
 * An operation log entry (operationLog.ts): the contract's (with `detail`:
 * the request body without passwords and files, null for none), and the
 * company it belongs to (the actor's at the time; '' for platform staff,
 * seen by them only).
 */
export type OperationEntry = OperationLogDetail & { companyId: string };

export interface OperationLogState {
  /** Oldest first. */
  entries: OperationEntry[];
  nextNumber: number;
}

export interface SimState {
  accounts: Account[];
  sessions: Map<string, Session>;
  /** `${key}|${nonce}` -> expiry (ms). */
  nonces: Map<string, number>;
  /** Server translations and held .xlsx imports (translations.ts). */
  translations: TranslationState;
  /** The options of the platform's selects (dictionaries.ts). */
  dictionary: DictionaryState;
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
  /** Tasks of the business system, per scene, made on the scene's first use (tasks.ts). */
  tasks: TaskState;
  /** Standardization: software modules, versions, references, exception codes (normalization.ts). */
  normalization: NormalizationState;
  /** Production quality: serial-number applications, serial numbers, process records, feedback (production.ts). */
  production: ProductionState;
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

/**
 * The seed: the simulator's state at start and at every reset, drawn
 * deterministically from the clock (companies, roles, agents, accounts,
 * invitations, fleet, maps, resources, OTA, operation log, notifications, tasks,
 * standardization, production quality, translations, dictionaries).
 */
import { createHash } from 'node:crypto';
import { seedFleet } from './fleet';
import { newSceneMaps } from './maps/sceneMaps';
import { seedNotices } from './notices';
import { seedOperationLog } from './operationLog';
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
  type Company,
  type MemberSeed,
  type Role,
} from './org';
import { seedNormalization } from './normalization';
import { seedProduction } from './production';
import { seedOta } from './ota';
import { seedResources } from './resources';
import { seedDictionaries } from './dictionaries';
import { seedTranslations } from './translations';
import { newTaskState } from './tasks';
import {
  applyRole,
  DAY_MS,
  hashPassword,
  INVITE_VALID_DAYS,
  LOGIN_ATTEMPTS_MAX,
  newAccountFields,
  SEED_PASSWORD,
  type Account,
  type Invitation,
  type SimState,
} from './store';

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

/** The seeded second platform administrator (Administrator role), the reviewer of `admin`'s applications. */
export const REVIEWER_ACCOUNT = 'reviewer';
const REVIEWER_COMPANY_ID = 'c18';

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
    // A second platform administrator, last so that every other account keeps its id: who approves a
    // serial-number application that `admin` applied for (docs/api.md "Production quality"). Of Quartz
    // Electronics (c18), a company no other seed or test counts members of, so every company's count stays.
    {
      ...consoleAccount(REVIEWER_ACCOUNT, 'Quality Reviewer', ADMIN_ROLE_ID, 4, now),
      phone: '+1 555 0109',
      jobNumber: 'QE-9001',
      deviceLevel: 2,
      companyId: REVIEWER_COMPANY_ID,
    },
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
    // Every word of the bundled dictionaries (app.title among them), less a few gaps (translations.ts).
    translations: seedTranslations(now),
    dictionary: seedDictionaries(),
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
    normalization: seedNormalization(fleet, now),
    production: seedProduction(fleet, companies, accounts, now),
    operationLog: seedOperationLog(accounts, roles, ota.pushes, now),
    // Each scene's seeded tasks are drawn on its first use, dated from its map's epoch (tasks.ts).
    tasks: newTaskState(),
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

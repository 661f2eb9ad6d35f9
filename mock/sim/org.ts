/**
 * The organisation (docs/api.md "Enterprise", "Agents", "Members", "Roles",
 * "Invitations"): roles, agents, the companies' records and the seeded
 * members. Drawn deterministically (one PRNG per company, `org:<id>`, and
 * one for the members of each company), dated back from the clock; store.ts
 * turns the member seeds into accounts.
 */
import type { Agent as AgentAnswer } from '../../src/services/types/agent';
import type { Address, Company as CompanyAnswer } from '../../src/services/types/enterprise';
import type { Gender } from '../../src/services/types/member';
import { PERMISSION_KEYS } from '../../src/services/types/permissions';
import type { Role as RoleAnswer, RoleType } from '../../src/services/types/role';
import { between, pick, randomChars, seededRandom } from './random';

export type { Address, RoleType };
export { ROLE_TYPES } from '../../src/services/types/role';

/**
 * A role: the permission keys a member holding it gets (GET /person/{id}/menu).
 * `companyId` is '' for the platform's own: a platform role, or a shared
 * enterprise role (a template every company may give but only platform staff
 * edit). See docs/api.md "Tenant boundary". The answer adds the counts.
 */
export type Role = Omit<RoleAnswer, 'memberCount' | 'builtIn'>;

/** An agent; the answer adds `companyCount`. */
export type Agent = Omit<AgentAnswer, 'companyCount'>;

/**
 * A company's record: the answer's fields without those drawn from elsewhere
 * (`agentName`, `memberCount`), the service validity as its two ends (epoch
 * ms, midnight UTC; either may be null, open).
 */
export type Company = Omit<CompanyAnswer, 'agentName' | 'memberCount' | 'serviceValidity'> & {
  serviceStart: number | null;
  serviceEnd: number | null;
};

const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;

/** The keys of the seeded Dispatcher role (and account): the control, map, business and scene keys. */
export const DISPATCHER_KEYS: readonly string[] = PERMISSION_KEYS.filter(
  (key) =>
    key === 'personBase' ||
    key === 'platform' ||
    /^platform:(control|map|business|scene)(:|$)/.test(key),
);

/** A member reads its company's assets: the list and an asset's detail page (not its tabs, nor any change). */
export const MEMBER_KEYS = ['personBase', 'platform', 'platform:assets', 'platform:assets:list', 'platform:assets:list:detail'];

/**
 * The keys of the seeded Enterprise Administrator role: everything a company
 * runs for itself (its record and members, assets, resources, scenes, maps,
 * OTA, the operation log, the control screens); not the platform's own
 * business, standardization, production-quality, translation and dictionary sections.
 */
export const ENTERPRISE_ADMIN_KEYS: readonly string[] = PERMISSION_KEYS.filter(
  (key) => !/^platform:(business|normalization|productionQuality|i18n|dictionary)(:|$)/.test(key),
);

export const ADMIN_ROLE_ID = 'r1';
export const DISPATCHER_ROLE_ID = 'r2';
/** The role an added, imported or invited member gets when none is named. */
export const MEMBER_ROLE_ID = 'r3';
/** A company's administrator: the role of the drawn administrators and of the other companies' seeded admins. */
export const ENTERPRISE_ADMIN_ROLE_ID = 'r4';

/**
 * Administrator (platform, every key), then the shared enterprise roles
 * Dispatcher, Member and Enterprise Administrator: the key sets of the seeded accounts.
 */
export function seedRoles(now: number): Role[] {
  const role = (id: string, name: string, type: RoleType, permissions: readonly string[], age: number): Role => ({
    id,
    name,
    type,
    companyId: '',
    permissions: [...permissions],
    createdAt: now - age,
    updatedAt: now - age,
  });
  return [
    role(ADMIN_ROLE_ID, 'Administrator', 'platform', PERMISSION_KEYS, 3 * YEAR),
    role(DISPATCHER_ROLE_ID, 'Dispatcher', 'enterprise', DISPATCHER_KEYS, 3 * YEAR - DAY),
    role(MEMBER_ROLE_ID, 'Member', 'enterprise', MEMBER_KEYS, 3 * YEAR - 2 * DAY),
    role(ENTERPRISE_ADMIN_ROLE_ID, 'Enterprise Administrator', 'enterprise', ENTERPRISE_ADMIN_KEYS, 3 * YEAR - 3 * DAY),
  ];
}

const DIGITS = '0123456789';
/** The characters of a unified social credit code (no I, O, Z, S, V). */
const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** `+86 1xx xxxx xxxx`: 17 characters of the phone rule. */
function mobile(random: () => number): string {
  return `+86 1${between(random, 3, 9)}${randomChars(random, DIGITS, 1)} ${randomChars(random, DIGITS, 4)} ${randomChars(random, DIGITS, 4)}`;
}

const dayOf = (time: number) => Math.floor(time / DAY) * DAY;

const AGENTS: ReadonlyArray<readonly [string, string]> = [
  ['Eastern Automation Partners', 'Wei Zhang'],
  ['Pacific Robotics Distribution', 'Maria Gomez'],
  ['Northwind Integration', 'Lars Eriksson'],
  ['Silk Road Service Robotics', 'Amina Yusuf'],
  ['Metro Facility Solutions', 'Kenji Sato'],
];

/** Five agents; a1 is the oldest. */
export function seedAgents(now: number): Agent[] {
  return AGENTS.map(([name, head], index) => {
    const random = seededRandom(`agent:${index + 1}`);
    const createdAt = now - (4 - index) * 90 * DAY - between(random, 0, 60) * DAY;
    return {
      id: `a${index + 1}`,
      name,
      companyNumber: `AG-${String(index + 1).padStart(4, '0')}`,
      head,
      contactPhone: mobile(random),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** A lower-case name for mail domains and web sites: `Robot Demo Co.` -> `robot-demo-co`. */
export function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

const PLACES: ReadonlyArray<Omit<Address, 'detail'>> = [
  { country: 'China', province: 'Shanghai', city: 'Shanghai', street: '88 Century Avenue' },
  { country: 'China', province: 'Guangdong', city: 'Shenzhen', street: '12 Keyuan Road' },
  { country: 'China', province: 'Zhejiang', city: 'Hangzhou', street: '5 Wensan Road' },
  { country: 'Singapore', province: 'Central Region', city: 'Singapore', street: '41 Science Park Drive' },
  { country: 'Germany', province: 'Berlin', city: 'Berlin', street: '7 Invalidenstrasse' },
  { country: 'United States', province: 'Texas', city: 'Austin', street: '230 Congress Avenue' },
];
const PEOPLE = ['Helen Wu', 'Omar Nasser', 'Sofia Rossi', 'Jian Li', 'Priya Nair', 'Tom Becker', 'Yuki Tanaka', 'Ana Costa'];

/** Companies whose service has ended: disabled. */
const DISABLED_COMPANIES = new Set(['c12', 'c22']);

/** The record of company `index` (0-based) named `name`: every field drawn from `org:c<n>`. */
export function seedCompany(name: string, index: number, now: number): Company {
  const id = `c${index + 1}`;
  const random = seededRandom(`org:${id}`);
  const slug = slugOf(name);
  const place = pick(random, PLACES);
  const responsibleName = pick(random, PEOPLE);
  const createdAt = now - 3 * YEAR + index * 7 * DAY;
  const disabled = DISABLED_COMPANIES.has(id);
  const serviceStart = dayOf(now - between(random, 200, 1200) * DAY);
  const serviceEnd = disabled ? dayOf(now - between(random, 10, 90) * DAY) : dayOf(now + between(random, 60, 900) * DAY);
  return {
    id,
    name,
    number: `EN-${String(index + 1).padStart(4, '0')}`,
    creditCode: `91${between(random, 11, 65)}0000${randomChars(random, CREDIT_ALPHABET, 10)}`,
    phone: mobile(random),
    shortName: name.replace(/\s+(Co\.|Group|Services|Lab|Labs)$/, '').split(' ').slice(0, 2).join(' '),
    website: `https://www.${slug}.example`,
    foundedAt: dayOf(now - between(random, 3, 30) * YEAR),
    address: { ...place, detail: `Building ${between(random, 1, 9)}, Floor ${between(random, 1, 30)}` },
    responsibleName,
    responsiblePhone: mobile(random),
    responsibleEmail: `${responsibleName.toLowerCase().replace(' ', '.')}@${slug}.example`,
    // Robot Demo Co. came through the first agent; about half of the others through one.
    agentId: index === 0 ? 'a1' : random() < 0.5 ? `a${between(random, 1, AGENTS.length)}` : null,
    enabled: !disabled,
    serviceStart,
    serviceEnd,
    createdAt,
    updatedAt: createdAt,
  };
}

/** What store.ts needs to make a seeded member's account. */
export interface MemberSeed {
  account: string;
  name: string;
  email: string;
  phone: string;
  gender: Gender;
  jobNumber: string;
  /** '' for none. */
  companyId: string;
  /** '' for none. */
  roleId: string;
  deviceLevel: number;
  enabled: boolean;
  locked: boolean;
  lockedAt: number | null;
  /** Null: never signed in. */
  lastLoginAt: number | null;
  createdAt: number;
}

const FIRST_NAMES: ReadonlyArray<readonly [string, 'male' | 'female']> = [
  ['Aaron', 'male'], ['Bella', 'female'], ['Chen', 'male'], ['Diana', 'female'], ['Ethan', 'male'],
  ['Fatima', 'female'], ['George', 'male'], ['Hana', 'female'], ['Ivan', 'male'], ['Julia', 'female'],
  ['Kai', 'male'], ['Lina', 'female'], ['Mateo', 'male'], ['Nora', 'female'], ['Oscar', 'male'],
  ['Paula', 'female'], ['Quentin', 'male'], ['Rosa', 'female'], ['Samir', 'male'], ['Tara', 'female'],
  ['Umar', 'male'], ['Vera', 'female'], ['Wang', 'male'], ['Xin', 'female'], ['Yusuf', 'male'], ['Zoe', 'female'],
];
const LAST_NAMES = [
  'Anders', 'Brown', 'Castro', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Huang', 'Ito', 'Jensen', 'Khan',
  'Lopez', 'Meyer', 'Novak', 'Okafor', 'Park', 'Qureshi', 'Ramos', 'Schmidt', 'Tan', 'Usman', 'Valdez',
  'Wong', 'Xu', 'Yilmaz', 'Zhou',
];

/** Robot Demo Co.'s members besides admin, dispatcher and member: enough for five pages of 10. */
export const DEMO_MEMBER_COUNT = 45;
/** Accounts of no company: the ones an enterprise may add. */
export const UNAFFILIATED_COUNT = 8;

/** Initials of a company for its job numbers: `Robot Demo Co.` -> `RDC`; Robot Demo Co. keeps `RD`. */
function jobPrefix(companyId: string, name: string): string {
  if (companyId === 'c1') return 'RD';
  return name.split(/\s+/).map((word) => word[0]).join('').replace(/[^A-Za-z]/g, '').toUpperCase();
}

interface MemberDraw {
  random: () => number;
  emails: Set<string>;
  now: number;
}

/** One member of `companyId` (or none): a name, its email at the company's domain, a role mostly Member. */
function drawMember(draw: MemberDraw, companyId: string, domain: string, jobNumber: string): MemberSeed {
  const { random, emails, now } = draw;
  const [first, gender] = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const base = `${first}.${last}`.toLowerCase();
  let email = `${base}@${domain}`;
  for (let n = 2; emails.has(email); n += 1) email = `${base}${n}@${domain}`;
  emails.add(email);
  const roll = random();
  const createdAt = now - between(random, 1, 900) * DAY - between(random, 0, DAY - 1);
  // About one in seven has never signed in; the others did in the last 30 days.
  const lastLoginAt = random() < 0.15 ? null : Math.max(createdAt, now - between(random, 1, 30 * 24) * 60 * 60 * 1000);
  const roleId = companyId === '' ? '' : roll < 0.06 ? ENTERPRISE_ADMIN_ROLE_ID : roll < 0.3 ? DISPATCHER_ROLE_ID : MEMBER_ROLE_ID;
  return {
    account: email,
    name: `${first} ${last}`,
    email,
    phone: mobile(random),
    // About one in eight has not said.
    gender: random() < 0.125 ? '' : gender,
    jobNumber,
    companyId,
    roleId,
    deviceLevel: companyId === '' ? 0 : between(random, 0, 3),
    enabled: true,
    locked: false,
    lockedAt: null,
    lastLoginAt,
    createdAt,
  };
}

/** `count` distinct indexes below `size`. */
function someOf(random: () => number, size: number, count: number): Set<number> {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(between(random, 0, size - 1));
  return chosen;
}

/**
 * The seeded members, in account-id order: Robot Demo Co.'s 45 (four locked,
 * three disabled, none of them both), 2-6 for each other company (one in
 * five companies with a locked one), then 8 accounts of no company.
 */
export function seedMembers(companies: readonly Company[], now: number): MemberSeed[] {
  const members: MemberSeed[] = [];
  const emails = new Set<string>();
  for (const company of companies) {
    const random = seededRandom(`members:${company.id}`);
    const draw: MemberDraw = { random, emails, now };
    const demo = company.id === 'c1';
    const count = demo ? DEMO_MEMBER_COUNT : between(random, 2, 6);
    const prefix = jobPrefix(company.id, company.name);
    // Robot Demo Co.'s seeded accounts hold RD-0001 to RD-0003.
    const firstNumber = demo ? 4 : 1;
    const drawn = Array.from({ length: count }, (_, i) =>
      drawMember(draw, company.id, `${slugOf(company.name)}.example`, `${prefix}-${String(firstNumber + i).padStart(4, '0')}`),
    );
    const special = demo ? [...someOf(random, count, 7)] : random() < 0.2 ? [between(random, 0, count - 1)] : [];
    special.forEach((index, order) => {
      if (order < 4) {
        drawn[index].locked = true;
        // Five wrong passwords in the last three days.
        drawn[index].lockedAt = now - between(random, 1, 72) * 60 * 60 * 1000;
      } else {
        drawn[index].enabled = false;
      }
    });
    members.push(...drawn);
  }
  const random = seededRandom('members:none');
  const draw: MemberDraw = { random, emails, now };
  for (let i = 0; i < UNAFFILIATED_COUNT; i += 1) members.push(drawMember(draw, '', 'mail.example', ''));
  return members;
}

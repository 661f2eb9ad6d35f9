/**
 * The simulator's state: seeded deterministically, reset between tests.
 * Domain handlers read and write it; nothing else holds server data.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PERMISSION_KEYS } from '../../src/services/types/permissions';
import { seedFleet, type Fleet } from './fleet';
import { newSceneMaps, type SceneMaps } from './maps/sceneMaps';
import { between, seededRandom } from './random';

export { mulberry32, seededRandom } from './random';

export type Gender = 'male' | 'female' | '';
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
  appValue: Record<string, unknown>;
  email: string;
  phone: string;
  gender: Gender;
  jobNumber: string;
  /** '' when the account belongs to no company yet. */
  companyId: string;
  roleName: string;
  enabled: boolean;
  head: Avatar | undefined;
}

export interface Session {
  token: string;
  userId: string;
  signSecret: string;
  expiresAt: number;
  revoked: boolean;
}

export interface Translation {
  key: string;
  value: string;
}

export interface Company {
  id: string;
  name: string;
}

export type CodePurpose = 'register' | 'forget';

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
  roleName: string;
  /** Set when the invitation was sent to one person. */
  email?: string;
  createdAt: number;
  expiresAt: number;
  /** The id of the last account registered with it. */
  usedBy?: string;
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
  translations: Record<'zh-CN' | 'en-US', Translation[]>;
  companies: Company[];
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
}

export type NoticeMethod = 'GET' | '';

/** A notification as the API serves it (docs/api.md "Notifications"). */
export interface Notification {
  noSqlId: string;
  /** A translation id. */
  msg: string;
  /** JSON text of the parameters; may be malformed. */
  msgParam: string;
  /** 0 unread, 1 read. */
  status: 0 | 1;
  createTime: number;
  /** 'GET' when the message links to `url`. */
  method: NoticeMethod;
  url: string;
}

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
export const NEW_MEMBER_ROLE = 'Member';
export const ROLE_NAMES: readonly string[] = ['Administrator', 'Dispatcher', 'Member'];
/** A signed-in account gets a new unread notification when this much of the clock has passed. */
export const NOTICE_INTERVAL_MS = 10 * 60 * 1000;
export const NOTICE_OTA = 'notice.ota.finished';
export const NOTICE_FAULT = 'notice.robot.fault';
export const NOTICE_JOINED = 'notice.member.joined';
/** The one broken `msgParam` each seeded account has: the console must survive it. */
export const MALFORMED_MSG_PARAM = '{"device":';
const HOUR_MS = 60 * 60 * 1000;

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`, 'utf8').digest('hex');
}

export function newSalt(): string {
  return randomBytes(8).toString('hex');
}

interface SeedProfile {
  email: string;
  phone: string;
  jobNumber: string;
  roleName: string;
}

function seedAccount(
  id: string,
  account: string,
  name: string,
  permissions: readonly string[],
  profile: SeedProfile,
): Account {
  // Deterministic salt per account: the seed is repeatable.
  const salt = createHash('sha256').update(`seed-salt:${account}`).digest('hex').slice(0, 16);
  return {
    id,
    account,
    name,
    salt,
    passwordHash: hashPassword(SEED_PASSWORD, salt),
    permissions: [...permissions],
    appValue: {},
    email: profile.email,
    phone: profile.phone,
    gender: '',
    jobNumber: profile.jobNumber,
    companyId: 'c1',
    roleName: profile.roleName,
    enabled: true,
    head: undefined,
  };
}

const DISPATCHER_KEYS = PERMISSION_KEYS.filter(
  (key) =>
    key === 'personBase' ||
    key === 'platform' ||
    /^platform:(control|map|business|scene)(:|$)/.test(key),
);

export const MEMBER_KEYS = ['personBase', 'platform', 'platform:assets', 'platform:assets:list'];

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
  const expiredCreatedAt = now - 30 * DAY_MS;
  return {
    accounts: [
      seedAccount('1001', 'admin', 'Administrator', PERMISSION_KEYS, {
        email: 'admin@robot.example',
        phone: '+1 555 0101',
        jobNumber: 'RD-0001',
        roleName: 'Administrator',
      }),
      seedAccount('1002', 'dispatcher', 'Dispatcher', DISPATCHER_KEYS, {
        email: 'dispatcher@robot.example',
        phone: '+1 555 0102',
        jobNumber: 'RD-0002',
        roleName: 'Dispatcher',
      }),
      seedAccount('1003', 'member', 'Member', MEMBER_KEYS, {
        email: 'member@robot.example',
        phone: '+1 555 0103',
        jobNumber: 'RD-0003',
        roleName: 'Member',
      }),
    ],
    sessions: new Map(),
    nonces: new Map(),
    translations: {
      'zh-CN': [{ key: 'app.title', value: '机器人云控制台' }],
      'en-US': [{ key: 'app.title', value: 'Robot Cloud Console' }],
    },
    companies: COMPANY_NAMES.map((name, index) => ({ id: `c${index + 1}`, name })),
    codes: new Map(),
    outbox: [],
    invitations: new Map([
      [
        'WELCOME2026',
        {
          code: 'WELCOME2026',
          companyId: 'c1',
          roleName: 'Member',
          createdAt: now,
          expiresAt: now + INVITE_VALID_DAYS * DAY_MS,
        },
      ],
      [
        'EXPIRED2025',
        {
          code: 'EXPIRED2025',
          companyId: 'c1',
          roleName: 'Member',
          createdAt: expiredCreatedAt,
          expiresAt: expiredCreatedAt + INVITE_VALID_DAYS * DAY_MS,
        },
      ],
    ]),
    profileTokens: new Map(),
    nextAccountId: 2001,
    notices: new Map(SEEDED_NOTICES.map(([accountId, count]) => [accountId, seedFeed(accountId, count, now)])),
    fleet: seedFleet(now),
    maps: newSceneMaps(),
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const device = (random: () => number) => `RB-0${pad2(between(random, 1, 48))}`;

const JOINED_NAMES = ['Alice Chen', 'Bruno Silva', 'Chloe Martin', 'Daniel Kim', 'Elena Rossi', 'Farid Haddad', 'Grace Liu'];

/** An OTA push finished on a robot: links to the OTA page. */
export function otaNotice(random: () => number): NoticeContent {
  const version = `2.${between(random, 0, 9)}.${between(random, 0, 20)}`;
  return { msg: NOTICE_OTA, msgParam: JSON.stringify({ device: device(random), version }), method: 'GET', url: '/ota/update' };
}

/** A robot reported a fault: links to the asset list. */
export function faultNotice(random: () => number): NoticeContent {
  const code = `E1${pad2(between(random, 0, 99))}`;
  return { msg: NOTICE_FAULT, msgParam: JSON.stringify({ device: device(random), code }), method: 'GET', url: '/assets/list' };
}

/** A member joined the company: links nowhere. */
export function joinedNotice(random: () => number): NoticeContent {
  const name = JOINED_NAMES[between(random, 0, JOINED_NAMES.length - 1)];
  return { msg: NOTICE_JOINED, msgParam: JSON.stringify({ name }), method: '', url: '' };
}

export function newFeed(now: number): NoticeFeed {
  return { items: [], nextNumber: 1, lastGeneratedAt: now, generated: 0 };
}

/** Adds an unread notification to the feed, with the next id. */
export function addNotice(feed: NoticeFeed, accountId: string, content: NoticeContent, createTime: number): Notification {
  const notice: Notification = {
    noSqlId: `n-${accountId}-${pad2(feed.nextNumber)}`,
    msg: content.msg,
    msgParam: content.msgParam,
    status: 0,
    createTime,
    method: content.method,
    url: content.url,
  };
  feed.nextNumber += 1;
  feed.items.push(notice);
  return notice;
}

/** admin 23, dispatcher 7, member 2. */
const SEEDED_NOTICES: ReadonlyArray<readonly [string, number]> = [
  ['1001', 23],
  ['1002', 7],
  ['1003', 2],
];

/**
 * `count` notifications spread over the past days (the newest 5-60 minutes
 * before `now`, then 1-9 hours apart), a mix of OTA pushes, robot faults and
 * new members; about a third unread; the third newest (or the oldest of
 * fewer) a robot fault with a malformed `msgParam`. Ids count up from the
 * oldest: `n-1001-01` is admin's oldest, `n-1001-23` its newest.
 */
function seedFeed(accountId: string, count: number, now: number): NoticeFeed {
  const random = seededRandom(`notices:${accountId}`);
  // Index 0 is the newest.
  const times: number[] = [];
  let time = now - between(random, 5 * 60_000, HOUR_MS);
  for (let i = 0; i < count; i += 1) {
    times.push(time);
    time -= between(random, HOUR_MS, 9 * HOUR_MS);
  }
  const malformedAt = Math.min(2, count - 1);
  const unread = new Set<number>();
  const unreadCount = Math.round(count / 3);
  while (unread.size < unreadCount) unread.add(between(random, 0, count - 1));

  const feed = newFeed(now);
  for (let i = count - 1; i >= 0; i -= 1) {
    let content: NoticeContent;
    if (i === malformedAt) {
      content = { ...faultNotice(random), msgParam: MALFORMED_MSG_PARAM };
    } else {
      const kind = random();
      content = kind < 0.4 ? otaNotice(random) : kind < 0.8 ? faultNotice(random) : joinedNotice(random);
    }
    const notice = addNotice(feed, accountId, content, times[i]);
    if (!unread.has(i)) notice.status = 1;
  }
  return feed;
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

/**
 * What the simulator's notifications say and where they lead (docs/api.md
 * "Notifications"), drawn from the records the account reaches at the time,
 * so that each names something real and its link finds it:
 *
 * - a robot fault names an asset's number and the code of an exception that
 *   asset recorded; it links to the asset list searched by that number
 *   (`assetNumber` is the list's search field), for an account that may open
 *   the list (any other is told without a link);
 * - an OTA upgrade names a device a push installed and the push's version;
 *   it links to the push list searched by the push's package (`keyword`),
 *   marked on that push (`push`), for an account that may open it;
 * - a member who joined names a member of the account's own company.
 *
 * An account reaching none of these records gets no such notification.
 * Nothing is hard-coded: a change to the seed changes what they name.
 */
import { exceptionsOf, type Asset } from './fleet';
import { deviceStatusAt, type OtaPush, type PushDevice } from './ota';
import { between, pick, seededRandom } from './random';
import { reachOf, reaches, type Reach } from './reach';
import type { Account, NoticeContent, NoticeFeed, Notification, SimState } from './store';

export const NOTICE_OTA = 'notice.ota.finished';
export const NOTICE_FAULT = 'notice.robot.fault';
export const NOTICE_JOINED = 'notice.member.joined';
/** An OTA push of the console finished: its sender is told (domains/ota.ts). */
export const NOTICE_OTA_PUSH = 'notice.ota.push.finished';
/** An OTA push halted by itself (a stage's failures passed its threshold): its sender is told (domains/ota.ts). */
export const NOTICE_OTA_HALTED = 'notice.ota.push.halted';

/** The screens the links open, and the key each needs (config/routes.ts). */
export const ASSET_LIST = '/assets/list';
export const ASSET_LIST_KEY = 'platform:assets:list';
export const PUSH_LIST = '/ota/update';
export const PUSH_LIST_KEY = 'platform:ota:upgrade';

export type NoticeKind = 'ota' | 'fault' | 'joined';

const HOUR_MS = 60 * 60 * 1000;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** What a notification is drawn from: the account, what it reaches and may open, the records. */
interface Source {
  state: SimState;
  account: Account;
  reach: Reach;
  /** The clock: only devices installed by then count. */
  now: number;
}

function sourceOf(state: SimState, account: Account, now: number): Source {
  return { state, account, reach: reachOf(state, account), now };
}

const may = (account: Account, key: string) => account.permissions.includes(key);

/** The assets within reach, in the fleet's order. */
function assetsInReach(source: Source): Asset[] {
  return Array.from(source.state.fleet.assets.values()).filter((asset) => reaches(source.reach, asset.companyId));
}

/** A robot fault of an asset within reach that had recorded exceptions by then: its newest open one (else its newest). */
function faultNotice(source: Source, random: () => number): NoticeContent | undefined {
  const assets = assetsInReach(source);
  // Most assets recorded some: a few draws find one; the scan is for a fleet where few did.
  const draws = Array.from({ length: Math.min(assets.length, 20) }, () => pick(random, assets));
  for (const asset of [...draws, ...assets]) {
    // Only what it had recorded by then.
    const exceptions = exceptionsOf(asset).filter((exception) => exception.time <= source.now);
    if (exceptions.length === 0) continue;
    const open = exceptions.filter((exception) => !exception.resolved);
    const { code } = (open.length > 0 ? open : exceptions).at(-1) ?? exceptions[0];
    const linked = may(source.account, ASSET_LIST_KEY);
    return {
      msg: NOTICE_FAULT,
      msgParam: JSON.stringify({ assetNumber: asset.assetNumber, code }),
      method: linked ? 'GET' : '',
      url: linked ? ASSET_LIST : '',
    };
  }
  return undefined;
}

/** The devices within reach that the push had installed by `now`. */
function installedDevices(source: Source, push: OtaPush): PushDevice[] {
  return push.devices.filter((device) => reaches(source.reach, device.companyId) && deviceStatusAt(push, device, source.now).status === 5);
}

/** An OTA upgrade a push installed on a device within reach; only for an account that may open the push list. */
function otaNotice(source: Source, random: () => number): NoticeContent | undefined {
  if (!may(source.account, PUSH_LIST_KEY)) return undefined;
  const installs = source.state.ota.pushes.flatMap((push) => installedDevices(source, push).map((device) => ({ push, device })));
  if (installs.length === 0) return undefined;
  const { push, device } = pick(random, installs);
  const query = new URLSearchParams({ push: push.id, keyword: push.packageName });
  return {
    msg: NOTICE_OTA,
    msgParam: JSON.stringify({ assetNumber: device.assetNumber, version: push.targetVersion }),
    method: 'GET',
    url: `${PUSH_LIST}?${query.toString()}`,
  };
}

/** Another member of the account's company joined it: links nowhere. */
function joinedNotice(source: Source, random: () => number): NoticeContent | undefined {
  const { account } = source;
  if (account.companyId === '') return undefined;
  const members = source.state.accounts.filter((other) => other.companyId === account.companyId && other.id !== account.id && other.name !== '');
  if (members.length === 0) return undefined;
  return { msg: NOTICE_JOINED, msgParam: JSON.stringify({ name: pick(random, members).name }), method: '', url: '' };
}

const MAKERS: Record<NoticeKind, (source: Source, random: () => number) => NoticeContent | undefined> = {
  ota: otaNotice,
  fault: faultNotice,
  joined: joinedNotice,
};

function firstOf(source: Source, kinds: readonly NoticeKind[], random: () => number): NoticeContent | undefined {
  for (const kind of kinds) {
    const content = MAKERS[kind](source, random);
    if (content) return content;
  }
  return undefined;
}

/** The first of `kinds` that fits the account (each tried in turn), or undefined. */
export function firstNotice(state: SimState, account: Account, kinds: readonly NoticeKind[], random: () => number, now: number) {
  return firstOf(sourceOf(state, account, now), kinds, random);
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
export const SEEDED_NOTICES: ReadonlyArray<readonly [string, number]> = [
  ['1001', 23],
  ['1002', 7],
  ['1003', 2],
];

/**
 * `count` notifications spread over the past days (the newest 5-60 minutes
 * before `now`, then 1-9 hours apart), a mix of OTA upgrades (about 4 in
 * 10), robot faults (4 in 10) and new members, each kind the account has
 * none of giving way to the next that fits; about a third unread. Ids count
 * up from the oldest: `n-1001-01` is admin's oldest, `n-1001-23` its newest.
 */
function seedFeed(state: SimState, account: Account, count: number, now: number): NoticeFeed {
  const random = seededRandom(`notices:${account.id}`);
  const source = sourceOf(state, account, now);
  // Index 0 is the newest.
  const times: number[] = [];
  let time = now - between(random, 5 * 60_000, HOUR_MS);
  for (let i = 0; i < count; i += 1) {
    times.push(time);
    time -= between(random, HOUR_MS, 9 * HOUR_MS);
  }
  const unread = new Set<number>();
  const unreadCount = Math.round(count / 3);
  while (unread.size < unreadCount) unread.add(between(random, 0, count - 1));

  const feed = newFeed(now);
  for (let i = count - 1; i >= 0; i -= 1) {
    const kind = random();
    const order: NoticeKind[] = kind < 0.4 ? ['ota', 'fault', 'joined'] : kind < 0.8 ? ['fault', 'ota', 'joined'] : ['joined', 'fault', 'ota'];
    // What had happened by the notification's own time.
    const content = firstOf({ ...source, now: times[i] }, order, random);
    if (!content) continue;
    const notice = addNotice(feed, account.id, content, times[i]);
    if (!unread.has(i)) notice.status = 1;
  }
  return feed;
}

/** The seeded feeds (SEEDED_NOTICES), from the seeded records; other accounts start theirs on first use. */
export function seedNotices(state: SimState, now: number): Map<string, NoticeFeed> {
  const feeds = new Map<string, NoticeFeed>();
  for (const [accountId, count] of SEEDED_NOTICES) {
    const account = state.accounts.find((candidate) => candidate.id === accountId);
    if (account) feeds.set(accountId, seedFeed(state, account, count, now));
  }
  return feeds;
}

/**
 * OTA (docs/api.md "Resources", "OTA"): the models' hardware versions, each
 * device's model version and software versions (drawn from the asset's id,
 * an installed push overriding one purpose), the packages, and the pushes
 * whose devices move through their statuses as the clock runs. Seeded: 8
 * packages (two device-request) and 3 pushes (one finished, two waiting on
 * offline devices). No import of the store: store.ts seeds from here.
 */
import type { UpgradeStatus } from '../../src/services/types/ota';
import {
  PACKAGE_EXTENSIONS,
  PURPOSES,
  type OtaPackage as OtaPackageRow,
  type PackageFormat,
  type Purpose,
  type UpgradeMethod,
} from '../../src/services/types/resource';
import { seededFile, md5Of, type StoredFile } from './blobs';
import { idleFrom, type Asset, type Fleet } from './fleet';
import { between, pick, randomUuid, seededRandom } from './random';

export { PURPOSES };
export type { PackageFormat, Purpose, UpgradeMethod };

/** The fleet's models and their hardware model versions. */
export const MODEL_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  'CR-300': ['V1', 'V2', 'V3'],
  'CR-500': ['V1', 'V2'],
  'DL-200': ['V1', 'V2', 'V3'],
  'PT-100': ['V1', 'V2'],
};
export const OTA_MODELS: readonly string[] = Object.keys(MODEL_VERSIONS);

/** The releases of each purpose, oldest first; devices run one of all but the last (the last comes by upgrade). */
const RELEASES: Readonly<Record<Purpose, readonly string[]>> = {
  system: ['3.0.0', '3.1.0', '3.2.0', '3.3.0', '3.4.0'],
  navigation: ['2.4.0', '2.5.1', '2.6.0', '2.7.3', '2.8.0'],
  chassis: ['1.2.0', '1.3.0', '1.4.2', '1.5.0'],
  application: ['5.0.1', '5.1.0', '5.2.0', '5.3.0', '5.4.0'],
};

/** The formats the server takes (the console's PACKAGE_EXTENSIONS without the dot). */
export const PACKAGE_FORMATS: readonly PackageFormat[] = PACKAGE_EXTENSIONS.map((extension) => extension.slice(1) as PackageFormat);

/** A dotted number: 1-4 digits, 2-4 parts. */
const VERSION = /^\d{1,4}(\.\d{1,4}){1,3}$/;

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && VERSION.test(value);
}

/** Part by part, a missing part counting as 0 (`3.2` = `3.2.0`). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A text that sorts as the version does: four parts of four digits. */
export function versionSortKey(version: string): string {
  const parts = version.split('.');
  while (parts.length < 4) parts.push('0');
  return parts.map((part) => part.padStart(4, '0')).join('.');
}

/** What the asset's id draws: its model version and the version it runs of each purpose. */
export interface DeviceFacts {
  modelVersion: string;
  versions: Record<Purpose, string>;
}

const factsCache = new Map<string, DeviceFacts>();

/** The device's drawn facts; undefined for an asset of no known model. */
export function deviceFacts(asset: Pick<Asset, 'id' | 'model'>): DeviceFacts | undefined {
  const modelVersions = MODEL_VERSIONS[asset.model];
  if (!modelVersions) return undefined;
  const key = `${asset.id}|${asset.model}`;
  let facts = factsCache.get(key);
  if (!facts) {
    const random = seededRandom(`ota-device:${key}`);
    const modelVersion = pick(random, modelVersions);
    const versions = Object.fromEntries(
      PURPOSES.map((purpose) => [purpose, pick(random, RELEASES[purpose].slice(0, -1))]),
    ) as Record<Purpose, string>;
    facts = { modelVersion, versions };
    factsCache.set(key, facts);
  }
  return facts;
}

/**
 * A stored package: the contract's row but its `size` (the file's), and the
 * file. `companyId` is whose it is (docs/api.md "Resources"): '' the
 * platform's, published by the vendor for every company's devices (seeded,
 * or uploaded by platform staff); else the company whose enterprise account
 * uploaded it, for that company's devices alone.
 */
export type OtaPackage = Omit<OtaPackageRow, 'size'> & { file: StoredFile };

/**
 * A device's status in a push (the contract's UpgradeStatus): 1 issuing, 3 issued, 5 installed, 7 failed, 9
 * offline; 2 not sent (its stage has not started, or never will: the push halted), 4 waiting for idle, 6 rolling
 * back, 8 rolled back.
 */
export type PushStatus = UpgradeStatus;
export const PUSH_STATUSES: readonly PushStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** One stage of a phased push: the share of its devices sent by the stage's end, and the failures it tolerates (percent). */
export interface PushStage {
  percent: number;
  failureThreshold: number;
}

/** A push sent without stages: all its devices at once, never halting. */
export const SINGLE_STAGE: readonly PushStage[] = [{ percent: 100, failureThreshold: 100 }];

/**
 * Who fails (docs/api.md "OTA"): one device in ten, drawn by push and device; the DL-200 couriers' installer is
 * the flaky one: four in ten of them fail.
 */
export const FAILURE_SHARE = 0.1;
export const FLAKY_MODEL = 'DL-200';
export const FLAKY_FAILURE_SHARE = 0.4;

/**
 * A push sent `whenIdle` installs on a robot only while it is idle: one still working (fleet.ts `activityAt`
 * 'working') once the package is issued waits for idle (4) until the end of its working spell, the real moment its
 * robot parks or goes to its charger in its working day (fleet.ts `idleFrom`: 20-60 minutes of work, its first
 * spell from a minute); a standby (parked) or charging robot installs at once.
 */

/** How long a rollback takes on a device, drawn by push and device. */
export const ROLLBACK_MIN_MS = 3000;
export const ROLLBACK_MAX_MS = 8000;

/** One device of a push, its timings drawn when it was sent (all of them: its stage's start follows from the others'). */
export interface PushDevice {
  id: string;
  assetId: string;
  assetNumber: string;
  name: string;
  serialNumber: string;
  companyId: string;
  fromVersion: string;
  /** Its stage (1-based). */
  stage: number;
  /**
   * Offline when sent: 9 once its stage starts, pending until it comes online. The
   * simulator's assets keep their online state, so it stays 9 and its push
   * stays unfinished (finishedAt).
   */
  offline: boolean;
  /** When its stage started (it was sent, 1); null: never, its push halted before its stage (2 for good). */
  sentAt: number | null;
  /** When it became issued (3), or waiting for idle (4). */
  issuedAt: number;
  /** When its robot was idle to install (issued, 3): issuedAt, or later for an operative robot of a `whenIdle` push. */
  idleAt: number;
  /** When it ended installed (5) or failed (7). */
  doneAt: number;
  failed: boolean;
  /** Why it failed (a FAILURE_REASONS code); '' otherwise. */
  reason: FailureReason | '';
  /** Its new version has been written to the device (see installedVersions). */
  applied: boolean;
  /** A rollback of it: when it started (6), when it ended (8); null: none. */
  rollbackAt: number | null;
  rolledBackAt: number | null;
  /** Its previous version has been written back (settlePushes). */
  reverted: boolean;
}

/** A device's last states of the installation: a push is finished once every one of its devices is in one of these. */
export const FINAL_PUSH_STATUSES: readonly PushStatus[] = [5, 7];

export interface OtaPush {
  id: string;
  packageId: string;
  /** The package as it was sent. */
  packageName: string;
  tag: string;
  model: string;
  modelVersion: string;
  purpose: Purpose;
  targetVersion: string;
  senderId: string;
  senderName: string;
  createdAt: number;
  /** Each robot installs only while standby or charging. */
  whenIdle: boolean;
  /** As sent (SINGLE_STAGE without). */
  stages: PushStage[];
  /** When each stage started; null: never (the push halted before it). */
  stageStarts: Array<number | null>;
  /** The stage whose failures passed its threshold, and when its last device ended; null: it never halts. */
  halt: { stage: number; at: number } | null;
  /** In the order sent. Its state (running, finished and when) is theirs alone: see finishedAt. */
  devices: PushDevice[];
  /** Its finish (or halt) has been seen: the sender was told (once); seeded pushes tell no one. Not its state. */
  settled: boolean;
}

export interface OtaState {
  packages: OtaPackage[];
  nextPackageNumber: number;
  pushes: OtaPush[];
  nextPushNumber: number;
  /** Asset id -> the versions installed by pushes, per purpose (over the drawn ones). */
  installed: Map<string, Partial<Record<Purpose, string>>>;
}

/** The version the device runs now of that purpose. */
export function currentVersion(ota: OtaState, asset: Asset, purpose: Purpose): string | undefined {
  return ota.installed.get(asset.id)?.[purpose] ?? deviceFacts(asset)?.versions[purpose];
}

/** Whether the package applies to the device: its model and model version, its current version in [min, applicable]. */
export function applies(ota: OtaState, pkg: OtaPackage, asset: Asset): boolean {
  if (asset.model !== pkg.model) return false;
  const facts = deviceFacts(asset);
  if (!facts || facts.modelVersion !== pkg.modelVersion) return false;
  const current = currentVersion(ota, asset, pkg.purpose);
  return (
    current !== undefined &&
    compareVersions(current, pkg.minVersion) >= 0 &&
    compareVersions(current, pkg.applicableVersion) <= 0
  );
}

export function installVersion(ota: OtaState, assetId: string, purpose: Purpose, version: string): void {
  const versions = ota.installed.get(assetId) ?? {};
  versions[purpose] = version;
  ota.installed.set(assetId, versions);
}

/**
 * Why a device failed, as a stable code (docs/api.md "OTA"): the console
 * translates `ota.reason.<code>`. checksum: the package's checksum did not
 * match; timeout: the installation timed out; storage: not enough storage;
 * battery: the battery was too low to install; rebooted: the device
 * rebooted during the installation.
 */
export const FAILURE_REASONS = ['checksum', 'timeout', 'storage', 'battery', 'rebooted'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** What a device's draw holds, relative to its stage's start. */
interface DeviceDraw {
  issueDelay: number;
  doneDelay: number;
  failed: boolean;
  reason: FailureReason | '';
}

/** Drawn from the push and the asset: issuing for 2-4 s, done 6-15 s after its stage started, failing as FAILURE_SHARE says. */
function drawDevice(pushId: string, asset: Asset): DeviceDraw {
  const random = seededRandom(`push:${pushId}:${asset.id}`);
  const issueDelay = between(random, 2000, 4000);
  const doneDelay = between(random, 6000, 15_000);
  const failed = random() < (asset.model === FLAKY_MODEL ? FLAKY_FAILURE_SHARE : FAILURE_SHARE);
  const reason = failed ? pick(random, FAILURE_REASONS) : '';
  return { issueDelay, doneDelay, failed, reason };
}

/**
 * A device as sent in its stage starting at `start` (null: never sent): issuing for 2-4 s, issued until 6-15 s
 * after, then installed or failed; a `whenIdle` push to an operative robot waits for idle (4) after issuing and
 * installs in the same time from its pause. An offline device is 9 once its stage starts. Its id names the push and
 * the asset, not its place in the push, so that a company shown only its own devices of a push cannot count the
 * others by gaps in the ids.
 */
function pushDevice(pushId: string, asset: Asset, fromVersion: string, stage: number, start: number | null, whenIdle: boolean, draw: DeviceDraw): PushDevice {
  const at = start ?? 0;
  const issuedAt = at + draw.issueDelay;
  // Sent whenIdle, an online robot installs from the first moment it is idle once issued (offline: 9 all along).
  const idleAt = whenIdle && asset.online && start !== null ? Math.max(issuedAt, idleFrom(asset, issuedAt)) : issuedAt;
  return {
    id: `${pushId}-${asset.id}`,
    assetId: asset.id,
    assetNumber: asset.assetNumber,
    name: asset.name,
    serialNumber: asset.serialNumber,
    companyId: asset.companyId,
    fromVersion,
    stage,
    offline: !asset.online,
    sentAt: start,
    issuedAt,
    idleAt,
    doneAt: idleAt + (draw.doneDelay - draw.issueDelay),
    failed: draw.failed,
    reason: draw.reason,
    applied: false,
    rollbackAt: null,
    rolledBackAt: null,
    reverted: false,
  };
}

/** Whether the push had halted by `now`: its later stages are never sent. */
export function haltedAt(push: OtaPush, now: number): boolean {
  return push.halt !== null && push.halt.at <= now;
}

/** The device's status in its installation at `now` and since when (its rollback aside: deviceStatusAt). */
export function installStatusAt(push: OtaPush, device: PushDevice, now: number): { status: PushStatus; since: number } {
  if (device.sentAt === null || now < device.sentAt) return { status: 2, since: push.createdAt };
  if (device.offline) return { status: 9, since: device.sentAt };
  if (now < device.issuedAt) return { status: 1, since: device.sentAt };
  if (now < device.idleAt) return { status: 4, since: device.issuedAt };
  if (now < device.doneAt) return { status: 3, since: device.idleAt };
  return { status: device.failed ? 7 : 5, since: device.doneAt };
}

/** The device's status at `now` and since when: its installation's, then its rollback's (6, 8). */
export function deviceStatusAt(push: OtaPush, device: PushDevice, now: number): { status: PushStatus; since: number } {
  if (device.rollbackAt !== null && device.rolledBackAt !== null && now >= device.rollbackAt) {
    return now < device.rolledBackAt ? { status: 6, since: device.rollbackAt } : { status: 8, since: device.rolledBackAt };
  }
  return installStatusAt(push, device, now);
}

/** Whether the device's installation is over at `now`: installed or failed, or never to be sent (its push halted). */
function settledDevice(push: OtaPush, device: PushDevice, now: number): { done: boolean; since: number } {
  const { status, since } = installStatusAt(push, device, now);
  if (FINAL_PUSH_STATUSES.includes(status)) return { done: true, since };
  if (status === 2 && haltedAt(push, now) && device.sentAt === null) return { done: true, since: push.halt?.at ?? since };
  return { done: false, since };
}

/**
 * When the push (or the view of it a caller sees) finished: once every
 * device is installed or failed (or, the push halted, never to be sent), the last one's end; null while any is
 * not sent yet, issuing, waiting, issued or offline (an offline device has not been upgraded: it
 * is pending, not done). The one source of a push's state; a rollback does not change it.
 */
export function finishedAt(push: OtaPush, now: number): number | null {
  let end = push.createdAt;
  for (const device of push.devices) {
    const { done, since } = settledDevice(push, device, now);
    if (!done) return null;
    end = Math.max(end, since);
  }
  return end;
}

/** How many of the devices have not reached a last state (not sent yet, issuing, waiting, issued, offline). */
export function pendingOf(push: OtaPush, now: number): number {
  return push.devices.filter((device) => !settledDevice(push, device, now).done).length;
}

/** The stage running at `now` (1-based): the last one started; the halting one of a halted push. */
export function currentStage(push: OtaPush, now: number): number {
  let stage = 1;
  push.stageStarts.forEach((start, index) => {
    if (start !== null && start <= now) stage = index + 1;
  });
  return push.halt && haltedAt(push, now) ? push.halt.stage : stage;
}

/** How many of `n` devices stage k (0-based) sends: the first ceil(percent * n / 100) less those before. */
export function stageBounds(stages: readonly PushStage[], n: number): number[] {
  return stages.map((stage) => Math.min(n, Math.ceil((stage.percent * n) / 100)));
}

/**
 * A push of the package to the assets (each applying), sent at `at`, stage by stage in the order given: a stage
 * starts once the one before has ended (every device of it installed or failed; an offline one does not hold it),
 * and when more than its threshold of its devices failed the push halts at its end, the later stages never sent.
 * Everything is drawn when it is sent, so its statuses are a function of the clock.
 */
export function newPush(
  ota: OtaState,
  pkg: OtaPackage,
  assets: readonly Asset[],
  sender: { id: string; name: string },
  at: number,
  rollout: { whenIdle?: boolean; stages?: readonly PushStage[] } = {},
): OtaPush {
  const id = `push${ota.nextPushNumber}`;
  ota.nextPushNumber += 1;
  const whenIdle = rollout.whenIdle === true;
  const stages = rollout.stages && rollout.stages.length > 0 ? rollout.stages.map((stage) => ({ ...stage })) : SINGLE_STAGE.map((stage) => ({ ...stage }));
  const bounds = stageBounds(stages, assets.length);
  const devices: PushDevice[] = [];
  const stageStarts: Array<number | null> = [];
  let halt: OtaPush['halt'] = null;
  let start = at;
  stages.forEach((stage, index) => {
    const sent = halt === null;
    stageStarts.push(sent ? start : null);
    const own = assets.slice(index === 0 ? 0 : bounds[index - 1], bounds[index]);
    const made = own.map((asset) =>
      pushDevice(id, asset, currentVersion(ota, asset, pkg.purpose) ?? '', index + 1, sent ? start : null, whenIdle, drawDevice(id, asset)),
    );
    devices.push(...made);
    if (!sent) return;
    const working = made.filter((device) => !device.offline);
    const end = Math.max(start, ...working.map((device) => device.doneAt));
    const failed = working.filter((device) => device.failed).length;
    if (made.length > 0 && failed * 100 > stage.failureThreshold * made.length) halt = { stage: index + 1, at: end };
    start = end;
  });
  const push: OtaPush = {
    id,
    packageId: pkg.id,
    packageName: pkg.name,
    tag: pkg.tag,
    model: pkg.model,
    modelVersion: pkg.modelVersion,
    purpose: pkg.purpose,
    targetVersion: pkg.targetVersion,
    senderId: sender.id,
    senderName: sender.name,
    createdAt: at,
    whenIdle,
    stages,
    stageStarts,
    halt,
    devices,
    settled: false,
  };
  ota.pushes.push(push);
  return push;
}

/**
 * Rolls back the devices (each installed at `now`): each runs its previous version again 3-8 s later (6 rolling
 * back, then 8 rolled back), drawn by push and device; settlePushes writes the version back.
 */
export function startRollback(push: OtaPush, devices: readonly PushDevice[], now: number): void {
  for (const device of devices) {
    const random = seededRandom(`rollback:${push.id}:${device.assetId}`);
    device.rollbackAt = now;
    device.rolledBackAt = now + between(random, ROLLBACK_MIN_MS, ROLLBACK_MAX_MS);
  }
}

/** Where the server keeps a package's file. */
export function packagePath(model: string, fileName: string): string {
  return `/ota/${model}/${fileName}`;
}

interface PackageSeed {
  name: string;
  file: string;
  tag: string;
  model: string;
  modelVersion: string;
  purpose: Purpose;
  range: readonly [string, string, string];
  upgradeMethod: UpgradeMethod;
}

/** Oldest first; each cloud-push one applies to some devices of its model and not to others. */
const PACKAGE_SEEDS: readonly PackageSeed[] = [
  { name: 'CR-300 V2 system 3.4.0', file: 'cr300-v2-system-3.4.0.img', tag: 'stable', model: 'CR-300', modelVersion: 'V2', purpose: 'system', range: ['3.0.0', '3.2.0', '3.4.0'], upgradeMethod: 1 },
  { name: 'CR-500 V1 navigation 2.8.0', file: 'cr500-v1-navigation-2.8.0.deb', tag: 'stable', model: 'CR-500', modelVersion: 'V1', purpose: 'navigation', range: ['2.4.0', '2.6.0', '2.8.0'], upgradeMethod: 1 },
  { name: 'PT-100 V1 chassis 1.5.0', file: 'pt100-v1-chassis-1.5.0.bin', tag: 'stable', model: 'PT-100', modelVersion: 'V1', purpose: 'chassis', range: ['1.2.0', '1.3.0', '1.5.0'], upgradeMethod: 1 },
  { name: 'CR-500 V2 application 5.3.0', file: 'cr500-v2-application-5.3.0.deb', tag: 'stable', model: 'CR-500', modelVersion: 'V2', purpose: 'application', range: ['5.0.1', '5.2.0', '5.3.0'], upgradeMethod: 2 },
  { name: 'DL-200 V3 application 5.4.0 beta', file: 'dl200-v3-application-5.4.0.zip', tag: 'beta', model: 'DL-200', modelVersion: 'V3', purpose: 'application', range: ['5.1.0', '5.2.0', '5.4.0'], upgradeMethod: 1 },
  { name: 'CR-300 V1 navigation 2.8.0', file: 'cr300-v1-navigation-2.8.0.tar.gz', tag: 'stable', model: 'CR-300', modelVersion: 'V1', purpose: 'navigation', range: ['2.5.1', '2.7.3', '2.8.0'], upgradeMethod: 1 },
  { name: 'PT-100 V2 system 3.4.0', file: 'pt100-v2-system-3.4.0.img', tag: 'stable', model: 'PT-100', modelVersion: 'V2', purpose: 'system', range: ['3.2.0', '3.3.0', '3.4.0'], upgradeMethod: 2 },
  { name: 'DL-200 V1 system 3.4.0 rc', file: 'dl200-v1-system-3.4.0-rc1.zip', tag: 'rc', model: 'DL-200', modelVersion: 'V1', purpose: 'system', range: ['3.1.0', '3.3.0', '3.4.0'], upgradeMethod: 1 },
];

const DAY = 24 * 60 * 60 * 1000;

function seedPackage(seed: PackageSeed, index: number, uploaderName: string, now: number): OtaPackage {
  const random = seededRandom(`ota-package:${index + 1}`);
  const createdAt = now - (120 - index * 14) * DAY - between(random, 0, 12 * 60) * 60_000;
  const file = seededFile(`ota-package:${index + 1}`, between(random, 64, 1024) * 1024, false);
  const [minVersion, applicableVersion, targetVersion] = seed.range;
  const format = PACKAGE_FORMATS.find((candidate) => seed.file.endsWith(`.${candidate}`)) ?? 'zip';
  return {
    id: `ota${index + 1}`,
    name: seed.name,
    fileName: seed.file,
    format,
    path: packagePath(seed.model, seed.file),
    md5: md5Of(file),
    tag: seed.tag,
    model: seed.model,
    modelVersion: seed.modelVersion,
    purpose: seed.purpose,
    minVersion,
    applicableVersion,
    targetVersion,
    batchUuid: randomUuid(random),
    upgradeMethod: seed.upgradeMethod,
    createdAt,
    updatedAt: createdAt + (index % 3 === 0 ? DAY : 0),
    uploaderName,
    companyId: '',
    file,
  };
}

/**
 * Pushes of packages 1, 3 and 2 (days ago), each to 6-10 devices it applied
 * to: the first to online devices alone (finished), the others with an
 * offline device or more (still running: those devices are pending).
 */
const PUSH_SEEDS: ReadonlyArray<readonly [packageIndex: number, daysAgo: number, withOffline: boolean]> = [
  [0, 9, false],
  [2, 4, true],
  [1, 1, true],
];

function seedPush(ota: OtaState, fleet: Fleet, seed: (typeof PUSH_SEEDS)[number], sender: { id: string; name: string }, now: number) {
  const [packageIndex, daysAgo, withOffline] = seed;
  const pkg = ota.packages[packageIndex];
  const random = seededRandom(`ota-push:${packageIndex}`);
  const candidates = Array.from(fleet.assets.values()).filter((asset) => applies(ota, pkg, asset));
  const chosen = new Set<Asset>();
  const wanted = Math.min(candidates.length, between(random, 6, 10));
  while (chosen.size < wanted) chosen.add(pick(random, candidates));
  const offline = candidates.find((asset) => !asset.online);
  if (!withOffline) for (const asset of chosen) if (!asset.online) chosen.delete(asset);
  if (withOffline && offline && ![...chosen].some((asset) => !asset.online)) chosen.add(offline);
  const at = now - daysAgo * DAY - between(random, 1, 8) * 60 * 60_000;
  const push = newPush(ota, pkg, [...chosen], sender, at);
  for (const device of push.devices) {
    if (!device.offline && !device.failed) {
      installVersion(ota, device.assetId, push.purpose, push.targetVersion);
      device.applied = true;
    }
  }
  push.settled = true;
}

/** The seeded packages (uploaded by `uploader`) and finished pushes (sent by it). */
export function seedOta(fleet: Fleet, uploader: { id: string; name: string }, now: number): OtaState {
  const ota: OtaState = {
    packages: PACKAGE_SEEDS.map((seed, index) => seedPackage(seed, index, uploader.name, now)),
    nextPackageNumber: PACKAGE_SEEDS.length + 1,
    pushes: [],
    nextPushNumber: 1,
    installed: new Map(),
  };
  for (const seed of PUSH_SEEDS) seedPush(ota, fleet, seed, uploader, now);
  return ota;
}

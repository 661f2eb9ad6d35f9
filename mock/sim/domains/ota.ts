/**
 * OTA pushes (docs/api.md "OTA"): the cloud-push packages to send, the
 * devices a package applies to, sending, the pushes and their devices. A
 * device's status is a function of the simulator clock (ota.ts); what the
 * clock brings about, an installed version and the sender's notification
 * when a push finishes, is settled at the start of every request
 * (settlePushes), so that it happens even when no one looks at OTA.
 *
 * Tenant boundary: packages are reached as otaPackages.ts says; a device
 * within the caller's reach (and, for a company's own package, of that
 * company) may be sent one. A non-platform caller sees a push only when one
 * of its devices is of its company, and then only its company's devices: the
 * row's total, counts, pending and finish are of those alone (pushViewOf).
 *
 * A push is finished once every device is installed or failed (finishedAt in
 * ota.ts, computed from its devices: no stored end or flag); an offline
 * device is pending, so its push is still running.
 */
import { STATUS } from '../../../src/request/codes';
import type {
  Push as PushRow,
  PushDevice as PushDeviceRow,
  PushFailure,
  PushOption,
  PushState,
  UpgradeDevice as UpgradeDeviceRow,
} from '../../../src/services/types/ota';
import { inStageRange, PUSH_STAGES_MAX } from '../../../src/services/types/ota';
import type { Asset } from '../fleet';
import {
  applies,
  currentStage,
  currentVersion,
  deviceFacts,
  deviceStatusAt,
  finishedAt,
  haltedAt,
  installStatusAt,
  installVersion,
  newPush,
  OTA_MODELS,
  pendingOf,
  PUSH_STATUSES,
  startRollback,
  type OtaPackage,
  type OtaPush,
  type Purpose,
  type PushDevice,
  type PushStage,
  type PushStatus,
} from '../ota';
import { isPlatform, reaches, type Reach } from '../reach';
import type { Ctx, RouteDef } from '../router';
import { addNotice, NOTICE_OTA_HALTED, NOTICE_OTA_PUSH } from '../notices';
import { companyName, type SimState } from '../store';
import { SimError } from '../types';
import { choiceFilter, compareIds, numberFilter, pageOf, textFilter, type ListSpec } from './list';
import { feedOf } from './notifications';
import { findPackage, visiblePackages } from './otaPackages';
import { fieldError, requireObject } from './validate';

const UPGRADE_KEY = 'platform:ota:upgrade';
export const OTA_KEYS = { upgrade: UPGRADE_KEY, send: `${UPGRADE_KEY}:send` } as const;

export const PUSH_IDS_MAX = 1000;
export const NO_DEVICES = 'no upgradable devices, please reselect';

/** The notification a finished push (every device installed or failed at `end`) gives its sender (and no one else). */
function finishedNotice(push: OtaPush, end: number) {
  const count = (status: PushStatus) => push.devices.filter((device) => deviceStatusAt(push, device, end).status === status).length;
  return {
    msg: NOTICE_OTA_PUSH,
    msgParam: JSON.stringify({ name: push.packageName, installed: count(5), failed: count(7) }),
    method: 'GET' as const,
    url: `/ota/update?push=${encodeURIComponent(push.id)}`,
  };
}

/** The devices of the stage that halted the push which failed (none while it has not halted). */
function haltingFailures(push: OtaPush, now: number): PushDevice[] {
  const { halt } = push;
  if (!halt || !haltedAt(push, now)) return [];
  return push.devices.filter((device) => device.stage === halt.stage && installStatusAt(push, device, now).status === 7);
}

/** The notification a halted push (at `at`) gives its sender (and no one else): the stage, its failed devices and size. */
function haltedNotice(push: OtaPush, at: number) {
  const stage = push.halt?.stage ?? 1;
  return {
    msg: NOTICE_OTA_HALTED,
    msgParam: JSON.stringify({
      name: push.packageName,
      stage,
      failed: haltingFailures(push, at).length,
      devices: push.devices.filter((device) => device.stage === stage).length,
    }),
    method: 'GET' as const,
    url: `/ota/update?push=${encodeURIComponent(push.id)}`,
  };
}

/**
 * What the clock has brought about by `now`: each device installed writes
 * its new version, each device rolled back its previous one; a push that
 * halted tells its sender so, once (dated when it halted), and a finished
 * push (every device installed or failed) tells its sender, once (dated when
 * it finished). One with an offline device has not finished, and tells no one.
 */
export function settlePushes(state: SimState, now: number): void {
  for (const push of state.ota.pushes) {
    for (const device of push.devices) {
      if (device.rolledBackAt !== null && !device.reverted && now >= device.rolledBackAt) {
        installVersion(state.ota, device.assetId, push.purpose, device.fromVersion);
        device.reverted = true;
      }
    }
    if (push.settled) continue;
    for (const device of push.devices) {
      if (!device.applied && installStatusAt(push, device, now).status === 5) {
        installVersion(state.ota, device.assetId, push.purpose, push.targetVersion);
        device.applied = true;
      }
    }
    const sender = state.accounts.find((account) => account.id === push.senderId);
    if (push.halt && haltedAt(push, now)) {
      push.settled = true;
      if (sender) addNotice(feedOf(state, sender.id, now), sender.id, haltedNotice(push, push.halt.at), push.halt.at);
      continue;
    }
    const end = finishedAt(push, now);
    if (end === null) continue;
    push.settled = true;
    if (sender) addNotice(feedOf(state, sender.id, now), sender.id, finishedNotice(push, end), end);
  }
}

/**
 * The devices the caller may send the package: of a company within reach
 * (every company for platform staff, its own for anyone else), of the
 * package's company when it is a company's own, and the package applying.
 */
function upgradable(ctx: Ctx, pkg: OtaPackage): (asset: Asset) => boolean {
  return (asset) =>
    reaches(ctx.reach, asset.companyId) &&
    (pkg.companyId === '' || asset.companyId === pkg.companyId) &&
    applies(ctx.state.ota, pkg, asset);
}

/**
 * The push as the caller sees it: whole for platform staff; for anyone else
 * its devices of companies within reach alone, its state and end theirs
 * (undefined: none of them, the push is not the caller's to see).
 */
function pushViewOf(reach: Reach, push: OtaPush): OtaPush | undefined {
  if (isPlatform(reach)) return push;
  const devices = push.devices.filter((device) => reaches(reach, device.companyId));
  if (devices.length === 0) return undefined;
  return { ...push, devices };
}

function pushViews(state: SimState, reach: Reach): OtaPush[] {
  return state.ota.pushes.flatMap((push) => pushViewOf(reach, push) ?? []);
}

/** The push by its id as the caller sees it; unknown, or none of its devices within reach: 40401. */
function visiblePush(state: SimState, reach: Reach, id: string | undefined): OtaPush {
  const found = state.ota.pushes.find((candidate) => candidate.id === id);
  const push = found && pushViewOf(reach, found);
  if (!push) throw new SimError(STATUS.NOT_FOUND, 'OTA push not found');
  return push;
}

const NOT_ROLLBACKABLE = 'OTA push is neither halted nor finished';
const NOTHING_TO_ROLL_BACK = 'OTA push has no installed devices';
const PUSH_STATES: readonly PushState[] = ['running', 'finished', 'halted', 'rollingBack', 'rolledBack'];

/**
 * `whenIdle` (a boolean, default false) and `stages` (absent or empty: one stage of 100 %; else at most 5, each a
 * whole `percent` 1-100 above the one before, the last 100, and a whole `failureThreshold` 0-100): 'invalid'.
 */
function rolloutOf(input: Record<string, unknown>): { whenIdle: boolean; stages: PushStage[] } {
  const { whenIdle, stages } = input;
  if (whenIdle !== undefined && whenIdle !== null && typeof whenIdle !== 'boolean') throw fieldError('whenIdle', 'invalid', 'whenIdle must be a boolean');
  if (stages === undefined || stages === null) return { whenIdle: whenIdle === true, stages: [] };
  const refuse = (why: string) => fieldError('stages', 'invalid', why);
  if (!Array.isArray(stages)) throw refuse('stages must be a list');
  if (stages.length > PUSH_STAGES_MAX) throw fieldError('stages', 'tooLong', `At most ${PUSH_STAGES_MAX} stages`);
  const parsed = stages.map((stage: unknown) => {
    if (typeof stage !== 'object' || stage === null) throw refuse('Each stage has a percent and a failure threshold');
    const { percent, failureThreshold } = stage as Record<string, unknown>;
    if (!inStageRange('percent', percent)) throw refuse("A stage's percent is a whole number from 1 to 100");
    if (!inStageRange('failureThreshold', failureThreshold)) throw refuse("A stage's failure threshold is a whole number from 0 to 100");
    return { percent, failureThreshold };
  });
  if (parsed.some((stage, index) => index > 0 && stage.percent <= parsed[index - 1].percent)) throw refuse("Each stage's percent is above the one before");
  if (parsed.length > 0 && parsed[parsed.length - 1].percent !== 100) throw refuse('The last stage is 100 percent');
  return { whenIdle: whenIdle === true, stages: parsed };
}

/** `packageId`: a cloud-push package within reach (a device-request one cannot be sent: 'invalid'). */
function sendablePackage(ctx: Ctx, input: Record<string, unknown>) {
  const { packageId } = input;
  if (packageId === undefined || packageId === null || packageId === '') throw fieldError('packageId', 'required', 'packageId is required');
  if (typeof packageId !== 'string') throw fieldError('packageId', 'invalid', 'packageId must be an id');
  const pkg = findPackage(ctx.state, ctx.reach, packageId);
  if (pkg.upgradeMethod !== 1) throw fieldError('packageId', 'invalid', 'A device-request package cannot be sent');
  return pkg;
}

function deviceRow(ctx: Ctx, asset: Asset, purpose: Purpose): UpgradeDeviceRow {
  return {
    id: asset.id,
    assetNumber: asset.assetNumber,
    name: asset.name,
    serialNumber: asset.serialNumber,
    companyName: companyName(ctx.state, asset.companyId),
    model: asset.model,
    modelVersion: deviceFacts(asset)?.modelVersion ?? '',
    currentVersion: currentVersion(ctx.state.ota, asset, purpose) ?? '',
    online: asset.online,
  };
}

export type { PushDeviceRow, PushRow, UpgradeDeviceRow };

const DEVICE_SPEC: ListSpec<Asset> = {
  createdAt: (asset) => asset.createdAt,
  id: (asset) => asset.id,
  filters: { keyword: textFilter((asset) => asset.serialNumber, (asset) => asset.assetNumber, (asset) => asset.name) },
};

/** `assetIds`: 1-1000 devices, each one the caller may send the package (upgradable), else 'no upgradable devices' (unknown ones alike). */
function devicesToSend(ctx: Ctx, input: Record<string, unknown>, applicable: (asset: Asset) => boolean): Asset[] {
  const { assetIds } = input;
  if (assetIds === undefined || assetIds === null || (Array.isArray(assetIds) && assetIds.length === 0)) {
    throw fieldError('assetIds', 'required', NO_DEVICES);
  }
  if (!Array.isArray(assetIds) || assetIds.some((id) => typeof id !== 'string' || id === '')) {
    throw fieldError('assetIds', 'invalid', NO_DEVICES);
  }
  if (assetIds.length > PUSH_IDS_MAX) throw fieldError('assetIds', 'tooLong', `At most ${PUSH_IDS_MAX} devices per push`);
  return [...new Set(assetIds as string[])].map((id) => {
    const asset = ctx.state.fleet.assets.get(id);
    if (!asset || !applicable(asset)) throw fieldError('assetIds', 'invalid', NO_DEVICES);
    return asset;
  });
}

/**
 * The push (a view) as a whole at `now`: rolling back while a device is, rolled back once one was; else halted once
 * its halting stage ended; else finished or running (finishedAt).
 */
export function pushStateOf(push: OtaPush, now: number): PushState {
  const statuses = push.devices.map((device) => deviceStatusAt(push, device, now).status);
  if (statuses.includes(6)) return 'rollingBack';
  if (statuses.includes(8)) return 'rolledBack';
  if (haltedAt(push, now)) return 'halted';
  return finishedAt(push, now) === null ? 'running' : 'finished';
}

/** The push as the API shows it at `now` (a view: pushViewOf). */
function pushRow(push: OtaPush, now: number): PushRow {
  const counts: Record<string, number> = Object.fromEntries(PUSH_STATUSES.map((status) => [String(status), 0]));
  for (const device of push.devices) counts[String(deviceStatusAt(push, device, now).status)] += 1;
  const { id, packageId, packageName, tag, model, modelVersion, purpose, targetVersion, senderName, createdAt, whenIdle } = push;
  const failures: PushFailure[] = haltingFailures(push, now).map(({ assetId, assetNumber, name, reason }) => ({ assetId, assetNumber, name, reason }));
  return {
    id,
    packageId,
    packageName,
    tag,
    model,
    modelVersion,
    purpose,
    targetVersion,
    senderName,
    createdAt,
    finishedAt: finishedAt(push, now),
    total: push.devices.length,
    // Not yet installed or failed (issuing, issued, offline): finishedAt is null exactly while this is above 0.
    pending: pendingOf(push, now),
    counts,
    state: pushStateOf(push, now),
    whenIdle,
    stages: push.stages.map(({ percent, failureThreshold }) => ({ percent, failureThreshold })),
    stage: currentStage(push, now),
    failures,
  };
}

function pushSpec(now: number): ListSpec<OtaPush> {
  return {
    createdAt: (push) => push.createdAt,
    id: (push) => push.id,
    filters: {
      keyword: textFilter((push) => push.packageName),
      status: choiceFilter((push) => pushStateOf(push, now), PUSH_STATES),
      model: choiceFilter((push) => push.model, OTA_MODELS),
    },
    sorts: {
      createdAt: (push) => push.createdAt,
      finishedAt: (push) => finishedAt(push, now),
    },
  };
}

interface SentDevice {
  push: OtaPush;
  device: PushDevice;
  index: number;
}

function pushDeviceRow({ push, device }: SentDevice, now: number): PushDeviceRow {
  const { status, since } = deviceStatusAt(push, device, now);
  const { id, assetId, assetNumber, name, serialNumber, fromVersion, stage } = device;
  return { id, pushId: push.id, assetId, assetNumber, name, serialNumber, fromVersion, stage, status, reason: status === 7 ? device.reason : '', updatedAt: since };
}

function pushDeviceSpec(now: number): ListSpec<SentDevice> {
  return {
    // In the order sent: the list's "newest first" on the negated position.
    createdAt: (sent) => -sent.index,
    id: (sent) => sent.device.id,
    filters: { status: numberFilter((sent) => deviceStatusAt(sent.push, sent.device, now).status, PUSH_STATUSES) },
  };
}

export const otaRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/base/ota/upgrade/options',
    scope: 'company',
    permission: OTA_KEYS.send,
    handle: ({ state, reach }): PushOption[] =>
      visiblePackages(state, reach)
        .filter((pkg) => pkg.upgradeMethod === 1)
        .sort((a, b) => b.createdAt - a.createdAt || compareIds(b.id, a.id))
        .map(({ id, name, tag, model, modelVersion, purpose, targetVersion }) => ({ id, name, tag, model, modelVersion, purpose, targetVersion })),
  },
  {
    method: 'POST',
    path: '/base/ota/upgrade/device/page',
    scope: 'asset',
    permission: OTA_KEYS.send,
    handle: (ctx) => {
      const { packageId, ...paging } = requireObject(ctx.body);
      const pkg = sendablePackage(ctx, { packageId });
      const devices = Array.from(ctx.state.fleet.assets.values()).filter(upgradable(ctx, pkg));
      return pageOf(devices, paging, DEVICE_SPEC, (asset) => deviceRow(ctx, asset, pkg.purpose));
    },
  },
  {
    method: 'POST',
    path: '/base/ota/upgrade/page',
    scope: 'asset',
    permission: OTA_KEYS.upgrade,
    handle: ({ body, state, reach, now }) => pageOf(pushViews(state, reach), requireObject(body), pushSpec(now), (push) => pushRow(push, now)),
  },
  {
    method: 'POST',
    path: '/base/ota/upgrade',
    scope: 'asset',
    permission: OTA_KEYS.send,
    audit: { action: 'send' },
    handle: (ctx) => {
      const input = requireObject(ctx.body);
      const pkg = sendablePackage(ctx, input);
      const assets = devicesToSend(ctx, input, upgradable(ctx, pkg));
      const rollout = rolloutOf(input);
      const sender = { id: ctx.user?.id ?? '', name: ctx.user?.name ?? '' };
      return pushRow(newPush(ctx.state.ota, pkg, assets, sender, ctx.now, rollout), ctx.now);
    },
  },
  {
    method: 'POST',
    path: '/base/ota/upgrade/{id}/rollback',
    scope: 'asset',
    permission: OTA_KEYS.send,
    audit: { action: 'update' },
    handle: ({ params, state, reach, now }) => {
      const push = visiblePush(state, reach, params.id);
      const pushState = pushStateOf(push, now);
      if (pushState === 'running' || pushState === 'rollingBack') throw new SimError(STATUS.CONFLICT, NOT_ROLLBACKABLE);
      const installed = push.devices.filter((device) => deviceStatusAt(push, device, now).status === 5);
      if (installed.length === 0) throw new SimError(STATUS.CONFLICT, NOTHING_TO_ROLL_BACK);
      // The view's devices are the stored ones (pushViewOf copies the list, not the devices).
      startRollback(push, installed, now);
      return pushRow(push, now);
    },
  },
  {
    method: 'POST',
    path: '/base/ota/upgrade/{id}/device/page',
    scope: 'asset',
    permission: OTA_KEYS.upgrade,
    handle: ({ params, body, state, reach, now }) => {
      const push = visiblePush(state, reach, params.id);
      const sent = push.devices.map((device, index) => ({ push, device, index }));
      return pageOf(sent, requireObject(body), pushDeviceSpec(now), (entry) => pushDeviceRow(entry, now));
    },
  },
];

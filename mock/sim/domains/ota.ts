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
  PushOption,
  UpgradeDevice as UpgradeDeviceRow,
} from '../../../src/services/types/ota';
import type { Asset } from '../fleet';
import {
  applies,
  currentVersion,
  deviceFacts,
  deviceStatusAt,
  finishedAt,
  installVersion,
  newPush,
  OTA_MODELS,
  pendingOf,
  PUSH_STATUSES,
  type OtaPackage,
  type OtaPush,
  type Purpose,
  type PushDevice,
  type PushStatus,
} from '../ota';
import { isPlatform, reaches, type Reach } from '../reach';
import type { Ctx, RouteDef } from '../router';
import { addNotice, NOTICE_OTA_PUSH } from '../notices';
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

/**
 * What the clock has brought about by `now`: each device installed writes
 * its new version; a finished push (every device installed or failed) tells
 * its sender, once (dated when it finished). One with an offline device has
 * not finished, and tells no one.
 */
export function settlePushes(state: SimState, now: number): void {
  for (const push of state.ota.pushes) {
    if (push.settled) continue;
    for (const device of push.devices) {
      if (!device.applied && deviceStatusAt(push, device, now).status === 5) {
        installVersion(state.ota, device.assetId, push.purpose, push.targetVersion);
        device.applied = true;
      }
    }
    const end = finishedAt(push, now);
    if (end === null) continue;
    push.settled = true;
    const sender = state.accounts.find((account) => account.id === push.senderId);
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

/** The push as the API shows it at `now` (a view: pushViewOf). */
function pushRow(push: OtaPush, now: number): PushRow {
  const counts: Record<string, number> = Object.fromEntries(PUSH_STATUSES.map((status) => [String(status), 0]));
  for (const device of push.devices) counts[String(deviceStatusAt(push, device, now).status)] += 1;
  const { id, packageId, packageName, tag, model, modelVersion, purpose, targetVersion, senderName, createdAt } = push;
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
  };
}

function pushSpec(now: number): ListSpec<OtaPush> {
  return {
    createdAt: (push) => push.createdAt,
    id: (push) => push.id,
    filters: {
      keyword: textFilter((push) => push.packageName),
      status: choiceFilter((push) => (finishedAt(push, now) === null ? 'running' : 'finished'), ['running', 'finished']),
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
  const { id, assetId, assetNumber, name, serialNumber, fromVersion } = device;
  return { id, pushId: push.id, assetId, assetNumber, name, serialNumber, fromVersion, status, reason: status === 7 ? device.reason : '', updatedAt: since };
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
      const sender = { id: ctx.user?.id ?? '', name: ctx.user?.name ?? '' };
      return pushRow(newPush(ctx.state.ota, pkg, assets, sender, ctx.now), ctx.now);
    },
  },
  {
    method: 'POST',
    path: '/base/ota/upgrade/{id}/device/page',
    scope: 'asset',
    permission: OTA_KEYS.upgrade,
    handle: ({ params, body, state, reach, now }) => {
      const found = state.ota.pushes.find((candidate) => candidate.id === params.id);
      const push = found && pushViewOf(reach, found);
      if (!push) throw new SimError(STATUS.NOT_FOUND, 'OTA push not found');
      const sent = push.devices.map((device, index) => ({ push, device, index }));
      return pageOf(sent, requireObject(body), pushDeviceSpec(now), (entry) => pushDeviceRow(entry, now));
    },
  },
];

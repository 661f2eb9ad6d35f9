/** OTA pushes (docs/api.md "OTA"); the packages are in ./resource. The shapes are docs/openapi.yaml's (tag `ota`). */
import type { PageFilters, Schema } from './contract';
import { defineEnumeration } from './enumeration';

/**
 * Per device: 1 issuing -> 3 issued -> 5 installed, or 7 failed, 9 offline (the specification's); 2 not sent (its
 * stage has not started, or never: the push halted), 4 waiting for idle (between issued and installing, a robot that
 * was operative); a rollback takes an installed device 6 rolling back -> 8 rolled back. A push is finished once every
 * device sent is installed or failed (the server's `finishedAt`); an offline device has not been upgraded yet: it is
 * pending.
 */
export const UPGRADE_STATUS = defineEnumeration('upgradeStatus', {
  ISSUING: [1, 'processing'],
  NOT_SENT: [2, 'default'],
  ISSUED: [3, 'warning'],
  WAITING_FOR_IDLE: [4, 'warning'],
  INSTALLED: [5, 'success'],
  ROLLING_BACK: [6, 'processing'],
  FAILED: [7, 'error'],
  ROLLED_BACK: [8, 'default'],
  OFFLINE: [9, 'default'],
});

export type UpgradeStatus = Schema<'UpgradeStatus'>;

/**
 * The statuses a device passes through on its way (issuing, not sent yet, issued, waiting for idle, rolling back):
 * while a running or rolling-back push has one, its counts move on their own.
 */
export const MOVING_UPGRADE_STATUSES: readonly number[] = [
  UPGRADE_STATUS.values.ISSUING,
  UPGRADE_STATUS.values.NOT_SENT,
  UPGRADE_STATUS.values.ISSUED,
  UPGRADE_STATUS.values.WAITING_FOR_IDLE,
  UPGRADE_STATUS.values.ROLLING_BACK,
];

/** Whether any device of the push is on its way: an offline one waits for its device, and does not move by itself. */
export function isMoving(push: Pick<Push, 'counts' | 'state'>): boolean {
  // A halted push's devices not sent never move, nor do they once it is rolled back.
  if (push.state !== 'running' && push.state !== 'rollingBack') return false;
  return MOVING_UPGRADE_STATUSES.some((status) => (push.counts[String(status)] ?? 0) > 0);
}

/** A push as a whole (the server's `state`): running, finished, halted, rollingBack, rolledBack. */
export type PushState = Schema<'PushState'>;
export const PUSH_STATES: readonly PushState[] = ['running', 'finished', 'halted', 'rollingBack', 'rolledBack'];
/** One stage of a phased push: the share of devices sent by its end, and the failures (percent) it tolerates. */
export type PushStage = Schema<'PushStage'>;
export type PushFailure = Schema<'PushFailure'>;
/** At most this many stages a push. */
export const PUSH_STAGES_MAX = 5;
/** A stage's fields are whole percents in these ranges (the server's check, and the send form's). */
export const STAGE_RANGE = { percent: { min: 1, max: 100 }, failureThreshold: { min: 0, max: 100 } } as const;
/** Whether `value` is a whole number within the stage field's range. */
export function inStageRange(field: keyof typeof STAGE_RANGE, value: unknown): value is number {
  const { min, max } = STAGE_RANGE[field];
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** Whether the push may be rolled back: halted or finished (or partly rolled back), with an installed device. */
export function canRollBack(push: Pick<Push, 'state' | 'counts'>): boolean {
  return ['halted', 'finished', 'rolledBack'].includes(push.state) && (push.counts[String(UPGRADE_STATUS.values.INSTALLED)] ?? 0) > 0;
}

/** A cloud-push package the send screen offers. */
export type PushOption = Schema<'PushOption'>;
/** A device the chosen package applies to. */
export type UpgradeDevice = Schema<'UpgradeDevice'>;
export type Push = Schema<'Push'>;
export type PushDevice = Schema<'PushDevice'>;
/** The body of `sendPush`. */
export type PushInput = Schema<'PushInput'>;

/** The filters of `pagePushes`. */
export type PushFilters = PageFilters<'PushPageQuery'>;
/** The filters of `pageUpgradeDevices` (`packageId` required by the server). */
export type UpgradeDeviceFilters = PageFilters<'UpgradeDevicePageQuery'>;
/** The filters of `pagePushDevices`. */
export type PushDeviceFilters = PageFilters<'PushDevicePageQuery'>;

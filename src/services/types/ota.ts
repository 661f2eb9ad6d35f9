/** OTA pushes (docs/api.md "OTA"); the packages are in ./resource. The shapes are docs/openapi.yaml's (tag `ota`). */
import type { PageFilters, Schema } from './contract';
import { defineEnumeration } from './enumeration';

/**
 * Per device: 1 issuing -> 3 issued -> 5 installed, or 7 failed, 9 offline. A push is finished once every device is
 * installed or failed (the server's `finishedAt`); an offline device has not been upgraded yet: it is pending.
 */
export const UPGRADE_STATUS = defineEnumeration('upgradeStatus', {
  ISSUING: [1, 'processing'],
  ISSUED: [3, 'warning'],
  INSTALLED: [5, 'success'],
  FAILED: [7, 'error'],
  OFFLINE: [9, 'default'],
});

export type UpgradeStatus = Schema<'UpgradeStatus'>;

/** The statuses a device passes through on its way (issuing, issued): while a push has one, its counts move on their own. */
export const MOVING_UPGRADE_STATUSES: readonly number[] = [UPGRADE_STATUS.values.ISSUING, UPGRADE_STATUS.values.ISSUED];

/** Whether any device of the push is on its way: an offline one waits for its device, and does not move by itself. */
export function isMoving(push: Pick<Push, 'counts'>): boolean {
  return MOVING_UPGRADE_STATUSES.some((status) => (push.counts[String(status)] ?? 0) > 0);
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

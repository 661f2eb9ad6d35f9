/** OTA pushes (docs/api.md "OTA"); the packages are in ./resource. */
import { defineEnumeration } from './enumeration';
import type { Purpose } from './resource';

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

/** The statuses a device passes through on its way (issuing, issued): while a push has one, its counts move on their own. */
export const MOVING_UPGRADE_STATUSES: readonly number[] = [UPGRADE_STATUS.values.ISSUING, UPGRADE_STATUS.values.ISSUED];

/** Whether any device of the push is on its way: an offline one waits for its device, and does not move by itself. */
export function isMoving(push: Pick<Push, 'counts'>): boolean {
  return MOVING_UPGRADE_STATUSES.some((status) => (push.counts[String(status)] ?? 0) > 0);
}

/** A cloud-push package the send screen offers. */
export interface PushOption {
  id: string;
  name: string;
  tag: string;
  model: string;
  modelVersion: string;
  purpose: Purpose;
  targetVersion: string;
}

/** A device the chosen package applies to. */
export interface UpgradeDevice {
  id: string;
  assetNumber: string;
  name: string;
  serialNumber: string;
  companyName: string;
  model: string;
  modelVersion: string;
  currentVersion: string;
  online: boolean;
}

export interface Push {
  id: string;
  packageId: string;
  packageName: string;
  tag: string;
  model: string;
  modelVersion: string;
  purpose: Purpose;
  targetVersion: string;
  senderName: string;
  createdAt: number;
  /** Null while any device is pending; else when its last device was installed or failed. */
  finishedAt: number | null;
  total: number;
  /** Devices not yet installed or failed (issuing, issued, offline). */
  pending: number;
  /** Devices per status ("1", "3", "5", "7", "9"). */
  counts: Record<string, number>;
}

export interface PushDevice {
  id: string;
  pushId: string;
  assetId: string;
  assetNumber: string;
  name: string;
  serialNumber: string;
  fromVersion: string;
  status: number;
  reason: string | null;
  updatedAt: number;
}

export interface PushFilters {
  keyword: string;
  status: 'running' | 'finished';
  model: string;
}

/** OTA pushes (docs/api.md "OTA"); the packages are in ./resource. */
import { defineEnumeration } from './enumeration';
import type { Purpose } from './resource';

/** Per device: 1 issuing -> 3 issued -> 5 installed, or 7 failed, 9 offline. */
export const UPGRADE_STATUS = defineEnumeration('upgradeStatus', {
  ISSUING: [1, 'processing'],
  ISSUED: [3, 'warning'],
  INSTALLED: [5, 'success'],
  FAILED: [7, 'error'],
  OFFLINE: [9, 'default'],
});

/** A device's last states: a push whose devices are all in one of these is finished. */
export const FINAL_UPGRADE_STATUSES: readonly number[] = [
  UPGRADE_STATUS.values.INSTALLED,
  UPGRADE_STATUS.values.FAILED,
  UPGRADE_STATUS.values.OFFLINE,
];

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
  finishedAt: number | null;
  total: number;
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

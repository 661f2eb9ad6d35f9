/** Assets (specification section 3; shapes in docs/api.md "Assets"). */
import { defineEnumeration } from './enumeration';

export const CLEAN_MODE = defineEnumeration('cleanMode', {
  MANUAL: [0, 'default'],
  TEACHING: [1, 'processing'],
  AUTONOMOUS: [2, 'success'],
});

export const RUN_STATUS = defineEnumeration('runStatus', {
  DEFAULT: [0, 'default'],
  ENERGY_SAVING: [1, 'success'],
  STRONG: [2, 'warning'],
  IDLE: [3, 'default'],
  CUSTOM: [4, 'processing'],
  COPY: [5, 'processing'],
});

export const BALANCE = defineEnumeration('balance', {
  UNBALANCED: [0, 'warning'],
  BALANCED: [1, 'success'],
});

export const BATTERY_STATE = defineEnumeration('batteryState', {
  DISCHARGE_NOT_ALLOWED: [1, 'warning'],
  LOCKED: [2, 'error'],
  FULL: [3, 'success'],
  CHARGING: [4, 'processing'],
  EMPTY: [5, 'error'],
  DISCHARGING: [6, 'default'],
});

export const LOCK_STATE = defineEnumeration('lockState', {
  UNLOCKED: [0, 'success'],
  LOCKED: [1, 'error'],
  TEMPORARY: [2, 'warning'],
});

export type LockKind = 'vendor' | 'enterprise';
export type LockAction = 'lock' | 'temporary' | 'cancel';

export interface Asset {
  description: string;
  id: string;
  assetNumber: string;
  name: string;
  companyId: string;
  companyName: string;
  projectId: string;
  projectName: string;
  sceneId: string;
  sceneName: string;
  sceneVersion: number | null;
  uuid: string;
  usageAddress: string;
  model: string;
  deviceNumber: string;
  serialNumber: string;
  navSerialNumber: string;
  brand: string;
  supplier: string;
  manufacturer: string;
  region: string;
  vendorLock: number;
  vendorLockUntil: number | null;
  enterpriseLock: number;
  enterpriseLockUntil: number | null;
  firstActivation: number | null;
  vendorLicenceExpiry: number | null;
  enterpriseLicenceExpiry: number | null;
  warrantyExpiry: number | null;
  unlimitedValidity: boolean;
  restartFlag: boolean;
  sceneTestMapping: boolean;
  /** Metres, up to 3 decimals. */
  runMileage: number;
  bootTime: number | null;
  /** Seconds. */
  totalWorkDuration: number;
  /** A decimal string: it outgrows 2^53. */
  totalWheelPulses: string;
  cleanMode: number;
  runStatus: number;
  balance: number;
  batteryState: number;
  online: boolean;
  updatedAt: number;
}

/** A list row is the whole asset (the edit form starts from it). */
export type AssetRow = Asset;

/** What the add and edit forms send. */
export interface AssetInput {
  name: string;
  serialNumber: string;
  companyId: string;
  projectId?: string;
  sceneId?: string;
  model?: string;
  deviceNumber?: string;
  navSerialNumber?: string;
  brand?: string;
  supplier?: string;
  manufacturer?: string;
  region?: string;
  usageAddress?: string;
  description?: string;
  vendorLicenceExpiry?: number | null;
  enterpriseLicenceExpiry?: number | null;
  warrantyExpiry?: number | null;
  unlimitedValidity?: boolean;
}

export interface AssetFilters {
  keyword: string;
  assetNumber: string;
  name: string;
  companyId: string;
  projectId: string;
  sceneId: string;
  uuid: string;
  model: string;
  deviceNumber: string;
  serialNumber: string;
  brand: string;
  supplier: string;
  manufacturer: string;
  region: string;
  runStatus: number[];
  batteryState: number[];
  vendorLock: number[];
  enterpriseLock: number[];
  licenceExpiryFrom: number;
  licenceExpiryTo: number;
  activationFrom: number;
  activationTo: number;
}

export interface AssetConfig {
  restartFlag: boolean;
  sceneTestMapping: boolean;
  sentAt: number | null;
}

export interface AssetComponent {
  name: string;
  model: string;
  serialNumber: string;
  version: string;
  /** 0 normal, 1 fault. */
  status: number;
}

export const COMPONENT_STATUS = defineEnumeration('componentStatus', {
  NORMAL: [0, 'success'],
  FAULT: [1, 'error'],
});

export interface AssetException {
  id: string;
  code: string;
  name: string;
  /** 1 most severe - 4. */
  level: number;
  time: number;
  resolved: boolean;
}

export const EXCEPTION_LEVEL = defineEnumeration('exceptionLevel', {
  CRITICAL: [1, 'error'],
  MAJOR: [2, 'warning'],
  MINOR: [3, 'processing'],
  NOTICE: [4, 'default'],
});

/** At most this many ids per batch call (delete, export, lock, configuration). */
export const ASSET_BATCH_MAX = 1000;

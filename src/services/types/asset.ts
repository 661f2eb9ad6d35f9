/** Assets (specification section 3; shapes in docs/openapi.yaml, tag `assets`). */
import type { PageFilters, Schema } from './contract';
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

export type CleanMode = Schema<'CleanMode'>;
export type RunStatus = Schema<'RunStatus'>;
export type Balance = Schema<'Balance'>;
export type BatteryState = Schema<'BatteryState'>;
export type LockState = Schema<'LockState'>;
export type LockKind = Schema<'LockKind'>;
export type LockAction = Schema<'LockAction'>;

export type Asset = Schema<'Asset'>;
/** A list row is the whole asset (the edit form starts from it). */
export type AssetRow = Asset;
/** What the add and edit forms send. */
export type AssetInput = Schema<'AssetInput'>;
/** The filters of the asset list (the body of `pageAssets` without its paging and sort). */
export type AssetFilters = PageFilters<'AssetPageQuery'>;
export type AssetConfig = Schema<'AssetConfig'>;
export type AssetComponent = Schema<'AssetComponent'>;

export const COMPONENT_STATUS = defineEnumeration('componentStatus', {
  NORMAL: [0, 'success'],
  FAULT: [1, 'error'],
});

export type AssetException = Schema<'AssetException'>;

export const EXCEPTION_LEVEL = defineEnumeration('exceptionLevel', {
  CRITICAL: [1, 'error'],
  MAJOR: [2, 'warning'],
  MINOR: [3, 'processing'],
  NOTICE: [4, 'default'],
});

/** At most this many ids per batch call (delete, lock, configuration). */
export const ASSET_BATCH_MAX = 1000;

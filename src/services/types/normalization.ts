/**
 * Standardization (docs/api.md "Standardization"): projects, software modules and their versions, module
 * references, exception codes and the deliveries behind a publish. The shapes are docs/openapi.yaml's (tag
 * `normalization`); each enumeration is one named constant with a translation id and a colour.
 */
import type { PageFilters, Schema } from './contract';
import { defineEnumeration } from './enumeration';

/** 1 publishing -> 3 success or 5 failed; a rerelease 5 -> 1 -> 3; a rollback 3 -> 7 -> 9 (with the version) or 11. */
export const VERSION_STATUS = defineEnumeration('versionStatus', {
  PUBLISHING: [1, 'processing'],
  SUCCESS: [3, 'success'],
  FAILED: [5, 'error'],
  ROLLING_BACK: [7, 'processing'],
  ROLLBACK_SUCCESS: [9, 'default'],
  ROLLBACK_FAILED: [11, 'error'],
});
/** The statuses that block a new version of the module until it succeeds or is deleted. */
export const UNSUCCESSFUL_VERSION_STATUSES: readonly number[] = [
  VERSION_STATUS.values.PUBLISHING,
  VERSION_STATUS.values.FAILED,
  VERSION_STATUS.values.ROLLING_BACK,
  VERSION_STATUS.values.ROLLBACK_FAILED,
];

/** 1 referencing -> 3 success or 5 failed. */
export const REFERENCE_STATUS = defineEnumeration('referenceStatus', {
  REFERENCING: [1, 'processing'],
  SUCCESS: [3, 'success'],
  FAILED: [5, 'error'],
});

export const CONFIG_ITEM_TYPE = defineEnumeration('configItemType', {
  TEXT: [1, 'default'],
  SWITCH_ON: [2, 'success'],
  SWITCH_OFF: [3, 'warning'],
});

/** An MQTT message sent to a device: 1 sent, 3 success, 5 failed. */
export const MESSAGE_STATUS = defineEnumeration('messageStatus', {
  SENT: [1, 'processing'],
  SUCCESS: [3, 'success'],
  FAILED: [5, 'error'],
});

export const RETRY_TYPE = defineEnumeration('retryType', {
  FIXED_TIMES: [1, 'default'],
  TIMED_INTERVAL: [2, 'processing'],
  TIMED_AND_FIXED: [3, 'warning'],
});

/** A transfer: 1 created, 3 success, 5 failed. */
export const TRANSFER_STATUS = defineEnumeration('transferStatus', {
  CREATED: [1, 'processing'],
  SUCCESS: [3, 'success'],
  FAILED: [5, 'error'],
});

/** A file transfer: 1 created, 2 success, 3 failed. */
export const FILE_TRANSFER_STATUS = defineEnumeration('fileTransferStatus', {
  CREATED: [1, 'processing'],
  SUCCESS: [2, 'success'],
  FAILED: [3, 'error'],
});

export const REQUEST_TYPE = defineEnumeration('requestType', {
  WHITELIST: [1, 'success'],
  NORMAL: [2, 'default'],
  BLACKLIST: [3, 'error'],
});

export const REQUEST_STATUS = defineEnumeration('requestStatus', {
  DEFAULT: [100, 'default'],
  ENABLED: [200, 'success'],
  DISABLED: [300, 'warning'],
});

/** The exception code's type: one translation per word. */
export const EXCEPTION_TYPES = ['hardware', 'software', 'network', 'safety'] as const satisfies readonly ExceptionCode['type'][];

export type VersionStatus = Schema<'VersionStatus'>;
export type ReferenceStatus = Schema<'ReferenceStatus'>;
export type ConfigItemType = Schema<'ConfigItemType'>;
export type MessageStatus = Schema<'MessageStatus'>;
export type RetryType = Schema<'RetryType'>;

export type StandardProject = Schema<'StandardProject'>;
export type StandardProjectDetail = Schema<'StandardProjectDetail'>;
export type StandardProjectInput = Schema<'StandardProjectInput'>;
export type StandardProjectFilters = PageFilters<'StandardProjectPageQuery'>;
export type ConfigItem = Schema<'ConfigItem'>;
export type ModuleReference = Schema<'ModuleReference'>;
export type ModuleReferenceInput = Schema<'ModuleReferenceInput'>;
export type ModuleReferenceFilters = PageFilters<'ModuleReferencePageQuery'>;
export type ModuleDrift = Schema<'ModuleDrift'>;
export type SoftwareModule = Schema<'SoftwareModule'>;
export type SoftwareModuleInput = Schema<'SoftwareModuleInput'>;
export type SoftwareModuleFilters = PageFilters<'SoftwareModulePageQuery'>;
export type ModuleVersion = Schema<'ModuleVersion'>;
export type ModuleVersionInput = Schema<'ModuleVersionInput'>;
export type ModuleVersionFilters = PageFilters<'ModuleVersionPageQuery'>;
export type ExceptionCode = Schema<'ExceptionCode'>;
export type ExceptionAction = Schema<'ExceptionAction'>;
export type ExceptionCodeInput = Schema<'ExceptionCodeInput'>;
export type ExceptionCodeFilters = PageFilters<'ExceptionCodePageQuery'>;
export type DeliveryMessage = Schema<'DeliveryMessage'>;
export type DeliveryMessageFilters = PageFilters<'DeliveryMessagePageQuery'>;
export type Transfer = Schema<'Transfer'>;
export type TransferFilters = PageFilters<'TransferPageQuery'>;
export type FileTransfer = Schema<'FileTransfer'>;
export type FileTransferFilters = PageFilters<'FileTransferPageQuery'>;
export type RequestRule = Schema<'RequestRule'>;
export type RequestRuleFilters = PageFilters<'RequestRulePageQuery'>;

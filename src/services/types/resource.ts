/**
 * Resources: log packages, OTA package files, the function-check report
 * (docs/api.md "Resources"). The shapes are docs/openapi.yaml's (tags
 * `resources`, `otaPackages`); the upload rules and enumerations below are
 * the console's.
 */
import type { PageFilters, Schema } from './contract';
import { defineEnumeration } from './enumeration';

export type LogPackage = Schema<'LogPackage'>;
export type LogPackageInput = Schema<'LogPackageInput'>;
/** The filters of `pageLogPackages`. */
export type LogFilters = PageFilters<'LogPageQuery'>;

/** 1 cloud push (the console sends it), 2 device request (the device asks for it). */
export const UPGRADE_METHOD = defineEnumeration('upgradeMethod', {
  CLOUD_PUSH: [1, 'processing'],
  DEVICE_REQUEST: [2, 'default'],
});

export type UpgradeMethod = Schema<'UpgradeMethod'>;

/** What a package upgrades; translated as `ota.purpose.<word>`. */
export type Purpose = Schema<'Purpose'>;
export const PURPOSES = ['system', 'navigation', 'chassis', 'application'] as const satisfies readonly Purpose[];

/** A package's file format (`OtaPackage.format`). */
export type PackageFormat = OtaPackage['format'];

/** The file formats the server takes, from the file name. */
export const PACKAGE_EXTENSIONS = ['.zip', '.bin', '.img', '.deb', '.tar.gz'] as const satisfies ReadonlyArray<`.${PackageFormat}`>;
export const LOG_EXTENSIONS = ['.zip', '.gz', '.tar.gz', '.log', '.txt'] as const;
export const PACKAGE_MAX_BYTES = 200 * 1024 * 1024;
export const LOG_MAX_BYTES = 100 * 1024 * 1024;

export type OtaPackage = Schema<'OtaPackage'>;
export type OtaPackageInput = Schema<'OtaPackageInput'>;
/** The filters of `pageOtaPackages`. */
export type OtaPackageFilters = PageFilters<'OtaPackagePageQuery'>;
/** A model the fleet has, its hardware versions and the purposes packages may have. */
export type OtaModel = Schema<'OtaModel'>;

export type FunctionCheck = Schema<'FunctionCheck'>;
/** The filters of `pageFunctionChecks`. */
export type FunctionCheckFilters = PageFilters<'FunctionCheckPageQuery'>;
/** One item of a function check: what was checked, the range it must fall in, what was measured, and whether it did. */
export type FunctionCheckItem = Schema<'FunctionCheckItem'>;
/** A check's items, as `listFunctionCheckItems` answers them. */
export type FunctionCheckItems = Schema<'FunctionCheckItems'>;

/** The answer of a delete. */
export type DeletedCount = Schema<'DeletedCount'>;

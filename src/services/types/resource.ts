/** Resources: log packages, OTA package files, the function-check report (docs/api.md "Resources"). */
import { defineEnumeration } from './enumeration';

export interface LogPackage {
  id: string;
  name: string;
  fileName: string;
  /** Bytes. */
  size: number;
  generatedAt: number;
  path: string;
  serialNumber: string;
  createdAt: number;
  updatedAt: number;
}

export interface LogPackageInput {
  name: string;
  generatedAt: number;
  serialNumber?: string;
}

export interface LogFilters {
  keyword: string;
  generatedFrom: number;
  generatedTo: number;
}

/** 1 cloud push (the console sends it), 2 device request (the device asks for it). */
export const UPGRADE_METHOD = defineEnumeration('upgradeMethod', {
  CLOUD_PUSH: [1, 'processing'],
  DEVICE_REQUEST: [2, 'default'],
});

/** What a package upgrades; translated as `ota.purpose.<word>`. */
export const PURPOSES = ['system', 'navigation', 'chassis', 'application'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** The file formats the server takes, from the file name. */
export const PACKAGE_EXTENSIONS = ['.zip', '.bin', '.img', '.deb', '.tar.gz'] as const;
export const LOG_EXTENSIONS = ['.zip', '.gz', '.tar.gz', '.log', '.txt'] as const;
export const PACKAGE_MAX_BYTES = 200 * 1024 * 1024;
export const LOG_MAX_BYTES = 100 * 1024 * 1024;

export interface OtaPackage {
  id: string;
  name: string;
  fileName: string;
  format: string;
  size: number;
  path: string;
  md5: string;
  tag: string;
  model: string;
  modelVersion: string;
  purpose: Purpose;
  minVersion: string;
  applicableVersion: string;
  targetVersion: string;
  batchUuid: string;
  upgradeMethod: number;
  createdAt: number;
  updatedAt: number;
  uploaderName: string;
}

export interface OtaPackageInput {
  name: string;
  tag: string;
  model: string;
  modelVersion: string;
  purpose: Purpose;
  minVersion: string;
  applicableVersion: string;
  targetVersion: string;
  upgradeMethod: number;
}

export interface OtaPackageFilters {
  keyword: string;
  model: string;
  purpose: string;
  tag: string;
  upgradeMethod: number[];
}

/** A model the fleet has, its hardware versions and the purposes packages may have. */
export interface OtaModel {
  model: string;
  modelVersions: string[];
  purposes: Purpose[];
}

export interface FunctionCheck {
  id: string;
  assetId: string;
  assetNumber: string;
  serialNumber: string;
  model: string;
  checkedAt: number;
  total: number;
  passed: number;
  failed: number;
  result: 'pass' | 'fail';
  operator: string;
}

export interface FunctionCheckFilters {
  keyword: string;
  result: string;
  model: string;
  checkedFrom: number;
  checkedTo: number;
}

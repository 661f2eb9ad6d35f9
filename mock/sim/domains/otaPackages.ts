/**
 * OTA packages (docs/api.md "Resources", "OTA"): one record with two views,
 * its file among the resources (/resource/ota) and its upgrade facts
 * (/ota/package reads the same list); the models' hardware versions.
 *
 * Tenant boundary: a package of the platform (`companyId` '') is published
 * for every company: any holder of the keys lists, downloads and sends it,
 * only platform staff edit or delete it. A company's package (uploaded by one
 * of its enterprise accounts) is that company's and the platform's alone. A
 * package out of reach answers exactly as an unknown id (40401).
 */
import { randomUUID } from 'node:crypto';
import { PERMISSION_KEYS } from '../../../src/services/types/permissions';
import {
  PACKAGE_EXTENSIONS,
  PACKAGE_MAX_BYTES,
  type OtaModel,
  type OtaPackage as PackageRow,
} from '../../../src/services/types/resource';
import { md5Of, sizeOf, uploadedFile } from '../blobs';
import { STATUS } from '../../../src/request/codes';
import {
  compareVersions,
  finishedAt,
  isVersion,
  MODEL_VERSIONS,
  OTA_MODELS,
  packagePath,
  PURPOSES,
  versionSortKey,
  type OtaPackage,
  type PackageFormat,
  type UpgradeMethod,
} from '../ota';
import { reachable, reaches, type Reach } from '../reach';
import type { Ctx, RouteDef } from '../router';
import type { SimState } from '../store';
import { SimError } from '../types';
import { choiceFilter, numberFilter, pageOf, textFilter, type ListSpec } from './list';
import { DELETE_IDS_MAX, download, DOWNLOAD_IDS_MAX, NAME_MAX, ownCompanyOf, recordsOf, refuseTakenName } from './resources';
import { metaOf, uploadOf } from './uploads';
import { fieldError, requireChoice, requireObject, requireText } from './validate';

const RESOURCE_OTA_KEY = 'platform:resource:ota';
const PACKAGE_KEY = 'platform:ota:package';
export const OTA_PACKAGE_KEYS = {
  resource: RESOURCE_OTA_KEY,
  add: `${RESOURCE_OTA_KEY}:add`,
  edit: `${RESOURCE_OTA_KEY}:edit`,
  download: `${RESOURCE_OTA_KEY}:download`,
  delete: `${RESOURCE_OTA_KEY}:delete`,
  package: PACKAGE_KEY,
  packageDownload: `${PACKAGE_KEY}:download`,
} as const;
/** GET /ota/models: any key of OTA or of resources. */
export const OTA_MODELS_KEYS: readonly string[] = PERMISSION_KEYS.filter(
  (key) => key.startsWith('platform:ota') || key.startsWith('platform:resource'),
);

export type { PackageRow };
export const TAG_MAX = 20;
const PACKAGE_MISSING = 'OTA package not found';

export function packageRow(pkg: OtaPackage): PackageRow {
  const { file, ...fields } = pkg;
  return { ...fields, size: sizeOf(file) };
}

const PACKAGE_SPEC: ListSpec<OtaPackage> = {
  createdAt: (pkg) => pkg.createdAt,
  id: (pkg) => pkg.id,
  filters: {
    keyword: textFilter((pkg) => pkg.name, (pkg) => pkg.fileName),
    model: choiceFilter((pkg) => pkg.model, OTA_MODELS),
    purpose: choiceFilter((pkg) => pkg.purpose, PURPOSES),
    tag: textFilter((pkg) => pkg.tag),
    upgradeMethod: numberFilter((pkg) => pkg.upgradeMethod, [1, 2]),
  },
  sorts: {
    name: (pkg) => pkg.name,
    size: (pkg) => sizeOf(pkg.file),
    createdAt: (pkg) => pkg.createdAt,
    targetVersion: (pkg) => versionSortKey(pkg.targetVersion),
  },
};

/** A required dotted version. */
function requireVersion(input: Record<string, unknown>, field: string): string {
  const value = input[field];
  if (value === undefined || value === null || value === '') throw fieldError(field, 'required', `${field} is required`);
  if (!isVersion(value)) throw fieldError(field, 'invalid', `${field} must be a dotted version such as 3.2.0`);
  return value;
}

/** Whether the caller sees, downloads and sends the package: the platform's (every company's), or of a company within reach. */
export function visible(reach: Reach, pkg: OtaPackage): boolean {
  return pkg.companyId === '' || reaches(reach, pkg.companyId);
}

/** The packages the caller sees, in their order. */
export function visiblePackages(state: SimState, reach: Reach): OtaPackage[] {
  return state.ota.packages.filter((pkg) => visible(reach, pkg));
}

/** The packages the caller edits and deletes: of companies within reach ('' is the platform's: platform staff alone). */
function ownPackages(state: SimState, reach: Reach): OtaPackage[] {
  return state.ota.packages.filter((pkg) => reaches(reach, pkg.companyId));
}

/**
 * The packages a package of `companyId` must not share a name with: every one
 * that a caller seeing it also sees (the platform's and its company's; for a
 * platform package, all), so that no list shows one name twice while a
 * company's names stay out of another company's probing.
 */
function namesBeside(state: SimState, companyId: string): OtaPackage[] {
  return state.ota.packages.filter((pkg) => companyId === '' || pkg.companyId === '' || pkg.companyId === companyId);
}

/**
 * The package's facts, checked whole: `name` 1-50 (unique), `tag` 1-20, a
 * model and one of its model versions, a purpose, versions with `minVersion`
 * <= `applicableVersion` < `targetVersion`, `upgradeMethod` 1 or 2 (left
 * out: 1 for a new package, kept for an edit).
 */
function packageFields(state: SimState, input: Record<string, unknown>, companyId: string, current?: OtaPackage) {
  const name = requireText(input, 'name', 1, NAME_MAX);
  const tag = requireText(input, 'tag', 1, TAG_MAX);
  const model = requireChoice(input, 'model', OTA_MODELS);
  const modelVersion = requireChoice(input, 'modelVersion', MODEL_VERSIONS[model]);
  const purpose = requireChoice(input, 'purpose', PURPOSES);
  const minVersion = requireVersion(input, 'minVersion');
  const applicableVersion = requireVersion(input, 'applicableVersion');
  const targetVersion = requireVersion(input, 'targetVersion');
  if (compareVersions(minVersion, applicableVersion) > 0) {
    throw fieldError('applicableVersion', 'invalid', 'The applicable version cannot be below the minimum version');
  }
  if (compareVersions(applicableVersion, targetVersion) >= 0) {
    throw fieldError('targetVersion', 'invalid', 'The target version must be above the applicable version');
  }
  const method = input.upgradeMethod;
  let upgradeMethod: UpgradeMethod = current?.upgradeMethod ?? 1;
  if (method !== undefined && method !== null) {
    if (method !== 1 && method !== 2) throw fieldError('upgradeMethod', 'invalid', 'upgradeMethod must be 1 or 2');
    upgradeMethod = method;
  }
  refuseTakenName(namesBeside(state, companyId), name, current, 'OTA package already exists');
  return { name, tag, model, modelVersion, purpose, minVersion, applicableVersion, targetVersion, upgradeMethod };
}

/** An upload: the platform's when platform staff send it, else the uploader's company's. */
function addPackage(ctx: Ctx, uploaderName: string): PackageRow {
  const companyId = ownCompanyOf(ctx) ?? '';
  const upload = uploadOf(ctx, { extensions: PACKAGE_EXTENSIONS, maxBytes: PACKAGE_MAX_BYTES });
  const fields = packageFields(ctx.state, metaOf(ctx), companyId);
  const ota = ctx.state.ota;
  const file = uploadedFile(upload.file.data);
  const pkg: OtaPackage = {
    id: `ota${ota.nextPackageNumber}`,
    ...fields,
    fileName: upload.fileName,
    format: upload.extension.slice(1) as PackageFormat,
    path: packagePath(fields.model, upload.fileName),
    md5: md5Of(file),
    batchUuid: randomUUID(),
    createdAt: ctx.now,
    updatedAt: ctx.now,
    uploaderName,
    companyId,
    file,
  };
  ota.nextPackageNumber += 1;
  ota.packages.push(pkg);
  return packageRow(pkg);
}

/** A package the caller sees (visible); unknown, or out of reach, 40401 'OTA package not found'. */
export function findPackage(state: SimState, reach: Reach, id: string): OtaPackage {
  const pkg = state.ota.packages.find((candidate) => candidate.id === id);
  if (!pkg || !visible(reach, pkg)) throw new SimError(STATUS.NOT_FOUND, PACKAGE_MISSING);
  return pkg;
}

/**
 * Whether some push of the package is not finished at `now` (finishedAt, the one source of a push's state):
 * a device issuing, issued or offline (pending, waiting to come back) keeps the package in use.
 */
function inUse(state: SimState, pkg: OtaPackage, now: number): boolean {
  return state.ota.pushes.some((push) => push.packageId === pkg.id && finishedAt(push, now) === null);
}

export const otaPackageRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/resource/ota/page',
    scope: 'company',
    permission: [OTA_PACKAGE_KEYS.resource, OTA_PACKAGE_KEYS.package],
    handle: ({ body, state, reach }) => pageOf(visiblePackages(state, reach), requireObject(body), PACKAGE_SPEC, packageRow),
  },
  {
    method: 'GET',
    path: '/base/ota/models',
    scope: 'shared',
    permission: OTA_MODELS_KEYS,
    handle: (): OtaModel[] => OTA_MODELS.map((model) => ({ model, modelVersions: [...MODEL_VERSIONS[model]], purposes: [...PURPOSES] })),
  },
  {
    method: 'POST',
    path: '/base/resource/ota/download',
    scope: 'company',
    permission: [OTA_PACKAGE_KEYS.download, OTA_PACKAGE_KEYS.packageDownload],
    handle: ({ body, state, reach, now }) =>
      download(recordsOf(visiblePackages(state, reach), requireObject(body), DOWNLOAD_IDS_MAX, PACKAGE_MISSING), 'ota-packages', now),
  },
  {
    method: 'POST',
    path: '/base/resource/ota',
    scope: 'company',
    permission: OTA_PACKAGE_KEYS.add,
    audit: { action: 'upload' },
    handle: (ctx) => addPackage(ctx, ctx.user?.name ?? ''),
  },
  {
    method: 'PUT',
    path: '/base/resource/ota/{id}',
    scope: 'company',
    permission: OTA_PACKAGE_KEYS.edit,
    handle: ({ params, body, state, reach, now }) => {
      const pkg = reachable(reach, state.ota.packages.find((candidate) => candidate.id === params.id), 'OTA package');
      const fields = packageFields(state, requireObject(body), pkg.companyId, pkg);
      Object.assign(pkg, fields, { path: packagePath(fields.model, pkg.fileName), updatedAt: now });
      return packageRow(pkg);
    },
  },
  {
    method: 'DELETE',
    path: '/base/resource/ota',
    scope: 'company',
    permission: OTA_PACKAGE_KEYS.delete,
    handle: ({ body, state, reach, now }) => {
      const doomed = recordsOf(ownPackages(state, reach), requireObject(body), DELETE_IDS_MAX, PACKAGE_MISSING);
      if (doomed.some((pkg) => inUse(state, pkg, now))) throw new SimError(STATUS.CONFLICT, 'OTA package in use');
      const set = new Set(doomed);
      state.ota.packages = state.ota.packages.filter((pkg) => !set.has(pkg));
      return { deleted: set.size };
    },
  },
];

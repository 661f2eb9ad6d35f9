/**
 * Assets (docs/api.md "Assets"): the paged list, one asset, adding, editing,
 * deleting, locking, the device configuration and the detail tabs
 * (components, exceptions). Every rule is checked here; a call naming an
 * unknown id changes nothing.
 *
 * Scope `asset` (docs/api.md "Tenant boundary"): only assets of companies
 * within the caller's reach are listed, counted or touched; one out
 * of reach answers exactly as an unknown id (40401 'asset not found'), and a
 * company out of reach in a form exactly as an unknown company.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '../../../src/request/codes';
import type { Asset as AssetView } from '../../../src/services/types/asset';
import {
  addAsset,
  BATTERY_STATES,
  batteryStateAt,
  componentsOf,
  exceptionsOf,
  LOCK_STATES,
  lockAt,
  RUN_STATUSES,
  runStatusAt,
  type Asset,
  type AssetException,
  type AssetFields,
  type DeviceConfig,
  type Lock,
  type LockKind,
} from '../fleet';
import { driftingFrom } from '../normalization';
import { reachable, within, type Reach } from '../reach';
import type { RouteDef } from '../router';
import type { SimState } from '../store';
import { SimError } from '../types';
import { idFilter, numberFilter, pageOf, textFilter, timeFilter, type ListSpec, type SortKey } from './list';
import { findProject, findScene, namesOf, ownedBy, ownerNames, requireCompany, type Names } from './options';
import {
  fieldError,
  isTime,
  optionalBoolean,
  optionalId,
  optionalText,
  optionalTime,
  requireBoolean,
  requireChoice,
  requireIds,
  requireObject,
  requireText,
} from './validate';

export const ASSET_LIST_KEY = 'platform:assets:list';
const keyOf = (suffix: string) => `${ASSET_LIST_KEY}:${suffix}`;
export const ASSET_KEYS = {
  list: ASSET_LIST_KEY,
  info: keyOf('info'),
  detail: keyOf('detail'),
  components: keyOf('detail:robotComponent'),
  exceptions: keyOf('detail:exception'),
  singleConfig: keyOf('singleDeviceConfig'),
  multiConfig: keyOf('multiDeviceConfig'),
  sendConfig: keyOf('multiDeviceConfigSend'),
} as const;

/** At most this many ids per call (delete, lock, configuration). */
export const ASSET_IDS_MAX = 1000;
/** Every text, the description too (section 5: "Text input maximum 50 characters"). */
export const ASSET_TEXT_MAX = 50;

/** The asset as the API shows it at `now` (`getAsset`, and each row of `pageAssets`). */
export function assetDetail(asset: Asset, names: Names, now: number): AssetView {
  const vendor = lockAt(asset.locks.vendor, now);
  const enterprise = lockAt(asset.locks.enterprise, now);
  const scene = names.scenes.get(asset.sceneId);
  return {
    id: asset.id,
    assetNumber: asset.assetNumber,
    name: asset.name,
    ...ownerNames(names, asset),
    sceneId: asset.sceneId,
    sceneName: scene?.name ?? '',
    sceneVersion: scene?.version ?? null,
    uuid: asset.uuid,
    usageAddress: asset.usageAddress,
    model: asset.model,
    deviceNumber: asset.deviceNumber,
    serialNumber: asset.serialNumber,
    navSerialNumber: asset.navSerialNumber,
    brand: asset.brand,
    supplier: asset.supplier,
    manufacturer: asset.manufacturer,
    region: asset.region,
    description: asset.description,
    vendorLock: vendor.state,
    vendorLockUntil: vendor.until,
    enterpriseLock: enterprise.state,
    enterpriseLockUntil: enterprise.until,
    firstActivation: asset.firstActivation,
    vendorLicenceExpiry: asset.vendorLicenceExpiry,
    enterpriseLicenceExpiry: asset.enterpriseLicenceExpiry,
    warrantyExpiry: asset.warrantyExpiry,
    unlimitedValidity: asset.unlimitedValidity,
    restartFlag: asset.config.restartFlag,
    sceneTestMapping: asset.config.sceneTestMapping,
    runMileage: asset.runMileage,
    bootTime: asset.bootTime,
    totalWorkDuration: asset.totalWorkDuration,
    totalWheelPulses: asset.totalWheelPulses,
    cleanMode: asset.cleanMode,
    // The live run and battery states at `now`, from the working day its robot on the map runs on too.
    runStatus: runStatusAt(asset, now),
    balance: asset.balance,
    batteryState: batteryStateAt(asset, now),
    online: asset.online,
    updatedAt: asset.updatedAt,
  };
}

type TextFilterField =
  | 'assetNumber' | 'name' | 'uuid' | 'model' | 'deviceNumber' | 'serialNumber'
  | 'brand' | 'supplier' | 'manufacturer' | 'region';
const TEXT_FILTERS: readonly TextFilterField[] = [
  'assetNumber', 'name', 'uuid', 'model', 'deviceNumber', 'serialNumber', 'brand', 'supplier', 'manufacturer', 'region',
];
type DirectSortField = 'name' | 'serialNumber' | 'model' | 'runStatus' | 'batteryState' | 'vendorLicenceExpiry' | 'firstActivation' | 'updatedAt';
const DIRECT_SORTS: readonly DirectSortField[] = [
  'name', 'serialNumber', 'model', 'runStatus', 'batteryState', 'vendorLicenceExpiry', 'firstActivation', 'updatedAt',
];

/** The default order of assets (newest first, then the higher id), without filters or sort fields. */
export const ASSET_ORDER: ListSpec<Asset> = { createdAt: (asset) => asset.createdAt, id: (asset) => asset.id };

/** `POST /asset/page`: its filters and sort fields; locks as they read at `now`. */
function assetSpec(state: SimState, names: Names, now: number): ListSpec<Asset> {
  const fieldSorts = DIRECT_SORTS.map((field) => [field, (asset: Asset): SortKey => asset[field]] as const);
  const runStatus = (asset: Asset) => runStatusAt(asset, now);
  const batteryState = (asset: Asset) => batteryStateAt(asset, now);
  return {
    ...ASSET_ORDER,
    filters: {
      keyword: textFilter((asset) => asset.serialNumber, (asset) => asset.name),
      ...Object.fromEntries(TEXT_FILTERS.map((field) => [field, textFilter((asset: Asset) => asset[field])])),
      companyId: idFilter((asset) => asset.companyId),
      projectId: idFilter((asset) => asset.projectId),
      sceneId: idFilter((asset) => asset.sceneId),
      runStatus: numberFilter(runStatus, RUN_STATUSES),
      batteryState: numberFilter(batteryState, BATTERY_STATES),
      vendorLock: numberFilter((asset) => lockAt(asset.locks.vendor, now).state, LOCK_STATES),
      enterpriseLock: numberFilter((asset) => lockAt(asset.locks.enterprise, now).state, LOCK_STATES),
      licenceExpiryFrom: timeFilter((asset) => asset.vendorLicenceExpiry, 'from'),
      licenceExpiryTo: timeFilter((asset) => asset.vendorLicenceExpiry, 'to'),
      activationFrom: timeFilter((asset) => asset.firstActivation, 'from'),
      activationTo: timeFilter((asset) => asset.firstActivation, 'to'),
      // The assets of the module's drift: their project references it, and they run another version (docs/api.md "Standardization").
      driftModule: (value, field) => {
        if (typeof value !== 'string') throw fieldError(field, 'invalid', `${field} must be an id`);
        return driftingFrom(state.normalization, value, now);
      },
    },
    sorts: {
      ...Object.fromEntries(fieldSorts),
      // The number, not the text: AS-1000000 comes after AS-999999.
      assetNumber: (asset) => asset.number,
      runStatus,
      batteryState,
      companyName: (asset) => names.companies.get(asset.companyId) ?? '',
    },
  };
}

/** The asset; unknown, or of a company out of reach, 40401 'asset not found'. */
export function findAsset(state: SimState, reach: Reach, id: string): Asset {
  return reachable(reach, state.fleet.assets.get(id), 'asset');
}

/** Every asset of `body.ids` (1-1000), or 40401 when any is unknown or out of reach. */
function assetsOf(state: SimState, reach: Reach, input: Record<string, unknown>): Asset[] {
  const ids = requireIds(input, ASSET_IDS_MAX);
  return ids.map((id) => findAsset(state, reach, id));
}

type OptionalTextField =
  | 'model' | 'deviceNumber' | 'navSerialNumber' | 'brand' | 'supplier' | 'manufacturer' | 'region' | 'usageAddress' | 'description';
const TEXT_LIMITS: Record<OptionalTextField, number> = {
  model: ASSET_TEXT_MAX,
  deviceNumber: ASSET_TEXT_MAX,
  navSerialNumber: ASSET_TEXT_MAX,
  brand: ASSET_TEXT_MAX,
  supplier: ASSET_TEXT_MAX,
  manufacturer: ASSET_TEXT_MAX,
  region: ASSET_TEXT_MAX,
  usageAddress: ASSET_TEXT_MAX,
  description: ASSET_TEXT_MAX,
};
const DATE_FIELDS = ['vendorLicenceExpiry', 'enterpriseLicenceExpiry', 'warrantyExpiry'] as const;

/** The optional fields given (left out ones are not in the answer: they keep their value). */
function optionalFields(input: Record<string, unknown>): Partial<AssetFields> {
  const fields: Partial<AssetFields> = {};
  for (const field of Object.keys(TEXT_LIMITS) as OptionalTextField[]) {
    const text = optionalText(input, field, TEXT_LIMITS[field]);
    if (text !== undefined) fields[field] = text;
  }
  for (const field of DATE_FIELDS) {
    const time = optionalTime(input, field);
    if (time !== undefined) fields[field] = time;
  }
  const unlimited = optionalBoolean(input, 'unlimitedValidity');
  if (unlimited !== undefined) fields.unlimitedValidity = unlimited;
  return fields;
}

/** A serial number in use by another asset (compared without regard to case) is 40901. */
function refuseTakenSerial(state: SimState, serialNumber: string, current: Asset | undefined): void {
  const wanted = serialNumber.toLowerCase();
  for (const other of state.fleet.assets.values()) {
    if (other !== current && other.serialNumber.toLowerCase() === wanted) {
      throw new SimError(STATUS.CONFLICT, 'asset already exists', { fields: { serialNumber: 'exists' } });
    }
  }
}

/**
 * The form of `POST /asset` and `PUT /asset/{id}`: name, serial number and
 * company required; a project or scene left out keeps the current one (none
 * for a new asset) and must be of the company.
 */
function assetFields(state: SimState, reach: Reach, input: Record<string, unknown>, current?: Asset): AssetFields {
  const name = requireText(input, 'name', 1, ASSET_TEXT_MAX);
  const serialNumber = requireText(input, 'serialNumber', 1, ASSET_TEXT_MAX);
  const companyId = requireCompany(state, input, reach);
  const optional = optionalFields(input);
  const projectId = optionalId(input, 'projectId') ?? current?.projectId ?? '';
  const sceneId = optionalId(input, 'sceneId') ?? current?.sceneId ?? '';
  ownedBy('projectId', projectId, findProject(state, projectId), companyId);
  ownedBy('sceneId', sceneId, findScene(state, sceneId), companyId);
  refuseTakenSerial(state, serialNumber, current);
  return { ...optional, name, serialNumber, companyId, projectId, sceneId };
}

const LOCK_KINDS: readonly LockKind[] = ['vendor', 'enterprise'];
const LOCK_ACTIONS = ['lock', 'temporary', 'cancel'] as const;

/** The lock an action sets: a temporary one needs `until` in the future. */
function lockFor(input: Record<string, unknown>, now: number): Lock {
  const action = requireChoice(input, 'action', LOCK_ACTIONS);
  if (action === 'lock') return { state: 1, until: null };
  if (action === 'cancel') return { state: 0, until: null };
  const until = input.until;
  if (until === undefined || until === null) throw fieldError('until', 'required', 'until is required for a temporary lock');
  if (!isTime(until) || until <= now) throw fieldError('until', 'invalid', 'until must be a time in the future');
  return { state: 2, until };
}

function configOf(asset: Asset): DeviceConfig {
  return { ...asset.config };
}

/** Sets the configuration; a changed one is no longer the one sent (`sentAt` null). */
function configure(asset: Asset, input: Record<string, unknown>, now: number): void {
  const restartFlag = requireBoolean(input, 'restartFlag');
  const sceneTestMapping = requireBoolean(input, 'sceneTestMapping');
  const changed = restartFlag !== asset.config.restartFlag || sceneTestMapping !== asset.config.sceneTestMapping;
  asset.config = { restartFlag, sceneTestMapping, sentAt: changed ? null : asset.config.sentAt };
  asset.updatedAt = now;
}

const EXCEPTION_ORDER: ListSpec<AssetException> = { createdAt: (item) => item.time, id: (item) => item.id };
const same = <T>(item: T) => item;

export const assetRoutes: RouteDef[] = [
  // The literal /page, /lock, /config and /config/send come before /:id (same segment count).
  {
    method: 'POST',
    path: '/base/asset/page',
    scope: 'asset',
    permission: ASSET_KEYS.list,
    handle: ({ body, state, reach, now }) => {
      const names = namesOf(state);
      const assets = within(reach, Array.from(state.fleet.assets.values()));
      return pageOf(assets, requireObject(body), assetSpec(state, names, now), (asset) => assetDetail(asset, names, now));
    },
  },
  {
    method: 'PUT',
    path: '/base/asset/lock',
    scope: 'asset',
    audit: { action: 'lock' },
    permission: ASSET_KEYS.info,
    handle: ({ body, state, reach, now }) => {
      const input = requireObject(body);
      const kind = requireChoice(input, 'kind', LOCK_KINDS);
      const lock = lockFor(input, now);
      const assets = assetsOf(state, reach, input);
      for (const asset of assets) {
        asset.locks[kind] = { ...lock };
        asset.updatedAt = now;
      }
      return { updated: assets.length };
    },
  },
  {
    method: 'PUT',
    path: '/base/asset/config',
    scope: 'asset',
    permission: ASSET_KEYS.multiConfig,
    handle: ({ body, state, reach, now }) => {
      const input = requireObject(body);
      // Every 40001 before any 40401.
      requireBoolean(input, 'restartFlag');
      requireBoolean(input, 'sceneTestMapping');
      const assets = assetsOf(state, reach, input);
      for (const asset of assets) configure(asset, input, now);
      return { updated: assets.length };
    },
  },
  {
    method: 'POST',
    path: '/base/asset/config/send',
    scope: 'asset',
    audit: { action: 'send' },
    permission: ASSET_KEYS.sendConfig,
    handle: ({ body, state, reach, now }) => {
      const assets = assetsOf(state, reach, requireObject(body));
      const online = assets.filter((asset) => asset.online);
      for (const asset of online) asset.config.sentAt = now;
      return { sent: online.length, offline: assets.filter((asset) => !asset.online).map((asset) => asset.id) };
    },
  },
  {
    method: 'POST',
    path: '/base/asset',
    scope: 'asset',
    permission: ASSET_KEYS.info,
    handle: ({ body, state, reach, now }) => {
      const asset = addAsset(state.fleet, assetFields(state, reach, requireObject(body)), randomUUID(), now);
      return assetDetail(asset, namesOf(state), now);
    },
  },
  {
    method: 'DELETE',
    path: '/base/asset',
    scope: 'asset',
    permission: ASSET_KEYS.info,
    handle: ({ body, state, reach }) => {
      const assets = assetsOf(state, reach, requireObject(body));
      for (const asset of assets) state.fleet.assets.delete(asset.id);
      return { deleted: assets.length };
    },
  },
  {
    method: 'GET',
    path: '/base/asset/{id}',
    scope: 'asset',
    permission: ASSET_KEYS.detail,
    handle: ({ params, state, reach, now }) => assetDetail(findAsset(state, reach, params.id), namesOf(state), now),
  },
  {
    method: 'PUT',
    path: '/base/asset/{id}',
    scope: 'asset',
    permission: ASSET_KEYS.info,
    handle: ({ params, body, state, reach, now }) => {
      const asset = findAsset(state, reach, params.id);
      Object.assign(asset, assetFields(state, reach, requireObject(body), asset), { updatedAt: now });
      return assetDetail(asset, namesOf(state), now);
    },
  },
  {
    method: 'GET',
    path: '/base/asset/{id}/config',
    scope: 'asset',
    permission: ASSET_KEYS.singleConfig,
    handle: ({ params, state, reach }) => configOf(findAsset(state, reach, params.id)),
  },
  {
    method: 'PUT',
    path: '/base/asset/{id}/config',
    scope: 'asset',
    permission: ASSET_KEYS.singleConfig,
    handle: ({ params, body, state, reach, now }) => {
      const asset = findAsset(state, reach, params.id);
      configure(asset, requireObject(body), now);
      return configOf(asset);
    },
  },
  {
    method: 'GET',
    path: '/base/asset/{id}/components',
    scope: 'asset',
    permission: ASSET_KEYS.components,
    handle: ({ params, state, reach }) => componentsOf(findAsset(state, reach, params.id)),
  },
  {
    method: 'POST',
    path: '/base/asset/{id}/exception/page',
    scope: 'asset',
    permission: ASSET_KEYS.exceptions,
    handle: ({ params, body, state, reach }) =>
      pageOf(exceptionsOf(findAsset(state, reach, params.id)), requireObject(body), EXCEPTION_ORDER, same),
  },
];

/**
 * Resources (docs/api.md "Resources"): log packages (paged, uploaded with a
 * `meta` part, edited, downloaded one by one or zipped, deleted) and the
 * function-check report (paged; the items of its checks, for the console's
 * export, which writes the CSV itself). OTA packages, the third resource,
 * are in otaPackages.ts.
 *
 * Tenant boundary: a log package belongs to a company (`companyId`, '' the
 * platform's own) and a function check to the company of its asset; a
 * caller lists, counts, downloads, reads the items of, edits and deletes
 * only those of the companies it reaches (reach.ts). One out of reach
 * answers exactly as an unknown id.
 */
import {
  LOG_MAX_BYTES,
  type FunctionCheck as CheckRow,
  type FunctionCheckItems,
  type LogPackage as LogRow,
} from '../../../src/services/types/resource';
import { bytesOf, sizeOf, uploadedFile, type StoredFile } from '../blobs';
import { STATUS } from '../../../src/request/codes';
import { attachment, contentTypeOf, stampedName, uniqueNames, zip } from '../files';
import { OTA_MODELS } from '../ota';
import { LOG_EXTENSIONS, logPath, type FunctionCheck, type LogPackage } from '../resources';
import { isPlatform, reachable, reaches, within, type Reach } from '../reach';
import type { Ctx, RouteDef } from '../router';
import type { SimState } from '../store';
import { RawReply, SimError } from '../types';
import { choiceFilter, pageOf, textFilter, timeFilter, type ListSpec } from './list';
import { metaOf, uploadOf } from './uploads';
import { editText, fieldError, isTime, optionalText, requireIds, requireObject, requireText } from './validate';

const LOGS_KEY = 'platform:resource:logs';
const FUNCTION_KEY = 'platform:resource:function';
export const RESOURCE_KEYS = {
  logs: LOGS_KEY,
  logsAdd: `${LOGS_KEY}:add`,
  logsEdit: `${LOGS_KEY}:edit`,
  logsDownload: `${LOGS_KEY}:download`,
  logsDelete: `${LOGS_KEY}:delete`,
  function: FUNCTION_KEY,
  functionExport: `${FUNCTION_KEY}:export`,
} as const;

export { LOG_MAX_BYTES };
export type { CheckRow, LogRow };
export const NAME_MAX = 50;
export const SERIAL_MAX = 50;
/** At most this many ids per download, and per delete. */
export const DOWNLOAD_IDS_MAX = 100;
export const DELETE_IDS_MAX = 1000;

/** A stored file to download: its name and bytes. */
export interface Downloadable {
  fileName: string;
  file: StoredFile;
}

/** One file under its own name, or several in `<kind>-YYYYMMDD-HHmmss.zip` (names made unique). */
export function download(items: readonly Downloadable[], kind: string, now: number): RawReply {
  if (items.length === 1) {
    const [{ fileName, file }] = items;
    return new RawReply(contentTypeOf(fileName), bytesOf(file), attachment(fileName));
  }
  const names = uniqueNames(items.map((item) => item.fileName));
  const entries = items.map((item, index) => ({ name: names[index], data: bytesOf(item.file) }));
  return new RawReply('application/zip', zip(entries, now), attachment(stampedName(kind, now, 'zip')));
}

/** The records of `ids` (1-`max`), in that order; any unknown id is 40401 `missing`. */
export function recordsOf<T extends { id: string }>(records: readonly T[], input: Record<string, unknown>, max: number, missing: string): T[] {
  return requireIds(input, max).map((id) => {
    const record = records.find((candidate) => candidate.id === id);
    if (!record) throw new SimError(STATUS.NOT_FOUND, missing);
    return record;
  });
}

/** A required time, not in the future. */
export function requirePastTime(input: Record<string, unknown>, field: string, now: number): number {
  const value = input[field];
  if (value === undefined || value === null || value === '') throw fieldError(field, 'required', `${field} is required`);
  if (!isTime(value) || value > now) throw fieldError(field, 'invalid', `${field} must be a time not in the future`);
  return value;
}

/** A name another record has (without regard to case) is 40901 `reason`, `fields.name='exists'`. */
export function refuseTakenName<T extends { name: string }>(records: readonly T[], name: string, current: T | undefined, reason: string): void {
  const wanted = name.toLowerCase();
  if (records.some((record) => record !== current && record.name.toLowerCase() === wanted)) {
    throw new SimError(STATUS.CONFLICT, reason, { fields: { name: 'exists' } });
  }
}

export function logRow(log: LogPackage): LogRow {
  const { id, name, fileName, generatedAt, path, serialNumber, companyId, createdAt, updatedAt } = log;
  return { id, name, fileName, size: sizeOf(log.file), generatedAt, path, serialNumber, companyId, createdAt, updatedAt };
}

const LOG_SPEC: ListSpec<LogPackage> = {
  createdAt: (log) => log.createdAt,
  id: (log) => log.id,
  filters: {
    keyword: textFilter((log) => log.name, (log) => log.serialNumber),
    generatedFrom: timeFilter((log) => log.generatedAt, 'from'),
    generatedTo: timeFilter((log) => log.generatedAt, 'to'),
  },
  sorts: {
    name: (log) => log.name,
    size: (log) => sizeOf(log.file),
    generatedAt: (log) => log.generatedAt,
    createdAt: (log) => log.createdAt,
  },
};

const LOG_EXISTS = 'log package already exists';
const LOG_MISSING = 'log package not found';

/**
 * The company a new record of a non-platform caller belongs to: its own. An
 * account of no company reaches nothing and cannot create one either (40301,
 * as a platform-only call refuses it); undefined for a platform caller.
 */
export function ownCompanyOf(ctx: Pick<Ctx, 'reach' | 'user'>): string | undefined {
  if (isPlatform(ctx.reach)) return undefined;
  const companyId = ctx.user?.companyId ?? '';
  if (companyId === '') throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing', { scope: 'company' });
  return companyId;
}

/** The device of a serial number (without regard to case), if any. */
function deviceOfSerial(state: SimState, serialNumber: string) {
  const wanted = serialNumber.toLowerCase();
  if (wanted === '') return undefined;
  for (const asset of state.fleet.assets.values()) if (asset.serialNumber.toLowerCase() === wanted) return asset;
  return undefined;
}

/**
 * The company a log package of `serialNumber` belongs to. An enterprise
 * caller's is its own company, and the serial must be '' or one of its
 * company's devices: any other (another company's or no device at all)
 * 40001 `fields.serialNumber='invalid'`, the same for both, so that serials
 * cannot be probed. A platform caller's is the company of the device named;
 * naming none (or no known device), `fallback` ('' for a new package: the
 * platform's own; its company for an edit).
 */
function logCompany(ctx: Ctx, serialNumber: string, fallback: string): string {
  const device = deviceOfSerial(ctx.state, serialNumber);
  const own = ownCompanyOf(ctx);
  if (own === undefined) return device?.companyId ?? fallback;
  if (serialNumber !== '' && device?.companyId !== own) {
    throw fieldError('serialNumber', 'invalid', 'serialNumber must be a device of your company');
  }
  return own;
}

/**
 * The form of a log package: `name` 1-50, `generatedAt` a past time,
 * `serialNumber` at most 50 (kept when left out of an edit), and the company
 * (logCompany; an edit keeping the serial keeps the company). The name is
 * unique within the package's company.
 */
function logFields(ctx: Ctx, input: Record<string, unknown>, current?: LogPackage) {
  const { state, now } = ctx;
  const name = requireText(input, 'name', 1, NAME_MAX);
  const generatedAt = requirePastTime(input, 'generatedAt', now);
  const serialNumber = current
    ? (editText(input, 'serialNumber', SERIAL_MAX) ?? current.serialNumber)
    : (optionalText(input, 'serialNumber', SERIAL_MAX) ?? '');
  const companyId = current && serialNumber.toLowerCase() === current.serialNumber.toLowerCase()
    ? current.companyId
    : logCompany(ctx, serialNumber, current?.companyId ?? '');
  const sameCompany = state.resources.logs.filter((log) => log.companyId === companyId);
  refuseTakenName(sameCompany, name, current, LOG_EXISTS);
  return { name, generatedAt, serialNumber, companyId };
}

function addLog(ctx: Ctx): LogRow {
  const upload = uploadOf(ctx, { extensions: LOG_EXTENSIONS, maxBytes: LOG_MAX_BYTES });
  const fields = logFields(ctx, metaOf(ctx));
  const resources = ctx.state.resources;
  const log: LogPackage = {
    id: `log${resources.nextLogNumber}`,
    ...fields,
    fileName: upload.fileName,
    path: logPath(upload.fileName, ctx.now),
    createdAt: ctx.now,
    updatedAt: ctx.now,
    file: uploadedFile(upload.file.data),
  };
  resources.nextLogNumber += 1;
  resources.logs.push(log);
  return logRow(log);
}

/** The log package; unknown, or of a company out of reach, 40401 'log package not found'. */
function findLog(state: SimState, reach: Reach, id: string): LogPackage {
  return reachable(reach, state.resources.logs.find((candidate) => candidate.id === id), 'log package');
}

/** The log packages within reach. */
const logsOf = (state: SimState, reach: Reach) => within(reach, state.resources.logs);

/** The company of the checked asset ('' when it is gone: the platform's alone). */
function checkCompany(state: SimState, check: FunctionCheck): string {
  return state.fleet.assets.get(check.assetId)?.companyId ?? '';
}

/** The function checks of assets within reach. */
function checksOf(state: SimState, reach: Reach): FunctionCheck[] {
  return state.resources.checks.filter((check) => reaches(reach, checkCompany(state, check)));
}

export function checkRow(check: FunctionCheck): CheckRow {
  const { id, assetId, assetNumber, serialNumber, model, checkedAt, operator } = check;
  const failed = check.items.filter((item) => item.result === 'fail').length;
  return {
    id,
    assetId,
    assetNumber,
    serialNumber,
    model,
    checkedAt,
    total: check.items.length,
    passed: check.items.length - failed,
    failed,
    result: failed === 0 ? 'pass' : 'fail',
    operator,
  };
}

const CHECK_SPEC: ListSpec<FunctionCheck> = {
  createdAt: (check) => check.checkedAt,
  id: (check) => check.id,
  filters: {
    keyword: textFilter((check) => check.serialNumber, (check) => check.assetNumber),
    result: choiceFilter((check) => checkRow(check).result, ['pass', 'fail']),
    model: choiceFilter((check) => check.model, OTA_MODELS),
    checkedFrom: timeFilter((check) => check.checkedAt, 'from'),
    checkedTo: timeFilter((check) => check.checkedAt, 'to'),
  },
  sorts: {
    checkedAt: (check) => check.checkedAt,
    failed: (check) => checkRow(check).failed,
    assetNumber: (check) => check.assetNumber,
  },
};

/** At most this many checks per items call: a page of the list (docs/api.md "Lists": pageSize 1-100). */
export const ITEMS_IDS_MAX = 100;

/** `{ ids }` (1-100, each a check within reach): each check's items, in the order of `ids`. */
function checkItems(state: SimState, reach: Reach, input: Record<string, unknown>): FunctionCheckItems[] {
  return recordsOf(checksOf(state, reach), input, ITEMS_IDS_MAX, 'function check not found').map((check) => ({
    id: check.id,
    items: check.items.map(({ item, expected, measured, result }) => ({ item, expected, measured, result })),
  }));
}

export const resourceRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/resource/log/page',
    scope: 'company',
    permission: RESOURCE_KEYS.logs,
    handle: ({ body, state, reach }) => pageOf(logsOf(state, reach), requireObject(body), LOG_SPEC, logRow),
  },
  {
    method: 'POST',
    path: '/base/resource/log/download',
    scope: 'company',
    permission: RESOURCE_KEYS.logsDownload,
    handle: ({ body, state, reach, now }) =>
      download(recordsOf(logsOf(state, reach), requireObject(body), DOWNLOAD_IDS_MAX, LOG_MISSING), 'logs', now),
  },
  {
    method: 'POST',
    path: '/base/resource/log',
    scope: 'company',
    permission: RESOURCE_KEYS.logsAdd,
    audit: { action: 'upload' },
    handle: addLog,
  },
  {
    method: 'PUT',
    path: '/base/resource/log/{id}',
    scope: 'company',
    permission: RESOURCE_KEYS.logsEdit,
    handle: (ctx) => {
      const log = findLog(ctx.state, ctx.reach, ctx.params.id);
      Object.assign(log, logFields(ctx, requireObject(ctx.body), log), { updatedAt: ctx.now });
      return logRow(log);
    },
  },
  {
    method: 'DELETE',
    path: '/base/resource/log',
    scope: 'company',
    permission: RESOURCE_KEYS.logsDelete,
    handle: ({ body, state, reach }) => {
      const doomed = new Set(recordsOf(logsOf(state, reach), requireObject(body), DELETE_IDS_MAX, LOG_MISSING));
      state.resources.logs = state.resources.logs.filter((log) => !doomed.has(log));
      return { deleted: doomed.size };
    },
  },
  {
    method: 'POST',
    path: '/base/resource/function/page',
    scope: 'asset',
    permission: RESOURCE_KEYS.function,
    handle: ({ body, state, reach }) => pageOf(checksOf(state, reach), requireObject(body), CHECK_SPEC, checkRow),
  },
  {
    method: 'POST',
    path: '/base/resource/function/items',
    scope: 'asset',
    // A read (the items for the console's export): nothing to record.
    audit: false,
    permission: RESOURCE_KEYS.functionExport,
    handle: ({ body, state, reach }) => checkItems(state, reach, requireObject(body)),
  },
];

/** Resource calls: log packages, OTA package files, the function-check report (docs/api.md "Resources"). */
import { callApi, SILENT } from '@/request/pipeline';
import { downloadFile, timestampedName } from '@/utils/download';
import { UPLOAD_TIMEOUT_MS, uploadForm } from './files';
import type { Page, PageQuery } from './types/list';
import type {
  DeletedCount,
  FunctionCheck,
  FunctionCheckFilters,
  FunctionCheckItems,
  LogFilters,
  LogPackage,
  LogPackageInput,
  OtaModel,
  OtaPackage,
  OtaPackageFilters,
  OtaPackageInput,
} from './types/resource';

export type { FunctionCheckItem, FunctionCheckItems } from './types/resource';

/** One file keeps its name; several arrive as a zip named with the time. */
function filesName(kind: string, rows: ReadonlyArray<{ fileName: string }>): string {
  return rows.length === 1 ? rows[0].fileName : timestampedName(kind, 'zip');
}

// Log packages

export function fetchLogPage(query: PageQuery<LogFilters>) {
  return callApi<Page<LogPackage>>('base', '/resource/log/page', { method: 'POST', data: query });
}

/** Form calls report their own failures (onto the form's fields). */
export function uploadLog(file: Blob, fileName: string, input: LogPackageInput, onProgress?: (percent: number) => void) {
  return callApi<LogPackage>('base', '/resource/log', {
    method: 'POST',
    data: uploadForm(file, fileName, input),
    onUploadProgress: onProgress,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...SILENT,
  });
}

export function updateLog(id: string, input: LogPackageInput) {
  return callApi<LogPackage>('base', `/resource/log/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

export function deleteLogs(ids: string[]) {
  return callApi<DeletedCount>('base', '/resource/log', { method: 'DELETE', data: { ids } });
}

export function downloadLogs(rows: ReadonlyArray<Pick<LogPackage, 'id' | 'fileName'>>) {
  return downloadFile('base', '/resource/log/download', filesName('logs', rows), {
    method: 'POST',
    data: { ids: rows.map((row) => row.id) },
  });
}

// OTA packages (the files under /resource/ota, their upgrade facts under /ota/package)

export function fetchOtaPackagePage(query: PageQuery<OtaPackageFilters>) {
  return callApi<Page<OtaPackage>>('base', '/resource/ota/page', { method: 'POST', data: query });
}

export function fetchOtaModels() {
  return callApi<OtaModel[]>('base', '/ota/models');
}

export function uploadOtaPackage(file: Blob, fileName: string, input: OtaPackageInput, onProgress?: (percent: number) => void) {
  return callApi<OtaPackage>('base', '/resource/ota', {
    method: 'POST',
    data: uploadForm(file, fileName, input),
    onUploadProgress: onProgress,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...SILENT,
  });
}

export function updateOtaPackage(id: string, input: OtaPackageInput) {
  return callApi<OtaPackage>('base', `/resource/ota/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

export function deleteOtaPackages(ids: string[]) {
  return callApi<DeletedCount>('base', '/resource/ota', { method: 'DELETE', data: { ids } });
}

export function downloadOtaPackages(rows: ReadonlyArray<Pick<OtaPackage, 'id' | 'fileName'>>) {
  return downloadFile('base', '/resource/ota/download', filesName('ota-packages', rows), {
    method: 'POST',
    data: { ids: rows.map((row) => row.id) },
  });
}

// Function-check report

export function fetchFunctionCheckPage(query: PageQuery<FunctionCheckFilters>) {
  return callApi<Page<FunctionCheck>>('base', '/resource/function/page', { method: 'POST', data: query });
}

/** At most this many checks per items call: a page of the list. */
export const CHECK_ITEMS_IDS_MAX = 100;

/** The items of the checks `ids` (1-100, each within reach), in that order (the export's rows per item). */
export function fetchFunctionCheckItems(ids: readonly string[]) {
  return callApi<FunctionCheckItems[]>('base', '/resource/function/items', { method: 'POST', data: { ids } });
}

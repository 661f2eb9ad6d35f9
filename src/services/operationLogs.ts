/** Operation log calls (docs/api.md "Operation logs"). */
import { callApi } from '@/request/pipeline';
import { downloadFile, timestampedName } from '@/utils/download';
import type { Page, PageQuery } from './types/list';
import type { OperationLog, OperationLogDetail, OperationLogFilters } from './types/operationLog';

export function fetchOperationLogPage(query: PageQuery<OperationLogFilters>) {
  return callApi<Page<OperationLog>>('base', '/operation/log/page', { method: 'POST', data: query });
}

export function fetchOperationLog(id: string) {
  return callApi<OperationLogDetail>('base', `/operation/log/${encodeURIComponent(id)}`);
}

/** Saves these entries (the list's selection: section 5 asks for one before an export) as one CSV. */
export function exportOperationLogs(ids: string[]) {
  return downloadFile('base', '/operation/log/export', timestampedName('operation-logs', 'csv'), {
    method: 'POST',
    data: { ids },
  });
}

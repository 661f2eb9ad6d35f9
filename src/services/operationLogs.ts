/** Operation log calls (docs/api.md "Operation logs"). */
import { callApi } from '@/request/pipeline';
import type { Page, PageQuery } from './types/list';
import type { OperationLog, OperationLogDetail, OperationLogFilters } from './types/operationLog';

export function fetchOperationLogPage(query: PageQuery<OperationLogFilters>) {
  return callApi<Page<OperationLog>>('base', '/operation/log/page', { method: 'POST', data: query });
}

export function fetchOperationLog(id: string) {
  return callApi<OperationLogDetail>('base', `/operation/log/${encodeURIComponent(id)}`);
}

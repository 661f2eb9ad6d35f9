/** Role calls (docs/api.md "Roles"; service base). */
import { callApi, SILENT } from '@/request/pipeline';
import type { ErrorDisplay } from '@/request/notify';
import type { Page, PageQuery } from './types/list';
import type { Role, RoleFilters, RoleInput, RoleOption } from './types/role';

export function fetchRoleOptions() {
  return callApi<RoleOption[]>('base', '/role/options');
}

export function fetchRolePage(query: PageQuery<RoleFilters>) {
  return callApi<Page<Role>>('base', '/role/page', { method: 'POST', data: query });
}

/** Form calls report their own failures (onto the form's fields, see showFormFailure). */
export function createRole(input: RoleInput) {
  return callApi<Role>('base', '/role', { method: 'POST', data: input, ...SILENT });
}

export function updateRole(id: string, input: RoleInput) {
  return callApi<Role>('base', `/role/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

/** A role some account holds is 40901 'role in use' with `result.memberCount`; the role list says it itself ('silent'). */
export function deleteRole(id: string, errorDisplay: ErrorDisplay = 'error') {
  return callApi<null>('base', `/role/${encodeURIComponent(id)}`, { method: 'DELETE', errorDisplay });
}

/**
 * The roles a member, an invitation or an added member may be given (GET
 * /role/options), shared by every screen that offers them under one cache
 * key; the role list clears it after a change, so a new role is offered at once.
 */
import { clearCache, useData } from '@/request/useData';
import { fetchRoleOptions } from '@/services/roles';
import type { RoleOption } from '@/services/types/role';

const CACHE_KEY = 'role-options';
const NO_ROLES: RoleOption[] = [];

export function useRoleOptions(): RoleOption[] {
  return useData(fetchRoleOptions, { cacheKey: CACHE_KEY }).data ?? NO_ROLES;
}

/** After a role was added, renamed or deleted. */
export function forgetRoleOptions(): void {
  clearCache(CACHE_KEY);
}

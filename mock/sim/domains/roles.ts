/**
 * Roles (docs/api.md "Roles"): the list, the roles to choose from, creating,
 * editing and deleting. A role's keys are the menu of every member holding
 * it: editing a role gives its members the new keys at their next load.
 */
import { PERMISSION_KEYS } from '../../../src/services/types/permissions';
import { STATUS } from '../codes';
import { ROLE_TYPES, type Role, type RoleType } from '../org';
import type { RouteDef } from '../router';
import { applyRole, findRole, type SimState } from '../store';
import { SimError } from '../types';
import { choiceFilter, pageOf, textFilter, type ListSpec } from './list';
import { fieldError, requireChoice, requireObject, requireText } from './validate';

/** Reading roles needs the member list's key; making, editing and deleting them its `:edit`. */
export const ROLE_KEYS = {
  list: 'platform:person:list',
  edit: 'platform:person:list:edit',
} as const;
export const ROLE_TEXT_MAX = 50;

function memberCounts(state: SimState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const account of state.accounts) {
    if (account.roleId !== '') counts.set(account.roleId, (counts.get(account.roleId) ?? 0) + 1);
  }
  return counts;
}

function roleRow(role: Role, counts: Map<string, number>) {
  return {
    id: role.id,
    name: role.name,
    type: role.type,
    permissions: [...role.permissions],
    memberCount: counts.get(role.id) ?? 0,
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
  };
}

export type RoleRow = ReturnType<typeof roleRow>;

function roleSpec(counts: Map<string, number>): ListSpec<Role> {
  return {
    createdAt: (role) => role.createdAt,
    id: (role) => role.id,
    filters: {
      keyword: textFilter((role) => role.name),
      type: choiceFilter((role) => role.type, ROLE_TYPES),
    },
    sorts: {
      name: (role) => role.name,
      type: (role) => role.type,
      memberCount: (role) => counts.get(role.id) ?? 0,
      createdAt: (role) => role.createdAt,
    },
  };
}

/** The role; an unknown id is 40401 'role not found'. */
export function findRoleOr404(state: SimState, id: string): Role {
  const role = findRole(state, id);
  if (!role) throw new SimError(STATUS.NOT_FOUND, 'role not found');
  return role;
}

/**
 * A form's `roleId`: undefined when left out, null for none (null or ''),
 * else a known role (an unknown one is 40001 `fields.roleId = 'invalid'`).
 */
export function roleInput(state: SimState, input: Record<string, unknown>, field = 'roleId'): Role | null | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const role = typeof value === 'string' ? findRole(state, value) : undefined;
  if (!role) throw fieldError(field, 'invalid', 'Unknown role');
  return role;
}

/** The keys given: a list of known permission keys, kept in the order of the key list, each once. */
function permissionsInput(input: Record<string, unknown>, current?: Role): string[] {
  const value = input.permissions;
  if (value === undefined || value === null) {
    if (current) return [...current.permissions];
    throw fieldError('permissions', 'required', 'permissions is required');
  }
  if (!Array.isArray(value) || value.some((key) => typeof key !== 'string' || !PERMISSION_KEYS.includes(key))) {
    throw fieldError('permissions', 'invalid', 'permissions must be a list of permission keys');
  }
  const wanted = new Set(value as string[]);
  return PERMISSION_KEYS.filter((key) => wanted.has(key));
}

/** A name another role has (compared without regard to case) is 40901. */
function refuseTakenName(state: SimState, name: string, current: Role | undefined): void {
  const wanted = name.toLowerCase();
  if (state.roles.some((role) => role !== current && role.name.toLowerCase() === wanted)) {
    throw new SimError(STATUS.CONFLICT, 'role already exists', { fields: { name: 'exists' } });
  }
}

interface RoleFields {
  name: string;
  type: RoleType;
  permissions: string[];
}

function roleFields(state: SimState, input: Record<string, unknown>, current?: Role): RoleFields {
  const name = requireText(input, 'name', 1, ROLE_TEXT_MAX);
  const type = requireChoice(input, 'type', ROLE_TYPES);
  const permissions = permissionsInput(input, current);
  refuseTakenName(state, name, current);
  return { name, type, permissions };
}

const byName = (a: Role, b: Role) => a.name.localeCompare(b.name, 'en');

export const roleRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/role/page',
    scope: 'company',
    permission: ROLE_KEYS.list,
    handle: ({ body, state }) => {
      const counts = memberCounts(state);
      return pageOf(state.roles, requireObject(body), roleSpec(counts), (role) => roleRow(role, counts));
    },
  },
  {
    method: 'GET',
    path: '/base/role/options',
    scope: 'company',
    handle: ({ state }) => [...state.roles].sort(byName).map(({ id, name, type }) => ({ id, name, type })),
  },
  {
    method: 'POST',
    path: '/base/role',
    scope: 'company',
    permission: ROLE_KEYS.edit,
    handle: ({ body, state, now, reach, user }) => {
      const fields = roleFields(state, requireObject(body));
      // Platform staff make the platform's roles; anyone else a role of their own company.
      const companyId = reach.all ? '' : (user?.companyId ?? '');
      const role: Role = { ...fields, id: `r${state.nextRoleNumber}`, companyId, createdAt: now, updatedAt: now };
      state.nextRoleNumber += 1;
      state.roles.push(role);
      return roleRow(role, memberCounts(state));
    },
  },
  {
    method: 'PUT',
    path: '/base/role/:id',
    scope: 'company',
    permission: ROLE_KEYS.edit,
    handle: ({ params, body, state, now }) => {
      const role = findRoleOr404(state, params.id);
      Object.assign(role, roleFields(state, requireObject(body), role), { updatedAt: now });
      // Its members hold the new name and keys from now on.
      for (const account of state.accounts) if (account.roleId === role.id) applyRole(account, role);
      return roleRow(role, memberCounts(state));
    },
  },
  {
    method: 'DELETE',
    path: '/base/role/:id',
    scope: 'company',
    permission: ROLE_KEYS.edit,
    handle: ({ params, state }) => {
      const role = findRoleOr404(state, params.id);
      const memberCount = memberCounts(state).get(role.id) ?? 0;
      if (memberCount > 0) throw new SimError(STATUS.CONFLICT, 'role in use', { memberCount });
      state.roles = state.roles.filter((candidate) => candidate !== role);
      return null;
    },
  },
];

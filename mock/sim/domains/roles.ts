/**
 * Roles (docs/api.md "Roles"): the list, the roles to choose from, creating,
 * editing and deleting. A role's keys are the menu of every member holding
 * it: editing a role gives its members the new keys at their next load.
 *
 * Roles are scoped (docs/api.md "Tenant boundary"): a platform caller sees,
 * edits and gives every role; any other caller sees and gives the shared
 * roles (the platform's own enterprise and agent roles, `companyId` '') and
 * its company's, and edits or deletes its company's only. A role out of
 * reach answers as an unknown one. The built-in Administrator role is never
 * deleted and always keeps every key.
 */
import { PERMISSION_KEYS } from '../../../src/services/types/permissions';
import { STATUS } from '../../../src/request/codes';
import type { Role as RoleAnswer, RoleOption } from '../../../src/services/types/role';
import { ADMIN_ROLE_ID, ROLE_TYPES, type Role, type RoleType } from '../org';
import { reaches, type Reach } from '../reach';
import type { Ctx, RouteDef } from '../router';
import { applyRole, type SimState } from '../store';
import { SimError } from '../types';
import { choiceFilter, pageOf, textFilter, type ListSpec } from './list';
import { fieldError, requireChoice, requireObject, requireText } from './validate';

/** Reading roles needs the member list's key; making, editing and deleting them its `:edit`. */
export const ROLE_KEYS = {
  list: 'platform:person:list',
  edit: 'platform:person:list:edit',
} as const;
export const ROLE_TEXT_MAX = 50;

/** A shared role: the platform's own enterprise or agent role, which every company may give. */
export function isSharedRole(role: Role): boolean {
  return role.companyId === '' && role.type !== 'platform';
}

/** The roles the caller sees and may give: all for a platform caller; else the shared roles and its company's. */
export function rolesInReach(reach: Reach, roles: readonly Role[]): Role[] {
  if (reach.all) return [...roles];
  return roles.filter((role) => isSharedRole(role) || (role.companyId !== '' && reaches(reach, role.companyId)));
}

/** The roles the caller may edit and delete: all for a platform caller; else its company's own. */
function editableRoles(reach: Reach, roles: readonly Role[]): Role[] {
  if (reach.all) return [...roles];
  return roles.filter((role) => role.companyId !== '' && reaches(reach, role.companyId));
}

/** How many accounts hold each role, counting only the accounts of companies within reach. */
function memberCounts(state: SimState, reach: Reach): Map<string, number> {
  const counts = new Map<string, number>();
  for (const account of state.accounts) {
    if (account.roleId === '' || !reaches(reach, account.companyId)) continue;
    counts.set(account.roleId, (counts.get(account.roleId) ?? 0) + 1);
  }
  return counts;
}

function roleRow(role: Role, counts: Map<string, number>): RoleAnswer {
  return {
    id: role.id,
    name: role.name,
    type: role.type,
    companyId: role.companyId,
    permissions: [...role.permissions],
    memberCount: counts.get(role.id) ?? 0,
    /** The built-in Administrator role: never deleted. */
    builtIn: role.id === ADMIN_ROLE_ID,
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
  };
}

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

/** A role the caller may edit or delete; an unknown id, or a role out of its reach, is 40401 'role not found'. */
function editableRoleOr404(ctx: Ctx, id: string): Role {
  const role = editableRoles(ctx.reach, ctx.state.roles).find((candidate) => candidate.id === id);
  if (!role) throw new SimError(STATUS.NOT_FOUND, 'role not found');
  return role;
}

/**
 * A form's `roleId`: undefined when left out, null for none (null or ''),
 * else a role the caller may give (rolesInReach). An unknown role, and one
 * out of reach (a platform role, another company's), are 40001
 * `fields.roleId = 'invalid'` alike.
 */
export function roleInput(ctx: Pick<Ctx, 'state' | 'reach'>, input: Record<string, unknown>, field = 'roleId'): Role | null | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const role = typeof value === 'string' ? rolesInReach(ctx.reach, ctx.state.roles).find((candidate) => candidate.id === value) : undefined;
  if (!role) throw fieldError(field, 'invalid', 'Unknown role');
  return role;
}

/**
 * The role of an import row by name (compared without regard to case), among
 * the roles the caller may give; of two with the name (a platform caller sees
 * every company's), the company's own first, then the platform's.
 */
export function roleByName(ctx: Pick<Ctx, 'state' | 'reach'>, name: string, companyId: string): Role | undefined {
  const wanted = name.toLowerCase();
  const named = rolesInReach(ctx.reach, ctx.state.roles).filter((role) => role.name.toLowerCase() === wanted);
  return named.find((role) => role.companyId === companyId) ?? named.find((role) => role.companyId === '') ?? named[0];
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

/**
 * A name another role the caller sees has (compared without regard to case)
 * is 40901: names are unique among the roles a caller can see (a platform
 * caller: all of them; any other: the shared roles and its company's).
 */
function refuseTakenName(ctx: Ctx, name: string, current: Role | undefined): void {
  const wanted = name.toLowerCase();
  if (rolesInReach(ctx.reach, ctx.state.roles).some((role) => role !== current && role.name.toLowerCase() === wanted)) {
    throw new SimError(STATUS.CONFLICT, 'role already exists', { fields: { name: 'exists' } });
  }
}

interface RoleFields {
  name: string;
  type: RoleType;
  permissions: string[];
}

/**
 * The form, checked whole before anything changes. A company's role cannot be
 * a platform role (40001 `fields.type = 'invalid'`: it would reach every
 * company); the built-in Administrator role stays a platform role with every
 * key (40001 `fields.type` / `fields.permissions = 'invalid'`); its name may change.
 */
function roleFields(ctx: Ctx, input: Record<string, unknown>, companyId: string, current?: Role): RoleFields {
  const name = requireText(input, 'name', 1, ROLE_TEXT_MAX);
  const type = requireChoice(input, 'type', ROLE_TYPES);
  if (type === 'platform' && companyId !== '') throw fieldError('type', 'invalid', 'A company role cannot be a platform role');
  const permissions = permissionsInput(input, current);
  if (current?.id === ADMIN_ROLE_ID) {
    if (type !== 'platform') throw fieldError('type', 'invalid', 'The Administrator role stays a platform role');
    if (permissions.length !== PERMISSION_KEYS.length) throw fieldError('permissions', 'invalid', 'The Administrator role keeps every key');
  }
  refuseTakenName(ctx, name, current);
  return { name, type, permissions };
}

const byName = (a: Role, b: Role) => a.name.localeCompare(b.name, 'en');

export const roleRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/role/page',
    scope: 'company',
    permission: ROLE_KEYS.list,
    handle: ({ body, state, reach }) => {
      const counts = memberCounts(state, reach);
      return pageOf(rolesInReach(reach, state.roles), requireObject(body), roleSpec(counts), (role) => roleRow(role, counts));
    },
  },
  {
    method: 'GET',
    path: '/base/role/options',
    scope: 'company',
    handle: ({ state, reach }) => rolesInReach(reach, state.roles).sort(byName).map(({ id, name, type }): RoleOption => ({ id, name, type })),
  },
  {
    method: 'POST',
    path: '/base/role',
    scope: 'company',
    permission: ROLE_KEYS.edit,
    handle: (ctx) => {
      const { state, now, reach, user } = ctx;
      // Platform staff make the platform's roles; anyone else a role of their own company (none: 40401).
      const companyId = reach.all ? '' : (user?.companyId ?? '');
      if (!reach.all && companyId === '') throw new SimError(STATUS.NOT_FOUND, 'company not found');
      const fields = roleFields(ctx, requireObject(ctx.body), companyId);
      const role: Role = { ...fields, id: `r${state.nextRoleNumber}`, companyId, createdAt: now, updatedAt: now };
      state.nextRoleNumber += 1;
      state.roles.push(role);
      return roleRow(role, memberCounts(state, reach));
    },
  },
  {
    method: 'PUT',
    path: '/base/role/{id}',
    scope: 'company',
    permission: ROLE_KEYS.edit,
    handle: (ctx) => {
      const { state, now, reach } = ctx;
      const role = editableRoleOr404(ctx, ctx.params.id);
      Object.assign(role, roleFields(ctx, requireObject(ctx.body), role.companyId, role), { updatedAt: now });
      // Its members hold the new name and keys from now on.
      for (const account of state.accounts) if (account.roleId === role.id) applyRole(account, role);
      return roleRow(role, memberCounts(state, reach));
    },
  },
  {
    method: 'DELETE',
    path: '/base/role/{id}',
    scope: 'company',
    permission: ROLE_KEYS.edit,
    handle: (ctx) => {
      const { state } = ctx;
      const role = editableRoleOr404(ctx, ctx.params.id);
      if (role.id === ADMIN_ROLE_ID) throw new SimError(STATUS.CONFLICT, 'built-in role cannot be deleted', { builtIn: true });
      // Every holder counts here, whatever their company: a role in use anywhere stays.
      const memberCount = state.accounts.filter((account) => account.roleId === role.id).length;
      if (memberCount > 0) throw new SimError(STATUS.CONFLICT, 'role in use', { memberCount });
      state.roles = state.roles.filter((candidate) => candidate !== role);
      return null;
    },
  },
];

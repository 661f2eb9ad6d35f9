/** Roles (section 3): a name, whom it is for, and the permission keys it grants. The shapes are docs/openapi.yaml's (tag roles). */
import type { PageFilters, Schema } from './contract';

export type RoleType = Schema<'RoleType'>;
export const ROLE_TYPES = ['platform', 'enterprise', 'agent'] as const satisfies readonly RoleType[];

/** `permissions` a subset of PERMISSION_KEYS, in that list's order; `builtIn` the Administrator role, never deleted. */
export type Role = Schema<'Role'>;

/** The choices of the member, invitation and add-member forms (GET /role/options). */
export type RoleOption = Schema<'RoleOption'>;

export type RoleFilters = PageFilters<'RolePageQuery'>;

/** POST /role (PUT /role/{id} takes the same; `permissions` left out there keeps the keys). */
export type RoleInput = Schema<'RoleInput'>;

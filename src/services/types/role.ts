/** Roles (docs/api.md "Roles", section 3): a name, whom it is for, and the permission keys it grants. */

export const ROLE_TYPES = ['platform', 'enterprise', 'agent'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export interface Role {
  id: string;
  name: string;
  type: RoleType;
  /** A subset of PERMISSION_KEYS, in that list's order. */
  permissions: string[];
  /** The accounts holding it, in every company. */
  memberCount: number;
  /** The built-in Administrator role, which cannot be deleted. */
  builtIn: boolean;
  createdAt: number;
  updatedAt: number;
}

/** The choices of the member, invitation and add-member forms (GET /role/options). */
export interface RoleOption {
  id: string;
  name: string;
  type: RoleType;
}

export interface RoleFilters {
  keyword: string;
  type: RoleType | RoleType[];
}

/** POST /role, PUT /role/{id}. */
export interface RoleInput {
  name: string;
  type: RoleType;
  permissions: string[];
}

/**
 * The tenant boundary (docs/api.md "Tenant boundary"): which companies a
 * caller reaches. A platform role reaches every company; an enterprise or
 * agent role reaches its own company only (agents have no accounts of their
 * own in this version). A record out of reach answers as if it did not exist
 * (40401), so ids cannot be probed.
 */
import { STATUS } from '../../src/request/codes';
import type { Role } from './org';
import type { Account, SimState } from './store';
import { SimError } from './types';

export type Reach = { readonly all: true } | { readonly all: false; readonly companies: ReadonlySet<string> };

export const NO_REACH: Reach = { all: false, companies: new Set() };

/**
 * A platform role's holder reaches all; any other role's holder the company
 * it belongs to. An account of no role reaches nothing, even when it names a
 * company: a self-registered account chooses the company it asks to join, and
 * only that company's administrator (who gives it a role) lets it in.
 */
export function reachOf(state: SimState, user: Account | undefined): Reach {
  const role = user && state.roles.find((candidate) => candidate.id === user.roleId);
  if (!user || !role) return NO_REACH;
  if (role.type === 'platform') return { all: true };
  return { all: false, companies: new Set(user.companyId === '' ? [] : [user.companyId]) };
}

/** Whether the account holds a platform role (platform staff), among `roles` (the store's, or the seed's while it is made). */
export function holdsPlatformRole(roles: readonly Role[], account: Account): boolean {
  return roles.some((role) => role.id === account.roleId && role.type === 'platform');
}

export function reaches(reach: Reach, companyId: string): boolean {
  return reach.all || reach.companies.has(companyId);
}

/** The items of companies within reach, in their order. */
export function within<T extends { companyId: string }>(reach: Reach, items: readonly T[]): T[] {
  return reach.all ? [...items] : items.filter((item) => reach.companies.has(item.companyId));
}

/** The record when its company is within reach; otherwise (or none) 40401 `<what> not found`. */
export function reachable<T extends { companyId: string }>(reach: Reach, item: T | undefined, what: string): T {
  if (!item || !reaches(reach, item.companyId)) throw new SimError(STATUS.NOT_FOUND, `${what} not found`);
  return item;
}

/** Whether the caller holds a platform role. */
export function isPlatform(reach: Reach): boolean {
  return reach.all;
}

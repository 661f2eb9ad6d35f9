/** The simulator's route table type and a small path matcher (`:name` segments). */
import type { Audit } from './operationLog';
import type { Account, Session, SimState } from './store';
import type { Method, SimFile } from './types';

export interface Ctx {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** The files of a multipart/form-data request; empty otherwise. */
  files: SimFile[];
  user: Account | undefined;
  session: Session | undefined;
  state: SimState;
  now: number;
}

export interface RouteDef {
  method: Method;
  /** Path below the API root, service first: `/base/auth/login`. */
  path: string;
  /** Signed with the default key, no token needed (login, registration, public key, translations). */
  public?: boolean;
  /** The permission key the account must hold; a list: any one of them will do. */
  permission?: string | readonly string[];
  /**
   * What a successful call records in the operation log (operationLog.ts):
   * false nothing; left out (or a part left out) the default from the method
   * and path.
   */
  audit?: Audit | false;
  handle: (ctx: Ctx) => unknown;
}

export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (got[i] === '') return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

/** Whether the account holds the route's key (any one of a list). */
export function holdsPermission(account: Account | undefined, permission: string | readonly string[]): boolean {
  const keys = typeof permission === 'string' ? [permission] : permission;
  return account !== undefined && keys.some((key) => account.permissions.includes(key));
}

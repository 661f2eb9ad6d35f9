/** The simulator's route table type and a small path matcher (`{name}` segments). */
import type { Account, Session, SimState } from './store';
import type { Reach } from './reach';
import type { PathOperation } from '../../src/services/types/contract';
import type { LogAction, LogModule } from '../../src/services/types/operationLog';
import type { RawReply, SimFile } from './types';

/**
 * How a route reaches tenant data (docs/api.md "Tenant boundary"). Every route
 * declares one; the simulator refuses to start with a route that does not.
 * - `public`: no account (signed with the default key); reaches no tenant data.
 * - `self`: the caller's own account and what hangs on it (notifications, settings).
 * - `shared`: any signed-in account; data of no company (templates, model lists).
 * - `own-company`: the caller's own company, whatever the role type (enterprise info, members, invitations).
 * - `company`: records by their own company: a platform role reaches all, any other its company only.
 * - `asset` / `scene` / `person`: records by the company of the asset, scene or person they belong to.
 * - `platform`: platform roles only; any other caller is refused (40301).
 */
export const SCOPES = ['public', 'self', 'shared', 'own-company', 'company', 'asset', 'scene', 'person', 'platform'] as const;
export type Scope = (typeof SCOPES)[number];

export interface Ctx {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** The files of a multipart/form-data request; empty otherwise. */
  files: SimFile[];
  user: Account | undefined;
  session: Session | undefined;
  /** The companies the caller reaches (reach.ts): all for a platform role, its own for any other. */
  reach: Reach;
  state: SimState;
  now: number;
}

/** What a route's successful call records in the operation log (operationLog.ts): either part left out comes from the default. */
export interface Audit {
  action?: LogAction;
  module?: LogModule;
  /**
   * Names what was written as people name it, from the call's answer and body:
   * the entry's `target` (left out: the default, the record's id) and `detail`
   * (left out: the body). Passwords are left out of either detail.
   */
  describe?: (result: unknown, body: unknown) => AuditDescription;
  /** Records only a call for which this answers true (left out: every successful call), e.g. a list call that applied an import. */
  when?: (result: unknown, body: unknown) => boolean;
}

/** What an `Audit.describe` names; a part left out keeps its default. */
export interface AuditDescription {
  target?: string;
  detail?: unknown;
}

interface RouteBase {
  /** Signed with the default key, no token needed (login, registration, public key, translations). */
  public?: boolean;
  /** How it reaches tenant data; required (see Scope). `public` goes with `public: true`. */
  scope: Scope;
  /** The permission key the account must hold; a list: any one of them will do. */
  permission?: string | readonly string[];
  /**
   * What a successful call records in the operation log (operationLog.ts):
   * false nothing; left out (or a part left out) the default from the method
   * and path.
   */
  audit?: Audit | false;
}

/** What a handler answers for an operation: the `result` of its JSON answer, or a file where the document declares one. */
type Answer<Op> =
  | (Op extends { responses: { 200: { content: { 'application/json': { result: infer R } } } } } ? R : never)
  | (Op extends { responses: { 200: { content: infer C } } } ? (Exclude<keyof C, 'application/json'> extends never ? never : RawReply) : never);

/**
 * A route of the table: a path (below the API root, service first, `{name}`
 * for a parameter) and method of the contract, docs/openapi.yaml, with a
 * handler that answers the operation's shape. A path or method the document
 * lacks, or another answer, does not compile.
 */
export type RouteDef = PathOperation extends infer E
  ? E extends { path: infer P; method: infer M; operation: infer Op }
    ? RouteBase & {
        method: M;
        path: P;
        handle: (ctx: Ctx) => Answer<Op>;
        /**
         * A handler that must wait (reading or writing an .xlsx workbook):
         * when present it answers instead of `handle` (which then only throws,
         * see `asyncOnly`). The transports (http.ts) and `callAsync` of the
         * tests await it through `Simulator.handleAsync`; the synchronous
         * `Simulator.handle` refuses such a route.
         */
        handleAsync?: (ctx: Ctx) => Promise<Answer<Op>>;
      }
    : never
  : never;

/** The `handle` of a route that answers through `handleAsync` only. */
export function asyncOnly(): never {
  throw new AsyncRouteError();
}

/** A route with `handleAsync` called through the synchronous `Simulator.handle`: a mistake of the caller, never an answer. */
export class AsyncRouteError extends Error {
  constructor() {
    super('this route answers asynchronously: call Simulator.handleAsync (callAsync in the tests)');
  }
}

export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith('{') && want[i].endsWith('}')) {
      if (got[i] === '') return null;
      try {
        params[want[i].slice(1, -1)] = decodeURIComponent(got[i]);
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

/**
 * Deny by default: every route declares a known scope, `public` exactly when
 * it takes no session. Throws, naming the routes that do not.
 */
export function assertScopes(routes: readonly RouteDef[]): void {
  const wrong = routes.filter((route) => {
    const scope = (route as Partial<RouteDef>).scope;
    if (scope === undefined || !(SCOPES as readonly string[]).includes(scope)) return true;
    return (scope === 'public') !== (route.public === true);
  });
  if (wrong.length > 0) {
    const names = wrong.map((route) => `${route.method} ${route.path}`).join(', ');
    throw new Error(`routes without a valid tenant scope declaration: ${names}`);
  }
}

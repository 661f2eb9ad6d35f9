/**
 * The simulated backend: one dispatcher behind every transport (Umi's mock
 * middleware for `max dev`/`max preview`, msw in the tests).
 *
 * Every call is checked as a real backend would: route, sign (SIGN-V1), token,
 * permission key, Idempotency-Key (idempotency.ts), body; then the domain
 * handler runs and its result goes out in the envelope.
 */
import { DEFAULT_SIGN_KEY } from '../../src/request/signCore';
import { STATUS } from '../../src/request/codes';
import { accountRoutes } from './domains/account';
import { agentRoutes } from './domains/agents';
import { assetRoutes } from './domains/assets';
import { authRoutes } from './domains/auth';
import { codeRoutes } from './domains/codes';
import { dictionaryRoutes } from './domains/dictionaries';
import { enterpriseRoutes } from './domains/enterprise';
import { i18nRoutes } from './domains/i18n';
import { invitationRoutes } from './domains/invitations';
import { mapRoutes } from './domains/maps';
import { memberRoutes } from './domains/members';
import { normalizationRoutes } from './domains/normalization';
import { notificationRoutes } from './domains/notifications';
import { operationLogRoutes } from './domains/operationLog';
import { optionRoutes } from './domains/options';
import { otaRoutes, settlePushes } from './domains/ota';
import { otaPackageRoutes } from './domains/otaPackages';
import { overviewRoutes } from './domains/overview';
import { personRoutes } from './domains/person';
import { productionRoutes } from './domains/production';
import { registerRoutes } from './domains/register';
import { resourceRoutes } from './domains/resources';
import { roleRoutes } from './domains/roles';
import { sceneRoutes } from './domains/scenes';
import { taskRoutes } from './domains/tasks';
import { metaIfAny } from './domains/uploads';
import { IDEMPOTENCY_HEADER, IdempotencyStore, Replayed, type IdempotencyClaim } from './idempotency';
import { auditOf, recordOperation } from './operationLog';
import { reachOf } from './reach';
import { assertScopes, AsyncRouteError, holdsPermission, matchPath, type Ctx, type RouteDef } from './router';
import { seedState } from './seed';
import { settleTasks } from './tasks';
import { accountByEmail, type Account, type Session, type SimState } from './store';
import { RawReply, SimError, type Envelope, type SimRequest, type SimResponse } from './types';
import { verifySign } from './verify';

export const API_ROOT = '/api';
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/**
 * First match wins. The routes with literal segments under /base/person
 * (center, invite/:code, email/code/..., head/config/:userId) come before the
 * `/base/person/:id/...` patterns of the same length (menu, head); likewise
 * /base/asset/page (export, lock, config) before `/base/asset/:id`, and
 * PUT /base/person/base, /password (account) and /status (members) before
 * PUT `/base/person/:id`.
 */
export const ROUTES: RouteDef[] = [
  ...authRoutes,
  ...codeRoutes,
  ...registerRoutes,
  ...accountRoutes,
  ...personRoutes,
  ...memberRoutes,
  ...invitationRoutes,
  ...enterpriseRoutes,
  ...agentRoutes,
  ...roleRoutes,
  ...notificationRoutes,
  ...i18nRoutes,
  ...dictionaryRoutes,
  ...optionRoutes,
  ...assetRoutes,
  ...sceneRoutes,
  ...mapRoutes,
  ...resourceRoutes,
  ...otaPackageRoutes,
  ...otaRoutes,
  ...operationLogRoutes,
  ...taskRoutes,
  ...overviewRoutes,
  ...normalizationRoutes,
  ...productionRoutes,
];

// Deny by default: a route that does not say how it scopes tenant data keeps the simulator from starting.
assertScopes(ROUTES);

export function envelope<T>(statusCode: number, statusReason: string, result: T): Envelope<T> {
  return { status: { statusCode, statusReason }, result };
}

function json(status: number, body: unknown): SimResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body };
}

/** The result of a route with `handleAsync`, still to come (recorded in the operation log once it came). */
class Pending {
  constructor(readonly result: Promise<unknown>) {}
}

export class Simulator {
  /** The server clock; tests move it to exercise freshness and expiry. */
  clockOffsetMs = 0;
  /**
   * The time the clock stands still at, while held (`holdClock`): only a test
   * moves it then, so a walk on a busy machine sees what a quick one sees.
   */
  private heldAt: number | undefined;
  /** The answers kept for repeats of a request with the same Idempotency-Key. */
  readonly idempotency = new IdempotencyStore();
  private current: SimState | undefined;
  /**
   * The clock time of the seed not drawn yet: the seed is drawn when the state
   * is first read, at the time of the start or reset that called for it (the
   * same state as drawn then). A test that never asks the simulator anything
   * (a pure function's, or one with its own Simulator) pays for no seed; the
   * tests reset the shared one after every test.
   */
  private seedAt: number | undefined;

  constructor() {
    this.seedAt = this.now();
  }

  get state(): SimState {
    if (this.current === undefined) {
      this.current = seedState(this.seedAt ?? this.now());
      this.seedAt = undefined;
    }
    return this.current;
  }

  set state(state: SimState) {
    this.current = state;
    this.seedAt = undefined;
  }

  now(): number {
    return this.heldAt ?? Date.now() + this.clockOffsetMs;
  }

  /** Moves the clock forward by `ms` (held or running). */
  advanceClock(ms: number): void {
    if (this.heldAt !== undefined) this.heldAt += ms;
    else this.clockOffsetMs += ms;
  }

  /** Holds the clock still where it is (true), or lets it run on from there (false). */
  holdClock(hold: boolean): void {
    if (hold) {
      this.heldAt ??= this.now();
    } else if (this.heldAt !== undefined) {
      this.clockOffsetMs = this.heldAt - Date.now();
      this.heldAt = undefined;
    }
  }

  get clockHeld(): boolean {
    return this.heldAt !== undefined;
  }

  reset(): void {
    this.clockOffsetMs = 0;
    this.heldAt = undefined;
    this.current = undefined;
    this.seedAt = this.now();
    this.idempotency.clear();
  }

  /** Marks every live session as expired: the next call answers 40101. */
  expireSessions(): void {
    for (const session of this.state.sessions.values()) session.expiresAt = this.now() - 1;
  }

  /**
   * Sees every request with its answer (the tests and the dev middleware
   * check both against the contract: mock/contract/).
   */
  observe: ((request: SimRequest, response: SimResponse) => void) | undefined;

  /** What the observer found against the contract, until read (`GET /__simulator/contract`). */
  readonly violations: string[] = [];

  /**
   * Answers a request at once. A route that must wait (`handleAsync`: the
   * .xlsx import and template) throws AsyncRouteError here: call
   * `handleAsync`, as the transports (http.ts) do.
   */
  handle(request: SimRequest): SimResponse {
    const response = this.answer(request, false) as SimResponse;
    this.observe?.(request, response);
    return response;
  }

  /** Answers any request, awaiting a route's `handleAsync`. */
  async handleAsync(request: SimRequest): Promise<SimResponse> {
    return this.serve(request);
  }

  /**
   * Answers any request: at once, or (a route with `handleAsync`) a promise
   * of the answer. The transports call this (http.ts): the dev middleware
   * ends a synchronous answer in the same tick, as it always did.
   */
  serve(request: SimRequest): SimResponse | Promise<SimResponse> {
    const observed = (response: SimResponse): SimResponse => {
      this.observe?.(request, response);
      return response;
    };
    const response = this.answer(request, true);
    return response instanceof Promise ? response.then(observed) : observed(response);
  }

  private answer(request: SimRequest, mayWait: boolean): SimResponse | Promise<SimResponse> {
    // Filled by dispatch when the request claims an Idempotency-Key: its answer is then kept.
    const pending: { claim?: IdempotencyClaim } = {};
    const keep = (response: SimResponse): SimResponse => {
      if (pending.claim) this.idempotency.keep(pending.claim, response);
      return response;
    };
    const response = this.respond(request, pending, mayWait);
    return response instanceof Promise ? response.then(keep) : keep(response);
  }

  private respond(request: SimRequest, pending: { claim?: IdempotencyClaim }, mayWait: boolean): SimResponse | Promise<SimResponse> {
    try {
      const result = this.dispatch(request, pending, mayWait);
      if (result instanceof Pending) return result.result.then(success, failure);
      return success(result);
    } catch (error) {
      return failure(error);
    }
  }

  private dispatch(request: SimRequest, pending: { claim?: IdempotencyClaim }, mayWait: boolean): unknown {
    // What the clock brought about since the last request, whoever asks and whatever for.
    settlePushes(this.state, this.now());
    settleTasks({ tasks: this.state.tasks, maps: this.state.maps, assets: this.state.fleet.assets }, this.state.fleet.scenes, this.now());
    const method = request.method.toUpperCase();
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const rawQuery = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    if (!METHODS.has(method)) throw new SimError(STATUS.NOT_FOUND, 'Method not allowed', null, 405);
    if (!path.startsWith(`${API_ROOT}/`)) throw new SimError(STATUS.NOT_FOUND, 'Not found', null, 404);
    const inner = path.slice(API_ROOT.length);

    let route: RouteDef | undefined;
    let params: Record<string, string> = {};
    for (const candidate of ROUTES) {
      if (candidate.method !== method) continue;
      const matched = matchPath(candidate.path, inner);
      if (matched) {
        route = candidate;
        params = matched;
        break;
      }
    }
    if (!route) throw new SimError(STATUS.NOT_FOUND, 'Not found', null, 404);

    const now = this.now();
    const token = request.headers.token ?? '';
    let session: Session | undefined;
    let key = DEFAULT_SIGN_KEY;
    if (!route.public) {
      session = this.state.sessions.get(token);
      if (!session || token === '') throw new SimError(STATUS.TOKEN_INVALID, 'Token invalid');
      key = session.signSecret;
    }
    verifySign(this.state.nonces, {
      method,
      path,
      rawQuery,
      body: request.body,
      sign: request.headers.sign,
      key,
      now,
    });
    if (session) {
      if (session.revoked || request.headers.userid !== session.userId) {
        throw new SimError(STATUS.TOKEN_INVALID, 'Token invalid');
      }
      if (session.expiresAt <= now) throw new SimError(STATUS.LOGIN_EXPIRED, 'Login expired');
    }
    const user = session ? this.state.accounts.find((account) => account.id === session.userId) : undefined;
    if (session && !user) throw new SimError(STATUS.TOKEN_INVALID, 'Token invalid');
    if (route.permission && !holdsPermission(user, route.permission)) {
      throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing', { permission: route.permission });
    }
    const reach = reachOf(this.state, user);
    // A platform-only route refuses any other caller as a missing key would: it names no record to probe.
    if (route.scope === 'platform' && !reach.all) {
      throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing', { scope: 'platform' });
    }
    // A route that must wait, called through the synchronous `handle`, is the caller's mistake (its refusals above are not).
    if (route.handleAsync && !mayWait) throw new AsyncRouteError();
    // A repeat of a request that already ran answers what it answered, without running again.
    const claim = this.idempotency.claim({
      method,
      path,
      rawQuery,
      body: request.body,
      files: request.files,
      header: request.headers[IDEMPOTENCY_HEADER],
      account: user?.id ?? '',
      now,
    });
    if (claim) {
      const kept = this.idempotency.replay(claim);
      if (kept) return new Replayed(kept);
      pending.claim = claim;
    }

    let body: unknown;
    if (request.body !== null && request.body !== '') {
      try {
        body = JSON.parse(request.body);
      } catch {
        throw new SimError(STATUS.VALIDATION_FAILED, 'Malformed JSON body');
      }
    }
    const ctx: Ctx = {
      params,
      query: new URLSearchParams(rawQuery),
      body,
      files: request.files ?? [],
      user,
      session,
      reach,
      state: this.state,
      now,
    };
    if (route.handleAsync) {
      const found = route;
      return new Pending(
        route.handleAsync(ctx).then((result: unknown) => {
          this.record(found, inner, ctx, result, request);
          return result;
        }),
      );
    }
    const result = route.handle(ctx);
    this.record(route, inner, ctx, result, request);
    return result;
  }

  /**
   * The operation log's entry of a successful change (operationLog.ts): by
   * the signed-in account, or, for a public call, by the account it signed
   * in, registered or reset (none found: nothing recorded). Uploads record
   * their `meta`, never the file.
   */
  private record(route: RouteDef, path: string, ctx: Ctx, result: unknown, request: SimRequest): void {
    const audit = auditOf(route);
    if (!audit) return;
    const body = ctx.files.length > 0 ? metaIfAny(ctx.files) : ctx.body;
    if (route.audit && route.audit.when && !route.audit.when(result, body)) return;
    const actor = ctx.user ?? actorOf(ctx.state, result, body);
    if (!actor) return;
    const forwarded = request.headers['x-forwarded-for']?.split(',')[0]?.trim();
    recordOperation(ctx.state, audit, {
      method: route.method,
      path,
      params: ctx.params,
      body,
      result,
      actor,
      ip: forwarded || request.headers['x-real-ip'] || '127.0.0.1',
      now: ctx.now,
    });
  }
}

/** The answer of a handler's result (or of a repeat's kept answer). */
function success(result: unknown): SimResponse {
  if (result instanceof Replayed) return result.response;
  if (result instanceof RawReply) {
    return {
      status: 200,
      headers: { ...result.headers, 'content-type': result.contentType, 'x-content-type-options': 'nosniff' },
      body: result.data,
      raw: true,
    };
  }
  return json(200, envelope(STATUS.SUCCESS, 'ok', result));
}

/** The answer of a refusal; an AsyncRouteError is the caller's mistake and goes on up. */
function failure(error: unknown): SimResponse {
  if (error instanceof AsyncRouteError) throw error;
  if (error instanceof SimError) {
    return json(error.httpStatus, envelope(error.code, error.reason, error.result));
  }
  return json(500, envelope(STATUS.GENERIC_FAILURE, 'Internal Server Error', null));
}

/** Who made a public call: the account of the answer's `id` (sign-in, registration), or of the body's `emailName` (password reset). */
function actorOf(state: SimState, result: unknown, body: unknown): Account | undefined {
  const id = typeof result === 'object' && result !== null ? (result as { id?: unknown }).id : undefined;
  if (typeof id === 'string') return state.accounts.find((account) => account.id === id);
  const email = typeof body === 'object' && body !== null ? (body as { emailName?: unknown }).emailName : undefined;
  return typeof email === 'string' ? accountByEmail(state, email) : undefined;
}

const holder = globalThis as typeof globalThis & { __robotConsoleSimulator?: Simulator };

/** The process-wide simulator the dev server uses (kept across mock file reloads). */
export function sharedSimulator(): Simulator {
  if (!holder.__robotConsoleSimulator) holder.__robotConsoleSimulator = new Simulator();
  return holder.__robotConsoleSimulator;
}

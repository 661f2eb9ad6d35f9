/**
 * Idempotency-Key (docs/api.md "Idempotency-Key"): a non-GET request that
 * carries the header runs once; a repeat with the same key, method, path,
 * query and body answers the kept answer without running again (no second
 * record, no second operation-log entry). Kept per calling account for 24
 * hours of the simulator's clock, the newest IDEMPOTENCY_CAP at most.
 *
 * Checked after the sign, the session and the permission key: a refusal of
 * those is never kept, so a retry after signing in runs.
 */
import { createHash } from 'node:crypto';
import { LOGIN_EXPIRED_CODES, STATUS } from '../../src/request/codes';
import { SimError, type Envelope, type SimFile, type SimResponse } from './types';

/** The header, as the transports give it (lower case). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_CAP = 2000;
/** On a kept answer given again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Answers a retry must not get back: it is to run once the caller may (signed in again, given the key). */
const NOT_KEPT: readonly number[] = [...LOGIN_EXPIRED_CODES, STATUS.PERMISSION_MISSING];

/** A request that claims a key: whose, which, and what it asks. */
export interface IdempotencyClaim {
  /** The calling account's id ('' before sign-in) and the key. */
  scope: string;
  fingerprint: string;
  now: number;
}

interface Kept {
  fingerprint: string;
  response: SimResponse;
  keptUntil: number;
}

/** A kept answer given again, in place of a handler's result. */
export class Replayed {
  constructor(readonly response: SimResponse) {}
}

export interface IdempotentRequest {
  method: string;
  path: string;
  rawQuery: string;
  body: string | null;
  files?: readonly SimFile[];
  header: string | undefined;
  account: string;
  now: number;
}

/** What makes two requests the same: method, path, query and a hash of the body (and files). */
export function fingerprintOf(request: Pick<IdempotentRequest, 'method' | 'path' | 'rawQuery' | 'body' | 'files'>): string {
  const hash = createHash('sha256');
  hash.update(`${request.method.toUpperCase()}\n${request.path}\n${request.rawQuery}\n`);
  if (request.body !== null) hash.update(`body\n${request.body}`);
  for (const file of request.files ?? []) {
    hash.update(`\nfile\n${file.field}\n${file.name}\n${file.type}\n`);
    hash.update(file.data);
  }
  return hash.digest('hex');
}

/** Whether an answer is given again to a repeat: not a file, not a refusal a retry may overcome, not a crash. */
export function keepable(response: SimResponse): boolean {
  if (response.raw || response.status >= 500) return false;
  const code = (response.body as Envelope | undefined)?.status?.statusCode;
  return typeof code === 'number' && !NOT_KEPT.includes(code);
}

function copyOf(response: SimResponse): SimResponse {
  return { ...response, headers: { ...response.headers }, body: structuredClone(response.body) };
}

export class IdempotencyStore {
  private readonly kept = new Map<string, Kept>();

  /**
   * The claim of a request that carries a key (undefined: none, or GET);
   * throws 40002 for a malformed key.
   */
  claim(request: IdempotentRequest): IdempotencyClaim | undefined {
    if (request.header === undefined || request.method.toUpperCase() === 'GET') return undefined;
    if (!IDEMPOTENCY_KEY_PATTERN.test(request.header)) {
      throw new SimError(STATUS.SIGN_MISMATCH, 'Malformed Idempotency-Key header');
    }
    return { scope: `${request.account}\n${request.header}`, fingerprint: fingerprintOf(request), now: request.now };
  }

  /**
   * The kept answer of an earlier request with the claim's key, if any;
   * throws 40004 when that request was another one.
   */
  replay(claim: IdempotencyClaim): SimResponse | undefined {
    const kept = this.kept.get(claim.scope);
    if (!kept) return undefined;
    if (kept.keptUntil <= claim.now) {
      this.kept.delete(claim.scope);
      return undefined;
    }
    if (kept.fingerprint !== claim.fingerprint) {
      throw new SimError(STATUS.NONCE_REPLAYED, 'Idempotency key reused for another request');
    }
    const response = copyOf(kept.response);
    response.headers[REPLAYED_HEADER] = 'true';
    return response;
  }

  /** Keeps the answer the claim's request got, if it may be given again. */
  keep(claim: IdempotencyClaim, response: SimResponse): void {
    if (!keepable(response)) return;
    // Oldest first, and each kept for as long: the expired ones are at the front.
    for (const [scope, kept] of this.kept) {
      if (kept.keptUntil > claim.now) break;
      this.kept.delete(scope);
    }
    this.kept.delete(claim.scope);
    this.kept.set(claim.scope, { fingerprint: claim.fingerprint, response: copyOf(response), keptUntil: claim.now + IDEMPOTENCY_TTL_MS });
    while (this.kept.size > IDEMPOTENCY_CAP) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
  }

  get size(): number {
    return this.kept.size;
  }

  clear(): void {
    this.kept.clear();
  }
}

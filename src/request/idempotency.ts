/**
 * Idempotency keys: nothing is sent twice by a double click or by a retry
 * after a reply was lost.
 *
 * Every non-GET call with a JSON body (or none; not a multipart upload, not
 * a read: a list page, options, a download, an export) carries an
 * `Idempotency-Key` header. A call that is identical to an earlier one (same
 * method, path, canonical query and body) reuses the earlier call's key while
 * that one is still on its way, or after it ended with no reply; the server
 * then answers the kept answer of the first instead of running it again
 * (docs/api.md "Idempotency-Key"). Any answer (a success, or the server's
 * refusal) ends the key: a deliberate second identical save later gets a new
 * one; so does another call to the same address in between (A, then B, then
 * A again is three changes). The header is not part of the sign (SIGNING.md).
 */
import type { ApiError } from './errors';
import { randomAlphanumeric } from './random';
import { canonicalQuery, sha256Hex } from './signCore';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_LENGTH = 32;
/** How long a key may be reused; the server keeps an answer as long. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** The most keys remembered at once: the oldest go first. */
export const IDEMPOTENCY_MAX_KEYS = 100;

/** How a call ended, as far as its key is concerned. */
export type CallOutcome =
  /** Some answer arrived (success or refusal): the key is done. */
  | 'answered'
  /** No answer (time-out, network down, cancelled, a gateway's page): the server may have run it. */
  | 'lost';

/** HTTP statuses of a gateway in front of the server, not of the server: the server may have run the call. */
const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

export function outcomeOf(error: ApiError): CallOutcome {
  if (error.kind === 'noResponse' || error.kind === 'canceled') return 'lost';
  if (error.kind === 'httpStatus' && GATEWAY_STATUSES.includes(error.httpStatus ?? 0)) return 'lost';
  return 'answered';
}

/**
 * Reads sent as POST, by the API's conventions (docs/api.md "Lists", "Files"; the
 * operation log's "changes nothing"): a replayed answer of one would be a stale list.
 */
const READ_PATH = /\/(page|options|download|export)$/;

function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * Whether a call carries a key: anything but GET, except a read (a list page,
 * options, a download, an export) and a multipart upload (its body is not hashed).
 */
export function takesIdempotencyKey(method: string, url: string, data: unknown): boolean {
  if (method.toUpperCase() === 'GET' || READ_PATH.test(pathOf(url))) return false;
  return !(typeof FormData !== 'undefined' && data instanceof FormData);
}

/** Where a call goes: method and path (a record's path names the record). */
export function requestAddress(method: string, url: string): string {
  return `${method.toUpperCase()} ${pathOf(url)}`;
}

/**
 * What makes two calls "the same": method, path, canonical query (SIGNING.md)
 * and the exact body text, hashed (a road network's body is large).
 */
export function requestFingerprint(method: string, url: string, body: string): string {
  const queryAt = url.indexOf('?');
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  return sha256Hex([method.toUpperCase(), pathOf(url), canonicalQuery(query), body].join('\n'));
}

interface Entry {
  key: string;
  /** requestAddress of the call. */
  address: string;
  /** When the key was drawn. */
  drawnAt: number;
  /** Calls with this key still on their way. */
  inFlight: number;
  /**
   * One of them was answered, or another call went to the same address
   * since: the key is not given again, and ends when none is on its way.
   */
  done: boolean;
}

export function newIdempotencyKey(): string {
  return randomAlphanumeric(IDEMPOTENCY_KEY_LENGTH);
}

/** The keys of calls on their way or that ended without a reply, by request fingerprint. */
export class IdempotencyKeys {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly draw: () => string = newIdempotencyKey,
    private readonly clock: () => number = () => Date.now(),
    private readonly maxKeys = IDEMPOTENCY_MAX_KEYS,
  ) {}

  /**
   * The key of a call about to go out to `address`: an earlier identical
   * call's, if it may be reused. Another call to the same address ends the
   * reuse of the earlier ones (A, B, A: the third is a change of its own).
   */
  begin(fingerprint: string, address: string): string {
    const now = this.clock();
    this.dropExpired(now);
    const entry = this.entries.get(fingerprint);
    if (entry && !entry.done) {
      entry.inFlight += 1;
      return entry.key;
    }
    for (const [other, earlier] of this.entries) {
      if (earlier.address !== address) continue;
      earlier.done = true;
      if (earlier.inFlight === 0) this.entries.delete(other);
    }
    const fresh: Entry = { key: this.draw(), address, drawnAt: now, inFlight: 1, done: false };
    this.entries.delete(fingerprint);
    this.entries.set(fingerprint, fresh);
    while (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return fresh.key;
  }

  /** A call with this key ended so. */
  end(fingerprint: string, key: string, outcome: CallOutcome): void {
    const entry = this.entries.get(fingerprint);
    if (!entry || entry.key !== key) return;
    entry.inFlight = Math.max(0, entry.inFlight - 1);
    if (outcome === 'answered') entry.done = true;
    if (entry.done && entry.inFlight === 0) this.entries.delete(fingerprint);
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private dropExpired(now: number): void {
    for (const [fingerprint, entry] of this.entries) {
      if (now - entry.drawnAt >= IDEMPOTENCY_KEY_TTL_MS) this.entries.delete(fingerprint);
    }
  }
}

/** The pipeline's keys (one per browser tab, in memory). */
export const idempotencyKeys = new IdempotencyKeys();

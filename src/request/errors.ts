/**
 * The error catalogue of section 8: every way a call can fail becomes one
 * ApiError with a kind, and `describe` gives the one message a person sees.
 */
import { LOGIN_EXPIRED_CODES, STATUS } from './codes';

export type ApiErrorKind =
  /** statusCode other than 0 in the envelope. */
  | 'business'
  /** 40101 / 40102: the session is gone. */
  | 'loginExpired'
  /** HTTP 2xx other than 200 (e.g. an empty 204): the save-fail message, code 99999. */
  | 'httpNot200'
  /** A reply with a non-2xx status and no envelope: 'Response status: N'. */
  | 'httpStatus'
  /** No reply at all (network down, time-out): 'None response! Please retry.' */
  | 'noResponse'
  /** Cancelled by its caller (a page left, a newer search): never shown. */
  | 'canceled'
  /** Anything else (malformed body, a request that could not be built). */
  | 'request';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly httpStatus?: number;
  readonly reason: string;
  readonly result: unknown;

  constructor(init: { kind: ApiErrorKind; code?: number; httpStatus?: number; reason?: string; result?: unknown }) {
    super(init.reason || init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code ?? STATUS.GENERIC_FAILURE;
    this.httpStatus = init.httpStatus;
    this.reason = init.reason ?? '';
    this.result = init.result;
  }

  /** Field messages of a 40001 answer (`result.fields`), if any. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.result as { fields?: unknown } | null | undefined)?.fields;
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
}

export interface EnvelopeStatus {
  statusCode: number;
  statusReason?: string;
}

export interface Envelope<T = unknown> {
  status: EnvelopeStatus;
  result: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return (
    typeof status === 'object' &&
    status !== null &&
    typeof (status as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** The failure an envelope with a non-zero statusCode stands for. */
export function envelopeError(envelope: Envelope, httpStatus?: number): ApiError {
  const code = envelope.status.statusCode;
  return new ApiError({
    kind: LOGIN_EXPIRED_CODES.includes(code) ? 'loginExpired' : 'business',
    code,
    httpStatus,
    reason: envelope.status.statusReason ?? '',
    result: envelope.result,
  });
}

/** A message descriptor: an i18n id with values, or the server's own text. */
export type MessageSpec = { id: string; values?: Record<string, string | number> } | { text: string };

export function describe(error: ApiError): MessageSpec {
  switch (error.kind) {
    case 'business':
      // The contract's generic refusals speak the user's language (the server's reason is its own, often English);
      // other reasons are specific to the call and are shown as the server words them.
      if (error.code === STATUS.NOT_FOUND) return { id: 'request.error.notFound' };
      if (error.code === STATUS.PERMISSION_MISSING) return { id: 'request.error.permission' };
      return error.reason ? { text: error.reason } : { id: 'request.error.internal' };
    case 'loginExpired':
      return { id: 'session.expired' };
    case 'httpNot200':
      return { id: 'request.error.saveFail' };
    case 'httpStatus':
      return { id: 'request.error.responseStatus', values: { status: error.httpStatus ?? 0 } };
    case 'noResponse':
      return { id: 'request.error.noResponse' };
    default:
      return { id: 'request.error.request' };
  }
}

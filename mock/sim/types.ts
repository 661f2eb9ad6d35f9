/** The simulator's own request/response shapes, independent of express and msw. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SimRequest {
  method: string;
  /** Path and query exactly as they arrived, e.g. `/api/base/x?a=1`. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** Exact body text; null for multipart/form-data (signed as UNSIGNED-PAYLOAD). */
  body: string | null;
}

export interface SimResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON-serialisable envelope, or raw text for file downloads. */
  body: unknown;
  raw?: boolean;
}

export interface Envelope<T = unknown> {
  status: { statusCode: number; statusReason: string };
  result: T;
}

/** A business failure raised by a handler; the dispatcher turns it into an envelope. */
export class SimError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly result: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(reason);
  }
}

/** The simulator's own request/response shapes, independent of express and msw. */

/** One uploaded part of a multipart/form-data request. */
export interface SimFile {
  /** The form field it came in. */
  field: string;
  /** The file name the client gave. */
  name: string;
  /** The content type the client claimed (never trusted). */
  type: string;
  data: Buffer;
}

export interface SimRequest {
  method: string;
  /** Path and query exactly as they arrived, e.g. `/api/base/x?a=1`. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** Exact body text; null for multipart/form-data (signed as UNSIGNED-PAYLOAD). */
  body: string | null;
  /** The files of a multipart/form-data request. */
  files?: SimFile[];
}

export interface SimResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON-serialisable envelope, or (raw) the bytes of a file download. */
  body: unknown;
  /** The body is a Buffer (or text) to send as it is, with `headers['content-type']`. */
  raw?: boolean;
}

/**
 * A handler's binary answer (an image, a file): sent as it is, not wrapped in
 * the envelope, with `headers` (e.g. content-disposition) next to its type.
 */
export class RawReply {
  constructor(
    readonly contentType: string,
    readonly data: Buffer,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
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

/**
 * Transport adapters: the same Simulator behind Umi's express-style mock
 * middleware (dev server, preview) and behind a fetch-style Request (msw).
 */
import { STATUS } from '../../src/request/codes';
import { CONTROL_PREFIX, handleControl, type ControlReply } from './control';
import type { Simulator } from './simulator';
import type { SimFile, SimResponse } from './types';

/** A file as multer (memory storage) leaves it on the request. */
export interface MulterFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  buffer: Buffer;
}

export interface MiddlewareRequest {
  method: string;
  originalUrl?: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  /** Filled by Umi's mock middleware (multer().any()) for multipart/form-data. */
  files?: unknown;
}

export interface MiddlewareResponse {
  status(code: number): MiddlewareResponse;
  setHeader(name: string, value: string): void;
  end(body?: string | Buffer): void;
}

function lowerHeaders(headers: MiddlewareRequest['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function isMultipart(headers: Record<string, string | undefined>): boolean {
  return (headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Umi's mock middleware has already run body-parser and keeps no raw bytes.
 * A JSON body the console produced with JSON.stringify re-serialises to the
 * same text, so the sign over it verifies; multipart is UNSIGNED-PAYLOAD.
 */
function bodyText(headers: Record<string, string | undefined>, body: unknown): string | null {
  const type = headers['content-type'] ?? '';
  if (isMultipart(headers)) return null;
  const length = Number(headers['content-length'] ?? '0');
  if (!length) return '';
  if (type.includes('json')) return JSON.stringify(body);
  return typeof body === 'string' ? body : '';
}

function isMulterFile(value: unknown): value is MulterFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.fieldname === 'string' && Buffer.isBuffer(file.buffer);
}

/** multer().any() leaves an array of files on `req.files`. */
function multerFiles(files: unknown): SimFile[] {
  if (!Array.isArray(files)) return [];
  return files.filter(isMulterFile).map((file) => ({
    field: file.fieldname,
    name: file.originalname,
    type: file.mimetype,
    data: file.buffer,
  }));
}

function send(res: MiddlewareResponse, reply: SimResponse): void {
  res.status(reply.status);
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  if (!reply.raw) res.end(JSON.stringify(reply.body));
  else res.end(Buffer.isBuffer(reply.body) ? reply.body : String(reply.body));
}

function controlResponse(reply: ControlReply): SimResponse {
  return { status: reply.status, headers: { 'content-type': 'application/json' }, body: reply.body };
}

export function middlewareHandler(simulator: () => Simulator) {
  return (req: MiddlewareRequest, res: MiddlewareResponse): void => {
    const headers = lowerHeaders(req.headers);
    const url = req.originalUrl ?? req.url;
    const sim = simulator();
    if (url.startsWith(CONTROL_PREFIX)) {
      const queryAt = url.indexOf('?');
      const path = queryAt === -1 ? url : url.slice(0, queryAt);
      const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
      send(res, controlResponse(handleControl(sim, req.method.toUpperCase(), path, rawQuery, req.body)));
      return;
    }
    const reply = sim.serve({
      method: req.method,
      url,
      headers,
      body: bodyText(headers, req.body),
      ...(isMultipart(headers) ? { files: multerFiles(req.files) } : {}),
    });
    // A route that must wait (an .xlsx read or written) answers a promise; any other answers in this tick.
    if (reply instanceof Promise) {
      reply.then(
        (answer) => send(res, answer),
        () => send(res, { status: 500, headers: { 'content-type': 'application/json' }, body: { status: { statusCode: STATUS.GENERIC_FAILURE, statusReason: 'Internal Server Error' }, result: null } }),
      );
    } else {
      send(res, reply);
    }
  };
}

/** The File entries of a multipart/form-data body; none when it cannot be parsed. */
async function formFiles(request: Request): Promise<SimFile[]> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return [];
  }
  const files: SimFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') continue;
    files.push({ field, name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) });
  }
  return files;
}

function responseBody(reply: SimResponse): string | Uint8Array<ArrayBuffer> {
  if (!reply.raw) return JSON.stringify(reply.body);
  return Buffer.isBuffer(reply.body) ? new Uint8Array(reply.body) : String(reply.body);
}

/** For msw and any fetch-style server: the raw body is at hand, so it is signed exactly. */
export async function fetchHandler(sim: Simulator, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const pathAndQuery = request.url.slice(url.origin.length);
  if (url.pathname.startsWith(CONTROL_PREFIX)) {
    const text = request.method.toUpperCase() === 'GET' ? '' : await request.text();
    let body: unknown;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return new Response(JSON.stringify({ ok: false, error: 'malformed JSON body' }), { status: 400 });
      }
    }
    const reply = handleControl(sim, request.method.toUpperCase(), url.pathname, url.search.slice(1), body);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const multipart = isMultipart(headers);
  const body = multipart ? null : await request.text();
  const files = multipart ? await formFiles(request) : undefined;
  const reply = await sim.handleAsync({ method: request.method, url: pathAndQuery, headers, body, ...(files ? { files } : {}) });
  return new Response(responseBody(reply), {
    status: reply.status,
    headers: reply.headers,
  });
}

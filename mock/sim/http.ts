/**
 * Transport adapters: the same Simulator behind Umi's express-style mock
 * middleware (dev server, preview) and behind a fetch-style Request (msw).
 */
import { CONTROL_PREFIX, handleControl } from './control';
import type { Simulator } from './simulator';
import type { SimResponse } from './types';

export interface MiddlewareRequest {
  method: string;
  originalUrl?: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

export interface MiddlewareResponse {
  status(code: number): MiddlewareResponse;
  setHeader(name: string, value: string): void;
  end(body?: string): void;
}

function lowerHeaders(headers: MiddlewareRequest['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * Umi's mock middleware has already run body-parser and keeps no raw bytes.
 * A JSON body the console produced with JSON.stringify re-serialises to the
 * same text, so the sign over it verifies; multipart is UNSIGNED-PAYLOAD.
 */
function bodyText(headers: Record<string, string | undefined>, body: unknown): string | null {
  const type = headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) return null;
  const length = Number(headers['content-length'] ?? '0');
  if (!length) return '';
  if (type.includes('json')) return JSON.stringify(body);
  return typeof body === 'string' ? body : '';
}

function send(res: MiddlewareResponse, reply: SimResponse): void {
  res.status(reply.status);
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  res.end(reply.raw ? String(reply.body) : JSON.stringify(reply.body));
}

export function middlewareHandler(simulator: () => Simulator) {
  return (req: MiddlewareRequest, res: MiddlewareResponse): void => {
    const headers = lowerHeaders(req.headers);
    const url = req.originalUrl ?? req.url;
    const sim = simulator();
    if (url.startsWith(CONTROL_PREFIX)) {
      const reply = handleControl(sim, req.method.toUpperCase(), url.split('?')[0]);
      send(res, { status: reply.status, headers: { 'content-type': 'application/json' }, body: reply.body });
      return;
    }
    send(res, sim.handle({ method: req.method, url, headers, body: bodyText(headers, req.body) }));
  };
}

/** For msw and any fetch-style server: the raw body is at hand, so it is signed exactly. */
export async function fetchHandler(sim: Simulator, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const pathAndQuery = request.url.slice(url.origin.length);
  if (url.pathname.startsWith(CONTROL_PREFIX)) {
    const reply = handleControl(sim, request.method.toUpperCase(), url.pathname);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const type = headers['content-type'] ?? '';
  const body = type.startsWith('multipart/form-data') ? null : await request.text();
  const reply = sim.handle({ method: request.method, url: pathAndQuery, headers, body });
  return new Response(reply.raw ? String(reply.body) : JSON.stringify(reply.body), {
    status: reply.status,
    headers: reply.headers,
  });
}

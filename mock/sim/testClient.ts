/**
 * A signing client for the simulator tests: requests are signed with the
 * shared SIGN-V1 algorithm (src/request/signCore.ts), the way any client would,
 * and passwords travel RSA-OAEP encrypted.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { DEFAULT_SIGN_KEY, signHeader } from '../../src/request/signCore';
import { assertKept, contract } from '../contract/contract';
import { handleControl } from './control';
import { keyPair } from './keys';
import type { Scene } from './fleet';
import type { Simulator } from './simulator';
import type { Envelope, SimFile, SimRequest, SimResponse } from './types';

let nonceCounter = 0;
export function nonce(): string {
  nonceCounter += 1;
  return `n${String(nonceCounter).padStart(9, '0')}`;
}

export interface Call {
  method?: string;
  path: string;
  rawQuery?: string;
  /** The exact body text; null for multipart (UNSIGNED-PAYLOAD). */
  body?: string | null;
  files?: SimFile[];
  key?: string;
  token?: string;
  userId?: string;
  timestamp?: number;
  nonceValue?: string;
  signOverride?: string;
  /** More headers (e.g. `Idempotency-Key`), sent with their names in lower case as the transports give them. */
  headers?: Record<string, string>;
}

export function call(sim: Simulator, c: Call): SimResponse {
  const request = requestOf(sim, c);
  const response = sim.handle(request);
  // Whatever the test asked, the answer must be one the contract describes.
  assertKept(contract().check(request, response, { requests: false }));
  return response;
}

/** `call` for any route, awaiting one that must wait (`handleAsync`: the .xlsx import and template). */
export async function callAsync(sim: Simulator, c: Call): Promise<SimResponse> {
  const request = requestOf(sim, c);
  const response = await sim.handleAsync(request);
  assertKept(contract().check(request, response, { requests: false }));
  return response;
}

function requestOf(sim: Simulator, c: Call): SimRequest {
  const method = c.method ?? 'GET';
  const rawQuery = c.rawQuery ?? '';
  const body = c.body === undefined ? '' : c.body;
  const sign =
    c.signOverride ??
    signHeader({
      key: c.key ?? DEFAULT_SIGN_KEY,
      timestamp: String(c.timestamp ?? sim.now()),
      nonce: c.nonceValue ?? nonce(),
      method,
      path: c.path,
      rawQuery,
      body,
    });
  const request: SimRequest = {
    method,
    url: rawQuery ? `${c.path}?${rawQuery}` : c.path,
    headers: {
      ...Object.fromEntries(Object.entries(c.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
      sign,
      token: c.token ?? '',
      userid: c.userId ?? '',
    },
    body,
    ...(c.files ? { files: c.files } : {}),
  };
  return request;
}

export const code = (response: SimResponse) => (response.body as Envelope).status.statusCode;
export const reason = (response: SimResponse) => (response.body as Envelope).status.statusReason;
export const result = <T>(response: SimResponse) => (response.body as Envelope<T>).result;
/** `result.fields` of a 40001 answer. */
export const fields = (response: SimResponse) =>
  (response.body as Envelope<{ fields?: Record<string, string> } | null>).result?.fields;

/** The result of a call that must succeed; a refusal fails the test with its reason and the fields it named. */
export function succeeded<T>(response: SimResponse, label = ''): T {
  expect(code(response), `${label} ${reason(response)} ${JSON.stringify(fields(response))}`.trim()).toBe(0);
  return result<T>(response);
}

/** The first seeded scene of Robot Demo Co. with a map (not Benchmark Hall). */
export function firstMappedScene(sim: Simulator): Scene {
  const scene = sim.state.fleet.scenes.find((candidate) => candidate.companyId === 'c1' && candidate.mapStatus === 1 && !candidate.benchmark);
  if (!scene) throw new Error('no mapped scene of Robot Demo Co.');
  return scene;
}

export function encrypt(password: string): string {
  return publicEncrypt(
    { key: keyPair().publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

export interface LoggedIn {
  id: string;
  token: string;
  account: string;
  name: string;
  signSecret: string;
}

export function login(sim: Simulator, account: string, password = 'Console@2026') {
  const response = call(sim, {
    method: 'POST',
    path: '/api/base/auth/login',
    body: JSON.stringify({ account, password: encrypt(password), keyId: keyPair().keyId }),
  });
  return { response, session: result<LoggedIn>(response) };
}

/** The headers and key of a signed-in call. */
export interface Auth {
  key: string;
  token: string;
  userId: string;
}

export function authOf(session: LoggedIn): Auth {
  return { key: session.signSecret, token: session.token, userId: session.id };
}

/** A 40001 answer naming exactly these fields. */
export function expectInvalid(response: SimResponse, expected: Record<string, string>, label = ''): void {
  expect(code(response), label).toBe(40001);
  expect(fields(response), label).toEqual(expected);
}

/** Logs the seeded account in (it must succeed) and answers what its calls need. */
export function signedIn(sim: Simulator, account: string): Auth {
  const { response, session } = login(sim, account);
  expect(code(response)).toBe(0);
  return authOf(session);
}

/** Below the API root, JSON body, optionally signed in: the calls the domain tests make. */
export const API_BASE = '/api/base';
export const API_RSS = '/api/rss';

export type Send = (sim: Simulator, method: string, path: string, data?: unknown, auth?: Auth, headers?: Record<string, string>) => SimResponse;

/** A sender for paths (with any `?query`) below `root` (a service: `/api/base`, `/api/rss`). */
export function sendBelow(root: string): Send {
  return (sim, method, pathAndQuery, data, auth, headers) => {
    const [path, rawQuery = ''] = pathAndQuery.split('?');
    return call(sim, {
      method,
      path: `${root}${path}`,
      rawQuery,
      body: data === undefined ? '' : JSON.stringify(data),
      ...auth,
      ...(headers ? { headers } : {}),
    });
  };
}

export const send = sendBelow(API_BASE);
export const rss = sendBelow(API_RSS);
export const post = (sim: Simulator, path: string, data: unknown, auth?: Auth, headers?: Record<string, string>) =>
  send(sim, 'POST', path, data, auth, headers);
export const put = (sim: Simulator, path: string, data: unknown, auth?: Auth, headers?: Record<string, string>) =>
  send(sim, 'PUT', path, data, auth, headers);
export const get = (sim: Simulator, path: string, auth?: Auth) => send(sim, 'GET', path, undefined, auth);
export const del = (sim: Simulator, path: string, data: unknown, auth?: Auth, headers?: Record<string, string>) =>
  send(sim, 'DELETE', path, data, auth, headers);

export interface Page<T> {
  items: T[];
  totalCount: number;
}

/** One page of a `.../page` call; it must succeed. */
export function pageAt<T>(sim: Simulator, sender: Send, path: string, body: Record<string, unknown>, auth: Auth): Page<T> {
  const response = sender(sim, 'POST', path, body, auth);
  expect(code(response), JSON.stringify(body)).toBe(0);
  return result<Page<T>>(response);
}

/** Every item of a list (pages of 100), checking that the pages add up to `totalCount` without repeats. */
export function everyItem<T extends { id: string }>(
  sim: Simulator,
  sender: Send,
  path: string,
  query: Record<string, unknown>,
  auth: Auth,
): T[] {
  const items: T[] = [];
  let totalCount = 0;
  for (let pageNumber = 1; pageNumber === 1 || items.length < totalCount; pageNumber += 1) {
    const page = pageAt<T>(sim, sender, path, { ...query, pageNumber, pageSize: 100 }, auth);
    totalCount = page.totalCount;
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  expect(items).toHaveLength(totalCount);
  expect(new Set(items.map((item) => item.id)).size).toBe(totalCount);
  return items;
}

export type Key = string | number | null;

/** Keys in list order: ascending or descending (texts without regard to case), empty values last. */
export function expectOrdered(keys: readonly Key[], order: 'ascend' | 'descend', label = ''): void {
  const firstEmpty = keys.indexOf(null);
  const values = (firstEmpty === -1 ? keys : keys.slice(0, firstEmpty)) as Array<string | number>;
  if (firstEmpty !== -1) expect(keys.slice(firstEmpty).every((key) => key === null), label).toBe(true);
  const folded = values.map((value) => (typeof value === 'string' ? value.toLowerCase() : value));
  for (let i = 1; i < folded.length; i += 1) {
    const [a, b] = order === 'ascend' ? [folded[i - 1], folded[i]] : [folded[i], folded[i - 1]];
    expect(a <= b, `${label} ${String(folded[i - 1])} then ${String(folded[i])}`).toBe(true);
  }
}

/** A multipart POST below /api/base (UNSIGNED-PAYLOAD) with one file in the field `file`. */
export function uploadFile(sim: Simulator, path: string, text: string | Buffer, auth: Auth, field = 'file'): SimResponse {
  const data = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const files: SimFile[] = [{ field, name: 'members.csv', type: 'text/csv', data }];
  return call(sim, { method: 'POST', path: `${API_BASE}${path}`, body: null, files, ...auth });
}

/** A 40301 answer naming the key. */
export function expectRefused(response: SimResponse, permission: unknown, label = ''): void {
  expect(code(response), label).toBe(40301);
  expect(result(response), label).toEqual({ permission });
}

/** One part of a multipart request: a file, or the form's values as JSON (`meta`). */
export interface Part {
  field: string;
  name: string;
  data: string | Buffer;
  type?: string;
}

/** The `meta` part of an upload: the form's values as a JSON file. */
export function metaPart(value: unknown): Part {
  return { field: 'meta', name: 'meta.json', type: 'application/json', data: typeof value === 'string' ? value : JSON.stringify(value) };
}

/** A multipart POST below /api/base (UNSIGNED-PAYLOAD) with these parts. */
export function multipart(sim: Simulator, path: string, parts: readonly Part[], auth: Auth): SimResponse {
  const files: SimFile[] = parts.map((part) => ({
    field: part.field,
    name: part.name,
    type: part.type ?? 'application/octet-stream',
    data: typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data,
  }));
  return call(sim, { method: 'POST', path: `${API_BASE}${path}`, body: null, files, ...auth });
}

/** The file name of a download (`filename*=UTF-8''...`). */
export function attachmentName(response: SimResponse): string {
  const disposition = response.headers['content-disposition'] ?? '';
  const match = /filename\*=UTF-8''([^;]+)/.exec(disposition);
  if (!match) throw new Error(`no file name in ${disposition}`);
  return decodeURIComponent(match[1]);
}

/** A download named `<prefix>-YYYYMMDD-HHmmss.<extension>` at the server's time (UTC, within 2 s of `now`). */
export function expectStampedName(response: SimResponse, prefix: string, extension: string, now: number): void {
  const name = attachmentName(response);
  const match = new RegExp(`^${prefix}-(\\d{4})(\\d{2})(\\d{2})-(\\d{2})(\\d{2})(\\d{2})\\.${extension.replace('.', '\\.')}$`).exec(name);
  expect(match, name).not.toBeNull();
  const [, year, month, day, hour, minute, second] = (match ?? []).map(Number);
  expect(Math.abs(Date.UTC(year, month - 1, day, hour, minute, second) - now)).toBeLessThan(2000);
}

export interface ZipEntry {
  name: string;
  /** 0 stored. */
  method: number;
  crc: number;
  data: Buffer;
}

/** The entries of a zip, read from its central directory (end record without a comment). */
export function unzip(zipData: Buffer): ZipEntry[] {
  const end = zipData.length - 22;
  expect(zipData.readUInt32LE(end)).toBe(0x06054b50);
  const count = zipData.readUInt16LE(end + 10);
  const size = zipData.readUInt32LE(end + 12);
  let at = zipData.readUInt32LE(end + 16);
  expect(at + size).toBe(end);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zipData.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zipData.readUInt16LE(at + 28);
    const skip = nameLength + zipData.readUInt16LE(at + 30) + zipData.readUInt16LE(at + 32);
    const offset = zipData.readUInt32LE(at + 42);
    expect(zipData.readUInt32LE(offset)).toBe(0x04034b50);
    const start = offset + 30 + zipData.readUInt16LE(offset + 26) + zipData.readUInt16LE(offset + 28);
    entries.push({
      name: zipData.toString('utf8', at + 46, at + 46 + nameLength),
      method: zipData.readUInt16LE(at + 10),
      crc: zipData.readUInt32LE(at + 16),
      data: zipData.subarray(start, start + zipData.readUInt32LE(at + 20)),
    });
    at += 46 + skip;
  }
  return entries;
}

export function advanceClock(sim: Simulator, ms: number): number {
  const reply = handleControl(sim, 'POST', '/__simulator/clock', '', { advanceMs: ms });
  expect(reply.status).toBe(200);
  return (reply.body as { now: number }).now;
}

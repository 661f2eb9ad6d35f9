/**
 * The document (docs/openapi.yaml) against the console's calls and the
 * simulator's route table, and the checker that holds requests and answers
 * to it.
 */
import { ROUTES, Simulator } from '../sim/simulator';
import { call } from '../sim/testClient';
import type { SimRequest, SimResponse } from '../sim/types';
import { fits, sourceCalls } from './calls';
import { contract, REQUEST_HEADERS } from './contract';

describe("the document and the console's calls", () => {
  const calls = sourceCalls();
  const operations = contract().operations;

  it('finds the calls in the source', () => {
    // The reader is itself checked: it sees the services' calls, parameters and methods.
    expect(calls.length).toBeGreaterThan(80);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/base/asset/{}' }));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/rss/scene/{}/map/image' }));
  });

  it('describes every call the console makes', () => {
    const missing = calls.filter((c) => !operations.some((op) => op.method === c.method.toLowerCase() && fits(c.path, op.path)));
    expect(missing.map((c) => `${c.method} ${c.path} (${c.at})`)).toEqual([]);
  });

  it('describes no call the console never makes', () => {
    const unused = operations.filter((op) => !calls.some((c) => op.method === c.method.toLowerCase() && fits(c.path, op.path)));
    expect(unused.map((op) => `${op.id} ${op.method.toUpperCase()} ${op.path}`)).toEqual([]);
  });

  it('gives every operation a unique id, a tenant scope and its failures', () => {
    const ids = operations.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => !op.scope).map((op) => op.id)).toEqual([]);
  });
});

describe("the document and the simulator's route table", () => {
  it('has an operation for every route, with its security, scope and permission', () => {
    const wrong = ROUTES.flatMap((route) => {
      // The table is typed by the document, so this holds at compile time too; the test also covers the extensions.
      const op = contract().operations.find((o) => o.method === route.method.toLowerCase() && o.path === route.path);
      if (!op) return [`${route.method} ${route.path}: no operation`];
      const out: string[] = [];
      if (op.public !== (route.public === true)) out.push(`${op.id}: public ${op.public}, the route ${route.public === true}`);
      if (op.scope !== route.scope) out.push(`${op.id}: x-scope ${op.scope}, the route ${route.scope}`);
      if (JSON.stringify(op.permission) !== JSON.stringify(route.permission)) {
        out.push(`${op.id}: x-permission ${JSON.stringify(op.permission)}, the route ${JSON.stringify(route.permission)}`);
      }
      return out;
    });
    expect(wrong).toEqual([]);
  });

  it('has a route for every operation', () => {
    const routes = new Set(ROUTES.map((route) => `${route.method.toLowerCase()} ${route.path}`));
    expect(contract().operations.filter((op) => !routes.has(`${op.method} ${op.path}`)).map((op) => op.id)).toEqual([]);
  });
});

describe('the checker', () => {
  const sim = new Simulator();
  const consoleHeaders = Object.fromEntries(REQUEST_HEADERS.map((name) => [name, '']));
  const publicKey = () => {
    const request: SimRequest = { method: 'GET', url: '/api/base/auth/public-key', headers: consoleHeaders, body: '' };
    return { request, response: call(sim, { path: '/api/base/auth/public-key' }) };
  };
  const opName = () => {
    const op = contract().operation('GET', '/base/auth/public-key');
    return `${op?.id} (GET /base/auth/public-key)`;
  };
  const withResult = (response: SimResponse, result: unknown): SimResponse => ({
    ...response,
    body: { ...(response.body as object), result },
  });

  it('passes a real request and its answer', () => {
    const { request, response } = publicKey();
    expect(contract().check(request, response, { headers: true })).toEqual([]);
  });

  it('names the operation and the field of an answer missing a field', () => {
    const { request, response } = publicKey();
    const rest: Record<string, unknown> = { ...(response.body as { result: object }).result };
    delete rest.publicKey;
    expect(contract().check(request, withResult(response, rest))).toEqual([`${opName()} answer/result: missing property 'publicKey'`]);
  });

  it('refuses a property the document does not list, and a value of the wrong type', () => {
    const { request, response } = publicKey();
    const result = (response.body as { result: Record<string, unknown> }).result;
    expect(contract().check(request, withResult(response, { ...result, secret: 'x', keyId: 7 }))).toEqual([
      `${opName()} answer/result: property 'secret' is not in the document`,
      `${opName()} answer/result/keyId: must be string`,
    ]);
  });

  it('refuses a failure code the operation does not declare, and allows the common ones', () => {
    const { request, response } = publicKey();
    const failure = (code: number) => ({ ...response, body: { status: { statusCode: code, statusReason: 'no' }, result: null } });
    expect(contract().check(request, failure(40901))).toEqual([`${opName()} failure: code 40901 is not in its x-failures`]);
    expect(contract().check(request, failure(40002))).toEqual([]);
  });

  it('refuses a request without the seven headers, or with a body property the document lacks', () => {
    const { request, response } = publicKey();
    expect(contract().check({ ...request, headers: {} }, response, { headers: true })).toEqual([
      `${opName()} request: missing headers ${REQUEST_HEADERS.join(', ')}`,
    ]);
    const login = contract().operation('POST', '/base/auth/login');
    const refused = { ...response, body: { status: { statusCode: 40001, statusReason: 'no' }, result: { fields: { password: 'wrong' } } } };
    const sent = { ...request, method: 'POST', url: '/api/base/auth/login', body: JSON.stringify({ account: 'a', password: 'p', keyId: 'k', remember: true }) };
    expect(contract().check(sent, refused)).toEqual([`${login?.id} (POST /base/auth/login) request body: property 'remember' is not in the document`]);
  });

  it('refuses a call the document does not have', () => {
    const { response } = publicKey();
    expect(contract().check({ method: 'GET', url: '/api/base/nowhere', headers: consoleHeaders, body: '' }, response)).toEqual([
      'GET /base/nowhere: no operation of the document',
    ]);
  });
});

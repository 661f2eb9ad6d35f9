/**
 * The API contract (docs/openapi.yaml) as a checker: every request the
 * console sends and every answer the simulator gives is validated against
 * it, with a standard JSON Schema validator (ajv, draft 2020-12, the dialect
 * of OpenAPI 3.1). Node only: the tests and the simulator's dev middleware
 * load it; the browser bundle never does.
 *
 * Objects are closed: a property a schema does not list is a violation,
 * unless the schema declares `additionalProperties` itself (a map).
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { LOGIN_EXPIRED_CODES, STATUS } from '../../src/request/codes';
import type { SimRequest, SimResponse } from '../sim/types';

export const DOCUMENT_PATH = resolve(process.cwd(), 'docs/openapi.yaml');
const DOC_ID = 'https://console.invalid/openapi.json';
const METHODS = ['get', 'post', 'put', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** The headers every request of the console carries (the document's "Headers"). */
export const REQUEST_HEADERS = ['token', 'userid', 'timezone', 'timezoneregion', 'sign', 'visitorid', 'sceneuuid'] as const;

/** Codes any signed call can answer, and those of a session call (the document's "Failures"). */
const SIGNED_FAILURES: readonly number[] = [STATUS.SIGN_MISMATCH, STATUS.SIGN_EXPIRED, STATUS.NONCE_REPLAYED, STATUS.GENERIC_FAILURE];
const SESSION_FAILURES: readonly number[] = [...SIGNED_FAILURES, ...LOGIN_EXPIRED_CODES];

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

interface Failure {
  description?: string;
  fields?: string[];
}

export interface Operation {
  id: string;
  method: Method;
  /** The document's path template, `/base/asset/{id}`. */
  path: string;
  pattern: RegExp;
  literals: number;
  public: boolean;
  scope: string | undefined;
  permission: string | string[] | undefined;
  failures: Map<number, Failure>;
  parameters: Parameter[];
  /** The JSON body's property names (all branches of a oneOf). */
  bodyProperties: Set<string>;
  bodyType: string | undefined;
  /** Validators, compiled on first use (a test file meets a few operations, not all). */
  validateBody: Lazy | undefined;
  validateQuery: Lazy;
  validatePath: Lazy;
  validateResult: Lazy | undefined;
  /** Media types a successful file answer may have. */
  fileTypes: string[];
  multipartFields: Set<string> | undefined;
}

type Lazy = () => ValidateFunction;

function once(make: () => ValidateFunction): Lazy {
  let made: ValidateFunction | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Keys whose values are data, not schemas. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'const']);

/** Calls `visit` on every object below `node`, depth first, leaving data (examples, enums) alone. */
function eachObject(node: unknown, visit: (object: Json) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item) => eachObject(item, visit));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  visit(node as Json);
  for (const [key, value] of Object.entries(node)) if (!DATA_KEYS.has(key)) eachObject(value, visit);
}

/** Closes an object schema that does not say otherwise (see the header). */
function close(schema: Json): void {
  const isObject = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object')) || 'properties' in schema;
  if (isObject && !('additionalProperties' in schema) && !('unevaluatedProperties' in schema) && !('$ref' in schema)) {
    schema.additionalProperties = false;
  }
}

/** Makes a local reference absolute, so that a schema compiled on its own (parameters) resolves it. */
function anchor(schema: Json): void {
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) schema.$ref = `${DOC_ID}${schema.$ref}`;
}

function propertiesOf(schema: Json | undefined, doc: Json): Set<string> {
  const out = new Set<string>();
  const visit = (node: Json | undefined) => {
    if (!node) return;
    if (typeof node.$ref === 'string') {
      const target = node.$ref
        .replace(/^[^#]*#\//, '')
        .split('/')
        .reduce<unknown>((at, key) => (at as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      visit(target as Json);
      return;
    }
    for (const name of Object.keys((node.properties as Json | undefined) ?? {})) out.add(name);
    for (const branch of (node.oneOf as Json[] | undefined) ?? []) visit(branch);
  };
  visit(schema);
  return out;
}

function failuresOf(raw: unknown): Map<number, Failure> {
  const out = new Map<number, Failure>();
  for (const [code, value] of Object.entries((raw as Json | undefined) ?? {})) {
    out.set(Number(code), typeof value === 'string' ? { description: value } : (value as Failure));
  }
  return out;
}

function describe(errors: ErrorObject[] | null | undefined, where: string): string[] {
  return (errors ?? []).map((error) => {
    const at = `${where}${error.instancePath}`;
    if (error.keyword === 'required') return `${at}: missing property '${(error.params as { missingProperty: string }).missingProperty}'`;
    if (error.keyword === 'additionalProperties') {
      return `${at}: property '${(error.params as { additionalProperty: string }).additionalProperty}' is not in the document`;
    }
    return `${at}: ${error.message ?? error.keyword}${error.keyword === 'enum' ? ` ${JSON.stringify((error.params as { allowedValues: unknown }).allowedValues)}` : ''}`;
  });
}

/** A query string as the document's parameters read it: numbers, booleans and repeated names typed by their schema. */
function queryObject(rawQuery: string, parameters: Parameter[]): Json {
  const out: Json = {};
  const params = new URLSearchParams(rawQuery);
  for (const name of new Set(params.keys())) {
    const schema = parameters.find((parameter) => parameter.in === 'query' && parameter.name === name)?.schema ?? {};
    const values = params.getAll(name);
    const typed = values.map((value) => {
      const type = Array.isArray(schema.type) ? schema.type : [schema.type];
      if ((type.includes('integer') || type.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
      if (type.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
      return value;
    });
    out[name] = schema.type === 'array' ? typed : typed.length === 1 ? typed[0] : typed;
  }
  return out;
}

export class Contract {
  readonly operations: Operation[] = [];
  private readonly ajv: Ajv2020;

  constructor(readonly document: Json) {
    const doc = structuredClone(document);
    for (const part of [doc.components, doc.paths]) {
      eachObject(part, close);
      eachObject(part, anchor);
    }
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ ...doc, $id: DOC_ID });
    const compile = (...parts: string[]) => once(() => this.ajv.compile({ $ref: `${DOC_ID}#/${encodeURI(pointer(...parts))}` }));

    for (const [path, item] of Object.entries((doc.paths as Json) ?? {})) {
      const pathItem = item as Json;
      const shared = (pathItem.parameters as Parameter[] | undefined) ?? [];
      for (const method of METHODS) {
        const op = pathItem[method] as Json | undefined;
        if (!op) continue;
        const parameters = [...shared, ...((op.parameters as Parameter[] | undefined) ?? [])];
        const requestContent = ((op.requestBody as Json | undefined)?.content as Json | undefined) ?? {};
        const jsonBody = requestContent['application/json'] as Json | undefined;
        const multipart = requestContent['multipart/form-data'] as Json | undefined;
        const okContent = (((op.responses as Json)?.['200'] as Json | undefined)?.content as Json | undefined) ?? {};
        const paramSchema = (where: 'query' | 'path') => {
          const own = parameters.filter((parameter) => parameter.in === where);
          return {
            type: 'object',
            additionalProperties: false,
            required: own.filter((parameter) => parameter.required).map((parameter) => parameter.name),
            properties: Object.fromEntries(own.map((parameter) => [parameter.name, parameter.schema ?? {}])),
          };
        };
        const literals = path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{')).length;
        const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`);
        const security = op.security as Json[] | undefined;
        this.operations.push({
          id: String(op.operationId),
          method,
          path,
          pattern,
          literals,
          public: security !== undefined && security.some((entry) => 'publicSign' in entry),
          scope: op['x-scope'] as string | undefined,
          permission: op['x-permission'] as string | string[] | undefined,
          failures: failuresOf(op['x-failures']),
          parameters,
          bodyProperties: propertiesOf(jsonBody?.schema as Json | undefined, doc),
          bodyType: jsonBody ? 'application/json' : multipart ? 'multipart/form-data' : undefined,
          validateBody: jsonBody ? compile('paths', path, method, 'requestBody', 'content', 'application/json', 'schema') : undefined,
          validateQuery: once(() => this.ajv.compile(paramSchema('query'))),
          validatePath: once(() => this.ajv.compile(paramSchema('path'))),
          validateResult: okContent['application/json']
            ? compile('paths', path, method, 'responses', '200', 'content', 'application/json', 'schema')
            : undefined,
          fileTypes: Object.keys(okContent).filter((type) => type !== 'application/json'),
          multipartFields: multipart ? propertiesOf(multipart.schema as Json | undefined, doc) : undefined,
        });
      }
    }
    // The most literal template first: `/base/asset/page` before `/base/asset/{id}`.
    this.operations.sort((a, b) => b.literals - a.literals);
    this.validateFailure = once(() => this.ajv.compile({ $ref: `${DOC_ID}#/components/schemas/Failure` }));
  }

  private readonly validateFailure: Lazy;

  static load(file = DOCUMENT_PATH): Contract {
    return new Contract(readDocument(file));
  }

  /** The operation of a method and a path below the API root (`/base/asset/7`). */
  operation(method: string, path: string): Operation | undefined {
    const lower = method.toLowerCase();
    return this.operations.find((op) => op.method === lower && op.pattern.test(path));
  }

  /**
   * What in this request and its answer the document does not allow, one
   * line each, naming the operation. `headers`: also require the seven
   * headers of every console request. `requests: false` checks the answer
   * only (the simulator's own tests send wrong requests on purpose).
   */
  check(request: SimRequest, response: SimResponse, { apiRoot = '/api', headers = false, requests = true } = {}): string[] {
    const queryAt = request.url.indexOf('?');
    const fullPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const rawQuery = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    const path = fullPath.startsWith(`${apiRoot}/`) ? fullPath.slice(apiRoot.length) : fullPath;
    const op = this.operation(request.method, path);
    if (!op) return requests ? [`${request.method.toUpperCase()} ${path}: no operation of the document`] : [];
    const name = `${op.id} (${op.method.toUpperCase()} ${op.path})`;
    const asked = requests ? this.checkRequest(op, request, path, rawQuery, headers) : [];
    return [...asked, ...this.checkAnswer(op, request, response)].map(
      (line) => `${name} ${line}`,
    );
  }

  private checkRequest(op: Operation, request: SimRequest, path: string, rawQuery: string, headers: boolean): string[] {
    const out: string[] = [];
    if (headers) {
      const missing = REQUEST_HEADERS.filter((header) => request.headers[header] === undefined);
      if (missing.length > 0) out.push(`request: missing headers ${missing.join(', ')}`);
    }
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    const values = path.split('/').filter((_, index) => op.path.split('/')[index]?.startsWith('{'));
    const pathParams = Object.fromEntries(names.map((key, index) => [key, decodeURIComponent(values[index] ?? '')]));
    const validatePath = op.validatePath();
    if (!validatePath(pathParams)) out.push(...describe(validatePath.errors, 'request path'));
    const validateQuery = op.validateQuery();
    if (!validateQuery(queryObject(rawQuery, op.parameters))) out.push(...describe(validateQuery.errors, 'request query'));
    if (request.files !== undefined || request.body === null) {
      if (!op.multipartFields) out.push('request: a multipart body the document does not take');
      for (const file of request.files ?? []) {
        if (op.multipartFields && !op.multipartFields.has(file.field)) out.push(`request: multipart field '${file.field}' is not in the document`);
      }
      return out;
    }
    const text = request.body ?? '';
    if (text === '') {
      if (op.validateBody && op.bodyType === 'application/json') out.push('request: the body is missing');
      return out;
    }
    if (!op.validateBody) return [...out, 'request: a body the document does not take'];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [...out, 'request: the body is not JSON'];
    }
    const validateBody = op.validateBody();
    if (!validateBody(body)) out.push(...describe(validateBody.errors, 'request body'));
    return out;
  }

  private checkAnswer(op: Operation, request: SimRequest, response: SimResponse): string[] {
    if (response.status !== 200) return [`answer: HTTP ${response.status}`];
    if (response.raw) {
      const type = (response.headers['content-type'] ?? '').split(';')[0].trim();
      return op.fileTypes.includes(type) ? [] : [`answer: a file of type '${type}' the document does not declare`];
    }
    const body = response.body as { status?: { statusCode?: unknown } };
    const code = body?.status?.statusCode;
    if (code === STATUS.SUCCESS) {
      if (!op.validateResult) return ['answer: JSON where the document declares a file'];
      const validateResult = op.validateResult();
      return validateResult(body) ? [] : describe(validateResult.errors, 'answer');
    }
    const validateFailure = this.validateFailure();
    if (!validateFailure(body)) return describe(validateFailure.errors, 'failure');
    const failure = body as { status: { statusCode: number }; result: { fields?: Record<string, string> } | null };
    const common = op.public ? SIGNED_FAILURES : SESSION_FAILURES;
    const permitted = common.includes(failure.status.statusCode) || op.failures.has(failure.status.statusCode);
    const keyed = failure.status.statusCode === STATUS.PERMISSION_MISSING && (op.permission !== undefined || op.scope === 'platform');
    if (!permitted && !keyed) return [`failure: code ${failure.status.statusCode} is not in its x-failures`];
    const fields = Object.keys(failure.result?.fields ?? {});
    const declared = new Set(op.failures.get(failure.status.statusCode)?.fields ?? []);
    const sent = sentNames(request);
    const params = new Set(op.parameters.map((parameter) => parameter.name));
    return fields
      .filter((field) => {
        const head = field.split(/[.[]/)[0];
        const requestField = op.bodyProperties.has(head) || op.multipartFields?.has(head) || params.has(head) || sent.has(head);
        return !declared.has(field) && !declared.has(head) && !requestField;
      })
      .map((field) => `failure: result.fields names '${field}', neither a request field nor in its x-failures`);
  }
}

/** The top-level names of a JSON request body. */
function sentNames(request: SimRequest): Set<string> {
  try {
    const body = JSON.parse(request.body ?? '') as unknown;
    return new Set(typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : []);
  } catch {
    return new Set();
  }
}

/** Throws what was broken, one line each, when anything was. */
export function assertKept(violations: readonly string[]): void {
  if (violations.length > 0) throw new Error(`the API contract (docs/openapi.yaml) was broken:\n${violations.join('\n')}`);
}

/**
 * The document as data. Parsing its YAML takes about half a second in a fresh
 * process, and every test file is one (tests/setup.ts reads the contract): the
 * parsed document is kept as JSON in the system's temporary folder, named by
 * the hash of the text, so an edited document is parsed anew. Written whole
 * (a rename) so a parallel reader never sees half; any failure parses the YAML.
 */
function readDocument(file: string): Json {
  const text = readFileSync(file, 'utf8');
  const kept = join(tmpdir(), `robot-console-contract-${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(kept, 'utf8')) as Json;
  } catch {
    // Not kept yet (or unreadable): parse it, and keep it for the next process.
  }
  const doc = parse(text) as Json;
  try {
    const partial = `${kept}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(doc));
    renameSync(partial, kept);
  } catch {
    // A temporary folder that cannot be written: each process parses the YAML.
  }
  return doc;
}

let loaded: Contract | undefined;
/** The document, read once per process. */
export function contract(): Contract {
  loaded ??= Contract.load();
  return loaded;
}

/**
 * Dictionaries (docs/api.md "Translations and dictionaries"): the platform
 * edits the options of its selects; any signed-in account lists one type's
 * (the selects). A code in use keeps its code and type and cannot be
 * deleted. Writes are recorded under module `dictionary` as `<type>/<code>`.
 */
import { STATUS } from '../../../src/request/codes';
import {
  DICTIONARY_CODE_MAX,
  DICTIONARY_CODE_PATTERN,
  DICTIONARY_NAME_MAX,
  DICTIONARY_SORT_MAX,
  DICTIONARY_TYPES,
} from '../../../src/services/types/system';
import { DICTIONARY_KEYS } from '../../../src/services/types/permissions';
import {
  inUseOf,
  usage,
  type DictionaryEntry,
  type DictionaryRecord,
  type DictionaryType,
} from '../dictionaries';
import type { Audit, Ctx, RouteDef } from '../router';
import type { SimState } from '../store';
import { SimError } from '../types';
import { codePoints, fieldError, pageInput, requireIds, requireObject } from './validate';

const READ = DICTIONARY_KEYS.list;
const EDIT = DICTIONARY_KEYS.edit;
/** The feedback classes are whole numbers (the tickets hold numbers). */
const NUMBER_TYPES: ReadonlySet<DictionaryType> = new Set(['anomalyClass', 'causeClass']);

const blank = (value: unknown) => value === undefined || value === null || value === '';
/** The records whose codes count as uses: the software modules and the feedback tickets. */
const holders = (state: SimState) => ({ modules: state.normalization.modules, tickets: state.production.feedback });

function requireType(input: Record<string, unknown>): DictionaryType {
  const value = input.type;
  if (blank(value)) throw fieldError('type', 'required', 'type is required');
  if (!DICTIONARY_TYPES.includes(value as DictionaryType)) throw fieldError('type', 'invalid', `type must be one of ${DICTIONARY_TYPES.join(', ')}`);
  return value as DictionaryType;
}

function trimmed(input: Record<string, unknown>, field: string, max: number): string {
  const value = input[field];
  if (blank(value) || (typeof value === 'string' && value.trim() === '')) throw fieldError(field, 'required', `${field} is required`);
  if (typeof value !== 'string') throw fieldError(field, 'invalid', `${field} must be a text`);
  const text = value.trim();
  if (codePoints(text) > max) throw fieldError(field, 'tooLong', `${field} is at most ${max} characters`);
  return text;
}

function entryInput(input: Record<string, unknown>): Omit<DictionaryRecord, 'id'> {
  const name = trimmed(input, 'name', DICTIONARY_NAME_MAX);
  const code = trimmed(input, 'code', DICTIONARY_CODE_MAX);
  if (!DICTIONARY_CODE_PATTERN.test(code)) throw fieldError('code', 'invalid', 'code is letters, digits, dot, dash or underscore');
  const sort = input.sort;
  if (blank(sort)) throw fieldError('sort', 'required', 'sort is required');
  if (typeof sort !== 'number' || !Number.isInteger(sort) || sort < 0 || sort > DICTIONARY_SORT_MAX) {
    throw fieldError('sort', 'invalid', `sort is a whole number from 0 to ${DICTIONARY_SORT_MAX}`);
  }
  const type = requireType(input);
  if (NUMBER_TYPES.has(type) && !/^[1-9][0-9]{0,3}$/.test(code)) throw fieldError('code', 'invalid', `A ${type} code is a whole number`);
  return { name, code, sort, type };
}

function shown(entry: DictionaryRecord, counts: ReadonlyMap<string, number>): DictionaryEntry {
  return { ...entry, inUse: inUseOf(counts, entry) };
}

function findEntry(state: SimState, id: unknown): DictionaryRecord {
  const entry = typeof id === 'string' ? state.dictionary.entries.find((candidate) => candidate.id === id) : undefined;
  if (!entry) throw new SimError(STATUS.NOT_FOUND, 'Dictionary entry not found');
  return entry;
}

function refuseTaken(state: SimState, own: DictionaryRecord | undefined, type: DictionaryType, code: string): void {
  if (state.dictionary.entries.some((entry) => entry !== own && entry.type === type && entry.code === code)) {
    throw new SimError(STATUS.CONFLICT, `${type} already has the code ${code}`);
  }
}

/** By type (in the contract's order), then sort, then code. */
function compareEntries(a: DictionaryRecord, b: DictionaryRecord): number {
  return (
    DICTIONARY_TYPES.indexOf(a.type) - DICTIONARY_TYPES.indexOf(b.type) ||
    a.sort - b.sort ||
    (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  );
}

const PAGE_FIELDS = new Set(['pageNumber', 'pageSize', 'type', 'keyword']);

function pageEntries(ctx: Ctx) {
  const input = requireObject(ctx.body);
  const { pageNumber, pageSize } = pageInput(input);
  for (const field of Object.keys(input)) if (!PAGE_FIELDS.has(field)) throw fieldError(field, 'invalid', `Unknown filter ${field}`);
  const type = blank(input.type) ? undefined : requireType(input);
  const keyword = input.keyword;
  if (!blank(keyword) && typeof keyword !== 'string') throw fieldError('keyword', 'invalid', 'keyword must be a text');
  const folded = typeof keyword === 'string' ? keyword.trim().toLowerCase() : '';
  const matching = ctx.state.dictionary.entries
    .filter(
      (entry) =>
        (type === undefined || entry.type === type) &&
        (folded === '' || entry.name.toLowerCase().includes(folded) || entry.code.toLowerCase().includes(folded)),
    )
    .sort(compareEntries);
  const counts = usage(holders(ctx.state));
  const start = (pageNumber - 1) * pageSize;
  return { items: matching.slice(start, start + pageSize).map((entry) => shown(entry, counts)), totalCount: matching.length };
}

/** The entries a delete's answer stands for (its log entry names them; the answer only counts them). */
const DELETED = new WeakMap<object, DictionaryRecord[]>();

const ENTRY_AUDIT: Audit = {
  module: 'dictionary',
  describe: (result) => {
    const { type, code, name, sort } = result as DictionaryEntry;
    return { target: `${type}/${code}`, detail: { type, code, name, sort } };
  },
};

export const dictionaryRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/dictionary/page',
    scope: 'platform',
    permission: READ,
    handle: pageEntries,
  },
  {
    method: 'POST',
    path: '/base/dictionary/list',
    // Any signed-in account: the selects of the console read it.
    scope: 'shared',
    audit: false,
    handle: (ctx) => {
      const type = requireType(requireObject(ctx.body));
      const counts = usage(holders(ctx.state));
      return ctx.state.dictionary.entries
        .filter((entry) => entry.type === type)
        .sort(compareEntries)
        .map((entry) => shown(entry, counts));
    },
  },
  {
    method: 'POST',
    path: '/base/dictionary',
    scope: 'platform',
    permission: EDIT,
    audit: ENTRY_AUDIT,
    handle: (ctx) => {
      const fields = entryInput(requireObject(ctx.body));
      refuseTaken(ctx.state, undefined, fields.type, fields.code);
      const store = ctx.state.dictionary;
      const entry: DictionaryRecord = { id: `d${store.nextNumber}`, ...fields };
      store.nextNumber += 1;
      store.entries.push(entry);
      return shown(entry, usage(holders(ctx.state)));
    },
  },
  {
    method: 'PUT',
    path: '/base/dictionary',
    scope: 'platform',
    permission: EDIT,
    audit: ENTRY_AUDIT,
    handle: (ctx) => {
      const input = requireObject(ctx.body);
      if (blank(input.id)) throw fieldError('id', 'required', 'id is required');
      const fields = entryInput(input);
      const entry = findEntry(ctx.state, input.id);
      const counts = usage(holders(ctx.state));
      const inUse = inUseOf(counts, entry);
      if (inUse > 0 && (fields.code !== entry.code || fields.type !== entry.type)) {
        throw new SimError(STATUS.CONFLICT, `${entry.code} is in use by ${inUse} records; its code and type cannot change`);
      }
      refuseTaken(ctx.state, entry, fields.type, fields.code);
      Object.assign(entry, fields);
      return shown(entry, counts);
    },
  },
  {
    method: 'DELETE',
    path: '/base/dictionary',
    scope: 'platform',
    permission: EDIT,
    audit: {
      module: 'dictionary',
      describe: (result) => {
        const entries = DELETED.get(result as object) ?? [];
        return {
          target: entries.length === 1 ? `${entries[0].type}/${entries[0].code}` : String(entries.length),
          detail: entries.map(({ type, code, name }) => ({ type, code, name })),
        };
      },
    },
    handle: (ctx) => {
      const ids = requireIds(requireObject(ctx.body), 1000);
      // All or none: an unknown id or one in use deletes nothing.
      const entries = ids.map((id) => findEntry(ctx.state, id));
      const counts = usage(holders(ctx.state));
      for (const entry of entries) {
        const inUse = inUseOf(counts, entry);
        if (inUse > 0) throw new SimError(STATUS.CONFLICT, `${entry.code} is in use by ${inUse} records`);
      }
      const gone = new Set(entries);
      ctx.state.dictionary.entries = ctx.state.dictionary.entries.filter((entry) => !gone.has(entry));
      const answer = { deleted: entries.length };
      DELETED.set(answer, entries);
      return answer;
    },
  },
];

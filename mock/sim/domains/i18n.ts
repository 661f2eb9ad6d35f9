/**
 * Translations (docs/api.md "Translations and dictionaries"): the startup
 * call every visitor makes (public), and the platform's management of the
 * store: entries one per key and language, the page with the keys missing in
 * each language, and the .xlsx import (read, then listed and applied once)
 * with its template. Writes are recorded under module `i18n`.
 */
import { STATUS } from '../../../src/request/codes';
import { TRANSLATION_KEYS } from '../../../src/services/types/permissions';
import {
  LOCALE_NAMES,
  TRANSLATION_KEY_MAX,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_TEMPLATE_NAME,
  TRANSLATION_VALUE_MAX,
} from '../../../src/services/types/system';
import type { Schema } from '../../../src/services/types/contract';
import { attachment } from '../files';
import type { Audit, Ctx, RouteDef } from '../router';
import { asyncOnly } from '../router';
import {
  applyImport,
  dropExpiredImports,
  findEntry,
  importSummary,
  ImportFileError,
  keysWithValue,
  missingCounts,
  readImportFile,
  templateWorkbook,
  wordsOf,
  XLSX_TYPE,
  type HeldImport,
  type LocaleName,
  type TranslationRecord,
} from '../translations';
import { RawReply, SimError } from '../types';
import { codePoints, fieldError, optionalBoolean, pageInput, requireIds, requireObject } from './validate';

const EDIT = TRANSLATION_KEYS.edit;
const READ = TRANSLATION_KEYS.list;
const IMPORT = TRANSLATION_KEYS.import;

/** Left out, null or '': not given. */
const blank = (value: unknown) => value === undefined || value === null || value === '';

function requireLanguage(input: Record<string, unknown>, field: string): LocaleName {
  const value = input[field];
  if (blank(value)) throw fieldError(field, 'required', `${field} is required`);
  if (value !== 'zh-CN' && value !== 'en-US') throw fieldError(field, 'invalid', `${field} must be zh-CN or en-US`);
  return value;
}

/** key, language, value of an entry's body (the key trimmed; the value kept as typed, markup and all). */
function entryInput(input: Record<string, unknown>): Pick<TranslationRecord, 'key' | 'language' | 'value'> {
  const rawKey = input.key;
  if (blank(rawKey) || (typeof rawKey === 'string' && rawKey.trim() === '')) throw fieldError('key', 'required', 'key is required');
  if (typeof rawKey !== 'string') throw fieldError('key', 'invalid', 'key must be a text');
  const key = rawKey.trim();
  if (key.length > TRANSLATION_KEY_MAX) throw fieldError('key', 'tooLong', `key is at most ${TRANSLATION_KEY_MAX} characters`);
  if (!TRANSLATION_KEY_PATTERN.test(key)) {
    throw fieldError('key', 'invalid', 'key is dot-separated words of letters, digits, dash or underscore, the first starting with a letter');
  }
  const language = requireLanguage(input, 'language');
  const value = input.value;
  if (typeof value !== 'string' || value.trim() === '') throw fieldError('value', 'required', 'value is required');
  if (codePoints(value) > TRANSLATION_VALUE_MAX) throw fieldError('value', 'tooLong', `value is at most ${TRANSLATION_VALUE_MAX} characters`);
  return { key, language, value };
}

function refuseTaken(ctx: Ctx, own: TranslationRecord | undefined, key: string, language: string): void {
  const other = findEntry(ctx.state.translations, key, language);
  if (other && other !== own) throw new SimError(STATUS.CONFLICT, `${key} already has a ${language} value`);
}

function findTranslation(ctx: Ctx, id: unknown): TranslationRecord {
  const entry = typeof id === 'string' ? ctx.state.translations.entries.find((candidate) => candidate.id === id) : undefined;
  if (!entry) throw new SimError(STATUS.NOT_FOUND, 'Translation not found');
  return entry;
}

const TRANSLATION_FILTERS = new Set(['pageNumber', 'pageSize', 'key', 'value', 'language', 'missingIn']);

function optionalLanguage(input: Record<string, unknown>, field: string): LocaleName | undefined {
  return blank(input[field]) ? undefined : requireLanguage(input, field);
}

function optionalText(input: Record<string, unknown>, field: string): string {
  const value = input[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw fieldError(field, 'invalid', `${field} must be a text`);
  return value.trim().toLowerCase();
}

/** pageTranslations: filters, then by key, then language (zh-CN first). */
function pageTranslations(ctx: Ctx) {
  const input = requireObject(ctx.body);
  const { pageNumber, pageSize } = pageInput(input);
  for (const field of Object.keys(input)) if (!TRANSLATION_FILTERS.has(field)) throw fieldError(field, 'invalid', `Unknown filter ${field}`);
  const key = optionalText(input, 'key');
  const value = optionalText(input, 'value');
  const language = optionalLanguage(input, 'language');
  const missingIn = optionalLanguage(input, 'missingIn');
  const store = ctx.state.translations;
  let wanted: (entry: TranslationRecord) => boolean;
  if (missingIn) {
    // The other language's entries of the keys with no value in `missingIn` (the language filter is ignored).
    const filled = keysWithValue(store, missingIn);
    wanted = (entry) => entry.language !== missingIn && entry.value.trim() !== '' && !filled.has(entry.key);
  } else {
    wanted = (entry) => language === undefined || entry.language === language;
  }
  const matching = store.entries.filter(
    (entry) => wanted(entry) && (key === '' || entry.key.toLowerCase().includes(key)) && (value === '' || entry.value.toLowerCase().includes(value)),
  );
  matching.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : LOCALE_NAMES.indexOf(a.language) - LOCALE_NAMES.indexOf(b.language)));
  const start = (pageNumber - 1) * pageSize;
  return {
    items: matching.slice(start, start + pageSize).map((entry) => ({ ...entry })),
    totalCount: matching.length,
    missing: missingCounts(store),
  };
}

/** What an entry's write records: the key, and the key, language and value. */
const ENTRY_AUDIT: Audit = {
  module: 'i18n',
  describe: (result) => {
    const { key, language, value } = result as TranslationRecord;
    return { target: key, detail: { key, language, value } };
  },
};

const IMPORT_FIELDS = new Set(['importId', 'pageNumber', 'pageSize', 'refusedOnly', 'apply']);

/** The caller's held import: another account's, an unknown or an expired one is not found. */
function heldImport(ctx: Ctx, id: unknown): HeldImport {
  dropExpiredImports(ctx.state.translations, ctx.now);
  const held = typeof id === 'string' ? ctx.state.translations.imports.get(id) : undefined;
  if (!held || held.accountId !== ctx.user?.id) throw new SimError(STATUS.NOT_FOUND, 'Import not found');
  return held;
}

function listImport(ctx: Ctx) {
  const input = requireObject(ctx.body);
  for (const field of Object.keys(input)) if (!IMPORT_FIELDS.has(field)) throw fieldError(field, 'invalid', `Unknown field ${field}`);
  if (blank(input.importId)) throw fieldError('importId', 'required', 'importId is required');
  if (typeof input.importId !== 'string') throw fieldError('importId', 'invalid', 'importId must be an id');
  const { pageNumber, pageSize } = pageInput(input);
  const refusedOnly = optionalBoolean(input, 'refusedOnly') ?? false;
  const apply = optionalBoolean(input, 'apply') ?? false;
  const held = heldImport(ctx, input.importId);
  if (apply) {
    if (held.applied) throw new SimError(STATUS.CONFLICT, 'This import was applied already');
    applyImport(ctx.state.translations, held, ctx.user?.account ?? '', ctx.now);
  }
  const rows = refusedOnly ? held.rows.filter((row) => row.change === 'refused') : held.rows;
  const start = (pageNumber - 1) * pageSize;
  return { ...importSummary(held), items: rows.slice(start, start + pageSize).map((row) => ({ ...row })), totalCount: rows.length };
}

async function uploadImport(ctx: Ctx): Promise<Schema<'TranslationImport'>> {
  const file = ctx.files.find((candidate) => candidate.field === 'file');
  if (!file) throw fieldError('file', 'required', 'Choose an .xlsx file');
  const store = ctx.state.translations;
  let rows;
  try {
    rows = await readImportFile(file.data, store);
  } catch (error) {
    if (error instanceof ImportFileError) throw fieldError('file', error.word, error.message, error.columns ? { columns: [...error.columns] } : {});
    throw error;
  }
  dropExpiredImports(store, ctx.now);
  const held: HeldImport = {
    id: `imp${store.nextImportNumber}`,
    accountId: ctx.user?.id ?? '',
    createdAt: ctx.now,
    fileName: file.name,
    rows,
    applied: false,
    appliedRows: 0,
  };
  store.nextImportNumber += 1;
  store.imports.set(held.id, held);
  return importSummary(held);
}

export const i18nRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/i18n/list',
    scope: 'public',
    audit: false,
    public: true,
    handle: ({ body, state }): Schema<'TranslationEntry'>[] => {
      const { type } = requireObject(body);
      if (type !== 'zh-CN' && type !== 'en-US') {
        throw new SimError(STATUS.VALIDATION_FAILED, 'type must be zh-CN or en-US', {
          fields: { type: 'invalid' },
        });
      }
      return wordsOf(state.translations, type);
    },
  },
  {
    method: 'POST',
    path: '/base/i18n/page',
    scope: 'platform',
    permission: READ,
    handle: pageTranslations,
  },
  {
    method: 'GET',
    path: '/base/i18n/{id}',
    scope: 'platform',
    permission: READ,
    handle: (ctx) => ({ ...findTranslation(ctx, ctx.params.id) }),
  },
  {
    method: 'POST',
    path: '/base/i18n',
    scope: 'platform',
    permission: EDIT,
    audit: ENTRY_AUDIT,
    handle: (ctx) => {
      const { key, language, value } = entryInput(requireObject(ctx.body));
      refuseTaken(ctx, undefined, key, language);
      const store = ctx.state.translations;
      const entry: TranslationRecord = { id: `t${store.nextNumber}`, key, language, value, updatedAt: ctx.now, updater: ctx.user?.account ?? '' };
      store.nextNumber += 1;
      store.entries.push(entry);
      return { ...entry };
    },
  },
  {
    method: 'PUT',
    path: '/base/i18n',
    scope: 'platform',
    permission: EDIT,
    audit: ENTRY_AUDIT,
    handle: (ctx) => {
      const input = requireObject(ctx.body);
      if (blank(input.id)) throw fieldError('id', 'required', 'id is required');
      const fields = entryInput(input);
      const entry = findTranslation(ctx, input.id);
      refuseTaken(ctx, entry, fields.key, fields.language);
      Object.assign(entry, fields, { updatedAt: ctx.now, updater: ctx.user?.account ?? '' });
      return { ...entry };
    },
  },
  {
    method: 'DELETE',
    path: '/base/i18n',
    scope: 'platform',
    permission: EDIT,
    audit: {
      module: 'i18n',
      describe: (result) => {
        const { entries } = result as { entries: TranslationRecord[] };
        return {
          target: entries.length === 1 ? entries[0].key : String(entries.length),
          detail: entries.map(({ key, language, value }) => ({ key, language, value })),
        };
      },
    },
    handle: (ctx) => {
      const ids = requireIds(requireObject(ctx.body), 1000);
      // All or none: an unknown id deletes nothing.
      const entries = ids.map((id) => findTranslation(ctx, id));
      const store = ctx.state.translations;
      const gone = new Set(entries);
      store.entries = store.entries.filter((entry) => !gone.has(entry));
      return { deleted: entries.length, entries: entries.map((entry) => ({ ...entry })) };
    },
  },
  {
    method: 'POST',
    path: '/base/i18n/excel/file',
    scope: 'platform',
    permission: IMPORT,
    // Reading a file changes no translation: the apply (excel/list) is recorded.
    audit: false,
    handle: asyncOnly,
    handleAsync: uploadImport,
  },
  {
    method: 'POST',
    path: '/base/i18n/excel/list',
    scope: 'platform',
    permission: IMPORT,
    audit: {
      action: 'import',
      module: 'i18n',
      when: (_, body) => (body as { apply?: unknown } | undefined)?.apply === true,
      describe: (result) => {
        const { fileName, totalRows, acceptedRows, refusedRows, appliedRows } = result as Schema<'TranslationImport'>;
        return { target: fileName, detail: { fileName, totalRows, acceptedRows, refusedRows, appliedRows } };
      },
    },
    handle: listImport,
  },
  {
    method: 'GET',
    path: '/base/i18n/excel/template',
    scope: 'platform',
    permission: IMPORT,
    handle: asyncOnly,
    handleAsync: async (ctx) => new RawReply(XLSX_TYPE, await templateWorkbook(ctx.state.translations), attachment(TRANSLATION_TEMPLATE_NAME)),
  },
];

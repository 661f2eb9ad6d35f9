/**
 * Translation management (docs/api.md "Translations and dictionaries"): the
 * store of server translations, one entry per key and language, seeded from
 * the console's bundled dictionaries with a few gaps on purpose; and the
 * .xlsx import (read, held for an hour by the account that made it, applied
 * once) and its template. exceljs is loaded on first use only: the rest of
 * the simulator never pays for it.
 */
import type { Schema } from '../../src/services/types/contract';
import {
  LOCALE_NAMES,
  TRANSLATION_FILE_MAX_BYTES,
  TRANSLATION_FILE_MAX_ROWS,
  TRANSLATION_KEY_MAX,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_VALUE_MAX,
} from '../../src/services/types/system';
import zhCN from '../../src/locales/zh-CN';
import enUS from '../../src/locales/en-US';

export type TranslationRecord = Schema<'TranslationRecord'>;
export type LocaleName = Schema<'LocaleName'>;
export type ImportRow = Schema<'TranslationImportRow'>;
export type ImportRefusal = Schema<'TranslationImportRefusal'>;

export const IMPORT_TTL_MS = 60 * 60 * 1000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The columns of the import and the template, in the template's order. */
export const IMPORT_COLUMNS = ['key', 'language', 'value'] as const;

/**
 * The seed's gaps, so that "missing" has something to show: these keys have
 * no value in that language (the other language has one). Harmless visible
 * words: camera-check regions, a timeline part, a project field label.
 */
export const SEEDED_GAPS: Readonly<Record<LocaleName, readonly string[]>> = {
  'en-US': [
    'production.region.topLeft',
    'production.region.topRight',
    'production.region.bottomLeft',
    'production.region.bottomRight',
    'production.timeline.part.locks',
  ],
  'zh-CN': ['normalization.project.alias'],
};

/** An import read from a file, held until applied or an hour old. */
export interface HeldImport {
  id: string;
  /** The account that uploaded it: nobody else reaches it. */
  accountId: string;
  createdAt: number;
  fileName: string;
  rows: ImportRow[];
  applied: boolean;
  appliedRows: number;
}

export interface TranslationState {
  /** In the order they were made. */
  entries: TranslationRecord[];
  nextNumber: number;
  imports: Map<string, HeldImport>;
  nextImportNumber: number;
}

/** One entry per key of the bundled dictionaries per language (ids t1... by key, zh-CN first), less SEEDED_GAPS. */
export function seedTranslations(now: number): TranslationState {
  const words: Record<LocaleName, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
  const keys = [...new Set([...Object.keys(zhCN), ...Object.keys(enUS)])].sort();
  const entries: TranslationRecord[] = [];
  for (const key of keys) {
    for (const language of LOCALE_NAMES) {
      const value = words[language][key];
      if (value === undefined || value === '' || SEEDED_GAPS[language].includes(key)) continue;
      entries.push({ id: `t${entries.length + 1}`, key, language, value, updatedAt: now, updater: 'seed' });
    }
  }
  return { entries, nextNumber: entries.length + 1, imports: new Map(), nextImportNumber: 1 };
}

export function findEntry(state: TranslationState, key: string, language: string): TranslationRecord | undefined {
  return state.entries.find((entry) => entry.key === key && entry.language === language);
}

/** The non-empty values of one language, as the startup call answers them. */
export function wordsOf(state: TranslationState, language: LocaleName): Schema<'TranslationEntry'>[] {
  const words: Schema<'TranslationEntry'>[] = [];
  for (const entry of state.entries) if (entry.language === language && entry.value !== '') words.push({ key: entry.key, value: entry.value });
  return words;
}

/** Adds an entry, or changes the value of the key and language's: what the import's apply does. */
export function putTranslation(state: TranslationState, key: string, language: LocaleName, value: string, updater: string, now: number): TranslationRecord {
  const own = findEntry(state, key, language);
  if (own) {
    Object.assign(own, { value, updater, updatedAt: now });
    return own;
  }
  const entry: TranslationRecord = { id: `t${state.nextNumber}`, key, language, value, updatedAt: now, updater };
  state.nextNumber += 1;
  state.entries.push(entry);
  return entry;
}

/** How many keys lack a non-empty value in each language while the other has one (over the whole store). */
export function missingCounts(state: TranslationState): Schema<'TranslationMissing'> {
  const filled = new Map<string, Set<string>>();
  for (const entry of state.entries) {
    if (entry.value.trim() === '') continue;
    let languages = filled.get(entry.key);
    if (!languages) filled.set(entry.key, (languages = new Set()));
    languages.add(entry.language);
  }
  const missing = { 'zh-CN': 0, 'en-US': 0 };
  for (const languages of filled.values()) {
    for (const language of LOCALE_NAMES) if (!languages.has(language)) missing[language] += 1;
  }
  return missing;
}

/** The keys with a non-empty value in `language`. */
export function keysWithValue(state: TranslationState, language: LocaleName): Set<string> {
  const keys = new Set<string>();
  for (const entry of state.entries) if (entry.language === language && entry.value.trim() !== '') keys.add(entry.key);
  return keys;
}

/** Why a row's key and language could not be stored, before looking at the store. */
function refusalOf(key: string, language: string, value: string): ImportRefusal | null {
  if (language !== 'zh-CN' && language !== 'en-US') return 'unknownLanguage';
  if (key === '') return 'emptyKey';
  if (key.length > TRANSLATION_KEY_MAX || !TRANSLATION_KEY_PATTERN.test(key)) return 'badKey';
  if (value.trim() === '') return 'emptyValue';
  if (value.length > TRANSLATION_VALUE_MAX) return 'valueTooLong';
  return null;
}

/** Why a file was refused: the reason word of `fields.file`, a message, and (for `invalid` of the header) the columns it lacks. */
export class ImportFileError extends Error {
  constructor(
    readonly word: 'invalid' | 'tooLarge' | 'tooLong' | 'required',
    message: string,
    readonly columns?: readonly string[],
  ) {
    super(message);
  }
}

type CellValue = unknown;

/** A cell as text: rich text joined, a formula's result, numbers and dates as written, a hyperlink's text. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) return (cell.richText as Array<{ text?: unknown }>).map((run) => String(run.text ?? '')).join('');
    if ('result' in cell) return cellText(cell.result);
    if ('formula' in cell || 'sharedFormula' in cell) return '';
    if (typeof cell.text === 'string' || typeof cell.text === 'object') return cellText(cell.text);
    if ('error' in cell) return String(cell.error);
  }
  return '';
}

async function excel() {
  const module = await import('exceljs');
  return (module as unknown as { default?: typeof module }).default ?? module;
}

/**
 * The rows of an uploaded .xlsx (its first sheet; the header is row 1, its
 * key, language and value columns in any order and case), each with what
 * applying it would do to `state` now, or why it is refused. Rows entirely
 * empty are skipped. Throws ImportFileError for a file refused whole.
 */
export async function readImportFile(data: Buffer, state: TranslationState): Promise<ImportRow[]> {
  if (data.length > TRANSLATION_FILE_MAX_BYTES) throw new ImportFileError('tooLarge', 'The file is larger than 2 MB');
  const { Workbook } = await excel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError('invalid', 'The file is not an .xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError('invalid', 'The workbook has no sheet');
  const header = sheet.getRow(1);
  const columns = new Map<string, number>();
  header.eachCell((cell, column) => {
    const name = cellText(cell.value).trim().toLowerCase();
    if ((IMPORT_COLUMNS as readonly string[]).includes(name) && !columns.has(name)) columns.set(name, column);
  });
  const lacking = IMPORT_COLUMNS.filter((name) => !columns.has(name));
  if (lacking.length > 0) throw new ImportFileError('invalid', `The header lacks the columns ${lacking.join(', ')}`, lacking);
  const read: Array<{ row: number; key: string; language: string; value: string }> = [];
  let tooLong = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || tooLong) return;
    const text = (name: string) => cellText(row.getCell(columns.get(name) ?? 0).value);
    const cells = { key: text('key'), language: text('language'), value: text('value') };
    if (cells.key.trim() === '' && cells.language.trim() === '' && cells.value.trim() === '') return;
    if (read.length >= TRANSLATION_FILE_MAX_ROWS) {
      tooLong = true;
      return;
    }
    read.push({ row: number, key: cells.key.trim(), language: cells.language.trim(), value: cells.value });
  });
  if (tooLong) throw new ImportFileError('tooLong', `At most ${TRANSLATION_FILE_MAX_ROWS} rows per file`);
  if (read.length === 0) throw new ImportFileError('required', 'The file holds no translations');
  const seen = new Set<string>();
  return read.map(({ row, key, language, value }) => {
    const stored = value.trim() === '' ? '' : value;
    let refusal = refusalOf(key, language, stored);
    const pair = `${key}\n${language}`;
    if (refusal === null && seen.has(pair)) refusal = 'duplicate';
    if (refusal === null) seen.add(pair);
    if (refusal !== null) return { row, key, language, value: stored, change: 'refused', refusal };
    const own = findEntry(state, key, language);
    const change = !own ? 'add' : own.value === stored ? 'same' : 'update';
    return { row, key, language, value: stored, change, refusal: null };
  });
}

/**
 * Applies an import's accepted rows to the store (adds and changes; a row
 * whose value the store holds already changes nothing): how many entries it
 * added or changed.
 */
export function applyImport(state: TranslationState, held: HeldImport, updater: string, now: number): number {
  let changed = 0;
  for (const row of held.rows) {
    if (row.change === 'refused') continue;
    const own = findEntry(state, row.key, row.language);
    if (own && own.value === row.value) continue;
    putTranslation(state, row.key, row.language as LocaleName, row.value, updater, now);
    changed += 1;
  }
  held.applied = true;
  held.appliedRows = changed;
  return changed;
}

/** The import's totals, as the contract's `TranslationImport`. */
export function importSummary(held: HeldImport): Schema<'TranslationImport'> {
  const refusedRows = held.rows.filter((row) => row.change === 'refused').length;
  return {
    importId: held.id,
    fileName: held.fileName,
    totalRows: held.rows.length,
    acceptedRows: held.rows.length - refusedRows,
    refusedRows,
    applied: held.applied,
    appliedRows: held.appliedRows,
  };
}

/** Forgets the imports older than an hour. */
export function dropExpiredImports(state: TranslationState, now: number): void {
  for (const [id, held] of state.imports) if (now - held.createdAt >= IMPORT_TTL_MS) state.imports.delete(id);
}

/**
 * The template: a header row key, language, value; two example rows (the
 * store's `menu.welcome` in both languages); the language column a pick
 * list of the two languages on rows 2-5001.
 */
export async function templateWorkbook(state: TranslationState): Promise<Buffer> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('translations');
  sheet.columns = [
    { header: 'key', key: 'key', width: 40 },
    { header: 'language', key: 'language', width: 12 },
    { header: 'value', key: 'value', width: 60 },
  ];
  const example = 'menu.welcome';
  for (const language of LOCALE_NAMES) sheet.addRow({ key: example, language, value: findEntry(state, example, language)?.value ?? example });
  for (let row = 2; row <= TRANSLATION_FILE_MAX_ROWS + 1; row += 1) {
    sheet.getCell(`B${row}`).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${LOCALE_NAMES.join(',')}"`],
      showErrorMessage: true,
    };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

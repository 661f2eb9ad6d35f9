/**
 * CSV text that a spreadsheet (Excel, LibreOffice, Numbers) opens as it is:
 * UTF-8 with a byte-order mark, so Chinese reads right in Excel; CRLF lines;
 * RFC 4180 quoting (a cell holding a comma, a quote or a line break is
 * quoted, its quotes doubled); and no formulas: a text cell starting with
 * = + - @ (or a tab or carriage return, which some spreadsheets skip before
 * one) is written behind an apostrophe, so it shows as the text it is and is
 * never run. Numbers are written as numbers; a missing value is an empty cell.
 *
 * Every export of the console is built here (through useListExport) and
 * saved by `saveBlob`, named `<name>_YYYYMMDD_HHmmss.csv` (section 9: file
 * names carry a time).
 */
import { saveBlob, timestampedName } from './download';

/** One cell: a text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

export const CSV_TYPE = 'text/csv;charset=utf-8';
const BOM = '\uFEFF';
/** What a spreadsheet would read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell as CSV: guarded against formulas, quoted when needed. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text: the byte-order mark, the header row, then a row per record, each line ended by CRLF. */
export function csvText(header: readonly CsvCell[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return BOM + [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** Saves the table as `<name>_YYYYMMDD_HHmmss.csv`; returns the file's name. */
export function saveCsv(name: string, header: readonly CsvCell[], rows: ReadonlyArray<readonly CsvCell[]>, at: Date = new Date()): string {
  const fileName = timestampedName(name, 'csv', at);
  saveBlob(new Blob([csvText(header, rows)], { type: CSV_TYPE }), fileName);
  return fileName;
}

/**
 * Download files the simulator makes: CSV (RFC 4180: UTF-8 with a BOM, CRLF,
 * quoted where needed), zip archives (stored entries, UTF-8 names) and their
 * time-stamped names.
 */
import { crc32 } from 'node:zlib';

export type Cell = string | number | boolean | null;

/** Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row, then one row per record; UTF-8 with a BOM so that spreadsheets read it as such. */
export function csv(header: readonly string[], rows: readonly Cell[][]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
const ZIP_VERSION = 20;
/** General purpose bit 11: the name is UTF-8. */
const UTF8_NAMES = 0x0800;
const STORED = 0;

/** The MS-DOS time and date of `at` (UTC), as zip keeps them. */
function dosTime(at: number): { time: number; date: number } {
  const d = new Date(at);
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

interface EntryFacts {
  name: Buffer;
  data: Buffer;
  crc: number;
  time: number;
  date: number;
}

/** The fields local and central headers share, from `at`: version, flags, method, time, date, CRC, sizes, name and extra lengths. */
function writeShared(header: Buffer, at: number, facts: EntryFacts): void {
  header.writeUInt16LE(ZIP_VERSION, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(STORED, at + 4);
  header.writeUInt16LE(facts.time, at + 6);
  header.writeUInt16LE(facts.date, at + 8);
  header.writeUInt32LE(facts.crc, at + 10);
  header.writeUInt32LE(facts.data.length, at + 14);
  header.writeUInt32LE(facts.data.length, at + 18);
  header.writeUInt16LE(facts.name.length, at + 22);
  header.writeUInt16LE(0, at + 24);
}

function localHeader(facts: EntryFacts): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_SIGNATURE, 0);
  writeShared(header, 4, facts);
  return Buffer.concat([header, facts.name]);
}

function centralHeader(facts: EntryFacts, offset: number): Buffer {
  // Comment length, disk, attributes: all zero from the allocation.
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_SIGNATURE, 0);
  header.writeUInt16LE(ZIP_VERSION, 4);
  writeShared(header, 6, facts);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, facts.name]);
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(END_SIGNATURE, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

/** A zip archive of the entries, stored (not compressed), dated `at`. */
export function zip(entries: readonly ZipEntry[], at: number): Buffer {
  const { time, date } = dosTime(at);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const facts: EntryFacts = { name: Buffer.from(entry.name, 'utf8'), data: entry.data, crc: crc32(entry.data), time, date };
    const local = localHeader(facts);
    central.push(centralHeader(facts, offset));
    parts.push(local, entry.data);
    offset += local.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  return Buffer.concat([...parts, directory, endRecord(entries.length, directory.length, offset)]);
}

/** A file name fit for any file system: no path or reserved characters, no trailing dots or spaces. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/[. ]+$/, '');
  return cleaned === '' ? '_' : cleaned;
}

/** `<prefix>-YYYYMMDD-HHmmss.<extension>` of `at` in UTC. */
export function stampedName(prefix: string, at: number, extension: string): string {
  const iso = new Date(at).toISOString();
  const day = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
  const time = `${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
  return `${prefix}-${day}-${time}.${extension}`;
}

/** The content-disposition of a download named `fileName` (RFC 6266, with the UTF-8 form). */
export function attachment(fileName: string): Record<string, string> {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return { 'content-disposition': `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}` };
}

/**
 * The records of a CSV text (RFC 4180: cells quoted or not, `""` a quote
 * inside quotes, CRLF or LF line ends); a leading BOM is dropped, a last line
 * end makes no empty record. Undefined when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | undefined {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let begun = false;
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') {
      quoted = true;
      begun = true;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
      begun = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      begun = false;
    } else {
      cell += char;
      begun = true;
    }
  }
  if (quoted) return undefined;
  if (begun) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** A cell as written: the apostrophe csvCell puts before a formula-like text is taken off again. */
export function csvText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** The extension of a file name, `.tar.gz` counted as one; '' for none. */
export function extensionOf(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.tar.gz') && lower.length > '.tar.gz'.length) return name.slice(-'.tar.gz'.length);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/**
 * The entries' names made unique for one archive (compared without regard to
 * case): a clash gets ` (2)`, ` (3)`, ... before the extension.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let unique = name;
    const extension = extensionOf(name);
    const stem = name.slice(0, name.length - extension.length);
    for (let n = 2; taken.has(unique.toLowerCase()); n += 1) unique = `${stem} (${n})${extension}`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.zip': 'application/zip',
  '.gz': 'application/gzip',
  '.tar.gz': 'application/gzip',
  '.log': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.deb': 'application/vnd.debian.binary-package',
};

/** The content type a download of that name is sent with (by its extension). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[extensionOf(name).toLowerCase()] ?? 'application/octet-stream';
}

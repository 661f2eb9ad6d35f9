/**
 * Translations and dictionaries of docs/api.md on the simulator (issue 37):
 * the store seeded from the bundled dictionaries with its gaps, the missing
 * counts and the missing-in page, the entry rules, the .xlsx import (the
 * template round trip with exceljs, the refused files and rows, one apply),
 * the dictionaries with their use counts, who reaches what, and what the
 * operation log records. Requests are signed as a client signs them.
 */
import { Workbook } from 'exceljs';
import { STATUS } from '../../src/request/codes';
import { PERMISSION_KEYS } from '../../src/services/types/permissions';
import type { Schema } from '../../src/services/types/contract';
import { signHeader } from '../../src/request/signCore';
import { SEEDED_DISCIPLINES, SEEDED_PLATFORM_TAGS } from './dictionaries';
import { fetchHandler, middlewareHandler, type MiddlewareResponse } from './http';
import { ENTERPRISE_ADMIN_KEYS } from './org';
import { ROUTES, Simulator } from './simulator';
import { SEEDED_GAPS } from './translations';
import {
  advanceClock,
  API_BASE,
  attachmentName,
  call,
  callAsync,
  code,
  del,
  expectInvalid,
  get,
  nonce,
  pageAt,
  post,
  put,
  reason,
  result,
  send,
  sendBelow,
  signedIn,
  succeeded,
  type Auth,
} from './testClient';
import type { SimResponse } from './types';

type Entry = Schema<'TranslationRecord'>;
type Word = Schema<'TranslationEntry'>;
type Missing = Schema<'TranslationMissing'>;
type Import = Schema<'TranslationImport'>;
type ImportRow = Schema<'TranslationImportRow'>;
type DictionaryEntry = Schema<'DictionaryEntry'>;
type TranslationPage = { items: Entry[]; totalCount: number; missing: Missing };
type ImportPage = Import & { items: ImportRow[]; totalCount: number };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const words = (sim: Simulator, type: 'zh-CN' | 'en-US'): Map<string, string> =>
  new Map(succeeded<Word[]>(post(sim, '/i18n/list', { type })).map((word) => [word.key, word.value]));

const translationPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}): TranslationPage =>
  succeeded<TranslationPage>(post(sim, '/i18n/page', { pageNumber: 1, pageSize: 100, ...body }, auth));

/** Every item of the translation page for these filters, page by page (pages of `pageSize`). */
function everyEntry(sim: Simulator, auth: Auth, body: Record<string, unknown>, pageSize: number): Entry[] {
  const items: Entry[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = translationPage(sim, auth, { ...body, pageNumber, pageSize });
    items.push(...page.items);
    if (page.items.length < pageSize) {
      expect(items).toHaveLength(page.totalCount);
      return items;
    }
  }
}

function upload(sim: Simulator, auth: Auth, data: Buffer, name = 'translations.xlsx'): Promise<SimResponse> {
  return callAsync(sim, { method: 'POST', path: `${API_BASE}/i18n/excel/file`, body: null, files: [{ field: 'file', name, type: XLSX, data }], ...auth });
}

async function workbookOf(rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet('sheet');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const importList = (sim: Simulator, auth: Auth, body: Record<string, unknown>) =>
  post(sim, '/i18n/excel/list', { pageNumber: 1, pageSize: 100, ...body }, auth);

describe('translations: the store and the startup call', () => {
  it('seeds every bundled word in both languages less the named gaps, and the startup call answers the non-empty values', () => {
    const sim = new Simulator();
    const started = performance.now();
    const en = words(sim, 'en-US');
    const zh = words(sim, 'zh-CN');
    const elapsed = performance.now() - started;
    // For the note: how long the two startup calls take with the seed drawn (the first) and after.
    const again = performance.now();
    words(sim, 'en-US');
    process.stdout.write(`i18n startup list: ${en.size} en-US and ${zh.size} zh-CN words; both calls ${elapsed.toFixed(1)} ms with the seed, one ${(performance.now() - again).toFixed(1)} ms after\n`);
    expect(en.get('app.title')).toBe('Robot Cloud Console');
    expect(zh.get('app.title')).toBe('机器人云控制台');
    for (const key of SEEDED_GAPS['en-US']) {
      expect(en.has(key), key).toBe(false);
      expect(zh.has(key), key).toBe(true);
    }
    for (const key of SEEDED_GAPS['zh-CN']) {
      expect(zh.has(key), key).toBe(false);
      expect(en.has(key), key).toBe(true);
    }
    // No menu or login word is left out.
    expect([...SEEDED_GAPS['en-US'], ...SEEDED_GAPS['zh-CN']].filter((key) => /^(menu|login)\./.test(key))).toEqual([]);
    expect(en.size + SEEDED_GAPS['en-US'].length).toBe(zh.size + SEEDED_GAPS['zh-CN'].length);
  });

  it('counts the keys missing in each language over the whole store; one added lowers the count', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const seeded = translationPage(sim, admin, { pageSize: 1 });
    expect(seeded.missing).toEqual({ 'en-US': SEEDED_GAPS['en-US'].length, 'zh-CN': SEEDED_GAPS['zh-CN'].length });
    succeeded(post(sim, '/i18n', { key: SEEDED_GAPS['en-US'][0], language: 'en-US', value: 'Top left' }, admin));
    const after = translationPage(sim, admin, { pageSize: 1, key: 'no-such-key' });
    // Over the whole store, whatever the filters.
    expect(after.missing).toEqual({ 'en-US': SEEDED_GAPS['en-US'].length - 1, 'zh-CN': SEEDED_GAPS['zh-CN'].length });
    expect(after.totalCount).toBe(0);
    expect(words(sim, 'en-US').get(SEEDED_GAPS['en-US'][0])).toBe('Top left');
  });

  it("lists with missingIn exactly the other language's entries of the gap keys, page by page", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const missingEn = everyEntry(sim, admin, { missingIn: 'en-US', language: 'en-US' }, 2);
    expect(missingEn.map((entry) => entry.key)).toEqual([...SEEDED_GAPS['en-US']].sort());
    expect(new Set(missingEn.map((entry) => entry.language))).toEqual(new Set(['zh-CN']));
    const missingZh = everyEntry(sim, admin, { missingIn: 'zh-CN' }, 2);
    expect(missingZh.map((entry) => [entry.key, entry.language])).toEqual(SEEDED_GAPS['zh-CN'].map((key) => [key, 'en-US']));
  });

  it('filters by part of the key or value (any case) and by language, sorted by key then language', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const titles = translationPage(sim, admin, { key: 'APP.TITLE' });
    expect(titles.items.map((entry) => [entry.key, entry.language, entry.value, entry.updater])).toEqual([
      ['app.title', 'zh-CN', '机器人云控制台', 'seed'],
      ['app.title', 'en-US', 'Robot Cloud Console', 'seed'],
    ]);
    const english = everyEntry(sim, admin, { value: 'robot cloud', language: 'en-US' }, 100);
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((entry) => entry.language === 'en-US' && entry.value.toLowerCase().includes('robot cloud'))).toBe(true);
    const some = translationPage(sim, admin, { key: 'menu.' }).items;
    const order = some.map((entry) => `${entry.key} ${entry.language === 'zh-CN' ? 0 : 1}`);
    expect(order).toEqual([...order].sort());
    expect(code(post(sim, '/i18n/page', { pageNumber: 1, pageSize: 10, language: 'fr-FR' }, admin))).toBe(40001);
    expectInvalid(post(sim, '/i18n/page', { pageNumber: 1, pageSize: 10, sortField: 'key' }, admin), { sortField: 'invalid' });
  });
});

describe('translations: the entries', () => {
  it('adds one entry per key and language, refuses a second, a bad key, language or value', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const made = succeeded<Entry>(post(sim, '/i18n', { key: ' welcome.extra ', language: 'en-US', value: 'Extra' }, admin));
    expect(made).toMatchObject({ key: 'welcome.extra', language: 'en-US', value: 'Extra', updater: 'admin' });
    expect(Math.abs(made.updatedAt - sim.now())).toBeLessThan(2000);
    const twice = post(sim, '/i18n', { key: 'welcome.extra', language: 'en-US', value: 'Again' }, admin);
    expect(code(twice)).toBe(40901);
    expect(reason(twice)).toBe('welcome.extra already has a en-US value');
    expect(code(post(sim, '/i18n', { key: 'welcome.extra', language: 'zh-CN', value: '额外' }, admin))).toBe(0);
    for (const key of ['1menu', 'menu..x', 'menu x', 'menu.', '.menu', 'menu/x']) {
      expectInvalid(post(sim, '/i18n', { key, language: 'en-US', value: 'x' }, admin), { key: 'invalid' }, key);
    }
    expectInvalid(post(sim, '/i18n', { key: `a${'b'.repeat(128)}`, language: 'en-US', value: 'x' }, admin), { key: 'tooLong' });
    expectInvalid(post(sim, '/i18n', { key: '', language: 'en-US', value: 'x' }, admin), { key: 'required' });
    expectInvalid(post(sim, '/i18n', { key: 'a.b', language: 'fr-FR', value: 'x' }, admin), { language: 'invalid' });
    expectInvalid(post(sim, '/i18n', { key: 'a.b', value: 'x' }, admin), { language: 'required' });
    expectInvalid(post(sim, '/i18n', { key: 'a.b', language: 'en-US', value: '   ' }, admin), { value: 'required' });
    expectInvalid(post(sim, '/i18n', { key: 'a.b', language: 'en-US', value: 'x'.repeat(1001) }, admin), { value: 'tooLong' });
    expect(code(post(sim, '/i18n', { key: 'a.b', language: 'en-US', value: 'x'.repeat(1000) }, admin))).toBe(0);
  });

  it('keeps markup as typed: the value comes back unchanged, for the console to show as text', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const made = succeeded<Entry>(post(sim, '/i18n', { key: 'welcome.bold', language: 'en-US', value: '<b>x</b>' }, admin));
    expect(succeeded<Entry>(get(sim, `/i18n/${made.id}`, admin)).value).toBe('<b>x</b>');
    expect(words(sim, 'en-US').get('welcome.bold')).toBe('<b>x</b>');
  });

  it('changes an entry (not onto another key and language), and answers 40401 for an unknown one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const [zh, en] = translationPage(sim, admin, { key: 'app.title' }).items;
    const changed = succeeded<Entry>(put(sim, '/i18n', { ...en, value: 'Fleet Console' }, admin));
    expect(changed).toMatchObject({ id: en.id, value: 'Fleet Console', updater: 'admin' });
    expect(words(sim, 'en-US').get('app.title')).toBe('Fleet Console');
    const onto = put(sim, '/i18n', { id: en.id, key: zh.key, language: 'zh-CN', value: 'x' }, admin);
    expect(code(onto)).toBe(40901);
    expect(reason(onto)).toBe('app.title already has a zh-CN value');
    expect(code(put(sim, '/i18n', { id: 't999999', key: 'a.b', language: 'en-US', value: 'x' }, admin))).toBe(40401);
    expectInvalid(put(sim, '/i18n', { key: 'a.b', language: 'en-US', value: 'x' }, admin), { id: 'required' });
    expect(code(get(sim, '/i18n/t999999', admin))).toBe(40401);
  });

  it('deletes entries, answering them; the startup call no longer has them; an unknown id deletes nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const titles = translationPage(sim, admin, { key: 'app.title' }).items;
    const before = sim.state.translations.entries.length;
    expect(code(del(sim, '/i18n', { ids: [titles[0].id, 't999999'] }, admin))).toBe(40401);
    expect(sim.state.translations.entries).toHaveLength(before);
    const gone = succeeded<{ deleted: number; entries: Entry[] }>(del(sim, '/i18n', { ids: titles.map((entry) => entry.id) }, admin));
    expect(gone).toEqual({ deleted: 2, entries: titles });
    expect(words(sim, 'en-US').has('app.title')).toBe(false);
    expect(words(sim, 'zh-CN').has('app.title')).toBe(false);
    expectInvalid(del(sim, '/i18n', { ids: [] }, admin), { ids: 'required' });
  });

  it('records every write under module i18n with the key, language and value', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const made = succeeded<Entry>(post(sim, '/i18n', { key: 'welcome.logged', language: 'en-US', value: 'Logged' }, admin));
    succeeded(put(sim, '/i18n', { ...made, value: 'Logged again' }, admin));
    succeeded(del(sim, '/i18n', { ids: [made.id] }, admin));
    expect(code(post(sim, '/i18n', { key: 'welcome.logged', language: 'xx', value: 'Logged' }, admin))).toBe(40001);
    const entries = sim.state.operationLog.entries.filter((entry) => entry.module === 'i18n');
    expect(entries.map(({ action, target, summary, detail }) => ({ action, target, summary, detail }))).toEqual([
      { action: 'create', target: 'welcome.logged', summary: 'POST /i18n', detail: { key: 'welcome.logged', language: 'en-US', value: 'Logged' } },
      { action: 'update', target: 'welcome.logged', summary: 'PUT /i18n', detail: { key: 'welcome.logged', language: 'en-US', value: 'Logged again' } },
      { action: 'delete', target: 'welcome.logged', summary: 'DELETE /i18n', detail: [{ key: 'welcome.logged', language: 'en-US', value: 'Logged again' }] },
    ]);
  });
});

describe('translations: the .xlsx import', () => {
  it('round-trips the template: download, add rows, upload, list the refused with reasons, apply once', async () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const template = await callAsync(sim, { method: 'GET', path: `${API_BASE}/i18n/excel/template`, ...admin });
    expect(template.raw).toBe(true);
    expect(template.headers['content-type']).toBe(XLSX);
    expect(attachmentName(template)).toBe('translations-template.xlsx');

    const book = new Workbook();
    await book.xlsx.load(template.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'key', 'language', 'value']);
    const welcome = words(sim, 'zh-CN').get('menu.welcome');
    expect(sheet.getRow(2).values).toEqual([undefined, 'menu.welcome', 'zh-CN', welcome]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'menu.welcome', 'en-US', words(sim, 'en-US').get('menu.welcome')]);
    for (const address of ['B2', 'B5001']) {
      expect(sheet.getCell(address).dataValidation, address).toMatchObject({ type: 'list', formulae: ['"zh-CN,en-US"'] });
    }
    // As a person fills it in: the rows under the examples (the pick list reaches row 5001).
    sheet.getRow(4).values = ['welcome.imported', 'en-US', 'Imported word'];
    sheet.getRow(5).values = ['welcome.imported', 'fr-FR', 'Mot importé'];
    sheet.getRow(6).values = ['welcome.imported', 'en-US', 'The same key again'];
    const uploaded = await upload(sim, admin, Buffer.from(await book.xlsx.writeBuffer()), 'mine.xlsx');
    const held = succeeded<Import>(uploaded);
    expect(held).toMatchObject({ fileName: 'mine.xlsx', totalRows: 5, acceptedRows: 3, refusedRows: 2, applied: false, appliedRows: 0 });
    // Nothing changes before the apply.
    expect(words(sim, 'en-US').has('welcome.imported')).toBe(false);

    const refused = succeeded<ImportPage>(importList(sim, admin, { importId: held.importId, refusedOnly: true }));
    expect(refused.totalCount).toBe(2);
    expect(refused.items.map(({ row, language, change, refusal }) => [row, language, change, refusal])).toEqual([
      [5, 'fr-FR', 'refused', 'unknownLanguage'],
      [6, 'en-US', 'refused', 'duplicate'],
    ]);
    const all = succeeded<ImportPage>(importList(sim, admin, { importId: held.importId }));
    expect(all.items.map((row) => [row.row, row.change])).toEqual([[2, 'same'], [3, 'same'], [4, 'add'], [5, 'refused'], [6, 'refused']]);

    const applied = succeeded<ImportPage>(importList(sim, admin, { importId: held.importId, apply: true, pageSize: 1 }));
    expect(applied).toMatchObject({ applied: true, appliedRows: 1, totalCount: 5 });
    expect(applied.items).toHaveLength(1);
    expect(words(sim, 'en-US').get('welcome.imported')).toBe('Imported word');
    expect(words(sim, 'zh-CN').get('menu.welcome')).toBe(welcome);
    const second = importList(sim, admin, { importId: held.importId, apply: true });
    expect(code(second)).toBe(40901);
    expect(reason(second)).toBe('This import was applied already');
    // Recorded once, under the file's name, with the counts; the upload and the plain lists record nothing.
    const logged = sim.state.operationLog.entries.filter((entry) => entry.module === 'i18n');
    expect(logged.map(({ action, target, detail }) => ({ action, target, detail }))).toEqual([
      { action: 'import', target: 'mine.xlsx', detail: { fileName: 'mine.xlsx', totalRows: 5, acceptedRows: 3, refusedRows: 2, appliedRows: 1 } },
    ]);
  });

  it('reads any column order and case, rich text and numbers as text, skips empty rows, and refuses bad rows', async () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const book = new Workbook();
    const sheet = book.addWorksheet('first');
    sheet.addRow(['Value', 'KEY', 'Language']);
    sheet.addRow([{ richText: [{ text: 'Rich ' }, { font: { bold: true }, text: 'text' }] }, ' welcome.rich ', 'en-US']);
    sheet.addRow([42, 'welcome.number', 'en-US']);
    sheet.addRow([]);
    sheet.addRow(['   ', 'welcome.blank', 'en-US']);
    sheet.addRow(['x', '', 'en-US']);
    sheet.addRow(['x', '1bad', 'en-US']);
    sheet.addRow(['x'.repeat(1001), 'welcome.long', 'en-US']);
    sheet.addRow(['Changed title', 'app.title', 'en-US']);
    book.addWorksheet('second').addRow(['ignored']);
    const held = succeeded<Import>(await upload(sim, admin, Buffer.from(await book.xlsx.writeBuffer())));
    const rows = succeeded<ImportPage>(importList(sim, admin, { importId: held.importId })).items;
    expect(rows.map(({ row, key, value, change, refusal }) => [row, key, value.length > 20 ? value.length : value, change, refusal])).toEqual([
      [2, 'welcome.rich', 'Rich text', 'add', null],
      [3, 'welcome.number', '42', 'add', null],
      [5, 'welcome.blank', '', 'refused', 'emptyValue'],
      [6, '', 'x', 'refused', 'emptyKey'],
      [7, '1bad', 'x', 'refused', 'badKey'],
      [8, 'welcome.long', 1001, 'refused', 'valueTooLong'],
      [9, 'app.title', 'Changed title', 'update', null],
    ]);
    expect(succeeded<ImportPage>(importList(sim, admin, { importId: held.importId, apply: true })).appliedRows).toBe(3);
    expect(words(sim, 'en-US').get('app.title')).toBe('Changed title');
  });

  it('refuses a file that is not an .xlsx, too large, without the columns, without rows or with too many', async () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const refusal = async (data: Buffer) => {
      const response = await upload(sim, admin, data);
      expect(code(response)).toBe(40001);
      return result<{ fields: Record<string, string>; columns?: string[] }>(response);
    };
    expect((await refusal(Buffer.from('key,language,value\r\nmenu.x,en-US,X\r\n'))).fields).toEqual({ file: 'invalid' });
    expect((await refusal(Buffer.alloc(2 * 1024 * 1024 + 1, 1))).fields).toEqual({ file: 'tooLarge' });
    expect(await refusal(await workbookOf([['key', 'lang', 'value'], ['a.b', 'en-US', 'x']]))).toEqual({ fields: { file: 'invalid' }, columns: ['language'] });
    expect((await refusal(await workbookOf([['key', 'language', 'value']]))).fields).toEqual({ file: 'required' });
    const many = [['key', 'language', 'value'], ...Array.from({ length: 5001 }, (_, index) => [`bulk.k${index}`, 'en-US', 'v'])];
    expect((await refusal(await workbookOf(many))).fields).toEqual({ file: 'tooLong' });
    expectInvalid(await callAsync(sim, { method: 'POST', path: `${API_BASE}/i18n/excel/file`, body: null, files: [], ...admin }), { file: 'required' });
    expect(sim.state.translations.imports.size).toBe(0);
  });

  it('answers the upload and the template through both transports: fetch (msw) and the dev middleware', async () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const headersFor = (method: string, path: string, body: string | null) => ({
      sign: signHeader({ key: admin.key, timestamp: String(sim.now()), nonce: nonce(), method, path, rawQuery: '', body }),
      token: admin.token,
      userid: admin.userId,
    });
    const filePath = `${API_BASE}/i18n/excel/file`;
    const data = await workbookOf([['key', 'language', 'value'], ['welcome.fetched', 'en-US', 'Fetched']]);
    // The multipart body as a browser sends it (written out: jsdom's File would lose its name on the way into undici's Request).
    const form = Buffer.concat([
      Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="file"; filename="fetched.xlsx"\r\nContent-Type: ${XLSX}\r\n\r\n`),
      data,
      Buffer.from('\r\n--b0undary--\r\n'),
    ]);
    const uploaded = await fetchHandler(
      sim,
      new Request(`http://localhost${filePath}`, {
        method: 'POST',
        body: new Uint8Array(form),
        headers: { ...headersFor('POST', filePath, null), 'content-type': 'multipart/form-data; boundary=b0undary' },
      }),
    );
    expect(((await uploaded.json()) as { result: Import }).result).toMatchObject({ fileName: 'fetched.xlsx', totalRows: 1, acceptedRows: 1 });
    const templatePath = `${API_BASE}/i18n/excel/template`;
    const template = await fetchHandler(sim, new Request(`http://localhost${templatePath}`, { headers: headersFor('GET', templatePath, '') }));
    expect(template.headers.get('content-type')).toBe(XLSX);
    const book = new Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, 'key', 'language', 'value']);

    // The dev middleware (multer's files) ends the answer once the workbook is read.
    const ended = new Promise<{ status: number; body: string }>((resolve) => {
      let status = 0;
      const res: MiddlewareResponse = {
        status(code) {
          status = code;
          return res;
        },
        setHeader() {},
        end(body) {
          resolve({ status, body: String(body) });
        },
      };
      middlewareHandler(() => sim)(
        {
          method: 'POST',
          url: filePath,
          headers: { ...headersFor('POST', filePath, null), 'content-type': 'multipart/form-data; boundary=x' },
          files: [{ fieldname: 'file', originalname: 'middleware.xlsx', mimetype: XLSX, buffer: data }],
        },
        res,
      );
    });
    const answer = await ended;
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { result: Import }).result).toMatchObject({ fileName: 'middleware.xlsx', totalRows: 1 });
  });

  it("keeps an import for the account that made it, for an hour", async () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const reviewer = signedIn(sim, 'reviewer');
    const held = succeeded<Import>(await upload(sim, admin, await workbookOf([['key', 'language', 'value'], ['a.b', 'en-US', 'x']])));
    expect(code(importList(sim, reviewer, { importId: held.importId }))).toBe(40401);
    expect(code(importList(sim, admin, { importId: 'imp999' }))).toBe(40401);
    expectInvalid(importList(sim, admin, {}), { importId: 'required' });
    advanceClock(sim, 59 * 60 * 1000);
    expect(code(importList(sim, admin, { importId: held.importId }))).toBe(0);
    advanceClock(sim, 60 * 1000);
    expect(code(importList(sim, signedIn(sim, 'admin'), { importId: held.importId }))).toBe(40401);
  });
});

describe('translations and dictionaries: who reaches them', () => {
  it('gives the platform keys to the platform administrator and reviewer, none to an enterprise role', () => {
    const keys = ['platform:i18n', 'platform:i18n:edit', 'platform:i18n:import', 'platform:dictionary', 'platform:dictionary:edit'];
    for (const key of keys) {
      expect(PERMISSION_KEYS).toContain(key);
      expect(ENTERPRISE_ADMIN_KEYS).not.toContain(key);
    }
    const sim = new Simulator();
    for (const account of ['admin', 'reviewer']) {
      expect(sim.state.accounts.find((candidate) => candidate.account === account)?.permissions).toEqual(expect.arrayContaining(keys));
    }
  });

  it("refuses cedar.admin (an enterprise administrator) every platform route (40301), and lets it list a dictionary", async () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const routes = ROUTES.filter((route) => /^\/base\/(i18n|dictionary)(\/|$)/.test(route.path) && route.scope === 'platform');
    expect(routes).toHaveLength(12);
    for (const route of routes) {
      const path = `/api${route.path.replace('{id}', 't1')}`;
      const body = route.method === 'GET' ? '' : route.path.endsWith('/file') ? null : '{}';
      const response = await callAsync(sim, { method: route.method, path, body, ...(body === null ? { files: [] } : {}), ...cedar });
      expect(code(response), `${route.method} ${route.path}`).toBe(40301);
    }
    const list = succeeded<DictionaryEntry[]>(post(sim, '/dictionary/list', { type: 'discipline' }, cedar));
    expect(list.map((entry) => entry.code)).toEqual([...SEEDED_DISCIPLINES]);
    // Any signed-in account, whatever its keys; none signed in: refused.
    expect(code(post(sim, '/dictionary/list', { type: 'platformTag' }, signedIn(sim, 'member')))).toBe(0);
    expect(code(post(sim, '/dictionary/list', { type: 'platformTag' }))).toBe(STATUS.TOKEN_INVALID);
  });

  it('answers an async route called through the synchronous handle with a thrown mistake, not an answer', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expect(() => call(sim, { method: 'GET', path: `${API_BASE}/i18n/excel/template`, ...admin })).toThrow(/handleAsync/);
  });
});

describe('dictionaries', () => {
  const page = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
    pageAt<DictionaryEntry>(sim, send, '/dictionary/page', { pageNumber: 1, pageSize: 100, ...body }, auth);
  const list = (sim: Simulator, auth: Auth, type: string) => succeeded<DictionaryEntry[]>(post(sim, '/dictionary/list', { type }, auth));

  it('seeds the four types with the codes the records use, counting the records of each', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const all = page(sim, admin);
    expect(all.items.map((entry) => entry.type)).toEqual([
      ...Array<string>(4).fill('anomalyClass'),
      ...Array<string>(5).fill('causeClass'),
      ...Array<string>(SEEDED_DISCIPLINES.length).fill('discipline'),
      ...Array<string>(SEEDED_PLATFORM_TAGS.length).fill('platformTag'),
    ]);
    expect(list(sim, admin, 'anomalyClass').map(({ code: value, name, sort }) => [value, name, sort])).toEqual([
      ['1', 'enum.anomalyClass.1', 10],
      ['2', 'enum.anomalyClass.2', 20],
      ['3', 'enum.anomalyClass.3', 30],
      ['4', 'enum.anomalyClass.4', 40],
    ]);
    expect(list(sim, admin, 'platformTag').map((entry) => entry.name)).toEqual(SEEDED_PLATFORM_TAGS.map((tag) => `dictionary.platformTag.${tag}`));
    // Every code a seeded record holds is in its dictionary, and inUse counts them.
    const modules = sim.state.normalization.modules;
    for (const entry of list(sim, admin, 'discipline')) {
      expect(entry.inUse, entry.code).toBe(modules.filter((module) => module.discipline === entry.code).length);
    }
    expect(modules.every((module) => (SEEDED_DISCIPLINES as readonly string[]).includes(module.discipline))).toBe(true);
    expect(modules.every((module) => (SEEDED_PLATFORM_TAGS as readonly string[]).includes(module.platformTag))).toBe(true);
    const tickets = sim.state.production.feedback;
    for (const entry of list(sim, admin, 'causeClass')) {
      expect(entry.inUse, entry.code).toBe(tickets.filter((ticket) => String(ticket.causeClass) === entry.code).length);
    }
    expect(page(sim, admin, { keyword: 'NAVIG' }).items.map((entry) => entry.code)).toEqual(['navigation']);
    expect(page(sim, admin, { type: 'platformTag', keyword: 'dictionary.platformtag.r' }).items.map((entry) => entry.code)).toEqual(['ROS2', 'RTOS']);
    expectInvalid(post(sim, '/dictionary/list', { type: 'colour' }, admin), { type: 'invalid' });
    expectInvalid(post(sim, '/dictionary/list', {}, admin), { type: 'required' });
  });

  it('adds, changes and deletes entries by their rules; the list follows sort then code', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const body = { name: 'QNX', code: 'QNX', sort: 5, type: 'platformTag' };
    const made = succeeded<DictionaryEntry>(post(sim, '/dictionary', body, admin));
    expect(made).toMatchObject({ ...body, inUse: 0 });
    const twice = post(sim, '/dictionary', body, admin);
    expect(code(twice)).toBe(40901);
    expect(reason(twice)).toBe('platformTag already has the code QNX');
    expect(code(post(sim, '/dictionary', { ...body, type: 'discipline' }, admin))).toBe(0);
    expectInvalid(post(sim, '/dictionary', { ...body, code: 'Q N X' }, admin), { code: 'invalid' });
    expectInvalid(post(sim, '/dictionary', { ...body, code: 'x'.repeat(51) }, admin), { code: 'tooLong' });
    expectInvalid(post(sim, '/dictionary', { ...body, name: '' }, admin), { name: 'required' });
    expectInvalid(post(sim, '/dictionary', { ...body, name: 'n'.repeat(129) }, admin), { name: 'tooLong' });
    expectInvalid(post(sim, '/dictionary', { ...body, sort: 10000 }, admin), { sort: 'invalid' });
    expectInvalid(post(sim, '/dictionary', { ...body, sort: 1.5 }, admin), { sort: 'invalid' });
    expectInvalid(post(sim, '/dictionary', { ...body, type: 'colour' }, admin), { type: 'invalid' });
    expectInvalid(post(sim, '/dictionary', { ...body, type: 'anomalyClass', code: 'five' }, admin), { code: 'invalid' });
    // Sort 5 before the seeded 10..40; the same sort: by code.
    succeeded(post(sim, '/dictionary', { name: 'Zephyr', code: 'Zephyr', sort: 20, type: 'platformTag' }, admin));
    expect(list(sim, admin, 'platformTag').map((entry) => entry.code)).toEqual(['QNX', 'ROS2', 'RTOS', 'Zephyr', 'Linux', 'Android']);

    const changed = succeeded<DictionaryEntry>(put(sim, '/dictionary', { ...body, id: made.id, code: 'QNX7', sort: 60 }, admin));
    expect(changed).toMatchObject({ id: made.id, code: 'QNX7', sort: 60 });
    expect(code(put(sim, '/dictionary', { ...body, id: 'd999' }, admin))).toBe(40401);
    const gone = succeeded<{ deleted: number }>(del(sim, '/dictionary', { ids: [made.id] }, admin));
    expect(gone).toEqual({ deleted: 1 });
    expect(list(sim, admin, 'platformTag').map((entry) => entry.code)).not.toContain('QNX7');
    const logged = sim.state.operationLog.entries.filter((entry) => entry.module === 'dictionary');
    expect(logged.map((entry) => [entry.action, entry.target])).toEqual([
      ['create', 'platformTag/QNX'],
      ['create', 'discipline/QNX'],
      ['create', 'platformTag/Zephyr'],
      ['update', 'platformTag/QNX7'],
      ['delete', 'platformTag/QNX7'],
    ]);
  });

  it('keeps an entry in use: no delete (nothing deleted), no change of code or type; its name and sort may change', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const [navigation] = list(sim, admin, 'discipline');
    expect(navigation.inUse).toBeGreaterThan(0);
    const unused = succeeded<DictionaryEntry>(post(sim, '/dictionary', { name: 'Spare', code: 'spare', sort: 90, type: 'discipline' }, admin));
    const before = sim.state.dictionary.entries.length;
    const refused = del(sim, '/dictionary', { ids: [unused.id, navigation.id] }, admin);
    expect(code(refused)).toBe(40901);
    expect(reason(refused)).toBe(`navigation is in use by ${navigation.inUse} records`);
    expect(sim.state.dictionary.entries).toHaveLength(before);
    const { id, name, code: value, sort, type } = navigation;
    const recoded = put(sim, '/dictionary', { id, name, code: 'nav', sort, type }, admin);
    expect(code(recoded)).toBe(40901);
    expect(reason(recoded)).toBe(`navigation is in use by ${navigation.inUse} records; its code and type cannot change`);
    expect(code(put(sim, '/dictionary', { id, name, code: value, sort, type: 'platformTag' }, admin))).toBe(40901);
    expect(succeeded<DictionaryEntry>(put(sim, '/dictionary', { id, name: 'Navigation stack', code: value, sort: 95, type }, admin))).toMatchObject({ name: 'Navigation stack', sort: 95, inUse: navigation.inUse });
    expect(list(sim, admin, 'discipline').at(-1)?.code).toBe('navigation');
  });

  it('refuses a software module discipline or platform tag, or a feedback class, its dictionary lacks', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const moduleBody = { projectId: 'p1', name: 'Door bridge', englishName: 'door-bridge', applyReason: 'Doors open for the robots' };
    expectInvalid(post(sim, '/normalization/module', { ...moduleBody, discipline: 'astrology' }, admin), { discipline: 'invalid' });
    expectInvalid(post(sim, '/normalization/module', { ...moduleBody, platformTag: 'QNX' }, admin), { platformTag: 'invalid' });
    const made = succeeded<{ id: string; discipline: string }>(post(sim, '/normalization/module', { ...moduleBody, discipline: 'safety', platformTag: '' }, admin));
    expect(made.discipline).toBe('safety');
    succeeded(post(sim, '/dictionary', { name: 'QNX', code: 'QNX', sort: 50, type: 'platformTag' }, admin));
    expect(code(put(sim, `/normalization/module/${made.id}`, { ...moduleBody, discipline: 'safety', platformTag: 'QNX' }, admin))).toBe(0);

    const production = sendBelow('/api/production');
    const serial = [...sim.state.production.serials.keys()][0];
    const ticket = { date: 0, customer: 'Dictionary test', anomalyClass: 2, anomalyDescription: 'Scratch', causeClass: 3, serialNumbers: [serial] };
    expect(code(production(sim, 'POST', '/feedback', ticket, admin))).toBe(0);
    // The platform took class 2 out of the dictionary (no ticket held it then): a new ticket with it is refused.
    sim.state.dictionary.entries = sim.state.dictionary.entries.filter((entry) => !(entry.type === 'anomalyClass' && entry.code === '2'));
    expectInvalid(production(sim, 'POST', '/feedback', ticket, admin), { anomalyClass: 'invalid' });
  });
});

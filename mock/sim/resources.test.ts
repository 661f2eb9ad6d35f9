/**
 * Resources of docs/api.md on the simulator: log packages and OTA packages
 * (uploads with a `meta` part, edits, downloads of one file or a zip,
 * deletes), the models, the function-check report and its export, and the
 * permission key of every call. Requests are signed as a client signs them.
 */
import { createHash } from 'node:crypto';
import { signHeader } from '../../src/request/signCore';
import { STATUS } from '../../src/request/codes';
import { OTA_MODELS_KEYS, type PackageRow } from './domains/otaPackages';
import { LOG_MAX_BYTES, type CheckRow, type LogRow } from './domains/resources';
import { fetchHandler } from './http';
import { Simulator } from './simulator';
import {
  attachmentName,
  code,
  del,
  expectInvalid,
  expectOrdered,
  expectRefused,
  expectStampedName,
  get,
  metaPart,
  multipart,
  nonce,
  pageAt,
  post,
  put,
  reason,
  result,
  send,
  signedIn,
  unzip,
  type Auth,
  type Part,
} from './testClient';

const DAY = 24 * 60 * 60 * 1000;

const logPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
  pageAt<LogRow>(sim, send, '/resource/log/page', { pageNumber: 1, pageSize: 100, ...body }, auth);
const otaPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
  pageAt<PackageRow>(sim, send, '/resource/ota/page', { pageNumber: 1, pageSize: 100, ...body }, auth);
const checkPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
  pageAt<CheckRow>(sim, send, '/resource/function/page', { pageNumber: 1, pageSize: 100, ...body }, auth);

const file = (name: string, data: string | Buffer = 'line one\nline two\n'): Part => ({ field: 'file', name, data });

function uploadLog(sim: Simulator, auth: Auth, meta: unknown, name = 'robot.log', data?: string | Buffer) {
  return multipart(sim, '/resource/log', [file(name, data), metaPart(meta)], auth);
}

const OTA_META = {
  name: 'CR-300 V3 chassis 1.5.0',
  tag: 'beta',
  model: 'CR-300',
  modelVersion: 'V3',
  purpose: 'chassis',
  minVersion: '1.2.0',
  applicableVersion: '1.4.2',
  targetVersion: '1.5.0',
};

function uploadOta(sim: Simulator, auth: Auth, meta: Record<string, unknown>, name = 'chassis-1.5.0.tar.gz', data: string | Buffer = 'firmware') {
  return multipart(sim, '/resource/ota', [file(name, data), metaPart(meta)], auth);
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe('resources: permission keys', () => {
  it('refuses each call without its key, naming it', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    const upload = (path: string) => multipart(sim, path, [file('a.log'), metaPart({})], member);
    const cases: Array<[string, () => ReturnType<typeof post>, unknown]> = [
      ['log page', () => post(sim, '/resource/log/page', {}, member), 'platform:resource:logs'],
      ['log add', () => upload('/resource/log'), 'platform:resource:logs:add'],
      ['log edit', () => put(sim, '/resource/log/log1', {}, member), 'platform:resource:logs:edit'],
      ['log download', () => post(sim, '/resource/log/download', { ids: ['log1'] }, member), 'platform:resource:logs:download'],
      ['log delete', () => del(sim, '/resource/log', { ids: ['log1'] }, member), 'platform:resource:logs:delete'],
      ['ota page', () => post(sim, '/resource/ota/page', {}, member), ['platform:resource:ota', 'platform:ota:package']],
      ['models', () => get(sim, '/ota/models', member), OTA_MODELS_KEYS],
      ['ota add', () => upload('/resource/ota'), 'platform:resource:ota:add'],
      ['ota edit', () => put(sim, '/resource/ota/ota1', {}, member), 'platform:resource:ota:edit'],
      [
        'ota download',
        () => post(sim, '/resource/ota/download', { ids: ['ota1'] }, member),
        ['platform:resource:ota:download', 'platform:ota:package:download'],
      ],
      ['ota delete', () => del(sim, '/resource/ota', { ids: ['ota1'] }, member), 'platform:resource:ota:delete'],
      ['function page', () => post(sim, '/resource/function/page', {}, member), 'platform:resource:function'],
      ['function items', () => post(sim, '/resource/function/items', { ids: ['fc1'] }, member), 'platform:resource:function:export'],
    ];
    for (const [label, request, key] of cases) expectRefused(request(), key, label);
    expect(OTA_MODELS_KEYS).toEqual(expect.arrayContaining(['platform:resource:logs', 'platform:ota:upgrade:send', 'platform:ota:package']));
  });

  it('lets a role of the reading keys read (its company\'s logs and checks, the published packages), and refuses the changes', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const keys = ['personBase', 'platform', 'platform:resource:logs', 'platform:ota:package', 'platform:resource:function'];
    expect(code(put(sim, '/role/r3', { name: 'Member', type: 'enterprise', permissions: keys }, admin))).toBe(0);
    const member = signedIn(sim, 'member');
    const ownLogs = logPage(sim, admin).items.filter((log) => log.companyId === 'c1');
    const ownChecks = checkPage(sim, admin).items.filter((check) => sim.state.fleet.assets.get(check.assetId)?.companyId === 'c1');
    expect(ownLogs.length).toBeGreaterThan(0);
    expect(ownChecks.length).toBeGreaterThan(0);
    expect(logPage(sim, member).totalCount).toBe(ownLogs.length);
    expect(otaPage(sim, member).totalCount).toBe(8);
    expect(checkPage(sim, member).totalCount).toBe(ownChecks.length);
    expect(code(get(sim, '/ota/models', member))).toBe(0);
    expectRefused(uploadLog(sim, member, { name: 'x', generatedAt: 1 }), 'platform:resource:logs:add');
    expectRefused(post(sim, '/resource/log/download', { ids: ['log1'] }, member), 'platform:resource:logs:download');
    expect(code(post(sim, '/resource/ota/download', { ids: ['ota1'] }, member))).toBe(STATUS.PERMISSION_MISSING);
  });
});

describe('resources: log packages', () => {
  it('seeds 25 packages of 2 KB to 3 MB, newest first, kept under /logs/YYYY/MM/', () => {
    const sim = new Simulator();
    const { items, totalCount } = logPage(sim, signedIn(sim, 'admin'));
    expect(totalCount).toBe(25);
    expectOrdered(items.map((item) => -item.createdAt), 'ascend');
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['companyId', 'createdAt', 'fileName', 'generatedAt', 'id', 'name', 'path', 'serialNumber', 'size', 'updatedAt'],
      );
      expect(item.size).toBeGreaterThanOrEqual(2048);
      expect(item.size).toBeLessThanOrEqual(3 * 1024 * 1024);
      const stored = new Date(item.createdAt).toISOString();
      expect(item.path).toBe(`/logs/${stored.slice(0, 4)}/${stored.slice(5, 7)}/${item.fileName}`);
      expect(item.generatedAt).toBeLessThanOrEqual(item.createdAt);
      expect(item.fileName).toMatch(/\.(zip|gz|tar\.gz|log|txt)$/);
    }
    expect(new Set(items.map((item) => item.name.toLowerCase())).size).toBe(25);
    expect(items.some((item) => item.serialNumber === '')).toBe(true);
    // Each belongs to the company of the device it came from; one of no device is the platform's.
    const companyOfSerial = new Map(Array.from(sim.state.fleet.assets.values(), (asset) => [asset.serialNumber, asset.companyId]));
    for (const item of items) expect(item.companyId, item.name).toBe(item.serialNumber === '' ? '' : companyOfSerial.get(item.serialNumber));
  });

  it('filters by keyword and generation time and sorts by the documented fields', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const all = logPage(sim, admin).items;
    const serial = all.find((item) => item.serialNumber !== '')?.serialNumber ?? '';
    const bySerial = logPage(sim, admin, { keyword: ` ${serial.toLowerCase()} ` }).items;
    expect(bySerial.length).toBeGreaterThan(0);
    expect(bySerial.every((item) => item.serialNumber === serial || item.name.includes(serial))).toBe(true);
    const middle = [...all].sort((a, b) => a.generatedAt - b.generatedAt)[12].generatedAt;
    const recent = logPage(sim, admin, { generatedFrom: middle }).items;
    expect(recent).toHaveLength(all.filter((item) => item.generatedAt >= middle).length);
    expect(logPage(sim, admin, { generatedTo: middle - 1 }).totalCount + recent.length).toBe(25);
    expectOrdered(logPage(sim, admin, { sortField: 'size', sortOrder: 'descend' }).items.map((item) => item.size), 'descend');
    expectOrdered(logPage(sim, admin, { sortField: 'name' }).items.map((item) => item.name), 'ascend');
    expectInvalid(post(sim, '/resource/log/page', { sortField: 'path' }, admin), { sortField: 'invalid' });
    expectInvalid(post(sim, '/resource/log/page', { serialNumber: 'x' }, admin), { serialNumber: 'invalid' });
  });

  it('takes an upload with its meta part and answers the package; the file downloads under its name, byte for byte', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const generatedAt = sim.now() - DAY;
    const bytes = Buffer.from('2026-01-01T00:00:00Z INFO boot\n'.repeat(100));
    const response = uploadLog(sim, admin, { name: ' Boot trace ', generatedAt, serialNumber: 'SN-1' }, 'C:\\logs\\boot trace.log', bytes);
    expect(code(response), JSON.stringify(result(response))).toBe(0);
    const log = result<LogRow>(response);
    const stored = new Date(sim.now()).toISOString();
    expect(log).toEqual({
      id: 'log26',
      name: 'Boot trace',
      fileName: 'boot trace.log',
      size: bytes.length,
      generatedAt,
      path: `/logs/${stored.slice(0, 4)}/${stored.slice(5, 7)}/boot trace.log`,
      serialNumber: 'SN-1',
      companyId: '',
      createdAt: log.createdAt,
      updatedAt: log.createdAt,
    });
    expect(logPage(sim, admin, { pageSize: 1 }).items[0].id).toBe('log26');

    const download = post(sim, '/resource/log/download', { ids: ['log26'] }, admin);
    expect(download.status).toBe(200);
    expect(attachmentName(download)).toBe('boot trace.log');
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(Buffer.compare(download.body as Buffer, bytes)).toBe(0);

    // serialNumber may be left out; .tar.gz is one extension.
    const bare = uploadLog(sim, admin, { name: 'Bare', generatedAt }, 'bundle.TAR.GZ');
    expect(result<LogRow>(bare).serialNumber).toBe('');
  });

  it('reads the meta part of a real multipart body (the msw transport), signed UNSIGNED-PAYLOAD', async () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const path = '/api/base/resource/log';
    // Written out by hand: jsdom's FormData loses file names on its way into a fetch Request.
    const part = (name: string, fileName: string | undefined, content: string) =>
      `--B0undary\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n` +
      `Content-Type: ${fileName ? 'application/octet-stream' : 'text/plain'}\r\n\r\n${content}\r\n`;
    const upload = async (parts: string[]) => {
      const sign = signHeader({ key: admin.key, timestamp: String(sim.now()), nonce: nonce(), method: 'POST', path, rawQuery: '', body: null });
      const request = new Request(`http://localhost${path}`, {
        method: 'POST',
        body: `${parts.join('')}--B0undary--\r\n`,
        headers: { sign, token: admin.token, userid: admin.userId, 'content-type': 'multipart/form-data; boundary=B0undary' },
      });
      return (await (await fetchHandler(sim, request)).json()) as { status: { statusCode: number }; result: unknown };
    };
    const meta = { name: 'Over the wire', generatedAt: sim.now() - DAY, serialNumber: 'SN-WIRE' };
    const answer = await upload([part('file', 'wire.txt', 'wire bytes'), part('meta', 'meta.json', JSON.stringify(meta))]);
    expect(answer.status.statusCode, JSON.stringify(answer)).toBe(0);
    expect(answer.result).toMatchObject({ ...meta, fileName: 'wire.txt', size: 10 });

    // A meta value that is not a file part is no meta part.
    const refused = await upload([part('file', 'wire.txt', 'wire bytes'), part('meta', undefined, JSON.stringify({ ...meta, name: 'Plain' }))]);
    expect(refused.status.statusCode).toBe(STATUS.VALIDATION_FAILED);
    expect(refused.result).toEqual({ fields: { meta: 'invalid' } });
  });

  it('checks the file, the meta part and its fields, each failure naming its field', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const meta = { name: 'Checked', generatedAt: sim.now() - DAY };
    const path = '/resource/log';
    expectInvalid(multipart(sim, path, [metaPart(meta)], admin), { file: 'required' });
    expectInvalid(multipart(sim, path, [file('a.log', ''), metaPart(meta)], admin), { file: 'invalid' });
    expectInvalid(multipart(sim, path, [file('a.exe'), metaPart(meta)], admin), { file: 'type' });
    expectInvalid(multipart(sim, path, [file('a.tar'), metaPart(meta)], admin), { file: 'type' });
    expectInvalid(multipart(sim, path, [file('a.log', Buffer.alloc(LOG_MAX_BYTES + 1)), metaPart(meta)], admin), { file: 'tooLarge' });
    expectInvalid(multipart(sim, path, [file('a.log')], admin), { meta: 'invalid' });
    expectInvalid(multipart(sim, path, [file('a.log'), metaPart('{"name":')], admin), { meta: 'invalid' });
    expectInvalid(multipart(sim, path, [file('a.log'), metaPart([meta])], admin), { meta: 'invalid' });
    expectInvalid(multipart(sim, path, [file('a.log'), metaPart('null')], admin), { meta: 'invalid' });
    expectInvalid(uploadLog(sim, admin, { ...meta, name: '  ' }), { name: 'required' });
    expectInvalid(uploadLog(sim, admin, { ...meta, name: 'n'.repeat(51) }), { name: 'tooLong' });
    expectInvalid(uploadLog(sim, admin, { ...meta, name: 5 }), { name: 'invalid' });
    expectInvalid(uploadLog(sim, admin, { name: 'x' }), { generatedAt: 'required' });
    expectInvalid(uploadLog(sim, admin, { ...meta, generatedAt: sim.now() + DAY }), { generatedAt: 'invalid' });
    expectInvalid(uploadLog(sim, admin, { ...meta, generatedAt: '2026-01-01' }), { generatedAt: 'invalid' });
    expectInvalid(uploadLog(sim, admin, { ...meta, serialNumber: 's'.repeat(51) }), { serialNumber: 'tooLong' });
    expect(logPage(sim, admin).totalCount).toBe(25);

    // Unique within the package's company: here the company of the device it names.
    const taken = logPage(sim, admin).items.find((item) => item.serialNumber !== '') as LogRow;
    const conflict = uploadLog(sim, admin, { ...meta, name: taken.name.toUpperCase(), serialNumber: taken.serialNumber });
    expect(code(conflict)).toBe(STATUS.CONFLICT);
    expect(reason(conflict)).toBe('log package already exists');
    expect(result(conflict)).toEqual({ fields: { name: 'exists' } });
  });

  it('edits the name, time and serial number; the file stays', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = logPage(sim, admin).items.find((item) => item.serialNumber !== '') as LogRow;
    const generatedAt = before.generatedAt - DAY;
    const edited = put(sim, `/resource/log/${before.id}`, { name: 'Renamed', generatedAt }, admin);
    expect(code(edited)).toBe(0);
    expect(result<LogRow>(edited)).toEqual({ ...before, name: 'Renamed', generatedAt, updatedAt: result<LogRow>(edited).updatedAt });
    const cleared = result<LogRow>(put(sim, `/resource/log/${before.id}`, { name: 'Renamed', generatedAt, serialNumber: null }, admin));
    expect(cleared.serialNumber).toBe('');
    expect([cleared.fileName, cleared.size, cleared.path]).toEqual([before.fileName, before.size, before.path]);
    // Its own name (in another case) is no clash.
    expect(code(put(sim, `/resource/log/${before.id}`, { name: 'RENAMED', generatedAt }, admin))).toBe(0);
    expectInvalid(put(sim, `/resource/log/${before.id}`, { name: 'x', generatedAt: sim.now() + DAY }, admin), { generatedAt: 'invalid' });
    expect(code(put(sim, '/resource/log/log999', { name: 'x', generatedAt }, admin))).toBe(STATUS.NOT_FOUND);
  });

  it('downloads several files as logs-YYYYMMDD-HHmmss.zip, a clashing name numbered', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const generatedAt = sim.now() - DAY;
    const first = result<LogRow>(uploadLog(sim, admin, { name: 'One', generatedAt }, 'same.log', 'first'));
    const second = result<LogRow>(uploadLog(sim, admin, { name: 'Two', generatedAt }, 'SAME.log', 'second'));
    const seeded = logPage(sim, admin, { sortField: 'size' }).items.find((item) => ![first.id, second.id].includes(item.id)) as LogRow;
    const response = post(sim, '/resource/log/download', { ids: [first.id, second.id, seeded.id] }, admin);
    expect(response.headers['content-type']).toBe('application/zip');
    expectStampedName(response, 'logs', 'zip', sim.now());
    const entries = unzip(response.body as Buffer);
    expect(entries.map((entry) => entry.name)).toEqual(['same.log', 'SAME (2).log', seeded.fileName]);
    expect(entries.map((entry) => entry.method)).toEqual([0, 0, 0]);
    expect(entries.map((entry) => entry.data.toString('utf8').slice(0, 6))).toEqual(['first', 'second', expect.any(String)]);
    expect(entries[2].data.length).toBe(seeded.size);

    // A seeded file: exactly its size, the same bytes every time.
    const one = post(sim, '/resource/log/download', { ids: [seeded.id] }, admin);
    expect(attachmentName(one)).toBe(seeded.fileName);
    expect((one.body as Buffer).length).toBe(seeded.size);
    expect(Buffer.compare(one.body as Buffer, entries[2].data)).toBe(0);

    expectInvalid(post(sim, '/resource/log/download', { ids: [] }, admin), { ids: 'required' });
    const tooMany = Array.from({ length: 101 }, (_, index) => `log${index + 1}`);
    expectInvalid(post(sim, '/resource/log/download', { ids: tooMany }, admin), { ids: 'tooLong' });
    const unknown = post(sim, '/resource/log/download', { ids: ['log1', 'log999'] }, admin);
    expect([code(unknown), reason(unknown)]).toEqual([STATUS.NOT_FOUND, 'log package not found']);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
  });

  it('deletes packages, all or none', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expect(code(del(sim, '/resource/log', { ids: ['log1', 'log999'] }, admin))).toBe(STATUS.NOT_FOUND);
    expect(logPage(sim, admin).totalCount).toBe(25);
    const deleted = del(sim, '/resource/log', { ids: ['log1', 'log2', 'log1'] }, admin);
    expect(result(deleted)).toEqual({ deleted: 2 });
    expect(logPage(sim, admin).items.map((item) => item.id)).not.toContain('log1');
    expectInvalid(del(sim, '/resource/log', {}, admin), { ids: 'required' });
  });
});

describe('resources: OTA packages', () => {
  it('seeds 8 packages over the four models, two of them device-request, with the md5 of their bytes', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const { items } = otaPage(sim, admin);
    expect(items).toHaveLength(8);
    expect(new Set(items.map((item) => item.model))).toEqual(new Set(['CR-300', 'CR-500', 'DL-200', 'PT-100']));
    expect(items.filter((item) => item.upgradeMethod === 2)).toHaveLength(2);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'applicableVersion', 'batchUuid', 'companyId', 'createdAt', 'fileName', 'format', 'id', 'md5', 'minVersion', 'model', 'modelVersion',
        'name', 'path', 'purpose', 'size', 'tag', 'targetVersion', 'updatedAt', 'upgradeMethod', 'uploaderName',
      ]);
      expect(item.path).toBe(`/ota/${item.model}/${item.fileName}`);
      expect(item.fileName.endsWith(`.${item.format}`)).toBe(true);
      expect(item.batchUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    const smallest = [...items].sort((a, b) => a.size - b.size)[0];
    const download = post(sim, '/resource/ota/download', { ids: [smallest.id] }, admin);
    expect(attachmentName(download)).toBe(smallest.fileName);
    expect((download.body as Buffer).length).toBe(smallest.size);
    expect(md5(download.body as Buffer)).toBe(smallest.md5);
  });

  it('answers the models with their hardware versions and the purposes', () => {
    const sim = new Simulator();
    const models = result<Array<{ model: string; modelVersions: string[]; purposes: string[] }>>(get(sim, '/ota/models', signedIn(sim, 'admin')));
    expect(models.map((entry) => entry.model)).toEqual(['CR-300', 'CR-500', 'DL-200', 'PT-100']);
    for (const entry of models) {
      expect(entry.modelVersions.length).toBeGreaterThanOrEqual(2);
      expect(entry.modelVersions.length).toBeLessThanOrEqual(3);
      expect(entry.modelVersions.every((version) => /^V\d$/.test(version))).toBe(true);
      expect(entry.purposes).toEqual(['system', 'navigation', 'chassis', 'application']);
    }
  });

  it('filters by keyword, model, purpose, tag and method, and sorts by target version', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expect(otaPage(sim, admin, { model: 'CR-300' }).items.every((item) => item.model === 'CR-300')).toBe(true);
    expect(otaPage(sim, admin, { purpose: ['system', 'chassis'] }).items.every((item) => ['system', 'chassis'].includes(item.purpose))).toBe(true);
    expect(otaPage(sim, admin, { upgradeMethod: 2 }).totalCount).toBe(2);
    expect(otaPage(sim, admin, { tag: 'BETA' }).items.every((item) => item.tag === 'beta')).toBe(true);
    expect(otaPage(sim, admin, { keyword: '.tar.gz' }).items.every((item) => item.fileName.endsWith('.tar.gz'))).toBe(true);
    const versions = otaPage(sim, admin, { sortField: 'targetVersion' }).items.map((item) => item.targetVersion.split('.').map(Number));
    for (let i = 1; i < versions.length; i += 1) {
      const [a, b] = [versions[i - 1], versions[i]];
      expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2])))).toBe(true);
    }
    expectInvalid(post(sim, '/resource/ota/page', { model: 'XX-1' }, admin), { model: 'invalid' });
    expectInvalid(post(sim, '/resource/ota/page', { upgradeMethod: 3 }, admin), { upgradeMethod: 'invalid' });
  });

  it('takes an upload: format, md5, path and batch from the server, method 1 by default', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const bytes = Buffer.from('new chassis firmware');
    const response = uploadOta(sim, admin, OTA_META, 'chassis-1.5.0.tar.gz', bytes);
    expect(code(response), JSON.stringify(result(response))).toBe(0);
    const pkg = result<PackageRow>(response);
    expect(pkg).toMatchObject({
      ...OTA_META,
      id: 'ota9',
      fileName: 'chassis-1.5.0.tar.gz',
      format: 'tar.gz',
      size: bytes.length,
      md5: md5(bytes),
      path: '/ota/CR-300/chassis-1.5.0.tar.gz',
      upgradeMethod: 1,
      uploaderName: 'Administrator',
      companyId: '',
    });
    const another = result<PackageRow>(uploadOta(sim, admin, { ...OTA_META, name: 'Another', upgradeMethod: 2 }, 'x.bin'));
    expect([another.format, another.upgradeMethod]).toEqual(['bin', 2]);
    expect(another.batchUuid).not.toBe(pkg.batchUuid);

    const both = post(sim, '/resource/ota/download', { ids: [pkg.id, another.id] }, admin);
    expectStampedName(both, 'ota-packages', 'zip', sim.now());
    expect(unzip(both.body as Buffer).map((entry) => entry.name)).toEqual(['chassis-1.5.0.tar.gz', 'x.bin']);
  });

  it('checks every field of the meta part', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ name: '' }, { name: 'required' }],
      [{ name: 'n'.repeat(51) }, { name: 'tooLong' }],
      [{ tag: undefined }, { tag: 'required' }],
      [{ tag: 't'.repeat(21) }, { tag: 'tooLong' }],
      [{ model: 'XX-1' }, { model: 'invalid' }],
      [{ modelVersion: 'V9' }, { modelVersion: 'invalid' }],
      [{ model: 'CR-500' }, { modelVersion: 'invalid' }],
      [{ purpose: 'firmware' }, { purpose: 'invalid' }],
      [{ minVersion: undefined }, { minVersion: 'required' }],
      [{ minVersion: '1.x' }, { minVersion: 'invalid' }],
      [{ applicableVersion: '1' }, { applicableVersion: 'invalid' }],
      [{ targetVersion: '1.2.3.4.5' }, { targetVersion: 'invalid' }],
      [{ targetVersion: '12345.1' }, { targetVersion: 'invalid' }],
      [{ minVersion: '1.4.3' }, { applicableVersion: 'invalid' }],
      [{ targetVersion: '1.4.2' }, { targetVersion: 'invalid' }],
      [{ targetVersion: '1.4.1.9' }, { targetVersion: 'invalid' }],
      [{ upgradeMethod: 3 }, { upgradeMethod: 'invalid' }],
      [{ upgradeMethod: '1' }, { upgradeMethod: 'invalid' }],
    ];
    for (const [change, expected] of cases) expectInvalid(uploadOta(sim, admin, { ...OTA_META, ...change }), expected, JSON.stringify(change));
    // Parts compare as numbers: 1.10 is above 1.9, and 1.4.2 = 1.4.2.0.
    expect(code(uploadOta(sim, admin, { ...OTA_META, name: 'Numbers', minVersion: '1.4.2.0', applicableVersion: '1.9', targetVersion: '1.10' }))).toBe(0);
    expectInvalid(uploadOta(sim, admin, OTA_META, 'x.gz'), { file: 'type' });
    expectInvalid(uploadOta(sim, admin, OTA_META, 'x.exe'), { file: 'type' });
    expectInvalid(multipart(sim, '/resource/ota', [file('x.bin')], admin), { meta: 'invalid' });
    const conflict = uploadOta(sim, admin, { ...OTA_META, name: 'cr-300 v2 SYSTEM 3.4.0' });
    expect([code(conflict), reason(conflict)]).toEqual([STATUS.CONFLICT, 'OTA package already exists']);
    expect(result(conflict)).toEqual({ fields: { name: 'exists' } });
    expect(otaPage(sim, admin).totalCount).toBe(9);
  });

  it('edits the facts as JSON (the file and method stay unless given), and deletes', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = otaPage(sim, admin).items.find((item) => item.id === 'ota4') as PackageRow;
    expect(before.upgradeMethod).toBe(2);
    const response = put(sim, '/resource/ota/ota4', OTA_META, admin);
    expect(code(response), JSON.stringify(result(response))).toBe(0);
    const after = result<PackageRow>(response);
    expect(after).toMatchObject({ ...OTA_META, upgradeMethod: 2, fileName: before.fileName, md5: before.md5, size: before.size });
    expect(after.path).toBe(`/ota/CR-300/${before.fileName}`);
    expect(result<PackageRow>(put(sim, '/resource/ota/ota4', { ...OTA_META, upgradeMethod: 1 }, admin)).upgradeMethod).toBe(1);
    expectInvalid(put(sim, '/resource/ota/ota4', { ...OTA_META, model: 'PT-100', modelVersion: 'V3' }, admin), { modelVersion: 'invalid' });
    expect(code(put(sim, '/resource/ota/ota99', OTA_META, admin))).toBe(STATUS.NOT_FOUND);

    expect(code(del(sim, '/resource/ota', { ids: ['ota4', 'ota99'] }, admin))).toBe(STATUS.NOT_FOUND);
    expect(result(del(sim, '/resource/ota', { ids: ['ota4', 'ota7'] }, admin))).toEqual({ deleted: 2 });
    expect(otaPage(sim, admin).totalCount).toBe(6);
  });
});

describe('resources: function-check report', () => {
  it('seeds 60 checks over the fleet, their counts adding up, newest first', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const { items, totalCount } = checkPage(sim, admin);
    expect(totalCount).toBe(60);
    expectOrdered(items.map((item) => -item.checkedAt), 'ascend');
    for (const item of items) {
      expect(item.passed + item.failed).toBe(item.total);
      expect(item.result).toBe(item.failed === 0 ? 'pass' : 'fail');
      expect(item.assetNumber).toMatch(/^AS-\d{6}$/);
    }
    expect(items.some((item) => item.result === 'fail')).toBe(true);
    expect(items.some((item) => item.result === 'pass')).toBe(true);
    const failing = checkPage(sim, admin, { result: 'fail', sortField: 'failed', sortOrder: 'descend' }).items;
    expect(failing.every((item) => item.failed > 0)).toBe(true);
    expectOrdered(failing.map((item) => item.failed), 'descend');
    const one = items[5];
    expect(checkPage(sim, admin, { keyword: one.serialNumber }).items.map((item) => item.serialNumber)).toContain(one.serialNumber);
    expect(checkPage(sim, admin, { model: one.model }).items.every((item) => item.model === one.model)).toBe(true);
    expect(checkPage(sim, admin, { checkedFrom: one.checkedAt, checkedTo: one.checkedAt }).items.map((item) => item.id)).toContain(one.id);
    expectInvalid(post(sim, '/resource/function/page', { result: 'ok' }, admin), { result: 'invalid' });
  });

  it("answers each chosen check's items, in the order asked, at most a page of checks per call", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const [first, second] = checkPage(sim, admin).items;
    const response = post(sim, '/resource/function/items', { ids: [second.id, first.id] }, admin);
    const answer = result<Array<{ id: string; items: Array<Record<string, string>> }>>(response);
    expect(answer.map((entry) => entry.id)).toEqual([second.id, first.id]);
    const stored = sim.state.resources.checks.find((check) => check.id === second.id);
    expect(answer[0].items).toEqual(stored?.items);
    expect(answer[0].items).toHaveLength(second.total);
    expect(answer[0].items.filter((item) => item.result === 'fail')).toHaveLength(second.failed);
    for (const item of answer[0].items) expect(Object.keys(item).sort()).toEqual(['expected', 'item', 'measured', 'result']);

    const all = checkPage(sim, admin).items.map((check) => check.id);
    expect(all).toHaveLength(60);
    expect(code(post(sim, '/resource/function/items', { ids: all }, admin))).toBe(0);
    expectInvalid(post(sim, '/resource/function/items', { ids: Array.from({ length: 101 }, (_, i) => `fc${i + 1}`) }, admin), { ids: 'tooLong' });
    expectInvalid(post(sim, '/resource/function/items', { ids: [] }, admin), { ids: 'required' });
    expectInvalid(post(sim, '/resource/function/items', {}, admin), { ids: 'required' });
    expectInvalid(post(sim, '/resource/function/items', { ids: 'fc1' }, admin), { ids: 'invalid' });
    expect(code(post(sim, '/resource/function/items', { ids: [first.id, 'fc999'] }, admin))).toBe(STATUS.NOT_FOUND);
    // The old zip export is gone: the console writes the CSV itself.
    expect(code(post(sim, '/resource/function/export', {}, admin))).toBe(STATUS.NOT_FOUND);
  });
});

/** The stored log packages without their bytes: what a refused call must leave as it was. */
const withoutFiles = (records: ReadonlyArray<{ file: unknown }>) =>
  JSON.stringify(records.map((record) => Object.entries(record).filter(([field]) => field !== 'file')));
const logsStored = (sim: Simulator) => withoutFiles(sim.state.resources.logs);
const packagesStored = (sim: Simulator) => withoutFiles(sim.state.ota.packages);
const serialOf = (sim: Simulator, companyId: string) =>
  (Array.from(sim.state.fleet.assets.values()).find((asset) => asset.companyId === companyId) as { serialNumber: string }).serialNumber;
/** 40401 with the reason of an unknown id, as JSON: no file. */
function expectUnknown(response: ReturnType<typeof post>, missing: string, label = ''): void {
  expect([code(response), reason(response)], label).toEqual([STATUS.NOT_FOUND, missing]);
  expect(response.headers['content-type'] ?? '', label).toMatch(/^application\/json/);
}

describe('tenant boundary', () => {
  it("lists and counts a company's own log packages only; the platform reaches every one", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const falcon = signedIn(sim, 'falcon.admin');
    const all = logPage(sim, admin);
    expect(all.totalCount).toBe(25);
    const of = (companyId: string) => all.items.filter((log) => log.companyId === companyId).map((log) => log.id).sort();
    expect(of('c4').length).toBeGreaterThan(0);
    expect(of('c7').length).toBeGreaterThan(0);
    expect(of('').length).toBeGreaterThan(0);
    for (const [auth, companyId] of [[cedar, 'c4'], [falcon, 'c7']] as const) {
      const own = logPage(sim, auth);
      expect(own.totalCount, companyId).toBe(of(companyId).length);
      expect(own.items.map((log) => log.id).sort(), companyId).toEqual(of(companyId));
    }
    // Searching for another company's device finds nothing, not even a count.
    const foreign = all.items.find((log) => log.companyId === 'c7') as LogRow;
    expect(logPage(sim, cedar, { keyword: foreign.serialNumber }).totalCount).toBe(0);
    expect(logPage(sim, admin, { keyword: foreign.serialNumber }).totalCount).toBeGreaterThan(0);
  });

  it("answers another company's and the platform's log packages as unknown ids: no file, no edit, no delete", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const all = logPage(sim, admin).items;
    const own = all.find((log) => log.companyId === 'c4') as LogRow;
    const foreign = all.find((log) => log.companyId === 'c7') as LogRow;
    const platform = all.find((log) => log.companyId === '') as LogRow;
    const before = logsStored(sim);
    const unknown = post(sim, '/resource/log/download', { ids: ['log999'] }, cedar);
    expectUnknown(unknown, 'log package not found');
    for (const other of [foreign, platform]) {
      expectUnknown(post(sim, '/resource/log/download', { ids: [other.id] }, cedar), 'log package not found', other.id);
      expectUnknown(post(sim, '/resource/log/download', { ids: [own.id, other.id] }, cedar), 'log package not found', other.id);
      const edit = put(sim, `/resource/log/${other.id}`, { name: 'Taken over', generatedAt: other.generatedAt }, cedar);
      expectUnknown(edit, 'log package not found', other.id);
      expectUnknown(del(sim, '/resource/log', { ids: [own.id, other.id] }, cedar), 'log package not found', other.id);
    }
    expect(logsStored(sim)).toBe(before);
    // Its own: downloaded and edited; the platform reaches the others.
    expect(attachmentName(post(sim, '/resource/log/download', { ids: [own.id] }, cedar))).toBe(own.fileName);
    expect(code(put(sim, `/resource/log/${own.id}`, { name: 'Cedar renamed', generatedAt: own.generatedAt }, cedar))).toBe(0);
    expect(attachmentName(post(sim, '/resource/log/download', { ids: [foreign.id] }, admin))).toBe(foreign.fileName);
    expect(code(put(sim, `/resource/log/${foreign.id}`, { name: 'Falcon renamed', generatedAt: foreign.generatedAt }, admin))).toBe(0);
    expect(result(del(sim, '/resource/log', { ids: [foreign.id, platform.id, own.id] }, admin))).toEqual({ deleted: 3 });
  });

  it("files an upload under the uploader's company (an enterprise one), or the device's (a platform one)", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const falcon = signedIn(sim, 'falcon.admin');
    const generatedAt = sim.now() - DAY;
    const cedarSerial = serialOf(sim, 'c4');
    const falconSerial = serialOf(sim, 'c7');
    const ids = (auth: Auth) => logPage(sim, auth).items.map((log) => log.id);

    const bare = result<LogRow>(uploadLog(sim, cedar, { name: 'Cedar bare', generatedAt }));
    const device = result<LogRow>(uploadLog(sim, cedar, { name: 'Cedar device', generatedAt, serialNumber: cedarSerial.toLowerCase() }));
    expect([bare.companyId, device.companyId]).toEqual(['c4', 'c4']);
    expect(ids(cedar)).toEqual(expect.arrayContaining([bare.id, device.id]));
    expect(ids(falcon)).not.toContain(bare.id);
    expect(ids(admin)).toEqual(expect.arrayContaining([bare.id, device.id]));

    // Another company's device and no device at all are refused alike, and nothing is stored.
    const before = logsStored(sim);
    const next = sim.state.resources.nextLogNumber;
    for (const serialNumber of [falconSerial, 'SN-NO-SUCH-DEVICE']) {
      expectInvalid(uploadLog(sim, cedar, { name: 'Cedar foreign', generatedAt, serialNumber }), { serialNumber: 'invalid' }, serialNumber);
      expectInvalid(put(sim, `/resource/log/${device.id}`, { name: 'Cedar device', generatedAt, serialNumber }, cedar), { serialNumber: 'invalid' }, serialNumber);
    }
    expect(logsStored(sim)).toBe(before);
    expect(sim.state.resources.nextLogNumber).toBe(next);

    // A platform upload: the company of the device it names, else the platform's own.
    const forFalcon = result<LogRow>(uploadLog(sim, admin, { name: 'For Falcon', generatedAt, serialNumber: falconSerial }));
    const cloud = result<LogRow>(uploadLog(sim, admin, { name: 'Cloud', generatedAt, serialNumber: 'SN-NO-SUCH-DEVICE' }));
    expect([forFalcon.companyId, cloud.companyId]).toEqual(['c7', '']);
    expect(ids(falcon)).toContain(forFalcon.id);
    expect(ids(cedar)).not.toContain(forFalcon.id);
    expect(ids(falcon)).not.toContain(cloud.id);
    // A platform edit naming another company's device moves the package there.
    const moved = result<LogRow>(put(sim, `/resource/log/${device.id}`, { name: 'Cedar device', generatedAt, serialNumber: falconSerial }, admin));
    expect(moved.companyId).toBe('c7');
    expect(ids(cedar)).not.toContain(device.id);
    expect(ids(falcon)).toContain(device.id);
  });

  it('refuses an upload by an enterprise account of no company: it would be the platform\'s', () => {
    const sim = new Simulator();
    const stray = sim.state.accounts.find((account) => account.account === 'cedar.admin');
    if (!stray) throw new Error('no cedar.admin');
    stray.companyId = '';
    const auth = signedIn(sim, 'cedar.admin');
    const before = [logsStored(sim), packagesStored(sim)];
    expect(code(uploadLog(sim, auth, { name: 'Nobody', generatedAt: sim.now() - DAY }))).toBe(STATUS.PERMISSION_MISSING);
    expect(code(uploadOta(sim, auth, { ...OTA_META, name: 'Nobody' }))).toBe(STATUS.PERMISSION_MISSING);
    expect(logPage(sim, auth).totalCount).toBe(0);
    expect([logsStored(sim), packagesStored(sim)]).toEqual(before);
  });

  it("keeps names unique within a company, so that another company's names cannot be probed", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const generatedAt = sim.now() - DAY;
    const all = logPage(sim, admin).items;
    const foreign = all.find((log) => log.companyId === 'c7') as LogRow;
    const own = all.find((log) => log.companyId === 'c4') as LogRow;
    expect(result<LogRow>(uploadLog(sim, cedar, { name: foreign.name, generatedAt })).companyId).toBe('c4');
    const clash = uploadLog(sim, cedar, { name: own.name.toUpperCase(), generatedAt });
    expect([code(clash), result(clash)]).toEqual([STATUS.CONFLICT, { fields: { name: 'exists' } }]);
  });

  it("lists the function checks, and answers the items, of a company's own assets only", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const companyOf = (check: CheckRow) => sim.state.fleet.assets.get(check.assetId)?.companyId;
    const all = checkPage(sim, admin).items;
    const own = all.filter((check) => companyOf(check) === 'c4');
    const foreign = all.find((check) => companyOf(check) === 'c7') as CheckRow;
    expect(own.length).toBeGreaterThan(0);
    const page = checkPage(sim, cedar);
    expect(page.totalCount).toBe(own.length);
    expect(page.items.map((check) => check.id).sort()).toEqual(own.map((check) => check.id).sort());
    expect(checkPage(sim, cedar, { keyword: foreign.serialNumber }).totalCount).toBe(0);

    // The items: of a check within reach; another company's id answers as an unknown one, and nothing is answered.
    const answer = result<Array<{ id: string }>>(post(sim, '/resource/function/items', { ids: own.map((check) => check.id) }, cedar));
    expect(answer.map((entry) => entry.id)).toEqual(own.map((check) => check.id));
    expectUnknown(post(sim, '/resource/function/items', { ids: [own[0].id, foreign.id] }, cedar), 'function check not found');
    expect(result<Array<{ id: string }>>(post(sim, '/resource/function/items', { ids: [foreign.id] }, admin)).map((entry) => entry.id)).toEqual([foreign.id]);
  });

  it("shows every company the platform's OTA packages, a company's own to it alone; only their owners change them", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const falcon = signedIn(sim, 'falcon.admin');
    expect(otaPage(sim, cedar).totalCount).toBe(8);
    expect(attachmentName(post(sim, '/resource/ota/download', { ids: ['ota1'] }, cedar))).toBe('cr300-v2-system-3.4.0.img');

    const uploaded = uploadOta(sim, cedar, { ...OTA_META, name: 'Cedar chassis' }, 'cedar.bin', 'cedar firmware');
    const pkg = result<PackageRow>(uploaded);
    expect(pkg).toMatchObject({ companyId: 'c4', uploaderName: 'Cedar Administrator' });
    const ids = (auth: Auth) => otaPage(sim, auth).items.map((item) => item.id);
    expect(ids(cedar)).toContain(pkg.id);
    expect(ids(admin)).toContain(pkg.id);
    expect(ids(falcon)).not.toContain(pkg.id);
    expect(otaPage(sim, falcon).totalCount).toBe(8);
    const options = (auth: Auth) => result<Array<{ id: string }>>(get(sim, '/ota/upgrade/options', auth)).map((option) => option.id);
    expect(options(cedar)).toContain(pkg.id);
    expect(options(admin)).toContain(pkg.id);
    expect(options(falcon)).not.toContain(pkg.id);

    // Out of reach answers as unknown: the other company's package, and the platform's to change.
    const before = packagesStored(sim);
    expectUnknown(post(sim, '/resource/ota/download', { ids: [pkg.id] }, falcon), 'OTA package not found');
    expectUnknown(post(sim, '/resource/ota/download', { ids: ['ota1', pkg.id] }, falcon), 'OTA package not found');
    expectUnknown(put(sim, `/resource/ota/${pkg.id}`, { ...OTA_META, name: 'Falcon took it' }, falcon), 'OTA package not found');
    expectUnknown(del(sim, '/resource/ota', { ids: [pkg.id] }, falcon), 'OTA package not found');
    expectUnknown(put(sim, '/resource/ota/ota1', { ...OTA_META, name: 'Cedar took it' }, cedar), 'OTA package not found');
    expectUnknown(del(sim, '/resource/ota', { ids: ['ota7'] }, cedar), 'OTA package not found');
    expectUnknown(del(sim, '/resource/ota', { ids: [pkg.id, 'ota7'] }, cedar), 'OTA package not found');
    expect(packagesStored(sim)).toBe(before);

    // Their owners: the company its own, the platform all.
    expect(result<PackageRow>(put(sim, `/resource/ota/${pkg.id}`, { ...OTA_META, name: 'Cedar chassis 2' }, cedar)).companyId).toBe('c4');
    expect(attachmentName(post(sim, '/resource/ota/download', { ids: [pkg.id] }, admin))).toBe('cedar.bin');
    expect(code(put(sim, '/resource/ota/ota7', { ...OTA_META, name: 'Platform edit' }, admin))).toBe(0);
    expect(result(del(sim, '/resource/ota', { ids: [pkg.id] }, cedar))).toEqual({ deleted: 1 });
    expect(result(del(sim, '/resource/ota', { ids: ['ota7'] }, admin))).toEqual({ deleted: 1 });
    // A platform upload is published to every company.
    const published = result<PackageRow>(uploadOta(sim, admin, { ...OTA_META, name: 'Published' }));
    expect(published.companyId).toBe('');
    expect(ids(falcon)).toContain(published.id);
  });

  it('keeps OTA package names unique among the packages shown together, not across companies', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const falcon = signedIn(sim, 'falcon.admin');
    const clash = (response: ReturnType<typeof post>) => [code(response), result(response)];
    const exists = [STATUS.CONFLICT, { fields: { name: 'exists' } }];
    expect(code(uploadOta(sim, cedar, { ...OTA_META, name: 'Shared name' }))).toBe(0);
    // Another company's name: no clash, nothing to probe.
    expect(result<PackageRow>(uploadOta(sim, falcon, { ...OTA_META, name: 'SHARED NAME' })).companyId).toBe('c7');
    // A published package's name is seen by every company; the platform sees them all.
    expect(clash(uploadOta(sim, falcon, { ...OTA_META, name: 'cr-300 v2 system 3.4.0' }))).toEqual(exists);
    expect(clash(uploadOta(sim, admin, { ...OTA_META, name: 'Shared Name' }))).toEqual(exists);
  });
});

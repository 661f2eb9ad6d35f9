/**
 * Assets of docs/api.md on the simulator: the seeded fleet, the list (paging,
 * filters, sorting), adding and editing with every rule, deleting, locks,
 * configuration, the detail tabs, permission keys and
 * the fleet-size control. Requests are signed as a client signs them.
 */
import { STATUS } from '../../src/request/codes';
import { handleControl } from './control';
import type { Asset as AssetDetail, AssetComponent, AssetConfig, AssetException, AssetRow } from '../../src/services/types/asset';
import { fetchHandler } from './http';
import { matchPath } from './router';
import { ROUTES, Simulator } from './simulator';
import { seedState } from './seed';
import {
  code,
  del,
  everyItem,
  expectInvalid,
  expectOrdered,
  fields,
  get,
  pageAt,
  post,
  put,
  reason,
  result,
  send,
  rss,
  signedIn,
  type Auth,
  type Key,
  type Page,
  succeeded,
} from './testClient';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const assetPage = (sim: Simulator, auth: Auth, body: Record<string, unknown>) =>
  pageAt<AssetRow>(sim, send, '/asset/page', { pageNumber: 1, pageSize: 10, ...body }, auth);
const everyAsset = (sim: Simulator, auth: Auth, filters: Record<string, unknown> = {}) =>
  everyItem<AssetRow>(sim, send, '/asset/page', filters, auth);

function detail(sim: Simulator, auth: Auth, id: string): AssetDetail {
  const response = get(sim, `/asset/${id}`, auth);
  expect(code(response)).toBe(0);
  return result<AssetDetail>(response);
}

/** Adds an asset (it must succeed) with a name and serial number of its own. */
function added(sim: Simulator, auth: Auth, extra: Record<string, unknown> = {}): AssetDetail {
  return succeeded<AssetDetail>(post(sim, '/asset', { name: 'Test robot', serialNumber: 'SN-TEST-0001', companyId: 'c1', ...extra }, auth));
}

const total = (sim: Simulator, auth: Auth, filters: Record<string, unknown> = {}) => assetPage(sim, auth, filters).totalCount;

/** The assets of a company, read from the simulator's state (not through the API). */
const companyAssets = (sim: Simulator, companyId: string) =>
  Array.from(sim.state.fleet.assets.values()).filter((asset) => asset.companyId === companyId);

/** Every field of an asset (docs/openapi.yaml `Asset`). */
const ASSET_FIELDS = [
  'id', 'assetNumber', 'name', 'companyId', 'companyName', 'projectId', 'projectName', 'sceneId', 'sceneName',
  'sceneVersion', 'uuid', 'usageAddress', 'model', 'deviceNumber', 'serialNumber', 'navSerialNumber', 'brand',
  'supplier', 'manufacturer', 'region', 'description', 'vendorLock', 'vendorLockUntil', 'enterpriseLock',
  'enterpriseLockUntil', 'firstActivation', 'vendorLicenceExpiry', 'enterpriseLicenceExpiry', 'warrantyExpiry',
  'unlimitedValidity', 'restartFlag', 'sceneTestMapping', 'runMileage', 'bootTime', 'totalWorkDuration',
  'totalWheelPulses', 'cleanMode', 'runStatus', 'balance', 'batteryState', 'online', 'updatedAt',
];
const LIST_KEYS = [...ASSET_FIELDS].sort();

describe('assets: the seeded fleet', () => {
  let sim: Simulator;
  let admin: Auth;
  let rows: AssetRow[];
  beforeAll(() => {
    sim = new Simulator();
    admin = signedIn(sim, 'admin');
    rows = everyAsset(sim, admin);
  });

  it('holds 3,000 assets over Robot Demo Co. and seven other companies', () => {
    expect(rows).toHaveLength(3000);
    const perCompany = new Map<string, number>();
    for (const row of rows) perCompany.set(row.companyName, (perCompany.get(row.companyName) ?? 0) + 1);
    expect(perCompany.size).toBe(8);
    const [largest] = [...perCompany].sort((a, b) => b[1] - a[1]);
    expect(largest[0]).toBe('Robot Demo Co.');
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(LIST_KEYS);
  });

  it('puts each asset in a project (and most in a scene) of its own company', () => {
    const projects = result<Array<{ id: string; companyId: string }>>(get(sim, '/project/options', admin));
    const scenes = result<Array<{ id: string; companyId: string }>>(rss(sim, 'GET', '/scene/options', undefined, admin));
    const projectCompany = new Map(projects.map((project) => [project.id, project.companyId]));
    const sceneCompany = new Map(scenes.map((scene) => [scene.id, scene.companyId]));
    for (const row of rows) {
      expect(projectCompany.get(row.projectId)).toBe(row.companyId);
      expect(row.projectName).not.toBe('');
      if (row.sceneId === '') {
        expect([row.sceneName, row.sceneVersion]).toEqual(['', null]);
      } else {
        expect(sceneCompany.get(row.sceneId)).toBe(row.companyId);
        expect(row.sceneVersion).toBeGreaterThanOrEqual(1);
      }
    }
    const withoutScene = rows.filter((row) => row.sceneId === '').length;
    expect(withoutScene).toBeGreaterThan(100);
    expect(withoutScene).toBeLessThan(1000);
  });

  it('draws realistic, unique identifiers', () => {
    for (const row of rows) {
      expect(row.assetNumber).toMatch(/^AS-\d{6}$/);
      expect(row.serialNumber).toMatch(/^SN[0-9A-Z]{10}$/);
      expect(row.navSerialNumber).toMatch(/^NV[0-9A-Z]{10}$/);
      expect(row.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(['CR-300', 'CR-500', 'DL-200', 'PT-100']).toContain(row.model);
    }
    for (const field of ['assetNumber', 'serialNumber', 'uuid', 'id'] as const) {
      expect(new Set(rows.map((row) => row[field])).size).toBe(3000);
    }
  });

  it('represents every enum value, mostly unlocked and about 80% online', () => {
    const values = (read: (row: AssetRow) => Key) => new Set(rows.map(read));
    expect(values((row) => row.cleanMode)).toEqual(new Set([0, 1, 2]));
    expect(values((row) => row.runStatus)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(values((row) => row.balance)).toEqual(new Set([0, 1]));
    expect(values((row) => row.batteryState)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(values((row) => row.vendorLock)).toEqual(new Set([0, 1, 2]));
    expect(values((row) => row.enterpriseLock)).toEqual(new Set([0, 1, 2]));
    expect(rows.filter((row) => row.vendorLock === 0).length / 3000).toBeGreaterThan(0.75);
    const online = rows.filter((row) => row.online).length / 3000;
    expect(online).toBeGreaterThan(0.7);
    expect(online).toBeLessThan(0.9);
    for (const row of rows) {
      if (row.vendorLock === 2) expect(row.vendorLockUntil).toBeGreaterThan(sim.now());
      else expect(row.vendorLockUntil).toBeNull();
    }
  });

  it('dates the fleet in the past years; some never activated, some unlimited', () => {
    const now = sim.now();
    for (const row of rows) {
      expect(row.updatedAt).toBeLessThanOrEqual(now);
      expect(row.updatedAt).toBeGreaterThan(now - 5 * 365 * DAY);
      if (row.firstActivation === null) {
        expect([row.online, row.bootTime, row.runMileage, row.totalWheelPulses]).toEqual([false, null, 0, '0']);
      } else {
        expect(row.firstActivation).toBeLessThan(now);
      }
      if (row.unlimitedValidity) expect([row.vendorLicenceExpiry, row.enterpriseLicenceExpiry]).toEqual([null, null]);
    }
    const never = rows.filter((row) => row.firstActivation === null).length;
    expect(never).toBeGreaterThan(100);
    expect(rows.some((row) => row.unlimitedValidity)).toBe(true);
    expect(rows.some((row) => row.vendorLicenceExpiry !== null && row.vendorLicenceExpiry < now)).toBe(true);
    expect(rows.some((row) => row.vendorLicenceExpiry !== null && row.vendorLicenceExpiry > now)).toBe(true);
  });

  it('keeps mileage to 3 decimals and wheel pulses as decimal strings, some beyond 2^53', () => {
    for (const row of rows) {
      expect(Math.round(row.runMileage * 1000) / 1000).toBe(row.runMileage);
      expect(row.totalWheelPulses).toMatch(/^\d+$/);
    }
    expect(rows.some((row) => !Number.isInteger(row.runMileage))).toBe(true);
    const huge = rows.filter((row) => BigInt(row.totalWheelPulses) > BigInt(Number.MAX_SAFE_INTEGER));
    expect(huge.length).toBeGreaterThan(50);
  });

  it('seeds the same fleet whatever the clock, dated back from it', () => {
    const early = seedState(1_700_000_000_000).fleet;
    const late = seedState(1_800_000_000_000).fleet;
    const strip = (fleet: typeof early) =>
      Array.from(fleet.assets.values(), (asset) => [asset.id, asset.serialNumber, asset.name, asset.companyId, asset.sceneId]);
    expect(strip(late)).toEqual(strip(early));
    const a = early.assets.get('a17');
    const b = late.assets.get('a17');
    expect((b?.createdAt ?? 0) - (a?.createdAt ?? 0)).toBe(100_000_000_000);
  });

  it('seeds quickly enough to reseed on every reset', () => {
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) seedState();
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('assets: the list', () => {
  it('pages 10, 25 and 100 at a time with the total', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    for (const pageSize of [1, 10, 25, 100]) {
      const page = assetPage(sim, admin, { pageSize });
      expect(page.items).toHaveLength(pageSize);
      expect(page.totalCount).toBe(3000);
    }
    const last = assetPage(sim, admin, { pageNumber: 30, pageSize: 100 });
    expect(last.items).toHaveLength(100);
    expect(assetPage(sim, admin, { pageNumber: 31, pageSize: 100 })).toEqual({ items: [], totalCount: 3000 });
    expect(assetPage(sim, admin, { pageNumber: 4, pageSize: 7, model: 'PT' }).items).toHaveLength(7);
  });

  it('orders the newest first, then the higher id, stable across pages', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const byHundred = assetPage(sim, admin, { pageSize: 100 }).items.map((row) => row.id);
    const byTen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((pageNumber) =>
      assetPage(sim, admin, { pageNumber, pageSize: 10 }).items.map((row) => row.id),
    );
    expect(byTen).toEqual(byHundred);
    const created = byHundred.map((id) => sim.state.fleet.assets.get(id)?.createdAt ?? 0);
    expectOrdered(created, 'descend');

    const first = added(sim, admin, { serialNumber: 'SN-NEW-1' });
    const second = added(sim, admin, { serialNumber: 'SN-NEW-2' });
    expect(assetPage(sim, admin, {}).items.slice(0, 2).map((row) => row.id)).toEqual([second.id, first.id]);
  });

  it('finds by keyword: part of a serial number or a name, without regard to case', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const target = assetPage(sim, admin, { pageNumber: 7 }).items[3];
    const bySerial = assetPage(sim, admin, { keyword: target.serialNumber.slice(2, 9).toLowerCase() });
    expect(bySerial.items.map((row) => row.id)).toContain(target.id);
    expect(bySerial.totalCount).toBeLessThan(5);

    const byName = everyAsset(sim, admin, { keyword: `  ${target.name.toUpperCase()} ` });
    expect(byName.map((row) => row.id)).toEqual([target.id]);
    const cleaners = everyAsset(sim, admin, { keyword: 'cleaner' });
    expect(cleaners.length).toBeGreaterThan(500);
    expect(cleaners.every((row) => row.name.startsWith('Cleaner') || /CLEANER/i.test(row.serialNumber))).toBe(true);
    expect(total(sim, admin, { keyword: 'no such robot' })).toBe(0);
  });

  it('matches every text filter anywhere in its field, without regard to case', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const rows = everyAsset(sim, admin);
    const sample = rows[1234];
    const cases: Array<[keyof AssetRow, string]> = [
      ['assetNumber', sample.assetNumber.slice(3).toLowerCase()],
      ['name', sample.name.slice(0, 4).toUpperCase()],
      ['uuid', sample.uuid.slice(9, 18).toUpperCase()],
      ['model', 'cr-'],
      ['deviceNumber', sample.deviceNumber.slice(2).toLowerCase()],
      ['serialNumber', sample.serialNumber.slice(4).toLowerCase()],
      ['brand', 'SWIFT'],
      ['supplier', 'contoso'],
      ['manufacturer', 'ltd.'],
      ['region', 'SÃO'],
    ];
    for (const [field, needle] of cases) {
      const expected = rows.filter((row) => String(row[field]).toLowerCase().includes(needle.toLowerCase()));
      expect(expected.length, field).toBeGreaterThan(0);
      expect(total(sim, admin, { [field]: needle }), field).toBe(expected.length);
    }
    // Blank filters filter nothing.
    expect(total(sim, admin, { name: '', model: '  ', companyId: null, runStatus: [] })).toBe(3000);
  });

  it('matches company, project and scene ids exactly', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const rows = everyAsset(sim, admin);
    const sample = rows.filter((row) => row.sceneId !== '')[42];
    for (const field of ['companyId', 'projectId', 'sceneId'] as const) {
      const value = sample[field];
      const matching = everyAsset(sim, admin, { [field]: value });
      expect(matching.length, field).toBe(rows.filter((row) => row[field] === value).length);
      expect(matching.every((row) => row[field] === value)).toBe(true);
    }
    expect(total(sim, admin, { companyId: 'c' })).toBe(0);
    expect(total(sim, admin, { companyId: 'c1', sceneId: 's6' })).toBe(0);
  });

  it('matches number filters by one value or a list', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const rows = everyAsset(sim, admin);
    const count = (field: 'runStatus' | 'batteryState' | 'vendorLock' | 'enterpriseLock', values: number[]) =>
      rows.filter((row) => values.includes(row[field])).length;
    expect(total(sim, admin, { runStatus: 2 })).toBe(count('runStatus', [2]));
    expect(total(sim, admin, { runStatus: [1, 3] })).toBe(count('runStatus', [1, 3]));
    expect(total(sim, admin, { batteryState: [6] })).toBe(count('batteryState', [6]));
    expect(total(sim, admin, { vendorLock: [1, 2] })).toBe(count('vendorLock', [1, 2]));
    expect(total(sim, admin, { enterpriseLock: 0 })).toBe(count('enterpriseLock', [0]));
    const mixed = everyAsset(sim, admin, { runStatus: [0, 5], batteryState: 4, companyId: 'c1' });
    expect(mixed.length).toBeGreaterThan(0);
    expect(mixed.every((row) => [0, 5].includes(row.runStatus) && row.batteryState === 4 && row.companyId === 'c1')).toBe(true);
  });

  it('bounds licence expiry and activation inclusively', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const rows = everyAsset(sim, admin);
    const now = sim.now();
    const edge = rows.find((row) => row.vendorLicenceExpiry !== null)?.vendorLicenceExpiry ?? 0;
    const inRange = (value: number | null, from: number, to: number) => value !== null && value >= from && value <= to;
    expect(total(sim, admin, { licenceExpiryFrom: edge, licenceExpiryTo: edge })).toBe(
      rows.filter((row) => row.vendorLicenceExpiry === edge).length,
    );
    const soon = { licenceExpiryFrom: now, licenceExpiryTo: now + 90 * DAY };
    expect(total(sim, admin, soon)).toBe(rows.filter((row) => inRange(row.vendorLicenceExpiry, now, now + 90 * DAY)).length);
    expect(total(sim, admin, { licenceExpiryTo: now })).toBe(
      rows.filter((row) => inRange(row.vendorLicenceExpiry, 0, now)).length,
    );
    const lastYear = { activationFrom: now - 365 * DAY, activationTo: now };
    const activated = rows.filter((row) => inRange(row.firstActivation, now - 365 * DAY, now)).length;
    expect(activated).toBeGreaterThan(0);
    expect(total(sim, admin, lastYear)).toBe(activated);
    // Never activated assets match no bound.
    expect(total(sim, admin, { activationFrom: 0 })).toBe(rows.filter((row) => row.firstActivation !== null).length);
  });

  it('sorts by each sort field, both ways, empty values last', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const filters = { brand: 'cleanpro', runStatus: [0, 1] };
    const sortFields: Array<keyof AssetRow> = [
      'assetNumber',
      'name',
      'companyName',
      'serialNumber',
      'model',
      'runStatus',
      'batteryState',
      'vendorLicenceExpiry',
      'firstActivation',
      'updatedAt',
    ];
    for (const sortField of sortFields) {
      for (const sortOrder of ['ascend', 'descend'] as const) {
        const rows = everyAsset(sim, admin, { ...filters, sortField, sortOrder });
        expect(rows.length).toBeGreaterThan(150);
        expectOrdered(
          rows.map((row) => row[sortField] as Key),
          sortOrder,
          `${sortField} ${sortOrder}`,
        );
      }
    }
    const ascending = assetPage(sim, admin, { sortField: 'companyName' }).items[0];
    expect(ascending.companyName).toBe('Acme Logistics');
    const descending = assetPage(sim, admin, { sortField: 'companyName', sortOrder: 'descend' }).items[0];
    expect(descending.companyName).toBe('Zephyr Cleaning Robotics');
    expect(assetPage(sim, admin, { sortField: 'assetNumber', sortOrder: 'descend' }).items[0].assetNumber).toBe('AS-003000');
    // Without sortOrder, ascending.
    expect(assetPage(sim, admin, { sortField: 'assetNumber' }).items[0].assetNumber).toBe('AS-000001');
  });

  it('refuses unknown filters and sort fields, and values of the wrong kind, with 40001', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ colour: 'red' }, { colour: 'invalid' }],
      [{ online: true }, { online: 'invalid' }],
      [{ sortField: 'uuid' }, { sortField: 'invalid' }],
      [{ sortField: 'constructor' }, { sortField: 'invalid' }],
      [{ sortField: 'name', sortOrder: 'up' }, { sortOrder: 'invalid' }],
      [{ runStatus: 9 }, { runStatus: 'invalid' }],
      [{ runStatus: '2' }, { runStatus: 'invalid' }],
      [{ vendorLock: [0, 3] }, { vendorLock: 'invalid' }],
      [{ name: 5 }, { name: 'invalid' }],
      [{ companyId: ['c1'] }, { companyId: 'invalid' }],
      [{ licenceExpiryFrom: 'soon' }, { licenceExpiryFrom: 'invalid' }],
      [{ activationTo: -1 }, { activationTo: 'invalid' }],
      [{ pageSize: 0 }, { pageSize: 'invalid' }],
      [{ pageSize: 101 }, { pageSize: 'invalid' }],
      [{ pageNumber: 0 }, { pageNumber: 'invalid' }],
    ];
    for (const [body, expected] of cases) {
      expectInvalid(post(sim, '/asset/page', { pageNumber: 1, pageSize: 10, ...body }, admin), expected, JSON.stringify(body));
    }
    expect(code(post(sim, '/asset/page', [], admin))).toBe(STATUS.VALIDATION_FAILED);
  });
});

describe('assets: adding', () => {
  it('adds an asset with a number, a UUID and the names of its company, project and scene', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scene = sim.state.fleet.scenes.find((candidate) => candidate.companyId === 'c1');
    if (!scene) throw new Error('c1 has no scene');
    const asset = added(sim, admin, {
      projectId: scene.projectId,
      sceneId: scene.id,
      model: 'CR-300',
      brand: 'Robot Demo',
      description: 'Added by the test',
      vendorLicenceExpiry: sim.now() + 365 * DAY,
      unlimitedValidity: false,
    });
    expect(asset).toMatchObject({
      id: 'a3001',
      assetNumber: 'AS-003001',
      name: 'Test robot',
      serialNumber: 'SN-TEST-0001',
      companyId: 'c1',
      companyName: 'Robot Demo Co.',
      projectId: scene.projectId,
      sceneId: scene.id,
      sceneName: scene.name,
      sceneVersion: scene.version,
      model: 'CR-300',
      description: 'Added by the test',
      vendorLock: 0,
      enterpriseLock: 0,
      firstActivation: null,
      online: false,
      totalWheelPulses: '0',
    });
    expect(asset.projectName).not.toBe('');
    expect(asset.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(asset.updatedAt - sim.now())).toBeLessThan(1000);
    expect(Object.keys(asset).sort()).toEqual(LIST_KEYS);
    expect(detail(sim, admin, asset.id)).toEqual(asset);
    expect(total(sim, admin)).toBe(3001);
    expect(assetPage(sim, admin, {}).items[0].id).toBe(asset.id);
  });

  it('trims texts and counts 50 characters as people do', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const fifty = '机'.repeat(49) + '🤖';
    const asset = added(sim, admin, { name: `  ${fifty}  `, serialNumber: ' SN-TRIM ', usageAddress: 'a'.repeat(50), description: ` ${fifty} ` });
    expect([asset.name, asset.serialNumber]).toEqual([fifty, 'SN-TRIM']);
    expect(detail(sim, admin, asset.id).description).toBe(fifty);
  });

  it('keeps the description to 50 characters like every text, the seeded ones too', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const seeded = [...sim.state.fleet.assets.values()].map((asset) => asset.description);
    expect(seeded.some((text) => text !== '')).toBe(true);
    for (const text of seeded) expect(Array.from(text).length).toBeLessThanOrEqual(50);
    const before = total(sim, admin);
    expectInvalid(post(sim, '/asset', { name: 'Robot', serialNumber: 'SN-DESC-51', companyId: 'c1', description: 'd'.repeat(51) }, admin), { description: 'tooLong' });
    expect(total(sim, admin)).toBe(before);
    const asset = added(sim, admin, { description: 'd'.repeat(50) });
    const edit = { name: asset.name, serialNumber: asset.serialNumber, companyId: asset.companyId };
    expectInvalid(put(sim, `/asset/${asset.id}`, { ...edit, description: '机'.repeat(51) }, admin), { description: 'tooLong' });
    expect(detail(sim, admin, asset.id).description).toBe('d'.repeat(50));
  });

  it('refuses each broken rule with its message and field, and adds nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const other = sim.state.fleet.scenes.find((scene) => scene.companyId === 'c2');
    if (!other) throw new Error('c2 has no scene');
    const base = { name: 'Robot', serialNumber: 'SN-RULES', companyId: 'c1' };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ name: undefined }, { name: 'required' }],
      [{ name: '   ' }, { name: 'required' }],
      [{ name: 7 }, { name: 'invalid' }],
      [{ name: 'x'.repeat(51) }, { name: 'tooLong' }],
      [{ serialNumber: '' }, { serialNumber: 'required' }],
      [{ serialNumber: 'S'.repeat(51) }, { serialNumber: 'tooLong' }],
      [{ companyId: 'c999' }, { companyId: 'invalid' }],
      [{ model: 'm'.repeat(51) }, { model: 'tooLong' }],
      [{ usageAddress: 'u'.repeat(51) }, { usageAddress: 'tooLong' }],
      [{ region: 'r'.repeat(51) }, { region: 'tooLong' }],
      [{ description: 'd'.repeat(51) }, { description: 'tooLong' }],
      [{ brand: ['x'] }, { brand: 'invalid' }],
      [{ vendorLicenceExpiry: 'next year' }, { vendorLicenceExpiry: 'invalid' }],
      [{ warrantyExpiry: 1.5 }, { warrantyExpiry: 'invalid' }],
      [{ unlimitedValidity: 'yes' }, { unlimitedValidity: 'invalid' }],
      [{ projectId: 'p999' }, { projectId: 'invalid' }],
      [{ projectId: other.projectId }, { projectId: 'invalid' }],
      [{ sceneId: other.id }, { sceneId: 'invalid' }],
      [{ sceneId: 's999' }, { sceneId: 'invalid' }],
    ];
    for (const [change, expected] of cases) {
      expectInvalid(post(sim, '/asset', { ...base, ...change }, admin), expected, JSON.stringify(change));
    }
    for (const companyId of [undefined, '', null]) {
      const response = post(sim, '/asset', { ...base, companyId }, admin);
      expectInvalid(response, { companyId: 'required' });
      expect(reason(response)).toBe('no company selected');
    }
    expect(total(sim, admin)).toBe(3000);
  });

  it('refuses a serial number in use (in any case) with 40901', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const taken = sim.state.fleet.assets.get('a5')?.serialNumber ?? '';
    for (const serialNumber of [taken, taken.toLowerCase()]) {
      const response = post(sim, '/asset', { name: 'Copy', serialNumber, companyId: 'c2' }, admin);
      expect(code(response)).toBe(STATUS.CONFLICT);
      expect(reason(response)).toBe('asset already exists');
      expect(fields(response)).toEqual({ serialNumber: 'exists' });
    }
    added(sim, admin, { serialNumber: 'SN-ONCE' });
    expect(code(post(sim, '/asset', { name: 'Again', serialNumber: 'sn-once', companyId: 'c1' }, admin))).toBe(STATUS.CONFLICT);
    expect(total(sim, admin)).toBe(3001);
  });
});

describe('assets: editing', () => {
  it('changes the fields given, keeps the ones left out, and dates the change', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = detail(sim, admin, 'a10');
    sim.clockOffsetMs += 5 * MINUTE;
    const response = put(
      sim,
      '/asset/a10',
      { name: 'Renamed', serialNumber: before.serialNumber.toLowerCase(), companyId: before.companyId, brand: 'CleanPro', warrantyExpiry: null },
      admin,
    );
    expect(code(response)).toBe(0);
    const after = result<AssetDetail>(response);
    // Seeded temporary locks last an hour at least: none ran out in these 5 minutes.
    expect(after).toEqual({
      ...before,
      name: 'Renamed',
      serialNumber: before.serialNumber.toLowerCase(),
      brand: 'CleanPro',
      warrantyExpiry: null,
      updatedAt: after.updatedAt,
    });
    expect(Math.abs(after.updatedAt - sim.now())).toBeLessThan(1000);
    expect(detail(sim, admin, 'a10')).toEqual(after);
  });

  it("refuses another asset's serial number, an unknown id, and a project left in the old company", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const id = Array.from(sim.state.fleet.assets.values()).find((asset) => asset.sceneId !== '')?.id ?? '';
    const target = detail(sim, admin, id);
    const otherSerial = detail(sim, admin, id === 'a21' ? 'a22' : 'a21').serialNumber;
    const base = { name: target.name, serialNumber: target.serialNumber, companyId: target.companyId };
    const conflict = put(sim, `/asset/${id}`, { ...base, serialNumber: otherSerial }, admin);
    expect([code(conflict), reason(conflict), fields(conflict)]).toEqual([STATUS.CONFLICT, 'asset already exists', { serialNumber: 'exists' }]);

    const unknown = put(sim, '/asset/a99999', base, admin);
    expect([code(unknown), reason(unknown)]).toEqual([STATUS.NOT_FOUND, 'asset not found']);

    const elsewhere = target.companyId === 'c2' ? 'c3' : 'c2';
    expectInvalid(put(sim, `/asset/${id}`, { ...base, companyId: elsewhere }, admin), { projectId: 'invalid' });
    expectInvalid(put(sim, `/asset/${id}`, { ...base, companyId: elsewhere, projectId: '' }, admin), { sceneId: 'invalid' });
    expectInvalid(put(sim, `/asset/${id}`, { ...base, name: '' }, admin), { name: 'required' });
    const noCompany = put(sim, `/asset/${id}`, { ...base, companyId: '' }, admin);
    expect(reason(noCompany)).toBe('no company selected');
    expect(detail(sim, admin, id)).toEqual(target);

    const moved = put(sim, `/asset/${id}`, { ...base, companyId: elsewhere, projectId: '', sceneId: null }, admin);
    expect(code(moved)).toBe(0);
    expect(result<AssetDetail>(moved)).toMatchObject({ companyId: elsewhere, projectId: '', projectName: '', sceneId: '', sceneName: '', sceneVersion: null });
  });

  it('shows the current name and version of its scene', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const row = assetPage(sim, admin, { sceneId: 's3' }).items[0];
    const scene = sim.state.fleet.scenes.find((candidate) => candidate.id === 's3');
    if (!scene) throw new Error('no scene s3');
    const renamed = rss(sim, 'PUT', '/scene/s3', { name: 'Renamed hall', companyId: scene.companyId }, admin);
    expect(code(renamed)).toBe(0);
    expect(detail(sim, admin, row.id)).toMatchObject({ sceneName: 'Renamed hall', sceneVersion: row.sceneVersion === null ? null : row.sceneVersion + 1 });
  });
});

describe('assets: deleting', () => {
  it('deletes the assets named and answers how many', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const response = del(sim, '/asset', { ids: ['a1', 'a2', 'a3', 'a2'] }, admin);
    expect(code(response)).toBe(0);
    expect(result(response)).toEqual({ deleted: 3 });
    expect(total(sim, admin)).toBe(2997);
    for (const id of ['a1', 'a2', 'a3']) expect(code(get(sim, `/asset/${id}`, admin))).toBe(STATUS.NOT_FOUND);
    expect(code(get(sim, '/asset/a4', admin))).toBe(0);
  });

  it('deletes nothing when any id is unknown, or the list is bad', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const unknown = del(sim, '/asset', { ids: ['a1', 'a2', 'nope'] }, admin);
    expect([code(unknown), reason(unknown)]).toEqual([STATUS.NOT_FOUND, 'asset not found']);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { ids: 'required' }],
      [{ ids: [] }, { ids: 'required' }],
      [{ ids: 'a1' }, { ids: 'invalid' }],
      [{ ids: [1] }, { ids: 'invalid' }],
      [{ ids: Array.from({ length: 1001 }, (_, index) => `a${index + 1}`) }, { ids: 'tooLong' }],
    ];
    for (const [body, expected] of cases) expectInvalid(del(sim, '/asset', body, admin), expected, JSON.stringify(body).slice(0, 40));
    expect(total(sim, admin)).toBe(3000);
    const thousand = del(sim, '/asset', { ids: Array.from({ length: 1000 }, (_, index) => `a${index + 1}`) }, admin);
    expect(result(thousand)).toEqual({ deleted: 1000 });
  });
});

describe('assets: locks', () => {
  const lock = (sim: Simulator, auth: Auth, body: Record<string, unknown>) => put(sim, '/asset/lock', body, auth);

  it('locks, locks for a while, and unlocks, per kind', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const ids = ['a1', 'a2'];
    expect(result(lock(sim, admin, { ids, kind: 'vendor', action: 'lock' }))).toEqual({ updated: 2 });
    expect(detail(sim, admin, 'a1')).toMatchObject({ vendorLock: 1, vendorLockUntil: null });

    const until = sim.now() + 10 * MINUTE;
    expect(result(lock(sim, admin, { ids, kind: 'enterprise', action: 'temporary', until }))).toEqual({ updated: 2 });
    expect(detail(sim, admin, 'a2')).toMatchObject({ vendorLock: 1, enterpriseLock: 2, enterpriseLockUntil: until });
    expect(everyAsset(sim, admin, { enterpriseLock: 2 }).map((row) => row.id)).toEqual(expect.arrayContaining(ids));

    expect(result(lock(sim, admin, { ids: ['a1'], kind: 'vendor', action: 'cancel', until: 5 }))).toEqual({ updated: 1 });
    expect(detail(sim, admin, 'a1')).toMatchObject({ vendorLock: 0, vendorLockUntil: null, enterpriseLock: 2 });
  });

  it('reads a temporary lock whose time has passed as unlocked', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const until = sim.now() + MINUTE;
    lock(sim, admin, { ids: ['a7'], kind: 'vendor', action: 'temporary', until });
    const lockedNow = total(sim, admin, { vendorLock: 2 });
    sim.clockOffsetMs += MINUTE + 1000;
    expect(detail(sim, admin, 'a7')).toMatchObject({ vendorLock: 0, vendorLockUntil: null });
    expect(everyAsset(sim, admin, { vendorLock: 0 }).some((row) => row.id === 'a7')).toBe(true);
    expect(total(sim, admin, { vendorLock: 2 })).toBeLessThan(lockedNow);
  });

  it('refuses a bad lock request with 40001, unknown ids with 40401, and changes nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = detail(sim, admin, 'a1');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ kind: 'vendor', action: 'temporary' }, { until: 'required' }],
      [{ kind: 'vendor', action: 'temporary', until: sim.now() - 1 }, { until: 'invalid' }],
      [{ kind: 'vendor', action: 'temporary', until: 'tomorrow' }, { until: 'invalid' }],
      [{ kind: 'owner', action: 'lock' }, { kind: 'invalid' }],
      [{ action: 'lock' }, { kind: 'required' }],
      [{ kind: 'vendor', action: 'freeze' }, { action: 'invalid' }],
      [{ kind: 'vendor' }, { action: 'required' }],
    ];
    for (const [body, expected] of cases) expectInvalid(lock(sim, admin, { ids: ['a1'], ...body }), expected, JSON.stringify(body));
    expectInvalid(lock(sim, admin, { kind: 'vendor', action: 'lock' }), { ids: 'required' });
    expect(code(lock(sim, admin, { ids: ['a1', 'zz'], kind: 'vendor', action: 'lock' }))).toBe(STATUS.NOT_FOUND);
    expect(detail(sim, admin, 'a1')).toEqual(before);
  });
});

type Config = AssetConfig;

describe('assets: configuration', () => {
  it('reads and sets one device configuration; a change waits to be sent', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const sentBefore = Array.from(sim.state.fleet.assets.values()).find((asset) => asset.config.sentAt !== null);
    if (!sentBefore) throw new Error('no asset has a config sent');
    const before = result<Config>(get(sim, `/asset/${sentBefore.id}/config`, admin));
    expect(before).toEqual({ ...sentBefore.config });
    expect(result(put(sim, `/asset/${sentBefore.id}/config`, { restartFlag: before.restartFlag, sceneTestMapping: before.sceneTestMapping }, admin))).toEqual(before);
    const changed = put(sim, `/asset/${sentBefore.id}/config`, { restartFlag: !before.restartFlag, sceneTestMapping: true }, admin);
    expect(result(changed)).toEqual({ restartFlag: !before.restartFlag, sceneTestMapping: true, sentAt: null });
    expect(detail(sim, admin, sentBefore.id)).toMatchObject({ restartFlag: !before.restartFlag, sceneTestMapping: true });

    expectInvalid(put(sim, '/asset/a1/config', { sceneTestMapping: true }, admin), { restartFlag: 'required' });
    expectInvalid(put(sim, '/asset/a1/config', { restartFlag: 1, sceneTestMapping: true }, admin), { restartFlag: 'invalid' });
    expect(code(get(sim, '/asset/a0/config', admin))).toBe(STATUS.NOT_FOUND);
  });

  it('sets several, then sends to the online ones and lists the offline ones', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const online = assetPage(sim, admin, { pageSize: 100 }).items.filter((row) => row.online).slice(0, 2).map((row) => row.id);
    const offline = assetPage(sim, admin, { pageSize: 100 }).items.filter((row) => !row.online).slice(0, 2).map((row) => row.id);
    const ids = [...online, ...offline];
    expect(result(put(sim, '/asset/config', { ids, restartFlag: true, sceneTestMapping: false }, admin))).toEqual({ updated: 4 });
    for (const id of ids) expect(result(get(sim, `/asset/${id}/config`, admin))).toMatchObject({ restartFlag: true, sceneTestMapping: false });

    sim.clockOffsetMs += MINUTE;
    const sent = post(sim, '/asset/config/send', { ids }, admin);
    expect(result(sent)).toEqual({ sent: 2, offline });
    for (const id of online) expect(Math.abs((result<Config>(get(sim, `/asset/${id}/config`, admin)).sentAt ?? 0) - sim.now())).toBeLessThan(1000);
    for (const id of offline) expect(result<Config>(get(sim, `/asset/${id}/config`, admin)).sentAt).toBeNull();

    const a1 = result<Config>(get(sim, '/asset/a1/config', admin));
    const flipped = { restartFlag: !a1.restartFlag, sceneTestMapping: !a1.sceneTestMapping };
    expect(code(put(sim, '/asset/config', { ids: ['a1', 'x'], ...flipped }, admin))).toBe(STATUS.NOT_FOUND);
    expect(result(get(sim, '/asset/a1/config', admin))).toEqual(a1);
    expectInvalid(put(sim, '/asset/config', { ids: ['x'], restartFlag: 'on', sceneTestMapping: false }, admin), { restartFlag: 'invalid' });
    expect(code(post(sim, '/asset/config/send', { ids: ['x'] }, admin))).toBe(STATUS.NOT_FOUND);
  });
});

type ComponentRow = AssetComponent;
type ExceptionRow = AssetException;

describe('assets: detail tabs', () => {
  it('lists 4-8 components, the same on every run', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const statuses = new Set<number>();
    for (const id of ['a1', 'a2', 'a3', 'a50', 'a51', 'a52', 'a53', 'a54']) {
      const components = result<ComponentRow[]>(get(sim, `/asset/${id}/components`, admin));
      expect(components.length).toBeGreaterThanOrEqual(4);
      expect(components.length).toBeLessThanOrEqual(8);
      for (const component of components) {
        expect(Object.keys(component).sort()).toEqual(['model', 'name', 'serialNumber', 'status', 'version']);
        expect(component.version).toMatch(/^\d+\.\d+\.\d+$/);
        statuses.add(component.status);
      }
    }
    expect(statuses).toEqual(new Set([0, 1]));
    const again = new Simulator();
    expect(result(get(again, '/asset/a3/components', signedIn(again, 'admin')))).toEqual(result(get(sim, '/asset/a3/components', admin)));
    expect(code(get(sim, '/asset/a0/components', admin))).toBe(STATUS.NOT_FOUND);
  });

  it('pages 0-30 exceptions, newest first, some resolved', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const exceptions = (id: string) => everyItem<ExceptionRow>(sim, send, `/asset/${id}/exception/page`, {}, admin);
    const counts: number[] = [];
    const resolved = new Set<boolean>();
    for (let n = 1; n <= 30; n += 1) {
      const items = exceptions(`a${n}`);
      counts.push(items.length);
      expectOrdered(items.map((item) => item.time), 'descend');
      for (const item of items) {
        expect(item.code).toMatch(/^E1\d\d$/);
        expect([1, 2, 3, 4]).toContain(item.level);
        expect(item.time).toBeLessThanOrEqual(sim.now());
        resolved.add(item.resolved);
      }
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(30);
    expect(counts.some((count) => count > 10)).toBe(true);
    expect(resolved).toEqual(new Set([true, false]));

    const busy = `a${counts.findIndex((count) => count > 10) + 1}`;
    const first = pageAt<ExceptionRow>(sim, send, `/asset/${busy}/exception/page`, { pageNumber: 1, pageSize: 5 }, admin);
    const second = pageAt<ExceptionRow>(sim, send, `/asset/${busy}/exception/page`, { pageNumber: 2, pageSize: 5 }, admin);
    expect([...first.items, ...second.items]).toEqual(exceptions(busy).slice(0, 10));

    expect(exceptions(added(sim, admin).id)).toEqual([]);
    expect(code(post(sim, '/asset/a0/exception/page', { pageNumber: 1, pageSize: 10 }, admin))).toBe(STATUS.NOT_FOUND);
    expectInvalid(post(sim, `/asset/${busy}/exception/page`, { pageNumber: 1, pageSize: 10, sortField: 'time' }, admin), { sortField: 'invalid' });
  });
});

describe('assets: permission keys', () => {
  it('lets member list and read (its own company), and refuses the rest with 40301 and the key', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    const own = companyAssets(sim, 'c1').length;
    expect(assetPage(sim, member, {}).totalCount).toBe(own);
    expect(code(send(sim, 'GET', '/asset/a1', undefined, member))).toBe(0);
    const refused: Array<[string, string, unknown, string]> = [
      ['POST', '/asset', { name: 'x', serialNumber: 'SN-X', companyId: 'c1' }, 'platform:assets:list:info'],
      ['PUT', '/asset/a1', { name: 'x', serialNumber: 'SN-X', companyId: 'c1' }, 'platform:assets:list:info'],
      ['DELETE', '/asset', { ids: ['a1'] }, 'platform:assets:list:info'],
      ['PUT', '/asset/lock', { ids: ['a1'], kind: 'vendor', action: 'lock' }, 'platform:assets:list:info'],
      ['GET', '/asset/a1/components', undefined, 'platform:assets:list:detail:robotComponent'],
      ['POST', '/asset/a1/exception/page', { pageNumber: 1, pageSize: 10 }, 'platform:assets:list:detail:exception'],
      ['GET', '/asset/a1/config', undefined, 'platform:assets:list:singleDeviceConfig'],
      ['PUT', '/asset/a1/config', { restartFlag: true, sceneTestMapping: true }, 'platform:assets:list:singleDeviceConfig'],
      ['PUT', '/asset/config', { ids: ['a1'], restartFlag: true, sceneTestMapping: true }, 'platform:assets:list:multiDeviceConfig'],
      ['POST', '/asset/config/send', { ids: ['a1'] }, 'platform:assets:list:multiDeviceConfigSend'],
    ];
    for (const [method, path, body, permission] of refused) {
      const response = send(sim, method, path, body, member);
      expect(code(response), `${method} ${path}`).toBe(STATUS.PERMISSION_MISSING);
      expect(result(response)).toEqual({ permission });
    }
    expect(total(sim, member)).toBe(own);
    expect(sim.state.fleet.assets.get('a1')?.name).not.toBe('x');
  });

  it('refuses dispatcher (scene keys, no asset keys) and callers without a session', () => {
    const sim = new Simulator();
    const dispatcher = signedIn(sim, 'dispatcher');
    expect(code(post(sim, '/asset/page', { pageNumber: 1, pageSize: 10 }, dispatcher))).toBe(STATUS.PERMISSION_MISSING);
    expect(code(post(sim, '/asset/page', { pageNumber: 1, pageSize: 10 }))).toBe(STATUS.TOKEN_INVALID);
  });

  it('routes the literal paths to their own handlers, not to /:id', () => {
    for (const [method, path] of [
      ['POST', '/base/asset/page'],
      ['PUT', '/base/asset/lock'],
      ['PUT', '/base/asset/config'],
      ['POST', '/base/asset/config/send'],
    ]) {
      const first = ROUTES.find((route) => route.method === method && matchPath(route.path, path));
      expect(first?.path).toBe(path);
    }
    expect(ROUTES.find((route) => route.method === 'PUT' && matchPath(route.path, '/base/asset/a1'))?.path).toBe('/base/asset/{id}');
  });
});

describe('assets: tenant boundary', () => {
  /** The first seeded asset of a company (from the state), and a snapshot of every asset to compare after a refused call. */
  const firstOf = (sim: Simulator, companyId: string) => companyAssets(sim, companyId)[0];
  const snapshot = (sim: Simulator) => JSON.stringify(Array.from(sim.state.fleet.assets.values()));
  /** What an unknown id answers, and what the same call naming another company's asset must answer: the same. */
  const expectAsUnknown = (foreign: ReturnType<typeof send>, unknown: ReturnType<typeof send>, label: string) => {
    expect([code(unknown), reason(unknown)], label).toEqual([STATUS.NOT_FOUND, 'asset not found']);
    expect({ status: foreign.status, body: foreign.body }, label).toEqual({ status: unknown.status, body: unknown.body });
  };

  it("lists and counts only the caller's company's assets; a platform account all of them", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const member = signedIn(sim, 'member');
    const cedar = signedIn(sim, 'cedar.admin');
    for (const [auth, companyId] of [[member, 'c1'], [cedar, 'c4']] as const) {
      const own = companyAssets(sim, companyId).map((asset) => asset.id).sort();
      expect(own.length).toBeGreaterThan(0);
      expect(total(sim, auth), companyId).toBe(own.length);
      const rows = everyAsset(sim, auth);
      expect(rows.map((row) => row.id).sort()).toEqual(own);
      expect(new Set(rows.map((row) => row.companyId))).toEqual(new Set([companyId]));
      // A filter naming another company (or a sort by company name) shows none of it.
      expect(assetPage(sim, auth, { companyId: companyId === 'c1' ? 'c4' : 'c1' })).toEqual({ items: [], totalCount: 0 });
      expect(total(sim, auth, { companyId })).toBe(own.length);
      expect(total(sim, auth, { sortField: 'companyName', sortOrder: 'ascend' })).toBe(own.length);
    }
    expect(total(sim, admin)).toBe(3000);
    expect(total(sim, admin, { companyId: 'c4' })).toBe(companyAssets(sim, 'c4').length);

    added(sim, cedar, { companyId: 'c4', serialNumber: 'SN-CEDAR-1' });
    expect(total(sim, cedar)).toBe(companyAssets(sim, 'c4').length);
    expect(total(sim, member)).toBe(companyAssets(sim, 'c1').length);
    expect(total(sim, admin)).toBe(3001);
  });

  it("answers another company's asset, its configuration, components and exceptions as an unknown id", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const foreign = firstOf(sim, 'c1').id;
    const own = firstOf(sim, 'c4').id;
    const reads: Array<[string, string, unknown]> = [
      ['GET', '/asset/:id', undefined],
      ['GET', '/asset/:id/config', undefined],
      ['GET', '/asset/:id/components', undefined],
      ['POST', '/asset/:id/exception/page', { pageNumber: 1, pageSize: 10 }],
    ];
    for (const [method, path, body] of reads) {
      const at = (id: string) => path.replace(':id', id);
      expectAsUnknown(send(sim, method, at(foreign), body, cedar), send(sim, method, at('a0'), body, cedar), `${method} ${path}`);
      expect(code(send(sim, method, at(own), body, cedar)), `own ${path}`).toBe(0);
      expect(code(send(sim, method, at(foreign), body, admin)), `admin ${path}`).toBe(0);
      expect(code(send(sim, method, at(own), body, admin)), `admin ${path}`).toBe(0);
    }
  });

  it("changes nothing of another company's assets: edit, lock, configuration, send, delete, even beside its own", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const foreign = firstOf(sim, 'c1');
    const own = firstOf(sim, 'c4');
    const before = snapshot(sim);
    const writes: Array<[string, string, (id: string) => unknown]> = [
      ['PUT', `/asset/${foreign.id}`, () => ({ name: 'Taken', serialNumber: foreign.serialNumber, companyId: 'c4' })],
      ['PUT', `/asset/${foreign.id}/config`, () => ({ restartFlag: !foreign.config.restartFlag, sceneTestMapping: true })],
      ['PUT', '/asset/lock', (id) => ({ ids: [own.id, id], kind: 'enterprise', action: 'lock' })],
      ['PUT', '/asset/config', (id) => ({ ids: [own.id, id], restartFlag: !own.config.restartFlag, sceneTestMapping: true })],
      ['POST', '/asset/config/send', (id) => ({ ids: [own.id, id] })],
      ['DELETE', '/asset', (id) => ({ ids: [own.id, id] })],
    ];
    for (const [method, path, body] of writes) {
      const refused = send(sim, method, path, body(foreign.id), cedar);
      const unknownPath = path.replace(foreign.id, 'a0');
      expectAsUnknown(refused, send(sim, method, unknownPath, body('a0'), cedar), `${method} ${path}`);
    }
    expect(snapshot(sim)).toBe(before);
    expect(sim.state.fleet.assets.size).toBe(3000);

    // A platform account changes both.
    expect(result(put(sim, '/asset/lock', { ids: [own.id, foreign.id], kind: 'enterprise', action: 'lock' }, admin))).toEqual({ updated: 2 });
    expect(result(del(sim, '/asset', { ids: [own.id, foreign.id] }, admin))).toEqual({ deleted: 2 });
    expect(sim.state.fleet.assets.size).toBe(2998);
  });

  it("refuses to add an asset to another company, move one there, or into its scene, as an unknown company", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const form = { name: 'Cedar robot', serialNumber: 'SN-CEDAR-2' };
    const before = snapshot(sim);
    for (const companyId of ['c1', 'c7', 'c0']) {
      expectInvalid(post(sim, '/asset', { ...form, companyId }, cedar), { companyId: 'invalid' }, companyId);
    }
    const own = firstOf(sim, 'c4');
    const move = { name: own.name, serialNumber: own.serialNumber, companyId: 'c1', projectId: '', sceneId: '' };
    expectInvalid(put(sim, `/asset/${own.id}`, move, cedar), { companyId: 'invalid' });
    // A project or scene of another company, named with its own company: the project or scene is refused.
    const c1Scene = sim.state.fleet.scenes.find((scene) => scene.companyId === 'c1');
    const c1Project = sim.state.fleet.projects.find((project) => project.companyId === 'c1');
    expectInvalid(post(sim, '/asset', { ...form, companyId: 'c4', sceneId: c1Scene?.id }, cedar), { sceneId: 'invalid' });
    expectInvalid(post(sim, '/asset', { ...form, companyId: 'c4', projectId: c1Project?.id }, cedar), { projectId: 'invalid' });
    expectInvalid(put(sim, `/asset/${own.id}`, { ...move, companyId: 'c4', sceneId: c1Scene?.id }, cedar), { sceneId: 'invalid' });
    expect(snapshot(sim)).toBe(before);

    const c4Scene = sim.state.fleet.scenes.find((scene) => scene.companyId === 'c4');
    expect(added(sim, cedar, { ...form, companyId: 'c4', sceneId: c4Scene?.id })).toMatchObject({ companyId: 'c4', sceneId: c4Scene?.id });
    // A platform account adds to any company and moves an asset between them.
    expect(added(sim, admin, { serialNumber: 'SN-ADMIN-C7', companyId: 'c7' }).companyId).toBe('c7');
    expect(result(put(sim, `/asset/${own.id}`, move, admin))).toMatchObject({ companyId: 'c1' });
    expect(code(get(sim, `/asset/${own.id}`, cedar))).toBe(STATUS.NOT_FOUND);
  });
});

describe('the assets control', () => {
  it('grows the fleet to 50,000 quickly, and the list pages through it', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const started = performance.now();
    expect(handleControl(sim, 'POST', '/__simulator/assets', '', { count: 50_000 })).toEqual({ status: 200, body: { totalCount: 50_000 } });
    expect(performance.now() - started).toBeLessThan(5000);
    const page: Page<AssetRow> = assetPage(sim, admin, { pageNumber: 3, pageSize: 100, sortField: 'assetNumber', sortOrder: 'descend' });
    expect(page.totalCount).toBe(50_000);
    expect(page.items[0].assetNumber).toBe('AS-049800');
    expect(total(sim, admin, { companyId: 'c1', runStatus: [1, 2] })).toBeGreaterThan(3000);
    const serials = new Set(Array.from(sim.state.fleet.assets.values(), (asset) => asset.serialNumber));
    expect(serials.size).toBe(50_000);
  });

  it('shrinks the fleet from its newest assets, then grows it with new numbers', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const kept = added(sim, admin, { serialNumber: 'SN-KEPT' });
    expect(handleControl(sim, 'POST', '/__simulator/assets', '', { count: 10 }).body).toEqual({ totalCount: 10 });
    expect(everyAsset(sim, admin).map((row) => row.assetNumber).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `AS-${String(index + 1).padStart(6, '0')}`),
    );
    expect(code(get(sim, `/asset/${kept.id}`, admin))).toBe(STATUS.NOT_FOUND);
    expect(handleControl(sim, 'POST', '/__simulator/assets', '', { count: 12 }).body).toEqual({ totalCount: 12 });
    expect(assetPage(sim, admin, { sortField: 'assetNumber', sortOrder: 'descend' }).items[0].assetNumber).toBe('AS-003003');
    expect(handleControl(sim, 'POST', '/__simulator/assets', '', { count: 0 }).body).toEqual({ totalCount: 0 });
  });

  it('answers 400 for a bad count, and is served by the fetch transport', async () => {
    const sim = new Simulator();
    for (const body of [undefined, {}, { count: -1 }, { count: 100_001 }, { count: 2.5 }, { count: '10' }]) {
      expect(handleControl(sim, 'POST', '/__simulator/assets', '', body).status, JSON.stringify(body)).toBe(400);
    }
    expect(sim.state.fleet.assets.size).toBe(3000);
    const response = await fetchHandler(
      sim,
      new Request('http://localhost/__simulator/assets', { method: 'POST', body: JSON.stringify({ count: 3100 }) }),
    );
    expect(await response.json()).toEqual({ totalCount: 3100 });
  });
});

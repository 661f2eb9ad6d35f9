/**
 * OTA of docs/api.md on the simulator: the cloud-push packages to send, the
 * devices a package applies to (scoped for an enterprise account), sending
 * and its rules, the statuses the clock drives (1 -> 3 -> 5/7, offline 9),
 * the sender's one notification when a push finishes, installed versions,
 * the tenant boundary (a company's devices, packages and share of a push),
 * and the clock control. Requests are signed as a client signs them.
 */
import { STATUS } from '../../src/request/codes';
import { handleControl } from './control';
import type { PushDeviceRow, PushRow, UpgradeDeviceRow } from './domains/ota';
import type { PackageRow } from './domains/otaPackages';
import { FAILURE_REASONS } from './ota';
import { Simulator } from './simulator';
import type { Notification } from './store';
import {
  advanceClock,
  code,
  del,
  everyItem,
  expectInvalid,
  expectRefused,
  get,
  metaPart,
  multipart,
  pageAt,
  post,
  put,
  reason,
  result,
  send,
  signedIn,
  type Auth,
} from './testClient';

const SEND_KEY = 'platform:ota:upgrade:send';
const UPGRADE_KEY = 'platform:ota:upgrade';
const NO_DEVICES = 'no upgradable devices, please reselect';

const devicePage = (sim: Simulator, auth: Auth, packageId: string, body: Record<string, unknown> = {}) =>
  pageAt<UpgradeDeviceRow>(sim, send, '/ota/upgrade/device/page', { pageNumber: 1, pageSize: 100, packageId, ...body }, auth);
const everyDevice = (sim: Simulator, auth: Auth, packageId: string) =>
  everyItem<UpgradeDeviceRow>(sim, send, '/ota/upgrade/device/page', { packageId }, auth);
const pushPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
  pageAt<PushRow>(sim, send, '/ota/upgrade/page', { pageNumber: 1, pageSize: 100, ...body }, auth);
const pushDevices = (sim: Simulator, auth: Auth, pushId: string, body: Record<string, unknown> = {}) =>
  pageAt<PushDeviceRow>(sim, send, `/ota/upgrade/${pushId}/device/page`, { pageNumber: 1, pageSize: 100, ...body }, auth);

function sent(sim: Simulator, auth: Auth, packageId: string, assetIds: string[]): PushRow {
  const response = post(sim, '/ota/upgrade', { packageId, assetIds }, auth);
  expect(code(response), JSON.stringify(result(response))).toBe(0);
  return result<PushRow>(response);
}

function notices(sim: Simulator, auth: Auth): Notification[] {
  return pageAt<Notification>(sim, send, '/message-notification/page', { pageNumber: 1, pageSize: 100, userId: auth.userId }, auth).items;
}

const flag = (sim: Simulator, auth: Auth) => result<boolean>(get(sim, '/message-notification/flag', auth));

function markAllRead(sim: Simulator, auth: Auth): void {
  const ids = notices(sim, auth).map((notice) => notice.noSqlId);
  expect(code(put(sim, '/message-notification/status', { ids }, auth))).toBe(0);
  expect(flag(sim, auth)).toBe(false);
}

/** Three online devices and one offline device the package applies to. */
function chosenDevices(sim: Simulator, auth: Auth, packageId: string) {
  const devices = devicePage(sim, auth, packageId).items;
  const online = devices.filter((device) => device.online).slice(0, 3);
  const offline = devices.find((device) => !device.online);
  expect(online).toHaveLength(3);
  expect(offline).toBeDefined();
  return { online, offline: offline as UpgradeDeviceRow };
}

/** A push's counts: every status of the contract ("1" to "9"), those not given 0. */
const counted = (some: Record<number, number>) => Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((status) => [String(status), some[status] ?? 0]));

const statuses = (sim: Simulator, auth: Auth, pushId: string) => pushDevices(sim, auth, pushId).items.map((device) => device.status);

describe('OTA: permission keys', () => {
  it('refuses each call without its key, naming it', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    expectRefused(get(sim, '/ota/upgrade/options', member), SEND_KEY, 'options');
    expectRefused(post(sim, '/ota/upgrade/device/page', { packageId: 'ota1' }, member), SEND_KEY, 'devices');
    expectRefused(post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds: ['a1'] }, member), SEND_KEY, 'send');
    expectRefused(post(sim, '/ota/upgrade/page', {}, member), UPGRADE_KEY, 'pushes');
    expectRefused(post(sim, '/ota/upgrade/push1/device/page', {}, member), UPGRADE_KEY, 'push devices');
  });
});

describe('OTA: packages to send and devices they apply to', () => {
  it('offers the cloud-push packages, newest first', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const options = result<Array<{ id: string }>>(get(sim, '/ota/upgrade/options', admin));
    const packages = pageAt<PackageRow>(sim, send, '/resource/ota/page', { pageNumber: 1, pageSize: 100, upgradeMethod: 1 }, admin).items;
    expect(options.map((option) => option.id)).toEqual(packages.map((pkg) => pkg.id));
    expect(options).toHaveLength(6);
    expect(Object.keys(options[0]).sort()).toEqual(['id', 'model', 'modelVersion', 'name', 'purpose', 'tag', 'targetVersion']);
  });

  it('lists, for each seeded cloud-push package, some devices of its model and not others, each in its range', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const packages = pageAt<PackageRow>(sim, send, '/resource/ota/page', { pageNumber: 1, pageSize: 100, upgradeMethod: 1 }, admin).items;
    const parts = (version: string) => version.split('.').map(Number);
    const atMost = (a: string, b: string) => {
      const [x, y] = [parts(a), parts(b)];
      for (let i = 0; i < 4; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
      return true;
    };
    for (const pkg of packages) {
      const ofModel = pageAt(sim, send, '/asset/page', { pageNumber: 1, pageSize: 1, model: pkg.model }, admin).totalCount;
      const { items, totalCount } = devicePage(sim, admin, pkg.id);
      expect(totalCount, pkg.name).toBeGreaterThan(0);
      expect(totalCount, pkg.name).toBeLessThan(ofModel);
      for (const device of items) {
        expect([device.model, device.modelVersion]).toEqual([pkg.model, pkg.modelVersion]);
        expect(atMost(pkg.minVersion, device.currentVersion) && atMost(device.currentVersion, pkg.applicableVersion), device.currentVersion).toBe(true);
      }
    }
    const row = devicePage(sim, admin, 'ota1', { pageSize: 1 }).items[0];
    expect(Object.keys(row).sort()).toEqual(
      ['assetNumber', 'companyName', 'currentVersion', 'id', 'model', 'modelVersion', 'name', 'online', 'serialNumber'],
    );
    // The same device draws the same model version and versions on every reset.
    const again = new Simulator();
    expect(devicePage(again, signedIn(again, 'admin'), 'ota1', { pageSize: 1 }).items[0]).toEqual(row);
    expect(devicePage(sim, admin, 'ota1', { keyword: row.serialNumber.toLowerCase() }).items.map((device) => device.id)).toEqual([row.id]);
  });

  it('refuses a device-request package, an unknown one and a missing one', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expectInvalid(post(sim, '/ota/upgrade/device/page', { packageId: 'ota4' }, admin), { packageId: 'invalid' });
    expectInvalid(post(sim, '/ota/upgrade', { packageId: 'ota4', assetIds: ['a1'] }, admin), { packageId: 'invalid' });
    expectInvalid(post(sim, '/ota/upgrade/device/page', {}, admin), { packageId: 'required' });
    expect(code(post(sim, '/ota/upgrade/device/page', { packageId: 'ota99' }, admin))).toBe(STATUS.NOT_FOUND);
    expectInvalid(post(sim, '/ota/upgrade/device/page', { packageId: 'ota1', model: 'CR-300' }, admin), { model: 'invalid' });
  });

  it("shows an enterprise account its company's devices only, and refuses another company's", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const keys = result<string[]>(get(sim, '/person/1002/menu', signedIn(sim, 'dispatcher')));
    expect(code(put(sim, '/role/r2', { name: 'Dispatcher', type: 'enterprise', permissions: [...keys, UPGRADE_KEY, SEND_KEY] }, admin))).toBe(0);
    const dispatcher = signedIn(sim, 'dispatcher');
    const all = everyDevice(sim, admin, 'ota1');
    const own = everyDevice(sim, dispatcher, 'ota1');
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    expect(new Set(own.map((device) => device.companyName))).toEqual(new Set(['Robot Demo Co.']));
    const foreign = all.find((device) => device.companyName !== 'Robot Demo Co.') as UpgradeDeviceRow;
    const refused = post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds: [own[0].id, foreign.id] }, dispatcher);
    expectInvalid(refused, { assetIds: 'invalid' });
    expect(reason(refused)).toBe(NO_DEVICES);
    const push = sent(sim, dispatcher, 'ota1', [own[0].id]);
    expect(push.senderName).toBe('Dispatcher');
  });
});

describe('OTA: sending', () => {
  it("refuses no devices, and any device the package does not apply to: 'no upgradable devices, please reselect'", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const good = devicePage(sim, admin, 'ota1', { pageSize: 1 }).items[0].id;
    const otherModel = devicePage(sim, admin, 'ota2', { pageSize: 1 }).items[0].id;
    for (const [assetIds, word] of [
      [undefined, 'required'],
      [[], 'required'],
      ['a1', 'invalid'],
      [[good, otherModel], 'invalid'],
      [[good, 'a999999'], 'invalid'],
      [[good, 7], 'invalid'],
    ] as const) {
      const response = post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds }, admin);
      expectInvalid(response, { assetIds: word }, JSON.stringify(assetIds));
      expect(reason(response)).toBe(NO_DEVICES);
    }
    expectInvalid(post(sim, '/ota/upgrade', { assetIds: [good] }, admin), { packageId: 'required' });
    expect(code(post(sim, '/ota/upgrade', { packageId: 'ota99', assetIds: [good] }, admin))).toBe(STATUS.NOT_FOUND);
    expect(pushPage(sim, admin).totalCount).toBe(3);
  });

  it('moves each device 1 -> 3 -> 5 or 7 as the clock runs, offline ones 9 at once; an offline device keeps the push running, pending', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    markAllRead(sim, admin);
    const { online, offline } = chosenDevices(sim, admin, 'ota1');
    const ids = [...online.map((device) => device.id), offline.id, online[0].id];
    const push = sent(sim, admin, 'ota1', ids);
    expect(push).toMatchObject({ id: 'push4', packageId: 'ota1', senderName: 'Administrator', total: 4, pending: 4, finishedAt: null });
    expect(push.counts).toEqual(counted({ 1: 3, 9: 1 }));
    const first = pushDevices(sim, admin, push.id).items;
    expect(first.map((device) => device.assetId)).toEqual(ids.slice(0, 4));
    expect(first.map((device) => device.status)).toEqual([1, 1, 1, 9]);
    expect(first.map((device) => device.fromVersion)).toEqual([...online, offline].map((device) => device.currentVersion));
    expect(first.every((device) => device.updatedAt === push.createdAt && device.reason === '')).toBe(true);
    expect(pushPage(sim, admin, { status: 'running' }).items.map((row) => row.id)).toEqual([push.id, 'push3', 'push2']);
    // In use while it runs.
    const busy = del(sim, '/resource/ota', { ids: ['ota1'] }, admin);
    expect([code(busy), reason(busy)]).toEqual([STATUS.CONFLICT, 'OTA package in use']);

    advanceClock(sim, 4500);
    expect(statuses(sim, admin, push.id)).toEqual([3, 3, 3, 9]);

    advanceClock(sim, 11_000);
    const done = pushDevices(sim, admin, push.id).items;
    expect(done.slice(0, 3).every((device) => device.status === 5 || device.status === 7)).toBe(true);
    expect(done[3].status).toBe(9);
    for (const device of done.slice(0, 3)) {
      expect(device.reason === '').toBe(device.status === 5);
      // a failed device says why as a stable code the console translates
      if (device.status === 7) expect(FAILURE_REASONS).toContain(device.reason);
      expect(device.updatedAt).toBeGreaterThanOrEqual(push.createdAt + 6000);
      expect(device.updatedAt).toBeLessThanOrEqual(push.createdAt + 15_000);
    }
    // The offline device has not been upgraded: the push is not finished, one device pending.
    const row = pushPage(sim, admin).items.find((candidate) => candidate.id === push.id) as PushRow;
    const installed = done.filter((device) => device.status === 5).length;
    expect(row).toMatchObject({ finishedAt: null, pending: 1, counts: counted({ 5: installed, 7: 3 - installed, 9: 1 }) });
    expect(pushPage(sim, admin, { status: 'running' }).items.map((candidate) => candidate.id)).toContain(push.id);
    expect(pushPage(sim, admin, { status: 'finished' }).items.map((candidate) => candidate.id)).not.toContain(push.id);
    // Nor does it tell its sender it finished, however long it waits.
    advanceClock(sim, 60_000);
    expect(flag(sim, admin)).toBe(false);
    // And its package stays in use: a push waiting on an offline device is not finished.
    const waiting = del(sim, '/resource/ota', { ids: ['ota1'] }, admin);
    expect([code(waiting), reason(waiting)]).toEqual([STATUS.CONFLICT, 'OTA package in use']);
    expect(notices(sim, admin).filter((notice) => notice.msg === 'notice.ota.push.finished')).toHaveLength(0);
  });

  it('finishes a push once every device is installed or failed, and tells the sender once', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    markAllRead(sim, admin);
    const { online } = chosenDevices(sim, admin, 'ota1');
    const push = sent(sim, admin, 'ota1', online.map((device) => device.id));
    expect(push).toMatchObject({ total: 3, pending: 3, finishedAt: null });
    advanceClock(sim, 4500);
    expect(flag(sim, admin)).toBe(false);
    expect(pushPage(sim, admin, { status: 'running' }).items[0]).toMatchObject({ id: push.id, pending: 3, finishedAt: null });

    advanceClock(sim, 11_000);
    // Nobody looks at OTA: the bell alone shows the push finished.
    expect(flag(sim, admin)).toBe(true);
    const done = pushDevices(sim, admin, push.id).items;
    expect(done.every((device) => device.status === 5 || device.status === 7)).toBe(true);
    const row = pushPage(sim, admin, { status: 'finished', sortField: 'createdAt', sortOrder: 'descend' }).items[0];
    expect(row.id).toBe(push.id);
    expect(row.pending).toBe(0);
    expect(row.finishedAt).toBe(Math.max(...done.map((device) => device.updatedAt)));
    const installed = done.filter((device) => device.status === 5).length;
    expect(row.counts).toEqual(counted({ 5: installed, 7: 3 - installed }));

    for (let i = 0; i < 3; i += 1) notices(sim, admin);
    advanceClock(sim, 60_000);
    const finished = notices(sim, admin).filter((notice) => notice.msg === 'notice.ota.push.finished');
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ status: 0, method: 'GET', url: `/ota/update?push=${push.id}`, createTime: row.finishedAt });
    expect(JSON.parse(finished[0].msgParam)).toEqual({ name: 'CR-300 V2 system 3.4.0', installed, failed: 3 - installed });
  });

  it('no longer offers an installed device: it runs the target version; failed and offline ones are offered again', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const candidates = devicePage(sim, admin, 'ota1').items;
    const chosen = candidates.slice(0, 12);
    const push = sent(sim, admin, 'ota1', chosen.map((device) => device.id));
    advanceClock(sim, 16_000);
    const done = pushDevices(sim, admin, push.id).items;
    const offered = new Set(everyDevice(sim, admin, 'ota1').map((device) => device.id));
    for (const device of done) expect(offered.has(device.assetId), `${device.assetId} ${device.status}`).toBe(device.status !== 5);
    expect(done.some((device) => device.status === 5)).toBe(true);

    // A package whose range takes the target version shows it as the current one.
    const meta = { name: 'Reinstall', tag: 'stable', model: 'CR-300', modelVersion: 'V2', purpose: 'system', minVersion: '3.0.0', applicableVersion: '3.4.0', targetVersion: '3.5.0' };
    const uploaded = multipart(sim, '/resource/ota', [{ field: 'file', name: 'x.img', data: 'x' }, metaPart(meta)], admin);
    const id = result<PackageRow>(uploaded).id;
    const versions = new Map(everyDevice(sim, admin, id).map((device) => [device.id, device.currentVersion]));
    for (const device of done) {
      expect(versions.get(device.assetId)).toBe(device.status === 5 ? '3.4.0' : device.fromVersion);
    }
  });

  it('filters pushes and their devices, and seeds one finished push and two waiting on an offline device', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const seeded = pushPage(sim, admin).items;
    expect(seeded.map((push) => push.id)).toEqual(['push3', 'push2', 'push1']);
    for (const push of seeded) {
      expect(Object.values(push.counts).reduce((sum, count) => sum + count, 0)).toBe(push.total);
      expect(push.counts[1] + push.counts[3]).toBe(0);
      // Finished exactly when no device is pending: an offline one is.
      expect(push.pending).toBe(push.counts[9]);
      expect(push.finishedAt === null).toBe(push.pending > 0);
    }
    expect(seeded.map((push) => push.counts[9] > 0)).toEqual([true, true, false]);
    expect(pushPage(sim, admin, { status: 'running' }).items.map((push) => push.id)).toEqual(['push3', 'push2']);
    expect(pushPage(sim, admin, { status: 'finished' }).items.map((push) => push.id)).toEqual(['push1']);
    expect(pushPage(sim, admin, { model: 'PT-100' }).items.map((push) => push.model)).toEqual(['PT-100']);
    expect(pushPage(sim, admin, { keyword: 'cr-500' }).items.map((push) => push.packageName)).toEqual(['CR-500 V1 navigation 2.8.0']);
    const offline = pushDevices(sim, admin, 'push2', { status: [9] }).items;
    expect(offline.length).toBe(seeded[1].counts[9]);
    expect(offline.every((device) => device.status === 9)).toBe(true);
    // A package with a push still waiting on an offline device is in use; one whose pushes all finished is not.
    const waiting = seeded.filter((push) => push.finishedAt === null).map((push) => push.packageId);
    expect(waiting).toHaveLength(2);
    for (const id of waiting) {
      const refused = del(sim, '/resource/ota', { ids: [id] }, admin);
      expect([code(refused), reason(refused)]).toEqual([STATUS.CONFLICT, 'OTA package in use']);
    }
    expect(result(del(sim, '/resource/ota', { ids: [seeded[2].packageId] }, admin))).toEqual({ deleted: 1 });
    // their failed devices carry reason codes, not sentences
    const failed = seeded.flatMap((push) => pushDevices(sim, admin, push.id, { status: [7] }).items);
    expect(failed.length).toBe(seeded.reduce((sum, push) => sum + push.counts[7], 0));
    for (const device of failed) expect(FAILURE_REASONS).toContain(device.reason);
    expectInvalid(post(sim, '/ota/upgrade/push1/device/page', { status: 10 }, admin), { status: 'invalid' });
    expectInvalid(post(sim, '/ota/upgrade/page', { status: 'done' }, admin), { status: 'invalid' });
    expect(code(post(sim, '/ota/upgrade/push99/device/page', {}, admin))).toBe(STATUS.NOT_FOUND);
    // The seeded pushes told no one.
    expect(notices(sim, admin).filter((notice) => notice.msg === 'notice.ota.push.finished')).toHaveLength(0);
  });
});

describe('OTA: the clock control', () => {
  it('moves the server clock forward by 0 to 30 days, else 400', () => {
    const sim = new Simulator();
    const before = sim.now();
    const reply = handleControl(sim, 'POST', '/__simulator/clock', '', { advanceMs: 60_000 });
    expect(reply.status).toBe(200);
    const { now } = reply.body as { now: number };
    expect(now - before).toBeGreaterThanOrEqual(60_000);
    expect(now - before).toBeLessThan(62_000);
    expect(handleControl(sim, 'POST', '/__simulator/clock', '', { advanceMs: 0 }).status).toBe(200);
    expect(handleControl(sim, 'POST', '/__simulator/clock', '', { advanceMs: 30 * 24 * 3_600_000 }).status).toBe(200);
    for (const advanceMs of [-1, 30 * 24 * 3_600_000 + 1, 1.5, '1000', null]) {
      expect(handleControl(sim, 'POST', '/__simulator/clock', '', { advanceMs }).status, String(advanceMs)).toBe(400);
    }
    expect(handleControl(sim, 'POST', '/__simulator/clock', '', undefined).status).toBe(400);
    handleControl(sim, 'POST', '/__simulator/reset');
    expect(Math.abs(sim.now() - Date.now())).toBeLessThan(1000);
  });

  it('holds the clock still until let go, only the control moving it meanwhile; reset lets it run', () => {
    const sim = new Simulator();
    const clock = (body: unknown) => handleControl(sim, 'POST', '/__simulator/clock', '', body);
    const wall = vi.spyOn(Date, 'now');
    try {
      wall.mockReturnValue(1_000_000);
      expect(clock({ hold: true }).body).toEqual({ now: 1_000_000, held: true });
      wall.mockReturnValue(1_500_000);
      expect(sim.now()).toBe(1_000_000);
      expect(clock({ advanceMs: 60_000 }).body).toEqual({ now: 1_060_000, held: true });
      expect(clock({ hold: 'yes' }).status).toBe(400);
      expect(clock({ hold: false }).body).toEqual({ now: 1_060_000, held: false });
      wall.mockReturnValue(1_510_000);
      expect(sim.now()).toBe(1_070_000);
      clock({ hold: true, advanceMs: 5_000 });
      wall.mockReturnValue(1_900_000);
      expect(sim.now()).toBe(1_075_000);
      handleControl(sim, 'POST', '/__simulator/reset');
      expect(sim.now()).toBe(1_900_000);
    } finally {
      wall.mockRestore();
    }
  });
});

const CEDAR = 'Cedar Hospital Group';
const FALCON = 'Falcon Manufacturing';
/** What a refused push must leave as it was. */
const pushesStored = (sim: Simulator) => JSON.stringify([sim.state.ota.pushes, sim.state.ota.nextPushNumber]);

describe('tenant boundary', () => {
  it("offers a company its own devices to upgrade, the platform every company's", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const all = everyDevice(sim, admin, 'ota2');
    const named = (name: string) => all.filter((device) => device.companyName === name).map((device) => device.id).sort();
    expect(named(CEDAR).length).toBeGreaterThan(0);
    expect(named(FALCON).length).toBeGreaterThan(0);
    for (const [account, name] of [['cedar.admin', CEDAR], ['falcon.admin', FALCON]] as const) {
      const own = everyDevice(sim, signedIn(sim, account), 'ota2');
      expect(own.map((device) => device.id).sort(), account).toEqual(named(name));
    }
    expect(new Set(all.map((device) => device.companyName)).size).toBeGreaterThan(2);
  });

  it('refuses a push naming any device out of reach exactly as an unknown device, and sends nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const all = everyDevice(sim, admin, 'ota2');
    const own = all.find((device) => device.companyName === CEDAR) as UpgradeDeviceRow;
    const foreign = all.find((device) => device.companyName === FALCON) as UpgradeDeviceRow;
    const before = pushesStored(sim);
    const refused = post(sim, '/ota/upgrade', { packageId: 'ota2', assetIds: [own.id, foreign.id] }, cedar);
    const unknown = post(sim, '/ota/upgrade', { packageId: 'ota2', assetIds: [own.id, 'a999999'] }, cedar);
    expectInvalid(refused, { assetIds: 'invalid' });
    expect(refused.body).toEqual(unknown.body);
    expect(pushesStored(sim)).toBe(before);
    // The platform sends to both companies at once.
    expect(sent(sim, admin, 'ota2', [own.id, foreign.id]).total).toBe(2);
  });

  it("keeps a company's own package to that company's devices, and out of every other company's reach", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const falcon = signedIn(sim, 'falcon.admin');
    const meta = { name: 'Cedar navigation', tag: 'stable', model: 'CR-500', modelVersion: 'V1', purpose: 'navigation', minVersion: '2.4.0', applicableVersion: '2.6.0', targetVersion: '2.8.0' };
    const pkg = result<PackageRow>(multipart(sim, '/resource/ota', [{ field: 'file', name: 'cedar.deb', data: 'x' }, metaPart(meta)], cedar));
    expect(pkg.companyId).toBe('c4');
    // Even the platform offers it for Cedar's devices alone.
    const offered = everyDevice(sim, admin, pkg.id);
    expect(offered.length).toBeGreaterThan(0);
    expect(new Set(offered.map((device) => device.companyName))).toEqual(new Set([CEDAR]));
    expect(everyDevice(sim, cedar, pkg.id).map((device) => device.id).sort()).toEqual(offered.map((device) => device.id).sort());
    const falconDevice = everyDevice(sim, admin, 'ota2').find((device) => device.companyName === FALCON) as UpgradeDeviceRow;

    const before = pushesStored(sim);
    const missing = [STATUS.NOT_FOUND, 'OTA package not found'];
    const answer = (response: ReturnType<typeof post>) => [code(response), reason(response)];
    expect(answer(post(sim, '/ota/upgrade/device/page', { packageId: pkg.id }, falcon))).toEqual(missing);
    expect(answer(post(sim, '/ota/upgrade', { packageId: pkg.id, assetIds: [falconDevice.id] }, falcon))).toEqual(missing);
    expect(answer(post(sim, '/ota/upgrade', { packageId: 'ota99', assetIds: [falconDevice.id] }, falcon))).toEqual(missing);
    expectInvalid(post(sim, '/ota/upgrade', { packageId: pkg.id, assetIds: [falconDevice.id] }, admin), { assetIds: 'invalid' });
    expect(pushesStored(sim)).toBe(before);
    expect(sent(sim, cedar, pkg.id, [offered[0].id]).total).toBe(1);
    expect(sent(sim, admin, pkg.id, [offered[1].id]).total).toBe(1);
  });

  it("shows a company only the pushes with its devices, and in them only its devices: every figure counts its own", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const falcon = signedIn(sim, 'falcon.admin');
    const all = everyDevice(sim, admin, 'ota2');
    const cedarOnline = all.filter((device) => device.companyName === CEDAR && device.online).slice(0, 2);
    const falconOnline = all.filter((device) => device.companyName === FALCON && device.online).slice(0, 2);
    const falconOffline = all.find((device) => device.companyName === FALCON && !device.online) as UpgradeDeviceRow;
    const chosen = [cedarOnline[0], falconOnline[0], falconOffline, cedarOnline[1], falconOnline[1]];
    const push = sent(sim, admin, 'ota2', chosen.map((device) => device.id));
    expect([push.total, push.counts]).toEqual([5, counted({ 1: 4, 9: 1 })]);

    const rowOf = (auth: Auth) => pushPage(sim, auth).items.find((row) => row.id === push.id) as PushRow;
    expect([rowOf(cedar).total, rowOf(cedar).counts]).toEqual([2, counted({ 1: 2 })]);
    expect([rowOf(falcon).total, rowOf(falcon).counts]).toEqual([3, counted({ 1: 2, 9: 1 })]);
    const devicesOf = (auth: Auth) => pushDevices(sim, auth, push.id).items;
    expect(devicesOf(cedar).map((device) => device.assetId)).toEqual(cedarOnline.map((device) => device.id));
    expect(devicesOf(falcon).map((device) => device.assetId)).toEqual([falconOnline[0].id, falconOffline.id, falconOnline[1].id]);
    expect(devicesOf(admin)).toHaveLength(5);
    expect(pushDevices(sim, cedar, push.id, { status: [9] }).totalCount).toBe(0);
    // No device id numbers its place in the push (gaps would count the others).
    for (const device of devicesOf(admin)) expect(device.id).toBe(`${push.id}-${device.assetId}`);

    // The seeded pushes: each company sees those with its devices, counting its devices alone.
    for (const [auth, companyId] of [[cedar, 'c4'], [falcon, 'c7']] as const) {
      const expected = sim.state.ota.pushes
        .map((stored) => ({ id: stored.id, own: stored.devices.filter((device) => device.companyId === companyId).length }))
        .filter((entry) => entry.own > 0);
      const rows = pushPage(sim, auth).items;
      expect(rows.map((row) => row.id).sort(), companyId).toEqual(expected.map((entry) => entry.id).sort());
      expect(pushPage(sim, auth).totalCount).toBe(expected.length);
      for (const row of rows) {
        const own = expected.find((entry) => entry.id === row.id)?.own;
        expect(row.total, row.id).toBe(own);
        expect(Object.values(row.counts).reduce((sum, count) => sum + count, 0), row.id).toBe(own);
        expect(pushDevices(sim, auth, row.id).totalCount, row.id).toBe(own);
      }
      // A push with none of its devices answers as an unknown push.
      const other = sim.state.ota.pushes.find((stored) => !stored.devices.some((device) => device.companyId === companyId));
      expect(other, companyId).toBeDefined();
      const refused = post(sim, `/ota/upgrade/${other?.id ?? ''}/device/page`, {}, auth);
      expect([code(refused), reason(refused)]).toEqual([STATUS.NOT_FOUND, 'OTA push not found']);
      expect(refused.body).toEqual(post(sim, '/ota/upgrade/push99/device/page', {}, auth).body);
    }
    expect(pushPage(sim, admin).totalCount).toBe(4);

    // Each company's state is its own devices': Cedar's are all done, Falcon's offline one is pending (and so the whole push).
    advanceClock(sim, 16_000);
    const cedarDone = devicesOf(cedar);
    expect(rowOf(cedar)).toMatchObject({ pending: 0, finishedAt: Math.max(...cedarDone.map((device) => device.updatedAt)) });
    expect(rowOf(falcon)).toMatchObject({ pending: 1, finishedAt: null });
    expect(rowOf(admin)).toMatchObject({ pending: 1, finishedAt: null });
  });

  it('tells the sender alone when a push finishes, not the companies whose devices it sent to', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const falcon = signedIn(sim, 'falcon.admin');
    const finished = (auth: Auth) => notices(sim, auth).filter((notice) => notice.msg === 'notice.ota.push.finished');
    const all = everyDevice(sim, admin, 'ota2');
    const pick = (name: string) => (all.find((device) => device.companyName === name && device.online) as UpgradeDeviceRow).id;
    const mixed = sent(sim, admin, 'ota2', [pick(CEDAR), pick(FALCON)]);
    const own = sent(sim, cedar, 'ota2', [all.filter((device) => device.companyName === CEDAR && device.online)[1].id]);
    advanceClock(sim, 16_000);
    expect(finished(admin).map((notice) => notice.url)).toEqual([`/ota/update?push=${mixed.id}`]);
    expect(finished(cedar).map((notice) => notice.url)).toEqual([`/ota/update?push=${own.id}`]);
    expect(finished(falcon)).toHaveLength(0);
  });
});

/**
 * Safe OTA pushes of docs/api.md "OTA" on the simulator (issue 33): stages
 * sent one after the other (their sizes), a stage whose failures pass its
 * threshold halting the push by itself (later stages never sent, the sender
 * told once), `whenIdle` (an operative robot waits for idle, then installs as
 * the clock moves), roll back (installed devices back on their previous
 * version; 40901 for a push still running), the keys and the tenant boundary.
 */
import { STATUS } from '../../src/request/codes';
import type { PushDeviceRow, PushRow, UpgradeDeviceRow } from './domains/ota';
import { activityAt, idleFrom } from './fleet';
import { FLAKY_MODEL } from './ota';
import { Simulator } from './simulator';
import type { Notification } from './store';
import { advanceClock, code, expectInvalid, expectRefused, pageAt, post, reason, result, send, signedIn, type Auth } from './testClient';

const SEND_KEY = 'platform:ota:upgrade:send';

const everyDevice = (sim: Simulator, auth: Auth, packageId: string) =>
  pageAt<UpgradeDeviceRow>(sim, send, '/ota/upgrade/device/page', { pageNumber: 1, pageSize: 100, packageId }, auth).items;
const pushDevices = (sim: Simulator, auth: Auth, pushId: string) =>
  pageAt<PushDeviceRow>(sim, send, `/ota/upgrade/${pushId}/device/page`, { pageNumber: 1, pageSize: 100 }, auth).items;
const pushPage = (sim: Simulator, auth: Auth, body: Record<string, unknown> = {}) =>
  pageAt<PushRow>(sim, send, '/ota/upgrade/page', { pageNumber: 1, pageSize: 100, ...body }, auth).items;
const rowOf = (sim: Simulator, auth: Auth, pushId: string) => pushPage(sim, auth).find((row) => row.id === pushId) as PushRow;
const statuses = (sim: Simulator, auth: Auth, pushId: string) => pushDevices(sim, auth, pushId).map((device) => device.status);

function sent(sim: Simulator, auth: Auth, body: Record<string, unknown>): PushRow {
  const response = post(sim, '/ota/upgrade', body, auth);
  expect(code(response), JSON.stringify(response.body)).toBe(0);
  return result<PushRow>(response);
}

function notices(sim: Simulator, auth: Auth, msg: string): Notification[] {
  const items = pageAt<Notification>(sim, send, '/message-notification/page', { pageNumber: 1, pageSize: 100, userId: auth.userId }, auth).items;
  return items.filter((notice) => notice.msg === msg);
}

/** Online devices the package applies to, in the list's order. */
const online = (sim: Simulator, auth: Auth, packageId: string) => everyDevice(sim, auth, packageId).filter((device) => device.online);

/**
 * The scenario of the screens' tests and tests/e2e/ota.spec.ts: the flaky model's package (DL-200 V1 system 3.4.0
 * rc), its first five online devices, stages 50 % (no failure tolerated) and 100 % (the send form's default
 * threshold, 10 %): stage 1 is three devices.
 */
const FLAKY_PACKAGE = 'ota8';
const HALTING_STAGES = [
  { percent: 50, failureThreshold: 0 },
  { percent: 100, failureThreshold: 10 },
];
const HALTING_COUNT = 5;

// The simulator's clock is the wall clock plus what a test advanced it by: held still, so that only the test moves
// it (on a busy machine the wall clock moved on between a call and the next, and a stage started in between).
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(Date.now());
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('OTA rollout: stages', () => {
  it('sends stage k the first ceil(percent * n) devices less those before, each stage once the one before ended', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const devices = online(sim, admin, 'ota1').slice(0, 10);
    expect(devices).toHaveLength(10);
    const stages = [
      { percent: 5, failureThreshold: 100 },
      { percent: 25, failureThreshold: 100 },
      { percent: 100, failureThreshold: 100 },
    ];
    const push = sent(sim, admin, { packageId: 'ota1', assetIds: devices.map((device) => device.id), stages });
    expect(push).toMatchObject({ state: 'running', stage: 1, stages, whenIdle: false, failures: [], total: 10, pending: 10 });
    const first = pushDevices(sim, admin, push.id);
    // ceil(0.5) = 1, ceil(2.5) = 3 less 1, then the other 7; in the order sent.
    expect(first.map((device) => device.stage)).toEqual([1, 2, 2, 3, 3, 3, 3, 3, 3, 3]);
    expect(first.map((device) => device.assetId)).toEqual(devices.map((device) => device.id));
    expect(first.map((device) => device.status)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(push.counts).toMatchObject({ 1: 1, 2: 9 });

    // Stage by stage: no device of a stage is sent while one of the stage before is on its way.
    const stored = sim.state.ota.pushes.find((candidate) => candidate.id === push.id);
    if (!stored) throw new Error('push not stored');
    for (let step = 0; step < 40; step += 1) {
      const now = advanceClock(sim, 1000);
      const rows = pushDevices(sim, admin, push.id);
      for (const stage of [2, 3]) {
        const before = rows.filter((device) => device.stage === stage - 1);
        const own = rows.filter((device) => device.stage === stage);
        if (before.some((device) => [1, 2, 3, 4].includes(device.status))) expect(own.every((device) => device.status === 2), `stage ${stage}`).toBe(true);
      }
      const row = rowOf(sim, admin, push.id);
      const started = stored.stageStarts.filter((start) => start !== null && start <= now).length;
      expect(row.stage).toBe(started);
    }
    // Each stage started when the last device of the one before ended.
    for (const stage of [2, 3]) {
      const ended = Math.max(...stored.devices.filter((device) => device.stage === stage - 1).map((device) => device.doneAt));
      expect(stored.stageStarts[stage - 1]).toBe(ended);
    }
    advanceClock(sim, 60_000);
    const row = rowOf(sim, admin, push.id);
    expect(row).toMatchObject({ state: 'finished', stage: 3, pending: 0, failures: [] });
    expect(row.counts[2]).toBe(0);
  });

  it('refuses stages that do not ascend to 100, more than 5, thresholds outside 0-100 and a whenIdle not a boolean; nothing is sent', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const assetIds = online(sim, admin, 'ota1').slice(0, 2).map((device) => device.id);
    const before = sim.state.ota.pushes.length;
    const stage = (percent: unknown, failureThreshold: unknown = 10) => ({ percent, failureThreshold });
    for (const [stages, word] of [
      [[stage(50), stage(25), stage(100)], 'invalid'],
      [[stage(50), stage(50), stage(100)], 'invalid'],
      [[stage(5), stage(25)], 'invalid'],
      [[stage(0), stage(100)], 'invalid'],
      [[stage(101)], 'invalid'],
      [[stage(2.5), stage(100)], 'invalid'],
      [[stage(50, 101), stage(100)], 'invalid'],
      [[stage(50, -1), stage(100)], 'invalid'],
      [[stage(50), { percent: 100 }], 'invalid'],
      ['5,100', 'invalid'],
      [[stage(10), stage(20), stage(30), stage(40), stage(50), stage(100)], 'tooLong'],
    ] as const) {
      expectInvalid(post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds, stages }, admin), { stages: word }, JSON.stringify(stages));
    }
    expectInvalid(post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds, whenIdle: 'yes' }, admin), { whenIdle: 'invalid' });
    // Section 5's rule comes first: no devices is still 'no upgradable devices, please reselect'.
    const none = post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds: [], stages: [stage(50), stage(100)] }, admin);
    expectInvalid(none, { assetIds: 'required' });
    expect(reason(none)).toBe('no upgradable devices, please reselect');
    expect(sim.state.ota.pushes.length).toBe(before);
    // Absent or empty stages: one stage of 100 % that never halts.
    const plain = sent(sim, admin, { packageId: 'ota1', assetIds, stages: [] });
    expect(plain).toMatchObject({ stages: [{ percent: 100, failureThreshold: 100 }], stage: 1, whenIdle: false });
  });
});

describe('OTA rollout: the failure threshold', () => {
  it('halts by itself when a stage fails more than its threshold: later stages never sent, the sender told once, the failures listed', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const devices = online(sim, admin, FLAKY_PACKAGE).slice(0, HALTING_COUNT);
    expect(devices).toHaveLength(HALTING_COUNT);
    expect(new Set(devices.map((device) => device.model))).toEqual(new Set([FLAKY_MODEL]));
    const before = notices(sim, admin, 'notice.ota.push.halted').length;
    const push = sent(sim, admin, { packageId: FLAKY_PACKAGE, assetIds: devices.map((device) => device.id), stages: HALTING_STAGES });
    expect(pushDevices(sim, admin, push.id).map((device) => device.stage)).toEqual([1, 1, 1, 2, 2]);

    advanceClock(sim, 16_000);
    const rows = pushDevices(sim, admin, push.id);
    const stageOne = rows.filter((device) => device.stage === 1);
    const failed = stageOne.filter((device) => device.status === 7);
    // The seed makes this stage fail (and with no failure tolerated, one is enough).
    expect(failed.length).toBeGreaterThan(0);
    // ... and leaves one installed, to roll back (the screens' tests and the e2e test do).
    expect(failed.length).toBe(2);
    expect(stageOne.every((device) => device.status === 5 || device.status === 7)).toBe(true);
    const haltedAt = Math.max(...stageOne.map((device) => device.updatedAt));
    const row = rowOf(sim, admin, push.id);
    expect(row).toMatchObject({ state: 'halted', stage: 1, pending: 0, finishedAt: haltedAt });
    expect(row.failures).toEqual(
      failed.map((device) => ({ assetId: device.assetId, assetNumber: device.assetNumber, name: device.name, reason: device.reason })),
    );
    expect(row.counts).toMatchObject({ 2: 2, 5: 3 - failed.length, 7: failed.length });
    expect(pushPage(sim, admin, { status: 'halted' }).map((candidate) => candidate.id)).toEqual([push.id]);
    expect(pushPage(sim, admin, { status: 'running' }).map((candidate) => candidate.id)).not.toContain(push.id);

    // Half an hour on, stage 2 is still not sent, and the sender was told once (not that it finished).
    advanceClock(sim, 30 * 60_000);
    expect(statuses(sim, admin, push.id).slice(3)).toEqual([2, 2]);
    const told = notices(sim, admin, 'notice.ota.push.halted');
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({ status: 0, method: 'GET', url: `/ota/update?push=${push.id}`, createTime: haltedAt });
    expect(JSON.parse(told[0].msgParam)).toEqual({ name: 'DL-200 V1 system 3.4.0 rc', stage: 1, failed: failed.length, devices: 3 });
    expect(notices(sim, admin, 'notice.ota.push.finished').filter((notice) => notice.url.endsWith(push.id))).toHaveLength(0);
    // Its never-sent devices are offered again; a halted push keeps no package in use.
    const offered = new Set(everyDevice(sim, admin, FLAKY_PACKAGE).map((device) => device.id));
    for (const device of devices.slice(3)) expect(offered.has(device.id)).toBe(true);
  });

  it('goes on while a stage fails no more than its threshold', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const devices = online(sim, admin, FLAKY_PACKAGE).slice(0, HALTING_COUNT);
    const push = sent(sim, admin, {
      packageId: FLAKY_PACKAGE,
      assetIds: devices.map((device) => device.id),
      stages: [{ percent: 50, failureThreshold: 100 }, { percent: 100, failureThreshold: 100 }],
    });
    advanceClock(sim, 60_000);
    const row = rowOf(sim, admin, push.id);
    expect(row).toMatchObject({ state: 'finished', stage: 2, failures: [] });
    expect(row.counts[2]).toBe(0);
  });
});

describe('OTA rollout: install when idle', () => {
  it('keeps an operative robot waiting for idle, then installs as the clock moves; a standby or charging one installs at once', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const devices = online(sim, admin, 'ota1');
    const assetOf = (device: UpgradeDeviceRow) => sim.state.fleet.assets.get(device.id)!;
    const activity = (device: UpgradeDeviceRow) => activityAt(assetOf(device), sim.now());
    const working = devices.find((device) => activity(device) === 'working') as UpgradeDeviceRow;
    const idle = devices.find((device) => activity(device) === 'parked' || activity(device) === 'charging') as UpgradeDeviceRow;
    expect(working).toBeDefined();
    expect(idle).toBeDefined();
    const push = sent(sim, admin, { packageId: 'ota1', assetIds: [working.id, idle.id], whenIdle: true });
    expect(push.whenIdle).toBe(true);
    advanceClock(sim, 4500);
    // Issued to both; the operative one waits for idle.
    expect(statuses(sim, admin, push.id)).toEqual([4, 3]);
    advanceClock(sim, 11_000);
    const [waiting, done] = pushDevices(sim, admin, push.id);
    expect(waiting.status).toBe(4);
    expect([5, 7]).toContain(done.status);
    expect(rowOf(sim, admin, push.id)).toMatchObject({ state: 'running', pending: 1, finishedAt: null });
    // Its working spell ends (fleet.ts idleFrom, its working day): until then it waits; then it installs in the time it takes.
    const pause = idleFrom(assetOf(working), sim.now());
    expect(pause - sim.now()).toBeGreaterThan(0);
    expect(pause - sim.now()).toBeLessThanOrEqual(60 * 60_000);
    advanceClock(sim, pause - sim.now() - 1000);
    expect(activityAt(assetOf(working), sim.now())).toBe('working');
    expect(pushDevices(sim, admin, push.id)[0].status).toBe(4);
    advanceClock(sim, 2000);
    expect(activityAt(assetOf(working), sim.now())).not.toBe('working');
    expect(pushDevices(sim, admin, push.id)[0].status).toBe(3);
    advanceClock(sim, 15_000);
    const after = pushDevices(sim, admin, push.id)[0];
    expect([5, 7]).toContain(after.status);
    expect(rowOf(sim, admin, push.id)).toMatchObject({ state: 'finished', pending: 0 });
  });

  it('does not wait without whenIdle: an operative robot installs at once', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const working = online(sim, admin, 'ota1').find((device) => activityAt(sim.state.fleet.assets.get(device.id)!, sim.now()) === 'working') as UpgradeDeviceRow;
    const push = sent(sim, admin, { packageId: 'ota1', assetIds: [working.id] });
    advanceClock(sim, 4500);
    expect(statuses(sim, admin, push.id)).toEqual([3]);
  });
});

describe('OTA rollout: roll back', () => {
  it('returns the installed devices of a finished push to their previous version, with progress like a push', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const devices = online(sim, admin, 'ota1').slice(0, 6);
    const push = sent(sim, admin, { packageId: 'ota1', assetIds: devices.map((device) => device.id) });
    // Still running: 40901, nothing changes.
    const early = post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin);
    expect([code(early), reason(early)]).toEqual([STATUS.CONFLICT, 'OTA push is neither halted nor finished']);
    expect(rowOf(sim, admin, push.id).state).toBe('running');
    advanceClock(sim, 16_000);
    const done = pushDevices(sim, admin, push.id);
    const installed = done.filter((device) => device.status === 5);
    expect(installed.length).toBeGreaterThan(0);
    const versionOf = () => new Map(everyDevice(sim, admin, 'ota1').map((device) => [device.id, device.currentVersion]));
    // Installed devices run the target version: the package no longer applies to them.
    for (const device of installed) expect(versionOf().has(device.assetId)).toBe(false);

    const response = post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin);
    expect(code(response), JSON.stringify(response.body)).toBe(0);
    const rolling = result<PushRow>(response);
    expect(rolling).toMatchObject({ id: push.id, state: 'rollingBack' });
    expect(rolling.counts).toMatchObject({ 5: 0, 6: installed.length, 7: done.length - installed.length });
    expect(statuses(sim, admin, push.id)).toEqual(done.map((device) => (device.status === 5 ? 6 : device.status)));
    // Rolling back: a second rollback is refused.
    const again = post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin);
    expect([code(again), reason(again)]).toEqual([STATUS.CONFLICT, 'OTA push is neither halted nor finished']);

    advanceClock(sim, 10_000);
    const back = pushDevices(sim, admin, push.id);
    expect(back.map((device) => device.status)).toEqual(done.map((device) => (device.status === 5 ? 8 : device.status)));
    expect(rowOf(sim, admin, push.id)).toMatchObject({ state: 'rolledBack', finishedAt: rolling.finishedAt });
    // Each runs the version it had before the push again (the package applies to it once more).
    const versions = versionOf();
    for (const device of installed) expect(versions.get(device.assetId), device.assetId).toBe(device.fromVersion);
    const nothing = post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin);
    expect([code(nothing), reason(nothing)]).toEqual([STATUS.CONFLICT, 'OTA push has no installed devices']);
  });

  it('rolls back a halted push, refuses an issuing one (40901), an unknown one (40401) and a caller without the send key', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const devices = online(sim, admin, FLAKY_PACKAGE).slice(0, HALTING_COUNT);
    const push = sent(sim, admin, { packageId: FLAKY_PACKAGE, assetIds: devices.map((device) => device.id), stages: HALTING_STAGES });
    expect(code(post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin))).toBe(STATUS.CONFLICT);
    expect(statuses(sim, admin, push.id).slice(0, 3)).toEqual([1, 1, 1]);
    advanceClock(sim, 16_000);
    const halted = rowOf(sim, admin, push.id);
    expect(halted.state).toBe('halted');
    expectRefused(post(sim, `/ota/upgrade/${push.id}/rollback`, {}, signedIn(sim, 'member')), SEND_KEY, 'rollback');
    expect(code(post(sim, '/ota/upgrade/push99/rollback', {}, admin))).toBe(STATUS.NOT_FOUND);
    expect(halted.counts[5]).toBe(1);
    const rolled = result<PushRow>(post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin));
    expect(rolled.counts).toMatchObject({ 2: 2, 5: 0, 6: 1 });
    advanceClock(sim, 10_000);
    // Rolled back, its failures still listed, its later stage still never sent.
    expect(rowOf(sim, admin, push.id)).toMatchObject({ state: 'rolledBack', failures: halted.failures, counts: { 2: 2, 8: 1 } });
  });

  it("rolls back a company's own devices of a push alone", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const keys = sim.state.accounts.find((account) => account.account === 'cedar.admin')?.permissions ?? [];
    expect(keys).toContain(SEND_KEY);
    const all = online(sim, admin, 'ota2');
    const ofCompany = (name: string) => all.filter((device) => device.companyName === name).slice(0, 3);
    const chosen = [...ofCompany('Cedar Hospital Group'), ...ofCompany('Falcon Manufacturing')];
    expect(chosen).toHaveLength(6);
    const push = sent(sim, admin, { packageId: 'ota2', assetIds: chosen.map((device) => device.id) });
    advanceClock(sim, 16_000);
    const before = pushDevices(sim, admin, push.id);
    const own = new Set(ofCompany('Cedar Hospital Group').map((device) => device.id));
    const rolled = result<PushRow>(post(sim, `/ota/upgrade/${push.id}/rollback`, {}, cedar));
    expect(rolled.total).toBe(3);
    advanceClock(sim, 10_000);
    const after = pushDevices(sim, admin, push.id);
    after.forEach((device, index) => {
      const was = before[index].status;
      expect(device.status, device.assetId).toBe(own.has(device.assetId) && was === 5 ? 8 : was);
    });
    // Nothing of its own installed any more: refused, while the platform may still roll back the others.
    expect(code(post(sim, `/ota/upgrade/${push.id}/rollback`, {}, cedar))).toBe(STATUS.CONFLICT);
    const others = after.filter((device) => device.status === 5);
    expect(others.length).toBeGreaterThan(0);
    expect(result<PushRow>(post(sim, `/ota/upgrade/${push.id}/rollback`, {}, admin)).counts[6]).toBe(others.length);
  });
});

/**
 * The fleet overview of docs/api.md "Overview" on the simulator: each call's
 * figures are those of the state at the clock (recomputed here from the
 * records), the same when asked again, within the caller's reach only
 * (another company's robots, pushes, exceptions and expiries never counted),
 * behind the key of the section each summarises.
 */
import type { OverviewExceptions, OverviewExpiries, OverviewPushes, OverviewRobots, OverviewTrend } from '../../src/services/types/overview';
import { robotStateOf } from './domains/overview';
import { exceptionsOf, type Asset } from './fleet';
import { finishedAt } from './ota';
import { Simulator } from './simulator';
import { companyName } from './store';
import { advanceClock, code, expectRefused, get, pageAt, post, send, signedIn, succeeded, type Auth } from './testClient';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const assetsOf = (sim: Simulator, companies: readonly string[] | 'all') =>
  [...sim.state.fleet.assets.values()].filter((asset) => companies === 'all' || companies.includes(asset.companyId));

const read = <T>(sim: Simulator, path: string, auth: Auth, label = path) => succeeded<T>(get(sim, `/overview/${path}`, auth), label);

function countStates(assets: readonly Asset[], now: number) {
  const counts = { operative: 0, standby: 0, charging: 0, offline: 0 };
  for (const asset of assets) counts[robotStateOf(asset, now)] += 1;
  return counts;
}

describe('the overview: robots by state', () => {
  it('counts every robot within reach by its state, in all, per scene and without a scene, and the same when asked again', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const robots = read<OverviewRobots>(sim, 'robots', admin);
    const all = assetsOf(sim, 'all');
    expect(robots.total).toEqual(countStates(all, sim.now()));
    // Each of the four states is there to see on a fresh start.
    for (const state of ['operative', 'standby', 'charging', 'offline'] as const) expect(robots.total[state], state).toBeGreaterThan(0);
    for (const row of robots.scenes) {
      expect(row.counts, row.sceneName).toEqual(countStates(all.filter((asset) => asset.sceneId === row.sceneId), sim.now()));
      const scene = sim.state.fleet.scenes.find((candidate) => candidate.id === row.sceneId);
      expect(row.sceneName).toBe(scene?.name);
      // Scenes of several companies may share a name: each row names its company.
      expect(row.companyName, row.sceneName).toBe(companyName(sim.state, scene!.companyId));
    }
    expect(new Set(robots.scenes.map((row) => row.companyName)).size).toBeGreaterThan(1);
    const placed = new Set(sim.state.fleet.scenes.map((scene) => scene.id));
    expect(robots.unplaced).toEqual(countStates(all.filter((asset) => !placed.has(asset.sceneId)), sim.now()));
    const sum = (counts: OverviewRobots['total']) => counts.operative + counts.standby + counts.charging + counts.offline;
    expect(robots.scenes.reduce((total, row) => total + sum(row.counts), sum(robots.unplaced))).toBe(all.length);
    // Most robots first.
    const sizes = robots.scenes.map((row) => sum(row.counts));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(read<OverviewRobots>(sim, 'robots', admin)).toEqual(robots);
  });

  it("counts a company's own robots only: another company's are never counted, whatever happens to them", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const admin = signedIn(sim, 'admin');
    const before = read<OverviewRobots>(sim, 'robots', cedar);
    expect(before.total).toEqual(countStates(assetsOf(sim, ['c4']), sim.now()));
    const own = new Set(sim.state.fleet.scenes.filter((scene) => scene.companyId === 'c4').map((scene) => scene.id));
    expect(before.scenes.length).toBeGreaterThan(0);
    for (const row of before.scenes) expect(own.has(row.sceneId), row.sceneName).toBe(true);
    // Robot Demo Co.'s robots go offline: the platform sees it, Cedar's figures do not move.
    const platformBefore = read<OverviewRobots>(sim, 'robots', admin);
    const demo = assetsOf(sim, ['c1']).filter((asset) => asset.online).slice(0, 25);
    for (const asset of demo) asset.online = false;
    expect(read<OverviewRobots>(sim, 'robots', admin).total.offline).toBe(platformBefore.total.offline + demo.length);
    expect(read<OverviewRobots>(sim, 'robots', cedar)).toEqual(before);
  });

  it('answers a member (assets list key), and refuses an account without that key', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    expect(read<OverviewRobots>(sim, 'robots', member).total).toEqual(countStates(assetsOf(sim, ['c1']), sim.now()));
    expectRefused(get(sim, '/overview/robots', signedIn(sim, 'dispatcher')), 'platform:assets:list', 'dispatcher');
  });
});

describe('the overview: OTA pushes in flight', () => {
  it('lists the running pushes newest first with their progress, and one sent shows until it finishes', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const seeded = read<OverviewPushes>(sim, 'pushes', admin);
    const running = sim.state.ota.pushes.filter((push) => finishedAt(push, sim.now()) === null);
    expect(seeded.running).toBe(running.length);
    expect(seeded.running).toBeGreaterThan(0);
    for (const item of seeded.items) {
      expect(item.installed + item.failed + item.pending, item.id).toBe(item.total);
      expect(item.pending, item.id).toBeGreaterThan(0);
    }
    // Send a push to online devices: it is in flight, newest first, then finishes and leaves the panel.
    const devices = pageAt<{ id: string; online: boolean }>(sim, send, '/ota/upgrade/device/page', { pageNumber: 1, pageSize: 50, packageId: 'ota1' }, admin)
      .items.filter((device) => device.online)
      .slice(0, 4);
    const push = succeeded<{ id: string }>(post(sim, '/ota/upgrade', { packageId: 'ota1', assetIds: devices.map((device) => device.id) }, admin));
    const sent = read<OverviewPushes>(sim, 'pushes', admin);
    expect(sent.running).toBe(seeded.running + 1);
    expect(sent.items[0]).toMatchObject({ id: push.id, total: 4, installed: 0, failed: 0, pending: 4 });
    advanceClock(sim, 20_000);
    const after = read<OverviewPushes>(sim, 'pushes', admin);
    expect(after.running).toBe(seeded.running);
    expect(after.items.map((item) => item.id)).not.toContain(push.id);
  });

  it("shows a company only its own devices of a push, and nothing of a push to another company's devices alone", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const now = sim.now();
    const pushes = read<OverviewPushes>(sim, 'pushes', cedar);
    const own = sim.state.ota.pushes
      .map((push) => ({ ...push, devices: push.devices.filter((device) => device.companyId === 'c4') }))
      .filter((push) => push.devices.length > 0 && finishedAt(push, now) === null);
    expect(pushes.running).toBe(own.length);
    for (const item of pushes.items) expect(item.total).toBe(own.find((push) => push.id === item.id)?.devices.length);
    expectRefused(get(sim, '/overview/pushes', signedIn(sim, 'member')), 'platform:ota:upgrade', 'member');
  });
});

describe('the overview: exceptions of the last 24 hours', () => {
  function expected(sim: Simulator, companies: readonly string[] | 'all', since: number) {
    const now = since + DAY;
    return assetsOf(sim, companies).flatMap((asset) =>
      exceptionsOf(asset)
        .filter((exception) => exception.time >= since && exception.time <= now)
        .map((exception) => ({ asset, exception })),
    );
  }

  it('counts them by severity, names the devices raising most, and is the same when asked again', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const figures = read<OverviewExceptions>(sim, 'exceptions', admin);
    const raised = expected(sim, 'all', figures.since);
    expect(Math.abs(figures.since + DAY - sim.now())).toBeLessThan(5000);
    expect(figures.total).toBe(raised.length);
    expect(figures.total).toBeGreaterThan(0);
    expect(figures.levels.map((entry) => entry.level)).toEqual([1, 2, 3, 4]);
    for (const { level, count } of figures.levels) expect(count, `level ${level}`).toBe(raised.filter(({ exception }) => exception.level === level).length);
    expect(figures.devices.length).toBeGreaterThan(0);
    expect(figures.devices.length).toBeLessThanOrEqual(5);
    for (const device of figures.devices) {
      const own = raised.filter(({ asset }) => asset.id === device.assetId);
      expect(device.count, device.assetNumber).toBe(own.length);
      expect(device.level).toBe(Math.min(...own.map(({ exception }) => exception.level)));
    }
    const counts = figures.devices.map((device) => device.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Nobody raised more than the last named device.
    const perDevice = new Map<string, number>();
    for (const { asset } of raised) perDevice.set(asset.id, (perDevice.get(asset.id) ?? 0) + 1);
    expect(Math.max(...perDevice.values())).toBe(counts[0]);
    const again = read<OverviewExceptions>(sim, 'exceptions', admin);
    expect({ ...again, since: 0 }).toEqual({ ...figures, since: 0 });
  });

  it("counts a company's own devices only, and needs the exception key", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const figures = read<OverviewExceptions>(sim, 'exceptions', cedar);
    expect(figures.total).toBe(expected(sim, ['c4'], figures.since).length);
    const own = new Set(assetsOf(sim, ['c4']).map((asset) => asset.id));
    for (const device of figures.devices) expect(own.has(device.assetId), device.assetNumber).toBe(true);
    expectRefused(get(sim, '/overview/exceptions', signedIn(sim, 'member')), 'platform:assets:list:detail:exception', 'member');
  });
});

describe('the overview: licences and warranties ending within 30 days', () => {
  it('counts each kind ending between now and 30 days on, and lists the 10 ending soonest', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    const figures = read<OverviewExpiries>(sim, 'expiries', member);
    const now = figures.until - 30 * DAY;
    const within = (value: number | null) => value !== null && value >= now && value <= figures.until;
    const own = assetsOf(sim, ['c1']);
    expect(figures.counts).toEqual({
      vendorLicence: own.filter((asset) => within(asset.vendorLicenceExpiry)).length,
      enterpriseLicence: own.filter((asset) => within(asset.enterpriseLicenceExpiry)).length,
      warranty: own.filter((asset) => within(asset.warrantyExpiry)).length,
    });
    expect(figures.counts.vendorLicence + figures.counts.enterpriseLicence + figures.counts.warranty).toBeGreaterThan(10);
    expect(figures.items).toHaveLength(10);
    const times = figures.items.map((item) => item.expiresAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const ids = new Set(own.map((asset) => asset.id));
    for (const item of figures.items) {
      expect(ids.has(item.assetId), item.assetNumber).toBe(true);
      expect(within(item.expiresAt)).toBe(true);
    }
    // A licence of another company's asset ending tomorrow is not the member's.
    const foreign = assetsOf(sim, ['c2'])[0];
    foreign.vendorLicenceExpiry = sim.now() + HOUR;
    const again = read<OverviewExpiries>(sim, 'expiries', member);
    expect(again.counts).toEqual(figures.counts);
    expect(again.items.map((item) => item.assetId)).not.toContain(foreign.id);
    // One of the member's own ending tomorrow comes first.
    const mine = own.find((asset) => !within(asset.warrantyExpiry)) as Asset;
    mine.warrantyExpiry = sim.now() + HOUR;
    const third = read<OverviewExpiries>(sim, 'expiries', member);
    expect(third.counts.warranty).toBe(figures.counts.warranty + 1);
    expect(third.items[0]).toMatchObject({ assetId: mine.id, kind: 'warranty', expiresAt: mine.warrantyExpiry });
  });
});

describe('the overview: the last 7 days', () => {
  it('gives 7 windows of 24 hours ending now, with the tasks finished and the exceptions raised in each', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const { days } = read<OverviewTrend>(sim, 'trend', admin);
    expect(days).toHaveLength(7);
    for (let i = 1; i < days.length; i += 1) expect(days[i].start).toBe(days[i - 1].end);
    const end = days[6].end;
    expect(Math.abs(end - sim.now())).toBeLessThan(5000);
    const start = days[0].start;
    const raised = assetsOf(sim, 'all').flatMap((asset) => exceptionsOf(asset).filter((exception) => exception.time >= start && exception.time <= end));
    expect(days.reduce((sum, day) => sum + (day.exceptions ?? 0), 0)).toBe(raised.length);
    const finished = [...sim.state.tasks.scenes.values()]
      .flatMap((scene) => scene.tasks)
      .filter((task) => task.status === 3 && task.finishedAt !== null && task.finishedAt >= start && task.finishedAt <= end);
    expect(days.reduce((sum, day) => sum + (day.tasksFinished ?? 0), 0)).toBe(finished.length);
    for (const day of days) expect(typeof day.tasksFinished).toBe('number');
  });

  it('shows a working week on a fresh start: tasks finished on every day, and no day with a spike of exceptions', () => {
    const sim = new Simulator();
    const { days } = read<OverviewTrend>(sim, 'trend', signedIn(sim, 'admin'));
    for (const day of days) expect(day.tasksFinished, new Date(day.start).toISOString()).toBeGreaterThan(0);
    const counts = days.map((day) => day.exceptions ?? 0);
    const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
    // Robots activated within the day raise exceptions at a life's rate, not a month's in a few hours.
    for (const count of counts) expect(count).toBeLessThan(mean * 1.5);
  });

  it('raises exceptions at the rate of a life: a robot activated hours ago raises at most a few', () => {
    const sim = new Simulator();
    const young = assetsOf(sim, 'all').filter((asset) => asset.firstActivation !== null && asset.historyUntil - asset.firstActivation < DAY);
    expect(young.length).toBeGreaterThan(0);
    for (const asset of young) expect(exceptionsOf(asset).length, asset.id).toBeLessThanOrEqual(1);
  });

  it('gives a series only to a holder of its key: the dispatcher its tasks, Cedar its exceptions; a member neither', () => {
    const sim = new Simulator();
    const dispatcher = read<OverviewTrend>(sim, 'trend', signedIn(sim, 'dispatcher'));
    for (const day of dispatcher.days) {
      expect(day.exceptions).toBeNull();
      expect(typeof day.tasksFinished).toBe('number');
    }
    const cedar = read<OverviewTrend>(sim, 'trend', signedIn(sim, 'cedar.admin'));
    const start = cedar.days[0].start;
    const end = cedar.days[6].end;
    const own = assetsOf(sim, ['c4']).flatMap((asset) => exceptionsOf(asset).filter((exception) => exception.time >= start && exception.time <= end));
    expect(cedar.days.reduce((sum, day) => sum + (day.exceptions ?? 0), 0)).toBe(own.length);
    for (const day of cedar.days) expect(day.tasksFinished).toBeNull();
    expect(code(get(sim, '/overview/trend', signedIn(sim, 'member')))).toBe(40301);
  });
});

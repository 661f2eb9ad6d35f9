/**
 * The robots' working day of docs/api.md "Assets" (issue 33): each online
 * robot moves between working, parked and charging over the simulator's
 * clock, a pure function of the asset, its epoch and the clock; the map, the
 * tasks, the asset pages, the overview and OTA's install-when-idle all read
 * that one model (fleet.ts `spellAt`).
 */
import type { OverviewRobots } from '../../src/services/types/overview';
import { robotStateOf } from './domains/overview';
import {
  activityAt,
  BATTERY_DRAIN,
  BATTERY_SWAP_AT,
  CHARGE_BELOW,
  FIRST_SPELL_MIN_MS,
  idleFrom,
  PARK_MAX_MS,
  PARK_MIN_MS,
  spellAt,
  WORK_MAX_MS,
  WORK_MIN_MS,
  drawnActivityOf,
  levelAt,
  type Asset,
  type Spell,
} from './fleet';
import { robotsNow, sceneMap } from './maps/sceneMaps';
import { Simulator } from './simulator';
import { advanceClock, get, result, signedIn, succeeded } from './testClient';

const HOUR = 3600_000;

/** The asset's spells from its epoch to `until`. */
function spellsOf(asset: Asset, until: number): Spell[] {
  const spells = [spellAt(asset, asset.historyUntil)];
  while (spells[spells.length - 1].end < until) spells.push(spellAt(asset, spells[spells.length - 1].end + 1));
  return spells;
}

describe('the robots’ working day', () => {
  it('starts each robot as it was drawn, for at least a minute, then runs the cycle with its figures', () => {
    const sim = new Simulator();
    const assets = [...sim.state.fleet.assets.values()].slice(0, 400);
    const seen = new Set<string>();
    for (const asset of assets) {
      const epoch = asset.historyUntil;
      const spells = spellsOf(asset, epoch + 24 * HOUR);
      expect(spells[0].activity, asset.id).toBe(drawnActivityOf(asset));
      expect(spells[0].runStatus).toBe(asset.runStatus);
      if (!asset.online) {
        expect(spells).toHaveLength(1);
        expect(activityAt(asset, epoch + 30 * 24 * HOUR)).toBe('offline');
        continue;
      }
      if (spells[0].activity !== 'charging') expect(spells[0].end - spells[0].start, asset.id).toBeGreaterThanOrEqual(FIRST_SPELL_MIN_MS);
      for (let i = 1; i < spells.length; i += 1) {
        const [last, spell] = [spells[i - 1], spells[i]];
        const label = `${asset.id} spell ${i}: ${last.activity} -> ${spell.activity}`;
        seen.add(`${last.activity}->${spell.activity}`);
        expect(spell.start, label).toBe(last.end);
        const level = spell.battery.level;
        // Past the first spell (drawn parked on an empty battery, say), never below the swap level.
        expect(level, label).toBeGreaterThanOrEqual(i > 1 || last.activity === 'working' ? BATTERY_SWAP_AT : 0);
        expect(level, label).toBeLessThanOrEqual(100);
        expect(spell.battery.since).toBe(spell.start);
        const length = spell.end - spell.start;
        if (spell.activity === 'charging') {
          expect(level, label).toBeLessThanOrEqual(CHARGE_BELOW);
          expect(levelAt(spell.battery, spell.end), label).toBeCloseTo(100, 6);
          expect([spell.runStatus, spell.batteryState], label).toEqual([3, 4]);
        } else if (spell.activity === 'parked') {
          expect(last.activity, label).toBe('working');
          expect(level, label).toBeGreaterThan(CHARGE_BELOW);
          expect(length, label).toBeGreaterThanOrEqual(PARK_MIN_MS);
          expect(length, label).toBeLessThanOrEqual(PARK_MAX_MS);
          expect(spell.runStatus, label).toBe(3);
        } else {
          expect(spell.activity, label).toBe('working');
          expect(level, label).toBeGreaterThan(CHARGE_BELOW - 1e-9);
          expect(length, label).toBeLessThanOrEqual(WORK_MAX_MS);
          // A working spell is cut short only by its battery reaching the swap level.
          if (length < WORK_MIN_MS) expect(level - (length / 1000) * BATTERY_DRAIN, label).toBeCloseTo(BATTERY_SWAP_AT, 2);
          expect(spell.runStatus, label).not.toBe(3);
          expect(spell.batteryState, label).toBe(6);
        }
      }
    }
    for (const path of ['charging->working', 'parked->working', 'working->charging', 'working->parked']) expect(seen.has(path), path).toBe(true);
  });

  it('is a pure function of the asset, its epoch and the clock: the same on a fresh start, whatever was asked before', () => {
    const first = new Simulator();
    const second = new Simulator();
    const epochOf = (sim: Simulator) => [...sim.state.fleet.assets.values()][0].historyUntil;
    const at = [0, 5 * 60_000, HOUR, 7 * HOUR, 30 * HOUR];
    const assets = (sim: Simulator) => [...sim.state.fleet.assets.values()].slice(0, 200);
    // Asked in another order the second time.
    const one = assets(first).map((asset) => at.map((offset) => activityAt(asset, epochOf(first) + offset)).join());
    const two = assets(second).map((asset) => [...at].reverse().map((offset) => activityAt(asset, epochOf(second) + offset)).reverse().join());
    expect(two).toEqual(one);
    // The clock, not the order of calls: asked again, the same.
    expect(assets(first).map((asset) => at.map((offset) => activityAt(asset, epochOf(first) + offset)).join())).toEqual(one);
    // Far on (past the marks kept every 128 spells) and back: the same as asked in order on a fresh start.
    const far = [40 * 24 * HOUR, 9 * 24 * HOUR + 17 * 60_000, 2 * 24 * HOUR, 40 * 24 * HOUR + 1];
    const third = new Simulator();
    const relative = (spell: Spell, epoch: number) =>
      JSON.stringify([spell.activity, spell.start - epoch, spell.end - epoch, spell.battery.mode, spell.battery.level, spell.runStatus, spell.batteryState]);
    const inOrder = assets(third).map((asset) => [...far].sort((a, b) => a - b).map((offset) => `${offset}:${relative(spellAt(asset, epochOf(third) + offset), epochOf(third))}`).sort().join());
    const jumping = assets(first).map((asset) => far.map((offset) => `${offset}:${relative(spellAt(asset, epochOf(first) + offset), epochOf(first))}`).sort().join());
    expect(jumping).toEqual(inOrder);
  });

  it('moves robots on the map, on their asset pages and on the overview as the clock runs', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const online = [...sim.state.fleet.assets.values()].filter((asset) => asset.online);
    const before = new Map(online.map((asset) => [asset.id, activityAt(asset, sim.now())]));
    const overviewBefore = succeeded<OverviewRobots>(get(sim, '/overview/robots', admin));
    advanceClock(sim, 3 * HOUR);
    const now = sim.now();
    const changed = online.filter((asset) => activityAt(asset, now) !== before.get(asset.id));
    // Most robots have changed activity in three hours.
    expect(changed.length).toBeGreaterThan(online.length / 3);
    const overview = succeeded<OverviewRobots>(get(sim, '/overview/robots', admin));
    expect(overview.total.offline).toBe(overviewBefore.total.offline);
    expect(overview.total).not.toEqual(overviewBefore.total);
    const counts = { operative: 0, standby: 0, charging: 0, offline: 0 };
    for (const asset of sim.state.fleet.assets.values()) counts[robotStateOf(asset, sim.now())] += 1;
    expect(overview.total).toEqual(counts);
    // The asset page reads its spell: idle (3) and charging (4) on the charger, discharging (6) while working.
    for (const asset of changed.slice(0, 40)) {
      const spell = spellAt(asset, sim.now());
      const page = result<{ runStatus: number; batteryState: number }>(get(sim, `/asset/${asset.id}`, admin));
      expect([page.runStatus, page.batteryState], asset.id).toEqual([spell.runStatus, spell.batteryState]);
    }
    // The map: each asset's robot in its spell's state, only working ones driving.
    const scene = sim.state.fleet.scenes.find((candidate) => candidate.mapStatus === 1 && !candidate.benchmark)!;
    const map = sceneMap(sim.state.maps, scene, sim.now());
    const robots = robotsNow(map, sim.state.fleet.assets.values(), sim.now()).robots;
    expect(robots.length).toBeGreaterThan(0);
    const stateOf = { working: 1, parked: 2, charging: 3, offline: 0 } as const;
    for (const robot of robots) expect(robot.state, robot.id).toBe(stateOf[activityAt(sim.state.fleet.assets.get(robot.id)!, sim.now())]);
  });

  it('tells when a working robot next becomes idle: the end of its working spell', () => {
    const sim = new Simulator();
    const now = sim.now();
    const online = [...sim.state.fleet.assets.values()].filter((asset) => asset.online).slice(0, 300);
    for (const asset of online) {
      const idle = idleFrom(asset, now);
      if (activityAt(asset, now) !== 'working') {
        expect(idle).toBe(now);
        continue;
      }
      expect(idle).toBe(spellAt(asset, now).end);
      expect(activityAt(asset, idle - 1)).toBe('working');
      expect(['parked', 'charging']).toContain(activityAt(asset, idle + 1));
    }
    const offline = [...sim.state.fleet.assets.values()].find((asset) => !asset.online)!;
    expect(idleFrom(offline, now)).toBe(Number.POSITIVE_INFINITY);
  });
});

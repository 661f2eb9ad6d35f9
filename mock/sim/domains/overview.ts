/**
 * The fleet overview of /welcome (docs/api.md "Overview", tag `overview`):
 * one call per panel, each computed from the state at the clock, so the same
 * state and clock give the same figures.
 *
 * - robots: the assets within reach by the state of their robot at the clock (activityAt:
 *   working -> operative, parked -> standby, charging, offline), in all, per
 *   scene and without a scene;
 * - pushes: the OTA pushes in flight as the caller sees them (a non-platform
 *   caller only its companies' devices, as the push list shows them);
 * - exceptions: the exceptions the assets within reach raised in the last 24
 *   hours (fleet.ts exceptionsOf), by severity, and the devices raising most;
 * - expiries: the vendor and enterprise licences and warranties of the assets
 *   within reach that end in the next 30 days;
 * - trend: per 24-hour window of the last 7, the tasks finished in the scenes
 *   within reach (for a holder of the business key) and the exceptions raised
 *   (for a holder of the exception key); a series the caller may not read is null.
 *
 * Reads only: nothing is recorded in the operation log (GET).
 */
import {
  EXCEPTION_WINDOW_HOURS,
  EXPIRY_KINDS,
  EXPIRY_WINDOW_DAYS,
  OVERVIEW_DEVICES_MAX,
  OVERVIEW_EXPIRIES_MAX,
  OVERVIEW_PUSHES_MAX,
  TREND_DAYS,
  type ExpiryKind,
  type OverviewDay,
  type OverviewExceptionDevice,
  type OverviewExceptions,
  type OverviewExpiries,
  type OverviewExpiry,
  type OverviewPush,
  type OverviewPushes,
  type OverviewRobots,
  type OverviewSceneRobots,
  type OverviewTrend,
  type RobotState,
  type RobotStateCounts,
} from '../../../src/services/types/overview';
import { activityAt, exceptionsOf, type Activity, type Asset, type AssetException } from '../fleet';
import { deviceStatusAt, finishedAt, pendingOf, type OtaPush } from '../ota';
import { isPlatform, reaches, type Reach } from '../reach';
import { holdsPermission, type Ctx, type RouteDef } from '../router';
import { companyName, type SimState } from '../store';
import { tasksOfScene } from '../tasks';
import { ASSET_KEYS } from './assets';
import { compareIds } from './list';
import { OTA_KEYS } from './ota';
import { TASK_KEY } from './tasks';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The key each call needs: the key of the section it summarises (docs/api.md "Overview"). */
export const OVERVIEW_KEYS = {
  robots: ASSET_KEYS.list,
  expiries: ASSET_KEYS.list,
  pushes: OTA_KEYS.upgrade,
  exceptions: ASSET_KEYS.exceptions,
  trend: [TASK_KEY, ASSET_KEYS.exceptions],
} as const;

const STATE_OF: Record<Activity, RobotState> = { working: 'operative', parked: 'standby', charging: 'charging', offline: 'offline' };

/** The state of an asset's robot on the overview at `now`: the one working day the map and the asset pages run on (fleet.ts activityAt). */
export function robotStateOf(asset: Asset, now: number): RobotState {
  return STATE_OF[activityAt(asset, now)];
}

const noRobots = (): RobotStateCounts => ({ operative: 0, standby: 0, charging: 0, offline: 0 });

/** The assets within reach, in the fleet's order. */
function assetsInReach(state: SimState, reach: Reach): Asset[] {
  const out: Asset[] = [];
  for (const asset of state.fleet.assets.values()) if (reaches(reach, asset.companyId)) out.push(asset);
  return out;
}

export function robotsOverview({ state, reach, now }: Pick<Ctx, 'state' | 'reach' | 'now'>): OverviewRobots {
  const total = noRobots();
  const unplaced = noRobots();
  const scenes = new Map(state.fleet.scenes.map((scene) => [scene.id, scene]));
  const perScene = new Map<string, OverviewSceneRobots>();
  for (const asset of assetsInReach(state, reach)) {
    const robotState = robotStateOf(asset, now);
    total[robotState] += 1;
    // A scene out of reach (never, as an asset's scene is of its company) or gone counts as none.
    const scene = scenes.get(asset.sceneId);
    if (!scene || !reaches(reach, scene.companyId)) {
      unplaced[robotState] += 1;
      continue;
    }
    let row = perScene.get(scene.id);
    if (!row) {
      row = { sceneId: scene.id, sceneName: scene.name, companyName: companyName(state, scene.companyId), counts: noRobots() };
      perScene.set(scene.id, row);
    }
    row.counts[robotState] += 1;
  }
  const sum = (counts: RobotStateCounts) => counts.operative + counts.standby + counts.charging + counts.offline;
  const rows = [...perScene.values()].sort(
    (a, b) => sum(b.counts) - sum(a.counts) || a.sceneName.localeCompare(b.sceneName) || compareIds(a.sceneId, b.sceneId),
  );
  return { total, scenes: rows, unplaced };
}

/** The push as the caller sees it (as the push list does): whole for platform staff, else its companies' devices alone (none: not its push). */
function pushView(reach: Reach, push: OtaPush): OtaPush | undefined {
  if (isPlatform(reach)) return push;
  const devices = push.devices.filter((device) => reaches(reach, device.companyId));
  return devices.length === 0 ? undefined : { ...push, devices };
}

export function pushesOverview({ state, reach, now }: Pick<Ctx, 'state' | 'reach' | 'now'>): OverviewPushes {
  const running = state.ota.pushes
    .flatMap((push) => pushView(reach, push) ?? [])
    .filter((push) => finishedAt(push, now) === null)
    .sort((a, b) => b.createdAt - a.createdAt || compareIds(b.id, a.id));
  const items = running.slice(0, OVERVIEW_PUSHES_MAX).map((push): OverviewPush => {
    const count = (status: number) => push.devices.filter((device) => deviceStatusAt(push, device, now).status === status).length;
    return {
      id: push.id,
      packageName: push.packageName,
      model: push.model,
      targetVersion: push.targetVersion,
      createdAt: push.createdAt,
      total: push.devices.length,
      installed: count(5),
      failed: count(7),
      pending: pendingOf(push, now),
    };
  });
  return { running: running.length, items };
}

/** Each asset's exceptions raised in [from, to): what it had recorded by `to`. */
function exceptionsBetween(assets: readonly Asset[], from: number, to: number): Array<{ asset: Asset; exception: AssetException }> {
  const out: Array<{ asset: Asset; exception: AssetException }> = [];
  for (const asset of assets) {
    for (const exception of exceptionsOf(asset)) if (exception.time >= from && exception.time < to) out.push({ asset, exception });
  }
  return out;
}

export function exceptionsOverview({ state, reach, now }: Pick<Ctx, 'state' | 'reach' | 'now'>): OverviewExceptions {
  const since = now - EXCEPTION_WINDOW_HOURS * HOUR;
  const raised = exceptionsBetween(assetsInReach(state, reach), since, now + 1);
  const levels = ([1, 2, 3, 4] as const).map((level) => ({ level, count: raised.filter(({ exception }) => exception.level === level).length }));
  const byDevice = new Map<string, OverviewExceptionDevice>();
  for (const { asset, exception } of raised) {
    const row = byDevice.get(asset.id);
    if (!row) {
      byDevice.set(asset.id, { assetId: asset.id, assetNumber: asset.assetNumber, name: asset.name, count: 1, level: exception.level, lastAt: exception.time });
      continue;
    }
    row.count += 1;
    row.level = Math.min(row.level, exception.level) as OverviewExceptionDevice['level'];
    row.lastAt = Math.max(row.lastAt, exception.time);
  }
  const devices = [...byDevice.values()]
    .sort((a, b) => b.count - a.count || a.level - b.level || b.lastAt - a.lastAt || compareIds(a.assetId, b.assetId))
    .slice(0, OVERVIEW_DEVICES_MAX);
  return { since, total: raised.length, levels, devices };
}

const EXPIRY_OF: Record<ExpiryKind, (asset: Asset) => number | null> = {
  vendorLicence: (asset) => asset.vendorLicenceExpiry,
  enterpriseLicence: (asset) => asset.enterpriseLicenceExpiry,
  warranty: (asset) => asset.warrantyExpiry,
};

export function expiriesOverview({ state, reach, now }: Pick<Ctx, 'state' | 'reach' | 'now'>): OverviewExpiries {
  const until = now + EXPIRY_WINDOW_DAYS * DAY;
  const counts: OverviewExpiries['counts'] = { vendorLicence: 0, enterpriseLicence: 0, warranty: 0 };
  const found: OverviewExpiry[] = [];
  for (const asset of assetsInReach(state, reach)) {
    for (const kind of EXPIRY_KINDS) {
      const expiresAt = EXPIRY_OF[kind](asset);
      if (expiresAt === null || expiresAt < now || expiresAt > until) continue;
      counts[kind] += 1;
      found.push({ assetId: asset.id, assetNumber: asset.assetNumber, name: asset.name, kind, expiresAt });
    }
  }
  const items = found
    .sort((a, b) => a.expiresAt - b.expiresAt || compareIds(a.assetId, b.assetId) || EXPIRY_KINDS.indexOf(a.kind) - EXPIRY_KINDS.indexOf(b.kind))
    .slice(0, OVERVIEW_EXPIRIES_MAX);
  return { until, counts, items };
}

/** The finish times of the finished tasks (status 3) of the scenes within reach that have a map (made on first use, as the task list does). */
function finishedTaskTimes(state: SimState, reach: Reach, now: number): number[] {
  const world = { tasks: state.tasks, maps: state.maps, assets: state.fleet.assets };
  const times: number[] = [];
  for (const scene of state.fleet.scenes) {
    // The benchmark hall's robots are virtual: its tasks are the map benchmarks', not the fleet's work.
    if (scene.mapStatus !== 1 || scene.benchmark || !reaches(reach, scene.companyId)) continue;
    for (const task of tasksOfScene(world, scene, now).tasks) {
      if (task.status === 3 && task.finishedAt !== null) times.push(task.finishedAt);
    }
  }
  return times;
}

export function trendOverview({ state, reach, now, user }: Pick<Ctx, 'state' | 'reach' | 'now' | 'user'>): OverviewTrend {
  const start = now - TREND_DAYS * DAY;
  const tasks = holdsPermission(user, TASK_KEY) ? finishedTaskTimes(state, reach, now) : null;
  const exceptions = holdsPermission(user, ASSET_KEYS.exceptions)
    ? exceptionsBetween(assetsInReach(state, reach), start, now + 1).map(({ exception }) => exception.time)
    : null;
  const days = Array.from({ length: TREND_DAYS }, (_, index): OverviewDay => {
    const from = start + index * DAY;
    const to = from + DAY;
    // The last window ends now, and holds now.
    const within = (time: number) => time >= from && (index === TREND_DAYS - 1 ? time <= to : time < to);
    return {
      start: from,
      end: to,
      tasksFinished: tasks === null ? null : tasks.filter(within).length,
      exceptions: exceptions === null ? null : exceptions.filter(within).length,
    };
  });
  return { days };
}

export const overviewRoutes: RouteDef[] = [
  { method: 'GET', path: '/base/overview/robots', scope: 'asset', permission: OVERVIEW_KEYS.robots, handle: robotsOverview },
  { method: 'GET', path: '/base/overview/pushes', scope: 'asset', permission: OVERVIEW_KEYS.pushes, handle: pushesOverview },
  { method: 'GET', path: '/base/overview/exceptions', scope: 'asset', permission: OVERVIEW_KEYS.exceptions, handle: exceptionsOverview },
  { method: 'GET', path: '/base/overview/expiries', scope: 'asset', permission: OVERVIEW_KEYS.expiries, handle: expiriesOverview },
  { method: 'GET', path: '/base/overview/trend', scope: 'company', permission: OVERVIEW_KEYS.trend, handle: trendOverview },
];

/**
 * The fleet (docs/api.md "Assets", "Scenes"): assets, the projects and
 * scenes they belong to. Seeded deterministically: asset number n is drawn
 * from its own PRNG (`asset:<n>`) over the current projects and scenes, so
 * the seed and any growth (POST /__simulator/assets) make the same assets for
 * the same projects and scenes; and fast (3,000 assets on every reset, 50,000
 * in about half a second). Benchmark Hall, the scene of the map benchmarks,
 * comes last and holds no drawn asset. Components and exceptions are drawn on demand
 * from the asset's id; times count back from the clock.
 */
import {
  BATTERY_STATE,
  LOCK_STATE,
  RUN_STATUS,
  type Asset as AssetView,
  type AssetComponent,
  type AssetConfig,
  type AssetException,
  type BatteryState,
  type LockKind,
  type LockState,
  type RunStatus,
} from '../../src/services/types/asset';
import { MAP_STATUS, type MapStatus, type Scene as SceneView } from '../../src/services/types/scene';
import type { Enumeration } from '../../src/services/types/enumeration';
import { between, pick, randomChars, randomUuid, seededRandom } from './random';

// The contract's shapes and enumerations (docs/openapi.yaml, through src/services/types).
export type { AssetException, BatteryState, LockKind, LockState, MapStatus, RunStatus };
export type DeviceConfig = AssetConfig;
export type Component = AssetComponent;

/** The values of one of the console's enumerations, as the contract's type. */
const valuesOf = <T extends number>(enumeration: Enumeration<string>) => enumeration.entries.map(({ value }) => value as T);
export const LOCK_STATES: readonly LockState[] = valuesOf<LockState>(LOCK_STATE);
export const RUN_STATUSES: readonly RunStatus[] = valuesOf<RunStatus>(RUN_STATUS);
export const BATTERY_STATES: readonly BatteryState[] = valuesOf<BatteryState>(BATTERY_STATE);
export const MAP_STATUSES: readonly MapStatus[] = valuesOf<MapStatus>(MAP_STATUS);

export interface Lock {
  state: LockState;
  /** The end of a temporary lock (state 2); null otherwise. */
  until: number | null;
}

export interface Project {
  id: string;
  /** Its Chinese name in standardization (docs/api.md "Standardization"), its name everywhere else. */
  name: string;
  companyId: string;
  /** The standardization fields, drawn from the project's own PRNG (`project:<id>`). */
  englishName: string;
  alias: string;
  /** 1-2 letters or digits, no O nor I. */
  categoryCode: string;
  brandCode: string;
  repository: string;
  manager: string;
  creator: string;
  createdAt: number;
  description: string;
  hardwareDescription: string;
}

/** A scene as stored: the contract's fields but the names and counts looked up when it is shown, and its creation. */
export type Scene = Pick<SceneView, 'id' | 'number' | 'uuid' | 'name' | 'companyId' | 'projectId' | 'address' | 'version' | 'mapStatus' | 'updatedAt'> & {
  createdAt: number;
  /** The benchmark scene (Benchmark Hall): its robots are virtual devices, no asset is drawn into it. */
  benchmark?: true;
};

/**
 * An asset as stored: the contract's own fields (names of company, project
 * and scene are looked up when it is shown; locks and configuration are kept
 * as records, the live battery state derived), and what only the simulator keeps.
 */
export type Asset = Pick<
  AssetView,
  | 'id'
  | 'assetNumber'
  | 'name'
  | 'companyId'
  | 'projectId'
  | 'sceneId'
  | 'uuid'
  | 'usageAddress'
  | 'model'
  | 'deviceNumber'
  | 'serialNumber'
  | 'navSerialNumber'
  | 'brand'
  | 'supplier'
  | 'manufacturer'
  | 'region'
  | 'description'
  | 'firstActivation'
  | 'vendorLicenceExpiry'
  | 'enterpriseLicenceExpiry'
  | 'warrantyExpiry'
  | 'unlimitedValidity'
  | 'runMileage'
  | 'bootTime'
  | 'totalWorkDuration'
  | 'totalWheelPulses'
  | 'cleanMode'
  | 'runStatus'
  | 'balance'
  | 'batteryState'
  | 'online'
  | 'updatedAt'
> & {
  /** The n of `AS-<n>` and of its PRNG. */
  number: number;
  locks: Record<LockKind, Lock>;
  config: DeviceConfig;
  createdAt: number;
  /** Where its drawn history (exceptions) ends: when it was generated; its creation for an added one. */
  historyUntil: number;
};

export interface Fleet {
  /** By id, in the order they were added. */
  assets: Map<string, Asset>;
  projects: Project[];
  scenes: Scene[];
  /** The companies seeded and grown assets are spread over, with their weights. */
  companies: ReadonlyArray<readonly [string, number]>;
  nextAssetNumber: number;
  nextSceneNumber: number;
}

export const SEED_ASSET_COUNT = 3000;
export const BENCHMARK_SCENE_NAME = 'Benchmark Hall';
export const FLEET_MAX = 100_000;
const SCENES_PER_COMPANY = 5;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/** Robot Demo Co. (three shares) and seven other companies of the 25. */
const FLEET_COMPANIES: ReadonlyArray<readonly [string, number]> = [
  ['c1', 3],
  ['c2', 1],
  ['c3', 1],
  ['c4', 1],
  ['c5', 1],
  ['c7', 1],
  ['c15', 1],
  ['c25', 1],
];

const PROJECT_NAMES = [
  'North Campus',
  'South Campus',
  'Headquarters',
  'Terminal 2',
  'Distribution Center',
  'Main Plant',
  'Downtown Sites',
  'Riverside',
];
const SCENE_NAMES = [
  'Lobby',
  'Warehouse A',
  'Warehouse B',
  'Parking Level 1',
  'Ground Floor',
  'Second Floor',
  'Loading Dock',
  'Cafeteria',
  'Main Hall',
  'East Corridor',
];
const STREETS = ['12 Harbor Road', '88 Century Avenue', '5 Market Street', '230 Airport Way', '41 Station Square', '7 Campus Drive'];
const MODELS: ReadonlyArray<readonly [string, string]> = [
  ['CR-300', 'Cleaner'],
  ['CR-500', 'Scrubber'],
  ['DL-200', 'Courier'],
  ['PT-100', 'Patrol'],
];
const BRANDS = ['Robot Demo', 'CleanPro', 'Swiftbot', 'Aster Robotics'];
const SUPPLIERS = ['Northwind Supply', 'Contoso Robotics', 'Fabrikam Parts', 'Tailspin Trading'];
const MANUFACTURERS = ['Robot Demo Factory', 'Aster Industries', 'Kite Works Ltd.'];
const REGIONS = ['Shanghai', 'Shenzhen', 'Singapore', 'Berlin', 'Austin', 'São Paulo'];
const DESCRIPTIONS = [
  'Night shift unit.',
  'Replaced brushes in spring.',
  'Serves the loading dock, "Gate 3" and the lobby.',
  'Demo unit.\nCall the front desk when it is stuck.',
];
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const TWO_53 = BigInt(2) ** BigInt(53);

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export const assetId = (n: number) => `a${n}`;
export const assetNumberOf = (n: number) => `AS-${pad(n, 6)}`;
export const sceneId = (n: number) => `s${n}`;

export const unlocked = (): Lock => ({ state: 0, until: null });

/** What a lock reads at `now`: a temporary lock whose time has passed reads as none. */
export function lockAt(lock: Lock, now: number): Lock {
  if (lock.state === 2 && (lock.until === null || lock.until <= now)) return unlocked();
  return lock;
}

/** `count` distinct names of the list, in a drawn order. */
function distinctNames(random: () => number, names: readonly string[], count: number): string[] {
  const pool = [...names];
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

const PROJECT_PEOPLE = ['Chen Li', 'Wang Fang', 'Liu Yang', 'Zhao Min', 'Sun Hao', 'Zhou Jie', 'Wu Lei', 'Xu Ning'];
const PROJECT_HARDWARE = ['CR-300 chassis, lidar LD-360, depth camera DC-2', 'CR-500 chassis, dual lidar, ultrasonic array US-8', 'DL-200 chassis, IMU IM-9, brush motor BM-12', 'PT-100 chassis, water pump WP-3, battery BP-48V'];
/** Letters and digits of the code rule: no O nor I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A project's standardization fields, from its own PRNG (the fleet's draws stay as they were). */
function projectOf(id: string, name: string, companyId: string, now: number): Project {
  const random = seededRandom(`project:${id}`);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    companyId,
    englishName: `${name} line`,
    alias: `${slug.slice(0, 12)}-${id}`,
    categoryCode: randomChars(random, CODE_ALPHABET, between(random, 1, 2)),
    brandCode: randomChars(random, CODE_ALPHABET, 2),
    repository: `https://git.example.com/products/${slug}-${id}.git`,
    manager: pick(random, PROJECT_PEOPLE),
    creator: pick(random, PROJECT_PEOPLE),
    createdAt: now - between(random, 400, 1200) * DAY,
    description: `Standard software and device settings of ${name}.`,
    hardwareDescription: pick(random, PROJECT_HARDWARE),
  };
}

function seedProjects(now: number): Project[] {
  const projects: Project[] = [];
  for (const [companyId] of FLEET_COMPANIES) {
    const random = seededRandom(`projects:${companyId}`);
    for (const name of distinctNames(random, PROJECT_NAMES, between(random, 2, 3))) {
      projects.push(projectOf(`p${projects.length + 1}`, name, companyId, now));
    }
  }
  return projects;
}

/** Five scenes a company, in its projects; every eighth from the fifth has no map yet. */
function seedScenes(projects: readonly Project[], now: number): Scene[] {
  const scenes: Scene[] = [];
  for (const [companyId] of FLEET_COMPANIES) {
    const random = seededRandom(`scenes:${companyId}`);
    const own = projects.filter((project) => project.companyId === companyId);
    for (const name of distinctNames(random, SCENE_NAMES, SCENES_PER_COMPANY)) {
      const number = scenes.length + 1;
      const createdAt = now - between(random, 60, 900) * DAY;
      scenes.push({
        id: sceneId(number),
        number,
        uuid: randomUuid(random),
        name,
        companyId,
        projectId: pick(random, own).id,
        address: `${pick(random, STREETS)}, Floor ${between(random, 1, 9)}`,
        version: between(random, 1, 12),
        mapStatus: number % 8 === 5 ? 0 : 1,
        createdAt,
        updatedAt: createdAt + Math.floor(random() * (now - createdAt)),
      });
    }
  }
  return scenes;
}

/**
 * Benchmark Hall (company c1, with a map): the scene of the dispatch-map
 * benchmarks, its 10,000 nodes and 500 virtual robots drawn by maps/. The
 * oldest scene (the last in the default order), numbered after the others.
 */
function benchmarkScene(projects: readonly Project[], number: number, now: number): Scene {
  const random = seededRandom('scenes:benchmark');
  const createdAt = now - 1000 * DAY;
  return {
    id: sceneId(number),
    number,
    uuid: randomUuid(random),
    name: BENCHMARK_SCENE_NAME,
    companyId: 'c1',
    projectId: projects.find((project) => project.companyId === 'c1')?.id ?? '',
    address: '1 Test Track, Hall 9',
    version: 1,
    mapStatus: 1,
    createdAt,
    updatedAt: createdAt,
    benchmark: true,
  };
}

/** A company's projects and scenes, to draw an asset's place from. */
interface Place {
  companyId: string;
  projects: Project[];
  scenes: Scene[];
}

/** One entry per weight share, so that a uniform pick follows the weights. */
function placesOf(fleet: Fleet): Place[] {
  const places: Place[] = [];
  for (const [companyId, weight] of fleet.companies) {
    const place: Place = {
      companyId,
      projects: fleet.projects.filter((project) => project.companyId === companyId),
      scenes: fleet.scenes.filter((scene) => scene.companyId === companyId && !scene.benchmark),
    };
    for (let i = 0; i < weight; i += 1) places.push(place);
  }
  return places;
}

function drawPlace(random: () => number, places: readonly Place[]) {
  const place = pick(random, places);
  const scene = place.scenes.length > 0 && random() < 0.85 ? pick(random, place.scenes) : undefined;
  const project = place.projects.length > 0 ? pick(random, place.projects) : undefined;
  return { companyId: place.companyId, sceneId: scene?.id ?? '', projectId: scene?.projectId || project?.id || '' };
}

/** Mostly unlocked; some locked; a few locked for a while (one in seven of those already over). */
function drawLock(random: () => number, now: number): Lock {
  const roll = random();
  if (roll < 0.84) return unlocked();
  if (roll < 0.93) return { state: 1, until: null };
  const until = now + between(random, HOUR, 30 * DAY) * (roll < 0.99 ? 1 : -1);
  return { state: 2, until };
}

/**
 * A unique serial number: `SN`, three drawn characters, then n scrambled (a
 * bijection) in base 36, so drawn ones never meet; `taken` holds the others
 * (in lower case), which might.
 */
function drawSerial(random: () => number, n: number, taken: ReadonlySet<string>): string {
  let serial = `SN${randomChars(random, ALNUM, 3)}${(Math.imul(n, 0x9e3779b1) >>> 0).toString(36).toUpperCase().padStart(7, '0')}`;
  while (taken.size > 0 && taken.has(serial.toLowerCase())) serial = `SN${randomChars(random, ALNUM, 10)}`;
  return serial;
}

/** Pulses of the wheel encoders; some far beyond 2^53. */
function drawPulses(random: () => number, mileage: number): string {
  const pulses = Math.floor(mileage * 8192);
  if (random() < 0.15) return (TWO_53 + BigInt(Math.floor(random() * 2 ** 40)) * BigInt(997) + BigInt(pulses)).toString();
  return String(pulses);
}

/** The dates: created in the past years; most activated; licences from one to five years, or unlimited. */
function drawDates(random: () => number, now: number) {
  const createdAt = now - DAY - Math.floor(random() * 4 * YEAR);
  const activated = random() >= 0.12;
  const firstActivation = activated ? Math.min(now - HOUR, createdAt + Math.floor(random() * 60 * DAY)) : null;
  const unlimitedValidity = random() < 0.1;
  const base = firstActivation ?? createdAt;
  const licence = () => (unlimitedValidity || random() < 0.05 ? null : base + between(random, 180, 5 * 365) * DAY);
  return {
    createdAt,
    updatedAt: createdAt + Math.floor(random() * (now - createdAt)),
    firstActivation,
    vendorLicenceExpiry: licence(),
    enterpriseLicenceExpiry: licence(),
    warrantyExpiry: random() < 0.05 ? null : createdAt + between(random, 1, 3) * YEAR,
    unlimitedValidity,
  };
}

/** Running figures: nothing for a device never activated; about 80% of the fleet online. */
function drawRun(random: () => number, firstActivation: number | null, now: number) {
  if (firstActivation === null) {
    return { online: false, bootTime: null, totalWorkDuration: 0, runMileage: 0, totalWheelPulses: '0' };
  }
  const online = random() < 0.9;
  const totalWorkDuration = Math.floor(((now - firstActivation) / DAY) * random() * 8 * 3600);
  const runMileage = round3(totalWorkDuration * (0.3 + random() * 0.5));
  return {
    online,
    bootTime: now - (online ? between(random, 10 * MINUTE, 14 * DAY) : between(random, DAY, 120 * DAY)),
    totalWorkDuration,
    runMileage,
    totalWheelPulses: drawPulses(random, runMileage),
  };
}

function drawAsset(n: number, places: readonly Place[], taken: ReadonlySet<string>, now: number): Asset {
  const random = seededRandom(`asset:${n}`);
  const [model, kind] = pick(random, MODELS);
  const dates = drawDates(random, now);
  const run = drawRun(random, dates.firstActivation, now);
  return {
    id: assetId(n),
    number: n,
    assetNumber: assetNumberOf(n),
    name: `${kind} ${pad(n, 4)}`,
    ...drawPlace(random, places),
    uuid: randomUuid(random),
    usageAddress: `${pick(random, STREETS)}, Floor ${between(random, 1, 9)}`,
    model,
    deviceNumber: `RB-${pad(n, 5)}`,
    serialNumber: drawSerial(random, n, taken),
    navSerialNumber: `NV${randomChars(random, ALNUM, 10)}`,
    brand: pick(random, BRANDS),
    supplier: pick(random, SUPPLIERS),
    manufacturer: pick(random, MANUFACTURERS),
    region: pick(random, REGIONS),
    description: random() < 0.6 ? '' : pick(random, DESCRIPTIONS),
    locks: { vendor: drawLock(random, now), enterprise: drawLock(random, now) },
    ...dates,
    config: {
      restartFlag: random() < 0.3,
      sceneTestMapping: random() < 0.15,
      sentAt: dates.firstActivation !== null && random() < 0.6 ? Math.max(dates.firstActivation, now - between(random, HOUR, 90 * DAY)) : null,
    },
    ...run,
    cleanMode: between(random, 0, 2) as Asset['cleanMode'],
    runStatus: between(random, 0, 5) as RunStatus,
    balance: between(random, 0, 1) as Asset['balance'],
    batteryState: between(random, 1, 6) as BatteryState,
    historyUntil: now,
  };
}

// ---- the live state: ONE model for the map's robots, the tasks, the asset pages, the overview and OTA --------

/**
 * What an asset does at a moment: `offline` (its last report holds), or online
 * `charging` on its charger (battery state 4), `parked` (idle, standby on the
 * map) or `working` (driving its loop, its battery draining: it reads as
 * discharging).
 */
export type Activity = 'offline' | 'charging' | 'parked' | 'working';

/** How a battery's level runs from where it was at `since`. */
export interface BatteryRun {
  mode: 'drain' | 'charge' | 'hold';
  /** Percent at `since`. */
  level: number;
  /** Epoch ms. */
  since: number;
}

/** Percent per second: draining while working (swapped for a full one at BATTERY_SWAP_AT), charging. */
export const BATTERY_DRAIN = 0.004;
export const BATTERY_CHARGE = 0.02;
export const BATTERY_SWAP_AT = 20;

/**
 * A working day (docs/api.md "Assets", "The robots' working day"): an online robot works 20-60 minutes of the
 * clock, then parks 5-20 minutes, and goes back to work; it goes to its charger when a working spell ends (or its
 * battery reaches BATTERY_SWAP_AT while working) with the battery at CHARGE_BELOW percent or less, or a parked
 * spell ends below it, and charges until full (BATTERY_CHARGE), then works again. Its first spell, from its epoch
 * (when it was drawn), is the activity it was drawn with, for a drawn 1 minute to the spell's longest (a charging
 * one: until full).
 */
export const WORK_MIN_MS = 20 * MINUTE;
export const WORK_MAX_MS = 60 * MINUTE;
export const PARK_MIN_MS = 5 * MINUTE;
export const PARK_MAX_MS = 20 * MINUTE;
export const FIRST_SPELL_MIN_MS = MINUTE;
export const CHARGE_BELOW = 35;

/** One spell of an asset's day: from `start` (exclusive but for the first) to `end` (inclusive). */
export interface Spell {
  activity: Activity;
  start: number;
  end: number;
  battery: BatteryRun;
  runStatus: RunStatus;
  batteryState: BatteryState;
}

/** What the asset was drawn doing at its epoch, from its drawn fields. */
export function drawnActivityOf(asset: Pick<Asset, 'online' | 'batteryState' | 'runStatus'>): Activity {
  if (!asset.online) return 'offline';
  if (asset.batteryState === 4) return 'charging';
  if (asset.runStatus === 3) return 'parked';
  return 'working';
}

/** The battery state it was drawn with as read: a working robot's battery is discharging. */
function drawnBatteryState(asset: Pick<Asset, 'online' | 'batteryState' | 'runStatus'>): BatteryState {
  return drawnActivityOf(asset) === 'working' ? 6 : asset.batteryState;
}

/**
 * The level an asset's battery had when it was drawn (or added), as the
 * state it reads says: full 100, charging 10-70, empty 0-4, discharge not
 * allowed 5-30, locked 20-90, discharging 20-99. From a PRNG of its own, so
 * the asset's other fields are drawn as before.
 */
function startLevel(asset: Asset): number {
  const random = seededRandom(`battery:${asset.id}`);
  const ranges: Record<BatteryState, readonly [number, number]> = {
    1: [5, 30],
    2: [20, 90],
    3: [100, 100],
    4: [10, 70],
    5: [0, 4],
    6: [20, 99],
  };
  const [min, max] = ranges[drawnBatteryState(asset)];
  return between(random, min, max);
}

/** A battery's level at `now`, percent: charging up to 100 (and staying there on the charger), draining down to the swap. */
export function levelAt(run: BatteryRun, now: number): number {
  const seconds = Math.max(0, (now - run.since) / 1000);
  if (run.mode === 'charge') return Math.min(100, run.level + seconds * BATTERY_CHARGE);
  if (run.mode === 'hold') return run.level;
  const span = 100 - BATTERY_SWAP_AT;
  const used = Math.max(0, 100 - run.level) + seconds * BATTERY_DRAIN;
  return 100 - (used % span);
}

/** A spell's level at its end: as levelAt, but a working spell ends at the swap level, never past it. */
function levelEnd(run: BatteryRun, end: number): number {
  if (run.mode !== 'drain') return levelAt(run, end);
  return Math.max(BATTERY_SWAP_AT, run.level - (Math.max(0, end - run.since) / 1000) * BATTERY_DRAIN);
}

const MODE_OF: Record<Activity, BatteryRun['mode']> = { working: 'drain', charging: 'charge', parked: 'hold', offline: 'hold' };

/** A spell's end: a working one ends early when its battery reaches the swap level; a charging one when full. */
function spellEnd(activity: Activity, start: number, level: number, drawn: number): number {
  if (activity === 'charging') return start + Math.ceil((Math.max(0, 100 - level) / BATTERY_CHARGE) * 1000);
  if (activity === 'working') return Math.min(start + drawn, start + Math.floor((Math.max(0, level - BATTERY_SWAP_AT) / BATTERY_DRAIN) * 1000));
  return start + drawn;
}

/** The battery state a later spell reads: charging, discharging while working, full or empty or discharging when parked. */
function spellBatteryState(activity: Activity, level: number): BatteryState {
  if (activity === 'charging') return 4;
  if (activity === 'working') return 6;
  return level >= 100 ? 3 : level <= 4 ? 5 : 6;
}

/** The day's PRNG: mulberry32 (random.ts) with its state in the open, so that a place in the day can be kept and taken up again. */
class DayRandom {
  constructor(public state: number) {}

  static of(text: string): DayRandom {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    return new DayRandom(hash >>> 0);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** A place in an asset's day: its spell number `index` (0 the first), the spell, the PRNG's state after drawing it. */
interface Mark {
  index: number;
  spell: Spell;
  state: number;
}

/** Every CHECKPOINT_EVERY spells (some four days of the clock) a day keeps a mark, to go back to the past from. */
const CHECKPOINT_EVERY = 128;

interface Day {
  key: string;
  /** marks[k] is spell k * CHECKPOINT_EVERY. */
  marks: Mark[];
  /** Where the last question left it: the clock mostly moves forward. */
  cursor: Mark;
}

const days = new WeakMap<Asset, Day>();

/** The first spell, from the asset's epoch: what it was drawn doing, for a drawn 1 minute to the spell's longest. */
function firstSpell(asset: Asset, random: DayRandom): Spell {
  const activity = drawnActivityOf(asset);
  // A robot drawn working on a battery at the swap level works its first minute on it all the same.
  const level = activity === 'working' ? Math.max(startLevel(asset), BATTERY_SWAP_AT + 1) : startLevel(asset);
  const start = asset.historyUntil;
  const longest = activity === 'working' ? WORK_MAX_MS : PARK_MAX_MS;
  const drawn = FIRST_SPELL_MIN_MS + Math.floor(random.next() * (longest - FIRST_SPELL_MIN_MS + 1));
  return {
    activity,
    start,
    end: activity === 'offline' ? Number.POSITIVE_INFINITY : spellEnd(activity, start, level, drawn),
    battery: { mode: MODE_OF[activity], level, since: start },
    runStatus: asset.runStatus,
    batteryState: drawnBatteryState(asset),
  };
}

/** The spell after `last`. */
function nextSpell(asset: Asset, last: Spell, random: DayRandom): Spell {
  // A charging spell ends full.
  const level = last.activity === 'charging' ? 100 : levelEnd(last.battery, last.end);
  const activity: Activity =
    last.activity === 'charging' ? 'working' : level <= CHARGE_BELOW ? 'charging' : last.activity === 'working' ? 'parked' : 'working';
  const [min, max] = activity === 'working' ? [WORK_MIN_MS, WORK_MAX_MS] : [PARK_MIN_MS, PARK_MAX_MS];
  const drawn = min + Math.floor(random.next() * (max - min + 1));
  const start = last.end;
  return {
    activity,
    start,
    end: Math.max(start + 1, spellEnd(activity, start, level, drawn)),
    battery: { mode: MODE_OF[activity], level, since: start },
    runStatus: activity === 'working' ? (asset.runStatus === 3 ? 0 : asset.runStatus) : 3,
    batteryState: spellBatteryState(activity, level),
  };
}

/** The asset's day, drawn from its own PRNG (`day:<id>`) and its epoch. */
function dayOf(asset: Asset): Day {
  const key = `${asset.id}|${asset.historyUntil}|${asset.online}|${asset.batteryState}|${asset.runStatus}`;
  let day = days.get(asset);
  if (!day || day.key !== key) {
    const random = DayRandom.of(`day:${asset.id}`);
    const first: Mark = { index: 0, spell: firstSpell(asset, random), state: random.state };
    day = { key, marks: [first], cursor: first };
    days.set(asset, day);
  }
  return day;
}

/**
 * The spell the asset is in at `now` (start < now <= end; the first one at or before its epoch), walked from the
 * last place asked (or the latest mark before `now`): its spells are drawn in order from the asset's PRNG, so the
 * answer never depends on what was asked before.
 */
export function spellAt(asset: Asset, now: number): Spell {
  const day = dayOf(asset);
  const { marks } = day;
  let from = day.cursor;
  const latest = marks[marks.length - 1];
  if (latest.index > from.index && latest.spell.start < now) from = latest;
  if (from.index > 0 && from.spell.start >= now) {
    let low = 0;
    let high = marks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (marks[middle].spell.start < now) low = middle;
      else high = middle - 1;
    }
    from = marks[low];
  }
  if (from.spell.end >= now) {
    day.cursor = from;
    return from.spell;
  }
  const random = new DayRandom(from.state);
  let { index, spell } = from;
  while (spell.end < now) {
    spell = nextSpell(asset, spell, random);
    index += 1;
    if (index % CHECKPOINT_EVERY === 0 && index / CHECKPOINT_EVERY === marks.length) marks.push({ index, spell, state: random.state });
  }
  day.cursor = { index, spell, state: random.state };
  return spell;
}

/** What an asset does at `now`: a pure function of the asset, its epoch and the clock. */
export function activityAt(asset: Asset, now: number): Activity {
  return spellAt(asset, now).activity;
}

/** What an asset does at `now`; without a clock, at its epoch (what it was drawn doing). */
export function activityOf(asset: Asset, now: number = asset.historyUntil): Activity {
  return activityAt(asset, now);
}

/**
 * The first moment from `from` at which the robot is idle (parked or charging): `from` itself unless it is working
 * then, else the end of its working spell. Infinity for an offline one.
 */
export function idleFrom(asset: Asset, from: number): number {
  const spell = spellAt(asset, from);
  if (spell.activity === 'offline') return Number.POSITIVE_INFINITY;
  return spell.activity === 'working' ? spell.end : from;
}

/** The run status an asset reads at `now`: its drawn work mode while working, idle (3) when parked or charging. */
export function runStatusAt(asset: Asset, now: number): RunStatus {
  return spellAt(asset, now).runStatus;
}

/** The battery state an asset reads at `now`, on its page and behind its robot: a working robot's battery is discharging. */
export function batteryStateAt(asset: Asset, now: number): BatteryState {
  return spellAt(asset, now).batteryState;
}

/** How an asset's battery runs in its spell at `now`: draining while working, charging on its charger, else holding. */
export function batteryRunOf(asset: Asset, now: number): BatteryRun {
  return spellAt(asset, now).battery;
}

/** The asset's battery now (level one decimal, state): what its robot on the map and its asset page both show. */
export function batteryOf(asset: Asset, now: number): { level: number; state: BatteryState } {
  const spell = spellAt(asset, now);
  return { level: Math.round(levelAt(spell.battery, now) * 10) / 10, state: spell.batteryState };
}

/** What the asset forms set (docs/api.md `POST /asset`). */
export type AssetFields = Pick<Asset, 'name' | 'serialNumber' | 'companyId' | 'projectId' | 'sceneId'> &
  Partial<
    Pick<
      Asset,
      | 'model'
      | 'deviceNumber'
      | 'navSerialNumber'
      | 'brand'
      | 'supplier'
      | 'manufacturer'
      | 'region'
      | 'usageAddress'
      | 'description'
      | 'vendorLicenceExpiry'
      | 'enterpriseLicenceExpiry'
      | 'warrantyExpiry'
      | 'unlimitedValidity'
    >
  >;

/** A new asset as added by hand: the next number, a fresh UUID, never activated, offline, unlocked. */
export function addAsset(fleet: Fleet, fields: AssetFields, uuid: string, now: number): Asset {
  const n = fleet.nextAssetNumber;
  fleet.nextAssetNumber += 1;
  const asset: Asset = {
    id: assetId(n),
    number: n,
    assetNumber: assetNumberOf(n),
    uuid,
    usageAddress: '',
    model: '',
    deviceNumber: '',
    navSerialNumber: '',
    brand: '',
    supplier: '',
    manufacturer: '',
    region: '',
    description: '',
    locks: { vendor: unlocked(), enterprise: unlocked() },
    firstActivation: null,
    vendorLicenceExpiry: null,
    enterpriseLicenceExpiry: null,
    warrantyExpiry: null,
    unlimitedValidity: false,
    config: { restartFlag: false, sceneTestMapping: false, sentAt: null },
    runMileage: 0,
    bootTime: null,
    totalWorkDuration: 0,
    totalWheelPulses: '0',
    cleanMode: 0,
    runStatus: 0,
    balance: 0,
    batteryState: 3,
    online: false,
    createdAt: now,
    updatedAt: now,
    historyUntil: now,
    ...fields,
  };
  fleet.assets.set(asset.id, asset);
  return asset;
}

/** Adds assets (the next numbers) until there are `count`, or removes the latest added until there are. */
export function resizeFleet(fleet: Fleet, count: number, now: number): void {
  const target = Math.max(0, Math.min(FLEET_MAX, Math.floor(count)));
  if (fleet.assets.size > target) {
    const ids = Array.from(fleet.assets.keys()).slice(target);
    for (const id of ids) fleet.assets.delete(id);
    return;
  }
  const places = placesOf(fleet);
  const taken = new Set(Array.from(fleet.assets.values(), (asset) => asset.serialNumber.toLowerCase()));
  while (fleet.assets.size < target) {
    const asset = drawAsset(fleet.nextAssetNumber, places, taken, now);
    fleet.nextAssetNumber += 1;
    fleet.assets.set(asset.id, asset);
  }
}

export function seedFleet(now: number, count = SEED_ASSET_COUNT): Fleet {
  const projects = seedProjects(now);
  const scenes = seedScenes(projects, now);
  const fleet: Fleet = {
    assets: new Map(),
    projects,
    scenes,
    companies: FLEET_COMPANIES,
    nextAssetNumber: 1,
    nextSceneNumber: scenes.length + 1,
  };
  resizeFleet(fleet, count, now);
  fleet.scenes.push(benchmarkScene(projects, fleet.nextSceneNumber, now));
  fleet.nextSceneNumber += 1;
  return fleet;
}

const PARTS: ReadonlyArray<readonly [string, string]> = [
  ['Main controller', 'MC-7'],
  ['Lidar', 'LD-360'],
  ['Drive motor (left)', 'DM-40'],
  ['Drive motor (right)', 'DM-40'],
  ['Battery pack', 'BP-48V'],
  ['Depth camera', 'DC-2'],
  ['IMU', 'IM-9'],
  ['Ultrasonic array', 'US-8'],
  ['Brush motor', 'BM-12'],
  ['Water pump', 'WP-3'],
];

/** 4-8 components, the same for the same asset; about one in ten faulty. */
export function componentsOf(asset: Asset): Component[] {
  const random = seededRandom(`components:${asset.id}`);
  const chosen = new Set(distinctNames(random, PARTS.map(([name]) => name), between(random, 4, 8)));
  return PARTS.filter(([name]) => chosen.has(name)).map(([name, model]) => ({
    name,
    model,
    serialNumber: `${model.slice(0, 2)}${randomChars(random, ALNUM, 8)}`,
    version: `${between(random, 1, 4)}.${between(random, 0, 9)}.${between(random, 0, 30)}`,
    status: random() < 0.1 ? 1 : 0,
  }));
}

const EXCEPTION_KINDS: ReadonlyArray<readonly [string, string, AssetException['level']]> = [
  ['E101', 'Lidar blocked', 2],
  ['E102', 'Drive motor overheated', 1],
  ['E103', 'Battery low', 3],
  ['E104', 'Bumper pressed', 3],
  ['E105', 'Localization lost', 2],
  ['E106', 'Brush stuck', 2],
  ['E107', 'Wi-Fi disconnected', 4],
  ['E108', 'Emergency stop pressed', 1],
];

/**
 * 0-30 exceptions between its activation and the end of its drawn history,
 * the same for the same asset, oldest first (ids `<asset id>-x01` up); the
 * older ones mostly resolved. None for a device never activated.
 */
const EXCEPTION_RATE_SPAN = 60 * DAY;

export function exceptionsOf(asset: Asset): AssetException[] {
  if (asset.firstActivation === null || asset.historyUntil <= asset.firstActivation) return [];
  const random = seededRandom(`exceptions:${asset.id}`);
  const start = asset.firstActivation;
  const span = asset.historyUntil - start;
  // Up to 30 over a life of two months or more, fewer over a shorter one: a robot activated this morning has not
  // raised a month's exceptions (the overview's 7-day trend would otherwise spike on its last day).
  const count = Math.round(between(random, 0, 30) * Math.min(1, span / EXCEPTION_RATE_SPAN));
  const times = Array.from({ length: count }, () => start + Math.floor(random() * span)).sort((a, b) => a - b);
  return times.map((time, index) => {
    const [code, name, level] = pick(random, EXCEPTION_KINDS);
    const recent = asset.historyUntil - time < 2 * DAY;
    return { id: `${asset.id}-x${pad(index + 1, 2)}`, code, name, level, time, resolved: random() < (recent ? 0.3 : 0.9) };
  });
}

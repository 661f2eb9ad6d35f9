/**
 * Resources (docs/api.md "Resources"): log packages and the function-check
 * report, seeded from the fleet (25 log packages, 60 checks). OTA packages
 * are in ota.ts. No import of the store: store.ts seeds from here.
 */
import {
  LOG_EXTENSIONS,
  type FunctionCheck as FunctionCheckRow,
  type FunctionCheckItem,
  type LogPackage as LogPackageRow,
} from '../../src/services/types/resource';
import { seededFile, type StoredFile } from './blobs';
import { stampedName } from './files';
import type { Asset, Fleet } from './fleet';
import { between, pick, seededRandom } from './random';

export { LOG_EXTENSIONS };

/**
 * A stored log package: the contract's row but its `size` (the file's), and
 * the file. `companyId` is the company it belongs to (docs/api.md
 * "Resources"): the company of the device it came from, or of the enterprise
 * account that uploaded it; '' the platform's own (only platform staff reach
 * it).
 */
export type LogPackage = Omit<LogPackageRow, 'size'> & { file: StoredFile };

export type CheckItem = FunctionCheckItem;

/** A stored function check: the contract's row but its counts and result (from the items), and its items. */
export type FunctionCheck = Pick<FunctionCheckRow, 'id' | 'assetId' | 'assetNumber' | 'serialNumber' | 'model' | 'checkedAt' | 'operator'> & {
  items: CheckItem[];
};

export interface ResourceState {
  logs: LogPackage[];
  nextLogNumber: number;
  checks: FunctionCheck[];
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** `/logs/YYYY/MM/<fileName>` of the time it was stored (UTC). */
export function logPath(fileName: string, at: number): string {
  const iso = new Date(at).toISOString();
  return `/logs/${iso.slice(0, 4)}/${iso.slice(5, 7)}/${fileName}`;
}

/** Assets that have run (activated), the ones with logs and checks. */
function activated(fleet: Fleet): Asset[] {
  return Array.from(fleet.assets.values()).filter((asset) => asset.firstActivation !== null);
}

const LOG_KINDS = ['Nightly logs', 'Crash dump', 'Navigation trace', 'System journal', 'Diagnostics bundle'];
const LOG_SLUGS = ['nightly', 'crash', 'nav-trace', 'journal', 'diag'];

/** 25 log packages over the past 90 days, 2 KB to 3 MB each; most from a device, and of its company. */
function seedLogs(fleet: Fleet, now: number): LogPackage[] {
  const assets = activated(fleet);
  const drawn = Array.from({ length: 25 }, (_, index) => {
    const random = seededRandom(`log:${index}`);
    const createdAt = now - between(random, HOUR, 90 * DAY);
    return { random, createdAt, generatedAt: createdAt - between(random, 60_000, 2 * DAY) };
  }).sort((a, b) => a.createdAt - b.createdAt);
  const names = new Set<string>();
  return drawn.map(({ random, createdAt, generatedAt }, index) => {
    const id = `log${index + 1}`;
    const kind = between(random, 0, LOG_KINDS.length - 1);
    const device = random() < 0.85 && assets.length > 0 ? pick(random, assets) : undefined;
    const serialNumber = device?.serialNumber ?? '';
    const extension = pick(random, LOG_EXTENSIONS);
    const day = new Date(generatedAt).toISOString().slice(0, 10);
    let name = `${LOG_KINDS[kind]} ${serialNumber || 'cloud'} ${day}`;
    if (names.has(name.toLowerCase())) name = `${name} (${index + 1})`;
    names.add(name.toLowerCase());
    const fileName = stampedName(`${serialNumber || 'cloud'}-${LOG_SLUGS[kind]}`, generatedAt, extension.slice(1));
    // Log-uniform between 2 KB and 3 MB: mostly small.
    const size = Math.round(2048 * 1536 ** random());
    const text = extension === '.log' || extension === '.txt';
    return {
      id,
      name,
      fileName,
      generatedAt,
      path: logPath(fileName, createdAt),
      serialNumber,
      companyId: device?.companyId ?? '',
      createdAt,
      updatedAt: createdAt,
      file: seededFile(id, size, text),
    };
  });
}

interface ItemSpec {
  item: string;
  unit: string;
  low: number;
  high: number;
}

const CHECK_ITEMS: readonly ItemSpec[] = [
  { item: 'Battery voltage', unit: 'V', low: 46, high: 52 },
  { item: 'Lidar range', unit: 'm', low: 25, high: 40 },
  { item: 'Left wheel current', unit: 'A', low: 0.5, high: 3 },
  { item: 'Right wheel current', unit: 'A', low: 0.5, high: 3 },
  { item: 'IMU drift', unit: 'deg/h', low: 0, high: 1.5 },
  { item: 'Depth camera frame rate', unit: 'fps', low: 25, high: 31 },
  { item: 'Ultrasonic echo', unit: 'ms', low: 2, high: 12 },
  { item: 'Wi-Fi signal', unit: 'dBm', low: -70, high: -30 },
  { item: 'Brush motor speed', unit: 'rpm', low: 900, high: 1300 },
  { item: 'Water pump pressure', unit: 'kPa', low: 80, high: 140 },
  { item: 'Emergency stop circuit', unit: 'ms', low: 0, high: 50 },
  { item: 'Bumper switch', unit: 'ms', low: 0, high: 20 },
  { item: 'Charging contact resistance', unit: 'mOhm', low: 0, high: 40 },
  { item: 'CPU temperature', unit: 'C', low: 20, high: 75 },
];

const OPERATORS = ['Self-check', 'Self-check', 'Factory QA', 'Field service'];

/** 8-14 items; each fails about one time in forty (measured outside its range). */
function drawItems(random: () => number): CheckItem[] {
  const count = between(random, 8, CHECK_ITEMS.length);
  return CHECK_ITEMS.slice(0, count).map(({ item, unit, low, high }) => {
    const fails = random() < 1 / 40;
    const span = high - low;
    const value = fails
      ? (random() < 0.5 ? low - span * (0.05 + random() * 0.3) : high + span * (0.05 + random() * 0.3))
      : low + span * (0.05 + random() * 0.9);
    return {
      item,
      expected: `${low}-${high} ${unit}`,
      measured: `${Math.round(value * 100) / 100} ${unit}`,
      result: fails ? 'fail' : 'pass',
    };
  });
}

/** 60 self-checks over the past 180 days of activated devices, oldest first (`fc1` up). */
function seedChecks(fleet: Fleet, now: number): FunctionCheck[] {
  const assets = activated(fleet);
  if (assets.length === 0) return [];
  const drawn = Array.from({ length: 60 }, (_, index) => {
    const random = seededRandom(`check:${index}`);
    const asset = pick(random, assets);
    const checkedAt = Math.max(asset.firstActivation ?? 0, now - between(random, HOUR, 180 * DAY));
    return { random, asset, checkedAt };
  }).sort((a, b) => a.checkedAt - b.checkedAt);
  return drawn.map(({ random, asset, checkedAt }, index) => ({
    id: `fc${index + 1}`,
    assetId: asset.id,
    assetNumber: asset.assetNumber,
    serialNumber: asset.serialNumber,
    model: asset.model,
    checkedAt,
    operator: pick(random, OPERATORS),
    items: drawItems(random),
  }));
}

export function seedResources(fleet: Fleet, now: number): ResourceState {
  const logs = seedLogs(fleet, now);
  return { logs, nextLogNumber: logs.length + 1, checks: seedChecks(fleet, now) };
}

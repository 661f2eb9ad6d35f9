/**
 * Standardization (docs/api.md "Standardization"): the software modules of
 * the projects (the fleet's projects, fleet.ts), their versions, the
 * projects' module references, labels and config items, the exception codes
 * and the MQTT messages behind a publish. Seeded deterministically (one PRNG
 * per record); no import of the store: store.ts seeds from here.
 *
 * The machines run on the simulator clock, as pure functions of a stored
 * move (what started, when, and how it ends, drawn when it started):
 * - a version publishing (1) ends 3 success or 5 failed PUBLISH_MS later; one
 *   publish in PUBLISH_FAILURE_SHARE fails, every first publish of
 *   FLAKY_MODULE_ID's versions fails; a rerelease (5 -> 1) always succeeds;
 * - a rollback (3 -> 7) ends 9 (rolled back to the previous successful
 *   version) or 11 ROLLBACK_MS later, one in ROLLBACK_FAILURE_SHARE failing;
 * - a reference (1) ends 3 or 5 REFERENCE_MS later, one in REFERENCE_FAILURE_SHARE failing.
 * These outcomes (and the devices' versions, the deliveries) are drawn from
 * mixedRandom, so consecutive ids draw independently.
 */
import type { Asset, Fleet, Project } from './fleet';
import { between, mulberry32, pick, randomChars, seededRandom } from './random';

export type VersionStatus = 1 | 3 | 5 | 7 | 9 | 11;
export type ReferenceStatus = 1 | 3 | 5;
export type ConfigItemType = 1 | 2 | 3;
export type ExceptionLevel = 1 | 2 | 3 | 4;
export type ExceptionType = 'hardware' | 'software' | 'network' | 'safety';

export const VERSION_STATUSES: readonly VersionStatus[] = [1, 3, 5, 7, 9, 11];
export const REFERENCE_STATUSES: readonly ReferenceStatus[] = [1, 3, 5];
export const MESSAGE_STATUSES: readonly number[] = [1, 3, 5];
export const EXCEPTION_LEVELS: readonly ExceptionLevel[] = [1, 2, 3, 4];
export const EXCEPTION_TYPES: readonly ExceptionType[] = ['hardware', 'software', 'network', 'safety'];
/** The statuses that block a new version of the module: not successful (publishing, failed, rolling back, rollback failed). */
export const UNSUCCESSFUL: readonly VersionStatus[] = [1, 5, 7, 11];

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
export const PUBLISH_MS = 20 * SECOND;
export const ROLLBACK_MS = 20 * SECOND;
export const REFERENCE_MS = 10 * SECOND;
/** One in this many publishes fails (drawn from `publish:<version id>:<n>`). */
export const PUBLISH_FAILURE_SHARE = 4;
export const ROLLBACK_FAILURE_SHARE = 5;
export const REFERENCE_FAILURE_SHARE = 5;
/** The module whose every first publish fails, so a failure is visible on a fresh start. */
export const FLAKY_MODULE_ID = 'm2';
/**
 * The share (percent) of a project's assets that run the version of a module
 * the project referenced at seed time; the others run an earlier successful one.
 */
export const ON_REFERENCE_PERCENT = 85;
export const MODULE_COUNT = 40;
export const EXCEPTION_CODE_COUNT = 300;

/** A status change under way: `from` (1 or 7) since `at`, becoming `to` when its time is up. */
export interface Move<S extends number> {
  from: S;
  at: number;
  to: S;
}

export interface SoftwareModule {
  id: string;
  projectId: string;
  name: string;
  englishName: string;
  repository: string;
  owner: string;
  discipline: string;
  platformTag: string;
  applyReason: string;
  description: string;
  notes: string;
  hardwareInfo: string;
  systemInfo: string;
  creator: string;
  createdAt: number;
}

export interface ModuleVersion {
  id: string;
  moduleId: string;
  version: string;
  /** The status once no move is under way (or before the first). */
  status: VersionStatus;
  move: Move<VersionStatus> | null;
  /** The version a rollback went (or goes) to; '' none. */
  rolledBackTo: string;
  publisher: string;
  createdAt: number;
  /** When it entered `status` (a move: its start, then its end). */
  since: number;
  notes: string;
  /** How many publishes it has had (the first of FLAKY_MODULE_ID's fails). */
  publishes: number;
}

export interface ModuleReference {
  id: string;
  projectId: string;
  moduleId: string;
  version: string;
  referencer: string;
  createdAt: number;
  status: ReferenceStatus;
  move: Move<ReferenceStatus> | null;
}

export interface ConfigItem {
  code: string;
  name: string;
  type: ConfigItemType;
}

export interface ExceptionAction {
  actionId: string;
  moduleStatus: VersionStatus;
  codeName: string;
  description: string;
}

export interface ExceptionCode {
  id: string;
  code: string;
  moduleId: string;
  type: ExceptionType;
  nameZh: string;
  nameEn: string;
  alias: string;
  level: ExceptionLevel;
  labels: string[];
  trigger: string;
  vanish: string;
  suggestion: string;
  meaning: string;
  promptTitle: string;
  explanation: string;
  steps: string;
  actions: ExceptionAction[];
}

/** What a project's devices have of a module: the version the seed referenced and the successful ones before it (oldest first). */
export interface Installed {
  version: string;
  earlier: string[];
}

export interface NormalizationState {
  modules: SoftwareModule[];
  versions: ModuleVersion[];
  references: ModuleReference[];
  /** Project id -> its exception labels. */
  labels: Map<string, string[]>;
  /** Project id -> its config items. */
  configItems: Map<string, ConfigItem[]>;
  exceptionCodes: ExceptionCode[];
  /** `<project id>:<module id>` -> what its devices run (seeded; a reference made later changes no device). */
  installed: Map<string, Installed>;
  nextVersionNumber: number;
  nextReferenceNumber: number;
  nextModuleNumber: number;
  nextExceptionCodeNumber: number;
  /** The number of the next project made here (`p<n>`: after the fleet's). */
  nextProjectNumber: number;
}

/** The status a version or reference has at `now`: its move's end once its time is up. */
function statusAt<S extends number>(item: { status: S; move: Move<S> | null }, duration: number, now: number): S {
  const { move } = item;
  if (!move) return item.status;
  return now < move.at + duration ? move.from : move.to;
}

export function versionStatusAt(version: ModuleVersion, now: number): VersionStatus {
  return statusAt(version, version.move?.from === 7 ? ROLLBACK_MS : PUBLISH_MS, now);
}

/** When the version entered the status it has at `now`. */
export function versionSinceAt(version: ModuleVersion, now: number): number {
  const { move } = version;
  if (!move) return version.since;
  const duration = move.from === 7 ? ROLLBACK_MS : PUBLISH_MS;
  return now < move.at + duration ? move.at : move.at + duration;
}

export function referenceStatusAt(reference: ModuleReference, now: number): ReferenceStatus {
  return statusAt(reference, REFERENCE_MS, now);
}

/**
 * A PRNG of `key` whose draws are independent of a neighbouring key's: FNV-1a
 * of the key, then murmur3's finaliser, seeds mulberry32. seededRandom's first
 * draws are correlated for keys that differ in their last characters (ref63,
 * ref64, ref65 ...), so a share drawn from them does not hold over
 * consecutive ids; it stays as it is, since every other seed hangs on it.
 */
export function mixedRandom(key: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return mulberry32(hash);
}

/** Whether the outcome drawn from `key` is a failure: one in `share`. */
export const fails = (key: string, share: number): boolean => mixedRandom(key)() < 1 / share;

/** Starts a publish (a new version, or a rerelease of a failed one: always successful) at `now`. */
export function startPublish(version: ModuleVersion, now: number, rerelease: boolean): void {
  version.publishes += 1;
  const flaky = version.moduleId === FLAKY_MODULE_ID && version.publishes === 1;
  const failed = !rerelease && (flaky || fails(`publish:${version.id}:${version.publishes}`, PUBLISH_FAILURE_SHARE));
  version.status = 1;
  version.since = now;
  version.move = { from: 1, at: now, to: failed ? 5 : 3 };
}

/** Starts rolling the version back to `target` at `now`. */
export function startRollback(version: ModuleVersion, target: string, now: number): void {
  const failed = fails(`rollback:${version.id}:${version.publishes}`, ROLLBACK_FAILURE_SHARE);
  version.status = 7;
  version.since = now;
  version.rolledBackTo = target;
  version.move = { from: 7, at: now, to: failed ? 11 : 9 };
}

export function startReference(reference: ModuleReference, now: number): void {
  reference.status = 1;
  reference.move = { from: 1, at: now, to: fails(`reference:${reference.id}`, REFERENCE_FAILURE_SHARE) ? 5 : 3 };
}

/** The module's versions, oldest first. */
export function versionsOf(state: NormalizationState, moduleId: string): ModuleVersion[] {
  return state.versions.filter((version) => version.moduleId === moduleId).sort((a, b) => a.createdAt - b.createdAt);
}

/** The versions a device may run: those successful (3) at `now`, oldest first. */
export function successfulVersions(state: NormalizationState, moduleId: string, now: number): string[] {
  return versionsOf(state, moduleId)
    .filter((version) => versionStatusAt(version, now) === 3)
    .map((version) => version.version);
}

const installedKey = (projectId: string, moduleId: string) => `${projectId}:${moduleId}`;

/**
 * The version of a module a device runs, a fact of the device that no
 * reference changes: where the seed referenced the module in the device's
 * project, that version for ON_REFERENCE_PERCENT of the devices (drawn from
 * `device:<asset id>:<module id>`), else one of the successful versions
 * before it (the referenced one when there is none); '' (none) where the
 * seed did not. Referencing another version changes what the drift view
 * counts, not what the devices run.
 */
export function runningVersion(state: NormalizationState, asset: Pick<Asset, 'id' | 'projectId'>, moduleId: string): string {
  const installed = state.installed.get(installedKey(asset.projectId, moduleId));
  if (!installed) return '';
  const random = mixedRandom(`device:${asset.id}:${moduleId}`);
  if (random() * 100 < ON_REFERENCE_PERCENT || installed.earlier.length === 0) return installed.version;
  return pick(random, installed.earlier);
}

/**
 * The drifting assets of a module (the asset list's `driftModule` filter): an
 * asset drifts when its project references the module successfully at `now`
 * and it runs another version than the referenced one (runningVersion, as the
 * drift view counts). An asset whose project has no such reference does not.
 */
export function driftingFrom(state: NormalizationState, moduleId: string, now: number): (asset: Asset) => boolean {
  const referenced = new Map<string, string>();
  for (const reference of state.references) {
    if (reference.moduleId === moduleId && referenceStatusAt(reference, now) === 3) referenced.set(reference.projectId, reference.version);
  }
  return (asset) => {
    const version = referenced.get(asset.projectId);
    return version !== undefined && runningVersion(state, asset, moduleId) !== version;
  };
}

export function projectAssets(assets: Iterable<Asset>, projectId: string): Asset[] {
  return Array.from(assets).filter((asset) => asset.projectId === projectId);
}

/** A fault a module of a kind reports: Chinese name, English name, type. */
type Fault = readonly [string, string, ExceptionType];

/**
 * The kinds of seeded module (module `m<i>` is of kind `(i - 1) % 10`): name,
 * slug, discipline, the exception labels and the faults (exception code
 * names) of that kind only, so a code names what its module can report.
 */
interface ModuleKind {
  name: string;
  slug: string;
  discipline: string;
  labels: readonly string[];
  faults: readonly Fault[];
}

export const MODULE_KINDS: readonly ModuleKind[] = [
  {
    name: 'Navigation core',
    slug: 'navigation-core',
    discipline: 'navigation',
    labels: ['navigation', 'motion'],
    faults: [
      ['定位丢失', 'Localization lost', 'software'],
      ['路径规划超时', 'Path planning timed out', 'software'],
      ['目标点不可达', 'Goal unreachable', 'software'],
      ['偏离规划路径', 'Off the planned path', 'software'],
      ['里程计漂移', 'Odometry drifting', 'software'],
      ['全局路径为空', 'No global path', 'software'],
      ['避障停滞', 'Stuck avoiding obstacles', 'safety'],
      ['重定位失败', 'Relocalization failed', 'software'],
    ],
  },
  {
    name: 'Lidar driver',
    slug: 'lidar-driver',
    discipline: 'drivers',
    labels: ['sensor', 'lidar'],
    faults: [
      ['激光雷达遮挡', 'Lidar blocked', 'hardware'],
      ['激光雷达无数据', 'No lidar data', 'hardware'],
      ['激光雷达转速异常', 'Lidar spin speed abnormal', 'hardware'],
      ['激光雷达过热', 'Lidar overheated', 'hardware'],
      ['点云帧率过低', 'Point cloud rate too low', 'software'],
      ['激光雷达连接断开', 'Lidar disconnected', 'hardware'],
      ['激光雷达标定失效', 'Lidar calibration invalid', 'software'],
      ['激光雷达窗口脏污', 'Lidar window dirty', 'hardware'],
    ],
  },
  {
    name: 'Chassis control',
    slug: 'chassis-control',
    discipline: 'embedded',
    labels: ['motion', 'collision'],
    faults: [
      ['驱动电机过热', 'Drive motor overheated', 'hardware'],
      ['驱动电机过流', 'Drive motor overcurrent', 'hardware'],
      ['轮速编码器故障', 'Wheel encoder fault', 'hardware'],
      ['防撞条触发', 'Bumper pressed', 'safety'],
      ['车轮打滑', 'Wheel slipping', 'hardware'],
      ['底盘总线超时', 'Chassis bus timed out', 'hardware'],
      ['刹车未释放', 'Brake not released', 'hardware'],
      ['电机驱动器报警', 'Motor driver alarm', 'hardware'],
    ],
  },
  {
    name: 'Battery manager',
    slug: 'battery-manager',
    discipline: 'embedded',
    labels: ['battery', 'charging'],
    faults: [
      ['电量低', 'Battery low', 'hardware'],
      ['电池过温', 'Battery overheated', 'hardware'],
      ['充电失败', 'Charging failed', 'hardware'],
      ['未找到充电桩', 'Dock not found', 'software'],
      ['电芯电压不均', 'Cell voltage imbalance', 'hardware'],
      ['电池通信中断', 'Battery link lost', 'hardware'],
      ['充电电流过大', 'Charge current too high', 'hardware'],
      ['电池寿命衰减', 'Battery wearing out', 'hardware'],
    ],
  },
  {
    name: 'Cleaning planner',
    slug: 'cleaning-planner',
    discipline: 'planning',
    labels: ['cleaning'],
    faults: [
      ['滚刷卡住', 'Brush stuck', 'hardware'],
      ['边刷缠绕', 'Side brush tangled', 'hardware'],
      ['尘盒已满', 'Dust bin full', 'hardware'],
      ['清水箱缺水', 'Clean water tank empty', 'hardware'],
      ['污水箱已满', 'Dirty water tank full', 'hardware'],
      ['吸力不足', 'Suction too low', 'hardware'],
      ['清扫区域未覆盖', 'Area not fully covered', 'software'],
      ['清扫任务超时', 'Cleaning task timed out', 'software'],
    ],
  },
  {
    name: 'Map service',
    slug: 'map-service',
    discipline: 'backend',
    labels: ['map', 'navigation'],
    faults: [
      ['地图加载失败', 'Map load failed', 'software'],
      ['地图版本不一致', 'Map version mismatch', 'software'],
      ['地图下载超时', 'Map download timed out', 'network'],
      ['地图文件损坏', 'Map file corrupted', 'software'],
      ['禁行区冲突', 'No-go zone conflict', 'software'],
      ['地图与现场不符', 'Map does not match the site', 'software'],
      ['楼层地图缺失', 'Floor map missing', 'software'],
      ['地图存储空间不足', 'Map storage full', 'software'],
    ],
  },
  {
    name: 'Voice prompts',
    slug: 'voice-prompts',
    discipline: 'application',
    labels: ['voice'],
    faults: [
      ['扬声器无输出', 'Speaker silent', 'hardware'],
      ['语音文件缺失', 'Voice file missing', 'software'],
      ['音量设置无效', 'Volume setting invalid', 'software'],
      ['麦克风故障', 'Microphone fault', 'hardware'],
      ['语音合成失败', 'Speech synthesis failed', 'software'],
      ['语音包版本不符', 'Voice pack version mismatch', 'software'],
      ['播报队列溢出', 'Prompt queue overflow', 'software'],
      ['音频设备被占用', 'Audio device busy', 'software'],
    ],
  },
  {
    name: 'Elevator bridge',
    slug: 'elevator-bridge',
    discipline: 'integration',
    labels: ['elevator'],
    faults: [
      ['呼梯超时', 'Elevator call timed out', 'network'],
      ['电梯门未打开', 'Elevator door not open', 'hardware'],
      ['梯控网关离线', 'Elevator gateway offline', 'network'],
      ['到达楼层错误', 'Wrong floor reached', 'software'],
      ['电梯满载', 'Elevator full', 'safety'],
      ['进梯失败', 'Entering the elevator failed', 'software'],
      ['出梯失败', 'Leaving the elevator failed', 'software'],
      ['梯控授权失效', 'Elevator access expired', 'network'],
    ],
  },
  {
    name: 'Safety monitor',
    slug: 'safety-monitor',
    discipline: 'safety',
    labels: ['safety', 'collision'],
    faults: [
      ['急停按下', 'Emergency stop pressed', 'safety'],
      ['闯入安全区域', 'Safety zone entered', 'safety'],
      ['速度超限', 'Over speed', 'safety'],
      ['防跌落传感器触发', 'Cliff sensor triggered', 'safety'],
      ['检测到碰撞', 'Collision detected', 'safety'],
      ['安全回路断开', 'Safety circuit open', 'safety'],
      ['机身倾斜过大', 'Tilted too far', 'safety'],
      ['看门狗超时', 'Watchdog timed out', 'software'],
    ],
  },
  {
    name: 'Telemetry agent',
    slug: 'telemetry-agent',
    discipline: 'backend',
    labels: ['network'],
    faults: [
      ['网络断开', 'Network disconnected', 'network'],
      ['上报延迟过高', 'Report latency too high', 'network'],
      ['心跳丢失', 'Heartbeat lost', 'network'],
      ['日志上传失败', 'Log upload failed', 'network'],
      ['本地缓存已满', 'Local buffer full', 'software'],
      ['证书过期', 'Certificate expired', 'network'],
      ['时钟不同步', 'Clock out of sync', 'software'],
      ['MQTT 连接被拒', 'MQTT connection refused', 'network'],
    ],
  },
];

/** The kind of the seeded module at `index` (0-based: m1 is 0). */
export const kindOf = (index: number): ModuleKind => MODULE_KINDS[index % MODULE_KINDS.length];
const PEOPLE = ['chen.li', 'wang.fang', 'liu.yang', 'zhao.min', 'sun.hao', 'zhou.jie', 'wu.lei', 'xu.ning'];
const PLATFORM_TAGS = ['ROS2', 'RTOS', 'Linux', 'Android'];
const SYSTEMS = ['Ubuntu 22.04', 'Yocto 4.0', 'FreeRTOS 10', 'Android 12'];
const HARDWARE = ['MC-7 main controller', 'LD-360 lidar', 'DM-40 drive motors', 'BP-48V battery pack', 'DC-2 depth camera'];

/**
 * The version history of a module, oldest first: successes, and the newest
 * in a status by the module's number (so every status shows on a fresh
 * start): publishing, failed, rolling back, rollback failed, rollback
 * success, then successes.
 */
function seedVersions(module: SoftwareModule, index: number, firstNumber: number, now: number): ModuleVersion[] {
  const random = seededRandom(`versions:${module.id}`);
  const count = between(random, 2, 5);
  const major = between(random, 1, 4);
  let time = module.createdAt;
  const versions: ModuleVersion[] = [];
  for (let i = 0; i < count; i += 1) {
    time += between(random, 5, 60) * DAY;
    const at = Math.min(time, now - (count - i) * DAY);
    versions.push({
      id: `v${firstNumber + i}`,
      moduleId: module.id,
      version: `${major}.${i}.${between(random, 0, 9)}`,
      status: 3,
      move: null,
      rolledBackTo: '',
      publisher: pick(random, PEOPLE),
      createdAt: at,
      since: at + PUBLISH_MS,
      notes: `Release ${i + 1} of ${module.englishName}.`,
      publishes: 1,
    });
  }
  const newest = versions[versions.length - 1];
  const previous = versions[versions.length - 2].version;
  switch (index % 8) {
    case 0:
      // Publishing now; it ends as the draws say (m1: ends within PUBLISH_MS of the start).
      newest.createdAt = now - 5 * SECOND;
      newest.publishes = 0;
      startPublish(newest, now - 5 * SECOND, false);
      break;
    case 1:
      newest.status = 5;
      break;
    case 2:
      newest.since = now - 5 * SECOND;
      newest.status = 7;
      newest.rolledBackTo = previous;
      newest.move = { from: 7, at: now - 5 * SECOND, to: 9 };
      break;
    case 3:
      newest.status = 11;
      newest.rolledBackTo = previous;
      break;
    case 4:
      newest.status = 9;
      newest.rolledBackTo = previous;
      break;
    default:
      break;
  }
  return versions;
}

function seedModules(projects: readonly Project[], now: number): SoftwareModule[] {
  return Array.from({ length: MODULE_COUNT }, (_, index) => {
    const id = `m${index + 1}`;
    const random = seededRandom(`module:${id}`);
    const { name, slug, discipline } = kindOf(index);
    const edition = Math.floor(index / MODULE_KINDS.length) + 1;
    const project = projects[index % projects.length];
    return {
      id,
      projectId: project.id,
      name: edition === 1 ? name : `${name} ${edition}`,
      englishName: edition === 1 ? slug : `${slug}-${edition}`,
      repository: `https://git.example.com/modules/${slug}-${edition}.git`,
      owner: pick(random, PEOPLE),
      discipline,
      platformTag: pick(random, PLATFORM_TAGS),
      applyReason: `Standard ${discipline} software of ${project.name}.`,
      description: `${name}: the ${discipline} part of the robot software.`,
      notes: '',
      hardwareInfo: pick(random, HARDWARE),
      systemInfo: pick(random, SYSTEMS),
      creator: pick(random, PEOPLE),
      createdAt: now - between(random, 300, 700) * DAY,
    };
  });
}

/**
 * Two to four references a project, to successful versions of modules
 * (mostly success; the second project's newest failed, the third's
 * referencing now). What the seed references (but the failed one) is what
 * the project's devices run (`installed`, runningVersion).
 */
function seedReferences(state: NormalizationState, projects: readonly Project[], now: number): void {
  projects.forEach((project, index) => {
    const random = seededRandom(`references:${project.id}`);
    const count = between(random, 2, 4);
    const chosen = new Set<string>();
    while (chosen.size < count) chosen.add(pick(random, state.modules).id);
    [...chosen].forEach((moduleId, position) => {
      const versions = successfulVersions(state, moduleId, now);
      if (versions.length === 0) return;
      const createdAt = now - between(random, 2, 200) * DAY;
      const reference: ModuleReference = {
        id: `ref${state.nextReferenceNumber}`,
        projectId: project.id,
        moduleId,
        version: versions[versions.length - 1],
        referencer: pick(random, PEOPLE),
        createdAt,
        status: 3,
        move: null,
      };
      state.nextReferenceNumber += 1;
      const last = position === chosen.size - 1;
      if (last && index === 1) reference.status = 5;
      if (last && index === 2) {
        reference.createdAt = now - 2 * SECOND;
        reference.status = 1;
        reference.move = { from: 1, at: now - 2 * SECOND, to: 3 };
      }
      state.references.push(reference);
      if (reference.status !== 5) state.installed.set(installedKey(project.id, moduleId), { version: reference.version, earlier: versions.slice(0, -1) });
    });
  });
}

const LABELS = ['collision', 'battery', 'network', 'sensor', 'motion', 'cleaning', 'elevator', 'safety'];
/** The config items a project may have: names within the 5 characters the form suggests (section 5). */
export const CONFIG_ITEMS: ReadonlyArray<readonly [string, string, ConfigItemType]> = [
  ['SPD', 'Speed', 1],
  ['VOL', 'Vol', 1],
  ['NAP', 'Dock', 2],
  ['LOG', 'Logs', 3],
  ['ELV', 'Lift', 2],
  ['NGT', 'Night', 3],
];

/** The codes in turn over the modules (ec1 of m1, ec2 of m2 ...), each named by a fault of its module's kind. */
function seedExceptionCodes(modules: readonly SoftwareModule[]): ExceptionCode[] {
  return Array.from({ length: EXCEPTION_CODE_COUNT }, (_, index) => {
    const id = `ec${index + 1}`;
    const random = seededRandom(`exceptionCode:${id}`);
    const module = modules[index % modules.length];
    const kind = kindOf(index % modules.length);
    const [nameZh, nameEn, type] = kind.faults[Math.floor(index / modules.length) % kind.faults.length];
    const code = `E${String(index % modules.length + 1).padStart(2, '0')}${String(Math.floor(index / modules.length) + 1).padStart(2, '0')}`;
    const level = between(random, 1, 4) as ExceptionLevel;
    const alias = `${nameEn.toUpperCase().replace(/[^A-Z]+/g, '_')}_${randomChars(random, '0123456789', 2)}`;
    const labels = [pick(random, kind.labels), pick(random, kind.labels)].filter((label, position, all) => all.indexOf(label) === position);
    const actionStatuses: VersionStatus[] = [3, 5, 11];
    return {
      id,
      code,
      moduleId: module.id,
      type,
      nameZh,
      nameEn,
      alias,
      level,
      labels,
      trigger: `${nameEn} reported for 3 s`,
      vanish: `${nameEn} cleared for 10 s`,
      suggestion: level <= 2 ? 'Stop the robot and check it on site' : 'Watch it; no action unless it repeats',
      meaning: `Counts the ${nameEn.toLowerCase()} events of a device`,
      promptTitle: nameEn,
      explanation: `${module.englishName} raised ${code}: ${nameEn.toLowerCase()}.`,
      steps: '1. Check the device. 2. Clear the cause. 3. Restart the task.',
      actions: actionStatuses.map((moduleStatus, position) => ({
        actionId: `${id}-a${position + 1}`,
        moduleStatus,
        codeName: nameZh,
        description: moduleStatus === 3 ? 'Report and go on' : moduleStatus === 5 ? 'Report and pause the task' : 'Report and stop',
      })),
    };
  });
}

export function seedNormalization(fleet: Fleet, now: number): NormalizationState {
  const modules = seedModules(fleet.projects, now);
  const state: NormalizationState = {
    modules,
    versions: [],
    references: [],
    labels: new Map(),
    configItems: new Map(),
    exceptionCodes: seedExceptionCodes(modules),
    installed: new Map(),
    nextVersionNumber: 1,
    nextReferenceNumber: 1,
    nextModuleNumber: MODULE_COUNT + 1,
    nextExceptionCodeNumber: EXCEPTION_CODE_COUNT + 1,
    nextProjectNumber: fleet.projects.length + 1,
  };
  modules.forEach((module, index) => {
    const versions = seedVersions(module, index, state.nextVersionNumber, now);
    state.versions.push(...versions);
    state.nextVersionNumber += versions.length;
  });
  seedReferences(state, fleet.projects, now);
  for (const project of fleet.projects) {
    const random = seededRandom(`projectSettings:${project.id}`);
    const labels = new Set<string>();
    for (let i = between(random, 1, 4); i > 0; i -= 1) labels.add(pick(random, LABELS));
    state.labels.set(project.id, [...labels]);
    state.configItems.set(
      project.id,
      CONFIG_ITEMS.filter(() => random() < 0.7).map(([code, name, type]) => ({ code, name, type })),
    );
  }
  return state;
}

/**
 * The MQTT messages a version's publish sent: 3-8, deterministic from the
 * version id and its publish count; all sent (1) while publishing; then, for
 * a failed publish (5), half of them (rounded up) failed, for any other one
 * in ten.
 */
export interface DeliveryMessage {
  id: string;
  versionId: string;
  assetId: string;
  assetNumber: string;
  topic: string;
  status: 1 | 3 | 5;
  retryType: 1 | 2 | 3;
  retries: number;
  sentAt: number;
}

/** The share of a failed publish's messages that fail (rounded up), and of any other's (drawn per message). */
export const FAILED_PUBLISH_MESSAGE_SHARE = 0.5;
export const MESSAGE_FAILURE_SHARE = 0.1;

export function messagesOf(version: ModuleVersion, status: VersionStatus, assets: readonly Asset[]): DeliveryMessage[] {
  const random = mixedRandom(`messages:${version.id}:${version.publishes}`);
  const count = assets.length === 0 ? 0 : between(random, 3, 8);
  const drawn = Array.from({ length: count }, () => ({ asset: pick(random, assets), roll: random() }));
  // A failed publish: the half of the messages with the lowest draws failed.
  const failing = new Set(
    drawn
      .map((message, index) => ({ index, roll: message.roll }))
      .sort((a, b) => a.roll - b.roll)
      .slice(0, Math.ceil(count * FAILED_PUBLISH_MESSAGE_SHARE))
      .map((message) => message.index),
  );
  return drawn.map(({ asset, roll }, index) => {
    const failed = status === 5 ? failing.has(index) : roll < MESSAGE_FAILURE_SHARE;
    const delivered: 1 | 3 | 5 = status === 1 ? 1 : failed ? 5 : 3;
    return {
      id: `${version.id}-msg${index + 1}`,
      versionId: version.id,
      assetId: asset.id,
      assetNumber: asset.assetNumber,
      topic: `robot/${asset.id}/software/${version.moduleId}`,
      status: delivered,
      retryType: between(random, 1, 3) as 1 | 2 | 3,
      retries: delivered === 5 ? between(random, 1, 5) : 0,
      sentAt: version.since + index * SECOND,
    };
  });
}

/** One transfer a device of the messages (the same devices), created with the publish: 1 created while publishing, then 3 or 5 as its message. */
export interface Transfer {
  id: string;
  versionId: string;
  assetId: string;
  assetNumber: string;
  status: 1 | 3 | 5;
  createdAt: number;
}

export function transfersOf(version: ModuleVersion, status: VersionStatus, assets: readonly Asset[]): Transfer[] {
  return messagesOf(version, status, assets).map((message, index) => ({
    id: `${version.id}-tr${index + 1}`,
    versionId: version.id,
    assetId: message.assetId,
    assetNumber: message.assetNumber,
    status: message.status,
    createdAt: message.sentAt,
  }));
}

/** The package file sent with each transfer: 1 created, 2 success, 3 failed (the transfer's 1, 3, 5). */
export interface FileTransfer {
  id: string;
  versionId: string;
  assetId: string;
  assetNumber: string;
  fileName: string;
  size: number;
  status: 1 | 2 | 3;
  createdAt: number;
}

const FILE_STATUS = { 1: 1, 3: 2, 5: 3 } as const;

export function fileTransfersOf(version: ModuleVersion, status: VersionStatus, assets: readonly Asset[]): FileTransfer[] {
  const size = between(seededRandom(`package:${version.id}`), 2, 400) * 1024 * 1024;
  return transfersOf(version, status, assets).map((transfer, index) => ({
    id: `${version.id}-ft${index + 1}`,
    versionId: version.id,
    assetId: transfer.assetId,
    assetNumber: transfer.assetNumber,
    fileName: `${version.moduleId}-${version.version}.zip`,
    size,
    status: FILE_STATUS[transfer.status],
    createdAt: transfer.createdAt,
  }));
}

/** The request rules of a version: which devices may fetch it (1 whitelist, 2 normal, 3 blacklist; 100 default, 200 enabled, 300 disabled). */
export interface RequestRule {
  id: string;
  versionId: string;
  name: string;
  pattern: string;
  type: 1 | 2 | 3;
  status: 100 | 200 | 300;
  createdAt: number;
}

const RULE_PATTERNS = ['CR-300*', 'CR-500*', 'DL-200*', 'PT-100*', 'SN0*', 'SN1*'];

export function requestRulesOf(version: ModuleVersion): RequestRule[] {
  const random = seededRandom(`rules:${version.id}`);
  return Array.from({ length: between(random, 1, 4) }, (_, index) => {
    const type = between(random, 1, 3) as 1 | 2 | 3;
    return {
      id: `${version.id}-rule${index + 1}`,
      versionId: version.id,
      name: `${['Whitelist', 'Normal', 'Blacklist'][type - 1]} ${index + 1}`,
      pattern: pick(random, RULE_PATTERNS),
      type,
      status: pick(random, [100, 200, 300] as const),
      createdAt: version.createdAt + index * SECOND,
    };
  });
}

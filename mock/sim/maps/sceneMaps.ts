/**
 * The maps of the scenes in a simulator's state, made on first use and kept:
 * the network (graph.ts), what is drawn (draw.ts), the robots' plans
 * (robots.ts). A scene's map is drawn from its id and node count: the seeded
 * scenes between 120 and 480 nodes, Benchmark Hall 10,000 with 500 virtual
 * robots; `POST /__simulator/map` sets other counts (a new map version).
 * Encoded images depend on nothing else, so they are kept across simulators
 * (a few dozen, the least recently used dropped first).
 */
import type { RobotPoses, SceneMap as MapView, SceneNetwork } from '../../../src/services/types/map';
import { between, seededRandom } from '../random';
import { activityAt, batteryRunOf, type Asset, type BatteryRun, type Scene } from '../fleet';
import { drawImage, shapesOf, type ImageKind, type Shapes } from './draw';
import { buildGraph, mapUuidOf, type SceneGraph } from './graph';
import { frameOf, sceneNodeCount, thumbnailSize, type MapFrame } from './layout';
import { planRobots, posesAt, type RobotPlan, type RobotSource, type RobotState } from './robots';

export const BENCH_NODES = 10_000;
export const BENCH_ROBOTS = 500;
export const ROBOTS_MAX = 2000;

interface RobotCache {
  /** What the plans were made for: the virtual count, or the online assets and their states. */
  key: string;
  plans: RobotPlan[];
}

export interface SceneMap {
  sceneId: string;
  nodeCount: number;
  /** Virtual robots (`bench-r001`...); null: the scene's online assets. */
  virtualRobots: number | null;
  version: number;
  mapUuid: string;
  /** The robots' clock starts here (the first use of the map). */
  epoch: number;
  /** Grows with every saved edit of the road network and every new map (`SceneNetwork.version`). */
  networkVersion: number;
  /** The generated network: what the images, the layout and the idle robots' own plans come from. */
  graph?: SceneGraph;
  /** The road network as edited (`saveSceneNetwork`), while the map is the same; tasks plan on it. */
  edited?: SceneGraph;
  frame?: MapFrame;
  shapes?: Shapes;
  robots?: RobotCache;
}

export type SceneMaps = Map<string, SceneMap>;

export function newSceneMaps(): SceneMaps {
  return new Map();
}

function newSceneMap(scene: Scene, now: number): SceneMap {
  return {
    sceneId: scene.id,
    nodeCount: scene.benchmark ? BENCH_NODES : sceneNodeCount(scene.id),
    virtualRobots: scene.benchmark ? BENCH_ROBOTS : null,
    version: 1,
    mapUuid: mapUuidOf(scene.id, 1),
    epoch: now,
    networkVersion: 1,
  };
}

/** The scene's map (made on first use); call only for a scene with a map. */
export function sceneMap(maps: SceneMaps, scene: Scene, now: number): SceneMap {
  let map = maps.get(scene.id);
  if (!map) {
    map = newSceneMap(scene, now);
    maps.set(scene.id, map);
  }
  return map;
}

export function graphOf(map: SceneMap): SceneGraph {
  map.graph ??= buildGraph(map.sceneId, map.nodeCount, map.mapUuid);
  return map.graph;
}

/** The road network as it is now: the edited one, else the generated one. */
export function networkGraphOf(map: SceneMap): SceneGraph {
  return map.edited ?? graphOf(map);
}

/** What `getSceneNetwork` and `saveSceneNetwork` answer. */
export function networkView(map: SceneMap): SceneNetwork {
  const { nodes, edges, actionPoints } = networkGraphOf(map);
  return { version: map.networkVersion, nodes, edges, actionPoints };
}

/** A saved edit: the network from now on. */
export function replaceNetwork(map: SceneMap, network: SceneGraph): void {
  map.edited = network;
  map.networkVersion += 1;
}

export function frameOfMap(map: SceneMap): MapFrame {
  map.frame ??= frameOf(graphOf(map).layout);
  return map.frame;
}

/** A new version of the map with these counts, built at once. */
export function regenerate(map: SceneMap, nodeCount: number, virtualRobots: number): SceneGraph {
  map.nodeCount = nodeCount;
  map.virtualRobots = virtualRobots;
  map.version += 1;
  map.mapUuid = mapUuidOf(map.sceneId, map.version);
  map.networkVersion += 1;
  map.graph = undefined;
  map.edited = undefined;
  map.frame = undefined;
  map.shapes = undefined;
  map.robots = undefined;
  return graphOf(map);
}

/** What `GET /scene/{id}/map` answers. */
export function mapMeta(map: SceneMap): MapView {
  const frame = frameOfMap(map);
  const random = seededRandom(`map:core:${map.sceneId}`);
  const thumbnail = thumbnailSize(frame);
  return {
    sceneId: map.sceneId,
    mapUuid: map.mapUuid,
    version: map.version,
    coreVersion: `3.${between(random, 0, 4)}.${between(random, 0, 20)}`,
    resolution: frame.resolution,
    rotation: 0,
    origin: { x: frame.originX, y: frame.originY },
    width: frame.width,
    height: frame.height,
    crop: frame.crop,
    displayScale: 1,
    poseTransform: { x: 0, y: 0, theta: 0 },
    layers: ['obstacle', 'wall', 'semantic'],
    thumbnailWidth: thumbnail.width,
    thumbnailHeight: thumbnail.height,
  };
}

const IMAGE_CACHE_MAX = 48;
const images = new Map<string, Buffer>();

/** The encoded PNG of one kind: drawn once per scene, node count and kind. */
export function mapImage(map: SceneMap, kind: ImageKind): Buffer {
  const key = `${map.sceneId}|${map.nodeCount}|${kind}`;
  const cached = images.get(key);
  if (cached) {
    images.delete(key);
    images.set(key, cached);
    return cached;
  }
  map.shapes ??= shapesOf(map.sceneId, graphOf(map));
  const png = drawImage(frameOfMap(map), map.shapes, kind);
  images.set(key, png);
  if (images.size > IMAGE_CACHE_MAX) images.delete(images.keys().next().value as string);
  return png;
}

/** An asset's state on the map at `now`, from its working day (fleet.ts `activityAt`): charging, parked (standby), else operative. */
function assetState(asset: Asset, now: number): RobotState {
  const activity = activityAt(asset, now);
  return activity === 'charging' ? 3 : activity === 'parked' ? 2 : 1;
}

const RUN_OF_STATE: Record<RobotState, BatteryRun['mode']> = { 1: 'drain', 2: 'hold', 3: 'charge' };

const VIRTUAL_OPERATIVE = 0.7;
const VIRTUAL_STANDBY = 0.85;

/** Virtual devices: a drawn state, and a battery running from the map's epoch as an asset's would in that state. */
function virtualRobots(sceneId: string, count: number, epoch: number): RobotSource[] {
  const width = Math.max(3, String(count).length);
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(width, '0');
    const random = seededRandom(`robot:state:${sceneId}:${index + 1}`);
    const roll = random();
    const state: RobotState = roll < VIRTUAL_OPERATIVE ? 1 : roll < VIRTUAL_STANDBY ? 2 : 3;
    const level = state === 1 ? between(random, 21, 100) : state === 3 ? between(random, 10, 70) : between(random, 40, 100);
    return { id: `bench-r${number}`, name: `Bench ${number}`, assetId: null, state, battery: { mode: RUN_OF_STATE[state], level, since: epoch } };
  });
}

function assetRobots(assets: Iterable<Asset>, sceneId: string, now: number): RobotSource[] {
  const sources: RobotSource[] = [];
  for (const asset of assets) {
    if (asset.sceneId === sceneId && asset.online) {
      sources.push({ id: asset.id, name: asset.name, assetId: asset.id, state: assetState(asset, now), battery: batteryRunOf(asset, now) });
    }
  }
  return sources;
}

/** The robots' plans at `now`: re-laid when one of its assets' robots changes spell (a working one parks, charges, works again). */
function robotPlans(map: SceneMap, assets: Iterable<Asset>, now: number): RobotPlan[] {
  const virtual = map.virtualRobots;
  const sources = virtual === null ? assetRobots(assets, map.sceneId, now) : undefined;
  const key = sources
    ? sources.map(({ id, name, state, battery }) => `${id}:${name}:${state}:${battery.mode}:${battery.level}:${battery.since}`).join('|')
    : `virtual:${virtual}`;
  if (map.robots?.key !== key) {
    map.robots = { key, plans: planRobots(graphOf(map), map.sceneId, sources ?? virtualRobots(map.sceneId, virtual ?? 0, map.epoch)) };
  }
  return map.robots.plans;
}

/** The robots now (none without a map); `seq` counts tenths of a second of the clock. */
export function robotsNow(map: SceneMap | undefined, assets: Iterable<Asset>, now: number): RobotPoses {
  const robots = map ? posesAt(robotPlans(map, assets, now), (now - map.epoch) / 1000, now) : [];
  return { seq: Math.floor(now / 100), at: now, robots };
}

/** Dispatch maps, their road network and live robots (docs/api.md "Maps and live robots"). */
import { defineEnumeration } from './enumeration';

export interface SceneMap {
  sceneId: string;
  mapUuid: string;
  version: number;
  coreVersion: string;
  /** Metres per pixel. */
  resolution: number;
  /** Radians, counter-clockwise about `origin`. */
  rotation: number;
  /** World position of the bottom-left corner of the image. */
  origin: { x: number; y: number };
  width: number;
  height: number;
  crop: { x: number; y: number; width: number; height: number };
  displayScale: number;
  poseTransform: { x: number; y: number; theta: number };
  layers: MapOverlay[];
  thumbnailWidth: number;
  thumbnailHeight: number;
}

export type MapOverlay = 'obstacle' | 'wall' | 'semantic';
export type MapImageKind = 'base' | 'thumbnail' | MapOverlay;

export const NODE_TYPE = defineEnumeration('nodeType', {
  CALIBRATION: [1, 'processing'],
  START: [2, 'success'],
  STANDBY: [3, 'default'],
  PATH: [4, 'default'],
  DELIVERY: [5, 'warning'],
  ELEVATOR: [6, 'error'],
});

export const ROBOT_STATE = defineEnumeration('robotState', {
  OPERATIVE: [1, 'success'],
  STANDBY: [2, 'default'],
  CHARGING: [3, 'processing'],
});

export interface MapNode {
  id: string;
  name: string;
  alias2: string;
  alias3: string;
  /** 1 shown at every zoom, 2 from a middle zoom, 3 only close up. */
  level: number;
  type: number;
  x: number;
  y: number;
  theta: number;
}

export interface MapEdge {
  from: string;
  to: string;
}

export interface ActionPoint {
  id: string;
  nodeId: string;
  mapUuid: string;
  name: string;
  deliveryTimeout: number;
  x: number;
  y: number;
  distanceAccuracy: number;
  angleAccuracy: number;
}

export interface SceneNetwork {
  nodes: MapNode[];
  edges: MapEdge[];
  actionPoints: ActionPoint[];
}

export interface Robot {
  id: string;
  name: string;
  assetId: string | null;
  state: number;
  battery: number;
  x: number;
  y: number;
  theta: number;
  speed: number;
  task: string | null;
}

export interface RobotPoses {
  seq: number;
  /** Server time of the poses, epoch ms. */
  at: number;
  robots: Robot[];
}

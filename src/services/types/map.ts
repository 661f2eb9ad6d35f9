/** Dispatch maps, their road network and live robots (shapes in docs/openapi.yaml, tag `maps`). */
import type { Schema } from './contract';
import { defineEnumeration } from './enumeration';

export type SceneMap = Schema<'SceneMap'>;
export type MapOverlay = Schema<'MapOverlay'>;
export type MapImageKind = Schema<'MapImageKind'>;

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

export type NodeType = Schema<'NodeType'>;
export type NodeLevel = Schema<'NodeLevel'>;
export type RobotState = Schema<'RobotState'>;

export type MapNode = Schema<'MapNode'>;
export type MapEdge = Schema<'MapEdge'>;
export type ActionPoint = Schema<'ActionPoint'>;
export type SceneNetwork = Schema<'SceneNetwork'>;
export type Robot = Schema<'Robot'>;
export type RobotPoses = Schema<'RobotPoses'>;

/**
 * Editing a scene's road network (docs/openapi.yaml `saveSceneNetwork`): the changes the editor
 * sends and the limits of every field, one definition for the editor's rules and the simulator's
 * checks.
 */
import type { Schema } from './contract';

export type NetworkChanges = Schema<'NetworkChanges'>;
export type ActionPointInput = Schema<'ActionPointInput'>;

/** Names, aliases and an action point's versions: at most this many characters. */
export const NETWORK_TEXT_MAX = 50;
/** A node's or action point's id; a new one's is made by the editor. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Coordinates (metres) lie within ± this. */
export const COORDINATE_LIMIT = 100_000;

/** The whole-number fields of an action point and their ranges (inclusive), with their units. */
export const ACTION_POINT_RANGES = {
  deliveryTimeout: { min: 1, max: 86_400 },
  taskTimeout: { min: 0, max: 86_400 },
  distanceAccuracy: { min: 0, max: 10_000 },
  angleAccuracy: { min: 0, max: 180 },
  entryRange: { min: 0, max: 100_000 },
  entryAngle: { min: 0, max: 180 },
} as const satisfies Partial<Record<keyof ActionPointInput, { min: number; max: number }>>;

export type ActionPointRangeField = keyof typeof ACTION_POINT_RANGES;
export const ACTION_POINT_FLAGS = ['generality', 'coordinateConversion', 'releaseSharedResources', 'returnToCentre'] as const satisfies readonly (keyof ActionPointInput)[];

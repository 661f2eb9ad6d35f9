/** Scenes (shapes in docs/openapi.yaml, tag `scenes`). */
import type { PageFilters, Schema } from './contract';
import { defineEnumeration } from './enumeration';

export const MAP_STATUS = defineEnumeration('mapStatus', {
  NONE: [0, 'warning'],
  UPLOADED: [1, 'success'],
});

export type MapStatus = Schema<'MapStatus'>;

export type Scene = Schema<'Scene'>;
export type SceneInput = Schema<'SceneInput'>;
/** The filters of the scene list (the body of `pageScenes` without its paging and sort). */
export type SceneFilters = PageFilters<'ScenePageQuery'>;
export type SceneAsset = Schema<'SceneAsset'>;
export type SceneOption = Schema<'SceneOption'>;

/** Scenes (docs/api.md "Scenes"). */
import { defineEnumeration } from './enumeration';

export const MAP_STATUS = defineEnumeration('mapStatus', {
  NONE: [0, 'warning'],
  UPLOADED: [1, 'success'],
});

export interface Scene {
  id: string;
  /** A positive integer; the dispatch screens store it as selectedScene. */
  number: number;
  uuid: string;
  name: string;
  companyId: string;
  companyName: string;
  projectId: string;
  projectName: string;
  address: string;
  version: number;
  mapStatus: number;
  assetCount: number;
  updatedAt: number;
}

export interface SceneInput {
  name: string;
  companyId: string;
  projectId?: string;
  address?: string;
}

export interface SceneFilters {
  keyword: string;
  companyId: string;
  mapStatus: number[];
}

export interface SceneAsset {
  id: string;
  assetNumber: string;
  name: string;
  serialNumber: string;
  model: string;
  runStatus: number;
  online: boolean;
}

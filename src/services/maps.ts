/** Map calls of the dispatch screens (docs/openapi.yaml, tag `maps`, service rss; rules in docs/api.md "Maps and live robots"). */
import { callApi, SILENT } from '@/request/pipeline';
import type { MapImageKind, RobotPoses, SceneMap, SceneNetwork } from './types/map';
import type { NetworkChanges } from './types/network';

const scenePath = (sceneId: string) => `/scene/${encodeURIComponent(sceneId)}`;

export function fetchSceneMap(sceneId: string) {
  return callApi<SceneMap>('rss', `${scenePath(sceneId)}/map`);
}

/** The image itself, for an object URL. */
export function fetchMapImage(sceneId: string, kind: MapImageKind = 'base', signal?: AbortSignal) {
  return callApi<Blob>('rss', `${scenePath(sceneId)}/map/image`, { params: { kind }, responseType: 'blob', signal });
}

export function fetchSceneNetwork(sceneId: string) {
  return callApi<SceneNetwork>('rss', `${scenePath(sceneId)}/nodes`);
}

/** The live poses; polled several times a second, so a failure is silent (the next poll retries). */
export function fetchRobotPoses(sceneId: string, signal?: AbortSignal) {
  return callApi<RobotPoses>('rss', `${scenePath(sceneId)}/robots`, { ...SILENT, signal });
}

/**
 * Saves the road-network editor's changes, made on the network of `changes.version`
 * (service business, `platform:business:global:editNode`). 40901 when someone saved meanwhile:
 * the editor says so and keeps its edits, so that answer is its own to show.
 */
export function saveSceneNetwork(sceneId: string, changes: NetworkChanges) {
  return callApi<SceneNetwork>('business', `${scenePath(sceneId)}/network`, { method: 'PUT', data: changes, ...SILENT });
}

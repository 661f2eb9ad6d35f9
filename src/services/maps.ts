/** Map calls of the dispatch screens (docs/openapi.yaml, tag `maps`, service rss; rules in docs/api.md "Maps and live robots"). */
import { callApi, SILENT } from '@/request/pipeline';
import type { MapImageKind, RobotPoses, SceneMap, SceneNetwork } from './types/map';

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

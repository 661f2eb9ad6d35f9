/** Scene calls (docs/openapi.yaml, tag `scenes`, service rss; rules in docs/api.md "Scenes"). */
import { callApi, SILENT } from '@/request/pipeline';
import type { Result } from './types/contract';
import type { Page, PageQuery } from './types/list';
import type { Scene, SceneAsset, SceneFilters, SceneInput } from './types/scene';

export function fetchScenePage(query: PageQuery<SceneFilters>) {
  return callApi<Page<Scene>>('rss', '/scene/page', { method: 'POST', data: query });
}

export function createScene(input: SceneInput) {
  return callApi<Scene>('rss', '/scene', { method: 'POST', data: input, ...SILENT });
}

export function updateScene(id: string, input: SceneInput) {
  return callApi<Scene>('rss', `/scene/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

export function deleteScene(id: string) {
  return callApi<Result<'deleteScene'>>('rss', `/scene/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function fetchSceneAssets(id: string, query: PageQuery) {
  return callApi<Page<SceneAsset>>('rss', `/scene/${encodeURIComponent(id)}/asset/page`, { method: 'POST', data: query });
}

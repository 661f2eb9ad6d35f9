/** Asset calls (docs/openapi.yaml, tag `assets`; rules in docs/api.md "Assets"). */
import { callApi, type DisplayOption, SILENT } from '@/request/pipeline';
import type {
  Asset,
  AssetComponent,
  AssetConfig,
  AssetException,
  AssetFilters,
  AssetInput,
  AssetRow,
  LockAction,
  LockKind,
} from './types/asset';
import type { Result } from './types/contract';
import type { Page, PageQuery } from './types/list';

export function fetchAssetPage(query: PageQuery<AssetFilters>) {
  return callApi<Page<AssetRow>>('base', '/asset/page', { method: 'POST', data: query });
}

export function fetchAsset(id: string, options: DisplayOption = {}) {
  return callApi<Asset>('base', `/asset/${encodeURIComponent(id)}`, options);
}

/** Form calls report their own failures (onto the form's fields). */
export function createAsset(input: AssetInput) {
  return callApi<Asset>('base', '/asset', { method: 'POST', data: input, ...SILENT });
}

export function updateAsset(id: string, input: AssetInput) {
  return callApi<Asset>('base', `/asset/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

export function deleteAssets(ids: string[]) {
  return callApi<Result<'deleteAssets'>>('base', '/asset', { method: 'DELETE', data: { ids } });
}

export function lockAssets(ids: string[], kind: LockKind, action: LockAction, until?: number) {
  return callApi<Result<'lockAssets'>>('base', '/asset/lock', {
    method: 'PUT',
    data: { ids, kind, action, ...(action === 'temporary' ? { until } : {}) },
    ...SILENT,
  });
}

export function fetchAssetConfig(id: string) {
  return callApi<AssetConfig>('base', `/asset/${encodeURIComponent(id)}/config`);
}

export function saveAssetConfig(id: string, config: Pick<AssetConfig, 'restartFlag' | 'sceneTestMapping'>) {
  return callApi<AssetConfig>('base', `/asset/${encodeURIComponent(id)}/config`, { method: 'PUT', data: config });
}

export function saveAssetsConfig(ids: string[], config: Pick<AssetConfig, 'restartFlag' | 'sceneTestMapping'>) {
  return callApi<Result<'updateAssetsConfig'>>('base', '/asset/config', { method: 'PUT', data: { ids, ...config } });
}

export function sendAssetsConfig(ids: string[]) {
  return callApi<Result<'sendAssetsConfig'>>('base', '/asset/config/send', { method: 'POST', data: { ids } });
}

export function fetchAssetComponents(id: string) {
  return callApi<AssetComponent[]>('base', `/asset/${encodeURIComponent(id)}/components`);
}

export function fetchAssetExceptions(id: string, query: PageQuery) {
  return callApi<Page<AssetException>>('base', `/asset/${encodeURIComponent(id)}/exception/page`, { method: 'POST', data: query });
}

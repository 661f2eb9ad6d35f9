/**
 * Companies, projects and scenes for the list's filters and the asset form
 * (cached 5 minutes). The three calls go out together and land as one state
 * change: each change re-renders the whole table, so three would cost three.
 */
import { useData } from '@/request/useData';
import { fetchCompanyOptions, fetchProjectOptions, fetchSceneOptions } from '@/services/options';
import type { AssetOptions } from './columns';

const NONE: AssetOptions = { companies: [], projects: [], scenes: [] };

async function fetchAssetOptions(): Promise<AssetOptions> {
  const [companies, projects, scenes] = await Promise.all([fetchCompanyOptions(), fetchProjectOptions(), fetchSceneOptions()]);
  return { companies, projects, scenes };
}

export function useAssetOptions(): AssetOptions {
  return useData(fetchAssetOptions, { cacheKey: 'options-assets' }).data ?? NONE;
}

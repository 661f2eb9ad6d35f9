/** Companies, projects and scenes for the list's filters and the asset form (cached 5 minutes). */
import { useMemo } from 'react';
import { useData } from '@/request/useData';
import { fetchCompanyOptions, fetchProjectOptions, fetchSceneOptions } from '@/services/options';
import type { AssetOptions } from './columns';

export function useAssetOptions(): AssetOptions {
  const companies = useData(() => fetchCompanyOptions(), { cacheKey: 'options-companies' });
  const projects = useData(() => fetchProjectOptions(), { cacheKey: 'options-projects' });
  const scenes = useData(() => fetchSceneOptions(), { cacheKey: 'options-scenes' });
  return useMemo(
    () => ({ companies: companies.data ?? [], projects: projects.data ?? [], scenes: scenes.data ?? [] }),
    [companies.data, projects.data, scenes.data],
  );
}

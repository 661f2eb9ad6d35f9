/** Option lists for the forms' selects: companies, projects, scenes (docs/api.md). */
import { callApi } from '@/request/pipeline';
import type { Schema } from './types/contract';
import type { SceneOption } from './types/scene';

export type CompanyOption = Schema<'CompanyOption'>;
export type ProjectOption = Schema<'ProjectOption'>;


export function fetchCompanyOptions() {
  return callApi<CompanyOption[]>('base', '/company/options');
}

export function fetchProjectOptions(companyId = '') {
  return callApi<ProjectOption[]>('base', '/project/options', { params: { companyId } });
}

export function fetchSceneOptions(companyId = '') {
  return callApi<SceneOption[]>('rss', '/scene/options', { params: { companyId } });
}

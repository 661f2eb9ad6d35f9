/** Option lists for the forms' selects: companies, projects, scenes (docs/api.md). */
import { callApi } from '@/request/pipeline';

export interface CompanyOption {
  id: string;
  name: string;
}

export interface ProjectOption {
  id: string;
  name: string;
  companyId: string;
}

export interface SceneOption {
  id: string;
  name: string;
  uuid: string;
  companyId: string;
  projectId: string;
}

export function fetchCompanyOptions() {
  return callApi<CompanyOption[]>('base', '/company/options');
}

export function fetchProjectOptions(companyId = '') {
  return callApi<ProjectOption[]>('base', '/project/options', { params: { companyId } });
}

export function fetchSceneOptions(companyId = '') {
  return callApi<SceneOption[]>('rss', '/scene/options', { params: { companyId } });
}

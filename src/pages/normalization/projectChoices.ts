/**
 * A project as a choice of the standardization screens: project names repeat across companies (the fleet
 * has a "Terminal 2" in several), so each reads "name · company", and the id is added where a company has
 * two of a name. The label is what the select searches, so typing the name or the company finds it.
 */
import type { CompanyOption, ProjectOption } from '@/services/options';
import type { Translate } from '@/utils/translate';

export interface ProjectChoice {
  value: string;
  label: string;
}

export function projectChoices(projects: readonly ProjectOption[], companies: readonly CompanyOption[], t: Translate): ProjectChoice[] {
  const companyName = new Map(companies.map((company) => [company.id, company.name]));
  const pair = (project: ProjectOption) => `${project.name}\n${project.companyId}`;
  const counts = new Map<string, number>();
  for (const project of projects) counts.set(pair(project), (counts.get(pair(project)) ?? 0) + 1);
  return projects.map((project) => {
    const company = companyName.get(project.companyId);
    const named = company ? t('normalization.config.projectOption', { name: project.name, company }) : project.name;
    const label = (counts.get(pair(project)) ?? 0) > 1 || !company ? t('normalization.config.projectOption.id', { name: named, id: project.id }) : named;
    return { value: project.id, label };
  });
}

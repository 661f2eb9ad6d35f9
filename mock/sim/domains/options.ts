/**
 * Companies, projects and scenes to choose from (docs/api.md), for any
 * signed-in account, of the companies it reaches only, and the checks the
 * asset and scene forms share: the company is required and within reach, a
 * project or scene must be one of that company's.
 */
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import type { Project, Scene } from '../fleet';
import { reaches, within, type Reach } from '../reach';
import type { Ctx, RouteDef } from '../router';
import type { SimState } from '../store';
import { SimError } from '../types';
import { fieldError, optionalId } from './validate';

export const NO_COMPANY = 'no company selected';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

/**
 * `companyId`: left out or blank 40001 'no company selected'; unknown, or out
 * of the caller's reach (answered as unknown), 40001 'invalid'.
 */
export function requireCompany(state: SimState, input: Record<string, unknown>, reach: Reach): string {
  const companyId = optionalId(input, 'companyId');
  if (!companyId) throw new SimError(STATUS.VALIDATION_FAILED, NO_COMPANY, { fields: { companyId: 'required' } });
  if (!reaches(reach, companyId) || !state.companies.some((company) => company.id === companyId)) {
    throw fieldError('companyId', 'invalid', 'Unknown company');
  }
  return companyId;
}

/** '' (none) or the id of a project or scene of `companyId`; anything else 40001 'invalid'. */
export function ownedBy(field: string, id: string, found: { companyId: string } | undefined, companyId: string): string {
  if (id !== '' && found?.companyId !== companyId) throw fieldError(field, 'invalid', `${field} is not of that company`);
  return id;
}

/** What names a company, project or scene, looked up per call: a rename shows at once. */
export interface Names {
  companies: Map<string, string>;
  projects: Map<string, string>;
  scenes: Map<string, Scene>;
}

export function namesOf(state: SimState): Names {
  return {
    companies: new Map(state.companies.map((company) => [company.id, company.name])),
    projects: new Map(state.fleet.projects.map((project) => [project.id, project.name])),
    scenes: new Map(state.fleet.scenes.map((scene) => [scene.id, scene])),
  };
}

/** The company and project of an asset or scene, with their current names. */
export function ownerNames(names: Names, item: { companyId: string; projectId: string }) {
  return {
    companyId: item.companyId,
    companyName: names.companies.get(item.companyId) ?? '',
    projectId: item.projectId,
    projectName: names.projects.get(item.projectId) ?? '',
  };
}

export function findProject(state: SimState, id: string): Project | undefined {
  return state.fleet.projects.find((project) => project.id === id);
}

export function findScene(state: SimState, id: string): Scene | undefined {
  return state.fleet.scenes.find((scene) => scene.id === id);
}

/**
 * The `companyId` of the query: the items of that company, or all when it is
 * empty; of the companies within the caller's reach only (another company's: none).
 */
export function ofCompany<T extends { companyId: string; name: string }>(ctx: Ctx, items: readonly T[]): T[] {
  const companyId = ctx.query.get('companyId') ?? '';
  return within(ctx.reach, items).filter((item) => companyId === '' || item.companyId === companyId).sort(byName);
}

export const optionRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/base/company/options',
    scope: 'company',
    handle: ({ state, reach }): Schema<'CompanyOption'>[] =>
      state.companies.filter((company) => reaches(reach, company.id)).map(({ id, name }) => ({ id, name })).sort(byName),
  },
  {
    method: 'GET',
    path: '/base/project/options',
    scope: 'company',
    handle: (ctx): Schema<'ProjectOption'>[] =>
      ofCompany(ctx, ctx.state.fleet.projects).map(({ id, name, companyId }) => ({ id, name, companyId })),
  },
];

/**
 * Standardization (docs/api.md "Standardization"), the platform's own: every
 * route is `scope: 'platform'` (an enterprise role holds none of its keys,
 * and is refused 40301 even with them). Projects are the fleet's; modules,
 * versions, references and exception codes are normalization.ts's, whose
 * statuses move on the simulator clock.
 *
 * Rules (40901, one message each): no new version of a module while one of
 * its versions is 1, 5, 7 or 11; only a failed version is released again,
 * only a successful one rolled back (to the module's previous successful
 * version); no new reference in a project while one of its references
 * failed (but the failed module's own); re-referencing a module replaces
 * its prior reference only with `overwrite: true`; a project is not deleted
 * while assets use it.
 */
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import { dictionaryCodes } from '../dictionaries';
import type { Project } from '../fleet';
import {
  EXCEPTION_LEVELS,
  MESSAGE_STATUSES,
  messagesOf,
  projectAssets,
  REFERENCE_STATUSES,
  referenceStatusAt,
  runningVersion,
  startPublish,
  startReference,
  startRollback,
  successfulVersions,
  EXCEPTION_TYPES,
  UNSUCCESSFUL,
  VERSION_STATUSES,
  versionsOf,
  versionSinceAt,
  versionStatusAt,
  fileTransfersOf,
  requestRulesOf,
  transfersOf,
  type ConfigItem,
  type DeliveryMessage,
  type FileTransfer,
  type RequestRule,
  type Transfer,
  type ExceptionCode,
  type ExceptionLevel,
  type ModuleReference,
  type ModuleVersion,
  type SoftwareModule,
} from '../normalization';
import { isVersion } from '../ota';
import type { RouteDef } from '../router';
import { companyName, type SimState } from '../store';
import { SimError } from '../types';
import { idFilter, numberFilter, pageOf, textFilter, type ListSpec } from './list';
import { codePoints, fieldError, optionalText, requireChoice, requireObject, requireText } from './validate';

const SCENE_KEY = 'platform:normalization:scene';
const CONFIG_KEY = 'platform:normalization:config';
export const NORMALIZATION_KEYS = {
  scene: SCENE_KEY,
  open: `${SCENE_KEY}:open`,
  edit: `${SCENE_KEY}:edit`,
  remove: `${SCENE_KEY}:delete`,
  config: CONFIG_KEY,
  publish: `${CONFIG_KEY}:publish`,
  configEdit: `${CONFIG_KEY}:edit`,
  configDelete: `${CONFIG_KEY}:delete`,
} as const;

const NOTES_MAX = 200;

type ProjectRow = Schema<'StandardProject'>;
type ReferenceRow = Schema<'ModuleReference'>;
type ModuleRow = Schema<'SoftwareModule'>;
type VersionRow = Schema<'ModuleVersion'>;
type ExceptionCodeRow = Schema<'ExceptionCode'>;
type DriftRow = Schema<'ModuleDrift'>;

function assetCounts(state: SimState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const asset of state.fleet.assets.values()) counts.set(asset.projectId, (counts.get(asset.projectId) ?? 0) + 1);
  return counts;
}

function projectRow(state: SimState, project: Project, assetCount: number): ProjectRow {
  const { id, name, englishName, alias, categoryCode, brandCode, repository, manager, creator, createdAt, description, hardwareDescription } = project;
  return {
    id,
    name,
    englishName,
    alias,
    categoryCode,
    brandCode,
    repository,
    manager,
    creator,
    createdAt,
    description,
    hardwareDescription,
    companyName: companyName(state, project.companyId),
    assetCount,
  };
}

function findProject(state: SimState, id: string | undefined): Project {
  const project = state.fleet.projects.find((candidate) => candidate.id === id);
  if (!project) throw new SimError(STATUS.NOT_FOUND, 'Project not found');
  return project;
}

function findModule(state: SimState, id: string | undefined): SoftwareModule {
  const module = state.normalization.modules.find((candidate) => candidate.id === id);
  if (!module) throw new SimError(STATUS.NOT_FOUND, 'Software module not found');
  return module;
}

function findVersion(state: SimState, id: string | undefined): ModuleVersion {
  const version = state.normalization.versions.find((candidate) => candidate.id === id);
  if (!version) throw new SimError(STATUS.NOT_FOUND, 'Version not found');
  return version;
}

function versionRow(version: ModuleVersion, now: number): VersionRow {
  const status = versionStatusAt(version, now);
  const { id, moduleId, publisher, createdAt, notes } = version;
  return {
    id,
    moduleId,
    version: version.version,
    status,
    rolledBackTo: status === 7 || status === 9 || status === 11 ? version.rolledBackTo : '',
    publisher,
    createdAt,
    updatedAt: versionSinceAt(version, now),
    notes,
  };
}

function moduleRow(state: SimState, module: SoftwareModule, now: number): ModuleRow {
  const versions = versionsOf(state.normalization, module.id);
  const newest = versions[versions.length - 1];
  return {
    ...module,
    latestVersion: newest?.version ?? '',
    latestStatus: newest ? versionStatusAt(newest, now) : null,
  };
}

function referenceRow(state: SimState, reference: ModuleReference, now: number): ReferenceRow {
  const { id, projectId, moduleId, version, referencer, createdAt } = reference;
  const moduleName = state.normalization.modules.find((module) => module.id === moduleId)?.name ?? '';
  return { id, projectId, moduleId, moduleName, version, referencer, createdAt, status: referenceStatusAt(reference, now) };
}

function exceptionCodeRow(state: SimState, code: ExceptionCode): ExceptionCodeRow {
  const moduleName = state.normalization.modules.find((module) => module.id === code.moduleId)?.name ?? '';
  return { ...code, moduleName, labels: [...code.labels], actions: code.actions.map((action) => ({ ...action })) };
}

/**
 * The drift of a project: per reference successful at `now` (in the
 * references' order), its assets on the referenced version and on another
 * (runningVersion: what a device runs is its own, so referencing another
 * version moves the counts). A recount from the assets, and the asset list's
 * `driftModule` filter (driftingFrom), give the same.
 */
export function driftOf(state: SimState, projectId: string, now: number): DriftRow[] {
  const assets = projectAssets(state.fleet.assets.values(), projectId);
  return state.normalization.references
    .filter((reference) => reference.projectId === projectId && referenceStatusAt(reference, now) === 3)
    .map((reference) => {
      const onVersion = assets.filter((asset) => runningVersion(state.normalization, asset, reference.moduleId) === reference.version).length;
      return {
        moduleId: reference.moduleId,
        moduleName: state.normalization.modules.find((module) => module.id === reference.moduleId)?.name ?? '',
        version: reference.version,
        total: assets.length,
        onVersion,
        onOther: assets.length - onVersion,
      };
    });
}

const PROJECT_SPEC = (counts: Map<string, number>): ListSpec<Project> => ({
  createdAt: (project) => project.createdAt,
  id: (project) => project.id,
  filters: { keyword: textFilter((project) => project.name, (project) => project.englishName, (project) => project.alias, (project) => project.id) },
  sorts: {
    name: (project) => project.name,
    englishName: (project) => project.englishName,
    createdAt: (project) => project.createdAt,
    assetCount: (project) => counts.get(project.id) ?? 0,
  },
});

const referenceSpec = (state: SimState, now: number): ListSpec<ModuleReference> => ({
  createdAt: (reference) => reference.createdAt,
  id: (reference) => reference.id,
  filters: { status: numberFilter((reference) => referenceStatusAt(reference, now), REFERENCE_STATUSES) },
  sorts: {
    moduleName: (reference) => state.normalization.modules.find((module) => module.id === reference.moduleId)?.name ?? '',
    createdAt: (reference) => reference.createdAt,
  },
});

const MODULE_SPEC: ListSpec<SoftwareModule> = {
  createdAt: (module) => module.createdAt,
  id: (module) => module.id,
  filters: {
    projectId: idFilter((module) => module.projectId),
    keyword: textFilter((module) => module.name, (module) => module.englishName, (module) => module.id),
  },
  sorts: { name: (module) => module.name, englishName: (module) => module.englishName, createdAt: (module) => module.createdAt },
};

const versionSpec = (now: number): ListSpec<ModuleVersion> => ({
  createdAt: (version) => version.createdAt,
  id: (version) => version.id,
  filters: {
    id: idFilter((version) => version.id),
    status: numberFilter((version) => versionStatusAt(version, now), VERSION_STATUSES),
  },
  sorts: {
    version: (version) => version.version.split('.').map((part) => part.padStart(4, '0')).join('.'),
    createdAt: (version) => version.createdAt,
  },
});

/** The exception codes' list: `projectId` the codes of that project's modules. */
const exceptionCodeSpec = (state: SimState): ListSpec<ExceptionCode> => ({
  // The catalogue's order (ec1 first): the list puts the highest "creation" first.
  createdAt: (code) => -Number(code.id.slice(2)),
  id: (code) => code.id,
  filters: {
    keyword: textFilter((code) => code.code, (code) => code.nameZh, (code) => code.nameEn, (code) => code.alias),
    projectId: idFilter((code) => state.normalization.modules.find((module) => module.id === code.moduleId)?.projectId ?? ''),
    moduleId: idFilter((code) => code.moduleId),
    level: numberFilter((code) => code.level, EXCEPTION_LEVELS),
  },
  sorts: { code: (code) => code.code, level: (code) => code.level },
});

const MESSAGE_SPEC: ListSpec<DeliveryMessage> = {
  createdAt: (message) => message.sentAt,
  id: (message) => message.id,
  filters: { status: numberFilter((message) => message.status, MESSAGE_STATUSES) },
  sorts: { sentAt: (message) => message.sentAt },
};

/** The deliveries' lists: newest first, filter `status`, sort `createdAt`. */
function deliverySpec<T extends { id: string; status: number; createdAt: number }>(statuses: readonly number[]): ListSpec<T> {
  return {
    createdAt: (row) => row.createdAt,
    id: (row) => row.id,
    filters: { status: numberFilter((row) => row.status, statuses) },
    sorts: { createdAt: (row) => row.createdAt },
  };
}

/** The version, its status at `now` and the devices of its module's project: what its deliveries are drawn over. */
function deliveryOf(state: SimState, id: string | undefined, now: number) {
  const version = findVersion(state, id);
  const module = findModule(state, version.moduleId);
  return { version, status: versionStatusAt(version, now), assets: projectAssets(state.fleet.assets.values(), module.projectId) };
}

const STATUS_WORDS: Record<number, string> = { 1: 'publishing', 3: 'success', 5: 'failed', 7: 'rolling back', 9: 'rollback success', 11: 'rollback failed' };

/** 40901 when a version of the module is not successful (1, 5, 7, 11): it must succeed or be deleted first. */
function assertPublishable(state: SimState, module: SoftwareModule, now: number): void {
  const blocking = versionsOf(state.normalization, module.id).find((version) => UNSUCCESSFUL.includes(versionStatusAt(version, now)));
  if (blocking) {
    const status = versionStatusAt(blocking, now);
    throw new SimError(
      STATUS.CONFLICT,
      `Module ${module.name} has version ${blocking.version} in status ${status} (${STATUS_WORDS[status]}); it must succeed or be deleted before a new version`,
    );
  }
}

function versionInput(body: unknown): { version: string; notes: string } {
  const input = requireObject(body);
  const { version, notes } = input;
  if (version === undefined || version === null || version === '') throw fieldError('version', 'required', 'version is required');
  if (!isVersion(version)) throw fieldError('version', 'invalid', 'version is a dotted number such as 1.2.0');
  if (notes !== undefined && notes !== null && typeof notes !== 'string') throw fieldError('notes', 'invalid', 'notes must be text');
  const text = typeof notes === 'string' ? notes.trim() : '';
  if (text.length > NOTES_MAX) throw fieldError('notes', 'tooLong', `notes are at most ${NOTES_MAX} characters`);
  return { version, notes: text };
}

const TEXT_MAX = 50;
const LONG_TEXT_MAX = 200;
const REMARK_MIN = 10;
/** 1-2 letters or digits, no O nor I (section 5's code rule). */
const SHORT_CODE = /^[A-HJ-NP-Z0-9]{1,2}$/;
const ITEM_CODE = /^[A-Za-z0-9_]{1,20}$/;
const CONFIG_ITEM_TYPES: readonly number[] = [1, 2, 3];

const text = (input: Record<string, unknown>, field: string, max = TEXT_MAX) => optionalText(input, field, max) ?? '';

function shortCode(input: Record<string, unknown>, field: string): string {
  const value = requireText(input, field, 1, 2);
  if (!SHORT_CODE.test(value)) throw fieldError(field, 'invalid', `${field} is 1-2 letters or digits, no O nor I`);
  return value;
}

/** A remark: absent or empty, else 10-200 characters. */
function remark(input: Record<string, unknown>, field: string): string {
  const value = text(input, field, LONG_TEXT_MAX);
  if (value !== '' && codePoints(value) < REMARK_MIN) throw fieldError(field, 'tooShort', `${field} is at least ${REMARK_MIN} characters`);
  return value;
}

type ProjectFields = Omit<Project, 'id' | 'creator' | 'createdAt'>;

function projectInput(state: SimState, body: unknown, own: Project | undefined): ProjectFields {
  const input = requireObject(body);
  const fields: ProjectFields = {
    name: requireText(input, 'name', 1, TEXT_MAX),
    englishName: requireText(input, 'englishName', 1, TEXT_MAX),
    alias: text(input, 'alias'),
    categoryCode: shortCode(input, 'categoryCode'),
    brandCode: shortCode(input, 'brandCode'),
    repository: text(input, 'repository', LONG_TEXT_MAX),
    manager: text(input, 'manager'),
    description: remark(input, 'description'),
    hardwareDescription: text(input, 'hardwareDescription', LONG_TEXT_MAX),
    companyId: requireText(input, 'companyId', 1, TEXT_MAX),
  };
  if (!state.companies.some((company) => company.id === fields.companyId)) throw fieldError('companyId', 'invalid', 'No such company');
  if (own && own.companyId !== fields.companyId && (assetCounts(state).get(own.id) ?? 0) > 0) {
    throw fieldError('companyId', 'invalid', 'A project assets use keeps its company');
  }
  const taken = state.fleet.projects.some((project) => project !== own && project.companyId === fields.companyId && project.name === fields.name);
  if (taken) throw new SimError(STATUS.CONFLICT, 'Project already exists');
  return fields;
}

type ModuleFields = Omit<SoftwareModule, 'id' | 'creator' | 'createdAt'>;

function moduleInput(state: SimState, body: unknown, own: SoftwareModule | undefined): ModuleFields {
  const input = requireObject(body);
  const projectId = requireText(input, 'projectId', 1, TEXT_MAX);
  if (!state.fleet.projects.some((project) => project.id === projectId)) throw fieldError('projectId', 'invalid', 'No such project');
  if (own && own.projectId !== projectId) throw fieldError('projectId', 'invalid', "A module keeps its project");
  const fields: ModuleFields = {
    projectId,
    name: requireText(input, 'name', 1, TEXT_MAX),
    englishName: requireText(input, 'englishName', 1, TEXT_MAX),
    repository: text(input, 'repository', LONG_TEXT_MAX),
    owner: text(input, 'owner'),
    discipline: text(input, 'discipline'),
    platformTag: text(input, 'platformTag'),
    applyReason: requireText(input, 'applyReason', REMARK_MIN, LONG_TEXT_MAX),
    description: text(input, 'description', LONG_TEXT_MAX),
    notes: text(input, 'notes', LONG_TEXT_MAX),
    hardwareInfo: text(input, 'hardwareInfo', LONG_TEXT_MAX),
    systemInfo: text(input, 'systemInfo', LONG_TEXT_MAX),
  };
  // A discipline and a platform tag are codes of their dictionaries (or none); a module keeps the one it holds.
  for (const field of ['discipline', 'platformTag'] as const) {
    const value = fields[field];
    if (value !== '' && value !== own?.[field] && !dictionaryCodes(state.dictionary, field).has(value)) {
      throw fieldError(field, 'invalid', `${value} is not a code of the ${field} dictionary`);
    }
  }
  const taken = state.normalization.modules.some((module) => module !== own && module.projectId === projectId && module.name === fields.name);
  if (taken) throw new SimError(STATUS.CONFLICT, `Software module ${fields.name} already exists`);
  return fields;
}

type CodeFields = Omit<ExceptionCode, 'id' | 'actions'>;

function exceptionCodeInput(state: SimState, body: unknown, own: ExceptionCode | undefined): CodeFields {
  const input = requireObject(body);
  const moduleId = requireText(input, 'moduleId', 1, TEXT_MAX);
  if (!state.normalization.modules.some((module) => module.id === moduleId)) throw fieldError('moduleId', 'invalid', 'No such software module');
  const { level, labels } = input;
  if (!EXCEPTION_LEVELS.includes(level as ExceptionLevel)) throw fieldError('level', level === undefined || level === null ? 'required' : 'invalid', 'level is 1 to 4');
  if (labels !== undefined && labels !== null && (!Array.isArray(labels) || labels.some((label) => typeof label !== 'string' || label.trim() === '' || codePoints(label) > TEXT_MAX))) {
    throw fieldError('labels', 'invalid', 'labels are texts of at most 50 characters');
  }
  const fields: CodeFields = {
    code: requireText(input, 'code', 1, TEXT_MAX),
    moduleId,
    type: requireChoice(input, 'type', EXCEPTION_TYPES),
    nameZh: requireText(input, 'nameZh', 1, TEXT_MAX),
    nameEn: requireText(input, 'nameEn', 1, TEXT_MAX),
    alias: text(input, 'alias'),
    level: level as ExceptionLevel,
    labels: Array.isArray(labels) ? [...new Set((labels as string[]).map((label) => label.trim()))] : [],
    trigger: text(input, 'trigger', LONG_TEXT_MAX),
    vanish: text(input, 'vanish', LONG_TEXT_MAX),
    suggestion: text(input, 'suggestion', LONG_TEXT_MAX),
    meaning: text(input, 'meaning', LONG_TEXT_MAX),
    promptTitle: text(input, 'promptTitle'),
    explanation: text(input, 'explanation', LONG_TEXT_MAX),
    steps: text(input, 'steps', LONG_TEXT_MAX),
  };
  if (state.normalization.exceptionCodes.some((code) => code !== own && code.code === fields.code)) {
    throw new SimError(STATUS.CONFLICT, `Exception code ${fields.code} already exists`);
  }
  return fields;
}

function findExceptionCode(state: SimState, id: string | undefined): ExceptionCode {
  const code = state.normalization.exceptionCodes.find((candidate) => candidate.id === id);
  if (!code) throw new SimError(STATUS.NOT_FOUND, 'Exception code not found');
  return code;
}

function configItemsOf(state: SimState, projectId: string): ConfigItem[] {
  const { configItems } = state.normalization;
  if (!configItems.has(projectId)) configItems.set(projectId, []);
  return configItems.get(projectId) as ConfigItem[];
}

export const normalizationRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/normalization/project',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.edit,
    handle: ({ body, state, now, user }) => {
      const fields = projectInput(state, body, undefined);
      const { normalization } = state;
      const id = `p${normalization.nextProjectNumber}`;
      normalization.nextProjectNumber += 1;
      const project: Project = { ...fields, id, creator: user?.name ?? '', createdAt: now };
      state.fleet.projects.push(project);
      return projectRow(state, project, 0);
    },
  },
  {
    method: 'PUT',
    path: '/base/normalization/project/{id}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.edit,
    handle: ({ params, body, state }) => {
      const project = findProject(state, params.id);
      Object.assign(project, projectInput(state, body, project));
      return projectRow(state, project, assetCounts(state).get(project.id) ?? 0);
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/project/{id}/config-item',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.edit,
    handle: ({ params, body, state }) => {
      const project = findProject(state, params.id);
      const input = requireObject(body);
      const code = requireText(input, 'code', 1, 20);
      if (!ITEM_CODE.test(code)) throw fieldError('code', 'invalid', 'code is 1-20 letters, digits or _');
      const name = requireText(input, 'name', 1, TEXT_MAX);
      const { type } = input;
      if (type === undefined || type === null) throw fieldError('type', 'required', 'type is required');
      if (!CONFIG_ITEM_TYPES.includes(type as number)) throw fieldError('type', 'invalid', 'type is 1, 2 or 3');
      const items = configItemsOf(state, project.id);
      if (items.some((item) => item.code === code)) throw new SimError(STATUS.CONFLICT, `Config item ${code} already exists`);
      items.push({ code, name, type: type as ConfigItem['type'] });
      return items.map((item) => ({ ...item }));
    },
  },
  {
    method: 'DELETE',
    path: '/base/normalization/project/{id}/config-item/{code}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.edit,
    handle: ({ params, state }) => {
      const project = findProject(state, params.id);
      const items = configItemsOf(state, project.id);
      const index = items.findIndex((item) => item.code === params.code);
      if (index === -1) throw new SimError(STATUS.NOT_FOUND, 'Config item not found');
      items.splice(index, 1);
      return items.map((item) => ({ ...item }));
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/module',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.configEdit,
    handle: ({ body, state, now, user }) => {
      const fields = moduleInput(state, body, undefined);
      const { normalization } = state;
      const module: SoftwareModule = { ...fields, id: `m${normalization.nextModuleNumber}`, creator: user?.account ?? '', createdAt: now };
      normalization.nextModuleNumber += 1;
      normalization.modules.push(module);
      return moduleRow(state, module, now);
    },
  },
  {
    method: 'PUT',
    path: '/base/normalization/module/{id}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.configEdit,
    handle: ({ params, body, state, now }) => {
      const module = findModule(state, params.id);
      Object.assign(module, moduleInput(state, body, module));
      return moduleRow(state, module, now);
    },
  },
  {
    method: 'DELETE',
    path: '/base/normalization/module/{id}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.configDelete,
    handle: ({ params, state, now }) => {
      const module = findModule(state, params.id);
      const { normalization } = state;
      const projects = new Set(normalization.references.filter((reference) => reference.moduleId === module.id).map((reference) => reference.projectId));
      if (projects.size > 0) throw new SimError(STATUS.CONFLICT, `Software module ${module.name} is referenced by ${projects.size} projects`);
      const moving = versionsOf(normalization, module.id).some((version) => [1, 7].includes(versionStatusAt(version, now)));
      if (moving) throw new SimError(STATUS.CONFLICT, `Software module ${module.name} has a version publishing or rolling back`);
      normalization.modules = normalization.modules.filter((candidate) => candidate !== module);
      normalization.versions = normalization.versions.filter((version) => version.moduleId !== module.id);
      normalization.exceptionCodes = normalization.exceptionCodes.filter((code) => code.moduleId !== module.id);
      return null;
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/exception-code',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.configEdit,
    handle: ({ body, state }) => {
      const fields = exceptionCodeInput(state, body, undefined);
      const { normalization } = state;
      const code: ExceptionCode = { ...fields, id: `ec${normalization.nextExceptionCodeNumber}`, actions: [] };
      normalization.nextExceptionCodeNumber += 1;
      normalization.exceptionCodes.push(code);
      return exceptionCodeRow(state, code);
    },
  },
  {
    method: 'PUT',
    path: '/base/normalization/exception-code/{id}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.configEdit,
    handle: ({ params, body, state }) => {
      const code = findExceptionCode(state, params.id);
      Object.assign(code, exceptionCodeInput(state, body, code));
      return exceptionCodeRow(state, code);
    },
  },
  {
    method: 'DELETE',
    path: '/base/normalization/exception-code/{id}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.configDelete,
    handle: ({ params, state }) => {
      const code = findExceptionCode(state, params.id);
      state.normalization.exceptionCodes = state.normalization.exceptionCodes.filter((candidate) => candidate !== code);
      return null;
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/project/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.scene,
    handle: ({ body, state }) => {
      const counts = assetCounts(state);
      return pageOf(state.fleet.projects, requireObject(body), PROJECT_SPEC(counts), (project) => projectRow(state, project, counts.get(project.id) ?? 0));
    },
  },
  {
    method: 'GET',
    path: '/base/normalization/project/{id}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.open,
    handle: ({ params, state }) => {
      const project = findProject(state, params.id);
      return {
        project: projectRow(state, project, assetCounts(state).get(project.id) ?? 0),
        labels: [...(state.normalization.labels.get(project.id) ?? [])],
        configItems: (state.normalization.configItems.get(project.id) ?? []).map((item) => ({ ...item })),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/base/normalization/project/{id}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.remove,
    handle: ({ params, state }) => {
      const project = findProject(state, params.id);
      const used = assetCounts(state).get(project.id) ?? 0;
      if (used > 0) throw new SimError(STATUS.CONFLICT, `Project ${project.name} is used by ${used} assets`, { assetCount: used });
      state.fleet.projects = state.fleet.projects.filter((candidate) => candidate !== project);
      for (const scene of state.fleet.scenes) if (scene.projectId === project.id) scene.projectId = '';
      const { normalization } = state;
      normalization.references = normalization.references.filter((reference) => reference.projectId !== project.id);
      normalization.labels.delete(project.id);
      normalization.configItems.delete(project.id);
      return null;
    },
  },
  {
    method: 'GET',
    path: '/base/normalization/project/{id}/drift',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.open,
    handle: ({ params, state, now }) => driftOf(state, findProject(state, params.id).id, now),
  },
  {
    method: 'POST',
    path: '/base/normalization/project/{id}/reference/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.open,
    handle: ({ params, body, state, now }) => {
      const project = findProject(state, params.id);
      const references = state.normalization.references.filter((reference) => reference.projectId === project.id);
      return pageOf(references, requireObject(body), referenceSpec(state, now), (reference) => referenceRow(state, reference, now));
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/project/{id}/reference',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.edit,
    handle: ({ params, body, state, now, user }) => {
      const project = findProject(state, params.id);
      const input = requireObject(body);
      const { moduleId, version, overwrite } = input;
      if (moduleId === undefined || moduleId === null || moduleId === '') throw fieldError('moduleId', 'required', 'moduleId is required');
      const module = state.normalization.modules.find((candidate) => candidate.id === moduleId);
      if (!module) throw fieldError('moduleId', 'invalid', 'No such software module');
      if (version === undefined || version === null || version === '') throw fieldError('version', 'required', 'version is required');
      if (typeof version !== 'string' || !successfulVersions(state.normalization, module.id, now).includes(version)) {
        throw fieldError('version', 'invalid', `${String(version)} is not a successful version of ${module.name}`);
      }
      if (overwrite !== undefined && overwrite !== null && typeof overwrite !== 'boolean') throw fieldError('overwrite', 'invalid', 'overwrite must be true or false');
      const own = state.normalization.references.filter((reference) => reference.projectId === project.id);
      const failed = own.find((reference) => referenceStatusAt(reference, now) === 5 && reference.moduleId !== module.id);
      if (failed) {
        const failedName = state.normalization.modules.find((candidate) => candidate.id === failed.moduleId)?.name ?? failed.moduleId;
        throw new SimError(STATUS.CONFLICT, `Project has a failed reference (${failedName} ${failed.version}); reference that module again first`);
      }
      const prior = own.find((reference) => reference.moduleId === module.id);
      if (prior && referenceStatusAt(prior, now) === 1) throw new SimError(STATUS.CONFLICT, `Module ${module.name} is still being referenced`);
      if (prior && overwrite !== true) {
        throw new SimError(
          STATUS.CONFLICT,
          `Module ${module.name} is referenced at version ${prior.version}; referencing ${version} overwrites it (overwrite: true)`,
          { currentVersion: prior.version, version },
        );
      }
      const { normalization } = state;
      if (prior) normalization.references = normalization.references.filter((reference) => reference !== prior);
      const reference: ModuleReference = {
        id: `ref${normalization.nextReferenceNumber}`,
        projectId: project.id,
        moduleId: module.id,
        version,
        referencer: user?.account ?? '',
        createdAt: now,
        status: 1,
        move: null,
      };
      normalization.nextReferenceNumber += 1;
      startReference(reference, now);
      normalization.references.push(reference);
      return referenceRow(state, reference, now);
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/module/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.config,
    handle: ({ body, state, now }) => {
      const input = requireObject(body);
      if (input.projectId === undefined || input.projectId === null || input.projectId === '') {
        throw fieldError('projectId', 'required', 'A project must be chosen first');
      }
      if (typeof input.projectId !== 'string') throw fieldError('projectId', 'invalid', 'projectId must be an id');
      findProject(state, input.projectId);
      return pageOf(state.normalization.modules, input, MODULE_SPEC, (module) => moduleRow(state, module, now));
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/module/{id}/version/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.config,
    handle: ({ params, body, state, now }) => {
      const module = findModule(state, params.id);
      return pageOf(versionsOf(state.normalization, module.id), requireObject(body), versionSpec(now), (version) => versionRow(version, now));
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/module/{id}/version',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.publish,
    handle: ({ params, body, state, now, user }) => {
      const module = findModule(state, params.id);
      const input = versionInput(body);
      assertPublishable(state, module, now);
      const { normalization } = state;
      if (versionsOf(normalization, module.id).some((version) => version.version === input.version)) {
        throw new SimError(STATUS.CONFLICT, `Version ${input.version} already exists`);
      }
      const version: ModuleVersion = {
        id: `v${normalization.nextVersionNumber}`,
        moduleId: module.id,
        version: input.version,
        status: 1,
        move: null,
        rolledBackTo: '',
        publisher: user?.account ?? '',
        createdAt: now,
        since: now,
        notes: input.notes,
        publishes: 0,
      };
      normalization.nextVersionNumber += 1;
      startPublish(version, now, false);
      normalization.versions.push(version);
      return versionRow(version, now);
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/version/{id}/rerelease',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.publish,
    audit: { action: 'update' },
    handle: ({ params, state, now }) => {
      const version = findVersion(state, params.id);
      if (versionStatusAt(version, now) !== 5) throw new SimError(STATUS.CONFLICT, 'Only a failed version is released again');
      startPublish(version, now, true);
      return versionRow(version, now);
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/version/{id}/rollback',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.publish,
    audit: { action: 'update' },
    handle: ({ params, state, now }) => {
      const version = findVersion(state, params.id);
      if (versionStatusAt(version, now) !== 3) throw new SimError(STATUS.CONFLICT, 'Only a successful version is rolled back');
      const earlier = versionsOf(state.normalization, version.moduleId).filter(
        (candidate) => candidate.createdAt < version.createdAt && versionStatusAt(candidate, now) === 3,
      );
      const target = earlier[earlier.length - 1];
      if (!target) throw new SimError(STATUS.CONFLICT, 'No earlier successful version to roll back to');
      startRollback(version, target.version, now);
      return versionRow(version, now);
    },
  },
  {
    method: 'DELETE',
    path: '/base/normalization/version/{id}',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.configDelete,
    handle: ({ params, state, now }) => {
      const version = findVersion(state, params.id);
      const status = versionStatusAt(version, now);
      if (status === 1 || status === 7) throw new SimError(STATUS.CONFLICT, `Version ${version.version} is still publishing or rolling back`);
      const { normalization } = state;
      const referencing = new Set(
        normalization.references
          .filter((reference) => reference.moduleId === version.moduleId && reference.version === version.version)
          .map((reference) => reference.projectId),
      );
      if (referencing.size > 0) throw new SimError(STATUS.CONFLICT, `Version ${version.version} is referenced by ${referencing.size} projects`);
      normalization.versions = normalization.versions.filter((candidate) => candidate !== version);
      return null;
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/version/{id}/message/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.config,
    handle: ({ params, body, state, now }) => {
      const version = findVersion(state, params.id);
      const module = findModule(state, version.moduleId);
      const assets = projectAssets(state.fleet.assets.values(), module.projectId);
      const messages = messagesOf(version, versionStatusAt(version, now), assets);
      return pageOf(messages, requireObject(body), MESSAGE_SPEC, (message) => ({ ...message }));
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/version/{id}/transfer/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.config,
    handle: ({ params, body, state, now }) => {
      const { version, status, assets } = deliveryOf(state, params.id, now);
      return pageOf(transfersOf(version, status, assets), requireObject(body), deliverySpec<Transfer>([1, 3, 5]), (row) => ({ ...row }));
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/version/{id}/file-transfer/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.config,
    handle: ({ params, body, state, now }) => {
      const { version, status, assets } = deliveryOf(state, params.id, now);
      return pageOf(fileTransfersOf(version, status, assets), requireObject(body), deliverySpec<FileTransfer>([1, 2, 3]), (row) => ({ ...row }));
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/version/{id}/request-rule/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.config,
    handle: ({ params, body, state }) => {
      const version = findVersion(state, params.id);
      return pageOf(requestRulesOf(version), requireObject(body), deliverySpec<RequestRule>([100, 200, 300]), (row) => ({ ...row }));
    },
  },
  {
    method: 'POST',
    path: '/base/normalization/exception-code/page',
    scope: 'platform',
    permission: NORMALIZATION_KEYS.config,
    handle: ({ body, state }) => pageOf(state.normalization.exceptionCodes, requireObject(body), exceptionCodeSpec(state), (code) => exceptionCodeRow(state, code)),
  },
];

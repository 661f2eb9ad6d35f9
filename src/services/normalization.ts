/** Standardization calls (docs/openapi.yaml, tag `normalization`, service base; rules in docs/api.md "Standardization"). */
import { callApi, type DisplayOption, SILENT } from '@/request/pipeline';
import type { Page, PageQuery } from './types/list';
import type {
  ConfigItem,
  DeliveryMessage,
  DeliveryMessageFilters,
  ExceptionCode,
  ExceptionCodeFilters,
  ExceptionCodeInput,
  FileTransfer,
  FileTransferFilters,
  ModuleDrift,
  ModuleReference,
  ModuleReferenceFilters,
  ModuleReferenceInput,
  ModuleVersion,
  ModuleVersionFilters,
  ModuleVersionInput,
  RequestRule,
  RequestRuleFilters,
  SoftwareModule,
  SoftwareModuleFilters,
  SoftwareModuleInput,
  StandardProject,
  StandardProjectDetail,
  StandardProjectFilters,
  StandardProjectInput,
  Transfer,
  TransferFilters,
} from './types/normalization';

export function fetchStandardProjectPage(query: PageQuery<StandardProjectFilters>) {
  return callApi<Page<StandardProject>>('base', '/normalization/project/page', { method: 'POST', data: query });
}

/** Reports its own failure: the project's page says it (RecordFailure), the one message. */
export function fetchStandardProject(id: string) {
  return callApi<StandardProjectDetail>('base', `/normalization/project/${encodeURIComponent(id)}`, { ...SILENT });
}

/** Reports its own failure: the refusal (assets still use the project) belongs to the screen. */
export function deleteStandardProject(id: string) {
  return callApi<null>('base', `/normalization/project/${encodeURIComponent(id)}`, { method: 'DELETE', ...SILENT });
}

export function fetchProjectDrift(id: string, options: DisplayOption = {}) {
  return callApi<ModuleDrift[]>('base', `/normalization/project/${encodeURIComponent(id)}/drift`, options);
}

export function fetchModuleReferencePage(projectId: string, query: PageQuery<ModuleReferenceFilters>) {
  return callApi<Page<ModuleReference>>('base', `/normalization/project/${encodeURIComponent(projectId)}/reference/page`, { method: 'POST', data: query });
}

/** Reports its own failure: a refused overwrite (40901 naming both versions) asks the person to confirm. */
export function referenceModule(projectId: string, input: ModuleReferenceInput) {
  return callApi<ModuleReference>('base', `/normalization/project/${encodeURIComponent(projectId)}/reference`, { method: 'POST', data: input, ...SILENT });
}

/** A project must be chosen first: `projectId` is required. */
export function fetchSoftwareModulePage(query: PageQuery<SoftwareModuleFilters> & { projectId: string }) {
  return callApi<Page<SoftwareModule>>('base', '/normalization/module/page', { method: 'POST', data: query });
}

/** Also the refresh of one version's status (filter `id`). */
export function fetchModuleVersionPage(moduleId: string, query: PageQuery<ModuleVersionFilters>) {
  return callApi<Page<ModuleVersion>>('base', `/normalization/module/${encodeURIComponent(moduleId)}/version/page`, { method: 'POST', data: query });
}

/** Reports its own failure: the publish block (a version not successful) belongs to the screen. */
export function publishModuleVersion(moduleId: string, input: ModuleVersionInput) {
  return callApi<ModuleVersion>('base', `/normalization/module/${encodeURIComponent(moduleId)}/version`, { method: 'POST', data: input, ...SILENT });
}

export function rereleaseModuleVersion(versionId: string) {
  return callApi<ModuleVersion>('base', `/normalization/version/${encodeURIComponent(versionId)}/rerelease`, { method: 'POST' });
}

export function rollbackModuleVersion(versionId: string) {
  return callApi<ModuleVersion>('base', `/normalization/version/${encodeURIComponent(versionId)}/rollback`, { method: 'POST' });
}

export function deleteModuleVersion(versionId: string) {
  return callApi<null>('base', `/normalization/version/${encodeURIComponent(versionId)}`, { method: 'DELETE' });
}

export function fetchVersionMessagePage(versionId: string, query: PageQuery<DeliveryMessageFilters>) {
  return callApi<Page<DeliveryMessage>>('base', `/normalization/version/${encodeURIComponent(versionId)}/message/page`, { method: 'POST', data: query });
}

export function fetchExceptionCodePage(query: PageQuery<ExceptionCodeFilters>) {
  return callApi<Page<ExceptionCode>>('base', '/normalization/exception-code/page', { method: 'POST', data: query });
}

/** Reports its own failure: a refused field or a name in use belongs to the form. */
export function createStandardProject(input: StandardProjectInput) {
  return callApi<StandardProject>('base', '/normalization/project', { method: 'POST', data: input, ...SILENT });
}

export function updateStandardProject(id: string, input: StandardProjectInput) {
  return callApi<StandardProject>('base', `/normalization/project/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

/** Answers the project's config items. */
export function addConfigItem(projectId: string, item: ConfigItem) {
  return callApi<ConfigItem[]>('base', `/normalization/project/${encodeURIComponent(projectId)}/config-item`, { method: 'POST', data: item, ...SILENT });
}

export function deleteConfigItem(projectId: string, code: string) {
  return callApi<ConfigItem[]>('base', `/normalization/project/${encodeURIComponent(projectId)}/config-item/${encodeURIComponent(code)}`, {
    method: 'DELETE',
  });
}

export function createSoftwareModule(input: SoftwareModuleInput) {
  return callApi<SoftwareModule>('base', '/normalization/module', { method: 'POST', data: input, ...SILENT });
}

export function updateSoftwareModule(id: string, input: SoftwareModuleInput) {
  return callApi<SoftwareModule>('base', `/normalization/module/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

export function deleteSoftwareModule(id: string) {
  return callApi<null>('base', `/normalization/module/${encodeURIComponent(id)}`, { method: 'DELETE', ...SILENT });
}

export function createExceptionCode(input: ExceptionCodeInput) {
  return callApi<ExceptionCode>('base', '/normalization/exception-code', { method: 'POST', data: input, ...SILENT });
}

export function updateExceptionCode(id: string, input: ExceptionCodeInput) {
  return callApi<ExceptionCode>('base', `/normalization/exception-code/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

export function deleteExceptionCode(id: string) {
  return callApi<null>('base', `/normalization/exception-code/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function fetchVersionTransferPage(versionId: string, query: PageQuery<TransferFilters>) {
  return callApi<Page<Transfer>>('base', `/normalization/version/${encodeURIComponent(versionId)}/transfer/page`, { method: 'POST', data: query });
}

export function fetchVersionFileTransferPage(versionId: string, query: PageQuery<FileTransferFilters>) {
  return callApi<Page<FileTransfer>>('base', `/normalization/version/${encodeURIComponent(versionId)}/file-transfer/page`, { method: 'POST', data: query });
}

export function fetchVersionRequestRulePage(versionId: string, query: PageQuery<RequestRuleFilters>) {
  return callApi<Page<RequestRule>>('base', `/normalization/version/${encodeURIComponent(versionId)}/request-rule/page`, { method: 'POST', data: query });
}

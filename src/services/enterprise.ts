/** Enterprise calls (docs/api.md "Enterprise", "Agents"; service base). */
import { callApi, type DisplayOption, SILENT } from '@/request/pipeline';
import type { AgentOption, Company, CompanyInput } from './types/enterprise';

export function fetchEnterprise(options: DisplayOption = {}) {
  return callApi<Company>('base', '/enterprise', options);
}

/**
 * Field refusals come back to the form (see showFormFailure), so the pipeline stays silent.
 * Without `agentId` the company keeps its agent source (an account of one company does not choose it).
 */
export function updateEnterprise(input: CompanyInput | Omit<CompanyInput, 'agentId'>) {
  return callApi<Company>('base', '/enterprise', { method: 'PUT', data: input, ...SILENT });
}

export function fetchAgentOptions() {
  return callApi<AgentOption[]>('base', '/agent/options');
}

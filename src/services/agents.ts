/** Agent calls (docs/api.md "Agents"; service base). The agent choices stay in ./enterprise (fetchAgentOptions). */
import { callApi, SILENT } from '@/request/pipeline';
import type { Agent, AgentDeleted, AgentFilters, AgentInput } from './types/agent';
import type { Page, PageQuery } from './types/list';

export function fetchAgentPage(query: PageQuery<AgentFilters>) {
  return callApi<Page<Agent>>('base', '/agent/page', { method: 'POST', data: query });
}

/** Form calls report their own failures (onto the form's fields, see showFormFailure). */
export function createAgent(input: AgentInput) {
  return callApi<Agent>('base', '/agent', { method: 'POST', data: input, ...SILENT });
}

export function updateAgent(id: string, input: AgentInput) {
  return callApi<Agent>('base', `/agent/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

export function deleteAgent(id: string) {
  return callApi<AgentDeleted>('base', `/agent/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

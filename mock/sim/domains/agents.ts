/**
 * Agents (docs/api.md "Agents"): the agencies companies come through (a
 * company's agent source). Paged, to choose from, added, edited and deleted;
 * they sit under enterprise management: reading needs
 * `platform:enterprise:info`, changing `platform:enterprise:info:edit`.
 */
import { STATUS } from '../../../src/request/codes';
import type { Agent as AgentAnswer } from '../../../src/services/types/agent';
import type { AgentOption } from '../../../src/services/types/enterprise';
import type { Agent } from '../org';
import type { RouteDef } from '../router';
import type { SimState } from '../store';
import { SimError } from '../types';
import { pageOf, textFilter, type ListSpec } from './list';
import { editText, requireObject, requirePhone, requireText } from './validate';

export const AGENT_KEYS = {
  list: 'platform:enterprise:info',
  edit: 'platform:enterprise:info:edit',
} as const;
export const AGENT_TEXT_MAX = 50;

function companyCounts(state: SimState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const company of state.companies) {
    if (company.agentId !== null) counts.set(company.agentId, (counts.get(company.agentId) ?? 0) + 1);
  }
  return counts;
}

function agentRow(agent: Agent, counts: Map<string, number>): AgentAnswer {
  return {
    id: agent.id,
    name: agent.name,
    companyNumber: agent.companyNumber,
    head: agent.head,
    contactPhone: agent.contactPhone,
    companyCount: counts.get(agent.id) ?? 0,
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
  };
}

function agentSpec(counts: Map<string, number>): ListSpec<Agent> {
  return {
    createdAt: (agent) => agent.createdAt,
    id: (agent) => agent.id,
    filters: {
      keyword: textFilter((agent) => agent.name, (agent) => agent.companyNumber, (agent) => agent.head),
    },
    sorts: {
      name: (agent) => agent.name,
      companyNumber: (agent) => agent.companyNumber || null,
      companyCount: (agent) => counts.get(agent.id) ?? 0,
      createdAt: (agent) => agent.createdAt,
    },
  };
}

export function findAgent(state: SimState, id: string): Agent | undefined {
  return state.agents.find((agent) => agent.id === id);
}

function findAgentOr404(state: SimState, id: string): Agent {
  const agent = findAgent(state, id);
  if (!agent) throw new SimError(STATUS.NOT_FOUND, 'agent not found');
  return agent;
}

/** A name another agent has (compared without regard to case) is 40901. */
function refuseTakenName(state: SimState, name: string, current: Agent | undefined): void {
  const wanted = name.toLowerCase();
  if (state.agents.some((agent) => agent !== current && agent.name.toLowerCase() === wanted)) {
    throw new SimError(STATUS.CONFLICT, 'agent already exists', { fields: { name: 'exists' } });
  }
}

type AgentFields = Pick<Agent, 'name' | 'companyNumber' | 'head' | 'contactPhone'>;

/** Name and contact phone required; company number and head left out keep their value (none for a new agent). */
function agentFields(state: SimState, input: Record<string, unknown>, current?: Agent): AgentFields {
  const name = requireText(input, 'name', 1, AGENT_TEXT_MAX);
  const companyNumber = editText(input, 'companyNumber', AGENT_TEXT_MAX) ?? current?.companyNumber ?? '';
  const head = editText(input, 'head', AGENT_TEXT_MAX) ?? current?.head ?? '';
  const contactPhone = requirePhone(input, 'contactPhone');
  refuseTakenName(state, name, current);
  return { name, companyNumber, head, contactPhone };
}

const byName = (a: Agent, b: Agent) => a.name.localeCompare(b.name, 'en');

export const agentRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/agent/page',
    scope: 'platform',
    permission: AGENT_KEYS.list,
    handle: ({ body, state }) => {
      const counts = companyCounts(state);
      return pageOf(state.agents, requireObject(body), agentSpec(counts), (agent) => agentRow(agent, counts));
    },
  },
  {
    method: 'GET',
    path: '/base/agent/options',
    scope: 'platform',
    permission: AGENT_KEYS.list,
    handle: ({ state }) => [...state.agents].sort(byName).map(({ id, name }): AgentOption => ({ id, name })),
  },
  {
    method: 'POST',
    path: '/base/agent',
    scope: 'platform',
    permission: AGENT_KEYS.edit,
    handle: ({ body, state, now }) => {
      const agent: Agent = { ...agentFields(state, requireObject(body)), id: `a${state.nextAgentNumber}`, createdAt: now, updatedAt: now };
      state.nextAgentNumber += 1;
      state.agents.push(agent);
      return agentRow(agent, companyCounts(state));
    },
  },
  {
    method: 'PUT',
    path: '/base/agent/{id}',
    scope: 'platform',
    permission: AGENT_KEYS.edit,
    handle: ({ params, body, state, now }) => {
      const agent = findAgentOr404(state, params.id);
      Object.assign(agent, agentFields(state, requireObject(body), agent), { updatedAt: now });
      return agentRow(agent, companyCounts(state));
    },
  },
  {
    method: 'DELETE',
    path: '/base/agent/{id}',
    scope: 'platform',
    permission: AGENT_KEYS.edit,
    handle: ({ params, state, now }) => {
      const agent = findAgentOr404(state, params.id);
      const released = state.companies.filter((company) => company.agentId === agent.id);
      for (const company of released) {
        company.agentId = null;
        company.updatedAt = now;
      }
      state.agents = state.agents.filter((candidate) => candidate !== agent);
      return { released: released.length };
    },
  },
];

/** Agents (section 3): the agencies companies come through (their agent source). The shapes are docs/openapi.yaml's (tag agents). */
import type { PageFilters, Schema } from './contract';

export type Agent = Schema<'Agent'>;

/** Name, company number or head. */
export type AgentFilters = PageFilters<'AgentPageQuery'>;

/** POST /agent, PUT /agent/{id}: on an edit `companyNumber`, `head` left out keep their value, null clears. */
export type AgentInput = Schema<'AgentInput'>;

/** DELETE /agent/{id}: the companies it was the agent source of (they now have none). */
export type AgentDeleted = Schema<'AgentDeleted'>;

/** Agents (docs/api.md "Agents", section 3): the agencies companies come through (their agent source). */

export interface Agent {
  id: string;
  name: string;
  /** Its business number ('' for none). */
  companyNumber: string;
  /** The person heading it ('' for none). */
  head: string;
  contactPhone: string;
  /** The companies whose agent source it is. */
  companyCount: number;
  createdAt: number;
  updatedAt: number;
}

export interface AgentFilters {
  /** Name, company number or head. */
  keyword: string;
}

/** POST /agent, PUT /agent/{id}: on an edit `companyNumber`, `head` left out keep their value, null clears. */
export interface AgentInput {
  name: string;
  contactPhone: string;
  companyNumber?: string | null;
  head?: string | null;
}

/** DELETE /agent/{id}: the companies it was the agent source of (they now have none). */
export interface AgentDeleted {
  released: number;
}

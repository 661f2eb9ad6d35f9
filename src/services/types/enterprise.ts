/** The company an administrator manages (section 3): the shapes are docs/openapi.yaml's (tag enterprise). */
import type { Schema } from './contract';

export type Address = Schema<'Address'>;

export const ADDRESS_PARTS = ['country', 'province', 'city', 'street', 'detail'] as const satisfies readonly (keyof Address)[];

/** The company: `agentId` its agent source (null for none), `foundedAt` and the service validity's ends epoch ms or null. */
export type Company = Schema<'Company'>;

/** PUT /enterprise: a field left out keeps its value, null clears it. */
export type CompanyInput = Schema<'CompanyInput'>;

export type AgentOption = Schema<'AgentOption'>;

/** The company an administrator manages (docs/api.md "Enterprise", section 3). */

export interface Address {
  country: string;
  province: string;
  city: string;
  street: string;
  detail: string;
}

export const ADDRESS_PARTS = ['country', 'province', 'city', 'street', 'detail'] as const satisfies readonly (keyof Address)[];

export interface Company {
  id: string;
  name: string;
  /** The platform's number of the company (`EN-0001`), not editable. */
  number: string;
  /** The unified social credit code. */
  creditCode: string;
  phone: string;
  shortName: string;
  website: string;
  /** The founding date (epoch ms) or null. */
  foundedAt: number | null;
  address: Address;
  responsibleName: string;
  responsiblePhone: string;
  responsibleEmail: string;
  /** The agent source: the agent the company came through, or null. */
  agentId: string | null;
  agentName: string;
  enabled: boolean;
  serviceValidity: { start: number | null; end: number | null };
  memberCount: number;
  createdAt: number;
  updatedAt: number;
}

/** PUT /enterprise: every editable field (null clears one). */
export type CompanyInput = Pick<
  Company,
  | 'name'
  | 'shortName'
  | 'creditCode'
  | 'phone'
  | 'website'
  | 'foundedAt'
  | 'address'
  | 'responsibleName'
  | 'responsiblePhone'
  | 'responsibleEmail'
  | 'agentId'
  | 'enabled'
  | 'serviceValidity'
>;

export interface AgentOption {
  id: string;
  name: string;
}

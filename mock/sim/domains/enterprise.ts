/**
 * The enterprise (docs/api.md "Enterprise"): the signed-in person's company,
 * read and edited, and its members from the enterprise side: paged, added
 * (accounts of no company), removed (they keep the account, without company
 * and role) and imported (members.ts does it). Always the
 * caller's own company; what only the platform decides (agent source,
 * enabled, service validity) only platform staff change.
 */
import { STATUS } from '../../../src/request/codes';
import { ADDRESS_PARTS, type Company as CompanyAnswer } from '../../../src/services/types/enterprise';
import type { Candidate } from '../../../src/services/types/member';
import type { Address, Company } from '../org';
import type { Ctx, RouteDef } from '../router';
import { applyRole, type Account, type SimState } from '../store';
import { SimError } from '../types';
import { findAgent } from './agents';
import { pageOf, textFilter, type ListSpec } from './list';
import {
  ACCOUNT_ORDER,
  defaultRole,
  importMembers,
  MEMBER_IDS_MAX,
  MEMBER_SPEC,
  memberRow,
  membersOf,
  membersOfIds,
  ownCompany,
  refusePlatformAccounts,
  refuseSelf,
} from './members';
import { holdsPlatformRole } from '../reach';
import { roleInput } from './roles';
import {
  editEmail,
  editPhone,
  editText,
  fieldError,
  isTime,
  optionalBoolean,
  optionalId,
  requireIds,
  requireObject,
  requireText,
} from './validate';

const INFO_KEY = 'platform:enterprise:info';
const infoKey = (suffix: string) => `${INFO_KEY}:${suffix}`;
export const ENTERPRISE_KEYS = {
  info: INFO_KEY,
  edit: infoKey('edit'),
  viewMembers: infoKey('viewMembers'),
  addMembers: infoKey('addMembers'),
  removeMembers: infoKey('removeMembers'),
  import: infoKey('import'),
  export: infoKey('export'),
} as const;
export const ENTERPRISE_TEXT_MAX = 50;

export function enterpriseView(state: SimState, company: Company): CompanyAnswer {
  return {
    id: company.id,
    name: company.name,
    number: company.number,
    creditCode: company.creditCode,
    phone: company.phone,
    shortName: company.shortName,
    website: company.website,
    foundedAt: company.foundedAt,
    address: { ...company.address },
    responsibleName: company.responsibleName,
    responsiblePhone: company.responsiblePhone,
    responsibleEmail: company.responsibleEmail,
    agentId: company.agentId,
    agentName: company.agentId === null ? '' : (findAgent(state, company.agentId)?.name ?? ''),
    enabled: company.enabled,
    serviceValidity: { start: company.serviceStart, end: company.serviceEnd },
    memberCount: membersOf(state, company).length,
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
  };
}

const TEXT_FIELDS = ['shortName', 'creditCode', 'website', 'responsibleName'] as const;

/** An optional object field: undefined when left out, null when null, else the object (anything else 'invalid'). */
function optionalObject(input: Record<string, unknown>, field: string): Record<string, unknown> | null | undefined {
  const value = input[field];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'object' || Array.isArray(value)) throw fieldError(field, 'invalid', `${field} must be an object`);
  return value as Record<string, unknown>;
}

/** A date of an edit form under `name`: undefined when left out, null when cleared, else epoch ms. */
function editTime(input: Record<string, unknown>, field: string, name = field): number | null | undefined {
  const value = input[field];
  if (value === undefined || value === null) return value;
  if (!isTime(value)) throw fieldError(name, 'invalid', `${name} must be a time in epoch milliseconds`);
  return value;
}

function editAddress(input: Record<string, unknown>, current: Address): Address {
  const given = optionalObject(input, 'address');
  if (given === undefined) return { ...current };
  const address = { ...current };
  for (const part of ADDRESS_PARTS) {
    // Named `address.<part>` in the answer's fields.
    const name = `address.${part}`;
    const text = given === null ? '' : editText({ [name]: given[part] }, name, ENTERPRISE_TEXT_MAX);
    if (text === undefined) continue;
    address[part] = text;
  }
  return address;
}

/**
 * What only platform staff decide: whether the company is enabled and its
 * service validity. Any other caller's edit keeps them as they are: the
 * values given (checked as usual) are left unused, as the edit form sends
 * them back unchanged. (The agent source: see editedCompany.)
 */
function keepPlatformFields(edited: Partial<Company>): void {
  delete edited.enabled;
  delete edited.serviceStart;
  delete edited.serviceEnd;
}

/** The company's fields after the edit, read whole (every 40001 before anything changes). */
function editedCompany(ctx: Ctx, input: Record<string, unknown>, company: Company): Partial<Company> {
  const { state, now } = ctx;
  const edited: Partial<Company> = { name: requireText(input, 'name', 1, ENTERPRISE_TEXT_MAX) };
  for (const field of TEXT_FIELDS) {
    const text = editText(input, field, ENTERPRISE_TEXT_MAX);
    if (text !== undefined) edited[field] = text;
  }
  const phone = editPhone(input, 'phone');
  if (phone !== undefined) edited.phone = phone;
  const responsiblePhone = editPhone(input, 'responsiblePhone');
  if (responsiblePhone !== undefined) edited.responsiblePhone = responsiblePhone;
  const responsibleEmail = editEmail(input, 'responsibleEmail');
  if (responsibleEmail !== undefined) edited.responsibleEmail = responsibleEmail;
  const foundedAt = editTime(input, 'foundedAt');
  if (foundedAt !== undefined) {
    if (foundedAt !== null && foundedAt > now) throw fieldError('foundedAt', 'invalid', 'The founding date is in the future');
    edited.foundedAt = foundedAt;
  }
  edited.address = editAddress(input, company.address);
  const agentId = optionalId(input, 'agentId');
  if (agentId !== undefined) {
    const wanted = agentId === '' ? null : agentId;
    // Agents are the platform's: for anyone else, any agent but the company's own is unknown, and so is
    // taking the agent source away (40001, nothing changes).
    const known = ctx.reach.all ? wanted === null || findAgent(state, wanted) !== undefined : wanted === company.agentId;
    if (!known) throw fieldError('agentId', 'invalid', 'Unknown agent');
    edited.agentId = wanted;
  }
  const enabled = optionalBoolean(input, 'enabled');
  if (enabled !== undefined) edited.enabled = enabled;
  const validity = optionalObject(input, 'serviceValidity');
  let start = company.serviceStart;
  let end = company.serviceEnd;
  if (validity === null) {
    start = null;
    end = null;
  } else if (validity) {
    const givenStart = editTime(validity, 'start', 'serviceValidity.start');
    const givenEnd = editTime(validity, 'end', 'serviceValidity.end');
    if (givenStart !== undefined) start = givenStart;
    if (givenEnd !== undefined) end = givenEnd;
  }
  if (start !== null && end !== null && end < start) {
    throw fieldError('serviceValidity.end', 'invalid', 'The service cannot end before it starts');
  }
  edited.serviceStart = start;
  edited.serviceEnd = end;
  if (!ctx.reach.all) keepPlatformFields(edited);
  const wanted = (edited.name as string).toLowerCase();
  if (state.companies.some((other) => other !== company && other.name.toLowerCase() === wanted)) {
    throw new SimError(STATUS.CONFLICT, 'company already exists', { fields: { name: 'exists' } });
  }
  return edited;
}

const candidateRow = (account: Account): Candidate => ({
  id: account.id,
  account: account.account,
  name: account.name,
  email: account.email,
  phone: account.phone,
  createdAt: account.createdAt,
});

const CANDIDATE_SPEC: ListSpec<Account> = {
  ...ACCOUNT_ORDER,
  filters: { keyword: textFilter((account) => account.name, (account) => account.account, (account) => account.email) },
};

/**
 * The accounts a caller may add: any account for platform staff; for anyone
 * else the accounts of no company that are not platform staff, and its own
 * company's members (which are then refused as members already): any other
 * account is unknown to it.
 */
function addable(ctx: Ctx, company: Company, account: Account): boolean {
  if (ctx.reach.all) return true;
  if (account.companyId === company.id) return true;
  return account.companyId === '' && !holdsPlatformRole(ctx.state.roles, account);
}

/**
 * `{ ids, roleId? }`: accounts of no company join it with the role (Member
 * when left out, none for null); an unknown id (for a caller who is not
 * platform staff: another company's account, a platform account too) is
 * 40401, an account of a company 40901, and nothing changes.
 */
function addMembers(ctx: Ctx, company: Company) {
  const input = requireObject(ctx.body);
  const ids = requireIds(input, MEMBER_IDS_MAX);
  const chosen = roleInput(ctx, input);
  const role = chosen === undefined ? defaultRole(ctx.state) : (chosen ?? undefined);
  const accounts = ids.map((id) => ctx.state.accounts.find((account) => account.id === id && addable(ctx, company, account)));
  if (accounts.some((account) => account === undefined)) throw new SimError(STATUS.NOT_FOUND, 'account not found');
  const taken = (accounts as Account[]).filter((account) => account.companyId !== '');
  if (taken.length > 0) {
    throw new SimError(STATUS.CONFLICT, 'already a member of a company', { fields: { ids: 'exists' }, ids: taken.map((account) => account.id) });
  }
  for (const account of accounts as Account[]) {
    account.companyId = company.id;
    applyRole(account, role);
  }
  return { added: accounts.length };
}

export const enterpriseRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/base/enterprise',
    scope: 'own-company',
    permission: ENTERPRISE_KEYS.info,
    handle: (ctx) => enterpriseView(ctx.state, ownCompany(ctx)),
  },
  {
    method: 'PUT',
    path: '/base/enterprise',
    scope: 'own-company',
    permission: ENTERPRISE_KEYS.edit,
    handle: (ctx) => {
      const company = ownCompany(ctx);
      Object.assign(company, editedCompany(ctx, requireObject(ctx.body), company), { updatedAt: ctx.now });
      return enterpriseView(ctx.state, company);
    },
  },
  {
    method: 'POST',
    path: '/base/enterprise/member/page',
    scope: 'own-company',
    permission: ENTERPRISE_KEYS.viewMembers,
    handle: (ctx) => pageOf(membersOf(ctx.state, ownCompany(ctx)), requireObject(ctx.body), MEMBER_SPEC, memberRow),
  },
  {
    method: 'POST',
    path: '/base/enterprise/member/candidate/page',
    scope: 'own-company',
    permission: ENTERPRISE_KEYS.addMembers,
    handle: (ctx) => {
      const company = ownCompany(ctx);
      const free = ctx.state.accounts.filter((account) => account.companyId === '' && addable(ctx, company, account));
      return pageOf(free, requireObject(ctx.body), CANDIDATE_SPEC, candidateRow);
    },
  },
  {
    method: 'POST',
    path: '/base/enterprise/member',
    scope: 'own-company',
    permission: ENTERPRISE_KEYS.addMembers,
    handle: (ctx) => addMembers(ctx, ownCompany(ctx)),
  },
  {
    method: 'DELETE',
    path: '/base/enterprise/member',
    scope: 'own-company',
    permission: ENTERPRISE_KEYS.removeMembers,
    handle: (ctx) => {
      const members = membersOfIds(ctx.state, ownCompany(ctx), requireObject(ctx.body));
      refuseSelf(ctx, members, 'ids', 'remove');
      refusePlatformAccounts(ctx, members);
      for (const account of members) {
        account.companyId = '';
        applyRole(account, undefined);
      }
      return { removed: members.length };
    },
  },
  {
    method: 'POST',
    path: '/base/enterprise/member/excel/file',
    scope: 'own-company',
    audit: { action: 'import' },
    permission: ENTERPRISE_KEYS.import,
    handle: (ctx) => importMembers(ctx, ownCompany(ctx)),
  },
];

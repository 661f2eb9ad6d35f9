/**
 * Registration: desktop (POST /person/register, then POST /person/account with
 * the profileToken), mobile (one POST /person/h5/register), by invitation
 * (`inviteCode`), and the companies a new member may join.
 */
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import type { RouteDef } from '../router';
import {
  accountByEmail,
  applyRole,
  companyName,
  findRole,
  hashPassword,
  newAccountFields,
  newSalt,
  newToken,
  PROFILE_TOKEN_TTL_MS,
  sameEmail,
  type Account,
  type Invitation,
  type Role,
  type SimState,
} from '../store';
import { SimError } from '../types';
import { checkCode, consumeCode } from './codes';
import {
  fieldError,
  optionalText,
  pageInput,
  requireCode,
  requireEmail,
  requireName,
  requireNewPassword,
  requireObject,
  requirePhone,
  requireString,
  JOB_NUMBER_MAX,
} from './validate';

/**
 * The invitation behind `code`: unknown 40401; used once already 40001
 * `fields[field] = 'used'`; past its expiry 40001 `fields[field] = 'expired'`.
 */
export function liveInvitation(state: SimState, code: string, now: number, field: string): Invitation {
  const invitation = state.invitations.get(code);
  if (!invitation) throw new SimError(STATUS.NOT_FOUND, 'invitation not found');
  if (invitation.usedBy !== undefined) throw fieldError(field, 'used', 'invitation already used');
  if (invitation.expiresAt <= now) throw fieldError(field, 'expired', 'invitation expired');
  return invitation;
}

/** The invitation's role now: its role, unless that role was deleted since (then none). */
export function invitationRole(state: SimState, invitation: Invitation) {
  return invitation.roleId === '' ? undefined : findRole(state, invitation.roleId);
}

function refuseRegistered(state: SimState, email: string): void {
  if (accountByEmail(state, email)) {
    throw new SimError(STATUS.CONFLICT, 'email already registered', { fields: { emailName: 'registered' } });
  }
}

export interface NewAccount {
  email: string;
  /** Undefined: none yet (an imported member sets one through password recovery). */
  password: string | undefined;
  name: string;
  phone: string;
  jobNumber?: string;
  companyId: string;
  /** Undefined: no role (the new-member keys). */
  role: Role | undefined;
}

/** A new account: the next id from 2001, the email as its account, the role's keys (or the new-member keys). */
export function createAccount(state: SimState, input: NewAccount, now: number): Account {
  const salt = newSalt();
  const account: Account = {
    ...newAccountFields(now),
    id: String(state.nextAccountId),
    account: input.email,
    name: input.name,
    salt,
    // No password hashes to ''.
    passwordHash: input.password === undefined ? '' : hashPassword(input.password, salt),
    email: input.email,
    phone: input.phone,
    jobNumber: input.jobNumber ?? '',
    companyId: input.companyId,
  };
  applyRole(account, input.role);
  state.nextAccountId += 1;
  state.accounts.push(account);
  return account;
}

function optionalInviteCode(input: Record<string, unknown>): string | undefined {
  const value = input.inviteCode;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw fieldError('inviteCode', 'invalid', 'inviteCode must be text');
  return value;
}

/** What both registrations read first, in this order: a free email, its code, a password by the rule. */
function newAccountRequest(input: Record<string, unknown>, state: SimState) {
  const email = requireEmail(input);
  refuseRegistered(state, email);
  const code = requireCode(input);
  const password = requireNewPassword(input);
  return { email, code, password };
}

export const registerRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/person/register',
    scope: 'public',
    public: true,
    handle: ({ body, state, now }): Schema<'Registered'> => {
      const input = requireObject(body);
      const { email, code, password } = newAccountRequest(input, state);
      const inviteCode = optionalInviteCode(input);
      const invitation = inviteCode === undefined ? undefined : liveInvitation(state, inviteCode, now, 'inviteCode');
      if (invitation?.email && !sameEmail(invitation.email, email)) {
        throw fieldError('emailName', 'mismatch', 'This invitation was sent to another email');
      }
      checkCode(state, 'register', email, code, now);
      consumeCode(state, 'register', email);
      const account = createAccount(
        state,
        {
          email,
          password,
          // Until the profile is completed, the account shows as its email.
          name: email,
          phone: '',
          companyId: invitation?.companyId ?? '',
          role: invitation && invitationRole(state, invitation),
        },
        now,
      );
      if (invitation) {
        invitation.usedBy = account.id;
        invitation.usedAt = now;
      }
      const profileToken = newToken();
      state.profileTokens.set(profileToken, {
        token: profileToken,
        accountId: account.id,
        expiresAt: now + PROFILE_TOKEN_TTL_MS,
        inviteCode: invitation?.code,
      });
      return { id: account.id, account: account.account, profileToken };
    },
  },
  {
    method: 'POST',
    path: '/base/person/account',
    scope: 'public',
    audit: { action: 'update' },
    public: true,
    handle: ({ body, state, now }): Schema<'AccountCreated'> => {
      const input = requireObject(body);
      const token = requireString(input, 'profileToken', 200);
      const grant = state.profileTokens.get(token);
      const account = grant && state.accounts.find((candidate) => candidate.id === grant.accountId);
      if (!grant || !account) {
        throw fieldError('profileToken', 'mismatch', 'This registration can no longer be completed');
      }
      if (grant.expiresAt <= now) {
        state.profileTokens.delete(token);
        throw fieldError('profileToken', 'expired', 'This registration has expired, please log in');
      }
      const name = requireName(input);
      const phone = requirePhone(input);
      const jobNumber = optionalText(input, 'jobNumber', JOB_NUMBER_MAX);
      let companyId = account.companyId;
      // An invitation's company wins over the one picked.
      if (grant.inviteCode === undefined) {
        const picked = optionalText(input, 'companyId', 100);
        if (picked) {
          if (!state.companies.some((company) => company.id === picked)) {
            throw fieldError('companyId', 'invalid', 'Unknown company');
          }
          companyId = picked;
        }
      }
      account.name = name;
      account.phone = phone;
      account.companyId = companyId;
      if (jobNumber !== undefined) account.jobNumber = jobNumber;
      state.profileTokens.delete(token);
      return { id: account.id, account: account.account };
    },
  },
  {
    method: 'POST',
    path: '/base/person/h5/register',
    scope: 'public',
    public: true,
    handle: ({ body, state, now }): Schema<'AccountCreated'> => {
      const input = requireObject(body);
      const { email, code, password } = newAccountRequest(input, state);
      const name = requireName(input);
      const phone = requirePhone(input);
      checkCode(state, 'register', email, code, now);
      consumeCode(state, 'register', email);
      const account = createAccount(state, { email, password, name, phone, companyId: '', role: undefined }, now);
      return { id: account.id, account: account.account };
    },
  },
  {
    method: 'POST',
    path: '/base/person/no/exist/customer/page',
    scope: 'public',
    public: true,
    handle: ({ body, state }) => {
      const input = body === undefined ? {} : requireObject(body);
      const { pageNumber, pageSize } = pageInput(input);
      const name = (optionalText(input, 'name', 100) ?? '').toLowerCase();
      const matching = state.companies.filter((company) => company.name.toLowerCase().includes(name));
      const start = (pageNumber - 1) * pageSize;
      return {
        items: matching.slice(start, start + pageSize).map((company): Schema<'CompanyOption'> => ({ id: company.id, name: company.name })),
        totalCount: matching.length,
      };
    },
  },
  {
    method: 'GET',
    path: '/base/person/invite/{code}',
    scope: 'public',
    public: true,
    handle: ({ params, state, now }): Schema<'Invite'> => {
      const invitation = liveInvitation(state, params.code, now, 'code');
      return {
        code: invitation.code,
        companyName: companyName(state, invitation.companyId),
        roleName: invitationRole(state, invitation)?.name ?? '',
        ...(invitation.email ? { email: invitation.email } : {}),
        expiresAt: invitation.expiresAt,
      };
    },
  },
];

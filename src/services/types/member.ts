/** Members and invitations (specification section 3; shapes in docs/api.md "Members", "Invitations", "Enterprise"). */
import type { StatusColor } from './enumeration';

/** Gender is a word on the wire: each value one named constant and one translation id. */
export const GENDER = { MALE: 'male', FEMALE: 'female', UNSAID: '' } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];

export const GENDER_ENTRIES: ReadonlyArray<{ value: Gender; id: string }> = [
  { value: GENDER.MALE, id: 'account.gender.male' },
  { value: GENDER.FEMALE, id: 'account.gender.female' },
];

export function genderId(gender: string | null | undefined): string {
  return GENDER_ENTRIES.find((entry) => entry.value === gender)?.id ?? 'person.gender.unsaid';
}

/** A member row (the lists, the export). `roleId`/`roleName` are '' for no role; `lastLoginAt` null for never. */
export interface MemberRow {
  id: string;
  account: string;
  name: string;
  gender: Gender;
  email: string;
  phone: string;
  jobNumber: string;
  roleId: string;
  roleName: string;
  /** The device usage level, a whole number from 0. */
  deviceLevel: number;
  enabled: boolean;
  /** Locked after five wrong passwords in a row, until unlocked. */
  locked: boolean;
  createdAt: number;
  lastLoginAt: number | null;
}

/** GET /person/view/more/{id}. */
export interface MemberDetail extends MemberRow {
  companyId: string;
  companyName: string;
  lockedAt: number | null;
  headVersion: number;
  /** The keys the member holds now (its role's). */
  permissions: string[];
}

/** PUT /person/{id}. */
export interface MemberInput {
  name: string;
  phone: string;
  email: string;
  gender?: Gender;
  jobNumber?: string;
  roleId?: string | null;
  deviceLevel?: number;
}

export interface MemberFilters {
  keyword: string;
  roleId: string;
  locked: boolean;
  enabled: boolean;
  gender: Gender | Gender[];
}

/** An account of no company, a candidate of POST /enterprise/member. */
export interface Candidate {
  id: string;
  account: string;
  name: string;
  email: string;
  phone: string;
  createdAt: number;
}

export interface CandidateFilters {
  keyword: string;
}

/** The answer of an import; a refusal names each bad row (the header is row 1) and every bad cell's reason word. */
export interface ImportResult {
  added: number;
  ids: string[];
}

export interface ImportRowProblem {
  row: number;
  fields: Record<string, string>;
}

export const INVITATION_STATE = { PENDING: 'pending', USED: 'used', EXPIRED: 'expired' } as const;
export type InvitationState = (typeof INVITATION_STATE)[keyof typeof INVITATION_STATE];

export const INVITATION_STATE_ENTRIES: ReadonlyArray<{ value: InvitationState; id: string; color: StatusColor }> = [
  { value: INVITATION_STATE.PENDING, id: 'person.invite.state.pending', color: 'processing' },
  { value: INVITATION_STATE.USED, id: 'person.invite.state.used', color: 'success' },
  { value: INVITATION_STATE.EXPIRED, id: 'person.invite.state.expired', color: 'default' },
];

/** An invitation: `email` null for one by link; `link` is the console path `/registry/{code}`. */
export interface Invitation {
  code: string;
  link: string;
  email: string | null;
  roleId: string;
  roleName: string;
  state: InvitationState;
  createdAt: number;
  expiresAt: number;
  usedBy: string | null;
  usedByName: string | null;
  usedAt: number | null;
}

export interface InvitationFilters {
  keyword: string;
  state: InvitationState | InvitationState[];
}

/** POST /person/invite: no email for an invitation by link; roleId left out is Member, null none. */
export interface InvitationInput {
  email?: string;
  roleId?: string | null;
}

/** The role a new member gets when the form leaves it (docs/api.md: `r3` Member). */
/** The member import's columns (field names, as the template writes them) -> the dictionary id of their title, as the list and its export name them. */
export const IMPORT_COLUMN_TITLES = {
  name: 'account.name',
  email: 'account.email',
  phone: 'account.phone',
  jobNumber: 'account.jobNumber',
  roleName: 'account.role',
  gender: 'account.gender',
} as const;

export const MEMBER_ROLE_ID = 'r3';
/** At most this many ids per batch call (status, unlock, remove, export, add, remove from the company). */
export const MEMBER_BATCH_MAX = 1000;

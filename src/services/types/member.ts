/** Members and invitations (specification section 3): the shapes are docs/openapi.yaml's (tags members, invitations, enterprise). */
import type { PageFilters, Schema } from './contract';
import type { StatusColor } from './enumeration';

/** A page call's filters: its body without the paging and sort fields. */
/** Gender is a word on the wire: each value one named constant and one translation id. */
export type Gender = Schema<'Gender'>;
export const GENDER = { MALE: 'male', FEMALE: 'female', UNSAID: '' } as const satisfies Record<string, Gender>;

export const GENDER_ENTRIES: ReadonlyArray<{ value: Gender; id: string }> = [
  { value: GENDER.MALE, id: 'account.gender.male' },
  { value: GENDER.FEMALE, id: 'account.gender.female' },
];

export function genderId(gender: string | null | undefined): string {
  return GENDER_ENTRIES.find((entry) => entry.value === gender)?.id ?? 'person.gender.unsaid';
}

/** A member row (the lists). `roleId`/`roleName` are '' for no role; `lastLoginAt` null for never. */
export type MemberRow = Schema<'MemberRow'>;
/** GET /person/view/more/{id}. */
export type MemberDetail = Schema<'MemberDetail'>;
/** PUT /person/{id}. */
export type MemberInput = Schema<'MemberInput'>;
/** The filters of POST /person/page and POST /enterprise/member/page. */
export type MemberFilters = PageFilters<'MemberPageQuery'>;
/** An account of no company, a candidate of POST /enterprise/member. */
export type Candidate = Schema<'Candidate'>;
export type CandidateFilters = PageFilters<'CandidatePageQuery'>;
/** The answer of an import. */
export type ImportResult = Schema<'ImportResult'>;
/** The answers of the batch calls: how many were changed, removed, added. */
export type MembersUpdated = Schema<'MembersUpdated'>;
export type MembersRemoved = Schema<'MembersRemoved'>;
export type MembersAdded = Schema<'MembersAdded'>;

/**
 * A refused import's `result.rows` entry (the failure's details, see the
 * import's `x-failures`): a bad row (the header is row 1) and every bad
 * cell's reason word.
 */
export interface ImportRowProblem {
  row: number;
  fields: Record<string, Schema<'FieldReason'>>;
}

export type InvitationState = Schema<'InvitationState'>;
export const INVITATION_STATE = { PENDING: 'pending', USED: 'used', EXPIRED: 'expired' } as const satisfies Record<string, InvitationState>;

export const INVITATION_STATE_ENTRIES: ReadonlyArray<{ value: InvitationState; id: string; color: StatusColor }> = [
  { value: INVITATION_STATE.PENDING, id: 'person.invite.state.pending', color: 'processing' },
  { value: INVITATION_STATE.USED, id: 'person.invite.state.used', color: 'success' },
  { value: INVITATION_STATE.EXPIRED, id: 'person.invite.state.expired', color: 'default' },
];

/** An invitation: `email` null for one by link; `link` is the console path `/registry/{code}`. */
export type Invitation = Schema<'Invitation'>;
export type InvitationFilters = PageFilters<'InvitationPageQuery'>;
/** POST /person/invite: no email for an invitation by link; roleId left out is Member, null none. */
export type InvitationInput = Schema<'InvitationInput'>;
/** DELETE /person/invite/{code}: the code revoked. */
export type InvitationRevoked = Schema<'InvitationRevoked'>;

/** The member import's columns (field names, as the template writes them) -> the dictionary id of their title, as the list and its export name them. */
export const IMPORT_COLUMN_TITLES = {
  name: 'account.name',
  email: 'account.email',
  phone: 'account.phone',
  jobNumber: 'account.jobNumber',
  roleName: 'account.role',
  gender: 'account.gender',
} as const;

/** The role a new member gets when the form leaves it (docs/api.md: `r3` Member). */
export const MEMBER_ROLE_ID = 'r3';
/** At most this many ids per batch call (status, unlock, remove, export, add, remove from the company). */
export const MEMBER_BATCH_MAX = 1000;

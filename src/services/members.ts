/**
 * Member calls (docs/api.md "Members", "Invitations", and the company's
 * members from the enterprise side in "Enterprise"; service base).
 */
import { callApi, type DisplayOption, SILENT } from '@/request/pipeline';
import { downloadFile } from '@/utils/download';
import type { Page, PageQuery } from './types/list';
import type {
  Candidate,
  CandidateFilters,
  ImportResult,
  Invitation,
  InvitationFilters,
  InvitationInput,
  InvitationRevoked,
  MemberDetail,
  MemberFilters,
  MemberInput,
  MemberRow,
  MembersAdded,
  MembersRemoved,
  MembersUpdated,
} from './types/member';

export const MEMBER_TEMPLATE_NAME = 'members-template.csv';

function csvForm(file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}

export function fetchMemberPage(query: PageQuery<MemberFilters>) {
  return callApi<Page<MemberRow>>('base', '/person/page', { method: 'POST', data: query });
}

export function fetchMemberDetail(id: string, options: DisplayOption = {}) {
  return callApi<MemberDetail>('base', `/person/view/more/${encodeURIComponent(id)}`, options);
}

/** Form calls report their own failures (onto the form's fields, see showFormFailure). */
export function updateMember(id: string, input: MemberInput) {
  return callApi<MemberDetail>('base', `/person/${encodeURIComponent(id)}`, { method: 'PUT', data: input, ...SILENT });
}

export function setMembersEnabled(ids: string[], enabled: boolean) {
  return callApi<MembersUpdated>('base', '/person/status', { method: 'PUT', data: { ids, enabled } });
}

/**
 * Mails the member a password reset code (purpose `forget`): they choose a new password through
 * "Forgot password". Silent: the caller says why it failed (a code sent a moment ago is a field reason).
 */
export function resetMemberPassword(userId: string) {
  return callApi<{ sent: boolean }>('base', '/person/reset/password', { method: 'PUT', data: { userId }, ...SILENT });
}

export function unlockMembers(ids: string[]) {
  return callApi<MembersUpdated>('base', '/person/unlock/account', { method: 'PUT', data: { ids } });
}

/** The accounts are deleted; nothing is kept (unlike removing them from the company). */
export function removeMembers(ids: string[]) {
  return callApi<MembersRemoved>('base', '/person', { method: 'DELETE', data: { ids } });
}

/** All or none; a refusal (silent) carries `result.rows` for the import dialog to show. */
export function importMembers(file: Blob, fileName: string, onProgress?: (percent: number) => void) {
  return callApi<ImportResult>('base', '/person/excel/file', {
    method: 'POST',
    data: csvForm(file, fileName),
    onUploadProgress: onProgress,
    ...SILENT,
  });
}

export function downloadMemberTemplate() {
  return downloadFile('base', '/person/excel/template', MEMBER_TEMPLATE_NAME);
}

export function createInvitation(input: InvitationInput) {
  return callApi<Invitation>('base', '/person/invite', { method: 'POST', data: input, ...SILENT });
}

export function fetchInvitationPage(query: PageQuery<InvitationFilters>) {
  return callApi<Page<Invitation>>('base', '/person/invite/page', { method: 'POST', data: query });
}

/** The invitation is gone: its link answers as an unknown code. */
export function revokeInvitation(code: string) {
  return callApi<InvitationRevoked>('base', `/person/invite/${encodeURIComponent(code)}`, { method: 'DELETE' });
}

/** The invitation again under a new code, valid 14 days from now (mailed again when it has an email); the old code stops working. */
export function resendInvitation(code: string) {
  return callApi<Invitation>('base', `/person/invite/${encodeURIComponent(code)}/resend`, { method: 'POST' });
}

// The company's members from the enterprise side (keys below platform:enterprise:info).

export function fetchCompanyMemberPage(query: PageQuery<MemberFilters>) {
  return callApi<Page<MemberRow>>('base', '/enterprise/member/page', { method: 'POST', data: query });
}

export function fetchCandidatePage(query: PageQuery<CandidateFilters>) {
  return callApi<Page<Candidate>>('base', '/enterprise/member/candidate/page', { method: 'POST', data: query });
}

/** The accounts join the company with the role (Member when left out, none for null). */
export function addCompanyMembers(ids: string[], roleId?: string | null) {
  return callApi<MembersAdded>('base', '/enterprise/member', {
    method: 'POST',
    data: roleId === undefined ? { ids } : { ids, roleId },
    ...SILENT,
  });
}

/** They keep their account, without company and role. */
export function removeCompanyMembers(ids: string[]) {
  return callApi<MembersRemoved>('base', '/enterprise/member', { method: 'DELETE', data: { ids } });
}

export function importCompanyMembers(file: Blob, fileName: string, onProgress?: (percent: number) => void) {
  return callApi<ImportResult>('base', '/enterprise/member/excel/file', {
    method: 'POST',
    data: csvForm(file, fileName),
    onUploadProgress: onProgress,
    ...SILENT,
  });
}

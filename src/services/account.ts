/**
 * Account calls of docs/api.md: email codes, registration (desktop, mobile,
 * invitation), password recovery, and the signed-in account. Passwords are
 * always encrypted here, never passed on in clear.
 */
import { callApi, type CallOptions } from '@/request/pipeline';
import { encryptPassword } from '@/utils/password';
import { fetchPublicKey } from './auth';
import type { Page } from './types/list';

/** Failures here are shown by the forms themselves (field errors), not as messages. */
const SILENT: Pick<CallOptions, 'errorDisplay'> = { errorDisplay: 'silent' };

export type CodePurpose = 'register' | 'forget';

export interface CodeSent {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export interface EncryptedPassword {
  password: string;
  keyId: string;
}

export async function encryptForServer(password: string): Promise<EncryptedPassword> {
  const { keyId, publicKey } = await fetchPublicKey();
  return { keyId, password: await encryptPassword(password, publicKey) };
}

export function sendCode(purpose: CodePurpose, emailName: string): Promise<CodeSent> {
  const path = purpose === 'register' ? '/person/register/email/code' : '/person/forget/password/email/code';
  return callApi<CodeSent>('base', path, { method: 'POST', data: { emailName }, publicEndpoint: true, ...SILENT });
}

export function checkCode(purpose: CodePurpose, emailName: string, code: string): Promise<{ valid: boolean }> {
  return callApi('base', `/person/email/code/${encodeURIComponent(emailName)}/${encodeURIComponent(code)}`, {
    params: { purpose },
    publicEndpoint: true,
    ...SILENT,
  });
}

export interface Registered {
  id: string;
  account: string;
  profileToken: string;
}

export function register(input: { emailName: string; code: string; inviteCode?: string } & EncryptedPassword) {
  return callApi<Registered>('base', '/person/register', { method: 'POST', data: input, publicEndpoint: true, ...SILENT });
}

export interface Profile {
  name: string;
  phone: string;
  companyId?: string;
  jobNumber?: string;
}

export function completeProfile(profileToken: string, profile: Profile) {
  return callApi<{ id: string; account: string }>('base', '/person/account', {
    method: 'POST',
    data: { profileToken, ...profile },
    publicEndpoint: true,
    ...SILENT,
  });
}

export function registerH5(input: { emailName: string; code: string; name: string; phone: string } & EncryptedPassword) {
  return callApi<{ id: string; account: string }>('base', '/person/h5/register', {
    method: 'POST',
    data: input,
    publicEndpoint: true,
    ...SILENT,
  });
}

export interface Company {
  id: string;
  name: string;
}


export function searchCompanies(name: string, pageNumber = 1, pageSize = 10) {
  return callApi<Page<Company>>('base', '/person/no/exist/customer/page', {
    method: 'POST',
    data: { pageNumber, pageSize, ...(name ? { name } : {}) },
    publicEndpoint: true,
  });
}

export interface Invite {
  code: string;
  companyName: string;
  roleName: string;
  email?: string;
  expiresAt: number;
}

export function fetchInvite(code: string) {
  return callApi<Invite>('base', `/person/invite/${encodeURIComponent(code)}`, { publicEndpoint: true, ...SILENT });
}

export function resetForgottenPassword(input: { emailName: string; code: string } & EncryptedPassword) {
  return callApi<null>('base', '/person/forget/password', { method: 'PUT', data: input, publicEndpoint: true, ...SILENT });
}

export interface Center {
  id: string;
  account: string;
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female' | '';
  jobNumber: string;
  companyName: string;
  roleName: string;
  headVersion: number;
}

export function fetchCenter() {
  return callApi<Center>('base', '/person/center');
}

export function updateBase(input: { name: string; phone: string; gender?: string; jobNumber?: string }) {
  return callApi<Center>('base', '/person/base', { method: 'PUT', data: input, ...SILENT });
}

export async function changePassword(oldPassword: string, newPassword: string) {
  const { keyId, publicKey } = await fetchPublicKey();
  const [oldCipher, newCipher] = await Promise.all([
    encryptPassword(oldPassword, publicKey),
    encryptPassword(newPassword, publicKey),
  ]);
  return callApi<null>('base', '/person/password', {
    method: 'PUT',
    data: { oldPassword: oldCipher, password: newCipher, keyId },
    ...SILENT,
  });
}

export function uploadAvatar(file: Blob, fileName: string, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file, fileName);
  return callApi<{ headVersion: number }>('base', '/person/head', {
    method: 'POST',
    data: form,
    onUploadProgress: onProgress,
    ...SILENT,
  });
}

/** The avatar image, or undefined when there is none (40401, silent). */
export async function fetchAvatar(userId: string): Promise<Blob | undefined> {
  try {
    return await callApi<Blob>('base', `/person/${encodeURIComponent(userId)}/head`, {
      responseType: 'blob',
      errorDisplay: 'silent',
    });
  } catch {
    return undefined;
  }
}

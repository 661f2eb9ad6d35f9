/**
 * Account calls of docs/api.md: email codes, registration (desktop, mobile,
 * invitation), password recovery, and the signed-in account. Passwords are
 * always encrypted here, never passed on in clear.
 */
import { callApi, SILENT } from '@/request/pipeline';
import { encryptPassword } from '@/utils/password';
import { fetchPublicKey } from './auth';
import type { Schema } from './types/contract';
import type { Page } from './types/list';

/** Failures here are shown by the forms themselves (field errors), not as messages. */
export type CodePurpose = Schema<'CodePurpose'>;
export type CodeSent = Schema<'CodeSent'>;
export type CodeValid = Schema<'CodeValid'>;
export type RegisterInput = Schema<'RegisterInput'>;
export type Registered = Schema<'Registered'>;
export type ProfileInput = Schema<'ProfileInput'>;
/** The profile form's values: the body of completeProfile without its token. */
export type Profile = Omit<ProfileInput, 'profileToken'>;
export type RegisterMobileInput = Schema<'RegisterMobileInput'>;
export type AccountCreated = Schema<'AccountCreated'>;
/** A company a new member may join. */
export type Company = Schema<'CompanyOption'>;
export type Invite = Schema<'Invite'>;
export type ForgottenPasswordInput = Schema<'ForgottenPasswordInput'>;
export type Center = Schema<'Center'>;
export type BaseInput = Schema<'BaseInput'>;
export type AvatarVersion = Schema<'AvatarVersion'>;

/** A password as it goes out: the cipher and the key it was made with. */
export type EncryptedPassword = Pick<RegisterInput, 'password' | 'keyId'>;

export async function encryptForServer(password: string): Promise<EncryptedPassword> {
  const { keyId, publicKey } = await fetchPublicKey();
  return { keyId, password: await encryptPassword(password, publicKey) };
}

export function sendCode(purpose: CodePurpose, emailName: string): Promise<CodeSent> {
  const path = purpose === 'register' ? '/person/register/email/code' : '/person/forget/password/email/code';
  return callApi<CodeSent>('base', path, { method: 'POST', data: { emailName }, publicEndpoint: true, ...SILENT });
}

export function checkCode(purpose: CodePurpose, emailName: string, code: string): Promise<CodeValid> {
  return callApi<CodeValid>('base', `/person/email/code/${encodeURIComponent(emailName)}/${encodeURIComponent(code)}`, {
    params: { purpose },
    publicEndpoint: true,
    ...SILENT,
  });
}

export function register(input: RegisterInput) {
  return callApi<Registered>('base', '/person/register', { method: 'POST', data: input, publicEndpoint: true, ...SILENT });
}

export function completeProfile(profileToken: string, profile: Profile) {
  const data: ProfileInput = { profileToken, ...profile };
  return callApi<AccountCreated>('base', '/person/account', {
    method: 'POST',
    data,
    publicEndpoint: true,
    ...SILENT,
  });
}

export function registerH5(input: RegisterMobileInput) {
  return callApi<AccountCreated>('base', '/person/h5/register', {
    method: 'POST',
    data: input,
    publicEndpoint: true,
    ...SILENT,
  });
}

export function searchCompanies(name: string, pageNumber = 1, pageSize = 10) {
  return callApi<Page<Company>>('base', '/person/no/exist/customer/page', {
    method: 'POST',
    data: { pageNumber, pageSize, ...(name ? { name } : {}) },
    publicEndpoint: true,
  });
}

export function fetchInvite(code: string) {
  return callApi<Invite>('base', `/person/invite/${encodeURIComponent(code)}`, { publicEndpoint: true, ...SILENT });
}

export function resetForgottenPassword(input: ForgottenPasswordInput) {
  return callApi<null>('base', '/person/forget/password', { method: 'PUT', data: input, publicEndpoint: true, ...SILENT });
}

export function fetchCenter() {
  return callApi<Center>('base', '/person/center');
}

export function updateBase(input: BaseInput) {
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
  return callApi<AvatarVersion>('base', '/person/head', {
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
      ...SILENT,
    });
  } catch {
    return undefined;
  }
}

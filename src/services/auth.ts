/** Authentication calls (API.md): public key, login, logout. */
import { callApi } from '@/request/pipeline';
import type { CurrentUser } from '@/request/storage';
import { encryptPassword } from '@/utils/password';

export interface PublicKey {
  keyId: string;
  publicKey: string;
}

export function fetchPublicKey(): Promise<PublicKey> {
  return callApi<PublicKey>('base', '/auth/public-key', { publicEndpoint: true, errorDisplay: 'silent' });
}

export interface Credentials {
  account: string;
  password: string;
}

/** Encrypts the password with the server's public key, then logs in. Failures are not shown here. */
export async function login({ account, password }: Credentials): Promise<CurrentUser> {
  const { keyId, publicKey } = await fetchPublicKey();
  const cipher = await encryptPassword(password, publicKey);
  return callApi<CurrentUser>('base', '/auth/login', {
    method: 'POST',
    data: { account, password: cipher, keyId },
    publicEndpoint: true,
    errorDisplay: 'silent',
  });
}

/** Silent: a failed logout, one told the session is already gone included, counts as success (section 4). */
export function logout(): Promise<null> {
  return callApi<null>('base', '/auth/logout', { method: 'POST', data: {}, errorDisplay: 'silent', endsSession: true });
}

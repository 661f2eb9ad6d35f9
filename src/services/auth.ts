/** Authentication calls (API.md): public key, login, logout. */
import { ApiError } from '@/request/errors';
import { callApi, SILENT } from '@/request/pipeline';
import { toCurrentUser, type CurrentUser } from '@/request/storage';
import { encryptPassword } from '@/utils/password';
import type { Schema } from './types/contract';

export type PublicKey = Schema<'PublicKey'>;
/** The login answer; the console keeps it as its CurrentUser (storage.ts). */
export type LoginResult = Schema<'LoginResult'>;

export function fetchPublicKey(): Promise<PublicKey> {
  return callApi<PublicKey>('base', '/auth/public-key', { publicEndpoint: true, ...SILENT });
}

/** What the login form holds: the password in clear, encrypted here before it goes out. */
export interface Credentials {
  account: string;
  password: string;
}

/**
 * Encrypts the password with the server's public key, then logs in. Failures are not shown here.
 * The answer becomes the current user with its company and role type (the tenant boundary the console draws by).
 */
export async function login({ account, password }: Credentials): Promise<CurrentUser> {
  const { keyId, publicKey } = await fetchPublicKey();
  const cipher = await encryptPassword(password, publicKey);
  const answer = await callApi<LoginResult>('base', '/auth/login', {
    method: 'POST',
    data: { account, password: cipher, keyId },
    publicEndpoint: true,
    ...SILENT,
  });
  const user = toCurrentUser(answer);
  if (!user) throw new ApiError({ kind: 'request', reason: 'Malformed response' });
  return user;
}

/** Silent: a failed logout, one told the session is already gone included, counts as success (section 4). */
export function logout(): Promise<null> {
  return callApi<null>('base', '/auth/logout', { method: 'POST', data: {}, ...SILENT, endsSession: true });
}

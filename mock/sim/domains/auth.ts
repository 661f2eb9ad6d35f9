/** Authentication: public key, login (RSA-OAEP password), logout. */
import { randomBytes } from 'node:crypto';
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import { decryptPassword, keyPair } from '../keys';
import type { RouteDef } from '../router';
import { hashPassword, LOGIN_ATTEMPTS_MAX, newToken, SESSION_TTL_MS } from '../store';
import { SimError } from '../types';
import { requireKeyId, requireObject, requireString } from './validate';

export const authRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/base/auth/public-key',
    scope: 'public',
    public: true,
    handle: (): Schema<'PublicKey'> => ({ keyId: keyPair().keyId, publicKey: keyPair().publicKeyPem }),
  },
  {
    method: 'POST',
    path: '/base/auth/login',
    scope: 'public',
    audit: { action: 'signIn' },
    public: true,
    handle: ({ body, state, now }): Schema<'LoginResult'> => {
      const input = requireObject(body);
      const account = requireString(input, 'account', 50);
      const cipher = requireString(input, 'password', 4096);
      // An unknown key: 40001 `fields.keyId = 'invalid'`.
      requireKeyId(input);
      let password: string;
      try {
        password = decryptPassword(cipher);
      } catch {
        throw new SimError(STATUS.VALIDATION_FAILED, 'Password is not RSA-OAEP encrypted');
      }
      // The account name, or the account's email (case-insensitive).
      const byEmail = account.toLowerCase();
      const user =
        state.accounts.find((candidate) => candidate.account === account) ??
        state.accounts.find((candidate) => candidate.email.toLowerCase() === byEmail);
      if (!user || hashPassword(password, user.salt) !== user.passwordHash) {
        // LOGIN_ATTEMPTS_MAX wrong passwords in a row lock a known account.
        if (user && !user.locked) {
          user.failedLogins += 1;
          if (user.failedLogins >= LOGIN_ATTEMPTS_MAX) {
            user.locked = true;
            user.lockedAt = now;
          }
        }
        throw new SimError(STATUS.VALIDATION_FAILED, 'Wrong account or password', {
          fields: { password: 'wrong' },
        });
      }
      if (!user.enabled) {
        throw new SimError(STATUS.VALIDATION_FAILED, 'This account is disabled', { fields: { account: 'disabled' } });
      }
      if (user.locked) {
        throw new SimError(STATUS.VALIDATION_FAILED, 'This account is locked, ask an administrator to unlock it', {
          fields: { account: 'locked' },
        });
      }
      user.failedLogins = 0;
      user.lastLoginAt = now;
      const session = {
        token: newToken(),
        userId: user.id,
        signSecret: randomBytes(32).toString('hex'),
        expiresAt: now + SESSION_TTL_MS,
        revoked: false,
      };
      state.sessions.set(session.token, session);
      return {
        id: user.id,
        token: session.token,
        account: user.account,
        name: user.name,
        signSecret: session.signSecret,
        // The tenant boundary the console draws by (docs/api.md): the server enforces it whatever the console shows.
        companyId: user.companyId,
        roleType: state.roles.find((role) => role.id === user.roleId)?.type ?? '',
      };
    },
  },
  {
    method: 'POST',
    path: '/base/auth/logout',
    scope: 'self',
    audit: { action: 'signOut' },
    handle: ({ session }) => {
      if (session) session.revoked = true;
      return null;
    },
  },
];

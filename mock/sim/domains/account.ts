/**
 * The signed-in account (center, base data, password, avatar) and password
 * recovery (forgotten by the member, or a reset code sent by an administrator).
 * Recovery never tells whether an account exists: an unknown email is
 * answered as a known one (codes.ts), and its reset as a wrong code.
 */
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import type { Ctx, RouteDef } from '../router';
import {
  accountByEmail,
  AVATAR_MAX_BYTES,
  companyName,
  hashPassword,
  newSalt,
  type Account,
  type SimState,
} from '../store';
import { RawReply, SimError } from '../types';
import { holdsPlatformRole, reaches } from '../reach';
import { checkCode, consumeCode, issueCode, wrongCode } from './codes';
import {
  decryptField,
  fieldError,
  imageMime,
  JOB_NUMBER_MAX,
  optionalGender,
  optionalText,
  requireCode,
  requireEmail,
  requireKeyId,
  requireName,
  requireNewPassword,
  requireObject,
  requirePhone,
  requireString,
} from './validate';

/** Reads the other members' avatars. */
export const PERSON_LIST_KEY = 'platform:person:list';
/** Sends a member a reset code. */
export const PERSON_EDIT_KEY = 'platform:person:list:edit';

function signedIn(ctx: Ctx): Account {
  // The dispatcher only calls a handler without a user for public routes.
  if (!ctx.user) throw new SimError(STATUS.TOKEN_INVALID, 'Token invalid');
  return ctx.user;
}

export function center(state: SimState, account: Account): Schema<'Center'> {
  return {
    id: account.id,
    account: account.account,
    name: account.name,
    email: account.email,
    phone: account.phone,
    gender: account.gender,
    jobNumber: account.jobNumber,
    companyName: companyName(state, account.companyId),
    roleName: account.roleName,
    headVersion: account.head?.version ?? 0,
  };
}

function setPassword(account: Account, password: string): void {
  account.salt = newSalt();
  account.passwordHash = hashPassword(password, account.salt);
}

export const accountRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/base/person/center',
    scope: 'self',
    permission: 'personBase',
    handle: (ctx) => center(ctx.state, signedIn(ctx)),
  },
  {
    method: 'PUT',
    path: '/base/person/base',
    scope: 'self',
    permission: 'personBase',
    handle: (ctx) => {
      const account = signedIn(ctx);
      const input = requireObject(ctx.body);
      const name = requireName(input);
      const phone = requirePhone(input);
      const gender = optionalGender(input);
      const jobNumber = optionalText(input, 'jobNumber', JOB_NUMBER_MAX);
      account.name = name;
      account.phone = phone;
      if (gender !== undefined) account.gender = gender;
      if (jobNumber !== undefined) account.jobNumber = jobNumber;
      return center(ctx.state, account);
    },
  },
  {
    method: 'PUT',
    path: '/base/person/password',
    scope: 'self',
    permission: 'personBase',
    handle: (ctx) => {
      const account = signedIn(ctx);
      const input = requireObject(ctx.body);
      requireKeyId(input);
      const oldPassword = decryptField(input, 'oldPassword');
      if (hashPassword(oldPassword, account.salt) !== account.passwordHash) {
        throw fieldError('oldPassword', 'wrong', 'The old password is wrong');
      }
      setPassword(account, requireNewPassword(input));
      return null;
    },
  },
  {
    method: 'POST',
    path: '/base/person/head',
    scope: 'self',
    audit: { action: 'upload' },
    permission: 'personBase',
    handle: (ctx) => {
      const account = signedIn(ctx);
      const file = ctx.files.find((candidate) => candidate.field === 'file');
      if (!file) throw fieldError('file', 'required', 'Choose an image');
      if (file.data.length > AVATAR_MAX_BYTES) throw fieldError('file', 'tooLarge', 'image too large');
      const mime = imageMime(file.data);
      if (!mime) throw fieldError('file', 'type', 'Only PNG or JPEG images');
      account.head = { mime, data: Buffer.from(file.data), version: (account.head?.version ?? 0) + 1 };
      const answer: Schema<'AvatarVersion'> = { headVersion: account.head.version };
      return answer;
    },
  },
  {
    method: 'PUT',
    path: '/base/person/forget/password',
    scope: 'public',
    public: true,
    handle: ({ body, state, now }) => {
      const input = requireObject(body);
      const email = requireEmail(input);
      const code = requireCode(input);
      const password = requireNewPassword(input);
      const account = accountByEmail(state, email);
      // No account: the same answer as a wrong code, so that the call cannot tell who has one.
      if (!account) throw wrongCode();
      checkCode(state, 'forget', account.email, code, now);
      consumeCode(state, 'forget', account.email);
      setPassword(account, password);
      for (const session of state.sessions.values()) {
        if (session.userId === account.id) session.revoked = true;
      }
      return null;
    },
  },
  {
    method: 'PUT',
    path: '/base/person/reset/password',
    scope: 'own-company',
    permission: PERSON_EDIT_KEY,
    handle: ({ body, state, now, user, reach }) => {
      const userId = requireString(requireObject(body), 'userId', 50);
      // Only a member of the administrator's own company, as for every other member call.
      const target = state.accounts.find((account) => account.id === userId && account.companyId === user?.companyId);
      if (!target) throw new SimError(STATUS.NOT_FOUND, 'account not found');
      // Platform staff get a reset code from platform staff only (members.ts refusePlatformAccounts).
      if (!reach.all && holdsPlatformRole(state.roles, target)) {
        throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing', { scope: 'platform' });
      }
      if (!target.email) throw fieldError('userId', 'invalid', 'The member has no email');
      issueCode(state, 'forget', target.email, now, 'userId');
      const sent: Schema<'ResetCodeSent'> = { sent: true };
      return sent;
    },
  },
  // After every literal /base/person/<word>/... route of the same length (see ROUTES).
  {
    method: 'GET',
    path: '/base/person/{id}/head',
    scope: 'person',
    handle: (ctx) => {
      const user = signedIn(ctx);
      if (user.id !== ctx.params.id && !user.permissions.includes(PERSON_LIST_KEY)) {
        throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing', { permission: PERSON_LIST_KEY });
      }
      // Oneself always; anyone else within reach (a platform caller: everyone; any other: its company's members).
      const target = ctx.state.accounts.find(
        (account) => account.id === ctx.params.id && (account.id === user.id || reaches(ctx.reach, account.companyId)),
      );
      if (!target) throw new SimError(STATUS.NOT_FOUND, 'account not found');
      if (!target.head) throw new SimError(STATUS.NOT_FOUND, 'no avatar');
      return new RawReply(target.head.mime, Buffer.from(target.head.data));
    },
  },
];

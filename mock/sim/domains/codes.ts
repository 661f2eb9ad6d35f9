/**
 * Email codes (captcha): 6 digits, valid 10 minutes, one live code per email
 * and purpose, a new one 60 s after the last. Nothing is mailed: every code
 * goes to the outbox (GET /__simulator/outbox).
 *
 * Password recovery never tells whether an account exists: a recovery code
 * asked for an unknown email is answered exactly as for a known one (the
 * same answer, the same 60 s rule, kept by a clock of its own for that
 * email), but nothing is mailed, and checking a code of an unknown email is
 * a wrong code.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import type { RouteDef } from '../router';
import {
  accountByEmail,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  type CodePurpose,
  type SimState,
} from '../store';
import { SimError } from '../types';
import { fieldError, isEmail, requireEmail, requireObject } from './validate';

export const CODE_SENT: Schema<'CodeSent'> = { resendAfterSeconds: CODE_RESEND_MS / 1000, expiresInSeconds: CODE_TTL_MS / 1000 };

function codeKey(purpose: CodePurpose, email: string): string {
  return `${purpose}|${email.toLowerCase()}`;
}

/** 40001 'wrong captcha' `fields.code = 'wrong'`. */
export function wrongCode() {
  return fieldError('code', 'wrong', 'wrong captcha');
}

/**
 * Makes a new code for (purpose, email), replacing the live one, and mails it;
 * `mail` false (an unknown email asking for recovery): only the resend clock
 * starts, with no code that any input matches, and nothing is mailed.
 * Within 60 s of the last code: 40001 `fields[field] = 'tooSoon'` with `retryAfterSeconds`.
 */
export function issueCode(state: SimState, purpose: CodePurpose, email: string, now: number, field = 'emailName', mail = true): void {
  const key = codeKey(purpose, email);
  const live = state.codes.get(key);
  if (live && now - live.sentAt < CODE_RESEND_MS) {
    const retryAfterSeconds = Math.ceil((live.sentAt + CODE_RESEND_MS - now) / 1000);
    throw fieldError(field, 'tooSoon', `Please wait ${retryAfterSeconds} s before asking for a new code`, {
      retryAfterSeconds,
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  state.codes.set(key, { code: mail ? code : '', sentAt: now, expiresAt: now + CODE_TTL_MS });
  if (mail) state.outbox.push({ to: email, purpose, code, sentAt: now });
}

/** The live, unexpired code for (purpose, email) equals `code`; else 40001 'wrong captcha' `fields.code = 'wrong'`. */
export function checkCode(state: SimState, purpose: CodePurpose, email: string, code: string, now: number): void {
  const live = state.codes.get(codeKey(purpose, email));
  const given = Buffer.from(code, 'utf8');
  const matches =
    live !== undefined &&
    live.code !== '' &&
    live.expiresAt > now &&
    given.length === live.code.length &&
    timingSafeEqual(given, Buffer.from(live.code, 'utf8'));
  if (!matches) throw wrongCode();
}

/** A code is good for one registration or one password reset. */
export function consumeCode(state: SimState, purpose: CodePurpose, email: string): void {
  state.codes.delete(codeKey(purpose, email));
}

export const codeRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/person/register/email/code',
    scope: 'public',
    audit: false,
    public: true,
    handle: ({ body, state, now }) => {
      const email = requireEmail(requireObject(body));
      if (accountByEmail(state, email)) {
        throw new SimError(STATUS.CONFLICT, 'email already registered', { fields: { emailName: 'registered' } });
      }
      issueCode(state, 'register', email, now);
      return { ...CODE_SENT };
    },
  },
  {
    method: 'POST',
    path: '/base/person/forget/password/email/code',
    scope: 'public',
    audit: false,
    public: true,
    handle: ({ body, state, now }) => {
      const email = requireEmail(requireObject(body));
      const account = accountByEmail(state, email);
      // The same answer and the same 60 s rule for an unknown email; only a real account gets mail.
      issueCode(state, 'forget', account?.email ?? email, now, 'emailName', account !== undefined);
      return { ...CODE_SENT };
    },
  },
  {
    method: 'GET',
    path: '/base/person/email/code/{emailName}/{code}',
    scope: 'public',
    public: true,
    handle: ({ params, query, state, now }) => {
      const purpose = query.get('purpose');
      if (purpose === null || purpose === '') throw fieldError('purpose', 'required', 'purpose is required');
      if (purpose !== 'register' && purpose !== 'forget') {
        throw fieldError('purpose', 'invalid', "purpose must be 'register' or 'forget'");
      }
      if (!isEmail(params.emailName)) throw fieldError('emailName', 'invalid', 'Email is invalid');
      // Recovery of an unknown email: a wrong code, whatever was typed.
      if (purpose === 'forget' && !accountByEmail(state, params.emailName)) throw wrongCode();
      checkCode(state, purpose, params.emailName, params.code, now);
      const valid: Schema<'CodeValid'> = { valid: true };
      return valid;
    },
  },
];

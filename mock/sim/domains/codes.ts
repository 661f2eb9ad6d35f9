/**
 * Email codes (captcha): 6 digits, valid 10 minutes, one live code per email
 * and purpose, a new one 60 s after the last. Nothing is mailed: every code
 * goes to the outbox (GET /__simulator/outbox).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { STATUS } from '../codes';
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

export const CODE_SENT = { resendAfterSeconds: CODE_RESEND_MS / 1000, expiresInSeconds: CODE_TTL_MS / 1000 };

function codeKey(purpose: CodePurpose, email: string): string {
  return `${purpose}|${email.toLowerCase()}`;
}

/**
 * Makes a new code for (purpose, email), replacing the live one, and mails it.
 * Within 60 s of the last code: 40001 `fields[field] = 'tooSoon'` with `retryAfterSeconds`.
 */
export function issueCode(state: SimState, purpose: CodePurpose, email: string, now: number, field = 'emailName'): void {
  const key = codeKey(purpose, email);
  const live = state.codes.get(key);
  if (live && now - live.sentAt < CODE_RESEND_MS) {
    const retryAfterSeconds = Math.ceil((live.sentAt + CODE_RESEND_MS - now) / 1000);
    throw fieldError(field, 'tooSoon', `Please wait ${retryAfterSeconds} s before asking for a new code`, {
      retryAfterSeconds,
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  state.codes.set(key, { code, sentAt: now, expiresAt: now + CODE_TTL_MS });
  state.outbox.push({ to: email, purpose, code, sentAt: now });
}

/** The live, unexpired code for (purpose, email) equals `code`; else 40001 'wrong captcha' `fields.code = 'wrong'`. */
export function checkCode(state: SimState, purpose: CodePurpose, email: string, code: string, now: number): void {
  const live = state.codes.get(codeKey(purpose, email));
  const given = Buffer.from(code, 'utf8');
  const matches =
    live !== undefined &&
    live.expiresAt > now &&
    given.length === live.code.length &&
    timingSafeEqual(given, Buffer.from(live.code, 'utf8'));
  if (!matches) throw fieldError('code', 'wrong', 'wrong captcha');
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
      if (!account) throw new SimError(STATUS.NOT_FOUND, 'account not found');
      issueCode(state, 'forget', account.email, now);
      return { ...CODE_SENT };
    },
  },
  {
    method: 'GET',
    path: '/base/person/email/code/:emailName/:code',
    scope: 'public',
    public: true,
    handle: ({ params, query, state, now }) => {
      const purpose = query.get('purpose');
      if (purpose === null || purpose === '') throw fieldError('purpose', 'required', 'purpose is required');
      if (purpose !== 'register' && purpose !== 'forget') {
        throw fieldError('purpose', 'invalid', "purpose must be 'register' or 'forget'");
      }
      if (!isEmail(params.emailName)) throw fieldError('emailName', 'invalid', 'Email is invalid');
      checkCode(state, purpose, params.emailName, params.code, now);
      return { valid: true };
    },
  },
];

/** Input checks shared by the domain handlers: every bad input is a 40001 with the field named. */
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import { decryptPassword, keyPair } from '../keys';
import type { AvatarMime, Gender } from '../store';
import { SimError } from '../types';

/** The reason words of the contract (`FieldReason`), the values of `result.fields`. */
export type ReasonWord = Schema<'FieldReason'>;

/** A 40001 naming one field; `extra` goes into `result` next to `fields`. */
export function fieldError(
  field: string,
  word: ReasonWord,
  reason: string,
  extra: Record<string, unknown> = {},
): SimError {
  return new SimError(STATUS.VALIDATION_FAILED, reason, { fields: { [field]: word }, ...extra });
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SimError(STATUS.VALIDATION_FAILED, 'A JSON object body is required');
  }
  return body as Record<string, unknown>;
}

export function requireString(input: Record<string, unknown>, field: string, maxLength: number): string {
  const value = input[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw new SimError(STATUS.VALIDATION_FAILED, `${field} is required`, { fields: { [field]: 'required' } });
  }
  if (value.length > maxLength) {
    throw new SimError(STATUS.VALIDATION_FAILED, `${field} is too long`, { fields: { [field]: 'tooLong' } });
  }
  return value;
}

/** Characters as people count them: Unicode code points, not UTF-16 units. */
export function codePoints(value: string): number {
  return Array.from(value).length;
}

export const EMAIL_MAX = 254;

/** The console's email check (src/utils/rules.ts): one @, a dotted domain, no spaces, at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

export function requireEmail(input: Record<string, unknown>, field = 'emailName'): string {
  const value = input[field];
  if (typeof value !== 'string' || value === '') throw fieldError(field, 'required', 'Email is required');
  if (value.length > EMAIL_MAX) throw fieldError(field, 'tooLong', 'Email is too long');
  if (!isEmail(value)) throw fieldError(field, 'invalid', 'Email is invalid');
  return value;
}

/** A required text of `min`-`max` characters (code points), trimmed. */
export function requireText(input: Record<string, unknown>, field: string, min: number, max: number): string {
  const value = input[field];
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw fieldError(field, 'invalid', `${field} must be text`);
  }
  const text = (value ?? '').trim();
  if (text === '') throw fieldError(field, 'required', `${field} is required`);
  if (codePoints(text) < min) throw fieldError(field, 'tooShort', `${field} is too short`);
  if (codePoints(text) > max) throw fieldError(field, 'tooLong', `${field} is too long`);
  return text;
}

/** An optional text of at most `max` characters, trimmed; undefined when absent. */
export function optionalText(input: Record<string, unknown>, field: string, max: number): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw fieldError(field, 'invalid', `${field} must be text`);
  const text = value.trim();
  if (codePoints(text) > max) throw fieldError(field, 'tooLong', `${field} is too long`);
  return text;
}

export const NAME_MAX = 50;
export const JOB_NUMBER_MAX = 50;
export const PHONE_MIN = 5;
export const PHONE_MAX = 20;

export function requireName(input: Record<string, unknown>): string {
  return requireText(input, 'name', 1, NAME_MAX);
}

/** Phone (`field`, default `phone`): 5-20 characters of `0-9 + - ( )` and space. */
export function requirePhone(input: Record<string, unknown>, field = 'phone'): string {
  const value = input[field];
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw fieldError(field, 'invalid', 'Phone must be text');
  }
  const text = value ?? '';
  if (text.trim() === '') throw fieldError(field, 'required', 'Phone is required');
  if (text.length < PHONE_MIN) throw fieldError(field, 'tooShort', 'Phone is too short');
  if (text.length > PHONE_MAX) throw fieldError(field, 'tooLong', 'Phone is too long');
  if (!/^[0-9+\-() ]+$/.test(text)) throw fieldError(field, 'invalid', 'Phone may hold only digits, + - ( ) and spaces');
  return text;
}

/**
 * An edit form's text: undefined when left out (keep the value), '' when null
 * (clear it), else trimmed and at most `max` characters.
 */
export function editText(input: Record<string, unknown>, field: string, max: number): string | undefined {
  if (input[field] === null) return '';
  return optionalText(input, field, max);
}

/** An edit form's phone: undefined when left out, '' when null or blank, else by the phone rule. */
export function editPhone(input: Record<string, unknown>, field: string): string | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return '';
  return requirePhone(input, field);
}

/** An edit form's email: undefined when left out, '' when null or '', else a valid email. */
export function editEmail(input: Record<string, unknown>, field: string): string | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (value === null || value === '') return '';
  if (typeof value !== 'string') throw fieldError(field, 'invalid', `${field} must be text`);
  return requireEmail(input, field);
}

/** A whole number from 0 (a device usage level); undefined when left out or null. */
export function optionalLevel(input: Record<string, unknown>, field: string): number | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw fieldError(field, 'invalid', `${field} must be a whole number from 0`);
  }
  return value;
}

export function optionalGender(input: Record<string, unknown>): Gender | undefined {
  const value = input.gender;
  if (value === undefined || value === null) return undefined;
  if (value === 'male' || value === 'female' || value === '') return value;
  throw fieldError('gender', 'invalid', "gender must be 'male', 'female' or ''");
}

/** The captcha as sent: a required string (its value is judged against the live code). */
export function requireCode(input: Record<string, unknown>, field = 'code'): string {
  const value = input[field];
  if (typeof value !== 'string' || value === '') throw fieldError(field, 'required', 'Code is required');
  return value;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/**
 * Only ASCII letters, digits and the symbols . - / @ (section 5 names these
 * kinds and no other: a space, `!` or a CJK letter is refused, not ignored).
 */
export function passwordCharactersAllowed(password: string): boolean {
  return /^[A-Za-z0-9./@-]*$/.test(password);
}

/** 8-16 characters (code points), at least two of: letters, digits, the symbols . - / @, and nothing else. */
export function passwordFollowsRule(password: string): boolean {
  if (!passwordCharactersAllowed(password)) return false;
  const length = codePoints(password);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return false;
  const classes = [/[A-Za-z]/, /[0-9]/, /[./@-]/].filter((pattern) => pattern.test(password)).length;
  return classes >= 2;
}

/** The `keyId` must name the simulator's current key (GET /auth/public-key). */
export function requireKeyId(input: Record<string, unknown>): void {
  const keyId = requireString(input, 'keyId', 100);
  if (keyId !== keyPair().keyId) throw fieldError('keyId', 'invalid', 'Unknown public key, reload the page');
}

/** Decrypts `input[field]` (base64 RSA-OAEP, SHA-256); call requireKeyId first. */
export function decryptField(input: Record<string, unknown>, field: string): string {
  const cipher = requireString(input, field, 4096);
  try {
    return decryptPassword(cipher);
  } catch {
    throw fieldError(field, 'invalid', 'Password is not RSA-OAEP encrypted');
  }
}

/** `password` + `keyId`, decrypted, following the password rule. */
export function requireNewPassword(input: Record<string, unknown>, field = 'password'): string {
  requireKeyId(input);
  const password = decryptField(input, field);
  if (!passwordCharactersAllowed(password)) {
    throw fieldError(field, 'characters', 'The password may contain only letters A-Z a-z, digits 0-9 and . - / @');
  }
  if (!passwordFollowsRule(password)) {
    throw fieldError(
      field,
      'invalid',
      'The password needs 8-16 characters and at least two of letters, digits and . - / @',
    );
  }
  return password;
}

/** The image type by its first bytes: PNG (89 50 4E 47) or JPEG (FF D8 FF); undefined for anything else. */
export function imageMime(data: Buffer): AvatarMime | undefined {
  if (data.length >= 4 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return undefined;
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** `pageNumber` (from 1, default 1) and `pageSize` (1-100, default 10). */
export function pageInput(input: Record<string, unknown>): { pageNumber: number; pageSize: number } {
  const read = (field: string, fallback: number, max: number): number => {
    const value = input[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
      throw fieldError(field, 'invalid', `${field} must be a whole number from 1 to ${max}`);
    }
    return value;
  };
  return {
    pageNumber: read('pageNumber', 1, Number.MAX_SAFE_INTEGER),
    pageSize: read('pageSize', PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  };
}

/** Left out (undefined) or null: the caller's "not given". */
const absent = (value: unknown): value is undefined | null => value === undefined || value === null;

/**
 * A list of 1-`max` ids (non-empty texts): left out or empty 'required',
 * anything else 'invalid', more than `max` 'tooLong'. Repeated ids count once.
 */
export function requireIds(input: Record<string, unknown>, max: number, field = 'ids'): string[] {
  const ids = input[field];
  if (absent(ids)) throw fieldError(field, 'required', `${field} is required`);
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || id === '')) {
    throw fieldError(field, 'invalid', `${field} must be a list of ids`);
  }
  if (ids.length === 0) throw fieldError(field, 'required', `${field} is required`);
  if (ids.length > max) throw fieldError(field, 'tooLong', `At most ${max} ${field}`);
  return [...new Set(ids as string[])];
}

/** An optional reference: undefined when left out, '' for none (null or ''), else the id. */
export function optionalId(input: Record<string, unknown>, field: string): string | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (value === null || value === '') return '';
  if (typeof value !== 'string') throw fieldError(field, 'invalid', `${field} must be an id`);
  return value;
}

/** A time (epoch ms, a whole number from 0). */
export function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** An optional time: undefined when left out, null when cleared. */
export function optionalTime(input: Record<string, unknown>, field: string): number | null | undefined {
  const value = input[field];
  if (absent(value)) return value;
  if (!isTime(value)) throw fieldError(field, 'invalid', `${field} must be a time in epoch milliseconds`);
  return value;
}

/** A required true or false. */
export function requireBoolean(input: Record<string, unknown>, field: string): boolean {
  const value = input[field];
  if (absent(value)) throw fieldError(field, 'required', `${field} is required`);
  if (typeof value !== 'boolean') throw fieldError(field, 'invalid', `${field} must be true or false`);
  return value;
}

/** An optional true or false; undefined when left out. */
export function optionalBoolean(input: Record<string, unknown>, field: string): boolean | undefined {
  return absent(input[field]) ? undefined : requireBoolean(input, field);
}

/** One of `choices` (`field` required). */
export function requireChoice<T extends string>(input: Record<string, unknown>, field: string, choices: readonly T[]): T {
  const value = input[field];
  if (absent(value) || value === '') throw fieldError(field, 'required', `${field} is required`);
  if (!choices.includes(value as T)) throw fieldError(field, 'invalid', `${field} must be one of ${choices.join(', ')}`);
  return value as T;
}

/**
 * The validation rules of specification section 5, as pure checks. Forms use
 * them through src/components/form/useRules.ts; the simulator enforces the
 * same limits on its side.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const PASSWORD_SYMBOLS = '.-/@';
export const CAPTCHA_LENGTH = 6;
export const PHONE_MIN = 5;
export const PHONE_MAX = 20;
export const TEXT_MAX = 50;
export const TEXT_MIN_SHORT = 5;
export const TEXT_MIN_LONG = 10;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const INVITE_VALID_DAYS = 14;
export const CAPTCHA_RESEND_SECONDS = 60;

export type PasswordProblem = 'required' | 'characters' | 'length' | 'classes';

const codePoints = (value: string) => Array.from(value).length;

/**
 * The kinds section 5 names, and nothing else: ASCII letters, digits and the
 * four symbols. A space, another symbol (`!`), a CJK or Cyrillic letter or a
 * full-width digit is no kind of the rule, so it is refused rather than
 * counted or ignored (the simulator holds the same list).
 */
const PASSWORD_KINDS = [/[A-Za-z]/, /[0-9]/, /[./@-]/];
const PASSWORD_ALLOWED = /^[A-Za-z0-9./@-]*$/;

/**
 * Only ASCII letters, digits and . - / @ ('characters', said first: it is
 * what the person must change whatever the length), 8-16 of them, at least
 * two of the three kinds; never empty.
 */
export function passwordProblem(value: string | undefined | null): PasswordProblem | undefined {
  if (!value) return 'required';
  if (!PASSWORD_ALLOWED.test(value)) return 'characters';
  const length = codePoints(value);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'length';
  const classes = PASSWORD_KINDS.filter((pattern) => pattern.test(value)).length;
  return classes >= 2 ? undefined : 'classes';
}

export function isCaptcha(value: string | undefined | null): boolean {
  return new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`).test(value ?? '');
}

/** A practical email check: one @, a dotted domain, no spaces, at most 254 characters. */
export function isEmail(value: string | undefined | null): boolean {
  const text = value ?? '';
  return text.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
}

/**
 * A website: an http(s) address, or one written without its scheme ("www.example.com"), whose
 * host is a dotted name (or localhost), with no spaces.
 */
export function isWebsite(value: string | undefined | null): boolean {
  const text = (value ?? '').trim();
  if (!text || /\s/.test(text)) return false;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^(localhost|[^.]+(\.[^.]+)+)$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** Phone: 5-20 characters of digits, spaces, + - ( ), with at least 5 digits. */
export function isPhone(value: string | undefined | null): boolean {
  const text = value ?? '';
  return (
    text.length >= PHONE_MIN &&
    text.length <= PHONE_MAX &&
    /^[0-9+\-() ]+$/.test(text) &&
    (text.match(/\d/g)?.length ?? 0) >= PHONE_MIN
  );
}

/** Device usage level (section 5): a whole number from 0, as a number or as typed digits. */
export function isLevel(value: number | string | undefined | null): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  if (typeof value === 'string') return /^\d+$/.test(value.trim()) && Number.isSafeInteger(Number(value.trim()));
  return false;
}

export type AvatarProblem = 'type' | 'tooLarge';

export function avatarProblem(file: { type: string; size: number }): AvatarProblem | undefined {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return undefined;
}

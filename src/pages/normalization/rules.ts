/**
 * The standardization screens' own checks (docs/api.md "Standardization"), as the server applies them:
 * a short code (a project's category and brand codes) is 1 or 2 letters or digits without O and I
 * (section 5), upper case; a remark is empty or 10-200 characters.
 */
import type { FormRule } from 'antd';

export const SHORT_CODE_MAX = 2;
/** A repository address, a hardware description: at most 200. */
export const LONG_TEXT_MAX = 200;
/** A remark (a project's description): empty or at least 10. */
export const REMARK_MIN = 10;

const SHORT_CODE = /^[A-HJ-NP-Z0-9]{1,2}$/;

export function isShortCode(value: string | undefined | null): boolean {
  return typeof value === 'string' && SHORT_CODE.test(value);
}

/** Letters typed in lower case become upper case: `o` and `i` still read as the refused O and I. */
export const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** A required short code: `required` and `invalid` are the messages. */
export function shortCodeRules(required: string, invalid: string): FormRule[] {
  return [
    { required: true, whitespace: true, message: required },
    { validator: (_, value: string) => (!value || isShortCode(value) ? Promise.resolve() : Promise.reject(new Error(invalid))) },
  ];
}

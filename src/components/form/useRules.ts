/** antd Form rules for the checks of src/utils/rules.ts, in the user's language. */
import { useIntl } from '@umijs/max';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import {
  isCaptcha,
  isEmail,
  isLevel,
  isPhone,
  isWebsite,
  passwordProblem,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TEXT_MAX,
} from '@/utils/rules';

export function useRules() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const reject = (id: string, values?: Record<string, string | number>) => Promise.reject(new Error(t(id, values)));
    return {
      required: (id: string): FormRule => ({ required: true, whitespace: true, message: t(id) }),
      email: (required = true): FormRule[] => [
        { required, message: t('rules.email.required') },
        { validator: (_, value: string) => (!value || isEmail(value) ? Promise.resolve() : reject('rules.email.invalid')) },
      ],
      password: (): FormRule[] => [
        {
          validator: (_, value: string) => {
            const problem = passwordProblem(value);
            if (!problem) return Promise.resolve();
            return reject(`rules.password.${problem}`, { min: PASSWORD_MIN, max: PASSWORD_MAX });
          },
        },
      ],
      /** A new password must differ from the field `other` (the current one). */
      differentFrom: (other: string): FormRule => ({ getFieldValue }) => ({
        validator: (_: unknown, value: string) =>
          !value || getFieldValue(other) !== value ? Promise.resolve() : reject('rules.password.same'),
      }),
      /** The second password must equal the field `other`. */
      confirm: (other: string): FormRule[] => [
        { required: true, message: t('rules.password.confirmRequired') },
        ({ getFieldValue }) => ({
          validator: (_: unknown, value: string) =>
            !value || getFieldValue(other) === value ? Promise.resolve() : reject('rules.password.mismatch'),
        }),
      ],
      captcha: (): FormRule[] => [
        { validator: (_, value: string) => (isCaptcha(value) ? Promise.resolve() : reject('rules.captcha')) },
      ],
      website: (): FormRule => ({ validator: (_, value: string) => (!value?.trim() || isWebsite(value) ? Promise.resolve() : reject('rules.website.invalid')) }),
      phone: (required = true): FormRule[] => [
        { required, message: t('rules.phone.required') },
        { validator: (_, value: string) => (!value || isPhone(value) ? Promise.resolve() : reject('rules.phone.invalid')) },
      ],
      /** Device usage level: a whole number from 0 (empty passes unless required). */
      level: (required = false): FormRule[] => [
        { required, message: t('rules.level') },
        {
          validator: (_, value: number | string | null | undefined) =>
            value === undefined || value === null || value === '' || isLevel(value) ? Promise.resolve() : reject('rules.level'),
        },
      ],
      /** Free text: at most 50 characters, optionally a minimum. */
      text: (options: { required?: string; min?: number; max?: number } = {}): FormRule[] => {
        const max = options.max ?? TEXT_MAX;
        const rules: FormRule[] = [{ max, message: t('rules.text.max', { max }) }];
        if (options.required) rules.unshift({ required: true, whitespace: true, message: t(options.required) });
        if (options.min) rules.push({ min: options.min, message: t('rules.text.min', { min: options.min }) });
        return rules;
      },
    };
  }, [intl]);
}

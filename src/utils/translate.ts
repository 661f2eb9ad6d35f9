/**
 * The console's words as a function: `t(id, values)` reads the active language's dictionary
 * (react-intl through Umi's locale plugin). Screens and parts that pass it down name its type.
 */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** `t` for this render's language: stable while the language stays. */
export function useTranslate(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}

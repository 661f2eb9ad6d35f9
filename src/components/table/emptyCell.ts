/** What a table cell drawn from its value alone shows: the value, or `EMPTY` for a missing one (as ProTable did). */
import type { ReactNode } from 'react';
import { EMPTY } from '@/utils/empty';

export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

export function valueCell(value: unknown): ReactNode {
  return isBlank(value) ? EMPTY : (value as ReactNode);
}

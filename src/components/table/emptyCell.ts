/**
 * What a table cell drawn from its value alone shows: the value, isolated from the page's
 * direction (DataText; `ltr` for values that are always left-to-right), or `EMPTY` for a missing
 * one (as ProTable did).
 */
import type { ReactNode } from 'react';
import { dataValue } from '@/components/DataText';
import { EMPTY } from '@/utils/empty';

export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** A cell's value (a column's `render`, so it takes only the value). */
export function valueCell(value: unknown): ReactNode {
  return dataCell(value, false);
}

export function dataCell(value: unknown, ltr: boolean): ReactNode {
  return isBlank(value) ? EMPTY : dataValue(value as ReactNode, ltr);
}

/**
 * Dates in the user's time zone (dayjs local time is the browser's), and the
 * dash shown for a missing value (from ./empty.ts, which does not load dayjs).
 * Numbers with units are in ./numbers.ts: a module of their own, so that
 * screens showing only dates do not load decimal.js (13 KB gzip; it does not
 * declare itself free of side effects, so any import of a module importing
 * it brings it along).
 */
import dayjs from 'dayjs';
import { EMPTY } from './empty';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export { EMPTY };

export function formatDate(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : dayjs(value).format(DATE_FORMAT);
}

export function formatDateTime(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : dayjs(value).format(DATE_TIME_FORMAT);
}

/**
 * Numbers with units and dates, formatted decimal-safely (decimal.js: no
 * binary rounding surprises such as 1.005 -> 1.00) and in the user's time
 * zone (dayjs local time is the browser's).
 */
import dayjs from 'dayjs';
import Decimal from 'decimal.js';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const EMPTY = '-';

export function formatDate(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : dayjs(value).format(DATE_FORMAT);
}

export function formatDateTime(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : dayjs(value).format(DATE_TIME_FORMAT);
}

/** Rounds half up to `places` decimals and groups thousands: 12345.6789 -> "12,345.68". */
export function formatDecimal(value: Decimal.Value | null | undefined, places = 2): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  let decimal: Decimal;
  try {
    decimal = new Decimal(value);
  } catch {
    return EMPTY;
  }
  if (!decimal.isFinite()) return EMPTY;
  const [whole, fraction] = decimal.toFixed(places, Decimal.ROUND_HALF_UP).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** Metres -> kilometres, three decimals. */
export function metresToKilometres(metres: number | null | undefined): string {
  if (metres === null || metres === undefined) return EMPTY;
  return formatDecimal(new Decimal(metres).dividedBy(1000), 3);
}

/** Seconds -> hours, two decimals. */
export function secondsToHours(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return EMPTY;
  return formatDecimal(new Decimal(seconds).dividedBy(3600), 2);
}

/** An integer of any size (a decimal string) with thousands grouped. */
export function formatCount(value: string | number | null | undefined): string {
  return formatDecimal(value, 0);
}

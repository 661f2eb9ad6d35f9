/**
 * Numbers with units, formatted decimal-safely (decimal.js: no binary
 * rounding surprises such as 1.005 -> 1.00).
 */
import Decimal from 'decimal.js';
import { EMPTY } from './empty';

/** The value as a finite decimal; null for nothing, junk or an infinity. */
function finiteDecimal(value: Decimal.Value | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

/** Rounds half up to `places` decimals and groups thousands: 12345.6789 -> "12,345.68". */
export function formatDecimal(value: Decimal.Value | null | undefined, places = 2): string {
  const decimal = finiteDecimal(value);
  if (!decimal) return EMPTY;
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

/** The units of file sizes, each 1024 of the one before (section 9). */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const KIBI = new Decimal(1024);

/**
 * Bytes in the largest unit that keeps the value at least 1, two decimals
 * (whole bytes as they are): 1023 -> "1023 B", 1536 -> "1.50 KB". A value
 * that would round up to 1024 of a unit is shown as 1.00 of the next
 * (1048575 -> "1.00 MB"); past PB it stays in PB. Decimal strings keep
 * sizes beyond 2^53 exact.
 */
export function formatFileSize(bytes: Decimal.Value | null | undefined): string {
  let value = finiteDecimal(bytes);
  if (!value || value.isNegative()) return EMPTY;
  if (value.lessThan(KIBI)) return `${value.toFixed(0, Decimal.ROUND_HALF_UP)} B`;
  let unit = 0;
  while (unit < SIZE_UNITS.length - 1 && value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).greaterThanOrEqualTo(KIBI)) {
    value = value.dividedBy(KIBI);
    unit += 1;
  }
  return `${formatDecimal(value, 2)} ${SIZE_UNITS[unit]}`;
}

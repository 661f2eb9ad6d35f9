/**
 * Numbers with units, formatted decimal-safely (decimal.js: no binary
 * rounding surprises such as 1.005 -> 1.00). Counts and file sizes, which
 * need no arithmetic beyond dividing by 1024, are in ./exactFigures.ts,
 * without decimal.js.
 */
import Decimal from 'decimal.js';
import { EMPTY } from './empty';
import { groupThousands } from './exactFigures';

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
  const grouped = groupThousands(digits);
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

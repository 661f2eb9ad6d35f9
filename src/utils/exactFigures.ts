/**
 * Counts and file sizes, exact and without decimal.js: a value (a number or
 * a decimal string, which may outgrow 2^53) is read as a whole number of
 * its last decimal place (a BigInt and a scale), so dividing by 1024 and
 * rounding half up to two places is exact. The lists that show a size (OTA
 * packages, resource files, logs) and the enterprise page's member count
 * then do not load decimal.js (about 13 KB gzip); measures with units
 * (kilometres, hours) stay in ./numbers.ts, through decimal.js.
 */
import { EMPTY } from './empty';

/** A finite decimal as `units / 10^scale`. */
interface Exact {
  units: bigint;
  scale: number;
}

/** 10^n. Not `10n ** n`: the build turns `**` into Math.pow, which refuses BigInts. */
function pow10(n: number): bigint {
  return BigInt(`1${'0'.repeat(n)}`);
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Exponents beyond this are not sizes or counts: treated as junk rather than made into huge BigInts. */
const MAX_EXPONENT = 400;

/** The value as an exact decimal; null for nothing, junk or an infinity. A number is read as it prints (1.005 is 1.005). */
export function exactOf(value: number | string | null | undefined): Exact | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** `value / divisor` rounded half up (ties away from zero) to `places` decimals, as a whole number of those places. */
export function roundedUnits({ units, scale }: Exact, places: number, divisor = 1n): bigint {
  const numerator = units * pow10(places);
  const denominator = pow10(scale) * divisor;
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** Digits with thousands grouped: "1234567" -> "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole number of `places` decimals written with thousands grouped: (123456789n, 2) -> "1,234,567.89". */
export function groupedFixed(units: bigint, places: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - places));
  return places > 0 ? `${sign}${whole}.${digits.slice(-places)}` : `${sign}${whole}`;
}

/** An integer of any size (a decimal string) with thousands grouped, a fraction rounded half up. */
export function formatCount(value: string | number | null | undefined): string {
  const exact = exactOf(value);
  return exact ? groupedFixed(roundedUnits(exact, 0), 0) : EMPTY;
}

/** The units of file sizes, each 1024 of the one before (section 9). */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const KIBI = 1024n;

/**
 * Bytes in the largest unit that keeps the value at least 1, two decimals in
 * every unit, bytes too (section 5: "B to PB units, base 1024, two
 * decimals"): 1023 -> "1,023.00 B", 1536 -> "1.50 KB". A value that would
 * round up to 1024 of a unit is shown as 1.00 of the next (1048575 ->
 * "1.00 MB"); past PB it stays in PB. Decimal strings keep sizes beyond 2^53
 * exact.
 */
export function formatFileSize(bytes: string | number | null | undefined): string {
  const exact = exactOf(bytes);
  if (!exact || exact.units < 0n) return EMPTY;
  let unit = 0;
  let divisor = 1n;
  while (unit < SIZE_UNITS.length - 1 && roundedUnits(exact, 2, divisor) >= KIBI * 100n) {
    divisor *= KIBI;
    unit += 1;
  }
  return `${groupedFixed(roundedUnits(exact, 2, divisor), 2)} ${SIZE_UNITS[unit]}`;
}

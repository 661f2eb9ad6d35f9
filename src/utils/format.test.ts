/** Numbers with units are decimal-safe; dates use the formats of section 9 in local time. */
import { formatCount, formatDate, formatDateTime, formatDecimal, metresToKilometres, secondsToHours } from './format';

describe('format', () => {
  it('rounds half up without binary surprises', () => {
    expect((1.005).toFixed(2)).toBe('1.00'); // what plain numbers do
    expect(formatDecimal(1.005)).toBe('1.01');
    expect(formatDecimal('2.675', 2)).toBe('2.68');
    expect(formatDecimal(-1234.5, 0)).toBe('-1,235');
  });

  it('groups thousands and keeps the places', () => {
    expect(formatDecimal(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatDecimal(0, 3)).toBe('0.000');
  });

  it('shows a dash for nothing or junk', () => {
    expect(formatDecimal(null)).toBe('-');
    expect(formatDecimal('abc')).toBe('-');
    expect(formatDecimal(Number.NaN)).toBe('-');
    expect(formatDate(null)).toBe('-');
    expect(metresToKilometres(undefined)).toBe('-');
  });

  it('converts units exactly', () => {
    expect(metresToKilometres(1234567.891)).toBe('1,234.568');
    expect(metresToKilometres(0.1 + 0.2)).toBe('0.000');
    expect(secondsToHours(5400)).toBe('1.50');
  });

  it('keeps integers beyond 2^53 exact', () => {
    expect(formatCount('9007199254740993')).toBe('9,007,199,254,740,993');
  });

  it('formats dates as YYYY-MM-DD and YYYY-MM-DD HH:mm:ss in local time', () => {
    const at = new Date(2026, 10, 23, 7, 5, 9).getTime();
    expect(formatDate(at)).toBe('2026-11-23');
    expect(formatDateTime(at)).toBe('2026-11-23 07:05:09');
  });
});

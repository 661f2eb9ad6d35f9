/** Numbers with units are decimal-safe. */
import { formatDecimal, metresToKilometres, secondsToHours } from './numbers';

describe('numbers', () => {
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
    expect(metresToKilometres(undefined)).toBe('-');
  });

  it('converts units exactly', () => {
    expect(metresToKilometres(1234567.891)).toBe('1,234.568');
    expect(metresToKilometres(0.1 + 0.2)).toBe('0.000');
    expect(secondsToHours(5400)).toBe('1.50');
  });
});

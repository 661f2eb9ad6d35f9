/** Numbers with units are decimal-safe. */
import { formatCount, formatDecimal, formatFileSize, metresToKilometres, secondsToHours } from './numbers';

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

  it('keeps integers beyond 2^53 exact', () => {
    expect(formatCount('9007199254740993')).toBe('9,007,199,254,740,993');
  });


  describe('formatFileSize', () => {
    const KB = 1024;
    const MB = KB * 1024;
    const GB = MB * 1024;
    const TB = GB * 1024;
    const PB = TB * 1024;

    it('shows whole bytes below one KB', () => {
      expect(formatFileSize(0)).toBe('0 B');
      expect(formatFileSize(1)).toBe('1 B');
      expect(formatFileSize(1023)).toBe('1023 B');
    });

    it('changes unit exactly at each power of 1024, two decimals', () => {
      expect(formatFileSize(KB)).toBe('1.00 KB');
      expect(formatFileSize(1000 * KB)).toBe('1,000.00 KB');
      expect(formatFileSize(MB)).toBe('1.00 MB');
      expect(formatFileSize(GB)).toBe('1.00 GB');
      expect(formatFileSize(TB)).toBe('1.00 TB');
      expect(formatFileSize(PB)).toBe('1.00 PB');
      expect(formatFileSize(1536)).toBe('1.50 KB');
      expect(formatFileSize(1.25 * GB)).toBe('1.25 GB');
    });

    it('never shows 1024 of a unit: just below a boundary is 1.00 of the next', () => {
      expect(formatFileSize(MB - 1)).toBe('1.00 MB');
      expect(formatFileSize(GB - 1)).toBe('1.00 GB');
      expect(formatFileSize(TB - 1)).toBe('1.00 TB');
      expect(formatFileSize(PB - 1)).toBe('1.00 PB');
      // 1023.99 KB still rounds to itself
      expect(formatFileSize(1023.99 * KB)).toBe('1,023.99 KB');
    });

    it('stays in PB beyond it, exactly for sizes past 2^53', () => {
      expect(formatFileSize(2048 * PB)).toBe('2,048.00 PB');
      expect(formatFileSize('1180591620717411303424')).toBe('1,048,576.00 PB');
    });

    it('shows a dash for nothing, junk or a negative size', () => {
      expect(formatFileSize(null)).toBe('-');
      expect(formatFileSize(undefined)).toBe('-');
      expect(formatFileSize('abc')).toBe('-');
      expect(formatFileSize(-1)).toBe('-');
      expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('-');
    });
  });
});

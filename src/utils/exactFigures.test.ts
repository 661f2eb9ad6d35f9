/**
 * Counts and file sizes are exact without decimal.js: decimal strings past 2^53, numbers as they
 * print, rounding half up at the unit's boundary; junk, nothing, infinities and negative sizes
 * show a dash.
 */
import { exactOf, formatCount, formatFileSize, groupedFixed, roundedUnits } from './exactFigures';

describe('exact figures', () => {
  it('reads numbers as they print and decimal strings exactly, with exponents', () => {
    expect(exactOf(1.005)).toEqual({ units: 1005n, scale: 3 });
    expect(exactOf('-12.50')).toEqual({ units: -1250n, scale: 2 });
    expect(exactOf(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(exactOf(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(exactOf('.5')).toEqual({ units: 5n, scale: 1 });
    for (const junk of ['', 'abc', '1.2.3', '.', '-', '0x10', '1e999', ' ', Number.NaN, Number.NEGATIVE_INFINITY, null, undefined]) expect(exactOf(junk)).toBeNull();
  });

  it('rounds half up, ties away from zero, after an exact division', () => {
    expect(roundedUnits({ units: 1005n, scale: 3 }, 2)).toBe(101n);
    expect(roundedUnits({ units: -1005n, scale: 3 }, 2)).toBe(-101n);
    expect(roundedUnits({ units: 1004n, scale: 3 }, 2)).toBe(100n);
    expect(roundedUnits({ units: 1536n, scale: 0 }, 2, 1024n)).toBe(150n);
    expect(groupedFixed(123456789n, 2)).toBe('1,234,567.89');
    expect(groupedFixed(5n, 2)).toBe('0.05');
    expect(groupedFixed(-1235n, 0)).toBe('-1,235');
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

    it('shows bytes below one KB with two decimals, as every unit', () => {
      expect(formatFileSize(0)).toBe('0.00 B');
      expect(formatFileSize(1)).toBe('1.00 B');
      expect(formatFileSize(8)).toBe('8.00 B');
      expect(formatFileSize(1023)).toBe('1,023.00 B');
      expect(formatFileSize('512.5')).toBe('512.50 B');
      // a fraction of a byte that rounds to 1024 is already a KB
      expect(formatFileSize('1023.999')).toBe('1.00 KB');
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

  it('groups a count, rounding a fraction half up', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount('-1234.5')).toBe('-1,235');
    expect(formatCount(null)).toBe('-');
    expect(formatCount('many')).toBe('-');
  });
});

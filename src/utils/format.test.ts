/** Dates use the formats of section 9 in local time; nothing shows as a dash. */
import { formatDate, formatDateTime } from './format';

describe('format', () => {
  it('formats dates as YYYY-MM-DD and YYYY-MM-DD HH:mm:ss in local time', () => {
    const at = new Date(2026, 10, 23, 7, 5, 9).getTime();
    expect(formatDate(at)).toBe('2026-11-23');
    expect(formatDateTime(at)).toBe('2026-11-23 07:05:09');
  });

  it('shows a dash for nothing', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
});

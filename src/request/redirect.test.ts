import fc from 'fast-check';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/person/list', '/person/list'],
    ['/assets/list?page=2#top', '/assets/list?page=2#top'],
    ['/welcome', '/welcome'],
  ])('lets the same-origin path %s through', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'HTTPS://evil.com/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '%2F%2Fevil.com',
    '/\t/evil.com',
    ' /welcome',
    '',
    'welcome',
  ])('falls back for %s', (input) => {
    expect(safeRedirectPath(input, '/safe')).toBe('/safe');
  });

  it('falls back for non-strings', () => {
    expect(safeRedirectPath(null)).toBe('/welcome');
    expect(safeRedirectPath(undefined)).toBe('/welcome');
    expect(safeRedirectPath(42)).toBe('/welcome');
  });

  it('never yields anything but a single-slash path, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (input) => {
        const out = safeRedirectPath(input, '/fallback');
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, 'https://console.invalid').origin).toBe('https://console.invalid');
      }),
      { numRuns: 1000 },
    );
  });
});

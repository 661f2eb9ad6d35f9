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
    // Dot segments that a browser resolves to '//evil.com' (protocol-relative, off-site).
    '/.//evil.com',
    '/..//evil.com',
    '/a/..//evil.com',
    '/a/b/../..//evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    '/.%2e//evil.com',
    '/%252e//evil.com',
    '/./\\evil.com',
    '/.%5C/evil.com',
  ])('falls back for %s', (input) => {
    expect(safeRedirectPath(input, '/safe')).toBe('/safe');
  });

  it('resolves harmless dot segments to the path they name', () => {
    expect(safeRedirectPath('/a/../person/list?x=1')).toBe('/person/list?x=1');
    expect(safeRedirectPath('/./assets/list')).toBe('/assets/list');
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

  it('never yields an off-site or double-slash path for paths built of dot segments, slashes and their encodings', () => {
    const segment = fc.constantFrom('', '.', '..', '%2e', '%2E', '.%2e', '%2e%2e', '%252e', 'a', 'evil.com', '\\', '%2F', '%5C', '%2f%2f');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const out = safeRedirectPath(`/${segments.join('/')}`, '/fallback');
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.includes('\\')).toBe(false);
        // As a browser reads it from any page of the site, and once decoded.
        const resolved = new URL(out, 'https://console.invalid/some/page');
        expect(resolved.origin).toBe('https://console.invalid');
        expect(resolved.pathname.startsWith('//')).toBe(false);
        expect(new URL(decodeURIComponent(out), 'https://console.invalid').pathname.startsWith('//')).toBe(false);
        // What comes out passes again unchanged: the check is the same on both sides.
        expect(safeRedirectPath(out, '/fallback')).toBe(out);
      }),
      { numRuns: 2000 },
    );
  });
});

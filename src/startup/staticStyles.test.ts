/**
 * The build's antd sheet: a signed-in start links the light or the dark one as the system's colour
 * scheme is, first in the head, before the first draw; a public page links none; a failed or
 * stalled sheet never holds the console. The browser suite checks the real sheet
 * (tests/e2e/staticStyles.spec.ts).
 */
import { loadStaticStyles, schemeSheet, STATIC_STYLES_HREF, STATIC_STYLES_WAIT_MS, stylesBeforeFirstDraw } from './staticStyles';
import { storeSession } from '../../tests/render';

const links = () => document.head.querySelectorAll('link[data-static-styles]');

afterEach(() => {
  for (const link of links()) link.remove();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the build-time antd sheet', () => {
  it('links nothing when the build has no sheet (development, tests)', async () => {
    expect(STATIC_STYLES_HREF).toBe('');
    await expect(loadStaticStyles('')).resolves.toBeUndefined();
    expect(links()).toHaveLength(0);
  });

  it('links the sheet first in the head and waits for it', async () => {
    const first = document.createElement('style');
    document.head.appendChild(first);
    let settled = false;
    const loading = loadStaticStyles('/antd.0123abcd.css').then(() => (settled = true));
    const link = links()[0] as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('/antd.0123abcd.css');
    expect(link.rel).toBe('stylesheet');
    expect(document.head.firstChild).toBe(link);
    await Promise.resolve();
    expect(settled).toBe(false);
    link.dispatchEvent(new Event('load'));
    await loading;
    expect(settled).toBe(true);
    first.remove();
  });

  it('goes on without a sheet that fails or stalls', async () => {
    const failing = loadStaticStyles('/antd.failing.css');
    links()[0].dispatchEvent(new Event('error'));
    await expect(failing).resolves.toBeUndefined();
    vi.useFakeTimers();
    const stalled = loadStaticStyles('/antd.stalled.css');
    vi.advanceTimersByTime(STATIC_STYLES_WAIT_MS);
    await expect(stalled).resolves.toBeUndefined();
  });

  it('takes the dark sheet when the system prefers dark', () => {
    const matchMedia = window.matchMedia;
    const prefer = (value: typeof window.matchMedia) => Object.defineProperty(window, 'matchMedia', { configurable: true, value });
    prefer(((query: string) => ({ matches: query.includes('dark') })) as unknown as typeof window.matchMedia);
    expect(schemeSheet('/antd.light.css', '/antd-dark.dark.css')).toBe('/antd-dark.dark.css');
    prefer(matchMedia);
    expect(schemeSheet('/antd.light.css', '/antd-dark.dark.css')).toBe('/antd.light.css');
  });

  it('waits for nothing on a public page, or signed out', async () => {
    await stylesBeforeFirstDraw('/user/login');
    storeSession('admin');
    await stylesBeforeFirstDraw('/user/login');
    localStorage.clear();
    await stylesBeforeFirstDraw('/assets/list');
    expect(links()).toHaveLength(0);
  });
});

/**
 * The build's antd sheet: the light or the dark one as the system's colour scheme is, linked once,
 * ahead of every other style, and antd reads its list of styles again once it has loaded; a failed
 * sheet or a build without one never holds the console, and sends for antd's style functions first.
 * The browser suite checks the real sheet (tests/e2e/staticStyles.spec.ts).
 */
import type * as StyleMap from '@ant-design/cssinjs/es/util/cacheMapUtil';
import type * as Loader from './staticStyles';

/** A fresh loader and a fresh antd style map (each test starts with none read). */
async function fresh(): Promise<{ loader: typeof Loader; styleMap: typeof StyleMap }> {
  vi.resetModules();
  const styleMap = await import('@ant-design/cssinjs/es/util/cacheMapUtil');
  const loader = await import('./staticStyles');
  return { loader, styleMap };
}

const links = () => document.head.querySelectorAll('link[data-static-styles]');

/** What the built sheet ends with: antd's list of the styles it holds. */
function sheetArrives(list: string) {
  const style = document.createElement('style');
  style.textContent = `.data-ant-cssinjs-cache-path{content:"${list}";}`;
  document.head.appendChild(style);
  return style;
}

let added: HTMLElement[] = [];
afterEach(() => {
  for (const element of [...added, ...links()]) element.remove();
  added = [];
});

describe('the build-time antd sheet', () => {
  it('links nothing when the build has no sheet (development, tests)', async () => {
    const { loader } = await fresh();
    expect(loader.STATIC_STYLES_HREF).toBe('');
    await expect(loader.loadStaticStyles()).resolves.toBeUndefined();
    expect(links()).toHaveLength(0);
  });

  it('links the sheet once, first in the head, and waits for it', async () => {
    const { loader } = await fresh();
    const first = document.createElement('style');
    document.head.appendChild(first);
    added.push(first);

    let settled = false;
    const loading = loader.loadStaticStyles('/antd.0123abcd.css').then(() => (settled = true));
    expect(loader.loadStaticStyles('/antd.0123abcd.css')).toBe(loader.loadStaticStyles('/antd.0123abcd.css'));
    expect(links()).toHaveLength(1);
    const link = links()[0] as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('/antd.0123abcd.css');
    expect(link.rel).toBe('stylesheet');
    expect(document.head.firstChild).toBe(link);

    await Promise.resolve();
    expect(settled).toBe(false);
    link.dispatchEvent(new Event('load'));
    await loading;
    expect(settled).toBe(true);
  });

  it('has antd read the list of styles again once the sheet has loaded', async () => {
    const { loader, styleMap } = await fresh();
    // A public page drew antd before: antd read its (empty) list then and keeps it.
    expect(styleMap.existPath('1ouvsmg|Button-Button|ant-btn|anticon')).toBe(false);
    const loading = loader.loadStaticStyles('/antd.0123abcd.css');
    added.push(sheetArrives('1ouvsmg|Button-Button|ant-btn|anticon:26h333'));
    expect(styleMap.existPath('1ouvsmg|Button-Button|ant-btn|anticon')).toBe(false);

    links()[0].dispatchEvent(new Event('load'));
    await loading;
    expect(styleMap.existPath('1ouvsmg|Button-Button|ant-btn|anticon')).toBe(true);
    // Taken from the sheet: antd injects no style of its own for it.
    expect(styleMap.getStyleAndHash('1ouvsmg|Button-Button|ant-btn|anticon')).toEqual([styleMap.CSS_FILE_STYLE, '26h333']);
  });

  it("takes the sheet of the system's colour scheme", async () => {
    const { loader } = await fresh();
    const original = window.matchMedia;
    const media = vi.spyOn(window, 'matchMedia');
    const scheme = (dark: boolean) => (query: string) => ({ ...original(query), matches: dark && query === '(prefers-color-scheme: dark)' });
    try {
      media.mockImplementation(scheme(false));
      expect(loader.schemeSheet('/antd.1.css', '/antd-dark.2.css')).toBe('/antd.1.css');
      media.mockImplementation(scheme(true));
      expect(loader.schemeSheet('/antd.1.css', '/antd-dark.2.css')).toBe('/antd-dark.2.css');
      // A build without sheets links none in either scheme.
      expect(loader.schemeSheet()).toBe('');
    } finally {
      media.mockRestore();
    }
  });

  it('does not hold the console for a stalled sheet, and reads it if it arrives later', async () => {
    vi.useFakeTimers();
    try {
      const { loader, styleMap } = await fresh();
      expect(styleMap.existPath('1ouvsmg|Button-Button|ant-btn|anticon')).toBe(false);
      let settled = false;
      void loader.loadStaticStyles('/antd.0123abcd.css').then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(loader.STATIC_STYLES_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      // Late: what antd has not drawn yet still comes from the sheet.
      added.push(sheetArrives('1ouvsmg|Button-Button|ant-btn|anticon:26h333'));
      links()[0].dispatchEvent(new Event('load'));
      expect(styleMap.existPath('1ouvsmg|Button-Button|ant-btn|anticon')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes on without the sheet when it fails to load', async () => {
    const { loader, styleMap } = await fresh();
    expect(styleMap.existPath('1ouvsmg|Button-Button|ant-btn|anticon')).toBe(false);
    const loading = loader.loadStaticStyles('/antd.0123abcd.css');
    added.push(sheetArrives('1ouvsmg|Button-Button|ant-btn|anticon:26h333'));
    links()[0].dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
    // antd keeps generating the styles itself.
    expect(styleMap.existPath('1ouvsmg|Button-Button|ant-btn|anticon')).toBe(false);
  });

  it('without the sheet, sends for the style functions of the parts loaded, and goes on once they have come', async () => {
    const { loader } = await fresh();
    const styleFunctions = await import('./styleFunctions');
    let arrive: () => void = () => undefined;
    const load = vi.fn(() => new Promise<object>((resolve) => (arrive = () => resolve({}))));
    styleFunctions.styleProxy('table/style/index.js', load);
    let settled = false;
    const loading = loader.loadStaticStyles('/antd.0123abcd.css').then(() => (settled = true));
    expect(load).not.toHaveBeenCalled();
    links()[0].dispatchEvent(new Event('error'));
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive();
    await loading;
    expect(settled).toBe(true);
    // From now on a part's functions come as soon as its module has.
    const later = vi.fn(() => Promise.resolve({}));
    styleFunctions.styleProxy('tag/style/index.js', later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

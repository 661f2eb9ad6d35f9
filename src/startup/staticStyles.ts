/**
 * antd's styles written at build time (config/staticStyles): the signed-in screens link the sheet,
 * and antd's CSS-in-JS then takes each style it finds there from the sheet instead of generating
 * and injecting it, which was the largest part of a list screen's main-thread time.
 *
 * The build writes a light and a dark sheet; a start takes the one of the system's colour scheme,
 * which the display settings follow until the user chooses (src/models/display.ts). The public
 * pages do not load either (they use few parts and must stay light). A style the sheet does not
 * hold (the other scheme when the user chose it, a part not drawn at build time) is generated as
 * before, so a missing or failed sheet only costs time. Development builds have no sheet.
 */
import { reset as rereadStyleMap } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { loadEveryStyle } from './styleFunctions';

/** The sheets' addresses, fixed by the build (config/plugins/staticStyles.ts); empty when there are none. */
declare const STATIC_STYLES: string | undefined;
declare const STATIC_STYLES_DARK: string | undefined;
export const STATIC_STYLES_HREF: string = typeof STATIC_STYLES === 'string' ? STATIC_STYLES : '';
export const STATIC_STYLES_DARK_HREF: string = typeof STATIC_STYLES_DARK === 'string' ? STATIC_STYLES_DARK : '';

/** The sheet for the system's colour scheme. */
export function schemeSheet(light = STATIC_STYLES_HREF, dark = STATIC_STYLES_DARK_HREF): string {
  const prefersDark = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  return prefersDark ? dark : light;
}

/** The attribute that marks the sheet's link. */
export const STATIC_STYLES_MARK = 'data-static-styles';

/**
 * The longest the shell waits for the sheet. A stalled sheet must not hold the console: past this,
 * antd makes its styles as in development, and takes the rest from the sheet if it arrives later.
 */
export const STATIC_STYLES_WAIT_MS = 5_000;

let pending: Promise<void> | undefined;
let linkedHref: string | undefined;

/**
 * What a switch to the dark (or light) scheme waits for: nothing (undefined) when no sheet was
 * asked for or the one asked for is of that scheme; else the sheet's settling and then antd's style
 * functions (styleFunctions.ts), as antd makes that scheme's styles at run time.
 */
export function stylesForScheme(dark: boolean): Promise<void> | undefined {
  if (!pending || linkedHref === (dark ? STATIC_STYLES_DARK_HREF : STATIC_STYLES_HREF)) return undefined;
  return pending.then(loadEveryStyle);
}

/**
 * Links the sheet (once) at the head's start, where antd puts its own styles, ahead of the
 * console's. Resolves once it has loaded, and then has antd read the sheet's list of styles
 * again (antd reads it once, at its first style, which a public page or the loading screen
 * may already have drawn). Resolves too when it fails or takes longer than STATIC_STYLES_WAIT_MS:
 * antd generates the styles as before, once the parts' style functions have come.
 */
export function loadStaticStyles(href: string = schemeSheet()): Promise<void> {
  if (!href || typeof document === 'undefined') return Promise.resolve();
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      linkedHref = href;
      link.setAttribute(STATIC_STYLES_MARK, '');
      // Whichever comes first: the sheet, its failure, or the end of the wait.
      let settled = false;
      link.addEventListener('load', () => {
        settled = true;
        rereadStyleMap();
        resolve();
      });
      // Without the sheet, antd makes every style: the parts' style functions come first (styleFunctions.ts).
      const withoutSheet = () => {
        if (settled) return;
        settled = true;
        void loadEveryStyle().then(resolve);
      };
      link.addEventListener('error', withoutSheet);
      setTimeout(withoutSheet, STATIC_STYLES_WAIT_MS);
      document.head.insertBefore(link, document.head.firstChild);
    });
  }
  return pending;
}

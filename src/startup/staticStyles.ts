/**
 * antd's styles written at build time (config/staticStyles): the signed-in screens link the sheet,
 * and antd's CSS-in-JS then takes each style it finds there from the sheet instead of generating
 * and injecting it, which was the largest part of a list screen's main-thread time.
 *
 * The public pages do not load it (they use few parts and must stay light). A style the sheet does
 * not hold (another theme, a part not drawn at build time) is generated as before, so a missing or
 * failed sheet only costs time. Development builds have no sheet.
 */
import { reset as rereadStyleMap } from '@ant-design/cssinjs/es/util/cacheMapUtil';

/** The sheet's address, fixed by the build (`define` in .umirc.ts); empty when there is none. */
declare const STATIC_STYLES: string | undefined;
export const STATIC_STYLES_HREF: string = typeof STATIC_STYLES === 'string' ? STATIC_STYLES : '';

/** The attribute that marks the sheet's link. */
export const STATIC_STYLES_MARK = 'data-static-styles';

let pending: Promise<void> | undefined;

/**
 * Links the sheet (once) at the head's start, where antd puts its own styles, ahead of the
 * console's. Resolves once it has loaded, and then has antd read the sheet's list of styles
 * again (antd reads it once, at its first style, which a public page or the loading screen
 * may already have drawn). Resolves too when it fails: antd generates the styles as before.
 */
export function loadStaticStyles(href: string = STATIC_STYLES_HREF): Promise<void> {
  if (!href || typeof document === 'undefined') return Promise.resolve();
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(STATIC_STYLES_MARK, '');
      link.addEventListener('load', () => {
        rereadStyleMap();
        resolve();
      });
      link.addEventListener('error', () => resolve());
      document.head.insertBefore(link, document.head.firstChild);
    });
  }
  return pending;
}

/**
 * antd's styles written at build time (config/plugins/staticStyles.ts, with antd's documented
 * `extractStyle`): a signed-in start links the sheet before anything is drawn, and antd's CSS-in-JS
 * then takes each style it finds listed there instead of generating and injecting it, which was
 * the largest part of a list screen's main-thread time. antd reads that list once, at its first
 * style, so the sheet must be in before the first draw (src/app.tsx, `render`): a start on a
 * public page draws without it, and so does the session that signs in there, until a reload.
 *
 * The build writes a light and a dark sheet; a start takes the one of the system's colour scheme.
 * A style the sheet does not hold (the other scheme, a part not drawn at build time) is generated
 * as in development, so a missing or failed sheet only costs time. Development has no sheet.
 */
import { readCurrentUser } from '@/request/storage';
import { drawsShell } from '@/shell/load';

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

/** The longest a start waits for the sheet: past this, antd makes its styles as in development. */
export const STATIC_STYLES_WAIT_MS = 5_000;

/**
 * Links the sheet at the head's start, where antd puts its own styles, ahead of the console's.
 * Resolves once it has loaded, failed, or taken longer than STATIC_STYLES_WAIT_MS.
 */
export function loadStaticStyles(href: string): Promise<void> {
  if (!href) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute(STATIC_STYLES_MARK, '');
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    setTimeout(resolve, STATIC_STYLES_WAIT_MS);
    document.head.insertBefore(link, document.head.firstChild);
  });
}

/** What a start waits for before its first draw: the sheet, when it opens on a signed-in screen. */
export function stylesBeforeFirstDraw(pathname: string = window.location.pathname): Promise<void> {
  return readCurrentUser() && drawsShell(pathname) ? loadStaticStyles(schemeSheet()) : Promise.resolve();
}

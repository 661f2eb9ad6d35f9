/**
 * What the build puts in place of resize-observer-polyfill (see .umirc.ts),
 * which antd's parts import through rc-resize-observer: the browser's own
 * ResizeObserver. Every browser the build is for has it (Chrome 64, Firefox
 * 69, Safari 13.1; the floor is Chrome 88, Firefox 78, Safari 14.1), and the
 * polyfill itself hands out the native one where it exists, so only its 4 KB
 * (gzip) of fallback code goes, on every page that has an input.
 */
export default globalThis.ResizeObserver;

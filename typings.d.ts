declare module '*.less' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** An antd style module's full text (src/startup/styleFunctions.ts). */
declare module '*?styles' {
  export const __lazyStyles: import('./src/startup/styleFunctions').LazyStyles | undefined;
}

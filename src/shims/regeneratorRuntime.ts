/**
 * What the build puts in place of regenerator-runtime, which Umi's polyfill
 * file imports for code compiled to generators by older tools: the console's
 * code and packages, compiled for the target browsers (.umirc.ts), use native
 * async functions and generators, and `npm run bench:bundle` fails if any
 * built file refers to the global `regeneratorRuntime`.
 */
export {};

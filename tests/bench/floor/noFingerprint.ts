/** Stands in for @fingerprintjs/fingerprintjs in tests/bench/floors.mjs's sign-in page without it. */
export default {
  load: async () => ({ get: async () => ({ visitorId: String(Math.random()).slice(2) }) }),
};

/**
 * Build plugin: a route with no component of its own (a section such as `/assets`, whose screens
 * are its children, or a redirect) renders Umi's EmptyRoute, an outlet of a few lines. Umi makes it
 * a chunk of its own, which a section's screen could only ask for once the layout had rendered: one
 * more round trip before every screen under a section on a cold load. Here the route table requires
 * it instead, so it arrives with the entry (Umi's own form for a route whose file is an expression).
 * Production builds only: `max setup` writes the same table for development and for the unit tests,
 * whose runner (Vite's) cannot `require` a .tsx module.
 */
import type { IApi } from '@umijs/max';

/** What Umi's route table (src/.umi/core/route.tsx) evaluates for such a route. */
export const EMPTY_ROUTE = "(require('./EmptyRoute'))";

export default (api: IApi) => {
  if (api.env !== 'production') return;
  api.modifyRoutes((routes) => {
    for (const route of Object.values(routes)) if (!route.file) route.file = EMPTY_ROUTE;
    return routes;
  });
};

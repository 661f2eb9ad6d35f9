/**
 * The shell's exception screens (antd's Result with its illustrations): a
 * chunk of their own that comes only when one is shown. Used by the layout's
 * configuration (./layout.tsx) and the wall map.
 */
import { lazyPart, namedExport } from '@/components/lazyPart';

const loadExceptions = () => import(/* webpackChunkName: "exceptions" */ '@/components/Exception');

export const ForbiddenResult = lazyPart(namedExport(loadExceptions, (module) => module.ForbiddenResult), { fallback: null });
export const NotFoundResult = lazyPart(namedExport(loadExceptions, (module) => module.NotFoundResult), { fallback: null });
export const StartupError = lazyPart(namedExport(loadExceptions, (module) => module.StartupError), { fallback: null });

/**
 * Data loading for pages: ahooks' useRequest with the defaults of section 9
 * (cache time 5 minutes, refresh on window focus at most every 5,000 ms).
 * Failures are already shown by the pipeline, so errors are only recorded here.
 */
import { useRequest } from 'ahooks';
import type { Options, Plugin, Service } from 'ahooks/lib/useRequest/src/types';

export const CACHE_TIME_MS = 5 * 60 * 1000;
export const FOCUS_THROTTLE_MS = 5000;

/** The pipeline has shown the failure already; the hook only records it in `error`. */
const alreadyShown = () => undefined;

export const DATA_DEFAULTS = {
  cacheTime: CACHE_TIME_MS,
  refreshOnWindowFocus: true,
  focusTimespan: FOCUS_THROTTLE_MS,
  onError: alreadyShown,
} as const;

export function useData<TData, TParams extends unknown[]>(
  service: Service<TData, TParams>,
  options: Options<TData, TParams> = {},
  plugins?: Plugin<TData, TParams>[],
) {
  return useRequest<TData, TParams>(service, { ...DATA_DEFAULTS, ...options }, plugins);
}

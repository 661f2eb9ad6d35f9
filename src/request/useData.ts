/**
 * Data loading for pages: ahooks' `useRequest` with the defaults of section 9
 * (answers cached 5 minutes under a `cacheKey`, a refresh on window focus at
 * most every 5,000 ms). Its documented options pass through (`ready`,
 * `refreshDeps`, `debounceWait`, `cacheKey`, `cacheTime`…). A failure keeps
 * the data shown and records `error`: the pipeline has already shown it.
 * A login, a logout or a session loss forgets every cached answer, so the
 * next account never opens on the last one's.
 */
import { clearCache as clearAnswers, useRequest } from 'ahooks';
import { onSessionChange } from './session';

export const CACHE_TIME_MS = 5 * 60 * 1000;
export const FOCUS_THROTTLE_MS = 5000;

export interface DataOptions {
  cacheKey?: string;
  /** How long an answer stays cached (ms); -1 keeps it. */
  cacheTime?: number;
  ready?: boolean;
  refreshDeps?: unknown[];
  debounceWait?: number;
  refreshOnWindowFocus?: boolean;
  focusTimespan?: number;
  /** Asks again this often (ms) while set; paused while the window is hidden unless `pollingWhenHidden`. */
  pollingInterval?: number;
  pollingWhenHidden?: boolean;
}

/**
 * Cache keys carry the session they were asked in: a call still on its way when the session
 * changed neither serves the next account's screens nor caches its answer where they look.
 */
let session = 0;
const inSession = (key: string) => `${key}#${session}`;

onSessionChange(() => {
  session += 1;
  clearAnswers();
});

/** Forgets the answers cached under these keys (all when none is given). */
export function clearCache(keys?: string | string[]): void {
  clearAnswers(keys === undefined ? undefined : ([] as string[]).concat(keys).map(inSession));
}

/** Shown by the pipeline already: nothing more to say here. */
const quiet = () => undefined;

export function useData<T>(service: () => Promise<T>, options: DataOptions = {}) {
  const { data, error, loading, refresh, mutate } = useRequest(service, {
    cacheTime: CACHE_TIME_MS,
    refreshOnWindowFocus: true,
    focusTimespan: FOCUS_THROTTLE_MS,
    // A live part polls only while someone can see it (ahooks' own default polls on).
    pollingWhenHidden: false,
    onError: quiet,
    ...options,
    cacheKey: options.cacheKey && inSession(options.cacheKey),
  });
  return { data, error, loading, refresh, mutate: mutate as (data: T | ((current?: T) => T)) => void };
}

/**
 * Data loading for pages, with the defaults of section 9 (answers cached 5
 * minutes, a refresh on window focus at most every 5,000 ms). It is the part
 * of ahooks' useRequest the console uses, written for it: ahooks' request
 * hook with its plugin machinery, tslib and lodash's debounce and throttle
 * were about 8.5 KB gzip of every screen that loads data (docs/performance.md, 'Byte
 * budgets'). As useRequest does:
 * - it runs at once, and again when `refreshDeps` change, while `ready`;
 * - `cacheKey` shares answers between the screens that ask for the same
 *   thing: a remount shows the cached answer at once and asks again, calls
 *   on their way are shared, a newer answer or `mutate` reaches every screen
 *   showing it, `clearCache` forgets it; a login, a logout or a session
 *   loss forgets every answer (the next account must not see the last one's);
 * - only the newest call's answer counts, and none after the screen is gone;
 * - a failure keeps the data shown and records `error` (the pipeline has
 *   already shown it);
 * - `debounceWait` waits for the calls to stop coming before asking.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { onSessionChange } from './session';

export const CACHE_TIME_MS = 5 * 60 * 1000;
export const FOCUS_THROTTLE_MS = 5000;

export interface DataOptions {
  /** Answers shared under this key (see above). */
  cacheKey?: string;
  /** How long an answer stays cached (ms); -1 keeps it. */
  cacheTime?: number;
  /** No call is made while false; becoming true makes one. */
  ready?: boolean;
  /** A change asks again. */
  refreshDeps?: unknown[];
  /** Calls wait this long (ms) for the next before one is made. */
  debounceWait?: number;
  /** Asks again when the window comes back into focus (default true), at most once per `focusTimespan` ms. */
  refreshOnWindowFocus?: boolean;
  focusTimespan?: number;
}

export interface DataResult<T> {
  data?: T;
  error?: Error;
  /** A call is on its way. */
  loading: boolean;
  /** Asks again. */
  refresh: () => void;
  /** Replaces the data shown (and cached) without asking. */
  mutate: (data: T | ((current?: T) => T)) => void;
}

interface Cached {
  data: unknown;
  timer?: ReturnType<typeof setTimeout>;
}

const cache = new Map<string, Cached>();
/** Calls on their way, by key: a second screen asking for the same waits for the same answer. */
const pending = new Map<string, Promise<unknown>>();
const listeners = new Map<string, Set<(data: unknown) => void>>();
/** Counts session changes: an answer to a call made in an earlier session is not cached. */
let session = 0;

function cacheAnswer(key: string, data: unknown, cacheTime: number) {
  const previous = cache.get(key);
  if (previous?.timer) clearTimeout(previous.timer);
  const timer = cacheTime === -1 ? undefined : setTimeout(() => cache.delete(key), cacheTime);
  cache.set(key, { data, timer });
  listeners.get(key)?.forEach((listener) => listener(data));
}

/** Forgets the answers cached under these keys (all when none is given). */
export function clearCache(keys?: string | string[]): void {
  const forgotten = keys === undefined ? [...cache.keys()] : ([] as string[]).concat(keys);
  for (const key of forgotten) {
    const cached = cache.get(key);
    if (cached?.timer) clearTimeout(cached.timer);
    cache.delete(key);
  }
}

// Another account's screens must not open on this one's answers, nor join its calls on their way.
onSessionChange(() => {
  session += 1;
  clearCache();
  pending.clear();
});

function shared<T>(key: string | undefined, service: () => Promise<T>): Promise<T> {
  if (!key) return service();
  const onItsWay = pending.get(key);
  if (onItsWay) return onItsWay as Promise<T>;
  const call = service();
  pending.set(key, call);
  const settled = () => {
    if (pending.get(key) === call) pending.delete(key);
  };
  call.then(settled, settled);
  return call;
}

interface State<T> {
  data?: T;
  error?: Error;
  loading: boolean;
}

export function useData<T>(service: () => Promise<T>, options: DataOptions = {}): DataResult<T> {
  const {
    cacheKey,
    cacheTime = CACHE_TIME_MS,
    ready = true,
    refreshDeps = [],
    debounceWait,
    refreshOnWindowFocus = true,
    focusTimespan = FOCUS_THROTTLE_MS,
  } = options;
  const [state, setState] = useState<State<T>>(() => ({ data: cacheKey ? (cache.get(cacheKey)?.data as T | undefined) : undefined, loading: ready }));
  const latest = useRef({ service, cacheKey, cacheTime, ready, debounceWait, data: state.data });
  latest.current = { service, cacheKey, cacheTime, ready, debounceWait, data: state.data };
  /** The newest call: an older one's answer is dropped. */
  const calls = useRef(0);
  const mounted = useRef(false);
  const waiting = useRef<ReturnType<typeof setTimeout>>();

  const ask = useCallback(async () => {
    const { service: current, cacheKey: key, cacheTime: keep, ready: isReady } = latest.current;
    if (!isReady) return;
    const call = ++calls.current;
    const askedIn = session;
    setState((shown) => ({ ...shown, loading: true }));
    try {
      const data = await shared(key, current);
      if (call !== calls.current || !mounted.current) return;
      if (key && askedIn === session) cacheAnswer(key, data, keep);
      setState({ data, loading: false });
    } catch (error) {
      if (call !== calls.current || !mounted.current) return;
      setState((shown) => ({ ...shown, error: error as Error, loading: false }));
    }
  }, []);

  const refresh = useCallback(() => {
    const wait = latest.current.debounceWait;
    if (wait === undefined) {
      void ask();
      return;
    }
    clearTimeout(waiting.current);
    waiting.current = setTimeout(() => void ask(), wait);
  }, [ask]);

  const mutate = useCallback((next: T | ((current?: T) => T)) => {
    const { cacheKey: key, cacheTime: keep, data: current } = latest.current;
    const data = typeof next === 'function' ? (next as (current?: T) => T)(current) : next;
    setState((shown) => ({ ...shown, data }));
    if (key) cacheAnswer(key, data, keep);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(waiting.current);
    };
  }, []);

  // At once while ready, when it becomes ready, and when the dependencies change.
  useEffect(() => {
    if (ready) refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, ...refreshDeps]);

  // Another screen's answer (or mutation) under the same key.
  useEffect(() => {
    if (!cacheKey) return undefined;
    const onAnswer = (data: unknown) => setState((shown) => ({ ...shown, data: data as T }));
    const heard = listeners.get(cacheKey) ?? new Set();
    heard.add(onAnswer);
    listeners.set(cacheKey, heard);
    return () => {
      heard.delete(onAnswer);
    };
  }, [cacheKey]);

  // Back into focus (and online): ask again, at most once per `focusTimespan`.
  useEffect(() => {
    if (!refreshOnWindowFocus) return undefined;
    let resting = false;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const onFocus = () => {
      if (resting || document.visibilityState === 'hidden' || navigator.onLine === false) return;
      resting = true;
      rest = setTimeout(() => {
        resting = false;
      }, focusTimespan);
      refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      clearTimeout(rest);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [refreshOnWindowFocus, focusTimespan, refresh]);

  return { ...state, refresh, mutate };
}

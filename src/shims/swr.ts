/**
 * What the build and the tests put in place of swr (see .umirc.ts and
 * vitest.config.mts): the part ProComponents use. ProLayout loads its menu
 * through `useSWR` (the console gives it no `menu.request`, so that call
 * only hands back the routes' menu), ProField's Select and ProForm's
 * `request` load options and initial values through it, and pro-provider
 * gives each ProConfigProvider a cache of its own with `SWRConfig` and empties
 * it when the provider goes. swr itself was about 6 KB gzip of the
 * signed-in shell.
 *
 * What it does as swr 2 does (swr.test.tsx runs each case through both):
 * - a key that is null, false, empty or a function that returns or throws
 *   so asks for nothing; any other key (a string, an array…) is one entry
 *   of the cache, and the fetcher gets the key itself;
 * - the fetch starts when a hook with a new key mounts, and again on mount
 *   when the entry has data unless `revalidateIfStale` is false; a mount
 *   within `dedupingInterval` (2 s) of the key's last fetch takes that
 *   fetch instead, so hooks with the same key share one entry and one fetch;
 * - `isLoading` while the first data of the key is on its way, from the
 *   first render of a key the cache has not seen; `isValidating` while any
 *   fetch is; `error` after a
 *   rejected fetch, which is never retried;
 * - `mutate()` fetches again; `mutate(data, false)` (or `{ revalidate:
 *   false }`) sets the data, `mutate(data)` sets it and fetches again;
 * - `SWRConfig` with a `provider` gives its subtree that cache;
 *   `useSWRConfig().cache` is the cache in use (a Map).
 * What it leaves out: revalidation on focus, on reconnect and on an
 * interval, retries, `fallback`, suspense,
 * middleware, the global `mutate`, and every config option but `provider`,
 * `revalidateIfStale` and `dedupingInterval` (ProComponents turn the others off, or leave them
 * to defaults whose only effect is a fetch on focus or reconnect).
 */
import { createContext, createElement, useCallback, useContext, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';

type Key = unknown;
type Fetcher<Data> = (key: never) => Data | Promise<Data>;

interface State {
  data?: unknown;
  error?: unknown;
  isValidating: boolean;
  isLoading: boolean;
}

/** One cache with who listens to which entry and which fetches are on their way. */
interface Store {
  cache: Map<string, State>;
  listeners: Map<string, Set<() => void>>;
  inFlight: Map<string, Promise<unknown>>;
}

const newStore = (cache: Map<string, State> = new Map()): Store => ({ cache, listeners: new Map(), inFlight: new Map() });
const StoreContext = createContext<Store>(newStore());

const identities = new WeakMap<object, number>();
let nextIdentity = 0;

/** A key as one string: arrays and plain objects by what they hold, other objects by identity (as swr's stableHash). */
function hash(value: unknown): string {
  if (Array.isArray(value)) return `@${value.map(hash).join(',')}`;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return `#${Object.keys(value)
      .sort()
      .map((name) => `${name}:${hash((value as Record<string, unknown>)[name])}`)
      .join(',')}`;
  }
  if ((value !== null && typeof value === 'object') || typeof value === 'function') {
    if (!identities.has(value)) identities.set(value, (nextIdentity += 1));
    return `~${identities.get(value)}`;
  }
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The key as given (a function's result) and its cache entry's name; none when it asks for nothing. */
function resolve(key: Key): { raw: unknown; id: string } | null {
  let raw = key;
  if (typeof raw === 'function') {
    try {
      raw = raw();
    } catch {
      return null;
    }
  }
  if (raw === null || raw === undefined || raw === false || raw === '' || (Array.isArray(raw) && raw.length === 0)) return null;
  return { raw, id: typeof raw === 'string' ? raw : hash(raw) };
}

function write(store: Store, id: string, change: Partial<State>): void {
  const current = store.cache.get(id) ?? { isValidating: false, isLoading: false };
  store.cache.set(id, { ...current, ...change });
  store.listeners.get(id)?.forEach((listener) => listener());
}

/**
 * Fetches the entry. With `dedupe` (a mount's fetch), a fetch of the key that
 * is on its way or ended less than `dedupingInterval` ago stands for it, as in
 * swr; `mutate()` always fetches.
 */
function revalidate(store: Store, id: string, raw: unknown, fetcher: Fetcher<unknown> | null | undefined, dedupe: boolean, dedupingInterval = DEDUPING_INTERVAL_MS): Promise<unknown> {
  const recent = store.inFlight.get(id);
  if (dedupe && recent) return recent;
  if (!fetcher) return Promise.resolve(store.cache.get(id)?.data);
  write(store, id, { isValidating: true, isLoading: store.cache.get(id)?.data === undefined });
  const fetching: Promise<unknown> = (async () => fetcher(raw as never))().then(
    (data) => {
      if (store.inFlight.get(id) === fetching) write(store, id, { data, error: undefined, isValidating: false, isLoading: false });
      return data;
    },
    (error: unknown) => {
      if (store.inFlight.get(id) === fetching) write(store, id, { error, isValidating: false, isLoading: false });
      return undefined;
    },
  );
  store.inFlight.set(id, fetching);
  void fetching.then(() =>
    setTimeout(() => {
      if (store.inFlight.get(id) === fetching) store.inFlight.delete(id);
    }, dedupingInterval),
  );
  return fetching;
}

/** swr's default: a mount within this long of the key's last fetch takes that fetch's data. */
const DEDUPING_INTERVAL_MS = 2000;

interface Options {
  revalidateIfStale?: boolean;
  dedupingInterval?: number;
  [option: string]: unknown;
}

export interface SWRResponse<Data = unknown> {
  data: Data | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: (data?: Data | ((current: Data | undefined) => Data), options?: boolean | { revalidate?: boolean }) => Promise<Data | undefined>;
}

export default function useSWR<Data = unknown>(key: Key, fetcher?: Fetcher<Data> | null, options: Options = {}): SWRResponse<Data> {
  const store = useContext(StoreContext);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const resolved = resolve(key);
  const id = resolved?.id ?? null;
  const latest = useRef({ raw: resolved?.raw, fetcher });
  latest.current = { raw: resolved?.raw, fetcher };
  const revalidateIfStale = options.revalidateIfStale !== false;
  const dedupingInterval = options.dedupingInterval ?? DEDUPING_INTERVAL_MS;

  const entry = id === null ? undefined : store.cache.get(id);
  // A key the cache has not seen yet is loading from the first render, as swr says; a known one shows its entry's state.
  const fetchesFirst = id !== null && entry === undefined;

  useEffect(() => {
    if (id === null) return undefined;
    let listeners = store.listeners.get(id);
    if (!listeners) store.listeners.set(id, (listeners = new Set()));
    listeners.add(rerender);
    const cached = store.cache.get(id);
    if (cached?.data === undefined || revalidateIfStale) void revalidate(store, id, latest.current.raw, latest.current.fetcher as Fetcher<unknown>, true, dedupingInterval);
    return () => {
      listeners?.delete(rerender);
    };
  }, [id, store, revalidateIfStale, dedupingInterval]);

  const mutate = useCallback<SWRResponse<Data>['mutate']>(
    async (...args) => {
      if (id === null) return undefined;
      const again = () => revalidate(store, id, latest.current.raw, latest.current.fetcher as Fetcher<unknown>, false, dedupingInterval) as Promise<Data | undefined>;
      if (args.length === 0) return again();
      const [next, options] = args;
      const data = typeof next === 'function' ? (next as (current: Data | undefined) => Data)(store.cache.get(id)?.data as Data | undefined) : next;
      write(store, id, { data, error: undefined });
      const shouldRevalidate = typeof options === 'boolean' ? options : options?.revalidate !== false;
      return shouldRevalidate ? again() : data;
    },
    [id, store, dedupingInterval],
  );

  return {
    data: entry?.data as Data | undefined,
    error: entry?.error,
    isLoading: fetchesFirst || (entry?.isLoading ?? false),
    isValidating: fetchesFirst || (entry?.isValidating ?? false),
    mutate,
  };
}

/** A subtree with a cache of its own when given a `provider`; the rest of swr's config is not part of this stand-in. */
export function SWRConfig({ value, children }: { value?: { provider?: () => Map<string, State> }; children?: ReactNode }) {
  const parent = useContext(StoreContext);
  const [store] = useState(() => (value?.provider ? newStore(value.provider()) : parent));
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useSWRConfig(): { cache: Map<string, State> } {
  return { cache: useContext(StoreContext).cache };
}

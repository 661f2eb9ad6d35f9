/**
 * A module fetched once for all who draw it: each reads it with `useLoaded` (undefined until it
 * has loaded, so they draw a stand-in meanwhile) and all draw it as soon as it has. A failed
 * fetch is tried again at the next `fetch`. Used by the fields that load when reached
 * (lean/reachedFields.tsx) and the stand-ins that draw a part once it has loaded (`loadedPart`,
 * lazyPart.tsx).
 */
import { useSyncExternalStore } from 'react';

export function loadedOnce<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => value;
  function fetch(): Promise<T> {
    pending ??= load().then(
      (loaded) => {
        value = loaded;
        listeners.forEach((listener) => listener());
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  return { fetch, useLoaded: () => useSyncExternalStore(subscribe, current, current) };
}

/** Whole seconds left until `until` (epoch ms), ticking; 0 once it has passed. */
import { useEffect, useState } from 'react';

export function useSecondsUntil(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until || until <= now) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  useEffect(() => setNow(Date.now()), [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/**
 * The scene's robots, live: polls their poses five times a second (signed
 * like every call) and hands each answer to the map engine, which moves the
 * shapes; nothing here touches React state. Polling pauses while the tab is
 * hidden and stops when the screen goes.
 */
import { useEffect } from 'react';
import type { MapEngine } from '@/map/engine';
import { fetchRobotPoses } from '@/services/maps';

/** One poll every 200 ms: 5 Hz, the least the dispatch screens need. */
export const POLL_INTERVAL_MS = 200;

export function useLiveRobots(engine: MapEngine | null, sceneId: string | undefined, enabled: boolean): void {
  useEffect(() => {
    if (!engine || !sceneId || !enabled) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const started = Date.now();
      if (document.visibilityState !== 'hidden') {
        try {
          engine.pushPoses(await fetchRobotPoses(sceneId, controller.signal));
        } catch {
          // the next poll tries again; a lost session is handled by the pipeline
        }
      }
      if (!controller.signal.aborted) timer = setTimeout(poll, Math.max(0, POLL_INTERVAL_MS - (Date.now() - started)));
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [engine, sceneId, enabled]);
}

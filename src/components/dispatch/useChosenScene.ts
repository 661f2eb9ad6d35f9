/**
 * The scene chosen on the dispatch screens (and the business screen, which shares the choice).
 */
import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import type { DispatchScene } from '@/models/dispatch';
import { readSelectedScene } from '@/request/storage';
import { useData } from '@/request/useData';
import { fetchScenePage } from '@/services/scenes';
import type { Scene } from '@/services/types/scene';

/**
 * The chosen scene in full. Session storage is the truth (it outlives a
 * reload, and logging out clears it); after a reload only its number and
 * UUID are known, so it is looked up once.
 */
export function useChosenScene(): { scene: Scene | null; chosen: boolean; resolving: boolean } {
  const { selectedScene, chooseScene, forgetScene } = useModel('dispatch');
  const stored = readSelectedScene();
  const current: DispatchScene | null = stored && selectedScene?.uuid === stored.uuid ? selectedScene : stored;
  const partial = current && !current.id ? current : null;
  const lookup = useData(() => fetchScenePage({ pageNumber: 1, pageSize: 10, keyword: partial!.uuid }), {
    ready: Boolean(partial),
    refreshDeps: [partial?.uuid],
    refreshOnWindowFocus: false,
  });
  useEffect(() => {
    if (!partial || !lookup.data) return;
    const found = lookup.data.items.find((item) => item.uuid === partial.uuid);
    if (found) chooseScene(found);
    else forgetScene();
    // Keyed by the UUID: `partial` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partial?.uuid, lookup.data, chooseScene, forgetScene]);
  return {
    scene: current?.id ? (current as Scene) : null,
    chosen: Boolean(current),
    resolving: Boolean(partial) && !lookup.error,
  };
}


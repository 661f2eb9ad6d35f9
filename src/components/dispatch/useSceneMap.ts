/**
 * One scene's map for the dispatch screens: the map frame and the road
 * network first (enough to draw nodes and robots), the images after them in
 * the background (the base image, the overlays and the thumbnail), so the
 * map is usable before its pictures arrive. A scene without a map loads
 * nothing.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EMPTY_NETWORK, prepareNetwork, type PreparedNetwork } from '@/map/network';
import { useData } from '@/request/useData';
import { fetchMapImage, fetchSceneMap, fetchSceneNetwork } from '@/services/maps';
import type { MapImageKind, SceneMap, SceneNetwork } from '@/services/types/map';

export type MapImages = Partial<Record<MapImageKind, ImageBitmap>>;

export interface SceneMapState {
  map: SceneMap | null;
  network: PreparedNetwork;
  raw: SceneNetwork | null;
  images: MapImages;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** A newer network of this scene known without asking (the editor's save answers it). */
  setNetwork: (network: SceneNetwork) => void;
}

const IMAGE_KINDS: MapImageKind[] = ['base', 'obstacle', 'wall', 'semantic', 'thumbnail'];

async function decode(blob: Blob): Promise<ImageBitmap | undefined> {
  // Browsers decode off the main thread; where there is no decoder (jsdom) the map goes without pictures.
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    return await createImageBitmap(blob);
  } catch {
    return undefined;
  }
}

export function useSceneMap(sceneId: string | undefined, hasMap: boolean): SceneMapState {
  const ready = Boolean(sceneId) && hasMap;
  const frame = useData(
    async () => {
      const id = sceneId!;
      const [map, network] = await Promise.all([fetchSceneMap(id), fetchSceneNetwork(id)]);
      return { sceneId: id, map, network };
    },
    { ready, refreshDeps: [sceneId], refreshOnWindowFocus: false, cacheKey: `scene-map-${sceneId}`, cacheTime: 0 },
  );
  // The last answer stays while the next scene's is on its way: only the chosen scene's is shown.
  const current = ready && frame.data?.sceneId === sceneId ? frame.data : undefined;
  const map = current?.map ?? null;
  const [images, setImages] = useState<MapImages>({});

  useEffect(() => {
    setImages({});
    if (!map || !sceneId) return undefined;
    const controller = new AbortController();
    const loaded: MapImages = {};
    void Promise.all(
      IMAGE_KINDS.filter((kind) => kind === 'base' || kind === 'thumbnail' || map.layers.includes(kind as never)).map(
        async (kind) => {
          try {
            const bitmap = await decode(await fetchMapImage(sceneId, kind, controller.signal));
            if (bitmap) loaded[kind] = bitmap;
          } catch {
            // one missing picture leaves the rest of the map usable; the pipeline said why
          }
        },
      ),
    ).then(() => {
      if (!controller.signal.aborted) setImages({ ...loaded });
    });
    return () => controller.abort();
  }, [map, sceneId]);

  const { mutate } = frame;
  const setNetwork = useCallback(
    (next: SceneNetwork) => mutate((data) => (data ? { ...data, network: next } : (data as never))),
    [mutate],
  );
  const raw = current?.network ?? null;
  const network = useMemo(() => (raw ? prepareNetwork(raw) : EMPTY_NETWORK), [raw]);
  return {
    map,
    network,
    raw,
    images,
    loading: ready && frame.loading,
    failed: ready && Boolean(frame.error) && !current,
    retry: frame.refresh,
    setNetwork,
  };
}

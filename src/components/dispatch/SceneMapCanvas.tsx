/**
 * The chosen scene's map as the dispatch screens and the business screen draw it: the map engine
 * (a chunk of its own with Konva, fetched as soon as a screen that draws it loads) with the dispatch
 * state's filters, layer order and kept view, the display's dark mode, and a spinner while the map
 * loads. The screen hands in its events, its network when it draws another (the editor's) and what
 * it draws over the map (task routes and marks, the edit mode).
 */
import { useModel } from '@umijs/max';
import { Spin } from 'antd';
import { lazyPart } from '@/components/lazyPart';
import type { MapEngine, EngineEvents } from '@/map/engine';
import type { PreparedNetwork } from '@/map/network';
import type { MapMark, MapRoute } from '@/map/routes';
import type { Scene } from '@/services/types/scene';
import type { SceneMapState } from './useSceneMap';

const CENTRED = { position: 'absolute', top: '50%', left: '50%' } as const;

/**
 * The map (the engine with Konva's core, about 45 KB gzip) in a chunk of its own, fetched as soon
 * as a screen that draws it loads, while its scene and map are fetched: issue 10 lets the dispatch
 * screens load Konva on top of their own bytes. A spinner holds the map's place until it is there.
 */
const MapCanvas = lazyPart(() => import(/* webpackChunkName: "map-canvas" */ '@/map/MapCanvas'), { fallback: <Spin style={CENTRED} /> });
MapCanvas.preload();

interface Props {
  scene: Scene;
  sceneMap: SceneMapState;
  ariaLabel: string;
  events: EngineEvents;
  onEngine: (engine: MapEngine | null) => void;
  /** What to draw instead of the scene's network as loaded (the editor's). */
  network?: PreparedNetwork;
  routes?: readonly MapRoute[];
  marks?: readonly MapMark[];
  editable?: boolean;
}

export default function SceneMapCanvas({ scene, sceneMap, ariaLabel, events, onEngine, network, routes, marks, editable }: Props) {
  const dispatch = useModel('dispatch');
  const { dark } = useModel('display');
  const initialView = dispatch.imagePosition?.sceneUuid === scene.uuid ? { sceneId: scene.id, transform: dispatch.imagePosition.transform } : null;
  return (
    <>
      <MapCanvas
        key={scene.uuid}
        ariaLabel={ariaLabel}
        map={sceneMap.map}
        images={sceneMap.images}
        network={network ?? sceneMap.network}
        nodeControl={dispatch.nodeControlObj}
        deviceControl={dispatch.deviceControlObj}
        layerOrder={dispatch.layerOrder}
        dark={dark}
        initialView={initialView}
        events={events}
        onEngine={onEngine}
        routes={routes}
        marks={marks}
        editable={editable}
        style={{ position: 'absolute', inset: 0 }}
      />
      {sceneMap.loading ? <Spin style={CENTRED} /> : null}
    </>
  );
}

/**
 * The thin React binding of the map engine: one container element, the
 * engine created on mount and destroyed on unmount, its size following the
 * container, and each prop handed to the engine when it changes. Robot poses
 * do not pass through here: the owner gets the engine (onEngine) and feeds
 * it directly.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { MapImageKind, SceneMap } from '@/services/types/map';
import type { DeviceControl, MapLayer, NodeControl } from './controls';
import { MapEngine, type EngineEvents, type KeptView } from './engine';
import type { PreparedNetwork } from './network';
import type { MapMark, MapRoute } from './routes';

const NO_ROUTES: readonly MapRoute[] = [];
const NO_MARKS: readonly MapMark[] = [];

export interface MapCanvasProps {
  ariaLabel: string;
  map: SceneMap | null;
  images: Partial<Record<MapImageKind, CanvasImageSource>>;
  network: PreparedNetwork;
  nodeControl: NodeControl;
  deviceControl: DeviceControl;
  layerOrder: readonly MapLayer[];
  dark: boolean;
  /** The view kept for a scene (the dispatch state's); the map opens at it when it is that scene's, else fitted. */
  initialView: KeptView | null;
  events: EngineEvents;
  onEngine: (engine: MapEngine | null) => void;
  style?: CSSProperties;
  /** Task routes drawn over the network (none by default). */
  routes?: readonly MapRoute[];
  /** Pins and rings drawn over the network (none by default). */
  marks?: readonly MapMark[];
  /** Edit mode: nodes are dragged instead of the view (off by default). */
  editable?: boolean;
}

export default function MapCanvas(props: MapCanvasProps) {
  const { map, images, network, nodeControl, deviceControl, layerOrder, dark, initialView, onEngine } = props;
  const { routes = NO_ROUTES, marks = NO_MARKS, editable = false } = props;
  const container = useRef<HTMLDivElement>(null);
  const events = useRef(props.events);
  events.current = props.events;
  const [engine, setEngine] = useState<MapEngine | null>(null);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const created = new MapEngine(element, {
      onSelect: (id) => events.current.onSelect?.(id),
      onSelectedChange: (robot) => events.current.onSelectedChange?.(robot),
      onView: (transform) => events.current.onView?.(transform),
      onCounts: (counts) => events.current.onCounts?.(counts),
      onFollow: (id) => events.current.onFollow?.(id),
      onStack: (stack) => events.current.onStack?.(stack),
      onNodeClick: (id) => events.current.onNodeClick?.(id),
      onNodeMove: (id, x, y) => events.current.onNodeMove?.(id, x, y),
    });
    const resize = new ResizeObserver(([entry]) => {
      if (entry) created.setSize(entry.contentRect.width, entry.contentRect.height);
    });
    resize.observe(element);
    setEngine(created);
    onEngine(created);
    return () => {
      resize.disconnect();
      onEngine(null);
      created.destroy();
    };
    // The engine lives as long as the element; onEngine is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => engine?.setDark(dark), [engine, dark]);
  useEffect(() => engine?.setNodeControl(nodeControl), [engine, nodeControl]);
  useEffect(() => engine?.setDeviceControl(deviceControl), [engine, deviceControl]);
  useEffect(() => engine?.setLayerOrder(layerOrder), [engine, layerOrder]);
  useEffect(() => engine?.setNetwork(network), [engine, network]);
  useEffect(() => engine?.setMap(map, images), [engine, map, images]);
  useEffect(() => engine?.setRoutes(routes), [engine, routes]);
  useEffect(() => engine?.setMarks(marks), [engine, marks]);
  useEffect(() => engine?.setEditable(editable), [engine, editable]);

  // After the map and the network above: the view placed for what is shown, each new content fitted.
  useEffect(() => {
    engine?.placeView(initialView);
  }, [engine, initialView, map, network]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={props.ariaLabel}
      tabIndex={0}
      data-testid="dispatch-map"
      style={{ position: 'relative', overflow: 'hidden', touchAction: 'none', outline: 'none', ...props.style }}
    />
  );
}

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
import { MapEngine, type EngineEvents } from './engine';
import type { PreparedNetwork } from './network';
import type { Transform } from './transform';

export interface MapCanvasProps {
  ariaLabel: string;
  map: SceneMap | null;
  images: Partial<Record<MapImageKind, CanvasImageSource>>;
  network: PreparedNetwork;
  nodeControl: NodeControl;
  deviceControl: DeviceControl;
  layerOrder: readonly MapLayer[];
  dark: boolean;
  /** The view to start from (kept in the dispatch state); null fits the map once it is there. */
  initialView: Transform | null;
  events: EngineEvents;
  onEngine: (engine: MapEngine | null) => void;
  style?: CSSProperties;
}

export default function MapCanvas(props: MapCanvasProps) {
  const { map, images, network, nodeControl, deviceControl, layerOrder, dark, initialView, onEngine } = props;
  const container = useRef<HTMLDivElement>(null);
  const events = useRef(props.events);
  events.current = props.events;
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const placed = useRef(false);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const created = new MapEngine(element, {
      onSelect: (id) => events.current.onSelect?.(id),
      onSelectedChange: (robot) => events.current.onSelectedChange?.(robot),
      onView: (transform) => events.current.onView?.(transform),
      onCounts: (counts) => events.current.onCounts?.(counts),
      onFollow: (id) => events.current.onFollow?.(id),
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
      placed.current = false;
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

  // The first view: the kept one, or the map fitted once there is something to fit.
  useEffect(() => {
    if (!engine || placed.current) return;
    if (initialView) engine.setTransform(initialView);
    else if (engine.contentBounds()) engine.fit();
    else return;
    placed.current = true;
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

/**
 * The dispatch map's scene engine: plain TypeScript over Konva, no React.
 *
 * Three Konva layers at most (three canvases): the static drawing under the
 * robots, the robots, and whatever static drawing the user ordered above
 * them. The seven map layers (base image, obstacle, wall, semantic, paths,
 * nodes, devices) are groups placed into those three by the layer order.
 *
 * Fast at fleet scale by construction:
 * - the network is drawn by one shape per node kind walking typed arrays,
 *   culled to the view, as plain squares when nodes are tiny;
 * - static layers are not redrawn per robot update; while the view moves
 *   and a static redraw costs more than a frame's share, their last bitmap
 *   is moved with a CSS transform and redrawn once the view rests (and now
 *   and then during a long move);
 * - robots are drawn by one shape per state (and one for their labels, one
 *   for the selection), each a single path and fill: they move straight
 *   from the poll (never through React), interpolated every frame, those
 *   off screen skipped; a state's shape records how many it drew;
 * - nothing listens for Konva's hit graph: a click is tested against the
 *   robots' screen positions, then against the nodes through the prepared
 *   network's grid (network.ts), which finds the node under the pointer
 *   among 50,000 by looking at a few cells;
 * - task routes and marks (routes.ts) are drawn with the robots, above the
 *   static layers and under the robots, whatever the filters: a task's
 *   progress moving never redraws the network;
 * - in edit mode a node pressed is dragged: its drawing and its edges' are
 *   left out of the static layers (redrawn once when the drag starts) and
 *   drawn where the pointer holds it with the robots, so each move of the
 *   pointer costs a few lines; on release the move is patched into copies of
 *   the network's arrays and told to the owner (onNodeMove), who hands the
 *   edited network back;
 * - robots drawn on one spot (parked on a shared standby or charging spot)
 *   make a stack (stacks.ts), drawn with a badge counting them: a click on
 *   it offers them all to choose from (onStack) instead of picking the top.
 *
 * What is drawn how lives in draw.ts, input in input.ts, the images'
 * pyramids and dark version in images.ts.
 */
import Konva from 'konva/lib/Core';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import type { MapImageKind, Robot, RobotPoses, SceneMap } from '@/services/types/map';
import {
  DEVICE_KINDS,
  INITIAL_DEVICE_CONTROL,
  INITIAL_NODE_CONTROL,
  MAP_LAYERS,
  NODE_KINDS,
  type DeviceControl,
  type DeviceKind,
  type MapLayer,
  type NodeControl,
  type NodeKind,
} from './controls';
import { darken, ImagePyramid } from './images';
import { MapInput } from './input';
import { contentKey, imagePlacement, mapBounds } from './mapFrame';
import { poseAt, retarget, UpdateRhythm, type Track } from './motion';
import {
  drawDraggedNode,
  drawEdges,
  drawLabels,
  drawMarks,
  drawNodes,
  drawRobotBodies,
  drawRobotNames,
  drawRoutes,
  drawSelectionRing,
  drawStackBadges,
  robotRadius,
  type DrawFrame,
} from './draw';
import {
  DEVICE_KIND_OF_STATE,
  EMPTY_NETWORK,
  labelLevelAt,
  moveNode,
  nearestNode,
  type PreparedNetwork,
} from './network';
import { paletteOf, type Palette } from './palette';
import type { MapMark, MapRoute } from './routes';
import { NO_STACKS, robotsAt, stackRobots, type Stacks } from './stacks';
import {
  contains,
  fitToView,
  IDENTITY,
  pan,
  screenToWorld,
  visibleWorld,
  worldToScreen,
  zoomAround,
  type Bounds,
  type Point,
  type Transform,
} from './transform';

export type { MapMark, MapRoute } from './routes';

// The engine decides when each layer is drawn; Konva must not redraw a layer
// on its own whenever an attribute changes (a robot moving would draw twice).
Konva.autoDrawEnabled = false;

/**
 * While the view moves, the static layers are redrawn every frame only when
 * that redraw and the robots' together cost less than this (ms): half a
 * 60 Hz frame, the rest being the browser's.
 */
const FRAME_WORK_BUDGET = 8;
/** The view rests this long (ms) after the last input before static layers are redrawn. */
const REST_AFTER = 140;
/**
 * While the view moves and the static layers are shifted as a bitmap, they
 * are redrawn once the shift would show too much blank or blur: moved by
 * more than this share of the view, zoomed out below MIN_SHIFT_ZOOM or in
 * beyond MAX_SHIFT_ZOOM of the drawn scale.
 */
const MAX_SHIFT_SHARE = 0.2;
const MIN_SHIFT_ZOOM = 0.85;
const MAX_SHIFT_ZOOM = 2;
/** Finding a robot zooms in to at least this many pixels per metre. */
const REVEAL_SCALE = 24;
/** Robot labels show when at most this many robots are on screen, or from this zoom (px/m). */
const MAX_ROBOT_LABELS = 150;
const ROBOT_LABEL_SCALE = 10;
/** A node is picked within this many pixels of the pointer by default. */
const NODE_PICK_RADIUS = 12;
const NO_ROUTES: readonly MapRoute[] = [];
const NO_MARKS: readonly MapMark[] = [];

export const OVERLAY_KINDS = ['base', 'obstacle', 'wall', 'semantic'] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

/** A view kept for a scene's map (the dispatch state's image position). */
export interface KeptView {
  sceneId: string;
  transform: Transform;
}

export interface EngineStats {
  frames: number;
  staticDraws: number;
  lastStaticMs: number;
  lastRobotsMs: number;
  robots: number;
  visibleRobots: number;
}

export interface EngineEvents {
  /** A robot was clicked (or the selection cleared: null). */
  onSelect?: (id: string | null) => void;
  /** The selected robot's card fields changed (name, state, battery, task), or it left. */
  onSelectedChange?: (robot: Robot | null) => void;
  /** The view came to rest at a new transform. */
  onView?: (transform: Transform) => void;
  /** The view started or stopped following a robot (a drag stops it). */
  onFollow?: (id: string | null) => void;
  /** How many robots are in each state, when that changes. */
  onCounts?: (counts: Record<DeviceKind, number>) => void;
  /** A click landed on a stack of robots: their ids (by name) and the click's screen point; null once it is gone (a click elsewhere, Escape). */
  onStack?: (stack: StackChoice | null) => void;
  /** A click landed on a node (a shown kind) and on no robot: the node's id. The robot selection is cleared as by any click off the robots. */
  onNodeClick?: (nodeId: string) => void;
  /** In edit mode, a node was dragged and released: its id and where it now is (world). */
  onNodeMove?: (nodeId: string, x: number, y: number) => void;
}

/** The robots of a stack clicked, to choose one from, and where the click was (screen px). */
export interface StackChoice {
  ids: string[];
  point: Point;
}

/** A node held by the pointer in edit mode. */
interface NodeDrag {
  index: number;
  id: string;
  /** From the pointer to the node's centre (world), so that the node does not jump to the pointer. */
  grabX: number;
  grabY: number;
  /** Where the node is drawn now (world). */
  x: number;
  y: number;
  /** Whether the pointer has moved it yet (until then it is a press, maybe a click). */
  started: boolean;
  /** Its edges (x0, y0, x1, y1 each), their ends at the node following it. */
  edges: Float64Array;
  /** Per edge of `edges`: 1 if its first end is the node, 2 its second, 3 both. */
  ends: Uint8Array;
  /** Its edges' flags among all the network's (left out of the static drawing). */
  skip: Uint8Array | null;
}

interface RobotEntry {
  id: string;
  data: Robot;
  kind: DeviceKind;
  track: Track;
  /** Where it is drawn this frame (screen), and whether it is drawn at all. */
  sx: number;
  sy: number;
  heading: number;
  shown: boolean;
}

export class MapEngine {
  readonly stage: Konva.Stage;
  readonly stats: EngineStats = {
    frames: 0,
    staticDraws: 0,
    lastStaticMs: 0,
    lastRobotsMs: 0,
    robots: 0,
    visibleRobots: 0,
  };

  private readonly under = new Konva.Layer({ name: 'under', listening: false });
  private readonly live = new Konva.Layer({ name: 'live', listening: false });
  private readonly over = new Konva.Layer({ name: 'over', listening: false, visible: false });
  private readonly groups: Record<MapLayer, Konva.Group>;
  private readonly images: Record<OverlayKind, KonvaImage>;
  private readonly nodeShapes: Record<NodeKind, Konva.Shape>;
  private readonly labelShape: Konva.Shape;
  private readonly actionLabelShape: Konva.Shape;
  private readonly robotShapes: Record<DeviceKind, Konva.Shape>;
  private readonly robotLabelShape: Konva.Shape;
  /** Routes and marks, on the live layer under the robots; the node dragged, over them. */
  private readonly taskGroup = new Konva.Group({ name: 'task-overlay' });
  private readonly editGroup = new Konva.Group({ name: 'editing' });

  private width: number;
  private height: number;
  private transform: Transform = IDENTITY;
  private drawnTransform: Transform = IDENTITY;
  private palette: Palette = paletteOf(false);
  private network: PreparedNetwork = EMPTY_NETWORK;
  private map: SceneMap | null = null;
  private sources: Partial<Record<MapImageKind, CanvasImageSource>> = {};
  private darkBase: CanvasImageSource | null = null;
  private readonly pyramids: Partial<Record<OverlayKind, ImagePyramid>> = {};
  private nodeControl: NodeControl = INITIAL_NODE_CONTROL;
  private deviceControl: DeviceControl = INITIAL_DEVICE_CONTROL;
  private order: MapLayer[] = [...MAP_LAYERS];
  private readonly robots = new Map<string, RobotEntry>();
  private readonly rhythm = new UpdateRhythm(200);
  private selectedId: string | null = null;
  /** The stacks of the last frame drawn (what a click is tested against). */
  private stacks: Stacks = NO_STACKS;
  private followId: string | null = null;
  private counts = '';
  /** What the view was last placed for (contentKey); null before the first placing. */
  private placedFor: string | null = null;
  private routes: readonly MapRoute[] = NO_ROUTES;
  private marks: readonly MapMark[] = NO_MARKS;
  private editable = false;
  private drag: NodeDrag | null = null;

  private raf = 0;
  private staticDirty = true;
  private interacting = false;
  private restTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly input: MapInput;
  private destroyed = false;

  constructor(
    private readonly container: HTMLDivElement,
    private readonly events: EngineEvents = {},
  ) {
    this.width = Math.max(1, container.clientWidth);
    this.height = Math.max(1, container.clientHeight);
    this.stage = new Konva.Stage({ container, width: this.width, height: this.height, listening: false });
    this.stage.add(this.under, this.live, this.over);

    this.groups = Object.fromEntries(MAP_LAYERS.map((layer) => [layer, new Konva.Group({ name: `layer-${layer}` })])) as Record<
      MapLayer,
      Konva.Group
    >;
    this.images = Object.fromEntries(
      OVERLAY_KINDS.map((kind) => {
        const image = new KonvaImage({ name: `image-${kind}`, image: undefined, listening: false, visible: false });
        this.groups[kind].add(image);
        return [kind, image];
      }),
    ) as Record<OverlayKind, KonvaImage>;

    const { paths, nodes, devices } = this.groups;
    this.addShape(paths, 'edges', (ctx) => drawEdges(ctx, this.network.edges, this.frameOf(), this.drag?.skip ?? null));
    const nodeShapes: Partial<Record<NodeKind, Konva.Shape>> = {};
    for (const kind of NODE_KINDS) nodeShapes[kind] = this.addShape(nodes, `nodes-${kind}`, (ctx) =>
        drawNodes(ctx, this.network.nodes[kind], kind, this.frameOf(), this.draggedSlot(kind)),
      );
    this.nodeShapes = nodeShapes as Record<NodeKind, Konva.Shape>;
    this.labelShape = this.addShape(nodes, 'node-labels', (ctx) =>
      drawLabels(
        ctx,
        this.network.labels,
        this.palette.label,
        labelLevelAt(this.transform.scale),
        this.frameOf(),
        this.drag?.started ? this.drag.index : -1,
      ),
    );
    // Action-point labels have no display level: all show when switched on.
    this.actionLabelShape = this.addShape(nodes, 'action-labels', (ctx) =>
      drawLabels(ctx, this.network.actionLabels, this.palette.actionLabel, Infinity, this.frameOf()),
    );

    this.addShape(devices, 'robot-selection', (ctx) => {
      const selected = this.selectedId ? this.robots.get(this.selectedId) : undefined;
      if (selected) drawSelectionRing(ctx, selected, this.frameOf());
    });
    const robotShapes: Partial<Record<DeviceKind, Konva.Shape>> = {};
    for (const kind of DEVICE_KINDS) {
      robotShapes[kind] = this.addShape(devices, `robots-${kind}`, (ctx, shape) => this.drawRobotsOf(ctx, kind, shape));
    }
    this.robotShapes = robotShapes as Record<DeviceKind, Konva.Shape>;
    this.robotLabelShape = this.addShape(devices, 'robot-labels', (ctx) => this.drawRobotLabels(ctx));
    this.addShape(devices, 'robot-stacks', (ctx, shape) =>
      shape.setAttr('drawn', drawStackBadges(ctx, this.stacks.list, this.frameOf())),
    );

    this.live.add(this.taskGroup, this.editGroup);
    this.addShape(this.taskGroup, 'routes', (ctx, shape) => shape.setAttr('drawn', drawRoutes(ctx, this.routes, this.frameOf())));
    this.addShape(this.taskGroup, 'marks', (ctx, shape) => shape.setAttr('drawn', drawMarks(ctx, this.marks, this.frameOf())));
    this.addShape(this.editGroup, 'node-drag', (ctx) => this.drawDragged(ctx));

    this.arrange();
    this.applyNodeControl();
    this.applyPalette();
    this.input = new MapInput(container, {
      panBy: (dx, dy) => this.panBy(dx, dy),
      zoomBy: (factor, anchor) => this.zoomBy(factor, anchor),
      fit: () => this.fit(),
      stopFollowing: () => this.follow(null),
      clickAt: (point) => this.clickAt(point),
      grabAt: (point) => this.grabAt(point),
      dragTo: (point) => this.dragTo(point),
      drop: (point) => this.drop(point),
      cancelDrag: () => this.cancelDrag(),
      hover: (point) => this.hover(point),
    });
    this.input.listen();
    this.request();
  }

  // ---- what is drawn -------------------------------------------------------

  setMap(map: SceneMap | null, sources: Partial<Record<MapImageKind, CanvasImageSource>> = {}): void {
    this.map = map;
    this.sources = sources;
    this.darkBase = null;
    this.applyImages();
    this.invalidate();
  }

  setNetwork(network: PreparedNetwork): void {
    // The indices a drag holds are the old network's.
    this.endDrag();
    this.network = network;
    this.invalidate();
  }

  /** Task routes to draw (the owner's, whole): redraws the robots' layer only. */
  setRoutes(routes: readonly MapRoute[]): void {
    this.routes = routes;
    this.request();
  }

  /** Pins and rings to draw (targets, the return point, the node selected in the editor): the robots' layer only. */
  setMarks(marks: readonly MapMark[]): void {
    this.marks = marks;
    this.request();
  }

  /** Edit mode: a press on a node drags it (onNodeMove on release) instead of panning. */
  setEditable(on: boolean): void {
    if (on === this.editable) return;
    this.editable = on;
    if (!on) this.endDrag();
    this.container.style.cursor = '';
  }

  setNodeControl(control: NodeControl): void {
    this.nodeControl = control;
    this.applyNodeControl();
    this.invalidate();
  }

  setDeviceControl(control: DeviceControl): void {
    this.deviceControl = control;
    for (const kind of DEVICE_KINDS) this.robotShapes[kind].visible(control[kind]);
    this.robotLabelShape.visible(control.label);
    this.request();
  }

  setLayerOrder(order: readonly MapLayer[]): void {
    this.order = [...order];
    this.arrange();
    this.invalidate();
  }

  setDark(dark: boolean): void {
    if (this.palette.dark === dark) return;
    this.palette = paletteOf(dark);
    this.applyPalette();
    this.applyImages();
    this.invalidate();
  }

  // ---- the view ------------------------------------------------------------

  getTransform(): Transform {
    return this.transform;
  }

  setTransform(transform: Transform): void {
    this.transform = transform;
    this.invalidate();
  }

  setSize(width: number, height: number): void {
    this.width = Math.max(1, Math.round(width));
    this.height = Math.max(1, Math.round(height));
    this.stage.size({ width: this.width, height: this.height });
    this.invalidate();
  }

  /** The map's building (its crop) or else the network, whole in the view. */
  fit(): void {
    const bounds = this.contentBounds();
    if (!bounds) return;
    this.transform = fitToView(bounds, this.width, this.height);
    this.invalidate();
    this.events.onView?.(this.transform);
  }

  /**
   * Places the view for what the map shows now, called whenever the map or
   * the network may have changed: the first map opens at the view kept for
   * its scene, or fitted; any other content after it (another scene's map, a
   * new version of the map) opens fitted, as the Fit button does; the same
   * content keeps whatever view the user made. Returns whether it placed.
   */
  placeView(kept: KeptView | null = null): boolean {
    const key = contentKey(this.map, this.network.bounds);
    if (key === null || key === this.placedFor) return false;
    // Editing a network without a map changes its extent, not what is shown: the view stays.
    if (this.editable && key.startsWith('network:') && this.placedFor?.startsWith('network:')) {
      this.placedFor = key;
      return false;
    }
    const first = this.placedFor === null;
    this.placedFor = key;
    if (first && kept && this.map?.sceneId === kept.sceneId) this.setTransform(kept.transform);
    else this.fit();
    return true;
  }

  zoomBy(factor: number, anchor: Point = { x: this.width / 2, y: this.height / 2 }): void {
    this.transform = zoomAround(this.transform, anchor, factor);
    this.moved();
  }

  panBy(dx: number, dy: number): void {
    this.transform = pan(this.transform, dx, dy);
    this.moved();
  }

  contentBounds(): Bounds | null {
    return (this.map && mapBounds(this.map)) ?? this.network.bounds;
  }

  // ---- robots --------------------------------------------------------------

  /** A poll's answer: every robot of the scene now. Moves shapes only. */
  pushPoses(poses: RobotPoses, now = performance.now()): void {
    const duration = this.rhythm.tick(now);
    const seen = new Set<string>();
    for (const robot of poses.robots) {
      seen.add(robot.id);
      const entry = this.robots.get(robot.id);
      if (entry) {
        const changed = cardChanged(entry.data, robot);
        entry.data = robot;
        entry.kind = DEVICE_KIND_OF_STATE[robot.state] ?? 'operative';
        entry.track = retarget(entry.track, robot, now, duration);
        if (changed && robot.id === this.selectedId) this.events.onSelectedChange?.(robot);
      } else {
        this.addRobot(robot, now);
      }
    }
    for (const id of this.robots.keys()) {
      if (seen.has(id)) continue;
      this.robots.delete(id);
      if (id === this.selectedId) this.select(null);
    }
    this.stats.robots = this.robots.size;
    this.reportCounts();
    this.request();
  }

  private reportCounts(): void {
    const counts: Record<DeviceKind, number> = { operative: 0, standby: 0, charge: 0 };
    for (const entry of this.robots.values()) counts[entry.kind] += 1;
    const key = `${counts.operative}/${counts.standby}/${counts.charge}`;
    if (key === this.counts) return;
    this.counts = key;
    this.events.onCounts?.(counts);
  }

  robot(id: string): Robot | null {
    return this.robots.get(id)?.data ?? null;
  }

  select(id: string | null): void {
    const next = id && this.robots.has(id) ? id : null;
    if (next === this.selectedId) return;
    this.selectedId = next;
    if (!next) this.follow(null);
    this.events.onSelect?.(next);
    this.events.onSelectedChange?.(next ? this.robot(next) : null);
    this.request();
  }

  /** Keeps the view centred on a robot (null stops); a drag stops it too. */
  follow(id: string | null): void {
    const next = id && this.robots.has(id) ? id : null;
    if (next) this.interacting = true;
    if (next !== this.followId) {
      this.followId = next;
      this.events.onFollow?.(next);
    }
    this.request();
  }

  following(): string | null {
    return this.followId;
  }

  /** The robots drawn under a screen point: none, one, or a whole stack (sorted by name). */
  robotsAt(point: Point): string[] {
    const ids = robotsAt(this.robots.values(), this.stacks, point, robotRadius(this.transform.scale) + 4);
    return ids.length > 1 ? this.byName(ids) : ids;
  }

  /**
   * A click on the map: one robot opens its card, a stack offers its robots
   * to choose from (the selection stays), anywhere else clears the
   * selection, and a click off the robots on a node tells its id too.
   */
  clickAt(point: Point | null): void {
    const ids = point ? this.robotsAt(point) : [];
    if (point && ids.length > 1) {
      this.events.onStack?.({ ids, point });
      return;
    }
    this.events.onStack?.(null);
    this.select(ids[0] ?? null);
    const node = point && ids.length === 0 && this.events.onNodeClick ? this.nodeAt(point) : null;
    if (node) this.events.onNodeClick?.(node);
  }

  // ---- nodes ---------------------------------------------------------------

  /** The node nearest a screen point within `radiusPx` (screen pixels at the current zoom), among the kinds shown; null if none. */
  nodeAt(point: Point, radiusPx = NODE_PICK_RADIUS): string | null {
    const index = this.nodeIndexAt(point, radiusPx);
    return index < 0 ? null : this.network.ids[index];
  }

  /** Where a node is drawn on screen now (where the pointer holds it while dragged); null for an unknown id. */
  nodeScreenPosition(id: string): Point | null {
    const index = this.network.indexOf.get(id);
    if (index === undefined) return null;
    const drag = this.drag?.index === index && this.drag.started ? this.drag : null;
    const world = drag ? { x: drag.x, y: drag.y } : { x: this.network.xy[2 * index], y: this.network.xy[2 * index + 1] };
    return worldToScreen(this.transform, world);
  }

  /** Centres the view on a node, zooming in to street level when far out. */
  revealNode(id: string): void {
    const index = this.network.indexOf.get(id);
    if (index === undefined) return;
    this.follow(null);
    this.centreView(this.network.xy[2 * index], this.network.xy[2 * index + 1]);
  }

  /** Whether a node is held by the pointer (pressed in edit mode). */
  dragging(): string | null {
    return this.drag?.id ?? null;
  }

  private nodeIndexAt(point: Point, radiusPx: number): number {
    const world = screenToWorld(this.transform, point);
    const control = this.nodeControl;
    return nearestNode(this.network, world.x, world.y, radiusPx / this.transform.scale, (kind) => control[NODE_KINDS[kind]]);
  }

  /** A press in edit mode on a node takes hold of it; anywhere else (or not editing) the press pans. */
  private grabAt(point: Point): boolean {
    this.endDrag();
    if (!this.editable) return false;
    const index = this.nodeIndexAt(point, NODE_PICK_RADIUS);
    if (index < 0) return false;
    const world = screenToWorld(this.transform, point);
    const x = this.network.xy[2 * index];
    const y = this.network.xy[2 * index + 1];
    const id = this.network.ids[index];
    this.drag = {
      index,
      id,
      grabX: x - world.x,
      grabY: y - world.y,
      x,
      y,
      started: false,
      edges: new Float64Array(0),
      ends: new Uint8Array(0),
      skip: null,
    };
    this.container.dataset.dragNode = id;
    this.container.style.cursor = 'grabbing';
    return true;
  }

  private dragTo(point: Point): void {
    const drag = this.drag;
    if (!drag) return;
    if (!drag.started) {
      // The node and its edges leave the static drawing (one redraw) and follow the pointer with the robots.
      const { incidentStart, incidentEdges, edgeNodes, edges } = this.network;
      const first = incidentStart[drag.index];
      const count = incidentStart[drag.index + 1] - first;
      drag.skip = new Uint8Array(edges.length / 4);
      drag.edges = new Float64Array(4 * count);
      drag.ends = new Uint8Array(count);
      for (let j = 0; j < count; j += 1) {
        const e = incidentEdges[first + j];
        drag.skip[e] = 1;
        drag.edges.set(edges.subarray(4 * e, 4 * e + 4), 4 * j);
        drag.ends[j] = (edgeNodes[2 * e] === drag.index ? 1 : 0) | (edgeNodes[2 * e + 1] === drag.index ? 2 : 0);
      }
      drag.started = true;
      this.staticDirty = true;
    }
    const world = screenToWorld(this.transform, point);
    drag.x = world.x + drag.grabX;
    drag.y = world.y + drag.grabY;
    this.request();
  }

  /** The pointer let go of a node it moved: the move is shown at once and told to the owner. */
  private drop(point: Point): void {
    const drag = this.drag;
    if (!drag) return;
    this.dragTo(point);
    const { index, id, x, y } = drag;
    this.endDrag();
    this.network = moveNode(this.network, index, x, y);
    this.invalidate();
    this.events.onNodeMove?.(id, x, y);
  }

  /** Escape, a second finger or the pointer lost: the node goes back where it was, nothing is told. */
  private cancelDrag(): void {
    this.endDrag();
  }

  private endDrag(): void {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    delete this.container.dataset.dragNode;
    this.container.style.cursor = '';
    if (drag.started) this.invalidate();
  }

  /** In edit mode, the pointer over a node says it can be taken. */
  private hover(point: Point): void {
    if (!this.editable || this.drag) return;
    this.container.style.cursor = this.nodeIndexAt(point, NODE_PICK_RADIUS) >= 0 ? 'grab' : '';
  }

  /** The slot of the dragged node among its kind's, left out of the static drawing (-1: none). */
  private draggedSlot(kind: NodeKind): number {
    const drag = this.drag;
    if (!drag?.started || NODE_KINDS[this.network.kinds[drag.index]] !== kind) return -1;
    return this.network.slots[drag.index];
  }

  private drawDragged(ctx: CanvasRenderingContext2D): void {
    const drag = this.drag;
    if (!drag?.started) return;
    for (let j = 0; j < drag.ends.length; j += 1) {
      if (drag.ends[j] & 1) drag.edges.set([drag.x, drag.y], 4 * j);
      if (drag.ends[j] & 2) drag.edges.set([drag.x, drag.y], 4 * j + 2);
    }
    const kind = NODE_KINDS[this.network.kinds[drag.index]];
    drawDraggedNode(ctx, { x: drag.x, y: drag.y, kind, name: this.network.labels[drag.index]?.text ?? '' }, drag.edges, this.frameOf());
  }

  private byName(ids: string[]): string[] {
    const name = (id: string) => this.robots.get(id)?.data.name ?? id;
    return [...ids].sort((a, b) => name(a).localeCompare(name(b)) || a.localeCompare(b));
  }

  /** Centres the view on a robot, zooming in to street level when far out. */
  reveal(id: string): void {
    const entry = this.robots.get(id);
    if (!entry) return;
    const pose = poseAt(entry.track, performance.now());
    this.centreView(pose.x, pose.y);
  }

  private centreView(x: number, y: number): void {
    const scale = Math.max(this.transform.scale, REVEAL_SCALE);
    this.transform = { scale, offsetX: this.width / 2 - x * scale, offsetY: this.height / 2 + y * scale };
    this.moved();
  }

  /** Every robot's id and name (for finding one), sorted by name. */
  robotList(): { id: string; name: string }[] {
    return [...this.robots.values()]
      .map((entry) => ({ id: entry.data.id, name: entry.data.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Where a robot is drawn on screen now (tests and the benchmark follow it). */
  robotScreenPosition(id: string): Point | null {
    const entry = this.robots.get(id);
    return entry ? { x: entry.sx, y: entry.sy } : null;
  }

  destroy(): void {
    this.endDrag();
    this.destroyed = true;
    if (this.raf) cancelFrame(this.raf);
    clearTimeout(this.restTimer);
    this.input.unlisten();
    this.stage.destroy();
  }

  // ---- the frame loop ------------------------------------------------------

  private invalidate(): void {
    this.staticDirty = true;
    this.request();
  }

  private moved(): void {
    this.interacting = true;
    this.staticDirty = true;
    clearTimeout(this.restTimer);
    this.restTimer = setTimeout(() => {
      this.interacting = this.followId !== null;
      this.staticDirty = true;
      this.request();
      this.events.onView?.(this.transform);
    }, REST_AFTER);
    this.request();
  }

  private request(): void {
    if (this.raf || this.destroyed) return;
    this.raf = nextFrame(this.frame);
  }

  private readonly frame = (): void => {
    this.raf = 0;
    if (this.destroyed) return;
    const now = performance.now();
    if (this.followId) this.centreOn(this.followId, now);
    if (this.staticDirty) this.drawStatic();
    const moving = this.drawRobots(now);
    this.stats.frames += 1;
    if (moving || this.followId || (this.staticDirty && this.interacting)) this.request();
  };

  private centreOn(id: string, now: number): void {
    const entry = this.robots.get(id);
    if (!entry) {
      this.follow(null);
      return;
    }
    const pose = poseAt(entry.track, now);
    const t = this.transform;
    const next = { scale: t.scale, offsetX: this.width / 2 - pose.x * t.scale, offsetY: this.height / 2 + pose.y * t.scale };
    if (next.offsetX !== t.offsetX || next.offsetY !== t.offsetY) {
      this.transform = next;
      this.staticDirty = true;
      this.interacting = true;
    }
  }

  private drawStatic(): void {
    const cheap = this.stats.lastStaticMs + this.stats.lastRobotsMs <= FRAME_WORK_BUDGET;
    if (this.interacting && !cheap && this.shiftAcceptable()) {
      this.shiftStatic();
      return;
    }
    const started = performance.now();
    this.placeImages();
    this.under.draw();
    if (this.over.visible()) this.over.draw();
    this.drawnTransform = this.transform;
    this.shiftStatic();
    this.staticDirty = false;
    this.stats.staticDraws += 1;
    this.stats.lastStaticMs = performance.now() - started;
  }

  /** Whether the last static bitmap, shifted to the current view, still covers it well enough. */
  private shiftAcceptable(): boolean {
    const drawn = this.drawnTransform;
    const t = this.transform;
    const k = t.scale / drawn.scale;
    if (k < MIN_SHIFT_ZOOM || k > MAX_SHIFT_ZOOM) return false;
    // Where the drawn bitmap's corners land now, against the view.
    const left = t.offsetX - drawn.offsetX * k;
    const top = t.offsetY - drawn.offsetY * k;
    const right = left + this.width * k;
    const bottom = top + this.height * k;
    const blankX = Math.max(0, left) + Math.max(0, this.width - right);
    const blankY = Math.max(0, top) + Math.max(0, this.height - bottom);
    return blankX <= this.width * MAX_SHIFT_SHARE && blankY <= this.height * MAX_SHIFT_SHARE;
  }

  /** Moves the static canvases' last bitmap to where the current view puts it. */
  private shiftStatic(): void {
    const drawn = this.drawnTransform;
    const t = this.transform;
    const k = t.scale / drawn.scale;
    const tx = t.offsetX - drawn.offsetX * k;
    const ty = t.offsetY - drawn.offsetY * k;
    const css = k === 1 && tx === 0 && ty === 0 ? '' : `translate(${tx}px, ${ty}px) scale(${k})`;
    for (const layer of [this.under, this.over]) {
      const canvas = layer.getNativeCanvasElement();
      canvas.style.transformOrigin = '0 0';
      canvas.style.transform = css;
    }
  }

  private drawRobots(now: number): boolean {
    const view = visibleWorld(this.transform, this.width, this.height);
    const started = performance.now();
    const margin = 2 / this.transform.scale + 1;
    const { scale, offsetX, offsetY } = this.transform;
    let moving = false;
    let visible = 0;
    for (const entry of this.robots.values()) {
      const pose = poseAt(entry.track, now);
      if (now < entry.track.end) moving = true;
      entry.shown = this.deviceControl[entry.kind] && contains(view, pose, margin);
      if (!entry.shown) continue;
      entry.sx = offsetX + pose.x * scale;
      entry.sy = offsetY - pose.y * scale;
      entry.heading = pose.theta;
      visible += 1;
    }
    this.stats.visibleRobots = visible;
    // Robots whose centres are within a radius of each other are one blot: a stack.
    this.stacks = visible > 1 ? stackRobots(this.robots.values(), robotRadius(scale)) : NO_STACKS;
    this.live.draw();
    this.stats.lastRobotsMs = performance.now() - started;
    return moving;
  }

  // ---- drawing -------------------------------------------------------------

  private view(): Bounds {
    return visibleWorld(this.transform, this.width, this.height);
  }

  private frameOf(): DrawFrame {
    return { transform: this.transform, view: this.view(), palette: this.palette };
  }

  private drawRobotsOf(ctx: CanvasRenderingContext2D, kind: DeviceKind, shape: Konva.Shape): void {
    shape.setAttr('drawn', drawRobotBodies(ctx, this.robots.values(), kind, this.frameOf()));
  }

  private drawRobotLabels(ctx: CanvasRenderingContext2D): void {
    if (this.stats.visibleRobots > MAX_ROBOT_LABELS && this.transform.scale < ROBOT_LABEL_SCALE) return;
    // A stack is labelled once (its first robot's name, its badge counting the rest), not in overprinted names.
    const { of } = this.stacks;
    const labelled = of.size === 0 ? this.robots.values() : [...this.robots.values()].filter((entry) => (of.get(entry.id)?.ids[0] ?? entry.id) === entry.id);
    drawRobotNames(ctx, labelled, this.frameOf());
  }

  // ---- setup ---------------------------------------------------------------

  private addRobot(robot: Robot, now: number): void {
    this.robots.set(robot.id, {
      id: robot.id,
      data: robot,
      kind: DEVICE_KIND_OF_STATE[robot.state] ?? 'operative',
      track: retarget(undefined, robot, now, 0),
      sx: Number.NaN,
      sy: Number.NaN,
      heading: robot.theta,
      shown: false,
    });
  }

  /** A shape of a map layer, drawn by `draw` with the canvas's own context; nothing in it listens. */
  private addShape(
    group: Konva.Group,
    name: string,
    draw: (ctx: CanvasRenderingContext2D, shape: Konva.Shape) => void,
  ): Konva.Shape {
    const shape = new Konva.Shape({ name, listening: false });
    shape.sceneFunc((context) => draw(context._context, shape));
    group.add(shape);
    return shape;
  }

  /** Groups before the devices go under the robots, those after it over them. */
  private arrange(): void {
    const devices = this.order.indexOf('devices');
    this.order.forEach((layer, index) => {
      const group = this.groups[layer];
      const target = index < devices ? this.under : index > devices ? this.over : this.live;
      group.moveTo(target);
      group.moveToTop();
    });
    // Routes and marks under the robots, the node dragged over them.
    this.taskGroup.moveToBottom();
    this.editGroup.moveToTop();
    const overUsed = this.over.getChildren().length > 0;
    if (!overUsed && this.over.visible()) {
      // Nothing above the robots any more: leave no old drawing behind.
      this.over.clear();
      this.over.getNativeCanvasElement().style.transform = '';
    }
    this.over.visible(overUsed);
  }

  private applyNodeControl(): void {
    for (const kind of NODE_KINDS) this.nodeShapes[kind].visible(this.nodeControl[kind]);
    this.labelShape.visible(this.nodeControl.label);
    this.actionLabelShape.visible(this.nodeControl.actionLabel);
  }

  private applyPalette(): void {
    this.container.style.background = this.palette.background;
  }

  private applyImages(): void {
    for (const kind of OVERLAY_KINDS) {
      const source = this.imageSource(kind);
      const image = this.images[kind];
      this.pyramids[kind] = source ? new ImagePyramid(source) : undefined;
      this.pyramids[kind]?.prepareSoon();
      image.image(source ?? undefined);
      image.visible(Boolean(this.map && source));
    }
  }

  private darkBaseImage(): CanvasImageSource | undefined {
    const base = this.sources.base;
    if (!base) return undefined;
    this.darkBase ??= darken(base) ?? base;
    return this.darkBase;
  }

  /**
   * Places the images for the current view, each at the level of its
   * pyramid nearest the size it is shown at: a 2048-pixel map shown 700
   * pixels wide is drawn from its 1024-pixel level, four times fewer pixels
   * to scale on every redraw.
   */
  private placeImages(): void {
    if (!this.map) return;
    const place = imagePlacement(this.map, this.transform);
    for (const kind of OVERLAY_KINDS) {
      const image = this.images[kind];
      const source = this.imageSource(kind);
      if (!source) continue;
      const level = this.pyramids[kind]?.at(place.scaleX) ?? { image: source, factor: 1 };
      image.image(level.image);
      image.position({ x: place.x, y: place.y });
      image.scale({ x: place.scaleX * level.factor, y: place.scaleY * level.factor });
      image.rotation(place.rotation);
    }
  }

  private imageSource(kind: OverlayKind): CanvasImageSource | undefined {
    return kind === 'base' && this.palette.dark ? this.darkBaseImage() : this.sources[kind];
  }
}

function cardChanged(a: Robot, b: Robot): boolean {
  return a.name !== b.name || a.state !== b.state || a.task !== b.task || Math.round(a.battery) !== Math.round(b.battery);
}

const nextFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : Number(setTimeout(callback, 16));

const cancelFrame = (handle: number): void => {
  if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(handle);
  else clearTimeout(handle);
};


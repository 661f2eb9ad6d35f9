/**
 * The map engine mounted in jsdom over a mocked canvas (vitest-canvas-mock):
 * the Konva node tree it builds for given filters and layer orders, what it
 * actually draws (culling), the robots' shapes, clicks and following.
 */
import 'vitest-canvas-mock';
import type Konva from 'konva/lib/Core';
import type { MapEdge, MapNode, Robot, RobotPoses, SceneMap, SceneNetwork } from '@/services/types/map';
import { INITIAL_DEVICE_CONTROL, INITIAL_NODE_CONTROL, MAP_LAYERS, moveLayer, toggleDevice, toggleNode } from './controls';
import { MapEngine } from './engine';
import { mapBounds } from './mapFrame';
import { prepareNetwork } from './network';
import { fitToView } from './transform';
import { DARK, LIGHT } from './palette';

const WIDTH = 800;
const HEIGHT = 600;

/** A 20 x 10 grid of nodes 1 m apart, each row one kind in turn, joined along rows. */
function grid(): SceneNetwork {
  const nodes: MapNode[] = [];
  const edges: MapEdge[] = [];
  for (let row = 0; row < 10; row += 1) {
    for (let column = 0; column < 20; column += 1) {
      const id = `${row}-${column}`;
      nodes.push({ id, name: `N${id}`, alias2: '', alias3: '', level: 1, type: ((row % 6) + 1) as MapNode['type'], x: column, y: row, theta: 0 });
      if (column > 0) edges.push({ from: `${row}-${column - 1}`, to: id });
    }
  }
  return { version: 1, nodes, edges, actionPoints: [] };
}

const robot = (id: string, state: Robot['state'], x: number, y: number): Robot => ({
  id,
  name: `Robot ${id}`,
  assetId: null,
  state,
  battery: 80,
  x,
  y,
  theta: 0,
  speed: state === 1 ? 1 : 0,
  task: null,
});

const poses = (robots: Robot[], at = 0): RobotPoses => ({ seq: Math.floor(at / 100), at, robots });

const frame = () => new Promise((resolve) => setTimeout(resolve, 40));

function pointer(type: string, x: number, y: number, id = 1, pointerType = 'mouse'): Event {
  const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: id });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

/** A scene's map frame: `width` x `height` metres at 5 cm a pixel, its crop the whole image. */
const sceneMapOf = (sceneId: string, width: number, height: number, version = 1): SceneMap => ({
  sceneId,
  mapUuid: `${sceneId}-v${version}`,
  version,
  coreVersion: '3.0.0',
  resolution: 0.05,
  rotation: 0,
  origin: { x: 0, y: 0 },
  width: width * 20,
  height: height * 20,
  crop: { x: 0, y: 0, width: width * 20, height: height * 20 },
  displayScale: 1,
  poseTransform: { x: 0, y: 0, theta: 0 },
  layers: [],
  thumbnailWidth: 256,
  thumbnailHeight: 256,
});

let engine: MapEngine;
let container: HTMLDivElement;
const onSelect = vi.fn();
const onFollow = vi.fn();
const onStack = vi.fn();

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  onSelect.mockClear();
  onFollow.mockClear();
  onStack.mockClear();
  engine = new MapEngine(container, { onSelect, onFollow, onStack });
  engine.setSize(WIDTH, HEIGHT);
  engine.setNetwork(prepareNetwork(grid()));
  engine.fit();
});

afterEach(() => {
  engine.destroy();
  container.remove();
});

const named = (name: string) => engine.stage.findOne(`.${name}`) as Konva.Node;
const layerOf = (name: string) => (named(name).getLayer() as Konva.Layer).name();
/** How many robots each state's shape drew in the last frame (0 when the shape is hidden). */
const drawn = () =>
  Object.fromEntries(
    ['operative', 'standby', 'charge'].map((kind) => {
      const shape = named(`robots-${kind}`);
      return [kind, shape.visible() ? Number(shape.getAttr('drawn')) : 0];
    }),
  );

describe('the map engine', () => {
  it('draws on three canvases at most, none listening for hits', () => {
    expect(engine.stage.getLayers().map((layer) => layer.name())).toEqual(['under', 'live', 'over']);
    expect(engine.stage.getLayers().every((layer) => !layer.listening())).toBe(true);
  });

  it('has one shape per node kind and hides the kinds switched off, labels on their own switches', () => {
    const kinds = ['calibration', 'startPosition', 'await', 'path', 'distribution', 'elevator'];
    expect(kinds.every((kind) => named(`nodes-${kind}`).visible())).toBe(true);
    expect(named('node-labels').visible()).toBe(true);
    expect(named('action-labels').visible()).toBe(false);

    let control = toggleNode(INITIAL_NODE_CONTROL, 'path', false);
    control = toggleNode(control, 'label', false);
    control = toggleNode(control, 'actionLabel', true);
    engine.setNodeControl(control);
    expect(named('nodes-path').visible()).toBe(false);
    expect(named('nodes-elevator').visible()).toBe(true);
    expect(named('node-labels').visible()).toBe(false);
    expect(named('action-labels').visible()).toBe(true);

    engine.setNodeControl(toggleNode(control, 'all', false));
    expect(kinds.some((kind) => named(`nodes-${kind}`).visible())).toBe(false);
  });

  it('puts the layers before the devices under the robots and those after them over, in the order given', () => {
    expect(MAP_LAYERS.filter((layer) => layer !== 'devices').every((layer) => layerOf(`layer-${layer}`) === 'under')).toBe(true);
    expect(layerOf('layer-devices')).toBe('live');
    expect(engine.stage.findOne('.over')?.visible()).toBe(false);

    // Paths to the top: drawn over the robots.
    const order = moveLayer(MAP_LAYERS, MAP_LAYERS.indexOf('paths'), MAP_LAYERS.length - 1);
    engine.setLayerOrder(order);
    expect(layerOf('layer-paths')).toBe('over');
    expect(engine.stage.findOne('.over')?.visible()).toBe(true);

    // Nodes below the base image: the group order inside the under layer follows.
    const sunk = moveLayer(order, order.indexOf('nodes'), 0);
    engine.setLayerOrder(sunk);
    const under = engine.stage.findOne('.under') as Konva.Layer;
    expect(under.getChildren().map((group) => group.name())).toEqual(
      sunk.slice(0, sunk.indexOf('devices')).map((layer) => `layer-${layer}`),
    );
  });

  it('draws only the nodes in view', async () => {
    const ctx = (engine.stage.findOne('.under') as Konva.Layer).getContext()._context as unknown as {
      __getEvents: () => { type: string }[];
      __clearEvents: () => void;
    };
    // Far out, nodes are drawn as small squares: one fillRect each.
    engine.setTransform({ scale: 4, offsetX: 0, offsetY: HEIGHT });
    ctx.__clearEvents();
    await frame();
    const all = ctx.__getEvents().filter((event) => event.type === 'fillRect').length;
    expect(all).toBe(200);

    // Shift the view so that only columns 0-9 (x < 10 m at 4 px/m... 40 px) stay: the rest is not drawn.
    engine.setTransform({ scale: 4, offsetX: WIDTH - 38, offsetY: HEIGHT });
    ctx.__clearEvents();
    await frame();
    const some = ctx.__getEvents().filter((event) => event.type === 'fillRect').length;
    expect(some).toBe(100);
  });

  it('draws the robots by state, one shape each, skipping the states switched off and those off screen', async () => {
    engine.pushPoses(poses([robot('r1', 1, 2, 2), robot('r2', 2, 5, 5), robot('r3', 3, 8, 1), robot('r4', 1, 9, 9)]));
    await frame();
    expect((named('layer-devices') as Konva.Group).getChildren().map((shape) => shape.name())).toEqual([
      'robot-selection',
      'robots-operative',
      'robots-standby',
      'robots-charge',
      'robot-labels',
      'robot-stacks',
    ]);
    expect(drawn()).toEqual({ operative: 2, standby: 1, charge: 1 });

    engine.setDeviceControl(toggleDevice(INITIAL_DEVICE_CONTROL, 'charge', false));
    await frame();
    expect(named('robots-charge').visible()).toBe(false);
    expect(drawn()).toEqual({ operative: 2, standby: 1, charge: 0 });
    engine.setDeviceControl(toggleDevice(INITIAL_DEVICE_CONTROL, 'label', false));
    expect(named('robot-labels').visible()).toBe(false);

    // Only r1 (2, 2) in view: the others are not drawn.
    engine.setTransform({ scale: 200, offsetX: WIDTH / 2 - 400, offsetY: HEIGHT / 2 + 400 });
    await frame();
    expect(drawn()).toEqual({ operative: 1, standby: 0, charge: 0 });

    // A robot gone from the poll is gone from the map.
    engine.fit();
    engine.pushPoses(poses([robot('r2', 2, 5, 5)]));
    await frame();
    expect(drawn()).toEqual({ operative: 0, standby: 1, charge: 0 });
    expect(engine.robotList().map((entry) => entry.id)).toEqual(['r2']);
  });

  it('moves a robot smoothly toward its new pose, ending there', async () => {
    engine.pushPoses(poses([robot('r1', 1, 2, 2)]));
    await frame();
    const start = engine.robotScreenPosition('r1')!;
    engine.pushPoses(poses([robot('r1', 1, 3, 2)], 200));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const end = engine.robotScreenPosition('r1')!;
    const scale = engine.getTransform().scale;
    expect(end.x - start.x).toBeCloseTo(scale, 0);
    expect(end.y).toBeCloseTo(start.y);
  });

  it('selects the robot clicked, and clears the selection on a click elsewhere; a drag selects nothing', async () => {
    engine.pushPoses(poses([robot('r1', 1, 2, 2), robot('r2', 1, 12, 7)]));
    await frame();
    const at = engine.robotScreenPosition('r2')!;
    container.dispatchEvent(pointer('pointerdown', at.x, at.y));
    container.dispatchEvent(pointer('pointerup', at.x, at.y));
    expect(onSelect).toHaveBeenLastCalledWith('r2');

    onSelect.mockClear();
    container.dispatchEvent(pointer('pointerdown', at.x, at.y));
    container.dispatchEvent(pointer('pointermove', at.x + 60, at.y + 10));
    container.dispatchEvent(pointer('pointerup', at.x + 60, at.y + 10));
    expect(onSelect).not.toHaveBeenCalled();
    expect(engine.getTransform().offsetX).not.toBe(0);

    const empty = { x: 5, y: 5 };
    container.dispatchEvent(pointer('pointerdown', empty.x, empty.y));
    container.dispatchEvent(pointer('pointerup', empty.x, empty.y));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('tells robots on one spot apart: a badge counts them, a click offers them all, by name; a lone robot opens at once', async () => {
    // Two standby robots parked on one spot, a third 10 cm away (a few pixels at this zoom), a fourth alone.
    engine.pushPoses(
      poses([
        { ...robot('p1', 2, 5, 5), name: 'Patrol 0366' },
        { ...robot('s2', 2, 5, 5), name: 'Scrubber 2628' },
        { ...robot('c3', 2, 5.1, 5), name: 'Cleaner 0001' },
        robot('r4', 1, 15, 8),
      ]),
    );
    await frame();
    expect(named('robot-stacks').getAttr('drawn')).toBe(1);

    const spot = engine.robotScreenPosition('s2')!;
    container.dispatchEvent(pointer('pointerdown', spot.x + 2, spot.y - 1));
    container.dispatchEvent(pointer('pointerup', spot.x + 2, spot.y - 1));
    expect(onStack).toHaveBeenLastCalledWith({ ids: ['c3', 'p1', 's2'], point: { x: spot.x + 2, y: spot.y - 1 } });
    // Nothing is picked for the user: the top robot's card does not open.
    expect(onSelect).not.toHaveBeenCalled();
    engine.select('s2');
    expect(onSelect).toHaveBeenLastCalledWith('s2');

    // A lone robot opens at once, and the offer of the stack is withdrawn.
    const alone = engine.robotScreenPosition('r4')!;
    container.dispatchEvent(pointer('pointerdown', alone.x, alone.y));
    container.dispatchEvent(pointer('pointerup', alone.x, alone.y));
    expect(onSelect).toHaveBeenLastCalledWith('r4');
    expect(onStack).toHaveBeenLastCalledWith(null);

    // Zoomed in far enough, the robot 10 cm away is apart on screen: the stack is the pair on one spot.
    engine.setTransform({ scale: 400, offsetX: WIDTH / 2 - 5 * 400, offsetY: HEIGHT / 2 + 5 * 400 });
    await frame();
    expect(named('robot-stacks').getAttr('drawn')).toBe(1);
    const apart = engine.robotScreenPosition('c3')!;
    expect(engine.robotsAt(apart)).toEqual(['c3']);
    expect(engine.robotsAt(engine.robotScreenPosition('p1')!)).toEqual(['p1', 's2']);
  });

  it('opens each new map fitted, keeps the view the user made on the same map, and a kept view only for its own scene', () => {
    const fitted = (map: SceneMap) => fitToView(mapBounds(map)!, WIDTH, HEIGHT);
    const fresh = () => {
      engine.destroy();
      engine = new MapEngine(container, {});
      engine.setSize(WIDTH, HEIGHT);
    };
    fresh();
    const hall = sceneMapOf('s9', 40, 30);
    const lobby = sceneMapOf('s1', 120, 90);
    expect(engine.placeView(null)).toBe(false);
    engine.setMap(hall);
    expect(engine.placeView(null)).toBe(true);
    expect(engine.getTransform()).toEqual(fitted(hall));

    // The user zooms and pans; the same map again (a re-render, a refetch) keeps that view.
    engine.zoomBy(1.25);
    engine.zoomBy(1.25);
    engine.panBy(40, -20);
    const zoomed = engine.getTransform();
    engine.setMap({ ...hall });
    expect(engine.placeView(null)).toBe(false);
    expect(engine.getTransform()).toEqual(zoomed);

    // Another scene's map: fitted whole, as the Fit button does, whatever the view before.
    engine.setMap(lobby);
    engine.placeView({ sceneId: 's9', transform: zoomed });
    expect(engine.getTransform()).toEqual(fitted(lobby));
    // A new version of the map fits too.
    const bigger = sceneMapOf('s1', 200, 90, 2);
    engine.setMap(bigger);
    engine.placeView(null);
    expect(engine.getTransform()).toEqual(fitted(bigger));

    // A fresh map screen opens at the view kept for its scene, not at one kept for another.
    fresh();
    const kept = { scale: 33, offsetX: 10, offsetY: 700 };
    engine.setMap(hall);
    engine.placeView({ sceneId: 's9', transform: kept });
    expect(engine.getTransform()).toEqual(kept);
    fresh();
    engine.setMap(lobby);
    engine.placeView({ sceneId: 's9', transform: kept });
    expect(engine.getTransform()).toEqual(fitted(lobby));
  });

  it('zooms about the cursor with the wheel', () => {
    const before = engine.getTransform();
    const event = new WheelEvent('wheel', { deltaY: -200, clientX: 100, clientY: 100, cancelable: true });
    container.dispatchEvent(event);
    const after = engine.getTransform();
    expect(after.scale).toBeGreaterThan(before.scale);
    expect(event.defaultPrevented).toBe(true);
    // The world point under the cursor stays under it.
    const worldBefore = { x: (100 - before.offsetX) / before.scale, y: (before.offsetY - 100) / before.scale };
    const worldAfter = { x: (100 - after.offsetX) / after.scale, y: (after.offsetY - 100) / after.scale };
    expect(worldAfter.x).toBeCloseTo(worldBefore.x);
    expect(worldAfter.y).toBeCloseTo(worldBefore.y);
  });

  it('zooms about the fingers with a pinch, and pans with them', () => {
    const before = engine.getTransform();
    const worldAt = (t: typeof before, x: number, y: number) => ({ x: (x - t.offsetX) / t.scale, y: (t.offsetY - y) / t.scale });
    const centre = worldAt(before, 400, 300);
    container.dispatchEvent(pointer('pointerdown', 350, 300, 1, 'touch'));
    container.dispatchEvent(pointer('pointerdown', 450, 300, 2, 'touch'));
    // The fingers spread to twice their distance about the same centre.
    container.dispatchEvent(pointer('pointermove', 300, 300, 1, 'touch'));
    container.dispatchEvent(pointer('pointermove', 500, 300, 2, 'touch'));
    const after = engine.getTransform();
    expect(after.scale / before.scale).toBeCloseTo(2, 5);
    const middle = worldAt(after, 400, 300);
    expect(middle.x).toBeCloseTo(centre.x, 5);
    expect(middle.y).toBeCloseTo(centre.y, 5);
    container.dispatchEvent(pointer('pointermove', 250, 300, 1, 'touch'));
    expect(engine.getTransform().scale / before.scale).toBeCloseTo(2.5, 5);
    const stays = worldAt(engine.getTransform(), 375, 300);
    // The world point between the fingers stays between them (the centre moved 25 px left with finger 1).
    expect(stays.x).toBeCloseTo(centre.x, 5);
    expect(stays.y).toBeCloseTo(centre.y, 5);
    container.dispatchEvent(pointer('pointerup', 250, 300, 1, 'touch'));
    container.dispatchEvent(pointer('pointerup', 500, 300, 2, 'touch'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('follows a robot, keeping it in the centre, until the user drags', async () => {
    engine.pushPoses(poses([robot('r1', 1, 2, 2)]));
    engine.follow('r1');
    expect(onFollow).toHaveBeenLastCalledWith('r1');
    engine.pushPoses(poses([robot('r1', 1, 4, 3)], 200));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const at = engine.robotScreenPosition('r1')!;
    expect(at.x).toBeCloseTo(WIDTH / 2, 0);
    expect(at.y).toBeCloseTo(HEIGHT / 2, 0);

    container.dispatchEvent(pointer('pointerdown', 10, 10));
    container.dispatchEvent(pointer('pointermove', 80, 10));
    container.dispatchEvent(pointer('pointerup', 80, 10));
    expect(engine.following()).toBeNull();
    expect(onFollow).toHaveBeenLastCalledWith(null);
  });

  it('darkens its palette in dark mode', () => {
    expect(container.style.background).toBe(hexToRgb(LIGHT.background));
    engine.setDark(true);
    expect(container.style.background).toBe(hexToRgb(DARK.background));
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

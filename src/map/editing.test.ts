/**
 * The map engine's picking, task routes and marks, and node dragging in edit
 * mode, mounted in jsdom over a mocked canvas (vitest-canvas-mock) as in
 * engine.test.ts.
 */
import 'vitest-canvas-mock';
import type Konva from 'konva/lib/Core';
import type { MapEdge, MapNode, Robot, RobotPoses, SceneNetwork } from '@/services/types/map';
import { INITIAL_NODE_CONTROL, MAP_LAYERS, moveLayer, toggleNode } from './controls';
import { MapEngine, type MapMark, type MapRoute } from './engine';
import { prepareNetwork } from './network';

const WIDTH = 800;
const HEIGHT = 600;

/** A 20 x 10 grid of nodes 1 m apart, each row one kind in turn (row 2: standby, 3: path), joined along rows and columns. */
function grid(): SceneNetwork {
  const nodes: MapNode[] = [];
  const edges: MapEdge[] = [];
  for (let row = 0; row < 10; row += 1) {
    for (let column = 0; column < 20; column += 1) {
      const id = `${row}-${column}`;
      nodes.push({ id, name: `N${id}`, alias2: '', alias3: '', level: 1, type: ((row % 6) + 1) as MapNode['type'], x: column, y: row, theta: 0 });
      if (column > 0) edges.push({ from: `${row}-${column - 1}`, to: id });
      if (row > 0) edges.push({ from: `${row - 1}-${column}`, to: id });
    }
  }
  return { version: 1, nodes, edges, actionPoints: [] };
}

const robot = (id: string, x: number, y: number): Robot => ({
  id,
  name: `Robot ${id}`,
  assetId: null,
  state: 2,
  battery: 80,
  x,
  y,
  theta: 0,
  speed: 0,
  task: null,
});

const poses = (robots: Robot[]): RobotPoses => ({ seq: 0, at: 0, robots });

const frame = () => new Promise((resolve) => setTimeout(resolve, 40));

function pointer(type: string, x: number, y: number, id = 1, pointerType = 'mouse'): Event {
  const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: id });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

const escape = () => container.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

/** 40 px a metre, the world origin at (100, 500): node (column c, row r) is at (100 + 40c, 500 - 40r). */
const VIEW = { scale: 40, offsetX: 100, offsetY: 500 };
const screenOf = (column: number, row: number) => ({ x: 100 + 40 * column, y: 500 - 40 * row });

let engine: MapEngine;
let container: HTMLDivElement;
const onSelect = vi.fn();
const onNodeClick = vi.fn();
const onNodeMove = vi.fn();

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  onSelect.mockClear();
  onNodeClick.mockClear();
  onNodeMove.mockClear();
  engine = new MapEngine(container, { onSelect, onNodeClick, onNodeMove });
  engine.setSize(WIDTH, HEIGHT);
  engine.setNetwork(prepareNetwork(grid()));
  engine.setTransform(VIEW);
});

afterEach(() => {
  engine.destroy();
  container.remove();
});

const named = (name: string) => engine.stage.findOne(`.${name}`) as Konva.Node;

/** A press, moves through `steps` points and a release, as a mouse does. */
function dragAlong(from: { x: number; y: number }, steps: { x: number; y: number }[], release = true) {
  container.dispatchEvent(pointer('pointerdown', from.x, from.y));
  for (const step of steps) container.dispatchEvent(pointer('pointermove', step.x, step.y));
  const last = steps.at(-1) ?? from;
  if (release) container.dispatchEvent(pointer('pointerup', last.x, last.y));
}

describe('picking nodes', () => {
  it('answers the nearest node within the radius, in screen pixels', () => {
    const at = screenOf(3, 2);
    expect(engine.nodeAt(at)).toBe('2-3');
    // 0.2 m (8 px) right of 2-3 it is still 2-3; 0.7 m right it is 2-4.
    expect(engine.nodeAt({ x: at.x + 8, y: at.y })).toBe('2-3');
    expect(engine.nodeAt({ x: at.x + 28, y: at.y })).toBe('2-4');
    // (3.4, 2.45) is 24 px from 2-3, its nearest: outside the default 12 px, inside 30.
    const between = { x: 100 + 40 * 3.4, y: 500 - 40 * 2.45 };
    expect(engine.nodeAt(between)).toBeNull();
    expect(engine.nodeAt(between, 30)).toBe('2-3');
    // Far off the network: nothing.
    expect(engine.nodeAt({ x: 5, y: 5 }, 30)).toBeNull();
  });

  it('picks only among the kinds shown', () => {
    const at = screenOf(3, 2);
    // Row 2 is standby nodes: hidden, the press finds nothing near, and a wide radius finds a shown neighbour (1 m off: 40 px).
    engine.setNodeControl(toggleNode(INITIAL_NODE_CONTROL, 'await', false));
    expect(engine.nodeAt(at)).toBeNull();
    expect(engine.nodeAt(at, 45)).toBe('1-3');
    engine.setNodeControl(toggleNode(INITIAL_NODE_CONTROL, 'all', false));
    expect(engine.nodeAt(at, 200)).toBeNull();
  });

  it('measures the radius at the current zoom', () => {
    // 0.4 m off a node: 16 px at 40 px/m (outside 12 px), 8 px at 20 px/m (inside).
    const off = { x: 100 + 40 * 5.4, y: 500 - 40 * 5 };
    expect(engine.nodeAt(off)).toBeNull();
    engine.zoomBy(0.5, { x: 100, y: 500 });
    expect(engine.getTransform().scale).toBe(20);
    expect(engine.nodeAt({ x: 100 + 20 * 5.4, y: 500 - 20 * 5 })).toBe('5-5');
  });

  it('tells where a node is on screen, and centres the view on one', () => {
    expect(engine.nodeScreenPosition('2-3')).toEqual(screenOf(3, 2));
    expect(engine.nodeScreenPosition('nope')).toBeNull();
    engine.revealNode('9-19');
    expect(engine.nodeScreenPosition('9-19')).toEqual({ x: WIDTH / 2, y: HEIGHT / 2 });
    expect(engine.getTransform().scale).toBe(40);
    engine.setTransform({ scale: 2, offsetX: 0, offsetY: 0 });
    engine.revealNode('0-0');
    // Zoomed in to street level from far out.
    expect(engine.getTransform().scale).toBeGreaterThanOrEqual(24);
    expect(engine.nodeScreenPosition('0-0')).toEqual({ x: WIDTH / 2, y: HEIGHT / 2 });
  });

  it('raises onNodeClick for a click on a node off the robots; a robot on a node keeps priority', async () => {
    const at = screenOf(6, 4);
    container.dispatchEvent(pointer('pointerdown', at.x + 3, at.y - 2));
    container.dispatchEvent(pointer('pointerup', at.x + 3, at.y - 2));
    expect(onNodeClick).toHaveBeenCalledWith('4-6');
    expect(onSelect).not.toHaveBeenCalled();

    onNodeClick.mockClear();
    engine.pushPoses(poses([robot('r1', 12, 7)]));
    await frame();
    const parked = screenOf(12, 7);
    container.dispatchEvent(pointer('pointerdown', parked.x, parked.y));
    container.dispatchEvent(pointer('pointerup', parked.x, parked.y));
    expect(onSelect).toHaveBeenLastCalledWith('r1');
    expect(onNodeClick).not.toHaveBeenCalled();

    // A click on a node clears the robot selection, as any click off the robots does.
    container.dispatchEvent(pointer('pointerdown', at.x, at.y));
    container.dispatchEvent(pointer('pointerup', at.x, at.y));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(onNodeClick).toHaveBeenCalledWith('4-6');
    // Nowhere near a node: no node event.
    onNodeClick.mockClear();
    container.dispatchEvent(pointer('pointerdown', 20, 20));
    container.dispatchEvent(pointer('pointerup', 20, 20));
    expect(onNodeClick).not.toHaveBeenCalled();
  });
});

describe('dragging nodes in edit mode', () => {
  it('moves the node pressed with the pointer and tells where it was dropped, in world coordinates', async () => {
    engine.setEditable(true);
    const at = screenOf(10, 4);
    // Pressed 3 px off its centre: the node keeps that offset, it does not jump to the pointer.
    const press = { x: at.x + 3, y: at.y + 2 };
    dragAlong(press, [1, 2, 3, 4].map((k) => ({ x: press.x + 10 * k, y: press.y - 5 * k })), false);
    expect(container.dataset.dragNode).toBe('4-10');
    expect(engine.dragging()).toBe('4-10');
    expect(engine.nodeScreenPosition('4-10')).toEqual({ x: at.x + 40, y: at.y - 20 });
    // The view did not move.
    expect(engine.getTransform()).toEqual(VIEW);

    container.dispatchEvent(pointer('pointerup', press.x + 40, press.y - 20));
    // 40 px right and 20 px up at 40 px/m: 1 m east and 0.5 m north.
    expect(onNodeMove).toHaveBeenCalledTimes(1);
    const [id, x, y] = onNodeMove.mock.calls[0];
    expect(id).toBe('4-10');
    expect(x).toBeCloseTo(11);
    expect(y).toBeCloseTo(4.5);
    expect(container.hasAttribute('data-drag-node')).toBe(false);
    expect(onNodeClick).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
    // Shown where it was dropped until the owner hands the edited network back, and picked there.
    expect(engine.nodeScreenPosition('4-10')).toEqual({ x: at.x + 40, y: at.y - 20 });
    expect(engine.nodeAt({ x: at.x + 40, y: at.y - 20 })).toBe('4-10');
    expect(engine.nodeAt(at)).toBeNull();
  });

  it('uses the transform of the moment: zoomed and panned, the world point under the pointer', () => {
    engine.setEditable(true);
    engine.setTransform({ scale: 80, offsetX: -200, offsetY: 700 });
    // Node 2-5 (5, 2) is at (200, 540).
    dragAlong({ x: 200, y: 540 }, [{ x: 230, y: 540 }, { x: 260, y: 500 }]);
    const [id, x, y] = onNodeMove.mock.calls[0];
    expect(id).toBe('2-5');
    expect(x).toBeCloseTo(5.75);
    expect(y).toBeCloseTo(2.5);
  });

  it('redraws the static layers once when a drag starts, not on every move', async () => {
    engine.setEditable(true);
    await frame();
    const before = engine.stats.staticDraws;
    const at = screenOf(8, 5);
    dragAlong(at, [{ x: at.x + 6, y: at.y }], false);
    await frame();
    expect(engine.stats.staticDraws).toBe(before + 1);
    for (let k = 2; k < 30; k += 1) {
      container.dispatchEvent(pointer('pointermove', at.x + 6 * k, at.y + 2 * k));
      if (k % 5 === 0) await frame();
    }
    await frame();
    expect(engine.stats.staticDraws).toBe(before + 1);
    // The node and its four edges follow on the robots' layer.
    expect(named('node-drag').getLayer()?.name()).toBe('live');
    container.dispatchEvent(pointer('pointerup', at.x + 6 * 29, at.y + 2 * 29));
    await frame();
    expect(engine.stats.staticDraws).toBe(before + 2);
  });

  it('pans as before when editing is off, and a press off the nodes pans when it is on', () => {
    const at = screenOf(10, 4);
    dragAlong(at, [{ x: at.x + 30, y: at.y }, { x: at.x + 60, y: at.y }]);
    expect(engine.getTransform().offsetX).toBe(VIEW.offsetX + 60);
    expect(onNodeMove).not.toHaveBeenCalled();
    expect(container.hasAttribute('data-drag-node')).toBe(false);

    engine.setEditable(true);
    dragAlong({ x: 20, y: 20 }, [{ x: 40, y: 20 }, { x: 60, y: 20 }]);
    expect(engine.getTransform().offsetX).toBe(VIEW.offsetX + 100);
    expect(onNodeMove).not.toHaveBeenCalled();
  });

  it('puts the node back on Escape, telling nothing; the rest of the press does nothing', () => {
    engine.setEditable(true);
    const at = screenOf(10, 4);
    dragAlong(at, [{ x: at.x + 30, y: at.y }, { x: at.x + 60, y: at.y }], false);
    expect(engine.nodeScreenPosition('4-10')).toEqual({ x: at.x + 60, y: at.y });
    escape();
    expect(container.hasAttribute('data-drag-node')).toBe(false);
    expect(engine.nodeScreenPosition('4-10')).toEqual(at);
    container.dispatchEvent(pointer('pointermove', at.x + 90, at.y));
    container.dispatchEvent(pointer('pointerup', at.x + 90, at.y));
    expect(onNodeMove).not.toHaveBeenCalled();
    expect(onNodeClick).not.toHaveBeenCalled();
    expect(engine.getTransform()).toEqual(VIEW);
    expect(engine.nodeAt(at)).toBe('4-10');
  });

  it('still selects with a click in edit mode: a node pressed and released without moving raises onNodeClick', () => {
    engine.setEditable(true);
    const at = screenOf(2, 1);
    container.dispatchEvent(pointer('pointerdown', at.x, at.y));
    expect(container.dataset.dragNode).toBe('1-2');
    container.dispatchEvent(pointer('pointerup', at.x + 1, at.y));
    expect(onNodeClick).toHaveBeenCalledWith('1-2');
    expect(onNodeMove).not.toHaveBeenCalled();
    expect(container.hasAttribute('data-drag-node')).toBe(false);
  });

  it('lets go without a move when editing stops or a new network arrives mid-drag', () => {
    engine.setEditable(true);
    const at = screenOf(4, 4);
    dragAlong(at, [{ x: at.x + 30, y: at.y }], false);
    engine.setEditable(false);
    expect(container.hasAttribute('data-drag-node')).toBe(false);
    container.dispatchEvent(pointer('pointerup', at.x + 30, at.y));
    expect(onNodeMove).not.toHaveBeenCalled();

    engine.setEditable(true);
    dragAlong(at, [{ x: at.x + 30, y: at.y }], false);
    engine.setNetwork(prepareNetwork(grid()));
    expect(engine.dragging()).toBeNull();
    container.dispatchEvent(pointer('pointerup', at.x + 30, at.y));
    expect(onNodeMove).not.toHaveBeenCalled();
    expect(engine.nodeScreenPosition('4-4')).toEqual(at);
  });

  it('keeps the view while an edited network without a map changes its extent', () => {
    engine.destroy();
    engine = new MapEngine(container, { onNodeMove });
    engine.setSize(WIDTH, HEIGHT);
    engine.setNetwork(prepareNetwork(grid()));
    expect(engine.placeView(null)).toBe(true);
    engine.setEditable(true);
    engine.zoomBy(2);
    const zoomed = engine.getTransform();
    const moved = grid();
    moved.nodes[0] = { ...moved.nodes[0], x: -30 };
    engine.setNetwork(prepareNetwork(moved));
    expect(engine.placeView(null)).toBe(false);
    expect(engine.getTransform()).toEqual(zoomed);
  });
});

describe('routes and marks', () => {
  const routes: MapRoute[] = [
    { id: 't1', kind: 'running', points: [{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 5 }], progress: 0.4 },
    { id: 't2', kind: 'preview', points: [{ x: 1, y: 1 }, { x: 1, y: 8 }] },
    { id: 't3', kind: 'selected', points: [{ x: 2, y: 2 }, { x: 9, y: 2 }], progress: 1 },
    // Far off the view: not drawn.
    { id: 't4', kind: 'running', points: [{ x: 500, y: 500 }, { x: 600, y: 500 }] },
  ];
  const marks: MapMark[] = [
    { x: 3, y: 3, label: '1', kind: 'target' },
    { x: 6, y: 3, label: '2', kind: 'target' },
    { x: 0, y: 0, label: 'R', kind: 'return' },
    { x: 4, y: 4, label: '', kind: 'selected' },
  ];

  it('draws them on the robots\' layer, under the robots, never redrawing the static network', async () => {
    await frame();
    const before = engine.stats.staticDraws;
    engine.setRoutes(routes);
    engine.setMarks(marks);
    await frame();
    expect(named('routes').getAttr('drawn')).toBe(3);
    expect(named('marks').getAttr('drawn')).toBe(4);
    engine.setRoutes(routes.map((route) => ({ ...route, progress: 0.9 })));
    await frame();
    engine.setMarks(marks.slice(0, 1));
    await frame();
    expect(named('marks').getAttr('drawn')).toBe(1);
    expect(engine.stats.staticDraws).toBe(before);

    const live = engine.stage.findOne('.live') as Konva.Layer;
    expect(named('routes').getLayer()).toBe(live);
    expect(live.getChildren().map((group) => group.name())).toEqual(['task-overlay', 'layer-devices', 'editing']);
  });

  it('stays drawn whatever the filters and the layer order', async () => {
    engine.setRoutes(routes);
    engine.setMarks(marks);
    engine.setNodeControl(toggleNode(toggleNode(INITIAL_NODE_CONTROL, 'all', false), 'label', false));
    engine.setLayerOrder(moveLayer(MAP_LAYERS, MAP_LAYERS.indexOf('paths'), MAP_LAYERS.length - 1));
    await frame();
    expect(named('routes').isVisible()).toBe(true);
    expect(named('routes').getAttr('drawn')).toBe(3);
    expect(named('marks').getAttr('drawn')).toBe(4);
    const live = engine.stage.findOne('.live') as Konva.Layer;
    expect(live.getChildren().map((group) => group.name())).toEqual(['task-overlay', 'layer-devices', 'editing']);
    engine.setRoutes([]);
    await frame();
    expect(named('routes').getAttr('drawn')).toBe(0);
  });

  it('dashes a preview and draws the part driven fainter', async () => {
    const ctx = (engine.stage.findOne('.live') as Konva.Layer).getContext()._context as unknown as {
      __getEvents: () => { type: string; props: Record<string, unknown> }[];
      __clearEvents: () => void;
    };
    engine.setRoutes([routes[1]]);
    ctx.__clearEvents();
    await frame();
    expect(ctx.__getEvents().some((event) => event.type === 'setLineDash' && (event.props.segments as number[]).length > 0)).toBe(true);
    engine.setRoutes([routes[0]]);
    ctx.__clearEvents();
    await frame();
    const alphas = ctx.__getEvents().filter((event) => event.type === 'globalAlpha').map((event) => event.props.value);
    expect(alphas).toContain(0.35);
    expect(ctx.__getEvents().some((event) => event.type === 'setLineDash' && (event.props.segments as number[]).length > 0)).toBe(false);
  });
});

/**
 * The React binding hands the new optional props to the engine (routes,
 * marks, edit mode) and passes its node events up; without them the map
 * behaves as the dispatch screens have it.
 */
import 'vitest-canvas-mock';
import { act, screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../../tests/styles';
import type Konva from 'konva/lib/Core';
import type { MapNode, SceneNetwork } from '@/services/types/map';
import { INITIAL_DEVICE_CONTROL, INITIAL_NODE_CONTROL, MAP_LAYERS } from './controls';
import type { EngineEvents, MapEngine, MapMark, MapRoute } from './engine';
import MapCanvas, { type MapCanvasProps } from './MapCanvas';
import { prepareNetwork } from './network';

/** Five nodes 1 m apart along y = 0. */
const network: SceneNetwork = {
  version: 1,
  nodes: [0, 1, 2, 3, 4].map(
    (i): MapNode => ({ id: `n${i}`, name: `N${i}`, alias2: '', alias3: '', level: 1, type: 4, x: i, y: 0, theta: 0 }),
  ),
  edges: [0, 1, 2, 3].map((i) => ({ from: `n${i}`, to: `n${i + 1}` })),
  actionPoints: [],
};
const prepared = prepareNetwork(network);
const VIEW = { scale: 40, offsetX: 100, offsetY: 300 };
const routes: MapRoute[] = [{ id: 't1', kind: 'running', points: [{ x: 0, y: 0 }, { x: 4, y: 0 }], progress: 0.5 }];
const marks: MapMark[] = [{ x: 2, y: 0, label: '1', kind: 'target' }];

function pointer(type: string, x: number, y: number): Event {
  const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  return event;
}

let engine: MapEngine | null = null;

function props(extra: Partial<MapCanvasProps> = {}, events: EngineEvents = {}): MapCanvasProps {
  return {
    ariaLabel: 'Map',
    map: null,
    images: {},
    network: prepared,
    nodeControl: INITIAL_NODE_CONTROL,
    deviceControl: INITIAL_DEVICE_CONTROL,
    layerOrder: MAP_LAYERS,
    dark: false,
    initialView: null,
    events,
    onEngine: (created) => {
      engine = created;
    },
    ...extra,
  };
}

/** Mounts the canvas and gives its engine a size and a known view (jsdom lays nothing out). */
async function mount(extra: Partial<MapCanvasProps> = {}, events: EngineEvents = {}) {
  const view = renderStyled(<MapCanvas {...props(extra, events)} />);
  await waitFor(() => expect(engine).not.toBeNull());
  act(() => {
    engine!.setSize(800, 600);
    engine!.setTransform(VIEW);
  });
  return view;
}

const drawn = (name: string) => Number((engine!.stage.findOne(`.${name}`) as Konva.Node).getAttr('drawn'));

describe('MapCanvas', () => {
  afterEach(() => {
    engine = null;
  });

  it('draws the routes and marks it is given, and follows their changes', async () => {
    const view = await mount({ routes, marks });
    await waitFor(() => expect(drawn('routes')).toBe(1));
    await waitFor(() => expect(drawn('marks')).toBe(1));
    view.rerender(<MapCanvas {...props({ routes: [], marks: [...marks, { x: 3, y: 0, label: '2', kind: 'target' }] })} />);
    await waitFor(() => expect(drawn('routes')).toBe(0));
    await waitFor(() => expect(drawn('marks')).toBe(2));
  });

  it('in edit mode drags a node and raises onNodeMove; a click on a node raises onNodeClick', async () => {
    const onNodeMove = vi.fn();
    const onNodeClick = vi.fn();
    const view = await mount({ editable: true }, { onNodeMove, onNodeClick });
    const map = screen.getByRole('application', { name: 'Map' });
    // Node n2 (2, 0) is at (180, 300); dragged 40 px down: 1 m south.
    map.dispatchEvent(pointer('pointerdown', 180, 300));
    expect(map).toHaveAttribute('data-drag-node', 'n2');
    map.dispatchEvent(pointer('pointermove', 180, 320));
    map.dispatchEvent(pointer('pointermove', 180, 340));
    map.dispatchEvent(pointer('pointerup', 180, 340));
    expect(onNodeMove).toHaveBeenCalledWith('n2', 2, -1);
    expect(map).not.toHaveAttribute('data-drag-node');

    map.dispatchEvent(pointer('pointerdown', 220, 300));
    map.dispatchEvent(pointer('pointerup', 220, 300));
    expect(onNodeClick).toHaveBeenCalledWith('n3');

    // Edit mode off: the same press pans the view.
    view.rerender(<MapCanvas {...props({ editable: false }, { onNodeMove, onNodeClick })} />);
    map.dispatchEvent(pointer('pointerdown', 220, 300));
    map.dispatchEvent(pointer('pointermove', 260, 300));
    map.dispatchEvent(pointer('pointerup', 260, 300));
    expect(onNodeMove).toHaveBeenCalledTimes(1);
    expect(engine!.getTransform().offsetX).toBe(VIEW.offsetX + 40);
  });

  it('without the new props behaves as the dispatch screens have it: no routes, no marks, a press on a node pans', async () => {
    const onNodeMove = vi.fn();
    await mount({}, { onNodeMove });
    await waitFor(() => expect(drawn('routes')).toBe(0));
    expect(drawn('marks')).toBe(0);
    const map = screen.getByRole('application', { name: 'Map' });
    map.dispatchEvent(pointer('pointerdown', 180, 300));
    expect(map).not.toHaveAttribute('data-drag-node');
    map.dispatchEvent(pointer('pointermove', 220, 300));
    map.dispatchEvent(pointer('pointerup', 220, 300));
    expect(onNodeMove).not.toHaveBeenCalled();
    expect(engine!.getTransform().offsetX).toBe(VIEW.offsetX + 40);
  });
});

/** Visibility filters keep each group's all switch consistent; the layer order moves one layer at a time. */
import fc from 'fast-check';
import {
  DEVICE_KINDS,
  INITIAL_DEVICE_CONTROL,
  INITIAL_NODE_CONTROL,
  MAP_LAYERS,
  moveLayer,
  NODE_KINDS,
  toggleDevice,
  toggleNode,
  validLayerOrder,
  type NodeControl,
} from './controls';

describe('visibility filters', () => {
  it('start as the specification says', () => {
    expect(INITIAL_NODE_CONTROL.actionLabel).toBe(false);
    expect(Object.entries(INITIAL_NODE_CONTROL).filter(([key]) => key !== 'actionLabel').every(([, on]) => on)).toBe(true);
    expect(Object.values(INITIAL_DEVICE_CONTROL).every(Boolean)).toBe(true);
  });

  it('turn every kind off and on with the all switch, labels untouched', () => {
    const off = toggleNode(INITIAL_NODE_CONTROL, 'all', false);
    expect(NODE_KINDS.every((kind) => off[kind] === false)).toBe(true);
    expect(off.label).toBe(true);
    expect(off.actionLabel).toBe(false);
    const on = toggleNode(off, 'all', true);
    expect(on).toEqual(INITIAL_NODE_CONTROL);
    expect(toggleDevice(INITIAL_DEVICE_CONTROL, 'all', false)).toEqual({ all: false, operative: false, standby: false, charge: false, label: true });
  });

  it('turn all off when one kind goes off, and on again when the last one comes back', () => {
    const one = toggleDevice(INITIAL_DEVICE_CONTROL, 'standby', false);
    expect(one.all).toBe(false);
    expect(toggleDevice(one, 'standby', true).all).toBe(true);
  });

  it('keep all equal to "every kind on" after any sequence of toggles', () => {
    const keys = ['all', ...NODE_KINDS, 'label', 'actionLabel'] as const;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...keys), fc.boolean()), { maxLength: 40 }), (steps) => {
        let control: NodeControl = INITIAL_NODE_CONTROL;
        for (const [key, on] of steps) control = toggleNode(control, key, on);
        return control.all === NODE_KINDS.every((kind) => control[kind]);
      }),
      { numRuns: 500 },
    );
    expect(DEVICE_KINDS).toEqual(['operative', 'standby', 'charge']);
  });
});

describe('layer order', () => {
  it('moves one layer and keeps the others in order', () => {
    expect(moveLayer(MAP_LAYERS, MAP_LAYERS.length - 1, 0)).toEqual(['devices', 'base', 'obstacle', 'wall', 'semantic', 'paths', 'nodes']);
    expect(moveLayer(MAP_LAYERS, 0, 99)).toEqual([...MAP_LAYERS]);
  });

  it('accepts only a stored order naming every layer once', () => {
    const custom = moveLayer(MAP_LAYERS, 1, 4);
    expect(validLayerOrder(custom)).toEqual(custom);
    expect(validLayerOrder(['base'])).toEqual([...MAP_LAYERS]);
    expect(validLayerOrder([...MAP_LAYERS.slice(0, -1), 'base'])).toEqual([...MAP_LAYERS]);
    expect(validLayerOrder('junk')).toEqual([...MAP_LAYERS]);
  });
});

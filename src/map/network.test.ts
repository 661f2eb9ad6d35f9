import type { MapNode, SceneNetwork } from '@/services/types/map';
import { labelLevelAt, prepareNetwork } from './network';

const network: SceneNetwork = {
  nodes: [
    { id: 'a', name: 'CAL-01', alias2: '', alias3: '', level: 1, type: 1, x: 0, y: 0, theta: 0 },
    { id: 'b', name: 'P-001', alias2: '', alias3: '', level: 3, type: 4, x: 10, y: -2, theta: 0 },
    { id: 'c', name: 'DLV-01', alias2: '', alias3: '', level: 2, type: 5, x: 4, y: 6, theta: 0 },
    // A type the contract does not know (a newer server's): drawn as a path node.
    { id: 'd', name: 'odd', alias2: '', alias3: '', level: 1, type: 99 as MapNode['type'], x: -1, y: 1, theta: 0 },
  ],
  edges: [
    { from: 'a', to: 'b' },
    { from: 'b', to: 'c' },
    { from: 'c', to: 'gone' },
  ],
  actionPoints: [
    { id: 'ap', nodeId: 'c', mapUuid: 'm', name: 'Drop 1', deliveryTimeout: 30, x: 4, y: 6.5, distanceAccuracy: 20, angleAccuracy: 2 },
  ],
};

describe('the prepared network', () => {
  const prepared = prepareNetwork(network);

  it('groups node positions by kind, an unknown type drawn as a path node', () => {
    expect([...prepared.nodes.calibration]).toEqual([0, 0]);
    expect([...prepared.nodes.path]).toEqual([10, -2, -1, 1]);
    expect([...prepared.nodes.distribution]).toEqual([4, 6]);
    expect(prepared.nodes.elevator).toHaveLength(0);
    expect(prepared.nodeCount).toBe(4);
  });

  it('keeps edges whose two ends exist, as coordinates', () => {
    expect([...prepared.edges]).toEqual([0, 0, 10, -2, 10, -2, 4, 6]);
  });

  it('has the bounds of every node and the labels with their levels', () => {
    expect(prepared.bounds).toEqual({ minX: -1, minY: -2, maxX: 10, maxY: 6 });
    expect(prepared.labels.map((label) => [label.text, label.level])).toContainEqual(['P-001', 3]);
    expect(prepared.actionLabels).toEqual([{ x: 4, y: 6.5, text: 'Drop 1', level: 1 }]);
  });

  it('shows deeper label levels as the view zooms in', () => {
    expect(labelLevelAt(2)).toBe(1);
    expect(labelLevelAt(20)).toBe(2);
    expect(labelLevelAt(80)).toBe(3);
    for (let scale = 0.5; scale < 400; scale *= 1.3) expect(labelLevelAt(scale * 1.3)).toBeGreaterThanOrEqual(labelLevelAt(scale));
  });
});

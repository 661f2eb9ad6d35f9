import type { MapNode, SceneNetwork } from '@/services/types/map';
import { mulberry32 } from '../../mock/sim/random';
import { NODE_KINDS } from './controls';
import { EMPTY_NETWORK, labelLevelAt, moveNode, nearestNode, prepareNetwork, type PreparedNetwork } from './network';

const network: SceneNetwork = {
  version: 1,
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
    {
      id: 'ap',
      nodeId: 'c',
      mapUuid: 'm',
      name: 'Drop 1',
      deliveryTimeout: 30,
      x: 4,
      y: 6.5,
      distanceAccuracy: 20,
      angleAccuracy: 2,
      generality: true,
      versions: '',
      entryRange: 0,
      entryAngle: 0,
      taskTimeout: 0,
      coordinateConversion: false,
      releaseSharedResources: false,
      returnToCentre: false,
    },
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

describe('what picking and editing need', () => {
  const prepared = prepareNetwork(network);

  it('keeps each node by index: id, position, kind, slot in its kind, and the edges touching it', () => {
    expect(prepared.ids).toEqual(['a', 'b', 'c', 'd']);
    expect(prepared.indexOf.get('c')).toBe(2);
    expect([...prepared.xy]).toEqual([0, 0, 10, -2, 4, 6, -1, 1]);
    expect([...prepared.kinds].map((kind) => NODE_KINDS[kind])).toEqual(['calibration', 'path', 'distribution', 'path']);
    // d is the second path node: its x is at 2 in the path array.
    expect(prepared.slots[3]).toBe(2);
    expect(prepared.nodes.path[prepared.slots[3]]).toBe(-1);
    const incident = (i: number) => [...prepared.incidentEdges.subarray(prepared.incidentStart[i], prepared.incidentStart[i + 1])];
    // Edge 0 is a-b, edge 1 b-c; the edge to a node that does not exist is dropped.
    expect(incident(1)).toEqual([0, 1]);
    expect(incident(2)).toEqual([1]);
    expect(incident(3)).toEqual([]);
    expect([...prepared.edgeNodes]).toEqual([0, 1, 1, 2]);
  });

  it('moves one node into copies of the arrays, with its edges, label, bounds and grid, leaving the given network as it was', () => {
    const moved = moveNode(prepared, 1, 12, 3);
    expect([...moved.nodes.path]).toEqual([12, 3, -1, 1]);
    expect([...moved.edges]).toEqual([0, 0, 12, 3, 12, 3, 4, 6]);
    expect(moved.labels[1]).toMatchObject({ x: 12, y: 3, text: 'P-001' });
    expect(moved.bounds).toEqual({ minX: -1, minY: 0, maxX: 12, maxY: 6 });
    expect(moved.ids[nearestNode(moved, 12, 3, 0.1)]).toBe('b');
    expect(nearestNode(moved, 10, -2, 0.1)).toBe(-1);
    // The original is untouched.
    expect([...prepared.nodes.path]).toEqual([10, -2, -1, 1]);
    expect([...prepared.edges]).toEqual([0, 0, 10, -2, 10, -2, 4, 6]);
    expect(prepared.labels[1]).toMatchObject({ x: 10, y: -2 });
    expect(nearestNode(prepared, 10, -2, 0.1)).toBe(1);
  });
});

describe('the picking grid', () => {
  /** A seeded random network: `count` nodes of random kinds, clustered here and there as real halls are. */
  function randomNetwork(count: number, seed: number, spread = 500): SceneNetwork {
    const random = mulberry32(seed);
    const nodes: MapNode[] = [];
    for (let i = 0; i < count; i += 1) {
      const clustered = random() < 0.3;
      const x = clustered ? 100 + random() * 5 : random() * spread - spread / 3;
      const y = clustered ? -50 + random() * 5 : random() * spread * 0.6;
      nodes.push({ id: `n${i}`, name: `N${i}`, alias2: '', alias3: '', level: 1, type: (1 + Math.floor(random() * 6)) as MapNode['type'], x, y, theta: 0 });
    }
    return { version: 1, nodes, edges: [], actionPoints: [] };
  }

  /** Nearest within the radius by looking at every node; the lower index on a tie. */
  function bruteForce(prepared: PreparedNetwork, x: number, y: number, radius: number, accept: (kind: number) => boolean): number {
    let best = -1;
    let bestDistance = radius * radius;
    for (let i = 0; i < prepared.nodeCount; i += 1) {
      if (!accept(prepared.kinds[i])) continue;
      const distance = (prepared.xy[2 * i] - x) ** 2 + (prepared.xy[2 * i + 1] - y) ** 2;
      if (distance < bestDistance || (distance === bestDistance && best === -1)) {
        best = i;
        bestDistance = distance;
      }
    }
    return best;
  }

  it('finds what looking at every node finds, on a seeded random network, with kinds hidden or not', () => {
    const prepared = prepareNetwork(randomNetwork(5000, 32));
    const random = mulberry32(7);
    const all = () => true;
    const noPathNorElevator = (kind: number) => NODE_KINDS[kind] !== 'path' && NODE_KINDS[kind] !== 'elevator';
    let found = 0;
    for (let q = 0; q < 2000; q += 1) {
      // Points inside and around the network, radii from a few centimetres to tens of metres.
      const x = random() * 700 - 250;
      const y = random() * 450 - 80;
      const radius = 0.05 * 2 ** (random() * 10);
      const accept = q % 2 ? all : noPathNorElevator;
      const expected = bruteForce(prepared, x, y, radius, accept);
      expect(nearestNode(prepared, x, y, radius, accept)).toBe(expected);
      if (expected >= 0) found += 1;
    }
    // Both answers (a node, none) were put to the test.
    expect(found).toBeGreaterThan(200);
    expect(found).toBeLessThan(1800);
  });

  it('stays small and fine for 50,000 nodes: a few nodes a cell, a lookup looking at a few cells', () => {
    const prepared = prepareNetwork(randomNetwork(50_000, 9));
    const { grid } = prepared;
    expect(grid.cols * grid.rows).toBeLessThanOrEqual(4 * 50_000 + 16);
    expect(grid.items).toHaveLength(50_000);
    // Outside the dense cluster a cell holds a handful of nodes; a 1 m pick looks at one to four cells.
    const cellAt = (x: number, y: number) => Math.floor((y - grid.minY) / grid.cell) * grid.cols + Math.floor((x - grid.minX) / grid.cell);
    const inCell = (cell: number) => grid.start[cell + 1] - grid.start[cell];
    expect(inCell(cellAt(0, 200))).toBeLessThan(12);
    expect(grid.cell).toBeGreaterThan(1);
    expect(grid.cell).toBeLessThan(5);
  });

  it('copes with nodes on a line, on one spot, and with none', () => {
    const line = prepareNetwork({
      version: 1,
      nodes: Array.from({ length: 1000 }, (_, i) => ({ id: `l${i}`, name: '', alias2: '', alias3: '', level: 1 as const, type: 4 as const, x: i * 0.5, y: 3, theta: 0 })),
      edges: [],
      actionPoints: [],
    });
    expect(line.grid.cols * line.grid.rows).toBeLessThanOrEqual(4 * 1000 + 16);
    expect(line.ids[nearestNode(line, 100.2, 3.1, 1)]).toBe('l200');
    const spot = prepareNetwork({
      version: 1,
      nodes: [0, 1, 2].map((i) => ({ id: `s${i}`, name: '', alias2: '', alias3: '', level: 1 as const, type: 4 as const, x: 5, y: 5, theta: 0 })),
      edges: [],
      actionPoints: [],
    });
    expect(spot.ids[nearestNode(spot, 5.1, 5, 1)]).toBe('s0');
    expect(nearestNode(EMPTY_NETWORK, 0, 0, 100)).toBe(-1);
  });
});

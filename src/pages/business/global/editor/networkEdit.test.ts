/** The road-network editor's state: edits, undo and redo, the changes a save sends, and reapplying them after a conflict. */
import type { MapNode, SceneNetwork } from '@/services/types/map';
import {
  applyEdit,
  canRedo,
  canUndo,
  changeCount,
  changesOf,
  freshId,
  HISTORY_MAX,
  isDirty,
  neighbours,
  newActionPoint,
  newNode,
  rebase,
  redo,
  startEditing,
  undo,
} from './networkEdit';

const node = (id: string, x: number, y: number): MapNode => ({ id, name: id.toUpperCase(), alias2: '', alias3: '', level: 1, type: 4, x, y, theta: 0 });

function network(): SceneNetwork {
  const a = node('a', 0, 0);
  const b = node('b', 10, 0);
  const c = node('c', 10, 10);
  return {
    version: 4,
    nodes: [a, b, c],
    edges: [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
    ],
    actionPoints: [{ ...newActionPoint('p1', 'Drop', c), mapUuid: 'uuid-1' }],
  };
}

describe('the road-network editor: edits, undo and redo', () => {
  it('starts clean; a move is one step, undone and redone, and moves the node’s action point with it', () => {
    let state = startEditing(network());
    expect(isDirty(state)).toBe(false);
    expect(canUndo(state)).toBe(false);
    state = applyEdit(state, { kind: 'move', id: 'c', x: 12, y: 11 });
    expect(isDirty(state)).toBe(true);
    expect(state.current.nodes[2]).toMatchObject({ x: 12, y: 11 });
    expect(state.current.actionPoints[0]).toMatchObject({ x: 12, y: 11 });
    // Unchanged nodes keep their objects.
    expect(state.current.nodes[0]).toBe(state.base.nodes[0]);
    state = undo(state);
    expect(state.current).toBe(state.base);
    expect(isDirty(state)).toBe(false);
    expect(canRedo(state)).toBe(true);
    state = redo(state);
    expect(state.current.nodes[2]).toMatchObject({ x: 12, y: 11 });
    // A new edit after an undo drops what could be redone.
    state = applyEdit(undo(state), { kind: 'disconnect', from: 'c', to: 'b' });
    expect(canRedo(state)).toBe(false);
    expect(neighbours(state.current, 'b')).toEqual(['a']);
  });

  it('ignores an edit that changes nothing (a node joined twice, to itself, a move to where it is)', () => {
    const start = startEditing(network());
    expect(applyEdit(start, { kind: 'connect', from: 'a', to: 'b' })).toBe(start);
    expect(applyEdit(start, { kind: 'connect', from: 'b', to: 'a' })).toBe(start);
    expect(applyEdit(start, { kind: 'connect', from: 'a', to: 'a' })).toBe(start);
    expect(applyEdit(start, { kind: 'move', id: 'a', x: 0, y: 0 })).toBe(start);
  });

  it(`keeps at most ${HISTORY_MAX} steps`, () => {
    let state = startEditing(network());
    for (let i = 1; i <= HISTORY_MAX + 5; i += 1) state = applyEdit(state, { kind: 'move', id: 'a', x: i, y: 0 });
    expect(state.past).toHaveLength(HISTORY_MAX);
    while (canUndo(state)) state = undo(state);
    expect(state.current.nodes[0].x).toBe(5);
  });
});

describe('the road-network editor: the changes a save sends', () => {
  it('names nodes added and changed, removed ones alone (their edges and action point go with them), edges and points', () => {
    let state = startEditing(network());
    const id = freshId(state, 'node');
    expect(id).toBe('new-node-1');
    state = applyEdit(state, { kind: 'add', node: newNode(id, 'New', { x: 10, y: 10 }, true), joinTo: 'c' });
    expect(state.current.nodes.at(-1)).toMatchObject({ x: 11, y: 10 });
    expect(freshId(state, 'node')).toBe('new-node-2');
    state = applyEdit(state, { kind: 'node', node: { ...state.current.nodes[0], name: 'Renamed' } });
    state = applyEdit(state, { kind: 'connect', from: 'a', to: 'c' });
    state = applyEdit(state, { kind: 'remove', id: 'b' });
    const changes = changesOf(state);
    expect(changes.version).toBe(4);
    expect(changes.nodes.map((n) => n.id)).toEqual(['a', 'new-node-1']);
    expect(changes.removedNodes).toEqual(['b']);
    expect(changes.edges).toEqual([
      { from: 'c', to: 'new-node-1' },
      { from: 'a', to: 'c' },
    ]);
    expect(changes.removedEdges).toEqual([]);
    expect(changes.actionPoints).toEqual([]);
    expect(changeCount(changes)).toBe(5);
  });

  it('sends action points without their map UUID, and a point removed from a node still there', () => {
    let state = startEditing(network());
    const point = state.current.actionPoints[0];
    state = applyEdit(state, { kind: 'point', point: { ...point, angleAccuracy: 9 } });
    const [sent] = changesOf(state).actionPoints;
    expect(sent).toMatchObject({ id: 'p1', angleAccuracy: 9 });
    expect(sent).not.toHaveProperty('mapUuid');
    state = applyEdit(state, { kind: 'removePoint', id: 'p1' });
    expect(changesOf(state)).toMatchObject({ actionPoints: [], removedActionPoints: ['p1'] });
  });

  it('counts a change made and made back as none', () => {
    let state = startEditing(network());
    state = applyEdit(state, { kind: 'move', id: 'a', x: 3, y: 0 });
    state = applyEdit(state, { kind: 'move', id: 'a', x: 0, y: 0 });
    expect(isDirty(state)).toBe(false);
  });
});

describe('the road-network editor: after a conflict', () => {
  it('reapplies the local changes on the newer network and counts what no longer applies', () => {
    let state = startEditing(network());
    state = applyEdit(state, { kind: 'move', id: 'a', x: -5, y: 0 });
    state = applyEdit(state, { kind: 'connect', from: 'a', to: 'c' });
    state = applyEdit(state, { kind: 'node', node: { ...state.current.nodes[1], name: 'Gone meanwhile' } });
    // Someone else removed b and added d.
    const theirs = network();
    const latest: SceneNetwork = {
      version: 5,
      nodes: [...theirs.nodes.filter((n) => n.id !== 'b'), node('d', 20, 0)],
      edges: [{ from: 'c', to: 'd' }],
      actionPoints: theirs.actionPoints,
    };
    const { state: rebased, dropped } = rebase(state, latest);
    expect(dropped).toBe(1);
    expect(rebased.base).toBe(latest);
    expect(rebased.current.nodes.find((n) => n.id === 'a')).toMatchObject({ x: -5 });
    expect(rebased.current.nodes.some((n) => n.id === 'b')).toBe(false);
    expect(rebased.current.nodes.some((n) => n.id === 'd')).toBe(true);
    expect(neighbours(rebased.current, 'a')).toEqual(['c']);
    expect(changesOf(rebased).version).toBe(5);
    expect(canUndo(rebased)).toBe(false);
  });
});

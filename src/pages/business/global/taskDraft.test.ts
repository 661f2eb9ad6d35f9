/** The task draft's rules: a map pick replaces a typical task's target, appends to a complex one's (at most 20, never the same node twice in a row). */
import { TASK_TARGETS_MAX } from '@/services/types/task';
import { addTarget, chooseTarget, moveTarget, NEW_DRAFT, removeTarget, withType, type TaskDraft } from './taskDraft';

const complex: TaskDraft = { ...NEW_DRAFT, type: 2 };

describe('taskDraft', () => {
  it('starts typical, without targets, for any free robot, not from the map', () => {
    expect(NEW_DRAFT).toEqual({ type: 1, targets: [], robotId: null, returnNodeId: null, fromMap: false });
  });

  it("replaces a typical task's target and marks the draft as made on the map", () => {
    const one = addTarget(NEW_DRAFT, 'n1');
    expect(one).toEqual({ ...NEW_DRAFT, targets: ['n1'], fromMap: true });
    expect(addTarget(one, 'n2').targets).toEqual(['n2']);
    expect(NEW_DRAFT.targets).toEqual([]);
  });

  it("appends to a complex task's targets, ignoring the same node twice in a row, up to the most allowed", () => {
    let draft = addTarget(complex, 'n1');
    draft = addTarget(draft, 'n2');
    expect(addTarget(draft, 'n2')).toBe(draft);
    draft = addTarget(draft, 'n1');
    expect(draft.targets).toEqual(['n1', 'n2', 'n1']);
    for (let i = draft.targets.length; i < TASK_TARGETS_MAX + 5; i += 1) draft = addTarget(draft, `m${i}`);
    expect(draft.targets).toHaveLength(TASK_TARGETS_MAX);
    expect(draft.fromMap).toBe(true);
  });

  it('a point chosen in the form follows the same rules but does not mark the draft as made on the map', () => {
    expect(chooseTarget(NEW_DRAFT, 'n3')).toEqual({ ...NEW_DRAFT, targets: ['n3'] });
    expect(chooseTarget(chooseTarget(complex, 'n3'), 'n4')).toEqual({ ...complex, targets: ['n3', 'n4'] });
  });

  it('removes and moves targets, and a typical task keeps only the first', () => {
    const draft = { ...complex, targets: ['a', 'b', 'c'] };
    expect(removeTarget(draft, 1).targets).toEqual(['a', 'c']);
    expect(moveTarget(draft, 2, -1).targets).toEqual(['a', 'c', 'b']);
    expect(moveTarget(draft, 0, 1).targets).toEqual(['b', 'a', 'c']);
    expect(moveTarget(draft, 0, -1)).toBe(draft);
    expect(moveTarget(draft, 2, 1)).toBe(draft);
    expect(withType(draft, 1).targets).toEqual(['a']);
    expect(withType({ ...NEW_DRAFT, targets: ['a'] }, 2)).toEqual({ ...complex, targets: ['a'] });
  });
});

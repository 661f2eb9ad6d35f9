/**
 * The task services over the simulator, through the console's real request
 * pipeline (sign, headers, envelope): every call the business system's screen
 * will make, its request held to the contract as the server receives it
 * (tests/setup.ts fails a test on any violation), its answer as the services
 * type it.
 */
import {
  cancelTask,
  createTask,
  fetchTask,
  fetchTaskPage,
  previewTaskPath,
  reorderTaskQueue,
  retryTask,
  updateTaskPriority,
} from '@/services/tasks';
import { storeSession } from '../render';
import { received, sim } from '../simulator';

const sceneOf = () => sim.state.fleet.scenes.find((scene) => scene.companyId === 'c1' && scene.mapStatus === 1 && !scene.benchmark)!;

describe('task services', () => {
  it('page, add (with a previewed path), read, reprioritise, reorder, cancel and retry, as the contract says', async () => {
    storeSession('dispatcher');
    const scene = sceneOf();
    const first = await fetchTaskPage({ pageNumber: 1, pageSize: 50, sceneId: scene.id, sortField: 'queue', sortOrder: 'ascend' });
    expect(first.totalCount).toBeGreaterThan(0);
    expect(received.at(-1)?.url).toBe('/api/business/task/page');

    const target = first.items.find((task) => task.status === 3)!.targets[0].nodeId;
    const path = await previewTaskPath({ sceneId: scene.id, targets: [target] });
    expect(path.nodeIds.at(-1)).toBe(target);

    const timed = await createTask({ sceneId: scene.id, name: 'From the form', type: 1, targets: [target], priority: 4, timed: true, startAt: sim.now() + 3_600_000, creationMethod: 2 });
    expect(timed).toMatchObject({ status: 1, priority: 4, creationMethod: 2, timed: true });
    expect((await fetchTask(timed.id)).id).toBe(timed.id);
    expect((await updateTaskPriority(timed.id, 1)).priority).toBe(1);

    const waiting = (await fetchTaskPage({ pageNumber: 1, pageSize: 100, sceneId: scene.id, status: [1], sortField: 'queue' })).items.map((task) => task.id);
    const reordered = await reorderTaskQueue(scene.id, [...waiting].reverse());
    expect(reordered.map((task) => task.id).sort()).toEqual([...waiting].sort());

    expect((await cancelTask(timed.id)).status).toBe(5);
    const abnormal = (await fetchTaskPage({ pageNumber: 1, pageSize: 10, sceneId: scene.id, status: 4, period: 'all', completed: false })).items[0];
    expect((await retryTask(abnormal.id)).retryOf).toBe(abnormal.id);
  });

  it("refuses a form's field with 40001 naming it, silently for the form to show", async () => {
    storeSession('dispatcher');
    await expect(createTask({ sceneId: sceneOf().id, name: '', type: 1, targets: ['n1'] })).rejects.toMatchObject({ code: 40001 });
  });
});

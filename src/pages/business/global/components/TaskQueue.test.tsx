/**
 * The task queue over the simulator (a seeded scene of Robot Demo Co. with a
 * map), real antd: the waiting tasks in queue order, moved, reprioritised and
 * cancelled as the server then holds them; the running ones handed to the
 * map; a row selected and deselected; an abnormal one retried.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderStyled } from '../../../../../tests/styles';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { useState } from 'react';
import { createTask, fetchTask, fetchTaskPage } from '@/services/tasks';
import type { Task } from '@/services/types/task';
import { storeSession } from '../../../../../tests/render';
import { sim } from '../../../../../tests/simulator';
import { choose, shownConfirm, user } from '../../../../../tests/ui';
import TaskQueue from './TaskQueue';

const DAY = 24 * 60 * 60 * 1000;
const sceneOf = () => sim.state.fleet.scenes.find((scene) => scene.companyId === 'c1' && scene.mapStatus === 1 && !scene.benchmark)!;

/** Two lowest-priority tasks that wait for their start tomorrow: the last two of the queue, in this order. */
async function twoWaiting(sceneId: string) {
  const target = (await fetchTaskPage({ sceneId, pageNumber: 1, pageSize: 10, status: 3 })).items[0].targets[0].nodeId;
  const add = (name: string) => createTask({ sceneId, name, type: 1, targets: [target], priority: 5, timed: true, startAt: sim.now() + DAY });
  const first = await add('Alpha delivery');
  const second = await add('Bravo delivery');
  return [first, second];
}

const queueOrder = async (sceneId: string) =>
  (await fetchTaskPage({ sceneId, pageNumber: 1, pageSize: 100, status: 1, sortField: 'queue', sortOrder: 'ascend' })).items.map((task) => task.name);

function Panel({ sceneId, onRunning, onSelect }: { sceneId: string; onRunning: (tasks: Task[]) => void; onSelect?: (task: Task | null) => void }) {
  const [selected, setSelected] = useState<Task | null>(null);
  return (
    <RawIntlProvider value={getIntl('en-US')}>
      <p>{`selected: ${selected?.name ?? 'none'}`}</p>
      <TaskQueue
        sceneId={sceneId}
        robots={[]}
        selectedId={selected?.id ?? null}
        onSelect={(task) => {
          setSelected(task);
          onSelect?.(task);
        }}
        onRunning={onRunning}
      />
    </RawIntlProvider>
  );
}

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('.ant-list-item') as HTMLElement;
const shownNames = () => [...screen.getByTestId('task-queue').querySelectorAll('.ant-list-item')].map((row) => row.querySelector('button')?.textContent);


describe('TaskQueue', () => {
  it('shows the waiting tasks in queue order; moving one up changes the order the server holds', async () => {
    storeSession('dispatcher');
    const sceneId = sceneOf().id;
    await twoWaiting(sceneId);
    const running: Task[][] = [];
    renderStyled(<Panel sceneId={sceneId} onRunning={(tasks) => running.push(tasks)} />);
    await waitFor(() => expect(shownNames().slice(-2)).toEqual(['Alpha delivery', 'Bravo delivery']));
    const bravo = rowOf('Bravo delivery');
    expect(within(bravo).getByText('Waiting')).toBeInTheDocument();
    expect(bravo.querySelector('[data-enum="taskPriority"]')).toHaveTextContent('Lowest');
    expect(within(bravo).getByText('Robot: Any free robot')).toBeInTheDocument();
    expect(within(bravo).getByText(`No. ${shownNames().length} in the queue`)).toBeInTheDocument();
    // The running tasks go to the map.
    await waitFor(() => expect(running.at(-1)?.length).toBeGreaterThan(0));
    expect(running.at(-1)!.every((task) => task.status === 2)).toBe(true);
    // Alpha cannot go down further than the last, nor Bravo be moved above a higher priority.
    expect(within(bravo).getByRole('button', { name: 'Move Bravo delivery down the queue' })).toBeDisabled();
    await user().click(within(bravo).getByRole('button', { name: 'Move Bravo delivery up the queue' }));
    await waitFor(async () => expect((await queueOrder(sceneId)).slice(-2)).toEqual(['Bravo delivery', 'Alpha delivery']));
    await waitFor(() => expect(shownNames().slice(-2)).toEqual(['Bravo delivery', 'Alpha delivery']));
  });

  it('says so when the queue changed meanwhile (40901), and shows it as it is now', async () => {
    storeSession('dispatcher');
    const sceneId = sceneOf().id;
    await twoWaiting(sceneId);
    // A hidden window: no poll comes between, so the queue shown is the one before the change.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      renderStyled(<Panel sceneId={sceneId} onRunning={() => undefined} />);
      await waitFor(() => expect(shownNames()).toContain('Bravo delivery'));
      const target = (await fetchTaskPage({ sceneId, pageNumber: 1, pageSize: 10, status: 3 })).items[0].targets[0].nodeId;
      await createTask({ sceneId, name: 'Charlie delivery', type: 1, targets: [target], priority: 5, timed: true, startAt: sim.now() + DAY });
      await user().click(within(rowOf('Bravo delivery')).getByRole('button', { name: 'Move Bravo delivery up the queue' }));
      await waitFor(() => expect(screen.getByText('The queue changed meanwhile: here it is as it is now, move the task again')).toBeInTheDocument());
      await waitFor(() => expect(shownNames().slice(-3)).toEqual(['Alpha delivery', 'Bravo delivery', 'Charlie delivery']));
      expect((await queueOrder(sceneId)).slice(-3)).toEqual(['Alpha delivery', 'Bravo delivery', 'Charlie delivery']);
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    }
  });

  it("changes a waiting task's priority, and cancels one after asking", async () => {
    storeSession('dispatcher');
    const sceneId = sceneOf().id;
    const [alpha, bravo] = await twoWaiting(sceneId);
    renderStyled(<Panel sceneId={sceneId} onRunning={() => undefined} />);
    await waitFor(() => expect(shownNames()).toContain('Alpha delivery'));
    await user().click(within(rowOf('Alpha delivery')).getByRole('combobox', { name: 'Priority of Alpha delivery' }));
    await choose('Urgent');
    await waitFor(async () => expect((await fetchTask(alpha.id)).priority).toBe(1));
    // Urgent: before every task of a lower priority (after the urgent ones already waiting).
    await waitFor(() => expect(shownNames().indexOf('Alpha delivery')).toBeLessThan(shownNames().indexOf('Bravo delivery')));
    expect(rowOf('Alpha delivery').querySelector('[data-enum="taskPriority"]')).toHaveTextContent('Urgent');

    await user().click(within(rowOf('Bravo delivery')).getByRole('button', { name: 'Cancel task Bravo delivery' }));
    const dialog = await shownConfirm('Cancel task "Bravo delivery"?');
    expect((await fetchTask(bravo.id)).status).toBe(1);
    await user().click(within(dialog).getByRole('button', { name: 'Cancel task' }));
    await waitFor(async () => expect((await fetchTask(bravo.id)).status).toBe(5));
    await waitFor(() => expect(shownNames()).not.toContain('Bravo delivery'));
    await waitFor(() => expect(screen.getByText('Task "Bravo delivery" cancelled')).toBeInTheDocument());
  });

  it('selects a row clicked (the map draws its path) and deselects it when clicked again', async () => {
    storeSession('dispatcher');
    const sceneId = sceneOf().id;
    await twoWaiting(sceneId);
    const chosen: Array<Task | null> = [];
    renderStyled(<Panel sceneId={sceneId} onRunning={() => undefined} onSelect={(task) => chosen.push(task)} />);
    await waitFor(() => expect(shownNames()).toContain('Alpha delivery'));
    await user().click(within(rowOf('Alpha delivery')).getByText('To:', { exact: false }));
    await waitFor(() => expect(screen.getByText('selected: Alpha delivery')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Alpha delivery' })).toHaveAttribute('aria-pressed', 'true');
    // The keyboard's way: the name is a button.
    screen.getByRole('button', { name: 'Alpha delivery' }).focus();
    await user().keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('selected: none')).toBeInTheDocument());
    expect(chosen.map((task) => task?.name ?? null)).toEqual(['Alpha delivery', null]);
  });

  it('retries an abnormal task: the server holds a new task that retries it', async () => {
    storeSession('dispatcher');
    const sceneId = sceneOf().id;
    renderStyled(<Panel sceneId={sceneId} onRunning={() => undefined} />);
    await user().click(within(screen.getByRole('radiogroup', { name: 'Show tasks' })).getByText('Abnormal'));
    const abnormal = (await fetchTaskPage({ sceneId, pageNumber: 1, pageSize: 10, status: 4, sortField: 'finishedAt', sortOrder: 'descend' })).items[0];
    await waitFor(() => expect(shownNames()[0]).toBe(abnormal.name));
    const row = rowOf(abnormal.name);
    expect(within(row).getByText('Abnormal')).toBeInTheDocument();
    expect(within(row).getByText(abnormal.completed ? 'Completed' : 'Uncompleted')).toBeInTheDocument();
    await user().click(within(row).getByRole('button', { name: `Retry task ${abnormal.name}` }));
    await waitFor(async () => {
      const live = (await fetchTaskPage({ sceneId, pageNumber: 1, pageSize: 100, status: [1, 2] })).items;
      expect(live.find((task) => task.retryOf === abnormal.id)).toMatchObject({ name: abnormal.name });
    });
    await waitFor(() => expect(screen.getByText(`Task "${abnormal.name}" queued again`)).toBeInTheDocument());
    // The abnormal one stays as it was.
    expect((await fetchTask(abnormal.id)).status).toBe(4);
  });
});

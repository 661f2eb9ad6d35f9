/**
 * The abnormal tasks over the simulator (a seeded scene of Robot Demo Co.
 * with a map, abnormal tasks over the last year and a half), real antd: the
 * period and completed filters change what the server is asked and what
 * shows; a retry adds a new task.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderStyled } from '../../../../../tests/styles';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { fetchTaskPage } from '@/services/tasks';
import type { Task } from '@/services/types/task';
import { storeSession } from '../../../../../tests/render';
import { received, sim } from '../../../../../tests/simulator';
import { user } from '../../../../../tests/ui';
import AbnormalTasks from './AbnormalTasks';

const sceneOf = () => sim.state.fleet.scenes.find((scene) => scene.companyId === 'c1' && scene.mapStatus === 1 && !scene.benchmark)!;

/** What the list asked the server, in order. */
const asked = () =>
  received.filter((request) => request.url === '/api/business/task/page').map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);
const total = async (sceneId: string, filters: Record<string, unknown>) =>
  (await fetchTaskPage({ sceneId, pageNumber: 1, pageSize: 10, status: 4, ...filters })).totalCount;
const rows = () => [...screen.getByTestId('abnormal-task-table').querySelectorAll('.ant-table-row')] as HTMLElement[];
const group = (name: string) => screen.getByRole('radiogroup', { name });


describe('AbnormalTasks', () => {
  it('asks for the last month first, and for the period and completion chosen: their tasks show', async () => {
    storeSession('dispatcher');
    const sceneId = sceneOf().id;
    const [month, all, allDone] = [await total(sceneId, { period: 'month' }), await total(sceneId, { period: 'all' }), await total(sceneId, { period: 'all', completed: true })];
    expect(month).toBeLessThan(all);
    expect(allDone).toBeLessThan(all);
    received.length = 0;
    renderStyled(
      <RawIntlProvider value={getIntl('en-US')}>
        <AbnormalTasks sceneId={sceneId} />
      </RawIntlProvider>,
    );
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]).toMatchObject({ sceneId, status: 4, period: 'month', pageNumber: 1 });
    expect(asked()[0]).not.toHaveProperty('completed');
    if (month > 0) await waitFor(() => expect(rows()).toHaveLength(Math.min(month, 10)));
    else await waitFor(() => expect(screen.getByTestId('abnormal-task-table').textContent).toContain('No data'));

    await user().click(within(group('Created in')).getByText('All'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ period: 'all', pageNumber: 1 }));
    await waitFor(() => expect(screen.getByText(`1-${Math.min(all, 10)} of ${all} items`)).toBeInTheDocument());
    expect(rows()).toHaveLength(Math.min(all, 10));

    await user().click(within(group('Work done')).getByText('Completed'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ period: 'all', completed: true }));
    await waitFor(() => expect(rows()).toHaveLength(Math.min(allDone, 10)));
    for (const row of rows()) expect(within(row).getByText('Completed')).toBeInTheDocument();
  });

  it('retries an abnormal task from the list', async () => {
    storeSession('dispatcher');
    const sceneId = sceneOf().id;
    const retried: Task[] = [];
    renderStyled(
      <RawIntlProvider value={getIntl('en-US')}>
        <AbnormalTasks sceneId={sceneId} onRetried={(task) => retried.push(task)} />
      </RawIntlProvider>,
    );
    await user().click(within(group('Created in')).getByText('All'));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const name = rows()[0].querySelector('td')!.textContent!;
    await user().click(within(rows()[0]).getByRole('button', { name: `Retry task ${name}` }));
    await waitFor(() => expect(retried).toHaveLength(1));
    expect(retried[0]).toMatchObject({ name });
    expect([1, 2]).toContain(retried[0].status);
    await waitFor(() => expect(screen.getByText(`Task "${name}" queued again`)).toBeInTheDocument());
  });
});

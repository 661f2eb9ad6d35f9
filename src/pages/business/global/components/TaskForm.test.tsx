/**
 * The create-task form over the simulator (a seeded scene of Robot Demo Co.
 * with a map), real antd: what the server receives for a typical and a
 * complex task, the form's own refusals (a complex task with one point, a
 * start in the past), a server refusal on its field, and the path preview.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderStyled } from '../../../../../tests/styles';
import { createHistory, getIntl, history, RawIntlProvider } from '@umijs/max';
import { useState } from 'react';
import { fetchRobotPoses, fetchSceneNetwork } from '@/services/maps';
import type { Robot, SceneNetwork } from '@/services/types/map';
import type { Task, TaskPath } from '@/services/types/task';
import { storeSession } from '../../../../../tests/render';
import { http } from 'msw';
import { fetchHandler } from '../../../../../mock/sim/http';
import { received, server, sim } from '../../../../../tests/simulator';
import { button, choose, fill, user } from '../../../../../tests/ui';
import { addTarget, NEW_DRAFT, type TaskDraft } from '../taskDraft';
import TaskForm from './TaskForm';

const sceneOf = () => sim.state.fleet.scenes.find((scene) => scene.companyId === 'c1' && scene.mapStatus === 1 && !scene.benchmark)!;

/** What createTask received. */
const createdBodies = () =>
  received.filter((request) => request.method === 'POST' && request.url === '/api/business/task').map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);

interface Setup {
  sceneId: string;
  network: SceneNetwork;
  robots: Robot[];
}

async function setup(): Promise<Setup> {
  storeSession('dispatcher');
  // The form keeps a draft per path (src/drafts): the screen's.
  createHistory({ type: 'memory' });
  history.push('/business/global');
  const scene = sceneOf();
  const [network, poses] = await Promise.all([fetchSceneNetwork(scene.id), fetchRobotPoses(scene.id)]);
  received.length = 0;
  return { sceneId: scene.id, network, robots: poses.robots };
}

/** The page's part: it holds the draft, and a "map" that picks a point. */
function Panel({ setup: { sceneId, network, robots }, mapPick, onPreview, onCreated }: { setup: Setup; mapPick?: string; onPreview: (path: TaskPath | null) => void; onCreated: (task: Task) => void }) {
  const [draft, setDraft] = useState<TaskDraft>(NEW_DRAFT);
  return (
    <RawIntlProvider value={getIntl('en-US')}>
      {mapPick ? (
        <button type="button" onClick={() => setDraft((current) => addTarget(current, mapPick))}>
          pick on the map
        </button>
      ) : null}
      <TaskForm
        sceneId={sceneId}
        network={network}
        robots={robots.map(({ id, name }) => ({ id, name }))}
        draft={draft}
        onDraftChange={setDraft}
        onPreview={onPreview}
        onCreated={onCreated}
        onClose={() => undefined}
      />
    </RawIntlProvider>
  );
}

const form = () => screen.getByTestId('task-form');
const errorOf = (label: string) => {
  const item = screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
  return item.querySelector('.ant-form-item-explain')?.textContent ?? '';
};


describe('TaskForm', () => {
  it('creates a typical task from the form: the server receives its name, target, priority and creation method 2', async () => {
    const data = await setup();
    const point = data.network.actionPoints[0];
    const created: Task[] = [];
    renderStyled(<Panel setup={data} onPreview={() => undefined} onCreated={(task) => created.push(task)} />);
    await fill(screen.getByLabelText('Task name'), '  Bring the parcel  ');
    await user().click(screen.getByLabelText('Target point'));
    await choose(point.name);
    await user().click(screen.getByLabelText('Priority'));
    await choose('High');
    await user().click(button('Create task', form()));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(createdBodies()).toEqual([
      expect.objectContaining({ sceneId: data.sceneId, name: 'Bring the parcel', type: 1, targets: [point.nodeId], priority: 2, robotId: null, returnNodeId: null, timed: false, creationMethod: 2 }),
    ]);
    expect(created[0]).toMatchObject({ name: 'Bring the parcel', creationMethod: 2, priority: 2 });
    await waitFor(() => expect(screen.getByText('Task "Bring the parcel" created')).toBeInTheDocument());
    // The form starts again.
    await waitFor(() => expect(screen.getByLabelText('Task name')).toHaveValue(''));
  });

  it('asks a complex task for 2 points, then creates it with them in order (on the map: creation method 1)', async () => {
    const data = await setup();
    const [first, second] = data.network.actionPoints;
    renderStyled(<Panel setup={data} mapPick={first.nodeId} onPreview={() => undefined} onCreated={() => undefined} />);
    await fill(screen.getByLabelText('Task name'), 'Round');
    await user().click(within(form()).getByText('Complex'));
    await user().click(screen.getByRole('button', { name: 'pick on the map' }));
    await waitFor(() => expect(within(screen.getByTestId('task-targets')).getByText(first.name)).toBeInTheDocument());
    await user().click(button('Create task', form()));
    await waitFor(() => expect(errorOf('Target points, in order')).toBe('A complex task needs at least 2 points'));
    expect(createdBodies()).toEqual([]);
    // The second point from the searchable list; the message goes.
    await user().click(screen.getByLabelText('Target points, in order'));
    await choose(second.name);
    await waitFor(() => expect(errorOf('Target points, in order')).toBe(''));
    await user().click(button('Create task', form()));
    await waitFor(() => expect(createdBodies()).toHaveLength(1));
    expect(createdBodies()[0]).toMatchObject({ type: 2, targets: [first.nodeId, second.nodeId], creationMethod: 1 });
  });

  it('refuses a timed start in the past on its field, sending nothing', async () => {
    const data = await setup();
    renderStyled(<Panel setup={data} onPreview={() => undefined} onCreated={() => undefined} />);
    await fill(screen.getByLabelText('Task name'), 'Too late');
    await user().click(screen.getByLabelText('Target point'));
    await choose(data.network.actionPoints[0].name);
    await user().click(screen.getByLabelText('Start at a set time'));
    const start = await waitFor(() => screen.getByLabelText('Start time'));
    await user().click(start);
    fireEvent.change(start, { target: { value: '2020-01-01 08:00:00' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(start).toHaveValue('2020-01-01 08:00:00'));
    await user().click(button('Create task', form()));
    await waitFor(() => expect(errorOf('Start time')).toBe('The start time must be in the future'));
    expect(createdBodies()).toEqual([]);
  });

  it("submits on Enter, and shows the server's refusal on its field (a charging robot cannot take tasks)", async () => {
    const data = await setup();
    const charging = data.robots.find((robot) => robot.state === 3)!;
    renderStyled(<Panel setup={data} onPreview={() => undefined} onCreated={() => undefined} />);
    await fill(screen.getByLabelText('Task name'), 'Refused');
    await user().click(screen.getByLabelText('Target point'));
    await choose(data.network.actionPoints[0].name);
    await user().click(screen.getByLabelText('Robot'));
    await choose(charging.name);
    // Enter in a field submits, as the button does.
    await user().click(screen.getByLabelText('Task name'));
    await user().keyboard('{Enter}');
    await waitFor(() => expect(errorOf('Robot')).toBe('This robot cannot take tasks now (offline, parked, charging or in another scene)'));
    expect(createdBodies()).toEqual([expect.objectContaining({ robotId: charging.id })]);
  });

  it('previews the path once a target is chosen: its length and duration, handed to the map', async () => {
    const data = await setup();
    const point = data.network.actionPoints[1];
    const previews: Array<TaskPath | null> = [];
    renderStyled(<Panel setup={data} onPreview={(path) => previews.push(path)} onCreated={() => undefined} />);
    await user().click(screen.getByLabelText('Target point'));
    await choose(point.name);
    await waitFor(() => expect(previews.at(-1)).toBeTruthy());
    const path = previews.at(-1)!;
    expect(path.nodeIds.at(-1)).toBe(point.nodeId);
    const shown = screen.getByTestId('task-preview');
    expect(shown.textContent).toContain(`Path: ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(path.length)} m`);
    const asked = received.filter((request) => request.url === '/api/business/task/path');
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0].body ?? '{}')).toMatchObject({ sceneId: data.sceneId, targets: [point.nodeId], robotId: null, returnNodeId: null });
  });

  it('keeps the newest preview: an answer to an earlier choice, arriving late, is dropped', async () => {
    const data = await setup();
    const [early, late] = data.network.actionPoints;
    // The first preview's answer is held until the second has been shown.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.post('*/api/business/task/path', async ({ request }) => {
        calls += 1;
        if (calls === 1) await held;
        return fetchHandler(sim, request);
      }),
    );
    const previews: Array<TaskPath | null> = [];
    renderStyled(<Panel setup={data} onPreview={(path) => previews.push(path)} onCreated={() => undefined} />);
    await user().click(screen.getByLabelText('Target point'));
    await choose(early.name);
    await waitFor(() => expect(calls).toBe(1));
    await user().click(screen.getByLabelText('Target point'));
    await choose(late.name);
    await waitFor(() => expect(previews.at(-1)?.nodeIds.at(-1)).toBe(late.nodeId));
    release();
    await waitFor(() => expect(received.filter((request) => request.url === '/api/business/task/path')).toHaveLength(2));
    // The late answer for the first point changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(previews.filter(Boolean).map((path) => path!.nodeIds.at(-1))).toEqual([late.nodeId]);
  });
});

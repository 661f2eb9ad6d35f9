/**
 * /business/global as the console renders it (routes, access, the simulator
 * behind msw, the real engine on a mocked canvas), with a seeded mapped scene
 * of Robot Demo Co. chosen in session storage: the task panel's tabs; the
 * mode switch offering "Edit road network" to an account holding
 * platform:business:global:editNode (the dispatcher) and opening the editor;
 * and no such option for an account without that key; a task half made
 * kept through an expired session and given back to the same account.
 */
import 'vitest-canvas-mock';
import { screen, waitFor, within } from '@testing-library/react';
import { resetSessionExpiry } from '@/request/session';
import { writeSelectedScene } from '@/request/storage';
import { fetchSceneNetwork } from '@/services/maps';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, choose, fill, user } from '../../../../tests/ui';

const EDIT_KEY = 'platform:business:global:editNode';

const sceneOf = () => sim.state.fleet.scenes.find((scene) => scene.companyId === 'c1' && scene.mapStatus === 1 && !scene.benchmark)!;

/** The dispatcher (or the account as changed before) on the screen with the scene chosen, once the panel and the map are there. */
async function openScreen() {
  storeSession('dispatcher');
  const scene = sceneOf();
  writeSelectedScene(scene.number, scene.uuid);
  renderApp('/business/global');
  // The first render of a test file also pays for loading the route's chunks.
  await waitFor(() => expect(screen.getByTestId('dispatch-scene')).toHaveTextContent(`#${scene.number} ${scene.name}`), { timeout: 30_000 });
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Queue' })).toBeInTheDocument(), { timeout: 15_000 });
  // The map is read: its controls are enabled.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled(), { timeout: 15_000 });
  return scene;
}

const holder = (account: string) => sim.state.accounts.find((candidate) => candidate.account === account)!;

describe('/business/global', () => {
  it('shows the task panel with its tabs, the queue first', async () => {
    await openScreen();
    const panel = screen.getByRole('complementary', { name: 'Task panel' });
    for (const name of ['New task', 'Queue', 'Abnormal', 'Map']) expect(within(panel).getByRole('tab', { name })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Queue' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers "Edit road network" to the dispatcher (who holds editNode), which opens the editor', async () => {
    expect(holder('dispatcher').permissions).toContain(EDIT_KEY);
    await openScreen();
    const edit = screen.getByRole('radio', { name: 'Edit road network' });
    await waitFor(() => expect(edit).toBeEnabled());
    await user().click(screen.getByText('Edit road network'));
    const editor = await waitFor(() => screen.getByRole('complementary', { name: 'Road-network editor' }));
    await waitFor(() => expect(within(editor).getByRole('combobox', { name: 'Search a node' })).toBeInTheDocument());
    expect(within(editor).getByText('No unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Queue' })).toBeNull();
  });

  it('offers no edit mode to an account without platform:business:global:editNode', async () => {
    const dispatcher = holder('dispatcher');
    dispatcher.permissions = dispatcher.permissions.filter((key) => key !== EDIT_KEY);
    expect(dispatcher.permissions).toContain('platform:business:global');
    await openScreen();
    expect(screen.getByRole('tab', { name: 'New task' })).toBeInTheDocument();
    expect(screen.queryByText('Edit road network')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Tasks' })).toBeNull();
  });

  it('keeps a task half made through an expired session, and gives it back to the same account in the same scene', async () => {
    resetSessionExpiry();
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('drafts:')) window.localStorage.removeItem(key);
    storeSession('dispatcher');
    const scene = sceneOf();
    const point = (await fetchSceneNetwork(scene.id)).actionPoints[0];
    writeSelectedScene(scene.number, scene.uuid);
    const first = renderApp('/business/global');
    const u = user();
    await u.click(await waitFor(() => screen.getByRole('tab', { name: 'New task' }), { timeout: 30_000 }));
    await fill(await waitFor(() => screen.getByLabelText('Task name'), { timeout: 15_000 }), 'Night round');
    await u.click(screen.getByLabelText('Target point'));
    await choose(point.name);
    const creates = () => received.filter((request) => request.method === 'POST' && request.url === '/api/business/task');
    sim.expireSessions();
    await u.click(button('Create task', screen.getByTestId('task-form')));
    await first.waitForPath(/^\/user\/login\?redirect=/);
    first.unmount();
    expect(creates()).toHaveLength(1);

    // The same account back on the screen: the form opens by itself with the name and the target, and says so.
    await openScreen();
    await waitFor(() => expect(screen.getByLabelText('Task name')).toHaveValue('Night round'), { timeout: 15_000 });
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument();
    expect(within(screen.getByTestId('task-form')).getByText(point.name)).toBeInTheDocument();
    await u.click(button('Create task', screen.getByTestId('task-form')));
    await waitFor(() => expect(screen.getByText('Task "Night round" created')).toBeInTheDocument());
    expect(creates()).toHaveLength(2);
    expect(JSON.parse(creates()[1].body ?? '{}')).toMatchObject({ sceneId: scene.id, name: 'Night round', targets: [point.nodeId] });
  });
});

/**
 * The dispatch screens over the simulator, with the real engine on a mocked
 * canvas: the scene selector and session storage, the sceneUuid header, the
 * Konva node tree under the filters and the layer order, a robot's card,
 * the scene without a map (the build offered only with platform:control:map),
 * and /map/home's own check of its access keys (it is outside the layout).
 */
import 'vitest-canvas-mock';
import { screen, waitFor, within } from '@testing-library/react';
import Konva from 'konva/lib/Core';
import { renderApp, storeSession } from '../render';
import { received, sim } from '../simulator';
import { button, choose, confirmDialog, dialogTitled, user } from '../ui';
import { writeSelectedScene } from '@/request/storage';
import { formatDecimal } from '@/utils/numbers';
import { batteryOf } from '../../mock/sim/fleet';
import { frameOfMap, robotsNow, sceneMap } from '../../mock/sim/maps/sceneMaps';

const MAP_SIZE = { width: 1000, height: 700 };

// jsdom lays nothing out: give the map's element a size so the engine draws into a real viewport.
const sized = (name: 'clientWidth' | 'clientHeight', value: number) =>
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset?.testid === 'dispatch-map' ? value : 0;
    },
  });

beforeAll(() => {
  sized('clientWidth', MAP_SIZE.width);
  sized('clientHeight', MAP_SIZE.height);
});

afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});

/** The seeded scene with a map whose robots include every state (the most online assets). */
function busyScene() {
  const { scenes, assets } = sim.state.fleet;
  const online = (sceneId: string) => [...assets.values()].filter((asset) => asset.sceneId === sceneId && asset.online);
  const withMap = scenes.filter((scene) => scene.mapStatus === 1 && scene.id !== 's41');
  const scene = withMap.reduce((best, candidate) => (online(candidate.id).length > online(best.id).length ? candidate : best));
  return scene;
}

/** The scenes with a map of the dispatcher's company, the smallest map first. */
function scenesBySize() {
  const companyId = holder('dispatcher').companyId;
  const area = (scene: (typeof sim.state.fleet.scenes)[number]) => {
    const { crop } = frameOfMap(sceneMap(sim.state.maps, scene, sim.now()));
    return crop.width * crop.height;
  };
  return sim.state.fleet.scenes
    .filter((scene) => scene.companyId === companyId && scene.mapStatus === 1 && !scene.benchmark)
    .sort((a, b) => area(a) - area(b));
}

/** Parked robots of the busy scene on one spot (a shared standby or charging spot), by name. */
function stackedRobots(scene: ReturnType<typeof busyScene>) {
  const { robots } = robotsNow(sceneMap(sim.state.maps, scene, sim.now()), sim.state.fleet.assets.values(), sim.now());
  const parked = robots.filter((robot) => robot.state !== 1);
  for (const robot of parked) {
    const same = parked.filter((other) => other.x === robot.x && other.y === robot.y);
    if (same.length > 1) return same.map((each) => each.name).sort((a, b) => a.localeCompare(b));
  }
  throw new Error('no two robots share a spot');
}

/** A parked (standby) robot of the busy scene with no other robot within a metre, as its asset. */
function loneParked(scene: ReturnType<typeof busyScene>) {
  const { robots } = robotsNow(sceneMap(sim.state.maps, scene, sim.now()), sim.state.fleet.assets.values(), sim.now());
  const alone = robots.find(
    (robot) => robot.state === 2 && robots.every((other) => other === robot || Math.hypot(other.x - robot.x, other.y - robot.y) > 1),
  );
  const asset = alone && sim.state.fleet.assets.get(alone.id);
  if (!asset) throw new Error('no parked robot alone on its spot');
  return asset;
}

const onlineIn = (sceneId: string) => [...sim.state.fleet.assets.values()].filter((asset) => asset.sceneId === sceneId && asset.online);

const stage = () => Konva.stages[Konva.stages.length - 1];
const shape = (name: string) => stage()?.findOne(`.${name}`);
/** How many robots of a state the map drew in its last frame (0 when that state is switched off). */
const drawnRobots = (kind: 'operative' | 'standby' | 'charge') => {
  const robots = shape(`robots-${kind}`);
  return robots?.visible() ? Number(robots.getAttr('drawn')) : 0;
};
const allDrawn = () => drawnRobots('operative') + drawnRobots('standby') + drawnRobots('charge');

async function mapDrawn() {
  await waitFor(() => expect(allDrawn()).toBeGreaterThan(0), { timeout: 15_000 });
}

/** A dispatcher on a dispatch screen with the busy scene chosen, once its robots are drawn. */
async function openBusyScene(path: string) {
  storeSession('dispatcher');
  const scene = busyScene();
  writeSelectedScene(scene.number, scene.uuid);
  renderApp(path);
  await mapDrawn();
  return scene;
}

/** A seeded account as the simulator holds it (its keys are what GET /person/{id}/menu answers). */
function holder(name: string) {
  const found = sim.state.accounts.find((candidate) => candidate.account === name);
  if (!found) throw new Error(`no seeded account ${name}`);
  return found;
}

function countOf(kind: 'operative' | 'standby' | 'charge') {
  return Number(screen.getByTestId(`robot-count-${kind}`).textContent?.replace(/\D/g, ''));
}

function checkbox(label: string | RegExp) {
  return screen.getByLabelText(label, { selector: 'input[type=checkbox]' }) as HTMLInputElement;
}

describe('dispatch screens', () => {
  it('asks for a scene first: the selector opens by itself and OK needs a choice', async () => {
    storeSession('dispatcher');
    renderApp('/control/global');
    // The file's first screen: its route chunks load now, which a busy machine takes longer over.
    const dialog = await waitFor(() => dialogTitled('Select scene'), { timeout: 30_000 });
    await user().click(button('Open', dialog));
    await waitFor(() => expect(within(dialog).getByText('Choose a scene')).toBeInTheDocument());
    expect(window.sessionStorage.getItem('selectedSceneUUID')).toBeNull();
  });

  it('stores the chosen scene, sends its UUID with every request, and draws its nodes and live robots', async () => {
    storeSession('dispatcher');
    const scene = busyScene();
    renderApp('/control/global');
    const dialog = await waitFor(() => dialogTitled('Select scene'), { timeout: 15_000 });
    await user().click(within(dialog).getByRole('combobox'));
    await choose(scene.name);
    await user().click(button('Open', dialog));

    await waitFor(() => expect(window.sessionStorage.getItem('selectedScene')).toBe(String(scene.number)));
    expect(window.sessionStorage.getItem('selectedSceneUUID')).toBe(scene.uuid);
    expect(await screen.findByTestId('dispatch-scene')).toHaveTextContent(`#${scene.number} ${scene.name}`);
    await mapDrawn();

    // The poses are polled, signed, with the scene's UUID in the header.
    const polls = () => received.filter((request) => request.url === `/api/rss/scene/${scene.id}/robots`);
    await waitFor(() => expect(polls().length).toBeGreaterThanOrEqual(3));
    for (const poll of polls()) {
      expect(poll.headers.sceneuuid).toBe(scene.uuid);
      expect(poll.headers.sign).toBeTruthy();
    }
    // Fitted to the map, every robot is drawn: as many as the panel counts, state by state.
    for (const kind of ['operative', 'standby', 'charge'] as const) {
      await waitFor(() => expect(drawnRobots(kind)).toBe(countOf(kind)));
    }
    // Every node kind has its shape, all on.
    for (const kind of ['calibration', 'startPosition', 'await', 'path', 'distribution', 'elevator']) {
      expect(shape(`nodes-${kind}`)?.visible()).toBe(true);
    }
  });

  it('filters nodes and devices, each all switch following its kinds', async () => {
    await openBusyScene('/control/global');
    const u = user();

    await u.click(checkbox('Path'));
    expect(shape('nodes-path')?.visible()).toBe(false);
    expect(checkbox('All nodes').checked).toBe(false);
    expect(checkbox('All nodes').closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
    await u.click(checkbox('All nodes'));
    expect(shape('nodes-path')?.visible()).toBe(true);
    expect(checkbox('Path').checked).toBe(true);
    await u.click(checkbox('Action point labels'));
    expect(shape('action-labels')?.visible()).toBe(true);
    await u.click(checkbox('Node labels'));
    expect(shape('node-labels')?.visible()).toBe(false);

    // Devices: charging robots off; the rest stay.
    await waitFor(() => expect(countOf('charge')).toBeGreaterThan(0));
    const charging = countOf('charge');
    await u.click(checkbox(/^Charging/));
    expect(checkbox('All devices').checked).toBe(false);
    expect(shape('robots-charge')?.visible()).toBe(false);
    await waitFor(() => expect(drawnRobots('charge')).toBe(0));
    expect(drawnRobots('operative')).toBe(countOf('operative'));
    await u.click(checkbox('All devices'));
    expect(checkbox(/^Charging/).checked).toBe(true);
    await waitFor(() => expect(drawnRobots('charge')).toBe(charging));
    await u.click(checkbox('Device labels'));
    expect(shape('robot-labels')?.visible()).toBe(false);
  });

  it('reorders the drawing with the layer-order list and keeps the order', async () => {
    await openBusyScene('/control/global');
    const u = user();
    const listed = () => [...document.querySelectorAll('[data-layer]')].map((item) => item.getAttribute('data-layer'));
    expect(listed()).toEqual(['devices', 'nodes', 'paths', 'semantic', 'wall', 'obstacle', 'base']);
    expect(shape('layer-paths')?.getLayer()?.name()).toBe('under');

    await u.click(screen.getByLabelText('Move Paths up'));
    await u.click(screen.getByLabelText('Move Paths up'));
    expect(listed()).toEqual(['paths', 'devices', 'nodes', 'semantic', 'wall', 'obstacle', 'base']);
    expect(shape('layer-paths')?.getLayer()?.name()).toBe('over');
    expect(screen.getByLabelText('Move Paths up')).toBeDisabled();
    expect(JSON.parse(window.localStorage.getItem('mapLayerOrder') ?? '[]')).toEqual([
      'base',
      'obstacle',
      'wall',
      'semantic',
      'nodes',
      'devices',
      'paths',
    ]);
    await u.click(screen.getByLabelText('Move Paths down'));
    expect(shape('layer-paths')?.getLayer()?.name()).toBe('under');
  });

  it('finds a robot by name, opens the card of the robot clicked, with its state, battery and task, and follows it', async () => {
    const scene = await openBusyScene('/control/global');
    // A parked robot (standby) stays where the view is centred on it; one alone on its spot opens at a click.
    const parked = loneParked(scene);
    const u = user();
    await u.click(screen.getByRole('combobox', { name: 'Find a robot' }));
    await choose(parked.name);
    let card = await screen.findByTestId('robot-card');
    expect(within(card).getByText(parked.name)).toBeInTheDocument();
    await u.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('robot-card')).toBeNull());

    // The view is centred on it now: a click in the middle of the map picks it.
    const map = screen.getByTestId('dispatch-map');
    const press = (type: string) => {
      const event = new MouseEvent(type, { clientX: MAP_SIZE.width / 2, clientY: MAP_SIZE.height / 2, bubbles: true, button: 0 });
      Object.defineProperty(event, 'pointerId', { value: 7 });
      Object.defineProperty(event, 'pointerType', { value: 'mouse' });
      map.dispatchEvent(event);
    };
    press('pointerdown');
    press('pointerup');
    card = await screen.findByTestId('robot-card');
    expect(within(card).getByText(parked.name)).toBeInTheDocument();
    expect(within(card).getByText('State')).toBeInTheDocument();
    expect(within(card).getByText('Battery')).toBeInTheDocument();
    expect(within(card).getByText('Current task')).toBeInTheDocument();
    expect(within(card).getByText('No task')).toBeInTheDocument();
    expect(card.querySelector('[data-enum="robotState"]')).toHaveTextContent('Standby');
    // Its battery as its asset's record runs it (one model behind the map and the asset pages): a parked robot's holds.
    expect(within(card).getByText(`${formatDecimal(batteryOf(parked, sim.now()).level, 1)}%`)).toBeInTheDocument();

    await u.click(within(card).getByRole('button', { name: /Follow/ }));
    expect(await within(card).findByRole('button', { name: /Stop following/ })).toBeInTheDocument();
  });

  it('tells robots on one spot apart: a badge on the stack, and a click on it lists them to open either', async () => {
    const scene = await openBusyScene('/control/global');
    const names = stackedRobots(scene);
    const [first, last] = [names[0], names[names.length - 1]];
    const offer = `${names.length} robots here: choose one`;
    await waitFor(() => expect(Number(shape('robot-stacks')?.getAttr('drawn'))).toBeGreaterThan(0));
    const u = user();
    // Found by name (as a keyboard user does), the view centres on the spot.
    await u.click(screen.getByRole('combobox', { name: 'Find a robot' }));
    await choose(last);
    let card = await waitFor(() => screen.getByTestId('robot-card'));
    expect(within(card).getByText(last)).toBeInTheDocument();
    await u.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('robot-card')).toBeNull());

    // A click on the spot opens no card of its own choosing: it lists every robot there.
    const map = screen.getByTestId('dispatch-map');
    const press = (type: string) => {
      const event = new MouseEvent(type, { clientX: MAP_SIZE.width / 2, clientY: MAP_SIZE.height / 2, bubbles: true, button: 0 });
      Object.defineProperty(event, 'pointerId', { value: 8 });
      Object.defineProperty(event, 'pointerType', { value: 'mouse' });
      map.dispatchEvent(event);
    };
    press('pointerdown');
    press('pointerup');
    await waitFor(() => expect(screen.getByText(offer)).toBeInTheDocument());
    expect(screen.queryByTestId('robot-card')).toBeNull();
    const menu = screen.getByText(offer).closest('[role="menu"]') as HTMLElement;
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(names);

    await u.click(within(menu).getByRole('menuitem', { name: first }));
    card = await waitFor(() => screen.getByTestId('robot-card'));
    expect(within(card).getByText(first)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(offer)).toBeNull());
  });

  it('offers to build the map of a scene without one, on the environment map', async () => {
    storeSession('dispatcher');
    const scene = sim.state.fleet.scenes.find((candidate) => candidate.mapStatus === 0)!;
    const { waitForPath } = renderApp('/control/global');
    const dialog = await waitFor(() => dialogTitled('Select scene'), { timeout: 15_000 });
    await user().click(within(dialog).getByRole('combobox'));
    await choose(scene.name);
    await user().click(button('Open', dialog));
    await waitFor(() => expect(screen.getByText('This scene has no map yet. Build one now?')).toBeInTheDocument());
    await user().click(button('Build map', confirmDialog('No map yet')));
    await waitForPath('/control/map');
    await waitFor(() => expect(screen.getByText('This scene has no map yet')).toBeInTheDocument());
    // Nothing of a map is asked for a scene without one.
    expect(received.some((request) => request.url.startsWith(`/api/rss/scene/${scene.id}/`))).toBe(false);
  });

  it.each(['/control/global', '/map/home'])('offers no build on %s without platform:control:map, and says the scene has no map', async (path) => {
    storeSession('dispatcher');
    holder('dispatcher').permissions = holder('dispatcher').permissions.filter((key) => key !== 'platform:control:map');
    const scene = sim.state.fleet.scenes.find((candidate) => candidate.mapStatus === 0)!;
    const { location } = renderApp(path);
    const dialog = await waitFor(() => dialogTitled('Select scene'), { timeout: 15_000 });
    await user().click(within(dialog).getByRole('combobox'));
    await choose(scene.name);
    await user().click(button('Open', dialog));
    await waitFor(() => expect(screen.getByText('Scene has no uploaded map')).toBeInTheDocument());
    // The offer would open with the choice: give it the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('This scene has no map yet. Build one now?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Build map' })).toBeNull();
    expect(location()).toBe(path);
  });

  it('shows the map facts on the environment map', async () => {
    await openBusyScene('/control/map');
    const info = await screen.findByTestId('map-info', {}, { timeout: 15_000 });
    for (const label of ['Version', 'Ground resolution', 'Image size', 'Rotation', 'Origin', 'Crop range', 'Display scale', 'Pose conversion']) {
      expect(within(info).getByText(label)).toBeInTheDocument();
    }
    expect(within(info).getByText(/m\/px$/)).toBeInTheDocument();
    expect(within(info).getByRole('img', { name: 'Map thumbnail' })).toBeInTheDocument();
  });

  it('keeps the view (the image position) when switching to the environment map', async () => {
    await openBusyScene('/control/global');
    const total = () => countOf('operative') + countOf('standby') + countOf('charge');
    await waitFor(() => expect(allDrawn()).toBe(total()));
    const u = user();
    for (let i = 0; i < 4; i += 1) await u.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(allDrawn()).toBeLessThan(total()));
    // Let the view come to rest: that is when it is kept.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await u.click(screen.getByText('Environment map'));
    await screen.findByTestId('map-info');
    await mapDrawn();
    // A fresh map would fit the whole scene and draw every robot; the kept view does not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(allDrawn()).toBeLessThan(total());
  });

  it('opens another scene fitted to its own map, not at the view of the scene before', async () => {
    storeSession('dispatcher');
    const scenes = scenesBySize();
    const [small, large] = [scenes[0], scenes[scenes.length - 1]];
    writeSelectedScene(small.number, small.uuid);
    renderApp('/control/global');
    await mapDrawn();
    const u = user();
    for (let i = 0; i < 2; i += 1) await u.click(screen.getByRole('button', { name: 'Zoom in' }));
    // Let the view come to rest: that is when it is kept.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await u.click(button('Switch scene'));
    const dialog = await waitFor(() => dialogTitled('Select scene'));
    await u.click(within(dialog).getByRole('combobox'));
    await choose(large.name);
    await u.click(button('Open', dialog));
    await waitFor(() => expect(screen.getByTestId('dispatch-scene')).toHaveTextContent(large.name));
    // The larger map, fitted whole: every one of its robots is drawn.
    const robots = onlineIn(large.id).length;
    expect(robots).toBeGreaterThan(20);
    await waitFor(() => expect(allDrawn()).toBe(robots), { timeout: 15_000 });
    // And it stays so: a view placed for the scene before would crop it once its map arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(allDrawn()).toBe(robots);
  });

  it('asks again when the stored scene no longer exists', async () => {
    storeSession('dispatcher');
    writeSelectedScene(9999, '00000000-0000-4000-8000-000000000000');
    renderApp('/control/global');
    await waitFor(() => dialogTitled('Select scene'), { timeout: 15_000 });
    expect(window.sessionStorage.getItem('selectedSceneUUID')).toBeNull();
  });

  // /map is outside the layout, where Umi checks no access key: the screen checks both of its own.
  it.each([
    ['member', []],
    ['dispatcher', ['platform:map']],
    ['dispatcher', ['platform:map:home']],
  ])('shows /map/home forbidden to %s without %j, and asks nothing of a map', async (name, removed) => {
    storeSession(name);
    const account = holder(name);
    account.permissions = account.permissions.filter((key) => !removed.includes(key));
    // A stored scene with a map: a dispatch screen would load it at once.
    const scene = busyScene();
    writeSelectedScene(scene.number, scene.uuid);
    renderApp('/map/home');
    await waitFor(() => expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Back home' })).toBeInTheDocument();
    expect(screen.queryByTestId('dispatch-screen-home')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.filter((request) => request.url.startsWith('/api/rss/scene')).map((request) => request.url)).toEqual([]);
  });

  it('shows /map/home outside the layout, with the way back to the console', async () => {
    await openBusyScene('/map/home');
    expect(screen.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/');
    expect(document.querySelector('.ant-pro-layout')).toBeNull();
  });
});

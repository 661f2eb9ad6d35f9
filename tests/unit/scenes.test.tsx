/** The scene list over the simulator: paging, add with its rules, delete, the assets of a scene, the map check. */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, storeSession } from '../render';
import { received, sim } from '../simulator';
import { button, choose, confirmDialog, dialogTitled, fill, rowsOf, user } from '../ui';


const sceneRows = () => rowsOf('scene-table');

function rowOf(rows: HTMLElement[], name: string) {
  const row = rows.find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('scene list', () => {
  it('lists scenes on the rss service, 10 a page', async () => {
    // A platform account: a dispatcher's company has fewer than 10 (tenancy.test.tsx).
    storeSession('admin');
    renderApp('/scene/list');
    expect(await sceneRows()).toHaveLength(10);
    const call = received.find((request) => request.url.startsWith('/api/rss/scene/page'));
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ pageNumber: 1, pageSize: 10 });
  });

  it('adds a scene, and refuses a name already used in that company', async () => {
    storeSession('admin');
    renderApp('/scene/list');
    await sceneRows();
    const existing = sim.state.fleet.scenes[0];
    const company = sim.state.companies.find((candidate) => candidate.id === existing.companyId);
    const u = user();
    await u.click(button(/Add scene/));
    const dialog = await waitFor(() => dialogTitled('Add scene'));
    await fill(within(dialog).getByLabelText('Scene name'), existing.name);
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('No company selected, choose the company first')).toBeInTheDocument());
    await u.click(within(dialog).getByLabelText('Company'));
    await choose(company?.name ?? '');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('This name is already in use')).toBeInTheDocument());
    await u.clear(within(dialog).getByLabelText('Scene name'));
    await fill(within(dialog).getByLabelText('Scene name'), 'Rooftop garden');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Scene Rooftop garden added')).toBeInTheDocument());
    expect(sim.state.fleet.scenes.some((scene) => scene.name === 'Rooftop garden')).toBe(true);
  });

  it('shows the assets of a scene in a drawer', async () => {
    storeSession('admin');
    renderApp('/scene/list');
    const rows = await sceneRows();
    const u = user();
    await u.click(within(rows[0]).getByText('Assets'));
    const drawer = await screen.findByTestId('scene-assets');
    await waitFor(() => expect(drawer.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(received.some((request) => /^\/api\/rss\/scene\/[^/]+\/asset\/page/.test(request.url))).toBe(true);
  });

  it('says a scene without a map has no uploaded map', async () => {
    storeSession('admin');
    const bare = sim.state.fleet.scenes.find((scene) => scene.mapStatus === 0);
    if (!bare) throw new Error('the simulator seeded no scene without a map');
    renderApp('/scene/list');
    await sceneRows();
    const u = user();
    await fill(screen.getByPlaceholderText('Scene name or UUID'), bare.uuid);
    await u.keyboard('{Enter}');
    await waitFor(async () => expect(await sceneRows()).toHaveLength(1));
    await u.click(within(rowOf(await sceneRows(), bare.name)).getByText('Map'));
    await waitFor(() => expect(screen.getByText('Scene has no uploaded map')).toBeInTheDocument());
  });

  it('deletes a scene after confirmation; its assets stay without it', async () => {
    storeSession('admin');
    renderApp('/scene/list');
    const rows = await sceneRows();
    const scene = sim.state.fleet.scenes.find((candidate) => candidate.id === rows[0].getAttribute('data-row-key'));
    const name = scene?.name ?? '';
    const assetsBefore = sim.state.fleet.assets.size;
    const u = user();
    await u.click(within(rows[0]).getByText('Delete'));
    const confirm = await waitFor(() => confirmDialog(`Delete scene ${name}?`));
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText(`Scene ${name} deleted`)).toBeInTheDocument());
    expect(sim.state.fleet.scenes.some((candidate) => candidate.id === scene?.id)).toBe(false);
    expect(sim.state.fleet.assets.size).toBe(assetsBefore);
    expect([...sim.state.fleet.assets.values()].some((asset) => asset.sceneId === scene?.id)).toBe(false);
  });

  it('refuses the screen to an account without the scene key', async () => {
    storeSession('member');
    const view = renderApp('/scene/list');
    // the member has no scene key at all: the route is refused
    await waitFor(() => expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument());
    expect(view.location()).toBe('/scene/list');
  });
});

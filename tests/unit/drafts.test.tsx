/**
 * Drafts on the screens, over the simulator (issue 34): a record dialog
 * interrupted by an expired session is reopened by its screen when the same
 * account comes back, with what was typed and a notice, and its save then
 * makes the record once; another account sees nothing; an edit dialog comes
 * back on the same record. (The OTA push screen's draft: its rollout.test.tsx.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import { resetSessionExpiry } from '@/request/session';
import { renderApp, storeSession } from '../render';
import { received, sim } from '../simulator';
import { button, choose, dialogTitled, fill, rowsOf, user } from '../ui';

beforeEach(() => {
  // A sign-in lets the next expiry be reported again (src/request/session.ts).
  resetSessionExpiry();
  for (const key of Object.keys(window.localStorage)) if (key.startsWith('drafts:')) window.localStorage.removeItem(key);
});

/** The server ends every session; the next call of the screen meets it (the pipeline's login-expired path). */
async function expireUnder(click: () => Promise<void>, view: ReturnType<typeof renderApp>) {
  sim.expireSessions();
  await click();
  await view.waitForPath(/^\/user\/login\?redirect=/);
  view.unmount();
}

describe('a record dialog interrupted by an expired session', () => {
  it('comes back with what was typed when the same account returns, and its save makes the scene once', async () => {
    storeSession('admin');
    const first = renderApp('/scene/list');
    await rowsOf('scene-table');
    const u = user();
    await u.click(button(/Add scene/));
    const dialog = await waitFor(() => dialogTitled('Add scene'));
    await fill(within(dialog).getByLabelText('Scene name'), 'Night shift hall');
    await u.click(within(dialog).getByLabelText('Company'));
    await choose('Robot Demo Co.');
    await expireUnder(() => u.click(button('Save', dialog)), first);
    expect(sim.state.fleet.scenes.some((scene) => scene.name === 'Night shift hall')).toBe(false);

    // Another account on the same browser: nothing opens.
    storeSession('dispatcher');
    const other = renderApp('/scene/list');
    await rowsOf('scene-table');
    expect(screen.queryByRole('dialog')).toBeNull();
    other.unmount();

    storeSession('admin');
    renderApp('/scene/list');
    const back = await waitFor(() => dialogTitled('Add scene'));
    await waitFor(() => expect(within(back).getByLabelText('Scene name')).toHaveValue('Night shift hall'));
    expect(within(back).getByTestId('draft-restored')).toHaveTextContent('were restored');
    const creates = () => received.filter((request) => request.method === 'POST' && request.url === '/api/rss/scene').length;
    const before = creates();
    await user().click(button('Save', back));
    await waitFor(() => expect(screen.getByText('Scene Night shift hall added')).toBeInTheDocument());
    expect(creates() - before).toBe(1);
    expect(sim.state.fleet.scenes.filter((scene) => scene.name === 'Night shift hall')).toHaveLength(1);
  });

  it('an edit dialog comes back on the same record', async () => {
    storeSession('admin');
    const first = renderApp('/scene/list');
    const rows = await rowsOf('scene-table');
    const u = user();
    const name = within(rows[1]).getAllByRole('cell')[1]?.textContent ?? '';
    await u.click(within(rows[1]).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit scene'));
    const field = within(dialog).getByLabelText('Address');
    await u.clear(field);
    await fill(field, 'Dock 7, Floor 2');
    await expireUnder(() => u.click(button('Save', dialog)), first);

    storeSession('admin');
    renderApp('/scene/list');
    const back = await waitFor(() => dialogTitled('Edit scene'));
    await waitFor(() => expect(within(back).getByLabelText('Address')).toHaveValue('Dock 7, Floor 2'));
    expect(within(back).getByLabelText('Scene name')).toHaveValue(name);
  });
});

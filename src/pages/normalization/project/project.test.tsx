/**
 * A project's page (/normalization/scene/{id}) over the simulator: opened from the list's link, its fields
 * and tabs; a module version referenced and seen to succeed as the clock runs (the list polls); a new
 * reference refused while a failed one exists; a re-reference confirmed with both versions and sent as an
 * overwrite; a config item added (a long name warned, not refused) and deleted; the drift counts equal to
 * a recount from the simulator's assets; and no link for a holder without `:open`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { fails, projectAssets, REFERENCE_FAILURE_SHARE, referenceStatusAt, runningVersion, successfulVersions } from '../../../../mock/sim/normalization';
import { advanceClock } from '../../../../mock/sim/testClient';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, choose, confirmDialog, dialogTitled, fill, rowsOf, user } from '../../../../tests/ui';

const bodiesTo = (method: string, url: string) =>
  received.filter((request) => request.method === method && request.url.split('?')[0] === url).map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
const project = (id: string) => {
  const found = sim.state.fleet.projects.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no project ${id}`);
  return found;
};
const moduleOf = (id: string) => {
  const found = sim.state.normalization.modules.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no module ${id}`);
  return found;
};
const rowWith = (rows: HTMLElement[], text: string) => {
  const row = rows.find((candidate) => within(candidate).queryByText(text) !== null);
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

async function openTab(name: string) {
  await user().click(await waitFor(() => screen.getByRole('tab', { name })));
}

/** Opens the reference dialog and chooses a module and a version in it. */
async function reference(moduleName: string, version: string) {
  const u = user();
  await u.click(await waitFor(() => button('Reference a module')));
  const dialog = await waitFor(() => dialogTitled('Reference a module'));
  await u.click(within(dialog).getByLabelText('Module'));
  await choose(moduleName);
  await u.click(within(dialog).getByLabelText('Version'));
  await choose(version);
  await u.click(button('Reference', dialog));
  return dialog;
}

describe('a standardization project', () => {
  it('opens from the list and shows its fields and tabs', async () => {
    storeSession('admin');
    const view = renderApp('/normalization/scene');
    const [row] = await rowsOf('project-table');
    const opened = project(row.getAttribute('data-row-key') ?? '');
    await user().click(within(row).getByRole('link', { name: opened.name }));
    await view.waitForPath(`/normalization/scene/${opened.id}`);
    await waitFor(() => expect(screen.getByText(`Project ${opened.name}`)).toBeInTheDocument());
    expect(screen.getByText(opened.englishName)).toBeInTheDocument();
    expect(screen.getByText(opened.categoryCode)).toBeInTheDocument();
    for (const label of ['Repository address', 'Manager', 'Creator', 'Hardware description']) expect(screen.getByText(label)).toBeInTheDocument();
    for (const tab of ['Referenced modules', 'Exception labels', 'Config items', 'Devices and drift']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    // The references, with their status in words.
    const references = sim.state.normalization.references.filter((reference) => reference.projectId === opened.id);
    await waitFor(async () => expect(await rowsOf('reference-table')).toHaveLength(references.length));
    // The labels, read only.
    await openTab('Exception labels');
    const labels = sim.state.normalization.labels.get(opened.id) ?? [];
    await waitFor(() => expect(within(screen.getByTestId('project-labels')).getByText(labels[0])).toBeInTheDocument());
    // The back arrow returns to the list.
    await user().click(screen.getByLabelText('Back to the projects'));
    await view.waitForPath('/normalization/scene');
  });

  it('references a module version, which succeeds as the clock runs; a re-reference is confirmed with both versions', async () => {
    // The simulator draws a reference's outcome from its id (`reference:<id>`, one in 5 fails): the next id is one that succeeds.
    const { normalization } = sim.state;
    while (fails(`reference:ref${normalization.nextReferenceNumber}`, REFERENCE_FAILURE_SHARE)) normalization.nextReferenceNumber += 1;
    storeSession('admin');
    renderApp('/normalization/scene/p1');
    const lidar = moduleOf('m22');
    const [older, newer] = successfulVersions(sim.state.normalization, lidar.id, sim.now()).slice(-2);
    await rowsOf('reference-table');
    await reference(lidar.name, newer);
    await waitFor(() => expect(bodiesTo('POST', '/api/base/normalization/project/p1/reference')).toEqual([{ moduleId: lidar.id, version: newer }]));
    const created = sim.state.normalization.references.find((candidate) => candidate.projectId === 'p1' && candidate.moduleId === lidar.id);
    expect(created?.move?.to).toBe(3);
    const referenced = async () => rowWith(await rowsOf('reference-table'), lidar.name);
    await waitFor(async () => expect(within(await referenced()).getByText('Referencing')).toBeInTheDocument());
    advanceClock(sim, 10_000);
    // Polled while referencing: the row moves to success without a reload.
    await waitFor(async () => expect(within(await referenced()).getByText('Success')).toBeInTheDocument(), { timeout: 15_000 });

    // Referenced again at another version: a confirmation names both, and the request says overwrite.
    await reference(lidar.name, older);
    const confirm = await waitFor(() => confirmDialog(`Overwrite the reference of ${lidar.name}?`));
    expect(within(confirm).getByText(`The project references ${lidar.name} at version ${newer}; referencing ${older} replaces it.`)).toBeInTheDocument();
    expect(bodiesTo('POST', '/api/base/normalization/project/p1/reference')).toHaveLength(1);
    await user().click(button('Overwrite', confirm));
    await waitFor(() => expect(bodiesTo('POST', '/api/base/normalization/project/p1/reference').at(-1)).toEqual({ moduleId: lidar.id, version: older, overwrite: true }));
    await waitFor(async () => expect(within(await referenced()).getByText(older)).toBeInTheDocument());
    expect(sim.state.normalization.references.filter((candidate) => candidate.projectId === 'p1' && candidate.moduleId === lidar.id)).toHaveLength(1);
  }, 60_000);

  it('is refused a new reference while the project has a failed one, with the reason once', async () => {
    storeSession('admin');
    renderApp('/normalization/scene/p2');
    const failed = sim.state.normalization.references.find((candidate) => candidate.projectId === 'p2' && referenceStatusAt(candidate, sim.now()) === 5);
    if (!failed) throw new Error('the seed gave p2 no failed reference');
    const chassis = moduleOf('m23');
    const [version] = successfulVersions(sim.state.normalization, chassis.id, sim.now()).slice(-1);
    await waitFor(async () => expect(within(rowWith(await rowsOf('reference-table'), moduleOf(failed.moduleId).name)).getByText('Failed')).toBeInTheDocument());
    await reference(chassis.name, version);
    const reason = `Project has a failed reference (${moduleOf(failed.moduleId).name} ${failed.version}); reference that module again first`;
    await waitFor(() => expect(screen.getByText(reason)).toBeInTheDocument());
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(sim.state.normalization.references.some((candidate) => candidate.projectId === 'p2' && candidate.moduleId === chassis.id)).toBe(false);
  }, 60_000);

  it('adds a config item (a long name warned, not refused) and deletes it after confirmation', async () => {
    storeSession('admin');
    renderApp('/normalization/scene/p1');
    await openTab('Config items');
    const before = sim.state.normalization.configItems.get('p1') ?? [];
    await waitFor(async () => expect(await rowsOf('config-item-table')).toHaveLength(before.length));
    const u = user();
    await u.click(button('Add config item'));
    const dialog = await waitFor(() => dialogTitled('Add config item'));
    expect(within(dialog).getByText('Suggested: at most 5 characters')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Code'), 'TMP_MAX');
    await fill(within(dialog).getByLabelText('Name'), 'Temperature limit');
    await waitFor(() => expect(within(dialog).getByText('Longer than the suggested 5 characters: it may not fit on the device')).toBeInTheDocument());
    await u.click(within(dialog).getByLabelText('Type'));
    await choose('Switch (default on)');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Config item Temperature limit added')).toBeInTheDocument());
    expect(bodiesTo('POST', '/api/base/normalization/project/p1/config-item')).toEqual([{ code: 'TMP_MAX', name: 'Temperature limit', type: 2 }]);
    const added = await waitFor(async () => rowWith(await rowsOf('config-item-table'), 'TMP_MAX'));
    expect(within(added).getByText('Switch (default on)')).toBeInTheDocument();

    await u.click(within(added).getByText('Delete'));
    const confirm = await waitFor(() => confirmDialog('Delete config item Temperature limit?'));
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('Config item Temperature limit deleted')).toBeInTheDocument());
    expect(received.filter((request) => request.method === 'DELETE' && request.url.startsWith('/api/base/normalization/project/p1/config-item/TMP_MAX'))).toHaveLength(1);
    await waitFor(async () => expect(await rowsOf('config-item-table')).toHaveLength(before.length));
    expect((sim.state.normalization.configItems.get('p1') ?? []).some((item) => item.code === 'TMP_MAX')).toBe(false);
  }, 60_000);

  it('shows the drift that a recount from the assets gives, each count of another version linking to exactly those devices', async () => {
    storeSession('admin');
    const view = renderApp('/normalization/scene/p1');
    await openTab('Devices and drift');
    const now = sim.now();
    const assets = projectAssets(sim.state.fleet.assets.values(), 'p1');
    const expected = sim.state.normalization.references
      .filter((reference) => reference.projectId === 'p1' && referenceStatusAt(reference, now) === 3)
      .map((reference) => {
        const onVersion = assets.filter((asset) => runningVersion(sim.state.normalization, asset, reference.moduleId) === reference.version).length;
        const drifting = assets.filter((asset) => runningVersion(sim.state.normalization, asset, reference.moduleId) !== reference.version).map((asset) => asset.id);
        return { moduleId: reference.moduleId, name: moduleOf(reference.moduleId).name, version: reference.version, total: assets.length, onVersion, onOther: assets.length - onVersion, drifting };
      });
    expect(expected.length).toBeGreaterThan(0);
    const rows = await waitFor(async () => {
      const shown = await rowsOf('drift-table');
      expect(shown).toHaveLength(expected.length);
      return shown;
    });
    for (const drift of expected) {
      const row = rowWith(rows, drift.name);
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
      expect(cells).toEqual([drift.name, drift.version, String(drift.total), String(drift.onVersion), String(drift.onOther)]);
      if (drift.onOther > 0) {
        const link = within(row).getByRole('link', { name: `${drift.onOther} devices on another version of ${drift.name}: open them in the asset list` });
        expect(link.getAttribute('href')).toBe(`/assets/list?projectId=p1&driftModule=${drift.moduleId}`);
      }
    }
    // Followed, the asset list shows those devices only, and says so above the table until closed.
    const followed = expected.find((drift) => drift.onOther > 0);
    if (!followed) throw new Error('no drift');
    await user().click(within(rowWith(rows, followed.name)).getByRole('link', { name: new RegExp(`^${followed.onOther} devices`) }));
    await view.waitForPath(`/assets/list?projectId=p1&driftModule=${followed.moduleId}`);
    await waitFor(() => expect(screen.getByText(`Only devices not on ${followed.name} ${followed.version}`)).toBeInTheDocument());
    const assetPages = () => bodiesTo('POST', '/api/base/asset/page');
    await waitFor(() => expect(assetPages().at(-1)).toMatchObject({ projectId: 'p1', driftModule: followed.moduleId }));
    await waitFor(() => expect(screen.getByText(`1-${Math.min(10, followed.onOther)} of ${followed.onOther} items`)).toBeInTheDocument());
    const shown = await rowsOf('asset-table');
    expect(shown.length).toBeGreaterThan(0);
    for (const assetRow of shown) expect(followed.drifting).toContain(assetRow.getAttribute('data-row-key'));
    // Closed: every device of the project again, the filter gone from the address and the call.
    await user().click(screen.getByRole('button', { name: 'Show all devices' }));
    await view.waitForPath('/assets/list?projectId=p1');
    await waitFor(() => expect(screen.queryByTestId('drift-notice')).toBeNull());
    await waitFor(() => expect(screen.getByText(`1-10 of ${followed.total} items`)).toBeInTheDocument());
    expect(assetPages().at(-1)).not.toHaveProperty('driftModule');
    expect(assetPages().at(-1)).toMatchObject({ projectId: 'p1' });
  }, 60_000);

  it('says an unknown project once: the page, no message beside it', async () => {
    storeSession('admin');
    renderApp('/normalization/scene/p404');
    await waitFor(() => expect(screen.getByText('This project does not exist, or was deleted.')).toBeInTheDocument());
    expect(screen.getByText('404')).toBeInTheDocument();
    // No toast said it again beside the screen (a message stays 3 s).
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
  });

  it('gives a holder without :open no link to the page', async () => {
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    if (!admin) throw new Error('no admin');
    admin.permissions = admin.permissions.filter((key) => key !== 'platform:normalization:scene:open');
    storeSession('admin');
    renderApp('/normalization/scene');
    const [row] = await rowsOf('project-table');
    const shown = project(row.getAttribute('data-row-key') ?? '');
    expect(within(row).getByText(shown.name)).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
  });
});

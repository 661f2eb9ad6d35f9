/**
 * /normalization/config over the simulator: nothing asked before a project is chosen (kept in the URL);
 * the chosen project's modules; the flaky module's (m2) publish block shown before asking, its failed
 * version deleted, a new version published and seen to fail as the clock runs, the block again (and the
 * server's refusal when the list is stale), a rerelease to success, a confirmed rollback; a version's
 * deliveries in its drawer; one version's status refreshed; exception codes filtered by level; a module
 * and an exception code added; no write offered without the write keys; the dispatcher refused the route.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { FLAKY_MODULE_ID, PUBLISH_MS, ROLLBACK_MS, versionStatusAt, versionsOf } from '../../../../mock/sim/normalization';
import { advanceClock } from '../../../../mock/sim/testClient';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, choose, confirmDialog, dialogTitled, fill, rowsOf, user } from '../../../../tests/ui';

const MODULE_PAGE = '/api/base/normalization/module/page';
const CODE_PAGE = '/api/base/normalization/exception-code/page';
const bodiesTo = (method: string, url: string) =>
  received.filter((request) => request.method === method && request.url.split('?')[0] === url).map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
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
const versionRow = async (moduleId: string, version: string) => rowWith(await rowsOf(`version-table-${moduleId}`), version);
const companyName = (id: string) => sim.state.companies.find((company) => company.id === id)?.name ?? '';
/** The project's choice in the selector: its name and its company (its id too where the company has two of the name). */
const labelOf = (project: { id: string; name: string; companyId: string }) => {
  const twins = sim.state.fleet.projects.filter((other) => other.name === project.name && other.companyId === project.companyId).length;
  const named = `${project.name} · ${companyName(project.companyId)}`;
  return twins > 1 ? `${named} (${project.id})` : named;
};
/** The options of the open select, as shown. */
const shownOptions = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((option) => option.getAttribute('title') ?? '');
/** The module's own row in the modules table (not a row of its opened versions). */
const moduleRow = (id: string) => screen.getByTestId('module-table').querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

/** Opens the module's row (its versions). */
async function expand(name: string) {
  const row = await waitFor(async () => rowWith(await rowsOf('module-table'), name));
  await user().click(within(row).getByRole('button', { name: /expand row/i }));
}

async function publish(version: string) {
  const u = user();
  await u.click(button('Publish a new version'));
  const dialog = await waitFor(() => dialogTitled('Publish a new version'));
  await fill(within(dialog).getByLabelText('Version'), version);
  await u.click(button('Publish', dialog));
  return dialog;
}

describe('the standardization config', () => {
  it('asks nothing before a project is chosen, then lists its modules and keeps the choice in the URL', async () => {
    storeSession('admin');
    const view = renderApp('/normalization/config');
    // The first screen of the file also pays for loading the route's chunks and the section's words.
    await waitFor(() => expect(screen.getByText(/A project must be chosen first/)).toBeInTheDocument(), { timeout: 30_000 });
    expect(screen.queryByRole('tab', { name: 'Software modules' })).toBeNull();
    const project = sim.state.fleet.projects[0];
    await user().click(screen.getByRole('combobox', { name: 'Project' }));
    await choose(labelOf(project));
    await view.waitForPath(`/normalization/config?project=${project.id}`);
    const expected = sim.state.normalization.modules.filter((module) => module.projectId === project.id);
    await waitFor(async () => expect((await rowsOf('module-table')).length).toBe(expected.length));
    for (const module of expected) expect(screen.getByText(module.englishName)).toBeInTheDocument();
    expect(bodiesTo('POST', MODULE_PAGE).every((body) => body.projectId === project.id)).toBe(true);
    expect(bodiesTo('POST', MODULE_PAGE).length).toBeGreaterThan(0);
  }, 60_000);

  it('names each project with its company (names repeat across companies) and finds it by either', async () => {
    const projects = sim.state.fleet.projects;
    const repeated = projects.find((project) => projects.some((other) => other.name === project.name && other.companyId !== project.companyId));
    if (!repeated) throw new Error('the seed repeats no project name across companies');
    const namesakes = projects.filter((project) => project.name === repeated.name);
    storeSession('admin');
    const view = renderApp('/normalization/config');
    const selector = await waitFor(() => screen.getByRole('combobox', { name: 'Project' }));
    const u = user();
    // By the name: every namesake, each told apart by its company.
    await fill(selector, repeated.name);
    await waitFor(() => expect(new Set(shownOptions())).toEqual(new Set(namesakes.map(labelOf))));
    expect(new Set(shownOptions()).size).toBe(namesakes.length);
    // By the company: its projects.
    await u.clear(selector);
    const company = companyName(repeated.companyId);
    await fill(selector, company);
    const found = projects.filter((project) => labelOf(project).toLowerCase().includes(company.toLowerCase())).map(labelOf);
    await waitFor(() => expect(new Set(shownOptions())).toEqual(new Set(found)));
    for (const project of projects.filter((candidate) => candidate.companyId === repeated.companyId)) expect(found).toContain(labelOf(project));
    await u.click(document.querySelector(`.ant-select-item-option[title="${labelOf(repeated)}"]`) as HTMLElement);
    await view.waitForPath(`/normalization/config?project=${repeated.id}`);
    // The choice reads with its company too.
    await waitFor(() => expect(document.querySelector('.ant-select-selection-item')?.getAttribute('title')).toBe(labelOf(repeated)));
  }, 60_000);

  it('sends no module nor code call before a project is chosen', async () => {
    storeSession('admin');
    renderApp('/normalization/config');
    await waitFor(() => expect(screen.getByText(/A project must be chosen first/)).toBeInTheDocument());
    expect(bodiesTo('POST', MODULE_PAGE)).toHaveLength(0);
    expect(bodiesTo('POST', CODE_PAGE)).toHaveLength(0);
  });

  it('blocks a new version while one is unsuccessful, publishes one that fails, rereleases it to success and rolls it back', async () => {
    const flaky = moduleOf(FLAKY_MODULE_ID);
    const seeded = versionsOf(sim.state.normalization, flaky.id).find((version) => versionStatusAt(version, sim.now()) === 5);
    if (!seeded) throw new Error('the seed gave m2 no failed version');
    storeSession('admin');
    renderApp(`/normalization/config?project=${flaky.projectId}`);
    await expand(flaky.name);
    const reason = (version: string) => `No new version while version ${version} is unsuccessful (status: Failed): it must succeed or be deleted first.`;
    // Said before asking: the list knows the failed version.
    await waitFor(() => expect(screen.getByText(reason(seeded.version))).toBeInTheDocument());
    expect(button('Publish a new version')).toBeDisabled();

    // Deleting the failed version lifts the block.
    const u = user();
    await u.click(within(await versionRow(flaky.id, seeded.version)).getByText('Delete'));
    await u.click(button('Delete', await waitFor(() => confirmDialog(`Delete version ${seeded.version}?`))));
    await waitFor(() => expect(screen.getByText(`Version ${seeded.version} deleted`)).toBeInTheDocument());
    await waitFor(() => expect(button('Publish a new version')).toBeEnabled());

    // The first publish of an m2 version fails as the clock runs (the list polls).
    await publish('9.0.0');
    await waitFor(() => expect(screen.getByText('Version 9.0.0 is publishing')).toBeInTheDocument());
    expect(bodiesTo('POST', `/api/base/normalization/module/${flaky.id}/version`)).toEqual([{ version: '9.0.0' }]);
    await waitFor(async () => expect(within(await versionRow(flaky.id, '9.0.0')).getByText('Publishing')).toBeInTheDocument());
    expect(button('Publish a new version')).toBeDisabled();
    advanceClock(sim, PUBLISH_MS);
    await waitFor(async () => expect(within(await versionRow(flaky.id, '9.0.0')).getByText('Failed')).toBeInTheDocument(), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByText(reason('9.0.0'))).toBeInTheDocument());
    expect(button('Publish a new version')).toBeDisabled();

    // Rerelease: always a success.
    await u.click(within(await versionRow(flaky.id, '9.0.0')).getByText('Rerelease'));
    await waitFor(async () => expect(within(await versionRow(flaky.id, '9.0.0')).getByText('Publishing')).toBeInTheDocument());
    advanceClock(sim, PUBLISH_MS);
    await waitFor(async () => expect(within(await versionRow(flaky.id, '9.0.0')).getByText('Success')).toBeInTheDocument(), { timeout: 15_000 });
    await waitFor(() => expect(button('Publish a new version')).toBeEnabled());

    // Rollback, confirmed first.
    const rollbacks = () => received.filter((request) => request.method === 'POST' && request.url.endsWith('/rollback'));
    await u.click(within(await versionRow(flaky.id, '9.0.0')).getByText('Roll back'));
    const confirm = await waitFor(() => confirmDialog('Roll back version 9.0.0?'));
    expect(rollbacks()).toHaveLength(0);
    await u.click(button('Roll back', confirm));
    await waitFor(() => expect(rollbacks()).toHaveLength(1));
    await waitFor(async () => expect(within(await versionRow(flaky.id, '9.0.0')).getByText('Rolling back')).toBeInTheDocument());
    advanceClock(sim, ROLLBACK_MS);
    const rolled = versionsOf(sim.state.normalization, flaky.id).find((version) => version.version === '9.0.0');
    const word = rolled && versionStatusAt(rolled, sim.now()) === 9 ? 'Rollback success' : 'Rollback failed';
    await waitFor(async () => expect(within(await versionRow(flaky.id, '9.0.0')).getByText(word)).toBeInTheDocument(), { timeout: 15_000 });
    if (word === 'Rollback success') expect(within(await versionRow(flaky.id, '9.0.0')).getByText(`to ${rolled?.rolledBackTo}`, { exact: false })).toBeInTheDocument();
  }, 90_000);

  it('shows the server\'s refusal when a publish is forced past a block the list has not seen', async () => {
    const flaky = moduleOf(FLAKY_MODULE_ID);
    const seeded = versionsOf(sim.state.normalization, flaky.id).find((version) => versionStatusAt(version, sim.now()) === 5);
    if (!seeded) throw new Error('the seed gave m2 no failed version');
    // The list is read while the version looks successful; the server then knows it failed.
    const { status, move } = seeded;
    seeded.status = 3;
    seeded.move = null;
    storeSession('admin');
    renderApp(`/normalization/config?project=${flaky.projectId}`);
    await expand(flaky.name);
    await waitFor(async () => expect(within(await versionRow(flaky.id, seeded.version)).getByText('Success')).toBeInTheDocument());
    const others = versionsOf(sim.state.normalization, flaky.id).filter((version) => version !== seeded && [1, 5, 7, 11].includes(versionStatusAt(version, sim.now())));
    expect(others).toHaveLength(0);
    seeded.status = status;
    seeded.move = move;
    const dialog = await publish('9.1.0');
    const refusal = `Module ${flaky.name} has version ${seeded.version} in status 5 (failed); it must succeed or be deleted before a new version`;
    await waitFor(() => expect(screen.getByText(refusal)).toBeInTheDocument());
    // Nothing typed is lost.
    expect(within(dialog).getByLabelText('Version')).toHaveValue('9.1.0');
    expect(versionsOf(sim.state.normalization, flaky.id).some((version) => version.version === '9.1.0')).toBe(false);
    // Closing with what was typed asks first (the console's unsaved-changes guard): Stay keeps it, Leave closes.
    const u = user();
    await u.click(button('Cancel', dialog));
    await waitFor(() => expect(confirmDialog('Leave without saving?')).toBeInTheDocument());
    await u.click(button('Stay', confirmDialog('Leave without saving?')));
    expect(within(dialog).getByLabelText('Version')).toHaveValue('9.1.0');
    await u.click(button('Cancel', dialog));
    await waitFor(() => expect(confirmDialog('Leave without saving?')).toBeVisible());
    await u.click(button('Leave', confirmDialog('Leave without saving?')));
    await waitFor(() => expect(screen.queryByLabelText('Version')).toBeNull());
  }, 60_000);

  it("follows a version's status in the module's row while the versions poll", async () => {
    const flaky = moduleOf(FLAKY_MODULE_ID);
    const newest = versionsOf(sim.state.normalization, flaky.id).at(-1);
    if (!newest || versionStatusAt(newest, sim.now()) !== 5) throw new Error("the seed's newest m2 version is not failed");
    storeSession('admin');
    renderApp(`/normalization/config?project=${flaky.projectId}`);
    await expand(flaky.name);
    await waitFor(() => expect(within(moduleRow(flaky.id)).getByText('Failed')).toBeInTheDocument());
    // A rerelease (always a success): the row says so once the versions show it publishing.
    await user().click(within(await versionRow(flaky.id, newest.version)).getByText('Rerelease'));
    await waitFor(() => expect(within(moduleRow(flaky.id)).getByText('Publishing')).toBeInTheDocument());
    const modulePages = bodiesTo('POST', MODULE_PAGE).length;
    // The versions poll and see it succeed: the row follows, without an action of the person.
    advanceClock(sim, PUBLISH_MS);
    await waitFor(async () => expect(within(await versionRow(flaky.id, newest.version)).getByText('Success')).toBeInTheDocument(), { timeout: 15_000 });
    await waitFor(() => expect(within(moduleRow(flaky.id)).getByText('Success')).toBeInTheDocument());
    expect(within(moduleRow(flaky.id)).getByText(newest.version)).toBeInTheDocument();
    // Read again once for the change, and no more: the modules' answer sets nothing off.
    expect(bodiesTo('POST', MODULE_PAGE).length).toBe(modulePages + 1);
    await waitFor(async () => expect(within(await versionRow(flaky.id, newest.version)).getByText('Success')).toBeInTheDocument());
    expect(bodiesTo('POST', MODULE_PAGE).length).toBe(modulePages + 1);
  }, 60_000);

  it('draws no pager under a table of one page: a module opened on its versions shows none stacked', async () => {
    const flaky = moduleOf(FLAKY_MODULE_ID);
    const modules = sim.state.normalization.modules.filter((module) => module.projectId === flaky.projectId).length;
    const versions = versionsOf(sim.state.normalization, flaky.id).length;
    storeSession('admin');
    renderApp(`/normalization/config?project=${flaky.projectId}`);
    await expand(flaky.name);
    await rowsOf(`version-table-${flaky.id}`);
    const pagers = () => screen.getByTestId('module-table').closest('.ant-table-wrapper')?.parentElement?.querySelectorAll('.ant-pagination').length;
    await waitFor(() => expect(pagers()).toBe((modules > 10 ? 1 : 0) + (versions > 10 ? 1 : 0)));
    expect(modules <= 10 && versions <= 10).toBe(true);
  }, 60_000);

  it('opens a version\'s deliveries in its drawer', async () => {
    const flaky = moduleOf(FLAKY_MODULE_ID);
    const [version] = versionsOf(sim.state.normalization, flaky.id);
    storeSession('admin');
    renderApp(`/normalization/config?project=${flaky.projectId}`);
    await expand(flaky.name);
    await user().click(within(await versionRow(flaky.id, version.version)).getByText('Deliveries'));
    await waitFor(() => expect(screen.getByText(`Deliveries of ${flaky.name} ${version.version}`)).toBeInTheDocument());
    for (const part of ['MQTT messages', 'Transfers', 'File transfers', 'Request rules']) expect(screen.getByText(part)).toBeInTheDocument();
    const messages = await rowsOf('delivery-messages');
    expect(messages.length).toBeGreaterThan(0);
    expect((await rowsOf('delivery-files')).some((row) => within(row).queryByText(`${flaky.name}-${version.version}.zip`) !== null || row.textContent?.includes('.zip'))).toBe(true);
    expect((await rowsOf('delivery-rules')).length).toBeGreaterThan(0);
    expect(received.some((request) => request.url.startsWith(`/api/base/normalization/version/${version.id}/message/page`))).toBe(true);
    // Wide enough for the MQTT table, whose device numbers, times and titles stay on one line.
    const drawer = document.querySelector('.ant-drawer-content-wrapper') as HTMLElement;
    expect(drawer.style.width).toBe(`${Math.min(960, window.innerWidth)}px`);
    const table = screen.getByTestId('delivery-messages');
    const device = within(messages[0]).getAllByRole('cell')[0];
    const sent = within(messages[0]).getAllByRole('cell')[5];
    expect(device.textContent).toMatch(/^AS-/);
    for (const cell of [device, sent, ...table.querySelectorAll('th.ant-table-cell')]) expect((cell as HTMLElement).style.whiteSpace).toBe('nowrap');
  }, 60_000);

  it('keeps the deliveries drawer within a small screen', async () => {
    const width = window.innerWidth;
    window.innerWidth = 600;
    try {
      const flaky = moduleOf(FLAKY_MODULE_ID);
      const [version] = versionsOf(sim.state.normalization, flaky.id);
      storeSession('admin');
      renderApp(`/normalization/config?project=${flaky.projectId}`);
      await expand(flaky.name);
      await user().click(within(await versionRow(flaky.id, version.version)).getByText('Deliveries'));
      await waitFor(() => expect(screen.getByText(`Deliveries of ${flaky.name} ${version.version}`)).toBeInTheDocument());
      expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('600px');
    } finally {
      window.innerWidth = width;
    }
  }, 60_000);

  it('filters the exception codes by level on the server', async () => {
    storeSession('admin');
    const project = sim.state.fleet.projects[0];
    renderApp(`/normalization/config?project=${project.id}`);
    await user().click(await waitFor(() => screen.getByRole('tab', { name: 'Exception codes' })));
    await rowsOf('code-table');
    await user().click(screen.getByRole('combobox', { name: 'Level' }));
    await choose('Critical');
    await waitFor(() => expect(bodiesTo('POST', CODE_PAGE).at(-1)).toMatchObject({ level: 1 }));
    await waitFor(async () => {
      const rows = await rowsOf('code-table');
      expect(rows.every((row) => within(row).queryByText('Critical') !== null)).toBe(true);
    });
  }, 60_000);

  it("lists the chosen project's exception codes only, and offers its modules only in the module filter", async () => {
    storeSession('admin');
    const project = sim.state.fleet.projects[0];
    const own = sim.state.normalization.modules.filter((module) => module.projectId === project.id);
    const ownIds = new Set(own.map((module) => module.id));
    const count = sim.state.normalization.exceptionCodes.filter((code) => ownIds.has(code.moduleId)).length;
    renderApp(`/normalization/config?project=${project.id}`);
    await user().click(await waitFor(() => screen.getByRole('tab', { name: 'Exception codes' })));
    await rowsOf('code-table');
    await waitFor(() => expect(bodiesTo('POST', CODE_PAGE).at(-1)).toMatchObject({ projectId: project.id }));
    // As many pages as the project's codes fill (10 a page), not the whole catalogue's.
    await waitFor(() => expect(screen.getByTestId('code-table').closest('.ant-table-wrapper')?.querySelectorAll('.ant-pagination-item')).toHaveLength(count > 10 ? Math.ceil(count / 10) : 0));
    const names = new Set(own.map((module) => module.name));
    for (const row of await rowsOf('code-table')) expect(names.has(row.querySelectorAll('td')[4]?.textContent ?? '')).toBe(true);
    // The module filter: the project's modules, and the call keeps the project.
    await user().click(screen.getByRole('combobox', { name: 'Module' }));
    const offered = await waitFor(() => {
      const options = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((option) => option.textContent);
      expect(options.length).toBeGreaterThan(0);
      return options;
    });
    expect(new Set(offered)).toEqual(names);
    await choose(own[0].name);
    await waitFor(() => expect(bodiesTo('POST', CODE_PAGE).at(-1)).toMatchObject({ projectId: project.id, moduleId: own[0].id }));
  }, 60_000);

  it('adds a software module to the chosen project; a name in use is refused with what was typed kept', async () => {
    const flaky = moduleOf(FLAKY_MODULE_ID);
    storeSession('admin');
    renderApp(`/normalization/config?project=${flaky.projectId}`);
    await rowsOf('module-table');
    const u = user();
    const add = async (name: string) => {
      await u.click(button('Add software module'));
      const dialog = await waitFor(() => dialogTitled('Add software module'));
      await fill(within(dialog).getByLabelText('Name'), name);
      await fill(within(dialog).getByLabelText('English name'), 'Gripper driver');
      await fill(within(dialog).getByLabelText('Apply reason'), 'The new gripper needs its own driver');
      await u.click(button('Save', dialog));
      return dialog;
    };
    const dialog = await add(flaky.name);
    await waitFor(() => expect(screen.getByText(`Software module ${flaky.name} already exists`)).toBeInTheDocument());
    expect(within(dialog).getByLabelText('English name')).toHaveValue('Gripper driver');
    await u.clear(within(dialog).getByLabelText('Name'));
    await fill(within(dialog).getByLabelText('Name'), 'Gripper');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Software module Gripper added')).toBeInTheDocument());
    expect(bodiesTo('POST', '/api/base/normalization/module').at(-1)).toMatchObject({
      projectId: flaky.projectId,
      name: 'Gripper',
      englishName: 'Gripper driver',
      applyReason: 'The new gripper needs its own driver',
    });
    await waitFor(async () => expect(rowWith(await rowsOf('module-table'), 'Gripper driver')).toBeTruthy());
  }, 60_000);

  it('adds an exception code with its module, type and level', async () => {
    const flaky = moduleOf(FLAKY_MODULE_ID);
    storeSession('admin');
    renderApp(`/normalization/config?project=${flaky.projectId}`);
    await user().click(await waitFor(() => screen.getByRole('tab', { name: 'Exception codes' })));
    await rowsOf('code-table');
    const u = user();
    await u.click(button('Add exception code'));
    const dialog = await waitFor(() => dialogTitled('Add exception code'));
    await fill(within(dialog).getByLabelText('Code'), 'E9999');
    await fill(within(dialog).getByLabelText('Chinese name'), 'Gripper stuck');
    await fill(within(dialog).getByLabelText('English name'), 'Gripper stuck');
    await u.click(within(dialog).getByLabelText('Module'));
    await choose(flaky.name);
    await u.click(within(dialog).getByLabelText('Type'));
    await choose('Hardware');
    await u.click(within(dialog).getByLabelText('Level'));
    await choose('Major');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Exception code E9999 added')).toBeInTheDocument());
    expect(bodiesTo('POST', '/api/base/normalization/exception-code').at(-1)).toMatchObject({ code: 'E9999', moduleId: flaky.id, type: 'hardware', level: 2 });
  }, 60_000);

  it('refreshes one version\'s status on request', async () => {
    const publishing = sim.state.normalization.versions.find((version) => versionStatusAt(version, sim.now()) === 1);
    if (!publishing) throw new Error('the seed has no publishing version');
    const module = moduleOf(publishing.moduleId);
    storeSession('admin');
    renderApp(`/normalization/config?project=${module.projectId}`);
    await expand(module.name);
    await waitFor(async () => expect(within(await versionRow(module.id, publishing.version)).getByText('Publishing')).toBeInTheDocument());
    advanceClock(sim, PUBLISH_MS);
    const now = versionStatusAt(publishing, sim.now()) === 3 ? 'Success' : 'Failed';
    await user().click(within(await versionRow(module.id, publishing.version)).getByText('Refresh status'));
    await waitFor(() => expect(screen.getByText(`Version ${publishing.version}: ${now}`)).toBeInTheDocument());
    expect(bodiesTo('POST', `/api/base/normalization/module/${module.id}/version/page`).some((body) => body.id === publishing.id)).toBe(true);
    await waitFor(async () => expect(within(await versionRow(module.id, publishing.version)).getByText(now)).toBeInTheDocument());
  }, 60_000);

  it('offers no write to a holder of the config key alone', async () => {
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    if (!admin) throw new Error('no admin');
    admin.permissions = admin.permissions.filter((key) => !key.startsWith('platform:normalization:config:'));
    const flaky = moduleOf(FLAKY_MODULE_ID);
    storeSession('admin');
    renderApp(`/normalization/config?project=${flaky.projectId}`);
    await expand(flaky.name);
    await rowsOf(`version-table-${flaky.id}`);
    expect(screen.queryByText('Publish a new version')).toBeNull();
    expect(screen.queryByText('Add software module')).toBeNull();
    expect(screen.queryByText('Rerelease')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
    expect(screen.getAllByText('Deliveries').length).toBeGreaterThan(0);
  }, 60_000);

  it('refuses the route to the dispatcher', async () => {
    storeSession('dispatcher');
    renderApp('/normalization/config');
    await waitFor(() => expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument());
    expect(bodiesTo('POST', MODULE_PAGE)).toHaveLength(0);
  });
});

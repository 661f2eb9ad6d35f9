/**
 * The standardization projects (/normalization/scene) over the simulator: the list (10 a page), the
 * keyword search, adding a project with the code rule, editing one, the delete refused while assets use
 * the project and the delete of an unused one, and the route refused to the dispatcher.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, choose, confirmDialog, dialogTitled, fill, rowsOf, user } from '../../../../tests/ui';

const PAGE = '/api/base/normalization/project/page';
const CREATE = /^\/api\/base\/normalization\/project(\?|$)/;
const projectRows = () => rowsOf('project-table');
const bodiesTo = (method: string, url: string | RegExp) =>
  received
    .filter((request) => request.method === method && (typeof url === 'string' ? request.url.startsWith(url) : url.test(request.url)))
    .map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
const rowOf = (rows: HTMLElement[], id: string) => {
  const row = rows.find((candidate) => candidate.getAttribute('data-row-key') === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
};
const projectOf = (row: HTMLElement) => {
  const project = sim.state.fleet.projects.find((candidate) => candidate.id === row.getAttribute('data-row-key'));
  if (!project) throw new Error('a row of no project');
  return project;
};
const assetsOf = (projectId: string) => [...sim.state.fleet.assets.values()].filter((asset) => asset.projectId === projectId).length;

async function search(keyword: string) {
  await fill(screen.getByPlaceholderText('Name, English name, alias or ID'), keyword);
  await user().keyboard('{Enter}');
  await waitFor(() => expect(bodiesTo('POST', PAGE).at(-1)).toMatchObject({ keyword }));
}

describe('standardization projects', () => {
  it('lists the projects, 10 a page, with their standardization fields', async () => {
    storeSession('admin');
    renderApp('/normalization/scene');
    expect(await projectRows()).toHaveLength(10);
    expect(bodiesTo('POST', PAGE)[0]).toMatchObject({ pageNumber: 1, pageSize: 10 });
    const table = screen.getByTestId('project-table');
    for (const title of ['Chinese name', 'English name', 'Alias', 'Category code', 'Brand code', 'Manager', 'Creator', 'Created']) {
      expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    }
    const [row] = await projectRows();
    const first = projectOf(row);
    expect(within(row).getByText(first.englishName)).toBeInTheDocument();
    // The name opens the project's own page (the admin holds `:open`).
    expect(within(row).getByRole('link', { name: first.name }).getAttribute('href')).toBe(`/normalization/scene/${first.id}`);
  });

  it('gives the English name, the alias and the keyword box the room their text needs at 1440 px', async () => {
    // The browser's 14 px sans at its widest for these texts (letters, digits, dashes): about 7.5 px a character.
    const textWidth = (text: string) => text.length * 7.5;
    const CELL_PADDING = 16;
    // The list's room at 1440 px: the page less the layout's and the card's padding.
    const ROOM_AT_1440 = 1312;
    storeSession('admin');
    renderApp('/normalization/scene');
    await projectRows();
    const table = screen.getByTestId('project-table');
    const titles = [...table.querySelectorAll('thead th.ant-table-cell')].map((th) => th.textContent);
    const widths = [...table.querySelectorAll('colgroup col')].map((col) => parseFloat((col as HTMLElement).style.width));
    const widthOf = (title: string) => widths[titles.indexOf(title)];
    const longest = (texts: string[]) => Math.max(...texts.map(textWidth));
    const projects = sim.state.fleet.projects;
    expect(widthOf('English name')).toBeGreaterThanOrEqual(longest(projects.map((project) => project.englishName)) + CELL_PADDING);
    expect(widthOf('Alias')).toBeGreaterThanOrEqual(longest(projects.map((project) => project.alias)) + CELL_PADDING);
    // And the whole row still fits the card, with no sideways scrolling.
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(ROOM_AT_1440);
    // The keyword box: its placeholder whole, beside the clear icon (20), its padding (22) and the search button (32).
    const placeholder = 'Name, English name, alias or ID';
    const box = screen.getByPlaceholderText(placeholder).closest('.ant-input-search') as HTMLElement;
    expect(parseFloat(box.style.width)).toBeGreaterThanOrEqual(textWidth(placeholder) + 20 + 22 + 32);
  });

  it('searches by keyword on the server', async () => {
    storeSession('admin');
    renderApp('/normalization/scene');
    await projectRows();
    const target = sim.state.fleet.projects[2];
    await search(target.englishName);
    await waitFor(async () => expect((await projectRows()).map((row) => row.getAttribute('data-row-key'))).toContain(target.id));
    const matching = sim.state.fleet.projects.filter((project) =>
      [project.name, project.englishName, project.alias, project.id].some((text) => text.toLowerCase().includes(target.englishName.toLowerCase())),
    );
    await waitFor(async () => expect(await projectRows()).toHaveLength(matching.length));
  });

  it('adds a project: the code rule on the form, the fields the server receives', async () => {
    storeSession('admin');
    renderApp('/normalization/scene');
    await projectRows();
    const company = sim.state.companies.find((candidate) => candidate.id !== '') ?? sim.state.companies[0];
    const u = user();
    await u.click(button(/Add project/));
    const dialog = await waitFor(() => dialogTitled('Add project'));
    await fill(within(dialog).getByLabelText('Chinese name'), 'Cleaning line');
    await fill(within(dialog).getByLabelText('English name'), 'Cleaning line');
    // Typed in lower case, shown in upper case; O and I are refused.
    await fill(within(dialog).getByLabelText('Category code'), 'io');
    expect(within(dialog).getByLabelText('Category code')).toHaveValue('IO');
    await fill(within(dialog).getByLabelText('Brand code'), 'b2');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('1 or 2 letters or digits, without O and I')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('No company selected, choose the company first')).toBeInTheDocument());
    // Refused on the form: nothing was sent.
    expect(bodiesTo('POST', CREATE)).toHaveLength(0);
    await u.clear(within(dialog).getByLabelText('Category code'));
    await fill(within(dialog).getByLabelText('Category code'), 'a1');
    await u.click(within(dialog).getByLabelText('Company'));
    await choose(company.name);
    await fill(within(dialog).getByLabelText('Description'), 'Too short');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('At least 10 characters')).toBeInTheDocument());
    await u.clear(within(dialog).getByLabelText('Description'));
    await fill(within(dialog).getByLabelText('Description'), 'Too short for the floor robots');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Project Cleaning line added')).toBeInTheDocument());
    const created = bodiesTo('POST', CREATE);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      name: 'Cleaning line',
      englishName: 'Cleaning line',
      categoryCode: 'A1',
      brandCode: 'B2',
      companyId: company.id,
      description: 'Too short for the floor robots',
    });
    expect(sim.state.fleet.projects.find((project) => project.name === 'Cleaning line')).toMatchObject({ categoryCode: 'A1', creator: expect.any(String) });
  });

  it('edits a project: its values in the form, its company kept', async () => {
    storeSession('admin');
    renderApp('/normalization/scene');
    const [row] = await projectRows();
    const project = projectOf(row);
    const u = user();
    await u.click(within(row).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit project'));
    const english = within(dialog).getByLabelText('English name');
    await waitFor(() => expect(english).toHaveValue(project.englishName));
    expect(within(dialog).getByLabelText('Category code')).toHaveValue(project.categoryCode);
    // Assets use it: its company is fixed, and the form says why.
    expect(assetsOf(project.id)).toBeGreaterThan(0);
    expect(within(dialog).getByText('Assets use this project: it keeps its company')).toBeInTheDocument();
    await u.clear(english);
    await fill(english, 'Renamed line');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText(`Project ${project.name} saved`)).toBeInTheDocument());
    const sent = bodiesTo('PUT', `/api/base/normalization/project/${project.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: project.name, englishName: 'Renamed line', categoryCode: project.categoryCode, companyId: project.companyId });
    expect(projectOf(row).englishName).toBe('Renamed line');
  });

  it('is refused deleting a project assets use, with the reason once', async () => {
    storeSession('admin');
    renderApp('/normalization/scene');
    const rows = await projectRows();
    const project = sim.state.fleet.projects.find((candidate) => assetsOf(candidate.id) > 0 && rows.some((row) => row.getAttribute('data-row-key') === candidate.id));
    if (!project) throw new Error('the simulator seeded no project in use on the first page');
    const u = user();
    await u.click(within(rowOf(rows, project.id)).getByText('Delete'));
    const dialog = await waitFor(() => confirmDialog(`Delete project ${project.name}?`));
    await u.click(button('Delete', dialog));
    const reason = `Project ${project.name} is used by ${assetsOf(project.id)} assets`;
    await waitFor(() => expect(screen.getByText(reason)).toBeInTheDocument());
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(sim.state.fleet.projects.some((candidate) => candidate.id === project.id)).toBe(true);
  });

  it('deletes an unused project after confirmation', async () => {
    storeSession('admin');
    const model = sim.state.fleet.projects[0];
    sim.state.fleet.projects.push({ ...model, id: 'p-unused', name: 'Retired line', englishName: 'Retired line', alias: '' });
    renderApp('/normalization/scene');
    await projectRows();
    await search('Retired line');
    await waitFor(async () => expect((await projectRows()).map((row) => row.getAttribute('data-row-key'))).toEqual(['p-unused']));
    const u = user();
    await u.click(within(rowOf(await projectRows(), 'p-unused')).getByText('Delete'));
    const dialog = await waitFor(() => confirmDialog('Delete project Retired line?'));
    await u.click(button('Delete', dialog));
    await waitFor(() => expect(screen.getByText('Project Retired line deleted')).toBeInTheDocument());
    expect(received.filter((request) => request.method === 'DELETE' && request.url.startsWith('/api/base/normalization/project/p-unused'))).toHaveLength(1);
    expect(sim.state.fleet.projects.some((project) => project.id === 'p-unused')).toBe(false);
  });

  it('refuses the screen and its menu to the dispatcher', async () => {
    storeSession('dispatcher');
    renderApp('/normalization/scene');
    await waitFor(() => expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument());
    expect(bodiesTo('POST', PAGE)).toHaveLength(0);
    const u = user();
    await u.click(await screen.findByTestId('header-menu', {}, { timeout: 20_000 }));
    const dropdown = await waitFor(() => {
      const menu = document.querySelector('.console-header-menu');
      expect(menu).not.toBeNull();
      return menu as HTMLElement;
    });
    await waitFor(() => expect(within(dropdown).getByText('Scene management')).toBeInTheDocument());
    expect(within(dropdown).queryByText('Standardization')).toBeNull();
    expect(within(dropdown).queryByText('Standardization scenes')).toBeNull();
  });
});

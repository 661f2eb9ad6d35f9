/**
 * /system/dictionaries over the simulator: the list and its call (a name that is a translation key shown
 * translated, with the key under it), a filter by type from the address; an entry added (what the server
 * receives); a taken code refused on its field; an entry in use cannot be deleted (disabled, saying how many
 * records use it); an unused one deleted after confirming; a platform tag moved first by its sort is first in
 * the software module form's select (the sort is respected wherever it feeds a select); an enterprise
 * administrator refused the screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { putTranslation } from '../../../../mock/sim/translations';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, choose, confirmDialog, dialogTitled, fill, rowsOf, user } from '../../../../tests/ui';

const PAGE = '/api/base/dictionary/page';
const ENTRY = '/api/base/dictionary';
const bodiesTo = (method: string, url: string) =>
  received.filter((request) => request.method === method && request.url.split('?')[0] === url).map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
const entryRows = () => rowsOf('dictionary-table');
const entryOf = (type: string, code: string) => {
  const found = sim.state.dictionary.entries.find((entry) => entry.type === type && entry.code === code);
  if (!found) throw new Error(`no ${type} entry ${code}`);
  return found;
};
const rowOf = (id: string) => screen.getByTestId('dictionary-table').querySelector(`tr[data-row-key="${id}"]`) as HTMLElement | null;
/** How many records hold a code (as the seed has them). */
const usesOf = (type: string, code: string) =>
  type === 'discipline' || type === 'platformTag'
    ? sim.state.normalization.modules.filter((module) => module[type] === code).length
    : sim.state.production.feedback.filter((ticket) => String(ticket[type as 'anomalyClass' | 'causeClass']) === code).length;
/** The options of the open select, as shown. */
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((option) => option.getAttribute('title') ?? '');

/** The server's words (the startup list) for the seeded platform tags' keys: their names show translated. */
const PLATFORM_TAG_WORDS: Record<string, string> = { ROS2: 'ROS 2', RTOS: 'RTOS', Linux: 'Linux', Android: 'Android' };
function translatePlatformTags() {
  for (const [code, value] of Object.entries(PLATFORM_TAG_WORDS)) putTranslation(sim.state.translations, `dictionary.platformTag.${code}`, 'en-US', value, 'test', sim.now());
}

const platformTagsInOrder = () =>
  sim.state.dictionary.entries.filter((entry) => entry.type === 'platformTag').sort((a, b) => a.sort - b.sort || (a.code < b.code ? -1 : 1));

async function openAdd() {
  await user().click(button('Add entry'));
  return waitFor(() => dialogTitled('Add entry'));
}

async function pick(dialog: HTMLElement, label: string, option: string) {
  await user().click(within(dialog).getByLabelText(label));
  const dropdown = await waitFor(() => {
    const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(open).not.toBeNull();
    return open as HTMLElement;
  });
  await user().click(within(dropdown).getByTitle(option));
}

describe('the dictionaries', () => {
  it('lists the entries from the page call, a key shown translated with the key under it', async () => {
    storeSession('admin');
    renderApp('/system/dictionaries');
    const rows = await waitFor(() => entryRows(), { timeout: 30_000 });
    expect(rows).toHaveLength(10);
    expect(bodiesTo('POST', PAGE)[0]).toMatchObject({ pageNumber: 1, pageSize: 10 });
    const table = screen.getByTestId('dictionary-table');
    for (const title of ['Type', 'Name', 'Code', 'Sort', 'In use']) expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    // The server's first: the anomaly classes, by sort. Class 2's name is its enumeration's word, the key under it.
    const functionClass = entryOf('anomalyClass', '2');
    const row = rowOf(functionClass.id) as HTMLElement;
    expect(within(row).getByText('Anomaly class')).toBeInTheDocument();
    expect(within(row).getByText('Function')).toBeInTheDocument();
    expect(within(row).getByText('enum.anomalyClass.2')).toBeInTheDocument();
    expect(within(row).getByText(String(usesOf('anomalyClass', '2')))).toBeInTheDocument();
  }, 60_000);

  it('filters by type on the server, from the address', async () => {
    translatePlatformTags();
    storeSession('admin');
    renderApp('/system/dictionaries?type=platformTag');
    const platformTags = sim.state.dictionary.entries.filter((entry) => entry.type === 'platformTag');
    await waitFor(async () => expect(await entryRows()).toHaveLength(platformTags.length));
    expect(bodiesTo('POST', PAGE).at(-1)).toMatchObject({ type: 'platformTag' });
    const ros2 = rowOf(entryOf('platformTag', 'ROS2').id) as HTMLElement;
    expect(within(ros2).getByText('Platform tag')).toBeInTheDocument();
    expect(within(ros2).getByText('ROS 2')).toBeInTheDocument();
    expect(within(ros2).getByText('dictionary.platformTag.ROS2')).toBeInTheDocument();
  });

  it('adds an entry: what the server received, and the new entry listed', async () => {
    storeSession('admin');
    renderApp('/system/dictionaries?type=platformTag');
    await entryRows();
    const u = user();
    const dialog = await openAdd();
    // The name says what a key does.
    expect(within(dialog).getByText('A translation key shows translated in each language; any other text shows as it is')).toBeInTheDocument();
    await pick(dialog, 'Type', 'Platform tag');
    await fill(within(dialog).getByLabelText('Code'), 'Zephyr');
    await fill(within(dialog).getByLabelText('Name'), 'Zephyr RTOS');
    const sort = within(dialog).getByLabelText('Sort');
    await u.clear(sort);
    await u.type(sort, '55');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Entry Zephyr RTOS added')).toBeInTheDocument());
    expect(bodiesTo('POST', ENTRY)).toEqual([{ type: 'platformTag', code: 'Zephyr', name: 'Zephyr RTOS', sort: 55 }]);
    const added = entryOf('platformTag', 'Zephyr');
    expect(added).toMatchObject({ name: 'Zephyr RTOS', sort: 55 });
    // A plain name shows as it is, with no key under it.
    await waitFor(() => expect(rowOf(added.id)).not.toBeNull());
    expect(within(rowOf(added.id) as HTMLElement).getByText('Zephyr RTOS')).toBeInTheDocument();
  });

  it('says on the code field that the type already has the code, and keeps what was typed', async () => {
    storeSession('admin');
    renderApp('/system/dictionaries');
    await entryRows();
    const dialog = await openAdd();
    await pick(dialog, 'Type', 'Development discipline');
    await fill(within(dialog).getByLabelText('Code'), 'navigation');
    await fill(within(dialog).getByLabelText('Name'), 'Navigation again');
    await user().click(button('Save', dialog));
    const code = within(dialog).getByLabelText('Code').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(code).getByText('Development discipline already has the code navigation')).toBeInTheDocument());
    expect(bodiesTo('POST', ENTRY)).toHaveLength(1);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Navigation again');
    expect(sim.state.dictionary.entries.filter((entry) => entry.type === 'discipline' && entry.code === 'navigation')).toHaveLength(1);
  });

  it('refuses locally a feedback class code that is not a whole number', async () => {
    storeSession('admin');
    renderApp('/system/dictionaries');
    await entryRows();
    const dialog = await openAdd();
    await pick(dialog, 'Type', 'Cause class');
    await waitFor(() => expect(within(dialog).getByText('A whole number from 1: the class number feedback tickets store')).toBeInTheDocument());
    await fill(within(dialog).getByLabelText('Code'), 'wear');
    await fill(within(dialog).getByLabelText('Name'), 'Wear');
    await user().click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('For an anomaly or cause class the code is a whole number from 1')).toBeInTheDocument());
    expect(bodiesTo('POST', ENTRY)).toHaveLength(0);
  });

  it('refuses on the code field a new code for an entry in use', async () => {
    storeSession('admin');
    renderApp('/system/dictionaries?type=discipline');
    await entryRows();
    const navigation = entryOf('discipline', 'navigation');
    const uses = usesOf('discipline', 'navigation');
    const u = user();
    await u.click(within(await waitFor(() => rowOf(navigation.id) as HTMLElement)).getByRole('button', { name: 'Edit' }));
    const dialog = await waitFor(() => dialogTitled('Edit entry'));
    const reason = `In use by ${uses} records: its type and code cannot change`;
    // Said before anything is sent...
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Code');
    await u.clear(code);
    await u.type(code, 'nav');
    await u.click(button('Save', dialog));
    // ...and the server's refusal on the field.
    const item = code.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).toHaveTextContent(reason));
    expect(bodiesTo('PUT', ENTRY)).toEqual([{ id: navigation.id, type: 'discipline', code: 'nav', name: navigation.name, sort: navigation.sort }]);
    expect(entryOf('discipline', 'navigation')).toBeDefined();
  });

  it("disables an in-use entry's delete, saying how many records use it", async () => {
    storeSession('admin');
    renderApp('/system/dictionaries?type=discipline');
    await entryRows();
    const navigation = entryOf('discipline', 'navigation');
    const uses = usesOf('discipline', 'navigation');
    expect(uses).toBeGreaterThan(0);
    const row = await waitFor(() => rowOf(navigation.id) as HTMLElement);
    const remove = within(row).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user().hover(within(row).getByTestId(`delete-${navigation.id}`));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(`Used by ${uses} records: it cannot be deleted`));
    // Its edit stays.
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('deletes an unused entry once confirmed', async () => {
    sim.state.dictionary.entries.push({ id: 'd-unused', type: 'platformTag', code: 'QNX', name: 'QNX', sort: 90 });
    storeSession('admin');
    renderApp('/system/dictionaries?type=platformTag');
    await entryRows();
    const row = await waitFor(() => rowOf('d-unused') as HTMLElement);
    const remove = within(row).getByRole('button', { name: 'Delete' });
    expect(remove).toBeEnabled();
    await user().click(remove);
    const confirm = await waitFor(() => confirmDialog('Delete the entry QNX?'));
    expect(bodiesTo('DELETE', ENTRY)).toHaveLength(0);
    await user().click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('Entry QNX deleted')).toBeInTheDocument());
    expect(bodiesTo('DELETE', ENTRY)).toEqual([{ ids: ['d-unused'] }]);
    expect(sim.state.dictionary.entries.some((entry) => entry.id === 'd-unused')).toBe(false);
    await waitFor(() => expect(rowOf('d-unused')).toBeNull());
  });

  it("puts a platform tag moved first by its sort first in the software module form's select", async () => {
    const platformTags = platformTagsInOrder;
    const last = platformTags().at(-1) as (typeof sim.state.dictionary.entries)[number];
    expect(last.code).toBe('Android');
    translatePlatformTags();
    storeSession('admin');
    const view = renderApp('/system/dictionaries?type=platformTag');
    await entryRows();
    const u = user();
    await u.click(within(await waitFor(() => rowOf(last.id) as HTMLElement)).getByRole('button', { name: 'Edit' }));
    const dialog = await waitFor(() => dialogTitled('Edit entry'));
    const sort = within(dialog).getByLabelText('Sort');
    await u.clear(sort);
    await u.type(sort, '0');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Entry Android saved')).toBeInTheDocument());
    expect(bodiesTo('PUT', ENTRY)).toEqual([{ id: last.id, type: 'platformTag', code: 'Android', name: 'dictionary.platformTag.Android', sort: 0 }]);
    expect(platformTags()[0].code).toBe('Android');
    view.unmount();

    // The software module form of a project: its platform tags in the dictionary's new order.
    const project = sim.state.fleet.projects[0];
    renderApp(`/normalization/config?project=${project.id}`);
    await rowsOf('module-table');
    await u.click(button('Add software module'));
    const form = await waitFor(() => dialogTitled('Add software module'));
    await u.click(within(form).getByLabelText('Platform tag'));
    await waitFor(() => expect(shownOptions()).toEqual(platformTags().map((entry) => PLATFORM_TAG_WORDS[entry.code])));
    expect(shownOptions()[0]).toBe('Android');
    // Chosen, the module is saved with the code.
    await choose('Android');
    await fill(within(form).getByLabelText('Name'), 'Dock watcher');
    await fill(within(form).getByLabelText('English name'), 'Dock watcher');
    await fill(within(form).getByLabelText('Apply reason'), 'Watches the charging docks of the site.');
    await u.click(button('Save', form));
    await waitFor(() => expect(screen.getByText('Software module Dock watcher added')).toBeInTheDocument());
    expect(bodiesTo('POST', '/api/base/normalization/module').at(-1)).toMatchObject({ platformTag: 'Android', discipline: '' });
  });

  it("shows a module's platform tag in words, and keeps a value the dictionary lacks when the module is edited", async () => {
    translatePlatformTags();
    const project = sim.state.fleet.projects[0];
    const [kept, listed] = sim.state.normalization.modules.filter((module) => module.projectId === project.id);
    kept.platformTag = 'VxWorks';
    listed.platformTag = 'ROS2';
    storeSession('admin');
    renderApp(`/normalization/config?project=${project.id}`);
    await rowsOf('module-table');
    const rowOfModule = (id: string) => screen.getByTestId('module-table').querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
    await waitFor(() => expect(within(rowOfModule(listed.id)).getByText('ROS 2')).toBeInTheDocument());
    expect(within(rowOfModule(kept.id)).getByText('VxWorks')).toBeInTheDocument();
    const u = user();
    await u.click(within(rowOfModule(kept.id)).getByRole('button', { name: 'Edit' }));
    const form = await waitFor(() => dialogTitled('Edit software module'));
    const field = within(form).getByLabelText('Platform tag').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(field.querySelector('.ant-select-selection-item')).toHaveAttribute('title', 'VxWorks'));
    await u.click(within(form).getByLabelText('Platform tag'));
    await waitFor(() => expect(shownOptions()).toEqual([...platformTagsInOrder().map((entry) => PLATFORM_TAG_WORDS[entry.code]), 'VxWorks']));
  });

  it('refuses the screen to an enterprise administrator', async () => {
    storeSession('cedar.admin');
    renderApp('/system/dictionaries');
    await waitFor(() => expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.queryByTestId('dictionary-table')).toBeNull();
    expect(bodiesTo('POST', PAGE)).toHaveLength(0);
  });
});

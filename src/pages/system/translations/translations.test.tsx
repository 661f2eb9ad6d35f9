/**
 * Translation management (/system/translations) over the simulator: the list and its call, the keys missing in
 * English (the seeded count, its rows, adding a value from one), the key's pattern checked before sending, a taken
 * key and language on the field, a saved word in force at once (the menu) and a deleted one back to the bundled
 * word, a value with markup shown as text, and the section kept from those without its key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { SEEDED_GAPS } from '../../../../mock/sim/translations';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, confirmDialog, dialogTitled, fill, rowsOf, user } from '../../../../tests/ui';

const PAGE = '/api/base/i18n/page';
const ENTRY = '/api/base/i18n';
const bodiesTo = (method: string, url: string) =>
  received.filter((request) => request.method === method && request.url.split('?')[0] === url).map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
const entryRows = () => rowsOf('translations-table');
const store = () => sim.state.translations.entries;
const entryOf = (row: HTMLElement) => store().find((entry) => entry.id === row.getAttribute('data-row-key'));
/** The side menu (the mixed layout): the section's entries, each a link. */
const sideMenu = () =>
  waitFor(() => {
    const menu = document.querySelector('.ant-layout-sider .ant-menu-inline');
    expect(menu).not.toBeNull();
    return menu as HTMLElement;
  });
const menuEntry = async (name: string) => within(await sideMenu()).findByRole('link', { name });

async function openNew() {
  await user().click(button('New translation'));
  return waitFor(() => dialogTitled('New translation'));
}

describe('translation management', () => {
  it('lists the entries, 10 a page, from the page call', async () => {
    storeSession('admin');
    renderApp('/system/translations');
    const rows = await entryRows();
    expect(rows).toHaveLength(10);
    expect(bodiesTo('POST', PAGE)[0]).toEqual({ pageNumber: 1, pageSize: 10 });
    const table = screen.getByTestId('translations-table');
    for (const title of ['Key', 'Language', 'Value', 'Updated at', 'Updated by']) expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    const first = entryOf(rows[0]);
    expect(first).toBeDefined();
    expect(within(rows[0]).getByText(first?.key as string)).toBeInTheDocument();
    expect(within(rows[0]).getByText(first?.language === 'en-US' ? 'English (en-US)' : 'Chinese (zh-CN)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('seed')).toBeInTheDocument();
    expect(button('Import')).toBeInTheDocument();
  });

  it('shows the keys missing in English with their count, and adding the English value from a row sends it and lowers the count', async () => {
    const gaps = sim.state.translations.entries.filter((entry) => entry.language === 'zh-CN' && !store().some((other) => other.key === entry.key && other.language === 'en-US'));
    const count = gaps.length;
    // The simulator's seed leaves these keys without an English value.
    expect(count).toBe(SEEDED_GAPS['en-US'].length);
    storeSession('admin');
    renderApp('/system/translations');
    await entryRows();
    const u = user();
    await u.click(await screen.findByText(`Missing in English (${count})`));
    await waitFor(() => expect(bodiesTo('POST', PAGE).at(-1)).toEqual({ pageNumber: 1, pageSize: 10, missingIn: 'en-US' }));
    await waitFor(() => expect(screen.getByTestId('translations-table').querySelectorAll('.ant-table-row')).toHaveLength(Math.min(10, count)));
    const rows = await entryRows();
    // The Chinese entries of keys without an English value, each offering to add it.
    expect(rows.map((row) => entryOf(row)?.key).sort()).toEqual(gaps.map((entry) => entry.key).sort().slice(0, 10));
    expect(rows.every((row) => entryOf(row)?.language === 'zh-CN')).toBe(true);
    const target = entryOf(rows[0]);
    await u.click(within(rows[0]).getByText('Add English value'));
    const dialog = await waitFor(() => dialogTitled('New translation'));
    expect(within(dialog).getByLabelText('Key')).toHaveValue(target?.key);
    expect(within(dialog).getByText('English (en-US)')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Value'), 'Top left');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText(`Missing in English (${count - 1})`)).toBeInTheDocument());
    expect(bodiesTo('POST', ENTRY)).toEqual([{ key: target?.key, language: 'en-US', value: 'Top left' }]);
    expect(store().find((entry) => entry.key === target?.key && entry.language === 'en-US')?.value).toBe('Top left');
    await waitFor(() => expect(screen.getByTestId('translations-table').querySelectorAll('.ant-table-row')).toHaveLength(Math.min(10, count - 1)));
  });

  it('refuses a key off the pattern on its field, sending nothing', async () => {
    storeSession('admin');
    renderApp('/system/translations');
    await entryRows();
    const dialog = await openNew();
    await fill(within(dialog).getByLabelText('Key'), '9 lives..here');
    await user().click(within(dialog).getByLabelText('Language'));
    await user().click(await screen.findByTitle('English (en-US)'));
    await fill(within(dialog).getByLabelText('Value'), 'Nine');
    await user().click(button('Save', dialog));
    await waitFor(() =>
      expect(within(dialog).getByText('Dot-separated words of letters, digits, - or _, starting with a letter (such as menu.assets.list)', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument(),
    );
    expect(bodiesTo('POST', ENTRY)).toHaveLength(0);
  });

  it("puts a taken key and language on the key's field, once", async () => {
    storeSession('admin');
    renderApp('/system/translations');
    await entryRows();
    const dialog = await openNew();
    await fill(within(dialog).getByLabelText('Key'), 'menu.system');
    await user().click(within(dialog).getByLabelText('Language'));
    await user().click(await screen.findByTitle('English (en-US)'));
    await fill(within(dialog).getByLabelText('Value'), 'Settings');
    await user().click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('menu.system already has a value in English')).toBeInTheDocument());
    expect(bodiesTo('POST', ENTRY)).toEqual([{ key: 'menu.system', language: 'en-US', value: 'Settings' }]);
    // On the field only: no message repeats it (in the server's words or ours).
    expect(screen.getAllByText(/already has/)).toHaveLength(1);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Settings');
    expect(store().find((entry) => entry.key === 'menu.system' && entry.language === 'en-US')?.value).toBe('System');
  });

  it('puts a saved word in force at once (the menu reads it), and a deleted one gives the bundled word back', async () => {
    storeSession('admin');
    // The mixed layout: the section's screens are entries of the side menu.
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    if (admin) admin.appValue = { layout: 'mix' };
    renderApp('/system/translations?key=menu.system.translations&language=en-US');
    await waitFor(async () => expect(await entryRows()).toHaveLength(1));
    expect(await menuEntry('Translations')).toBeInTheDocument();
    const [row] = await entryRows();
    const entry = entryOf(row);
    expect(entry).toMatchObject({ key: 'menu.system.translations', language: 'en-US', value: 'Translations' });
    const u = user();
    await u.click(within(row).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit translation'));
    const value = within(dialog).getByLabelText('Value');
    await waitFor(() => expect(value).toHaveValue('Translations'));
    await u.clear(value);
    await fill(value, 'Word list');
    await u.click(button('Save', dialog));
    // The same app, not drawn again: the menu entry (and the page's title) read the new word.
    expect(await menuEntry('Word list')).toBeInTheDocument();
    expect(within(await sideMenu()).queryByRole('link', { name: 'Translations' })).toBeNull();
    expect(screen.getByText('Word list', { selector: '.ant-page-header-heading-title' })).toBeInTheDocument();
    expect(bodiesTo('PUT', ENTRY)).toEqual([{ id: entry?.id, key: 'menu.system.translations', language: 'en-US', value: 'Word list' }]);

    const table = screen.getByTestId('translations-table');
    await waitFor(() => expect(within(table).getByText('Word list')).toBeInTheDocument());
    const [saved] = await entryRows();
    await u.click(within(saved).getByText('Delete'));
    const confirm = await waitFor(() => confirmDialog('Delete the English value of menu.system.translations?'));
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('1 translation deleted')).toBeInTheDocument());
    // The bundled word is back at once.
    expect(await menuEntry('Translations')).toBeInTheDocument();
    expect(within(await sideMenu()).queryByRole('link', { name: 'Word list' })).toBeNull();
    expect(bodiesTo('DELETE', ENTRY)).toEqual([{ ids: [entry?.id] }]);
    expect(store().find((candidate) => candidate.key === 'menu.system.translations' && candidate.language === 'en-US')).toBeUndefined();
  });

  it('shows a value with markup as its text, never as markup', async () => {
    storeSession('admin');
    renderApp('/system/translations');
    const [first] = await entryRows();
    const entry = entryOf(first);
    const u = user();
    await u.click(within(first).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit translation'));
    const value = within(dialog).getByLabelText('Value');
    await waitFor(() => expect(value).toHaveValue(entry?.value));
    await u.clear(value);
    await fill(value, '<b>bold</b>');
    await u.click(button('Save', dialog));
    const table = screen.getByTestId('translations-table');
    await waitFor(() => expect(within(table).getByText('<b>bold</b>')).toBeInTheDocument());
    expect(store().find((candidate) => candidate.id === entry?.id)?.value).toBe('<b>bold</b>');
    expect(document.querySelector('b')).toBeNull();
  });

  it('deletes the ticked rows after a confirmation, and forgets them', async () => {
    storeSession('admin');
    renderApp('/system/translations');
    const rows = await entryRows();
    const ticked = [entryOf(rows[1]), entryOf(rows[2])];
    const u = user();
    await u.click(within(rows[1]).getByRole('checkbox'));
    await u.click(within(rows[2]).getByRole('checkbox'));
    await u.click(button('Delete selected (2)'));
    const confirm = await waitFor(() => confirmDialog('Delete 2 translations?'));
    expect(bodiesTo('DELETE', ENTRY)).toHaveLength(0);
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('2 translations deleted')).toBeInTheDocument());
    expect(bodiesTo('DELETE', ENTRY)).toEqual([{ ids: ticked.map((entry) => entry?.id) }]);
    for (const entry of ticked) expect(store().some((candidate) => candidate.id === entry?.id)).toBe(false);
    await waitFor(() => expect(screen.queryByText('Delete selected (2)')).toBeNull());
  });

  it('shows no write button to an account without the edit and import keys', async () => {
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    if (admin) admin.permissions = admin.permissions.filter((key) => key !== 'platform:i18n:edit' && key !== 'platform:i18n:import');
    storeSession('admin');
    renderApp('/system/translations');
    const rows = await entryRows();
    expect(within(rows[0]).queryByText('Edit')).toBeNull();
    expect(within(rows[0]).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('New translation')).toBeNull();
    expect(screen.queryByText('Import')).toBeNull();
  });

  it.each(['member', 'cedar.admin'])('keeps the section from %s: no menu entry, and the 403 screen', async (account) => {
    storeSession(account);
    renderApp('/system/translations');
    await waitFor(() => expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument());
    expect(screen.queryByText('System')).toBeNull();
    expect(received.filter((request) => request.url.startsWith('/api/base/i18n/page'))).toHaveLength(0);
  });
});

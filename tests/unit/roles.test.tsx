/** The role list over the simulator: the list, the rules of the form, the permission tree's keys, edit, delete and its refusal, the edit key. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_KEYS } from '@/services/types/permissions';
import { renderApp, storeSession } from '../render';
import { received, sim } from '../simulator';
import { button, confirmDialog, dialogTitled, fill, rowsOf, user } from '../ui';

const roleRows = () => rowsOf('role-table');
/** The roles tab of the member screen, as the administrator. */
const openRoles = () => {
  storeSession('admin');
  return renderApp('/person/list?tab=roles');
};
const rowOf = (rows: HTMLElement[], name: string) => {
  const row = rows.find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const writes = () =>
  received.filter((request) => request.method !== 'GET' && /^\/api\/base\/role(\/|$)/.test(request.url) && request.url !== '/api/base/role/page');
const bodyOf = (request: { body?: string | null } | undefined) => JSON.parse(request?.body ?? 'null');

/** The checkbox of a key's node in the open form. */
const checkboxOf = (dialog: HTMLElement, key: string) => {
  const title = within(dialog).getByText(key, { selector: '[data-permission] span' });
  return (title.closest('.ant-tree-treenode') as HTMLElement).querySelector('.ant-tree-checkbox') as HTMLElement;
};

/** Ticks (or unticks) the permission node of a key in the open form. */
async function tick(dialog: HTMLElement, key: string) {
  await user().click(checkboxOf(dialog, key));
}

/** What a key's checkbox shows. */
const shown = (dialog: HTMLElement, key: string) => {
  const box = checkboxOf(dialog, key);
  if (box.classList.contains('ant-tree-checkbox-indeterminate')) return 'half';
  return box.classList.contains('ant-tree-checkbox-checked') ? 'checked' : 'unchecked';
};

async function openAdd() {
  openRoles();
  await roleRows();
  await user().click(button(/Add role/));
  return waitFor(() => dialogTitled('Add role'));
}

describe('role list', () => {
  it('lists the roles with their type, key and account counts, 10 a page', async () => {
    openRoles();
    const rows = await roleRows();
    // Administrator (platform), then the shared Dispatcher, Member and Enterprise Administrator.
    expect(rows).toHaveLength(4);
    const admin = rowOf(rows, 'Administrator');
    expect(within(admin).getByText('Platform')).toBeInTheDocument();
    expect(within(admin).getByText(String(PERMISSION_KEYS.length))).toBeInTheDocument();
    expect(within(rowOf(rows, 'Member')).getByText('Enterprise')).toBeInTheDocument();
    // The built-in Administrator role cannot be deleted: it offers an edit and no Delete.
    expect(within(admin).getByText('Edit')).toBeInTheDocument();
    expect(within(admin).queryByText('Delete')).toBeNull();
    expect(within(rowOf(rows, 'Member')).getByText('Delete')).toBeInTheDocument();
    const pages = () => received.filter((request) => request.url === '/api/base/role/page').map(bodyOf);
    expect(pages()[0]).toMatchObject({ pageNumber: 1, pageSize: 10 });
    const u = user();
    // sorting by a column, and the type filter of its column, are the server's
    const header = (title: string) => screen.getAllByText(title, { selector: 'th *' })[0].closest('th') as HTMLElement;
    await u.click(header('Accounts'));
    await waitFor(() => expect(pages().at(-1)).toMatchObject({ sortField: 'memberCount', sortOrder: 'ascend' }));
    await u.click(header('Role type').querySelector('.ant-table-filter-trigger') as HTMLElement);
    const dropdown = await waitFor(() => document.querySelector('.ant-table-filter-dropdown') as HTMLElement);
    await u.click(within(dropdown).getByText('Platform'));
    await u.click(button('OK', dropdown));
    await waitFor(() => expect(pages().at(-1)).toMatchObject({ type: ['platform'] }));
    await waitFor(async () => expect(await roleRows()).toHaveLength(1));
  });

  it('labels each permission in the user\'s language, menu names reused, with its key', async () => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
    openRoles();
    await roleRows();
    await user().click(button(/新增角色/));
    const dialog = await waitFor(() => dialogTitled('新增角色'));
    const label = (key: string) => (within(dialog).getByText(key, { selector: '[data-permission] span' }).closest('[data-permission]') as HTMLElement).textContent;
    expect(label('platform:enterprise:info')).toBe('企业信息platform:enterprise:info');
    expect(label('platform:assets:list:singleDeviceConfig')).toBe('单设备配置platform:assets:list:singleDeviceConfig');
    expect(label('personBase')).toBe('个人基础personBase');
  });

  it('refuses a blank or too long name and a missing type, sending nothing', async () => {
    const dialog = await openAdd();
    const u = user();
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('Enter the role name')).toBeInTheDocument());
    expect(within(dialog).getByText('Choose the role type')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Role name'), 'x'.repeat(51));
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('At most 50 characters')).toBeInTheDocument());
    expect(writes()).toHaveLength(0);
  });

  it('creates a role with the ticked keys and their ancestors, in the key list order; a taken name goes on the field', async () => {
    const dialog = await openAdd();
    const u = user();
    await fill(within(dialog).getByLabelText('Role name'), 'administrator');
    await u.click(within(dialog).getByLabelText('Role type'));
    await u.click(await screen.findByTitle('Agent'));
    // a leaf deep down: its section, screen and parents are ticked with it (unticking: see the edit)
    await tick(dialog, 'platform:scene:list:edit');
    await tick(dialog, 'personBase');
    await tick(dialog, 'platform:ota:package:download');
    expect(within(dialog).getByText(`8 of ${PERMISSION_KEYS.length} chosen`)).toBeInTheDocument();
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('This name is already in use')).toBeInTheDocument());
    await u.clear(within(dialog).getByLabelText('Role name'));
    await fill(within(dialog).getByLabelText('Role name'), 'Scene editor');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Role Scene editor added')).toBeInTheDocument());
    const sent = writes().map(bodyOf);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      name: 'Scene editor',
      type: 'agent',
      permissions: [
        'personBase',
        'platform',
        'platform:scene',
        'platform:scene:list',
        'platform:scene:list:edit',
        'platform:ota',
        'platform:ota:package',
        'platform:ota:package:download',
      ],
    });
    expect(sim.state.roles.find((role) => role.name === 'Scene editor')?.permissions).toEqual(sent[1].permissions);
    expect(rowOf(await roleRows(), 'Scene editor')).toBeDefined();
  });

  it('edits a role: its name, type and keys as the tree shows them', async () => {
    openRoles();
    const u = user();
    await u.click(within(rowOf(await roleRows(), 'Member')).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit role'));
    expect(within(dialog).getByText(`5 of ${PERMISSION_KEYS.length} chosen`)).toBeInTheDocument();
    await u.clear(within(dialog).getByLabelText('Role name'));
    await fill(within(dialog).getByLabelText('Role name'), 'Asset viewer');
    await tick(dialog, 'platform:assets:list:detail');
    await tick(dialog, 'platform:assets:list');
    await tick(dialog, 'platform:assets:list:info');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Role Asset viewer saved')).toBeInTheDocument());
    const put = writes().find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/base/role/r3');
    expect(bodyOf(put)).toEqual({
      name: 'Asset viewer',
      type: 'enterprise',
      permissions: ['personBase', 'platform', 'platform:assets', 'platform:assets:list', 'platform:assets:list:info'],
    });
    // its holders have the new name and keys
    expect(sim.state.accounts.find((account) => account.account === 'member')?.roleName).toBe('Asset viewer');
  });

  it('holds a section while a key below it is ticked and drops it when none is; the tree shows what is sent', async () => {
    const dialog = await openAdd();
    const u = user();
    await fill(within(dialog).getByLabelText('Role name'), 'Log reader');
    await u.click(within(dialog).getByLabelText('Role type'));
    await u.click(await screen.findByTitle('Agent'));
    await tick(dialog, 'personBase');
    await tick(dialog, 'platform:ota:package');
    const count = (n: number) => expect(within(dialog).getByText(`${n} of ${PERMISSION_KEYS.length} chosen`)).toBeInTheDocument();
    count(4);
    // Log files brings Resource management (4 -> 6), shown half-checked: only some of it is held
    await tick(dialog, 'platform:resource:logs');
    count(6);
    expect(shown(dialog, 'platform:resource:logs')).toBe('checked');
    expect(shown(dialog, 'platform:resource')).toBe('half');
    expect(shown(dialog, 'platform')).toBe('half');
    // unticking it drops Resource management again (6 -> 4)
    await tick(dialog, 'platform:resource:logs');
    count(4);
    expect(shown(dialog, 'platform:resource')).toBe('unchecked');
    expect(shown(dialog, 'platform:ota')).toBe('half');
    // the OTA package screen without its download: unticking the last key of OTA drops OTA and platform (nested)
    await tick(dialog, 'platform:ota:package');
    count(1);
    expect(shown(dialog, 'platform:ota')).toBe('unchecked');
    expect(shown(dialog, 'platform')).toBe('unchecked');
    // a section ticked ticks all below it and shows checked
    await tick(dialog, 'platform:operation');
    expect(shown(dialog, 'platform:operation')).toBe('checked');
    expect(shown(dialog, 'platform:operation:log:download')).toBe('checked');
    await tick(dialog, 'platform:operation:log:download');
    expect(shown(dialog, 'platform:operation')).toBe('half');
    await tick(dialog, 'platform:resource:logs');
    await tick(dialog, 'platform:resource:logs');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Role Log reader added')).toBeInTheDocument());
    expect(bodyOf(writes()[0]).permissions).toEqual(['personBase', 'platform', 'platform:operation', 'platform:operation:log', 'platform:operation:log:get']);
  });

  it('shows a role the server holds with a section alone or keys without their parents as it will save it', async () => {
    const now = sim.now();
    sim.state.roles.push({
      id: 'r9',
      name: 'Odd',
      type: 'agent',
      companyId: '',
      permissions: ['personBase', 'platform', 'platform:resource', 'platform:scene:list:edit'],
      createdAt: now,
      updatedAt: now,
    });
    openRoles();
    const u = user();
    await u.click(within(rowOf(await roleRows(), 'Odd')).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit role'));
    // Resource management alone is dropped; the scene screen and section come with its edit
    expect(within(dialog).getByText(`5 of ${PERMISSION_KEYS.length} chosen`)).toBeInTheDocument();
    expect(shown(dialog, 'platform:resource')).toBe('unchecked');
    expect(shown(dialog, 'platform:scene:list')).toBe('checked');
    expect(shown(dialog, 'platform:scene')).toBe('half');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Role Odd saved')).toBeInTheDocument());
    expect(bodyOf(writes()[0]).permissions).toEqual(['personBase', 'platform', 'platform:scene', 'platform:scene:list', 'platform:scene:list:edit']);
  });

  it('asks before a changed role form is closed (Cancel, Escape, its close button), and closes at once when unchanged', async () => {
    const dialog = await openAdd();
    const u = user();
    const question = () => screen.queryByText('Leave without saving?', { selector: '.ant-modal-confirm-title' });
    const closed = () => waitFor(() => expect(screen.queryByText('Add role', { selector: '.ant-modal-title' })).toBeNull());
    // a tick and its untick are no change
    await tick(dialog, 'platform:resource:logs');
    await tick(dialog, 'platform:resource:logs');
    await u.click(button('Cancel', dialog));
    await closed();
    expect(question()).toBeNull();

    await u.click(button(/Add role/));
    const again = await waitFor(() => dialogTitled('Add role'));
    await tick(again, 'platform:resource:logs');
    const stay = async () => {
      await waitFor(() => expect(question()).toBeInTheDocument());
      await u.click(button('Stay'));
      await waitFor(() => expect(question()).toBeNull());
      expect(again.closest('.ant-modal-wrap')).toBeVisible();
      expect(shown(again, 'platform:resource:logs')).toBe('checked');
    };
    await u.click(button('Cancel', again));
    await stay();
    // Escape as a browser sends it (user-event's Escape carries no keyCode, which the dialog reads)
    fireEvent.keyDown(checkboxOf(again, 'personBase'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await stay();
    await u.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(question()).toBeInTheDocument());
    await u.click(button('Leave'));
    await closed();
    expect(writes()).toHaveLength(0);
  });

  it('refuses to delete a role some accounts hold, saying how many, once; deletes one nobody holds', async () => {
    const holders = sim.state.accounts.filter((account) => account.roleId === 'r2').length;
    const now = sim.now();
    sim.state.roles.push({ id: 'r9', name: 'Spare', type: 'agent', companyId: '', permissions: ['personBase'], createdAt: now, updatedAt: now });
    openRoles();
    const u = user();
    await u.click(within(rowOf(await roleRows(), 'Dispatcher')).getByText('Delete'));
    let confirm = await waitFor(() => confirmDialog('Delete role Dispatcher?'));
    await u.click(button('Delete', confirm));
    const text = `Role Dispatcher is held by ${holders} account${holders === 1 ? '' : 's'}: give ${holders === 1 ? 'it' : 'them'} another role first.`;
    await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    expect(screen.getAllByText(/Dispatcher is held by|role in use/)).toHaveLength(1);
    expect(sim.state.roles.some((role) => role.id === 'r2')).toBe(true);

    await u.click(within(rowOf(await roleRows(), 'Spare')).getByText('Delete'));
    confirm = await waitFor(() => confirmDialog('Delete role Spare?'));
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('Role Spare deleted')).toBeInTheDocument());
    expect(sim.state.roles.some((role) => role.id === 'r9')).toBe(false);
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual(['DELETE /api/base/role/r2', 'DELETE /api/base/role/r9']);
  });

  it('shows no add, edit or delete without platform:person:list:edit', async () => {
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    if (!admin) throw new Error('no admin');
    admin.permissions = admin.permissions.filter((key) => key !== 'platform:person:list:edit');
    openRoles();
    const rows = await roleRows();
    expect(rows).toHaveLength(4);
    expect(screen.queryByText('Add role')).toBeNull();
    expect(screen.queryByText('Edit')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });
});

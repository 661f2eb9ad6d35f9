/** The role list over the simulator: the list, the rules of the form, the permission tree's keys, edit, delete and its refusal, the edit key. */
import { screen, waitFor, within } from '@testing-library/react';
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

/** Ticks the permission node of a key in the open form. */
async function tick(dialog: HTMLElement, key: string) {
  const title = within(dialog).getByText(key, { selector: '[data-permission] span' });
  const node = title.closest('.ant-tree-treenode') as HTMLElement;
  await user().click(node.querySelector('.ant-tree-checkbox') as HTMLElement);
}

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
    expect(await within(dialog).findByText('Enter the role name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the role type')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Role name'), 'x'.repeat(51));
    await u.click(button('Save', dialog));
    expect(await within(dialog).findByText('At most 50 characters')).toBeInTheDocument();
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
    expect(await within(dialog).findByText('This name is already in use')).toBeInTheDocument();
    await u.clear(within(dialog).getByLabelText('Role name'));
    await fill(within(dialog).getByLabelText('Role name'), 'Scene editor');
    await u.click(button('Save', dialog));
    expect(await screen.findByText('Role Scene editor added')).toBeInTheDocument();
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
    expect(await screen.findByText('Role Asset viewer saved')).toBeInTheDocument();
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
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(/Dispatcher is held by|role in use/)).toHaveLength(1);
    expect(sim.state.roles.some((role) => role.id === 'r2')).toBe(true);

    await u.click(within(rowOf(await roleRows(), 'Spare')).getByText('Delete'));
    confirm = await waitFor(() => confirmDialog('Delete role Spare?'));
    await u.click(button('Delete', confirm));
    expect(await screen.findByText('Role Spare deleted')).toBeInTheDocument();
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

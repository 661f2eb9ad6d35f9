/**
 * The member list over the simulator: paging, a selection before a batch,
 * delete, unlock, and every action hidden without its key. What a person
 * sees, and what the server received. (Invitations and the import:
 * memberInvite.test.tsx; the edit form and the detail: memberEdit.test.tsx.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import { received, sim } from '../simulator';
import { account, companyMembers, sent, bodyOf, openList, findRow } from '../members';
import { button, confirmDialog } from '../ui';

/** The list's toolbar: its batch buttons share their names with rows' actions. */
const toolbar = () => document.querySelector('.console-list-toolbar') as HTMLElement;

describe('member list', () => {
  it('shows the first page of 10 from the server, in tabs, and asks for a selection before a batch action', async () => {
    const { rows, u } = await openList();
    expect(rows).toHaveLength(10);
    expect(bodyOf(sent('POST', '/api/base/person/page')[0])).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(screen.getByRole('tab', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invitations' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-pagination-total-text')?.textContent).toContain(`${companyMembers().length}`));
    // Created and last sign-in wait in the column settings; the device level is shown and sorts on the server.
    expect(screen.queryAllByText('Last sign-in').filter((node) => node.closest('th'))).toHaveLength(0);
    await u.click(screen.getAllByText('Device usage level').find((node) => node.closest('th')) as HTMLElement);
    await waitFor(() => expect(bodyOf(sent('POST', '/api/base/person/page').at(-1))).toMatchObject({ sortField: 'deviceLevel', sortOrder: 'ascend' }));
    for (const name of ['Enable', 'Disable', 'Export', 'Delete']) {
      await u.click(button(name, toolbar()));
      await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Select at least one item first'));
    }
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    const calls = received.filter((request) => request.url.startsWith('/api/base/person') && request.method !== 'GET');
    expect(calls.map((request) => request.url)).toEqual(calls.map(() => '/api/base/person/page'));
  });

  it('deletes the selected member only after an irreversible confirmation; the server receives its id', async () => {
    const { rows, u } = await openList();
    const row = rows.find((candidate) => candidate.getAttribute('data-row-key') !== account('admin').id) as HTMLElement;
    const id = row.getAttribute('data-row-key') ?? '';
    await u.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Delete', toolbar()));
    const confirm = await waitFor(() => confirmDialog('Delete 1 member?'));
    expect(within(confirm).getByText(/This cannot be undone\./)).toBeInTheDocument();
    expect(sent('DELETE', '/api/base/person')).toHaveLength(0);
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText('1 member deleted')).toBeInTheDocument());
    expect(bodyOf(sent('DELETE', '/api/base/person')[0])).toEqual({ ids: [id] });
    expect(sim.state.accounts.some((candidate) => candidate.id === id)).toBe(false);
  });

  it('unlocks a locked member', async () => {
    const locked = companyMembers().find((candidate) => candidate.locked);
    if (!locked) throw new Error('the simulator seeded no locked member');
    const { u } = await openList();
    const row = await findRow(locked.email);
    expect(within(row).getByText('Locked')).toBeInTheDocument();
    await u.click(within(row).getByText('Unlock'));
    await waitFor(() => expect(screen.getByText(`${locked.name} unlocked: they can sign in again`)).toBeInTheDocument());
    expect(bodyOf(sent('PUT', '/api/base/person/unlock/account')[0])).toEqual({ ids: [locked.id] });
    expect(locked.locked).toBe(false);
    await waitFor(() => expect(within(screen.getByTestId('member-table')).queryByText('Unlock')).toBeNull());
  });
});

describe('member actions need their keys', () => {
  const withoutKeys = (keys: string[]) => {
    const admin = account('admin');
    admin.permissions = admin.permissions.filter((candidate) => !keys.some((key) => candidate === `platform:person:list:${key}`));
  };

  /** What each key shows: row actions (links) and toolbar buttons (an unlock link needs a locked member on the page). */
  const shownBy: Record<string, () => HTMLElement[]> = {
    more: () => screen.queryAllByText('More'),
    edit: () => screen.queryAllByText('Edit'),
    onoff: () => [...screen.queryAllByText('Enable'), ...screen.queryAllByText('Disable')],
    remove: () => screen.queryAllByText('Delete'),
    export: () => [...screen.queryAllByText('Export'), ...screen.queryAllByText('Export all matching')],
    import: () => screen.queryAllByText('Import'),
    invite: () => [...screen.queryAllByText('Invite'), ...screen.queryAllByRole('tab', { name: 'Invitations' })],
  };

  // Two groups, each hidden while the other shows: every key hides its own actions and no other's.
  it.each([
    [['more', 'onoff', 'export', 'invite'], ['edit', 'remove', 'import']],
    [['edit', 'remove', 'import'], ['more', 'onoff', 'export', 'invite']],
  ])('hides the actions of %j without their keys, and keeps %j', async (removed, kept) => {
    withoutKeys(removed);
    await openList();
    for (const key of removed) expect(shownBy[key](), key).toEqual([]);
    for (const key of kept) expect(shownBy[key]().length, key).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Members' })).toBeInTheDocument();
  });
});

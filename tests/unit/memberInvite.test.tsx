/** Member invitations (by link, by email), the CSV import, disable and export over the simulator: what a person sees and what the server received. */
import { screen, waitFor, within } from '@testing-library/react';
import { received, sim } from '../simulator';
import { DAY_MS, account, bodyOf, companyMembers, openList, sent } from '../members';
import { button, confirmDialog, dialogTitled, fill } from '../ui';
import { formatDateTime } from '@/utils/format';

describe('invitations', () => {
  it('invites by link: the link shows with its end, 14 days ahead, and the invitations tab lists it', async () => {
    const { u } = await openList();
    await u.click(button('Invite'));
    const dialog = await waitFor(() => dialogTitled('Invite a member'));
    await u.click(button('Create invitation', dialog));
    const link = await within(dialog).findByTestId('invite-link');
    expect(link.textContent).toMatch(/^http:\/\/localhost(:\d+)?\/registry\/INV[A-Z0-9]{8}$/);
    const body = bodyOf(sent('POST', '/api/base/person/invite')[0]);
    expect(body).toEqual({ roleId: 'r3' });
    const code = link.textContent?.split('/').at(-1) ?? '';
    const invitation = sim.state.invitations.get(code)!;
    expect(invitation.expiresAt - invitation.createdAt).toBe(14 * DAY_MS);
    expect(within(dialog).getByText(`Valid until ${formatDateTime(invitation.expiresAt)}`)).toBeInTheDocument();
    await u.click(button('Close', dialog));
    await u.click(screen.getByRole('tab', { name: 'Invitations' }));
    const table = await screen.findByTestId('invitation-table');
    expect(await within(table).findByText(code)).toBeInTheDocument();
    expect(within(table).getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('invites by email: the mail with the link lands in the outbox; a bad address is refused first', async () => {
    const { u } = await openList();
    await u.click(button('Invite'));
    const dialog = await waitFor(() => dialogTitled('Invite a member'));
    await u.click(within(dialog).getByText('By email'));
    await fill(within(dialog).getByLabelText('Email'), 'not-an-email');
    await u.click(button('Create invitation', dialog));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent('POST', '/api/base/person/invite')).toHaveLength(0);
    await u.clear(within(dialog).getByLabelText('Email'));
    await fill(within(dialog).getByLabelText('Email'), 'new.hire@fleet.example');
    await u.click(button('Create invitation', dialog));
    expect(await within(dialog).findByText('Invitation sent to new.hire@fleet.example')).toBeInTheDocument();
    expect(bodyOf(sent('POST', '/api/base/person/invite')[0])).toEqual({ email: 'new.hire@fleet.example', roleId: 'r3' });
    expect(sim.state.outbox).toContainEqual(expect.objectContaining({ to: 'new.hire@fleet.example', purpose: 'invite' }));
  });
});

describe('import', () => {
  async function importFile(content: string) {
    const { u } = await openList();
    await u.click(button('Import'));
    const dialog = await waitFor(() => dialogTitled('Import members'));
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await u.upload(input, new File([content], 'members.csv', { type: 'text/csv' }));
    await u.click(button('Upload and import', dialog));
    return dialog;
  }

  it('refuses a file with a bad row: its number and reason show, and no one is added', async () => {
    const before = companyMembers().length;
    const dialog = await importFile('name,email,phone\nAda Lovelace,ada@fleet.example,+44 20 7946 0000\nBad Row,not-an-email,12\n');
    expect(await within(dialog).findByText('1 row is invalid: nothing was imported. Correct the file and upload it again.')).toBeInTheDocument();
    const problems = within(dialog).getByTestId('import-problems');
    const cells = [...problems.querySelectorAll('tbody tr.ant-table-row td')].map((cell) => cell.textContent);
    expect(cells[0]).toBe('3');
    expect(within(problems).getByText('Email: not valid')).toBeInTheDocument();
    expect(within(problems).getByText('Phone: too short')).toBeInTheDocument();
    expect(companyMembers()).toHaveLength(before);
    expect(received.some((request) => request.url === '/api/base/person/excel/file')).toBe(true);
  });

  it('adds every member of a good file', async () => {
    const before = companyMembers().length;
    await importFile('name,email,phone,jobNumber,roleName\nAda Lovelace,ada@fleet.example,+44 20 7946 0000,J-1,Dispatcher\nAlan Turing,alan@fleet.example,+44 20 7946 0001,,\n');
    expect(await screen.findByText('2 members added')).toBeInTheDocument();
    expect(companyMembers()).toHaveLength(before + 2);
    expect(sim.state.accounts.find((candidate) => candidate.email === 'ada@fleet.example')?.roleName).toBe('Dispatcher');
  });
});

describe('batch disable and export', () => {
  it('disables the selected members after a confirmation, and exports exactly them as a file named with the time', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const { rows, u } = await openList();
    // Nothing ticked: Export asks for a selection and calls nothing; there is no "Export all".
    expect(screen.queryByText('Export all')).toBeNull();
    await u.click(button('Export'));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Select at least one item first'));
    expect(sent('POST', '/api/base/person/excel/list')).toHaveLength(0);
    expect(saved).toEqual([]);
    const row = rows.find((candidate) => candidate.getAttribute('data-row-key') !== account('admin').id) as HTMLElement;
    const id = row.getAttribute('data-row-key') ?? '';
    await u.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Disable', document.querySelector('.console-list-toolbar') as HTMLElement));
    const confirm = await waitFor(() => confirmDialog('Disable 1 member?'));
    await u.click(button('Disable', confirm));
    expect(await screen.findByText('1 member disabled')).toBeInTheDocument();
    expect(bodyOf(sent('PUT', '/api/base/person/status')[0])).toEqual({ ids: [id], enabled: false });
    expect(sim.state.accounts.find((candidate) => candidate.id === id)?.enabled).toBe(false);
    await u.click(button('Export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^members-\d{8}-\d{6}\.csv$/);
    expect(bodyOf(sent('POST', '/api/base/person/excel/list')[0])).toEqual({ ids: [id] });
    // A second ticked member: the next export carries exactly the two.
    const otherId = rows.map((candidate) => candidate.getAttribute('data-row-key') ?? '').find((key) => ![account('admin').id, id].includes(key)) ?? '';
    const other = screen.getByTestId('member-table').querySelector(`[data-row-key="${otherId}"]`) as HTMLElement;
    await u.click(other.querySelector('input[type=checkbox]') as HTMLElement);
    await waitFor(() => expect(button('Export')).not.toHaveClass('ant-btn-loading'));
    await u.click(button('Export'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(bodyOf(sent('POST', '/api/base/person/excel/list')[1])).toEqual({ ids: [id, otherId] });
    expect(sent('POST', '/api/base/person/excel/list')).toHaveLength(2);
    click.mockRestore();
  });
});

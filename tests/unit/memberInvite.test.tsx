/** Member invitations (by link, by email), the CSV import, disable and export over the simulator: what a person sees, what the server received and what was saved. */
import { screen, waitFor, within } from '@testing-library/react';
import { received, sim } from '../simulator';
import { DAY_MS, account, bodyOf, companyMembers, openList, sent } from '../members';
import { button, confirmDialog, confirmGone, dialogTitled, fill, shownConfirm, messages } from '../ui';
import { formatDateTime } from '@/utils/format';
import { renderApp } from '../render';
import { cellsOf, csvOf } from '../exports';
import { captureSaves } from '../resources';

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
    await waitFor(() => expect(within(table).getByText(code)).toBeInTheDocument());
    expect(within(table).getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('invites by email: the mail with the link lands in the outbox; a bad address is refused first', async () => {
    const { u } = await openList();
    await u.click(button('Invite'));
    const dialog = await waitFor(() => dialogTitled('Invite a member'));
    await u.click(within(dialog).getByText('By email'));
    await fill(within(dialog).getByLabelText('Email'), 'not-an-email');
    await u.click(button('Create invitation', dialog));
    await waitFor(() => expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument());
    expect(sent('POST', '/api/base/person/invite')).toHaveLength(0);
    await u.clear(within(dialog).getByLabelText('Email'));
    await fill(within(dialog).getByLabelText('Email'), 'new.hire@fleet.example');
    await u.click(button('Create invitation', dialog));
    await waitFor(() => expect(within(dialog).getByText('Invitation sent to new.hire@fleet.example')).toBeInTheDocument());
    expect(bodyOf(sent('POST', '/api/base/person/invite')[0])).toEqual({ email: 'new.hire@fleet.example', roleId: 'r3' });
    expect(sim.state.outbox).toContainEqual(expect.objectContaining({ to: 'new.hire@fleet.example', purpose: 'invite' }));
  });
});

describe('the invite dialog, left half filled in', () => {
  it('asks before it is closed with an address typed: Stay keeps it, Leave sends nothing; untouched it closes at once', async () => {
    const { u } = await openList();
    await u.click(button('Invite'));
    const dialog = await waitFor(() => dialogTitled('Invite a member'));
    await u.click(within(dialog).getByText('By email'));
    await fill(within(dialog).getByLabelText('Email'), 'half.typed@fleet.example');
    await u.click(button('Cancel', dialog));
    await u.click(button('Stay', await shownConfirm('Leave without saving?')));
    await confirmGone('Leave without saving?');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('half.typed@fleet.example');
    await u.click(button('Cancel', dialog));
    await u.click(button('Leave', await shownConfirm('Leave without saving?')));
    await waitFor(() => expect(dialog.closest('.ant-modal-wrap') as HTMLElement).not.toBeVisible());
    expect(sent('POST', '/api/base/person/invite')).toHaveLength(0);
    // Opened again, it starts afresh and closes without a question.
    await u.click(button('Invite'));
    await waitFor(() => expect(dialogTitled('Invite a member')).toBeVisible());
    await u.click(button('Cancel', dialogTitled('Invite a member')));
    await waitFor(() => expect(dialogTitled('Invite a member').closest('.ant-modal-wrap') as HTMLElement).not.toBeVisible());
    await confirmGone('Leave without saving?');
  });
});

describe('an invitation\'s row actions', () => {
  async function openInvitations() {
    const { app, u } = await openList();
    await u.click(screen.getByRole('tab', { name: 'Invitations' }));
    const table = await screen.findByTestId('invitation-table');
    await waitFor(() => expect(within(table).getByText('WELCOME2026')).toBeInTheDocument());
    return { app, u, table };
  }
  const rowOf = (table: HTMLElement, code: string) => table.querySelector(`[data-row-key="${code}"]`) as HTMLElement;
  // antd's messages outlive a test's page (3 s): each test starts once the last one's have gone, and counts its own.
  beforeEach(() => waitFor(() => expect(messages()).toEqual([]), { timeout: 6000 }));

  it('copies the whole link the invitee opens, not the code alone, and says so once', async () => {
    const { u, table } = await openInvitations();
    await u.click(button('Copy link', rowOf(table, 'WELCOME2026')));
    await waitFor(() => expect(messages()).toEqual(['Invitation link copied']));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/registry/WELCOME2026`);
    // Only a pending invitation's link works: an expired or used one offers no copy.
    expect(within(rowOf(table, 'EXPIRED2025')).queryByText('Copy link')).toBeNull();
    for (const action of ['Copy link', 'Resend', 'Revoke']) expect(within(rowOf(table, 'JOINED2026')).queryByText(action)).toBeNull();
  }, 120_000);

  it('resends: a new code and 14 days, one message; the old link stops working', async () => {
    const { u, table } = await openInvitations();
    await u.click(button('Resend', rowOf(table, 'MAILED2026')));
    await waitFor(() => expect(sent('POST', '/api/base/person/invite/MAILED2026/resend')).toHaveLength(1));
    const renewed = [...sim.state.invitations.values()].find((candidate) => candidate.email === 'new.dispatcher@robot-demo-co.example');
    if (!renewed) throw new Error('not issued again');
    expect(renewed.code).not.toBe('MAILED2026');
    await waitFor(() =>
      expect(messages()).toEqual([`Invitation sent again to new.dispatcher@robot-demo-co.example: a new link, valid until ${formatDateTime(renewed.expiresAt)}`]),
    );
    await waitFor(() => expect(within(table).getByText(renewed.code)).toBeInTheDocument());
    expect(within(table).queryByText('MAILED2026')).toBeNull();
    expect(sim.state.invitations.has('MAILED2026')).toBe(false);
    expect(renewed.expiresAt - sim.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
  }, 120_000);

  it('revokes only once asked; the revoked link then says the invitation does not exist or was revoked', async () => {
    const { app, u, table } = await openInvitations();
    await u.click(button('Revoke', rowOf(table, 'WELCOME2026')));
    const ask = await waitFor(() => confirmDialog('Revoke invitation WELCOME2026?'));
    expect(ask.textContent).toContain('Its link stops working at once');
    expect(sent('DELETE', '/api/base/person/invite/WELCOME2026')).toHaveLength(0);
    await u.click(button('Revoke', ask));
    await waitFor(() => expect(messages()).toEqual(['Invitation WELCOME2026 revoked']));
    expect(sent('DELETE', '/api/base/person/invite/WELCOME2026')).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText('WELCOME2026')).toBeNull());
    expect(sim.state.invitations.has('WELCOME2026')).toBe(false);

    app.unmount();
    renderApp('/registry/WELCOME2026');
    await waitFor(() => expect(screen.getByText('This invitation does not exist')).toBeInTheDocument());
    expect(screen.getByText('It may have been revoked, or the link is incomplete. Ask your administrator for a new invitation.')).toBeInTheDocument();
  }, 120_000);
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
    await waitFor(() => expect(within(dialog).getByText('1 row is invalid: nothing was imported. Correct the file and upload it again.')).toBeInTheDocument());
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
    await waitFor(() => expect(screen.getByText('2 members added')).toBeInTheDocument());
    expect(companyMembers()).toHaveLength(before + 2);
    expect(sim.state.accounts.find((candidate) => candidate.email === 'ada@fleet.example')?.roleName).toBe('Dispatcher');
  });
});

describe('batch disable and export', () => {
  it('disables the selected members after a confirmation, and exports exactly them as a CSV in the words the table shows', async () => {
    const saves = captureSaves();
    const { rows, u } = await openList();
    // Nothing ticked: Export asks for a selection and saves nothing.
    await u.click(button('Export'));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Select at least one item first'));
    expect(sent('POST', '/api/base/person/excel/list')).toHaveLength(0);
    expect(saves.saved).toEqual([]);
    const row = rows.find((candidate) => candidate.getAttribute('data-row-key') !== account('admin').id) as HTMLElement;
    const id = row.getAttribute('data-row-key') ?? '';
    await u.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Disable', document.querySelector('.console-list-toolbar') as HTMLElement));
    const confirm = await waitFor(() => confirmDialog('Disable 1 member?'));
    await u.click(button('Disable', confirm));
    await waitFor(() => expect(screen.getByText('1 member disabled')).toBeInTheDocument());
    expect(bodyOf(sent('PUT', '/api/base/person/status')[0])).toEqual({ ids: [id], enabled: false });
    expect(sim.state.accounts.find((candidate) => candidate.id === id)?.enabled).toBe(false);
    // The row shows the member disabled once the list has reloaded: the export writes what it shows.
    await waitFor(() => expect(within(screen.getByTestId('member-table').querySelector(`[data-row-key="${id}"]`) as HTMLElement).getByText('Disabled')).toBeInTheDocument());
    await u.click(button('Export'));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^members_\d{8}_\d{6}\.csv$/);
    expect(sent('POST', '/api/base/person/excel/list')).toHaveLength(0);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toBe('Name,Gender,Account,Phone,Email,Job number,Role,Device usage level,Status,Lock,Created,Last sign-in');
    const member = sim.state.accounts.find((candidate) => candidate.id === id)!;
    const genders: Record<string, string> = { male: 'Male', female: 'Female', '': 'Not given' };
    expect(cellsOf(csv.lines[1])).toEqual([
      member.name,
      genders[member.gender],
      member.account,
      // A phone starting with + is written behind an apostrophe, so a spreadsheet never runs it.
      member.phone.startsWith('+') ? `'${member.phone}` : member.phone,
      member.email,
      member.jobNumber,
      member.roleName || 'No role',
      String(member.deviceLevel),
      'Disabled',
      member.locked ? 'Locked' : 'Unlocked',
      formatDateTime(member.createdAt),
      member.lastLoginAt === null ? 'Never' : formatDateTime(member.lastLoginAt),
    ]);
    // A second ticked member: the next export holds exactly the two.
    const otherId = rows.map((candidate) => candidate.getAttribute('data-row-key') ?? '').find((key) => ![account('admin').id, id].includes(key)) ?? '';
    const other = screen.getByTestId('member-table').querySelector(`[data-row-key="${otherId}"]`) as HTMLElement;
    await u.click(other.querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Export'));
    await waitFor(() => expect(saves.saved).toHaveLength(2));
    const second = await csvOf(saves.blobs[1]);
    const accounts = [id, otherId].map((key) => sim.state.accounts.find((candidate) => candidate.id === key)?.account);
    expect(second.lines.slice(1).map((line) => cellsOf(line)[2])).toEqual(accounts);
    await waitFor(() => expect(messages()).toContain('2 rows exported'));
    saves.restore();
  });
});

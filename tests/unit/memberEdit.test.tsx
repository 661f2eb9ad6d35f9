/** The member edit form over the simulator: each rule of section 5, the server's reasons on their fields, saving, an unknown member, a role with :edit but not :more. */
import { screen, waitFor, within } from '@testing-library/react';
import { permissionLabelId } from '@/components/roles/permissionTree';
import enUS from '@/locales/en-US';
import { applyRole } from '../../mock/sim/store';
import { renderApp, storeSession } from '../render';
import { sim } from '../simulator';
import { account, sent, bodyOf, openList } from '../members';
import { button, fill, user, messages } from '../ui';

describe('member edit', () => {
  const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

  async function openEdit(name = 'member') {
    storeSession('admin');
    const target = account(name);
    const app = renderApp(`/person/edit?id=${target.id}`);
    await screen.findByText(`Edit member ${target.name}`, {}, { timeout: 15_000 });
    await waitFor(() => expect(field('Name').value).toBe(target.name));
    return { app, target, u: user() };
  }

  async function replace(label: string, text: string) {
    await user().clear(field(label));
    if (text) await fill(field(label), text);
  }

  it('checks each rule before sending anything', async () => {
    const { u } = await openEdit();
    await replace('Name', 'x'.repeat(51));
    // Texts stop at 50 characters as they are typed (section 5).
    expect(field('Name').value).toHaveLength(50);
    await replace('Job number', 'j'.repeat(60));
    expect(field('Job number').value).toHaveLength(50);
    await replace('Email', 'not-an-email');
    await replace('Phone', '12');
    await replace('Device usage level', '-1');
    await u.click(button('Save'));
    await waitFor(() => expect(screen.getByText('Enter a valid email address')).toBeInTheDocument());
    expect(screen.getByText('Enter a valid phone number (5-20 characters)')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 0')).toBeInTheDocument();
    await replace('Device usage level', '1.5');
    await u.click(button('Save'));
    await waitFor(() => expect(screen.getByText('Enter a whole number from 0')).toBeInTheDocument());
    await replace('Name', '');
    await u.click(button('Save'));
    await waitFor(() => expect(screen.getByText('Enter the name')).toBeInTheDocument());
    expect(sent('PUT', `/api/base/person/${account('member').id}`)).toHaveLength(0);
  });

  it('puts the server reasons on their fields: an email already registered, one’s own role', async () => {
    const { u } = await openEdit();
    await replace('Email', account('dispatcher').email.toUpperCase());
    await u.click(button('Save'));
    await waitFor(() => expect(screen.getByText('This email is already registered')).toBeInTheDocument());
    expect(sent('PUT', `/api/base/person/${account('member').id}`)).toHaveLength(1);
  });

  it('refuses a change of one’s own role on the role field', async () => {
    const { u } = await openEdit('admin');
    await u.click(field('Role'));
    await u.click(await screen.findByTitle('Member'));
    await u.click(button('Save'));
    await waitFor(() => expect(screen.getByText('This role cannot be given (an unknown role, or a change of your own role)')).toBeInTheDocument());
    expect(account('admin').roleId).toBe('r1');
  });

  it('saves a valid change and goes back to the list', async () => {
    const { app, target, u } = await openEdit();
    // No gender said: antd's Select (loaded by the press) shows the field's placeholder, not an empty value.
    const genderItem = field('Gender').closest('.ant-form-item') as HTMLElement;
    await u.click(field('Gender'));
    expect(await within(genderItem).findByText('Not given', { selector: '.ant-select-selection-placeholder' })).toBeVisible();
    await u.keyboard('{Escape}');
    await replace('Job number', 'RD-9000');
    await replace('Device usage level', '3');
    await u.click(button('Save'));
    await waitFor(() => expect(screen.getByText(`Member ${target.name} saved`)).toBeInTheDocument());
    await app.waitForPath('/person/list');
    expect(bodyOf(sent('PUT', `/api/base/person/${target.id}`)[0])).toMatchObject({ jobNumber: 'RD-9000', deviceLevel: 3, gender: '' });
    expect(account('member')).toMatchObject({ jobNumber: 'RD-9000', deviceLevel: 3 });
  });

  it('asks before changes are lost: Cancel, the back arrow, a breadcrumb link, the tab; Stay keeps them, Leave goes', async () => {
    const { app, target, u } = await openEdit();
    const here = `/person/edit?id=${target.id}`;
    const question = () => screen.queryByText('Leave without saving?', { selector: '.ant-modal-confirm-title' });
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const stay = async () => {
      await waitFor(() => expect(question()).toBeInTheDocument());
      expect(screen.getByText('Your changes will be lost.')).toBeInTheDocument();
      await u.click(button('Stay'));
      await waitFor(() => expect(question()).toBeNull());
      expect(app.location()).toBe(here);
      expect(field('Job number').value).toBe('RD-1');
    };
    expect(closeTab()).toBe(false);
    await replace('Job number', 'RD-1');
    expect(closeTab()).toBe(true);
    await u.click(button('Cancel'));
    await stay();
    await u.click(screen.getByRole('button', { name: /^back$/i }));
    await stay();
    const crumb = await waitFor(() => {
      const link = document.querySelector('.ant-breadcrumb a');
      expect(link).not.toBeNull();
      return link as HTMLElement;
    });
    await u.click(crumb);
    await stay();
    await u.click(button('Cancel'));
    await waitFor(() => expect(question()).toBeInTheDocument());
    await u.click(button('Leave'));
    await app.waitForPath('/person/list');
    expect(closeTab()).toBe(false);
    expect(sent('PUT', `/api/base/person/${target.id}`)).toHaveLength(0);
    expect(account('member').jobNumber).toBe(target.jobNumber);
  });

  it('leaves at once when nothing changed, a value typed back included', async () => {
    const { app, target, u } = await openEdit();
    const before = field('Job number').value;
    await replace('Job number', 'RD-1');
    await replace('Job number', before);
    await u.click(button('Cancel'));
    await app.waitForPath('/person/list');
    expect(screen.queryByText('Leave without saving?', { selector: '.ant-modal-confirm-title' })).toBeNull();
    expect(sent('PUT', `/api/base/person/${target.id}`)).toHaveLength(0);
  });

  it('opens a member filled in for a role with :edit but not :more (section 2: /person/edit needs :edit)', async () => {
    const now = sim.now();
    const role = {
      id: 'r9',
      name: 'Member editor',
      type: 'enterprise' as const,
      companyId: '',
      permissions: ['personBase', 'platform', 'platform:person', 'platform:person:list', 'platform:person:list:edit'],
      createdAt: now,
      updatedAt: now,
    };
    sim.state.roles.push(role);
    applyRole(account('dispatcher'), role);
    storeSession('dispatcher');
    const target = account('member');
    renderApp(`/person/edit?id=${target.id}`);
    await screen.findByText(`Edit member ${target.name}`, {}, { timeout: 15_000 });
    await waitFor(() => expect(field('Name').value).toBe(target.name));
    expect(field('Email').value).toBe(target.email);
    expect(field('Phone').value).toBe(target.phone);
    expect(field('Job number').value).toBe(target.jobNumber);
    expect(sent('GET', `/api/base/person/view/more/${target.id}`)).toHaveLength(1);
    expect(messages().filter((text) => /permission/i.test(text))).toEqual([]);
    expect(button('Save')).toBeEnabled();
  });

  it('mails the member a password reset code after a confirmation naming the address, once a minute', async () => {
    const { target, u } = await openEdit();
    await u.click(button('Send password reset'));
    // Nothing leaves before the confirmation.
    await waitFor(() => expect(screen.getByText(`Mail a password reset code to ${target.email}?`)).toBeInTheDocument());
    expect(sent('PUT', '/api/base/person/reset/password')).toHaveLength(0);
    await u.click(button('Send'));
    await waitFor(() =>
      expect(messages()).toContain(`A reset code was mailed to ${target.email}: the member chooses a new password with it through "Forgot password".`),
    );
    expect(sent('PUT', '/api/base/person/reset/password').map(bodyOf)).toEqual([{ userId: target.id }]);
    expect(sim.state.outbox.filter((mail) => mail.to === target.email && mail.purpose === 'forget')).toHaveLength(1);
    // A second one within the minute: the server refuses it, said once in the console's words.
    await u.click(button('Send password reset'));
    await u.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messages()).toContain('A reset code was mailed a moment ago; wait a minute before sending another'));
    expect(messages().filter((text) => text.includes('moment ago'))).toHaveLength(1);
    expect(sim.state.outbox.filter((mail) => mail.to === target.email && mail.purpose === 'forget')).toHaveLength(1);
  });

  it('says so once for an unknown member, with a way back: the screen, no toast beside it', async () => {
    storeSession('admin');
    const app = renderApp('/person/edit?id=no-such-member');
    await waitFor(() => expect(screen.getByText('This member does not exist, or is not a member of your company.')).toBeInTheDocument(), { timeout: 15_000 });
    await user().click(button('Back to the list'));
    await app.waitForPath('/person/list');
    expect(messages().filter((text) => /not found|not exist|removed/i.test(text))).toEqual([]);
  });
});

describe('member detail', () => {
  it('shows a member in full in the drawer', async () => {
    const { rows, u } = await openList();
    const id = rows[0].getAttribute('data-row-key') ?? '';
    const member = sim.state.accounts.find((candidate) => candidate.id === id)!;
    await u.click(within(rows[0]).getByText('More'));
    const detail = await screen.findByTestId('member-detail');
    expect(within(detail).getByText('Company')).toBeInTheDocument();
    expect(within(detail).getByText('Locked since')).toBeInTheDocument();
    expect(within(detail).getAllByText(member.account).length).toBeGreaterThan(0);
    expect(within(detail).getByText(`${member.permissions.length} permissions`)).toBeInTheDocument();
    // each permission by its translated name, never its raw key
    const shown = [...within(detail).getByTestId('member-permissions').querySelectorAll('[data-permission]')];
    expect(shown.map((node) => node.getAttribute('data-permission'))).toEqual(member.permissions);
    const en = enUS as Record<string, string>;
    for (const node of shown) expect(node.textContent).toBe(en[permissionLabelId(node.getAttribute('data-permission') ?? '')]);
    expect(within(detail).getByText('Personal basics')).toBeInTheDocument();
    expect(within(detail).getByText('Platform')).toBeInTheDocument();
    for (const key of member.permissions) expect(within(detail).queryByText(key)).toBeNull();
    expect(detail.textContent).not.toMatch(/platform:|personBase|role\.permission|menu\./);
  });
});

/**
 * The validation rules of section 5 as a person meets them in the forms, on
 * the real pages over the simulator.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { received, sim } from '../simulator';
import { history } from '@umijs/max';
import { renderApp, storeSession } from '../render';
import { button, dialogTitled } from '../ui';

const MISMATCH = 'The two passwords entered are inconsistent, please confirm and re-enter';
const CHARACTERS = 'Use only the letters A-Z and a-z, the digits 0-9 and the symbols . - / @ (no spaces or other characters)';

describe('change password form', () => {
  it('refuses two different passwords with the exact message, and sends nothing', async () => {
    storeSession('admin');
    renderApp('/account/settings');
    const user = userEvent.setup({ delay: null });
    // The file's first screen: its route chunks load now, which a busy machine takes longer over.
    await user.type(await screen.findByLabelText('Current password', {}, { timeout: 30_000 }), 'Console@2026');
    await user.type(screen.getByLabelText('New password'), 'robot2026');
    await user.type(screen.getByLabelText('Confirm password'), 'robot2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText(MISMATCH)).toBeInTheDocument());
    expect(received.some((request) => request.url === '/api/base/person/password')).toBe(false);
  });

  it('refuses a new password equal to the current one, and sends nothing', async () => {
    storeSession('admin');
    renderApp('/account/settings');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Current password'), 'Console@2026');
    await user.type(screen.getByLabelText('New password'), 'Console@2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Console@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText('The new password must differ from the current one')).toBeInTheDocument());
    expect(received.some((request) => request.url === '/api/base/person/password')).toBe(false);
  });

  it.each([
    ['', 'Enter a password'],
    ['short1', 'The password must be 8-16 characters'],
    ['seventeen-chars-1', 'The password must be 8-16 characters'],
    ['onlyletters', 'Use at least two of: letters, digits, and the symbols . - / @'],
    ['1234567890', 'Use at least two of: letters, digits, and the symbols . - / @'],
    ['abcd123!', CHARACTERS],
    ['abc 1234', CHARACTERS],
    ['密码密码1234', CHARACTERS],
    ['Пароль-2026', CHARACTERS],
  ])('refuses the new password %j, and sends nothing', async (password, text) => {
    storeSession('admin');
    renderApp('/account/settings');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Current password'), 'Console@2026');
    if (password) await user.type(screen.getByLabelText('New password'), password);
    if (password) await user.type(screen.getByLabelText('Confirm password'), password);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    expect(received.some((request) => request.url === '/api/base/person/password')).toBe(false);
  });

  it('puts a wrong current password on its field, and changes it when right', async () => {
    storeSession('admin');
    renderApp('/account/settings');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Current password'), 'not-my-password1');
    await user.type(screen.getByLabelText('New password'), 'robot.2027');
    await user.type(screen.getByLabelText('Confirm password'), 'robot.2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText('The current password is wrong')).toBeInTheDocument());
    const sent = received.find((request) => request.url === '/api/base/person/password');
    expect(sent?.body).not.toContain('robot.2027');
    expect(sent?.body).not.toContain('not-my-password1');
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Console@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText('Password changed')).toBeInTheDocument());
  });
});

describe('leaving an account form with changes', () => {
  const question = () => screen.queryByText('Leave without saving?', { selector: '.ant-modal-confirm-title' });
  const closeTab = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before a half-filled password change is lost, and nothing once the password is changed', async () => {
    storeSession('admin');
    const app = renderApp('/account/settings');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Current password', {}, { timeout: 15_000 }), 'Console@2026');
    expect(closeTab()).toBe(true);
    // the menu, a link or the browser's back all go through the console's history
    act(() => history.push('/welcome'));
    await waitFor(() => expect(question()).toBeInTheDocument());
    expect(app.location()).toBe('/account/settings');
    await user.click(button('Stay'));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByLabelText('Current password')).toHaveValue('Console@2026');
    await user.type(screen.getByLabelText('New password'), 'robot.2027');
    await user.type(screen.getByLabelText('Confirm password'), 'robot.2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText('Password changed')).toBeInTheDocument());
    expect(closeTab()).toBe(false);
    act(() => history.push('/welcome'));
    await app.waitForPath('/welcome');
    expect(question()).toBeNull();
  });

  it('asks before the profile dialog is closed with changes (Escape, its close button, the mask, Cancel), and not without', async () => {
    storeSession('admin');
    const name = sim.state.accounts.find((candidate) => candidate.account === 'admin')?.name ?? '';
    renderApp('/account/center');
    const user = userEvent.setup({ delay: null });
    const open = async () => {
      await waitFor(() => expect(button('Edit profile')).toBeEnabled(), { timeout: 30_000 });
      await user.click(button('Edit profile'));
      const dialog = await waitFor(() => dialogTitled('Edit profile'));
      await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue(name));
      return dialog;
    };
    const closed = (dialog: HTMLElement) => waitFor(() => expect(dialog.closest('.ant-modal-wrap')).not.toBeVisible());
    let dialog = await open();
    // nothing changed: Cancel closes at once
    await user.click(button('Cancel', dialog));
    await closed(dialog);
    expect(question()).toBeNull();

    dialog = await open();
    await user.type(within(dialog).getByLabelText('Name'), ' Jr');
    const stay = async () => {
      await waitFor(() => expect(question()).toBeInTheDocument());
      await user.click(button('Stay'));
      await waitFor(() => expect(question()).toBeNull());
      expect(within(dialog).getByLabelText('Name')).toHaveValue(`${name} Jr`);
      expect(dialog.closest('.ant-modal-wrap')).toBeVisible();
    };
    // Escape as a browser sends it (user-event's Escape carries no keyCode, which the dialog reads)
    fireEvent.keyDown(within(dialog).getByLabelText('Name'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await stay();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await stay();
    // the mask: a press on the dialog's wrapper outside the dialog
    await user.click(dialog.closest('.ant-modal-wrap') as HTMLElement);
    await stay();
    await user.click(button('Cancel', dialog));
    await waitFor(() => expect(question()).toBeInTheDocument());
    await user.click(button('Leave'));
    await closed(dialog);
    expect(received.some((request) => request.method === 'PUT' && /\/person\/base/.test(request.url))).toBe(false);
    // opened again it starts from the account, not from what was dropped
    dialog = await open();
    await user.click(button('Cancel', dialog));
    await closed(dialog);
    expect(question()).toBeNull();
  }, 120_000);
});

describe('mobile registration start', () => {
  it('asks for a valid email before sending a code, and for exactly 6 digits', async () => {
    renderApp('/user/registry/h5/start');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'nobody@');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByText('Enter a valid email address')).toBeInTheDocument());
    expect(sim.state.outbox).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'fresh@robot.example');
    await user.type(screen.getByLabelText('Verification code'), '12a45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Enter 6-digit code')).toBeInTheDocument());
  });

  it('sends a code and counts down before another may be asked for', async () => {
    renderApp('/user/registry/h5/start');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'fresh@robot.example');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code')).toHaveTextContent(/Resend in (59|60)s/));
    expect(screen.getByTestId('send-code')).toBeDisabled();
    expect(sim.state.outbox.filter((mail) => mail.to === 'fresh@robot.example')).toHaveLength(1);
  });

  it("says 'email already registered' for a taken address", async () => {
    renderApp('/user/registry/h5/start');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'admin@robot.example');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByText('This email is already registered')).toBeInTheDocument());
  });
});

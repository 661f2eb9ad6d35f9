/**
 * The validation rules of section 5 as a person meets them in the forms, on
 * the real pages over the simulator.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { received, sim } from '../simulator';
import { renderApp, storeSession } from '../render';

const MISMATCH = 'The two passwords entered are inconsistent, please confirm and re-enter';
const CHARACTERS = 'Use only the letters A-Z and a-z, the digits 0-9 and the symbols . - / @ (no spaces or other characters)';

describe('change password form', () => {
  it('refuses two different passwords with the exact message, and sends nothing', async () => {
    storeSession('admin');
    renderApp('/account/settings');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Current password'), 'Console@2026');
    await user.type(screen.getByLabelText('New password'), 'robot2026');
    await user.type(screen.getByLabelText('Confirm password'), 'robot2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
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
    expect(await screen.findByText('The new password must differ from the current one')).toBeInTheDocument();
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
    expect(await screen.findByText(text)).toBeInTheDocument();
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
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    const sent = received.find((request) => request.url === '/api/base/person/password');
    expect(sent?.body).not.toContain('robot.2027');
    expect(sent?.body).not.toContain('not-my-password1');
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Console@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });
});

describe('mobile registration start', () => {
  it('asks for a valid email before sending a code, and for exactly 6 digits', async () => {
    renderApp('/user/registry/h5/start');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'nobody@');
    await user.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sim.state.outbox).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'fresh@robot.example');
    await user.type(screen.getByLabelText('Verification code'), '12a45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter 6-digit code')).toBeInTheDocument();
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
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
  });
});

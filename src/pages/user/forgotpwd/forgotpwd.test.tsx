/**
 * Password recovery over the simulator, as a person walks it: the screens
 * never tell whether an email has an account. An unknown email goes on to
 * the code step as a known one does (no mail is sent to it), and its code is
 * simply wrong; a known email recovers the password.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { fill, user } from '../../../../tests/ui';

const NEW_PASSWORD = 'Robot.2027';

/** Start -> new password -> the code step, for `email`. */
async function walkToCode(email: string) {
  const app = renderApp('/user/forgotpwd/start');
  await fill(await screen.findByLabelText('Email'), email);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  await app.waitForPath('/user/forgotpwd/setpwd');
  await fill(await screen.findByLabelText('New password'), NEW_PASSWORD);
  await fill(screen.getByLabelText('Confirm password'), NEW_PASSWORD);
  await user().click(screen.getByRole('button', { name: 'Next' }));
  await app.waitForPath('/user/forgotpwd/confirm');
  return app;
}

async function submitCode(code: string) {
  await fill(await screen.findByLabelText('Verification code'), code);
  await user().click(screen.getByRole('button', { name: 'Next' }));
}

describe('password recovery', () => {
  it('goes on to the code step for an unknown email, mails nothing, and takes no code', async () => {
    const app = await walkToCode('ghost@robot.example');
    // It says only that a code went out if an account uses the address: nothing about whether one does.
    await waitFor(() => expect(screen.getByText('If an account uses ghost@robot.example, a 6-digit code was sent to it')).toBeInTheDocument());
    expect(sim.state.outbox.filter((mail) => mail.to === 'ghost@robot.example')).toEqual([]);
    await submitCode('123456');
    await waitFor(() => expect(screen.getByText('Wrong verification code, check it and try again')).toBeInTheDocument());
    expect(app.location()).toBe('/user/forgotpwd/confirm');
    expect(screen.queryByText(/not found|does not exist|no account/i)).toBeNull();
    expect(received.filter((request) => request.url === '/api/base/person/forget/password')).toHaveLength(1);
  });

  it('recovers the password of a known email with the mailed code', async () => {
    const app = await walkToCode('member@robot.example');
    await waitFor(() => expect(screen.getByText('If an account uses member@robot.example, a 6-digit code was sent to it')).toBeInTheDocument());
    const mail = sim.state.outbox.find((candidate) => candidate.to === 'member@robot.example' && candidate.purpose === 'forget');
    if (!mail?.code) throw new Error('no recovery code mailed');
    await submitCode(mail.code);
    await waitFor(() => expect(screen.getByText('Your password has been changed')).toBeInTheDocument());
    expect(app.location()).toBe('/user/forgotpwd/tologin');
  });
});

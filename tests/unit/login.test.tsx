import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decryptPassword } from '../../mock/sim/keys';
import { http, HttpResponse } from 'msw';
import { envelope } from '../../mock/sim/simulator';
import { putTranslation } from '../../mock/sim/translations';
import { received, server, sim } from '../simulator';
import { renderApp, storeSession } from '../render';

function loginRequests() {
  return received.filter((request) => request.url === '/api/base/auth/login');
}

describe('login', () => {
  it('sends the password only RSA-OAEP encrypted and lands on the same-origin redirect', async () => {
    const app = renderApp('/user/login?redirect=%2Fperson%2Flist%3Ftab%3Dinvitations');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Console@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await app.waitForPath('/person/list?tab=invitations');
    // The landing screen itself opens, at the tab the address names (not a stale 403 from before the permissions arrived).
    expect(await screen.findByTestId('invitation-table', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invitations', selected: true })).toBeInTheDocument();
    expect(screen.queryByText('Sorry, you are not allowed to open this page.')).toBeNull();

    const [request] = loginRequests();
    expect(request.body).not.toContain('Console@2026');
    const body = JSON.parse(request.body ?? '{}') as { account: string; password: string; keyId: string };
    expect(body.account).toBe('admin');
    expect(decryptPassword(body.password)).toBe('Console@2026');
    const stored = JSON.parse(window.localStorage.getItem('currentUser') ?? '{}') as Record<string, string>;
    expect(stored.account).toBe('admin');
    expect(JSON.stringify(stored)).not.toContain('Console@2026');
  });

  it('falls back to /welcome for an off-site redirect', async () => {
    const app = renderApp('/user/login?redirect=https%3A%2F%2Fevil.example%2F');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Account'), 'member');
    await user.type(screen.getByLabelText('Password'), 'Console@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await app.waitForPath('/welcome');
    await waitFor(() => expect(screen.getByText('Welcome back, Member')).toBeInTheDocument());
  });

  it('says clearly when the credentials are wrong and keeps what was typed', async () => {
    const app = renderApp('/user/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password, please try again');
    expect(app.location()).toBe('/user/login');
    expect(screen.getByLabelText('Account')).toHaveValue('admin');
    expect(window.localStorage.getItem('currentUser')).toBeNull();
  });

  it('says when an account is locked after five wrong passwords, or disabled', async () => {
    const locked = sim.state.accounts.find((account) => account.locked && account.enabled);
    const disabled = sim.state.accounts.find((account) => !account.enabled && !account.locked);
    expect(locked && disabled).toBeTruthy();
    const app = renderApp('/user/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Account'), locked!.account);
    await user.type(screen.getByLabelText('Password'), 'Console@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is locked after too many wrong passwords');
    await user.clear(screen.getByLabelText('Account'));
    await user.type(screen.getByLabelText('Account'), disabled!.account);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('This account is disabled. Ask your administrator to enable it.')).toBeInTheDocument());
    expect(app.location()).toBe('/user/login');
  });

  it('says an invitation already used cannot sign anyone up again', async () => {
    const used = [...sim.state.invitations.values()].find((invitation) => invitation.usedAt);
    expect(used).toBeDefined();
    renderApp(`/registry/${used!.code}`);
    await waitFor(() => expect(screen.getByText('This invitation has already been used')).toBeInTheDocument());
  });

  it('says an unknown invitation does not exist, with the not-found illustration', async () => {
    renderApp('/registry/NO-SUCH-CODE');
    await waitFor(() => expect(screen.getByText('This invitation does not exist')).toBeInTheDocument());
    const result = screen.getByTestId('invite-invalid');
    expect(result.querySelector('.ant-result-404 .ant-result-image svg')).not.toBeNull();
  });

  it('says in the user’s language why a password cannot be encrypted off a secure address, and sends nothing', async () => {
    // Browsers offer Web Crypto only on HTTPS or localhost.
    const subtle = vi.spyOn(globalThis.crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
    try {
      const app = renderApp('/user/login');
      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByLabelText('Account'), 'admin');
      await user.type(screen.getByLabelText('Password'), 'Console@2026');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The password cannot be encrypted: this browser encrypts only on a secure address. Open the console over HTTPS (or on localhost).',
      );
      expect(loginRequests()).toHaveLength(0);
      expect(app.location()).toBe('/user/login');
    } finally {
      subtle.mockRestore();
    }
  });

  it('validates the empty form without calling the server', async () => {
    renderApp('/user/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('Enter your account')).toBeInTheDocument());
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(loginRequests()).toHaveLength(0);
  });
});

describe('startup', () => {
  it('sends a signed-out visitor of a protected path to login with the return path', async () => {
    const app = renderApp('/assets/list?x=1');
    await app.waitForPath('/user/login?redirect=%2Fassets%2Flist%3Fx%3D1');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('loads permissions, app value and both translations, and merges server translations', async () => {
    putTranslation(sim.state.translations, 'welcome.sections', 'en-US', 'Your sections (from the server)', 'test', sim.now());
    storeSession('member');
    renderApp('/welcome');
    await waitFor(() => expect(screen.getByText('Your sections (from the server)')).toBeInTheDocument());
    const paths = received.map((request) => request.url);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/base/person/1003/menu', '/api/base/person/head/config/1003']),
    );
    const i18nBodies = received.filter((request) => request.url === '/api/base/i18n/list').map((r) => r.body);
    expect(i18nBodies.sort()).toEqual(['{"type":"en-US"}', '{"type":"zh-CN"}']);
  });

  it('shows the error text when a startup call fails, once, with a way to retry', async () => {
    storeSession('admin');
    server.use(
      http.get('*/api/base/person/:id/menu', () => HttpResponse.json(envelope(99999, 'Database unavailable', null)), {
        once: true,
      }),
    );
    renderApp('/welcome');
    await waitFor(() => expect(screen.getByText('The console could not start')).toBeInTheDocument());
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    // Shown on the page, not also as a message.
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Welcome back, Administrator')).toBeInTheDocument());
  });

  it('treats a token the server no longer knows as session loss: back to login with the return path', async () => {
    storeSession('admin');
    sim.state.sessions.clear();
    const app = renderApp('/ota/package');
    await app.waitForPath('/user/login?redirect=%2Fota%2Fpackage');
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    await waitFor(() => expect(screen.getByText('login expired, please log in again')).toBeInTheDocument());
  });
});

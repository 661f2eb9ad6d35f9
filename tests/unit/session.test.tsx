import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@umijs/max';
import { http, HttpResponse } from 'msw';
import { envelope } from '../../mock/sim/simulator';
import { resetSessionExpiry } from '@/request/session';
import { received, server, sim } from '../simulator';
import { renderApp, storeSession } from '../render';

async function logOutThroughTheMenu() {
  const user = userEvent.setup({ delay: null });
  await user.hover(await screen.findByTestId('account-menu'));
  await waitFor(() => expect(screen.getByText('Account: admin')).toBeInTheDocument());
  expect(screen.getByText('Name: Administrator')).toBeInTheDocument();
  await user.click(screen.getByText('Log out'));
}

describe('logout', () => {
  it('calls /auth/logout, clears the stored user and shared state, and goes to login', async () => {
    const session = storeSession('admin');
    window.sessionStorage.setItem('selectedScene', '3');
    window.sessionStorage.setItem('selectedSceneUUID', 'scene-3');
    const app = renderApp('/welcome');
    await logOutThroughTheMenu();
    await app.waitForPath('/user/login');
    expect(received.some((request) => request.url === '/api/base/auth/logout' && request.method === 'POST')).toBe(true);
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(window.sessionStorage.getItem('selectedScene')).toBeNull();
    expect(window.sessionStorage.getItem('selectedSceneUUID')).toBeNull();
    expect(sim.state.sessions.get(session.token)?.revoked).toBe(true);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('behaves as success when the logout call fails, and shows no error', async () => {
    storeSession('admin');
    server.use(http.post('*/api/base/auth/logout', () => new HttpResponse(null, { status: 500 })));
    const app = renderApp('/welcome');
    await logOutThroughTheMenu();
    await app.waitForPath('/user/login');
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
  });

  it.each([40101, 40102])('behaves as success when the server says the session is already gone (%i): no warning, one navigation to login', async (code) => {
    // As after a fresh login: an earlier test's expiry must not have spent the one expiry message already.
    resetSessionExpiry();
    storeSession('admin');
    server.use(http.post('*/api/base/auth/logout', () => HttpResponse.json(envelope(code, 'Login expired', null), { status: 401 })));
    const app = renderApp('/welcome');
    await screen.findByTestId('account-menu');
    const visited: string[] = [];
    const stopListening = history.listen(({ location }) => visited.push(`${location.pathname}${location.search}`));
    try {
      await logOutThroughTheMenu();
      await app.waitForPath('/user/login');
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      // Anything late (a second navigation, a message) would have come by now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(visited).toEqual(['/user/login']);
      expect(app.location()).toBe('/user/login');
      expect(screen.queryByText('login expired, please log in again')).toBeNull();
      expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
      expect(window.localStorage.getItem('currentUser')).toBeNull();
    } finally {
      stopListening();
    }
  });
});

describe('the next account in the same tab', () => {
  async function signIn(account: string) {
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Account'), account);
    await user.type(screen.getByLabelText('Password'), 'Console@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it("never sees the previous account's personal center after logout and login", async () => {
    storeSession('admin');
    const app = renderApp('/account/center');
    // Admin's own center, answered and cached.
    await waitFor(() => expect(screen.getByText('admin@robot.example')).toBeInTheDocument());
    await logOutThroughTheMenu();
    await app.waitForPath('/user/login');
    await signIn('member');
    await app.waitForPath('/welcome');
    await waitFor(() => expect(screen.getByText('Welcome back, Member')).toBeInTheDocument());
    // Member's center answers only when the test lets it: until then nothing of anyone's shows.
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = false;
    server.use(
      http.get('*/api/base/person/center', async () => {
        asked = true;
        await answered;
        // Nothing returned: the request goes on to the simulator, which answers as member.
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.hover(screen.getByTestId('account-menu'));
    const openMenu = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
      expect(shown).not.toBeNull();
      return shown as HTMLElement;
    });
    await user.click(within(openMenu).getByText('Personal center'));
    await app.waitForPath('/account/center');
    // The screen is up and waiting for its answer (a cached one would already show).
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText('admin@robot.example')).toBeNull();
    expect(screen.queryByText('Administrator')).toBeNull();
    answer();
    await waitFor(() => expect(screen.getByText('member@robot.example')).toBeInTheDocument());
    expect(screen.queryByText('admin@robot.example')).toBeNull();
  });
});

describe('public paths', () => {
  it('never redirects /user and /registry paths to login, signed out', async () => {
    const app = renderApp('/registry/ABC123');
    await waitFor(() => expect(screen.getByText('This invitation does not exist')).toBeInTheDocument());
    expect(app.location()).toBe('/registry/ABC123');
    const forgot = renderApp('/user/forgotpwd/start');
    expect(await forgot.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(forgot.location()).toBe('/user/forgotpwd/start');
  });
});

describe('translated messages render parameters as text', () => {
  it('shows a markup-bearing name literally, creating no element', async () => {
    storeSession('admin');
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    const name = '<img src=x onerror="window.__pwned=1">';
    if (admin) admin.name = name;
    const current = JSON.parse(window.localStorage.getItem('currentUser') ?? '{}') as Record<string, string>;
    window.localStorage.setItem('currentUser', JSON.stringify({ ...current, name }));
    renderApp('/welcome');
    await waitFor(() => expect(screen.getByText(`Welcome back, ${name}`)).toBeInTheDocument());
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

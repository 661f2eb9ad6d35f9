import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { received, server, sim } from '../simulator';
import { renderApp, storeSession } from '../render';

async function logOutThroughTheMenu() {
  const user = userEvent.setup({ delay: null });
  await user.hover(await screen.findByTestId('account-menu'));
  expect(await screen.findByText('Account: admin')).toBeInTheDocument();
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
});

describe('public paths', () => {
  it('never redirects /user and /registry paths to login, signed out', async () => {
    const app = renderApp('/registry/ABC123');
    expect(await screen.findByText('This invitation does not exist')).toBeInTheDocument();
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
    expect(await screen.findByText(`Welcome back, ${name}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

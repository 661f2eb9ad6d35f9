/** Section 2: in the top layout, or under /control, the header shows the menu button; otherwise (the mixed layout) the logo. */
import { screen, waitFor } from '@testing-library/react';
import { renderApp, storeSession } from '../render';
import { sim } from '../simulator';

function chooseLayout(layout: 'top' | 'mix') {
  storeSession('admin');
  const admin = sim.state.accounts.find((account) => account.account === 'admin');
  if (admin) admin.appValue = { layout };
}

it('the mixed layout shows the logo in the header, not the menu button', async () => {
  chooseLayout('mix');
  renderApp('/welcome');
  const logo = await screen.findByRole('img', { name: /Robot Cloud Console|机器人云控制台/ }, { timeout: 20_000 });
  expect(logo.closest('.ant-layout-header')).not.toBeNull();
  expect(screen.queryByTestId('header-menu')).toBeNull();
});

it('under /control the mixed layout is not used: the header shows the menu button, not the logo', async () => {
  chooseLayout('mix');
  renderApp('/control/global');
  await waitFor(() => expect(screen.getByTestId('header-menu')).toBeInTheDocument(), { timeout: 20_000 });
  expect(screen.queryByTestId('console-logo')).toBeNull();
});

it('the top layout shows the menu button, not the logo', async () => {
  chooseLayout('top');
  renderApp('/welcome');
  await waitFor(() => expect(screen.getByTestId('header-menu')).toBeInTheDocument(), { timeout: 20_000 });
  expect(screen.queryByTestId('console-logo')).toBeNull();
});

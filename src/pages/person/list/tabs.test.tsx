/**
 * The member list's tabs, as a person uses them: a pressed tab shows its pane and is kept in the
 * address (`?tab=`); the first tab leaves the address bare.
 */
import { screen } from '@testing-library/react';
import { openList } from '../../../../tests/members';

it('shows the tab pressed and keeps it in the address', async () => {
  const { app, u } = await openList();
  expect(screen.getByRole('tab', { name: 'Members', selected: true })).toBeInTheDocument();

  await u.click(screen.getByRole('tab', { name: 'Invitations' }));
  await app.waitForPath('/person/list?tab=invitations');
  expect(screen.getByRole('tab', { name: 'Invitations', selected: true })).toBeInTheDocument();
  expect(await screen.findByTestId('invitation-table')).toBeVisible();

  await u.click(screen.getByRole('tab', { name: 'Members' }));
  await app.waitForPath('/person/list');
  expect(screen.getByRole('tab', { name: 'Members', selected: true })).toBeInTheDocument();
  expect(screen.getByTestId('member-table')).toBeVisible();
});

/**
 * The last step of each public flow, opened by its address without the flow behind it: it claims
 * no success (no blank account in its words) and leads to the flow's start.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../tests/render';
import { user } from '../../../../tests/ui';

describe("a flow's last step opened directly", () => {
  it.each([
    ['/user/registry/tologin', 'Your account is ready', '/user/registry/start'],
    ['/user/registry/h5/login', 'Your account is ready', '/user/registry/h5/welcome'],
    ['/user/forgotpwd/tologin', 'Your password has been changed', '/user/forgotpwd/start'],
  ])('%s says the earlier steps are needed and leads to the start', async (path, success, start) => {
    const app = renderApp(path);
    await waitFor(() => expect(screen.getByText('This step needs the earlier ones. Start again from the beginning.')).toBeInTheDocument());
    expect(screen.queryByText(success)).toBeNull();
    expect(screen.queryByTestId('to-login')).toBeNull();
    // The steps say the same: back at the first one, none ticked as done.
    const steps = document.querySelectorAll('.ant-steps-item');
    expect(steps.length).toBeGreaterThan(1);
    expect(steps[0]).toHaveClass('ant-steps-item-process');
    expect(document.querySelectorAll('.ant-steps-item-finish')).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: /Email/ }));
    await app.waitForPath(start);
  });
});

/** The upload store and the header's indicator: per-file progress, the modal, its 1-second close. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLOSE_ANIMATION_MS } from '@/models/upload';
import { renderApp, storeSession } from '../render';

const PNG_1x1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:avatar' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
});

describe('uploads', () => {
  it('shows an empty notice when nothing was uploaded', async () => {
    storeSession('member');
    renderApp('/welcome');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('upload-indicator'));
    expect(await screen.findByText('No uploads')).toBeInTheDocument();
  });

  it('tracks an upload started on a page, in a modal that closes in 1 s without losing it', async () => {
    storeSession('member');
    renderApp('/account/center');
    const user = userEvent.setup({ delay: null });
    await screen.findByText('member@robot.example');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([PNG_1x1], 'me.png', { type: 'image/png' }));
    const title = await screen.findByText('File upload progress');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('You can close this window: uploads go on in the background.')).toBeInTheDocument();
    expect(within(dialog).getByText('me.png')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    const closedAt = Date.now();
    await user.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    // The closing animation runs first: the modal is still there, flying away.
    expect(screen.getByText('File upload progress')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('File upload progress')).toBeNull(), { timeout: 4000 });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(CLOSE_ANIMATION_MS - 50);
    await user.click(screen.getByTestId('upload-indicator'));
    await waitFor(() => expect(document.querySelector('.ant-popover [data-testid="upload-list"]')).not.toBeNull());
    const list = document.querySelector('.ant-popover [data-testid="upload-list"]') as HTMLElement;
    expect(within(list).getByText('me.png')).toBeInTheDocument();
    expect(within(list).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

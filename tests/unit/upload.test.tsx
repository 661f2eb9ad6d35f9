/** The upload store and the header's indicator: per-file progress, the modal, its 1-second close. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { envelope } from '../../mock/sim/simulator';
import { CLOSE_ANIMATION_MS } from '@/models/upload';
import { renderApp, storeSession } from '../render';
import { server } from '../simulator';

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
    await waitFor(() => expect(screen.getByText('No uploads')).toBeInTheDocument());
  });

  /** Chooses me.png as the avatar on the personal center; answers the progress modal. */
  async function uploadAvatar() {
    storeSession('member');
    renderApp('/account/center');
    const user = userEvent.setup({ delay: null });
    await screen.findByText('member@robot.example');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([PNG_1x1], 'me.png', { type: 'image/png' }));
    const title = await screen.findByText('File upload progress');
    return { user, dialog: title.closest('.ant-modal') as HTMLElement };
  }

  /** The indicator's list, opened: the file is there, finished. */
  async function expectListed(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByTestId('upload-indicator'));
    await waitFor(() => expect(document.querySelector('.ant-popover [data-testid="upload-list"]')).not.toBeNull());
    const list = document.querySelector('.ant-popover [data-testid="upload-list"]') as HTMLElement;
    expect(within(list).getByText('me.png')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
  }

  it('tracks an upload in a modal that can be closed while it runs, in 1 s, without losing it', async () => {
    // The server holds the upload until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/base/person/head', async () => {
        await held;
        return HttpResponse.json(envelope(0, 'ok', { headVersion: 2 }));
      }),
    );
    const { user, dialog } = await uploadAvatar();
    expect(within(dialog).getByText('You can close this window: uploads go on in the background.')).toBeInTheDocument();
    expect(within(dialog).getByText('me.png')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '100');
    // Opened (its opening animation done), while the upload still runs.
    await waitFor(() => expect(screen.getByText('File upload progress')).toBeVisible());
    const closedAt = Date.now();
    await user.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    // The closing animation runs first: the modal is still there, flying away.
    expect(screen.getByText('File upload progress')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('File upload progress')).toBeNull(), { timeout: 4000 });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(CLOSE_ANIMATION_MS - 50);
    release();
    await expectListed(user);
  });

  it('closes the modal by itself once its upload has finished, leaving the file in the indicator', async () => {
    const { user, dialog } = await uploadAvatar();
    expect(within(dialog).getByText('me.png')).toBeInTheDocument();
    // Nobody closes it: it flies to the indicator when the upload is done.
    await waitFor(() => expect(screen.queryByText('File upload progress')).toBeNull(), { timeout: 8000 });
    await expectListed(user);
  });

  it('keeps the modal open when its upload failed, so the failure is seen', async () => {
    server.use(http.post('*/api/base/person/head', () => HttpResponse.json(envelope(40001, 'image too large', null))));
    const { dialog } = await uploadAvatar();
    await waitFor(() => expect(dialog.querySelector('.ant-progress-status-exception')).not.toBeNull());
    // The failure's own message came, and the modal is still open for the person to read and close.
    await waitFor(() => expect(screen.getByText('image too large')).toBeInTheDocument());
    // Visible once its opening animation is done (on a busy machine it may still run when the failure comes).
    await waitFor(() => expect(screen.getByText('File upload progress')).toBeVisible());
  });
});

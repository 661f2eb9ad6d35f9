/**
 * A part in its own chunk: a spinner while it comes, one line with a retry when it cannot, and the part after the retry; a dialog that loads when first opened.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../styles';
import userEvent from '@testing-library/user-event';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { lazyDialog, lazyPart } from '@/components/lazyPart';

function Panel({ name }: { name: string }) {
  return <p>{`panel of ${name}`}</p>;
}

describe('lazyPart', () => {
  it('shows a spinner, then a retry line when the chunk fails, then the part once a retry loads it', async () => {
    let attempts = 0;
    let release: () => void = () => undefined;
    const load = () => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new Error('Loading chunk header-display failed.'));
      return new Promise<{ default: typeof Panel }>((resolve) => {
        release = () => resolve({ default: Panel });
      });
    };
    const Part = lazyPart(load);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderStyled(
      <RawIntlProvider value={getIntl('en-US')}>
        <Part name="display" />
      </RawIntlProvider>,
    );
    expect(container.querySelector('.ant-spin')).not.toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(attempts).toBe(2);
    expect(container.querySelector('.ant-spin')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.getByText('panel of display')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('preload fetches the chunk ahead, and a failed preload stays quiet', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const Part = lazyPart(load);
    expect(() => Part.preload()).not.toThrow();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});

describe('lazyDialog', () => {
  function Dialog({ open, name }: { open: boolean; name: string }) {
    return <p>{open ? `dialog of ${name}, open` : `dialog of ${name}, closing`}</p>;
  }

  it('fetches and draws nothing until first opened, then stays drawn when it closes', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Dialog }));
    const Lazy = lazyDialog(load);
    const inEnglish = (open: boolean) => (
      <RawIntlProvider value={getIntl('en-US')}>
        <Lazy open={open} name="asset" />
      </RawIntlProvider>
    );
    const { container, rerender } = renderStyled(inEnglish(false));
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    rerender(inEnglish(true));
    await waitFor(() => expect(screen.getByText('dialog of asset, open')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
    rerender(inEnglish(false));
    await waitFor(() => expect(screen.getByText('dialog of asset, closing')).toBeInTheDocument());
  });

  it('opens by the test the screen gives it', async () => {
    function Locks({ ids }: { ids: string[] }) {
      return <p>{`locks of ${ids.length}`}</p>;
    }
    const Lazy = lazyDialog(() => Promise.resolve({ default: Locks }), ({ ids }) => ids.length > 0);
    const { container, rerender } = renderStyled(<Lazy ids={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Lazy ids={['a1', 'a2']} />);
    await waitFor(() => expect(screen.getByText('locks of 2')).toBeInTheDocument());
  });
});

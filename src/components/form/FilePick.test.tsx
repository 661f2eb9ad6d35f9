/** The file button: the chooser offers what `accept` says, a chosen file reaches `onPick`, and the same file can be chosen again. */
import { fireEvent, screen } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import userEvent from '@testing-library/user-event';
import FilePick from './FilePick';

describe('FilePick', () => {
  it('opens the chooser from its button and hands over each chosen file, the same one twice too', async () => {
    const onPick = vi.fn();
    const { container } = renderStyled(
      <FilePick accept=".png,image/png" onPick={onPick}>
        Change avatar
      </FilePick>,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.png,image/png');
    expect(input).not.toBeVisible();
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await userEvent.click(screen.getByRole('button', { name: 'Change avatar' }));
    expect(opened).toHaveBeenCalledTimes(1);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(onPick).toHaveBeenCalledTimes(2);
    expect(onPick).toHaveBeenLastCalledWith(file);
    expect(input.value).toBe('');
  });

  it('hands over nothing when the chooser is closed without a file', () => {
    const onPick = vi.fn();
    const { container } = renderStyled(
      <FilePick accept="image/png" onPick={onPick}>
        Change avatar
      </FilePick>,
    );
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [] } });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('opens no chooser while busy', async () => {
    const { container } = renderStyled(
      <FilePick accept="image/png" onPick={vi.fn()} loading>
        Change avatar
      </FilePick>,
    );
    const opened = vi.fn();
    container.querySelector('input[type=file]')?.addEventListener('click', opened);
    await userEvent.click(screen.getByRole('button', { name: /Change avatar/ }), { pointerEventsCheck: 0 });
    expect(opened).not.toHaveBeenCalled();
  });
});

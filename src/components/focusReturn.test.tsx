import { act, screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../../tests/styles';
import { useFocusReturn } from './focusReturn';

/** A dialog whose first field takes focus as it opens, as ProForm's do; closed, its field goes. */
function Dialog({ open }: { open: boolean }) {
  useFocusReturn(open);
  return open ? <input aria-label="first field" autoFocus /> : null;
}

function Screen({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Edit</button>
      <input aria-label="elsewhere" />
      <Dialog open={open} />
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives focus back to what held it when the dialog opened, once it has fallen to the page', async () => {
    const { rerender } = renderStyled(<Screen open={false} />);
    screen.getByRole('button', { name: 'Edit' }).focus();
    rerender(<Screen open />);
    expect(screen.getByLabelText('first field')).toHaveFocus();
    rerender(<Screen open={false} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('leaves focus alone when the person has put it somewhere', async () => {
    const { rerender } = renderStyled(<Screen open={false} />);
    screen.getByRole('button', { name: 'Edit' }).focus();
    rerender(<Screen open />);
    rerender(<Screen open={false} />);
    act(() => screen.getByLabelText('elsewhere').focus());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByLabelText('elsewhere')).toHaveFocus();
  });

  it('does nothing when nothing held focus as it opened', async () => {
    const { rerender } = renderStyled(<Screen open={false} />);
    rerender(<Screen open />);
    rerender(<Screen open={false} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.body).toHaveFocus();
  });
});

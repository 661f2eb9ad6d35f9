/** A heavy part waits for the screen's first render, then mounts (in a transition). */
import { screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../styles';
import { useMountAfterPaint } from '@/components/useMountAfterPaint';

const renders: boolean[] = [];

function Screen() {
  const shown = useMountAfterPaint();
  renders.push(shown);
  return <div>{shown ? <p>heavy part</p> : <p>title only</p>}</div>;
}

it('renders without the part first, then with it', async () => {
  renderStyled(<Screen />);
  await waitFor(() => expect(screen.getByText('heavy part')).toBeInTheDocument());
  expect(renders[0]).toBe(false);
  expect(renders[renders.length - 1]).toBe(true);
});

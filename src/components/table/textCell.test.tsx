/**
 * A list's cut or copyable text cell: a cut text is drawn as antd's Typography.Text draws it, with
 * the whole text in a tooltip when it does not fit; a copyable one is antd's Typography.Text,
 * loaded when first drawn, and until then its text as antd draws it.
 */
import { ConfigProvider, Typography } from 'antd';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { PlainTextCell, TextCell } from './textCell';

function html(element: ReactElement): string {
  const { container, unmount } = render(<ConfigProvider>{element}</ConfigProvider>);
  // The tooltip's link to its (closed) bubble is not part of the text's look.
  const out = container.innerHTML.replace(/ aria-describedby="[^"]*"/g, '');
  unmount();
  return out;
}

const antd = (ellipsis: boolean) => (
  <Typography.Text style={{ width: '100%', margin: 0, padding: 0 }} title="" ellipsis={ellipsis ? { tooltip: 'A long name' } : false}>
    A long name
  </Typography.Text>
);

it('draws the text as antd does, cut or not', () => {
  expect(html(<PlainTextCell text="A long name" ellipsis copyable={false} />)).toBe(html(antd(true)));
  expect(html(<PlainTextCell text="A long name" ellipsis={false} copyable={false} />)).toBe(html(antd(false)));
  expect(html(<TextCell text="A long name" ellipsis copyable={false} />)).toBe(html(antd(true)));
});

/** jsdom lays nothing out: the text's widths are given. */
function widths(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

it('shows the whole text in a tooltip when it is cut, and none when it fits', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<TextCell text="41 Station Square, Harbour District" ellipsis copyable={false} />);
  const cut = screen.getByText('41 Station Square, Harbour District');
  widths(cut, 320, 120);
  await user.hover(cut);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('41 Station Square, Harbour District');
  unmount();

  render(<TextCell text="Short" ellipsis copyable={false} />);
  const fits = screen.getByText('Short');
  widths(fits, 40, 120);
  await user.hover(fits);
  // Past antd's delay before a tooltip opens.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it('draws antd Typography.Text with its copy button once loaded', async () => {
  render(<TextCell text="b2c1-batch" ellipsis copyable />);
  expect(screen.getByText('b2c1-batch')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
});

/**
 * A list's cut or copyable text cell: drawn as antd's Typography.Text draws it at once, then, once
 * the cell's chunk has loaded, by Typography.Text itself (its copy button, its tooltip).
 */
import { ConfigProvider, Typography } from 'antd';
import { render, screen } from '@testing-library/react';
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

it('draws the text as antd does, cut or not, until antd itself arrives', () => {
  expect(html(<PlainTextCell text="A long name" ellipsis copyable={false} />)).toBe(html(antd(true)));
  expect(html(<PlainTextCell text="A long name" ellipsis={false} copyable={false} />)).toBe(html(antd(false)));
});

it('draws antd Typography.Text with its copy button once loaded', async () => {
  render(<TextCell text="b2c1-batch" ellipsis copyable />);
  expect(screen.getByText('b2c1-batch')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
});

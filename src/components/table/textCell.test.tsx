/**
 * A list's cut or copyable text cell: a cut text is drawn as antd's Typography.Text draws it, with
 * the whole text in a tooltip when it does not fit; a copyable one has antd's copy button after
 * its text, which puts the text on the clipboard and says so for 3 s.
 */
import { ConfigProvider, Typography } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { COPIED_MS, PlainTextCell, TextCell } from './textCell';

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

/** The copy button as antd draws it, without its tooltip's link. */
function copyButton(container: HTMLElement): string {
  return (container.querySelector('.ant-typography-copy') as HTMLElement).outerHTML.replace(/ aria-describedby="[^"]*"/g, '');
}

it.each([
  ['en-US', enUS, 'Copy'],
  ['zh-CN', zhCN, '复制'],
] as const)('draws antd’s copy button after the text at once (%s)', (_, locale, name) => {
  const theirs = render(
    <ConfigProvider locale={locale}>
      <Typography.Text copyable={{ text: 'b2c1-batch', tooltips: ['', ''] }}>b2c1-batch</Typography.Text>
    </ConfigProvider>,
  );
  const ours = render(
    <ConfigProvider locale={locale}>
      <TextCell text="b2c1-batch" ellipsis copyable />
    </ConfigProvider>,
  );
  expect(copyButton(ours.container)).toBe(copyButton(theirs.container));
  expect(ours.container.querySelector('.ant-typography')).toHaveTextContent('b2c1-batch');
  expect(screen.getAllByRole('button', { name }).length).toBe(2);
});

describe('a press on the copy button', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  it('puts the text on the clipboard, says Copied with a check for 3 s, and does not reach the row', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const row = vi.fn();
    render(
      <ConfigProvider locale={enUS}>
        <div onClick={row}>
          <TextCell text="41 Station Square, Harbour District" ellipsis copyable />
        </div>
      </ConfigProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('41 Station Square, Harbour District');
    const copied = await screen.findByRole('button', { name: 'Copied' });
    expect(copied).toHaveClass('ant-typography-copy-success');
    expect(copied.querySelector('.anticon-check')).not.toBeNull();
    expect(row).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(COPIED_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy' })).not.toHaveClass('ant-typography-copy-success');
    expect(screen.getByRole('button', { name: 'Copy' }).querySelector('.anticon-copy')).not.toBeNull();
  });

  it('shows the whole text in a tooltip when the text before the button is cut', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TextCell text="41 Station Square, Harbour District" ellipsis copyable />);
    const text = screen.getByText('41 Station Square, Harbour District');
    widths(text, 320, 120);
    await user.hover(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('41 Station Square, Harbour District');
  });
});

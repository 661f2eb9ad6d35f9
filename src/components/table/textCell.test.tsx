/**
 * A list's cut or copyable text cell: a cut text shows whole in a tooltip when it does not fit; a
 * copyable one has a copy button after its text, which puts the text on the clipboard and says so.
 */
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextCell } from './textCell';

/**
 * jsdom lays nothing out: each element is given a box, the text's own content `contentWidth`
 * wide in a cell 120 px wide (antd measures an element it puts at the end of the text).
 */
function layout(contentWidth: number) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const right = this.tagName === 'EM' ? contentWidth : 120;
    return { left: 0, top: 0, right, bottom: 20, width: right, height: 20, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
}

afterEach(() => vi.restoreAllMocks());

it('shows the whole text in a tooltip when it is cut, and none when it fits', async () => {
  const user = userEvent.setup();
  layout(320);
  const { unmount } = render(<TextCell text="41 Station Square, Harbour District" ellipsis copyable={false} />);
  await user.hover(screen.getByText('41 Station Square, Harbour District'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('41 Station Square, Harbour District');
  unmount();

  vi.restoreAllMocks();
  layout(40);
  render(<TextCell text="Short" ellipsis copyable={false} />);
  await user.hover(screen.getByText('Short'));
  // Past antd's delay before a tooltip opens.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it.each([
  ['en-US', enUS, 'Copy'],
  ['zh-CN', zhCN, '复制'],
] as const)('draws a copy button after the text (%s)', (_, locale, name) => {
  render(
    <ConfigProvider locale={locale}>
      <TextCell text="b2c1-batch" ellipsis copyable />
    </ConfigProvider>,
  );
  const button = screen.getByRole('button', { name });
  expect(button.parentElement).toHaveTextContent('b2c1-batch');
});

describe('a press on the copy button', () => {
  let copied: string | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    copied = undefined;
    // jsdom has no copy command: this one keeps what was selected for it.
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: (command: string) => {
        if (command === 'copy') copied = document.getSelection()?.toString();
        return command === 'copy';
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('puts the text on the clipboard, says Copied with a check for a moment, and does not reach the row', async () => {
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
    expect(copied).toBe('41 Station Square, Harbour District');
    const done = await screen.findByRole('button', { name: 'Copied' });
    expect(done.querySelector('.anticon-check')).not.toBeNull();
    expect(row).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(3_100));
    expect(screen.getByRole('button', { name: 'Copy' }).querySelector('.anticon-copy')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});

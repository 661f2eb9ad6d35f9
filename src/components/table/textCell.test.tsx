/**
 * A list's cut or copyable text cell: a cut text shows whole in a tooltip when it does not fit; a
 * copyable one has a copy button after its text, which puts the text on the clipboard and says so.
 * Every cell's text is data, isolated from the page's direction (in a right-to-left page a phone
 * keeps "+86 158 6371 8018", a size "20.26 KB", a path "/logs/a.zip").
 */
import { ConfigProvider, Table } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { act, screen } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import userEvent from '@testing-library/user-event';
import { tableColumns, type ListColumn } from './listColumns';
import { TextCell } from './textCell';
import { textDirection } from '@/components/DataText';

/** The isolating element around a shown text, and the direction it gives it. */
/** The direction of the isolation around a shown text (a cut or copyable text's isolation wraps its Typography). */
const isolation = (text: string) => screen.getByText(text).closest('bdi')?.getAttribute('dir') ?? null;

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
  const { unmount } = renderStyled(<TextCell text="41 Station Square, Harbour District" ellipsis copyable={false} />);
  await user.hover(screen.getByText('41 Station Square, Harbour District'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('41 Station Square, Harbour District');
  unmount();

  vi.restoreAllMocks();
  layout(40);
  renderStyled(<TextCell text="Short" ellipsis copyable={false} />);
  await user.hover(screen.getByText('Short'));
  // Past antd's delay before a tooltip opens.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it.each([
  ['en-US', enUS, 'Copy'],
  ['zh-CN', zhCN, '复制'],
] as const)('draws a copy button after the text (%s)', (_, locale, name) => {
  renderStyled(
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
    renderStyled(
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

describe('cells in a right-to-left page', () => {
  interface Row {
    id: string;
    name: string;
    phone: string;
    path: string;
    size: number;
    note: string | null;
  }
  const row: Row = { id: '1', name: 'Robot Demo Co.', phone: '+86 158 6371 8018', path: '/logs/2026/a.zip', size: 20.26, note: null };
  const columns: ListColumn<Row>[] = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Phone', dataIndex: 'phone' },
    { title: 'Path', dataIndex: 'path', ltr: true, copyable: true, ellipsis: true },
    { title: 'Size', dataIndex: 'size', ltr: true, render: (_, { size }) => `${size} KB` },
    { title: 'Note', dataIndex: 'note' },
  ];

  it('isolates each value: by its first letter, or left-to-right where the column says so; a blank cell shows the dash alone', () => {
    renderStyled(
      <ConfigProvider direction="rtl" locale={enUS}>
        <Table<Row> rowKey="id" columns={tableColumns(columns)} dataSource={[row]} pagination={false} />
      </ConfigProvider>,
    );
    expect(isolation('Robot Demo Co.')).toBe('auto');
    expect(isolation('+86 158 6371 8018')).toBe('auto');
    expect(isolation('/logs/2026/a.zip')).toBe('ltr');
    expect(isolation('20.26 KB')).toBe('ltr');
    expect(screen.getByText('-').tagName).toBe('TD');
  });

  it('isolates a cut text in its tooltip too', async () => {
    const user = userEvent.setup();
    layout(320);
    renderStyled(<TextCell text="/logs/2026/robot-7/a.zip" ellipsis copyable={false} ltr />);
    expect(isolation('/logs/2026/robot-7/a.zip')).toBe('ltr');
    await user.hover(screen.getByText('/logs/2026/robot-7/a.zip'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.querySelector('bdi[dir="ltr"]')).toHaveTextContent('/logs/2026/robot-7/a.zip');
  });
});

describe("a cut or copyable cell's own direction in a right-to-left page", () => {
  it.each([
    ['/logs/2026/11/a.zip', true, 'ltr'],
    ['Nightly logs SN6Y 2026-11-14', false, 'ltr'],
    ['\u0633\u062c\u0644 \u0627\u0644\u0631\u0648\u0628\u0648\u062a', false, 'rtl'],
    ['2026 \u0633\u062c\u0644', false, 'rtl'],
  ] as const)('%s is drawn %s', (text, ltr, direction) => {
    renderStyled(
      <ConfigProvider direction="rtl" locale={enUS}>
        <TextCell text={text} ellipsis copyable={false} ltr={ltr} />
      </ConfigProvider>,
    );
    // antd's Typography sets `direction: rtl` itself in such a page: the cell gives it the text's own.
    expect((screen.getByText(text).closest('.ant-typography') as HTMLElement).style.direction).toBe(direction);
    expect(textDirection(text, ltr)).toBe(direction);
  });
});

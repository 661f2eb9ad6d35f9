/**
 * The small server-paged table: what a person sees (rows, the pager's words,
 * an empty cell) and what the page call receives (page and size), a new
 * record starting over, a failed call keeping the rows, a late answer
 * dropped, and polling.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import userEvent from '@testing-library/user-event';
import { getIntl, RawIntlProvider } from '@umijs/max';
import type { Page, PageQuery } from '@/services/types/list';
import PagedTable from './PagedTable';
import { MIN_POLL_MS } from './useServerPage';

interface Row {
  id: string;
  name: string;
  note: string | null;
}

const FLEET: Row[] = Array.from({ length: 23 }, (_, index) => ({ id: `r${index + 1}`, name: `Robot ${index + 1}`, note: index === 0 ? null : `note ${index + 1}` }));
const COLUMNS = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Note', dataIndex: 'note' },
];

/** A page call over `rows` that records what it was asked. */
function server(rows: Row[] = FLEET) {
  const asked: PageQuery[] = [];
  const fetchPage = vi.fn(async (query: PageQuery): Promise<Page<Row>> => {
    asked.push(query);
    const start = (query.pageNumber - 1) * query.pageSize;
    return { items: rows.slice(start, start + query.pageSize), totalCount: rows.length };
  });
  return { asked, fetchPage };
}

const inEnglish = (node: React.ReactNode) => renderStyled(<RawIntlProvider value={getIntl('en-US')}>{node}</RawIntlProvider>);
/** The table's spinner (the test id is on the table, inside the spinner's container). */
const spinning = () => screen.getByTestId('robots').closest('.ant-table-wrapper')?.querySelector('.ant-spin-spinning');
const names = () => [...screen.getByTestId('robots').querySelectorAll('.ant-table-row')].map((row) => row.querySelector('td')?.textContent);

describe('PagedTable', () => {
  it('shows the first page, says which rows of how many, and asks for the page a person picks', async () => {
    const { asked, fetchPage } = server();
    inEnglish(<PagedTable<Row> columns={COLUMNS} fetchPage={fetchPage} testId="robots" />);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe('Robot 1');
    expect(screen.getByText('1-10 of 23 items')).toBeInTheDocument();
    // An empty cell shows a dash.
    const first = screen.getByTestId('robots').querySelector('.ant-table-row') as HTMLElement;
    expect(within(first).getAllByRole('cell')[1].textContent).toBe('-');
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(names()).toEqual(['Robot 21', 'Robot 22', 'Robot 23']));
    expect(screen.getByText('21-23 of 23 items')).toBeInTheDocument();
    expect(asked).toEqual([
      { pageNumber: 1, pageSize: 10 },
      { pageNumber: 3, pageSize: 10 },
    ]);
  });

  it('draws no pager over a single page (a table opened in another\'s row would stack two), one over two pages', async () => {
    const pager = () => screen.getByTestId('robots').closest('.ant-table-wrapper')?.querySelector('.ant-pagination');
    const few = server(FLEET.slice(0, 3));
    const { unmount } = inEnglish(<PagedTable<Row> columns={COLUMNS} fetchPage={few.fetchPage} testId="robots" />);
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(pager()).toBeNull();
    expect(screen.queryByText('1-3 of 3 items')).toBeNull();
    unmount();
    const more = server(FLEET.slice(0, 11));
    inEnglish(<PagedTable<Row> columns={COLUMNS} fetchPage={more.fetchPage} testId="robots" />);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(pager()).not.toBeNull();
    expect(screen.getByText('1-10 of 11 items')).toBeInTheDocument();
  });

  it('starts again from page 1, with no rows of the other record, when given another call', async () => {
    const first = server();
    const { rerender } = inEnglish(<PagedTable<Row> columns={COLUMNS} fetchPage={first.fetchPage} testId="robots" />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(names()[0]).toBe('Robot 11'));
    let answer: (page: Page<Row>) => void = () => undefined;
    const other = vi.fn(() => new Promise<Page<Row>>((resolve) => (answer = resolve)));
    rerender(
      <RawIntlProvider value={getIntl('en-US')}>
        <PagedTable<Row> columns={COLUMNS} fetchPage={other} testId="robots" />
      </RawIntlProvider>,
    );
    expect(names()).toEqual([]);
    expect(other).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 10 });
    await act(async () => answer({ items: [{ id: 'x', name: 'Other robot', note: 'n' }], totalCount: 1 }));
    expect(names()).toEqual(['Other robot']);
  });

  it('keeps the rows shown when a call fails, and stops showing it is loading', async () => {
    const { fetchPage } = server();
    inEnglish(<PagedTable<Row> columns={COLUMNS} fetchPage={fetchPage} testId="robots" />);
    await waitFor(() => expect(names()).toHaveLength(10));
    fetchPage.mockRejectedValueOnce(new Error('shown by the pipeline'));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(spinning()).toBeNull());
    expect(names()[0]).toBe('Robot 1');
  });

  it('drops a quiet reload that answers after the page a person went to', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answers: Array<{ query: PageQuery; answer: (page: Page<Row>) => void }> = [];
      const fetchPage = vi.fn((query: PageQuery) => new Promise<Page<Row>>((answer) => answers.push({ query, answer })));
      inEnglish(<PagedTable<Row> columns={COLUMNS} fetchPage={fetchPage} testId="robots" polling={MIN_POLL_MS} />);
      await act(async () => answers[0].answer({ items: FLEET.slice(0, 10), totalCount: 23 }));
      // The poll asks for page 1 again; before it answers, the person goes to page 2.
      await act(() => vi.advanceTimersByTimeAsync(MIN_POLL_MS));
      expect(answers[1].query).toEqual({ pageNumber: 1, pageSize: 10 });
      await userEvent.click(screen.getByTitle('2'), { advanceTimers: vi.advanceTimersByTime });
      expect(answers[2].query).toEqual({ pageNumber: 2, pageSize: 10 });
      await act(async () => answers[2].answer({ items: FLEET.slice(10, 20), totalCount: 23 }));
      await act(async () => answers[1].answer({ items: FLEET.slice(0, 10), totalCount: 23 }));
      expect(names()[0]).toBe('Robot 11');
      expect(screen.getByText('11-20 of 23 items')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the shown page again while polling, quietly, and stops when polling ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const rows = FLEET.slice(0, 3).map((row) => ({ ...row }));
      const { asked, fetchPage } = server(rows);
      const view = inEnglish(<PagedTable<Row> columns={COLUMNS} fetchPage={fetchPage} testId="robots" polling={500} />);
      await waitFor(() => expect(names()).toHaveLength(3));
      rows[0].name = 'Robot 1 renamed';
      // A polling interval under the floor is taken as the floor.
      await act(() => vi.advanceTimersByTimeAsync(MIN_POLL_MS - 100));
      expect(asked).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(asked).toHaveLength(2);
      expect(names()[0]).toBe('Robot 1 renamed');
      expect(spinning()).toBeNull();
      view.rerender(
        <RawIntlProvider value={getIntl('en-US')}>
          <PagedTable<Row> columns={COLUMNS} fetchPage={fetchPage} testId="robots" />
        </RawIntlProvider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(MIN_POLL_MS * 3));
      expect(asked).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

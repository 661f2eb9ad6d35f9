/**
 * The list table without ProTable: what a person sees (the folded search
 * form, the toolbar's options, the selection bar, an empty cell, a row's
 * actions) and what the list's request receives (page and size, the search
 * form's values, the keyword, a sort, a column filter), with a search going
 * back to page 1 and keeping the rows shown until its answer.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { useRef, useState } from 'react';
import { button, choose, fill, user } from '../../../tests/ui';
import ListTable, { type ListAction } from './ListTable';
import type { ListColumn } from './listColumns';
import type { TableFilter, TableParams, TableResult, TableSort } from './pageRequest';

interface Row {
  id: string;
  name: string;
  model: string;
  note: string | null;
}

const FLEET: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: `r${index + 1}`,
  name: `Robot ${index + 1}`,
  model: index % 2 ? 'CR-300' : 'CR-500',
  note: index === 0 ? null : `note ${index + 1}`,
}));

const COLUMNS: ListColumn<Row>[] = [
  { title: 'Name', dataIndex: 'name', sorter: true },
  { title: 'Model', dataIndex: 'model', filters: [{ text: 'CR-300', value: 'CR-300' }] },
  { title: 'Note', dataIndex: 'note', search: false },
  { title: 'Region', dataIndex: 'region', hideInTable: true },
  { title: 'Site', dataIndex: 'site', hideInTable: true, valueType: 'select', fieldProps: { options: [{ value: 's1', label: 'Site one' }] } },
  { title: 'Actions', dataIndex: 'actions', valueType: 'option', render: (_, row) => [<a key="a">Open {row.name}</a>, <a key="b">Edit</a>] },
];

interface Call {
  params: TableParams;
  sort: TableSort;
  filter: TableFilter;
}

/** The list's request over FLEET (filtered by name), recording each call; `hold` keeps answers back until released. */
function server() {
  const calls: Call[] = [];
  let held: Array<() => void> | null = null;
  const request = vi.fn(async (params: TableParams, sort: TableSort, filter: TableFilter): Promise<TableResult<Row>> => {
    calls.push({ params, sort, filter });
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    const { current = 1, pageSize = 20 } = params;
    const rows = FLEET.filter((row) => !params.name || row.name === params.name);
    return { data: rows.slice((current - 1) * pageSize, current * pageSize), total: rows.length, success: true };
  });
  return {
    calls,
    request,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
  };
}

const inEnglish = (node: React.ReactNode) => renderStyled(<RawIntlProvider value={getIntl('en-US')}>{node}</RawIntlProvider>);
const table = () => screen.getByTestId('robots');
// The first cell is the selection's.
const names = () => [...table().querySelectorAll('.ant-table-row')].map((row) => row.querySelectorAll('td')[1]?.textContent);
const headers = () => [...table().querySelectorAll('thead th')].map((cell) => cell.textContent?.trim());
const searchForm = () => document.querySelector('.console-list-search') as HTMLElement;
const last = (calls: Call[]) => calls[calls.length - 1];

function List({ request, onAction }: { request: ReturnType<typeof server>['request']; onAction?: (action: ListAction | undefined) => void }) {
  const action = useRef<ListAction>();
  const [selected, setSelected] = useState<React.Key[]>([]);
  return (
    <>
      <button type="button" onClick={() => onAction?.(action.current)}>
        outside
      </button>
      <ListTable<Row>
        rowKey="id"
        actionRef={action}
        columns={COLUMNS}
        request={request}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: ['10', '20'] }}
        options={{ search: { placeholder: 'Name or model' }, reload: true, density: true, setting: true }}
        toolBarRender={() => [<button key="add">Add robot</button>]}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys) }}
        data-testid="robots"
      />
    </>
  );
}

describe('ListTable', () => {
  it('shows the first page with its total, an empty cell as a dash and the actions, and asks for the page a person picks', async () => {
    const { calls, request } = server();
    inEnglish(<List request={request} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(last(calls).params).toMatchObject({ current: 1, pageSize: 10 });
    expect(screen.getByText('1-10 of 45 items')).toBeInTheDocument();
    expect(headers()).toEqual(['', 'Name', 'Model', 'Note', 'Actions']);
    const first = table().querySelector('.ant-table-row') as HTMLElement;
    expect(within(first).getAllByRole('cell')[3]).toHaveTextContent(/^-$/);
    expect(within(first).getByText('Open Robot 1')).toBeInTheDocument();
    expect(screen.getByText('Add robot')).toBeInTheDocument();

    await user().click(screen.getByTitle('3'));
    await waitFor(() => expect(names()[0]).toBe('Robot 21'));
    expect(last(calls).params).toMatchObject({ current: 3, pageSize: 10 });
  });

  it('keeps the fields past the first row folded until Expand; Query sends the values from page 1, Reset sends none', async () => {
    const { calls, request } = server();
    inEnglish(<List request={request} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(last(calls).params).toMatchObject({ current: 2 }));

    // jsdom has no width: one field to a row, the rest folded (in the form, out of sight).
    expect(within(searchForm()).getByLabelText('Name')).toBeVisible();
    expect(within(searchForm()).getByLabelText('Region').closest('.ant-form-item')).toHaveClass('ant-form-item-hidden');
    // The fold is a button a keyboard reaches and runs, and it says whether the fields are shown.
    const fold = within(searchForm()).getByRole('button', { name: 'Expand' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    fold.focus();
    await user().keyboard('{Enter}');
    expect(within(searchForm()).getByLabelText('Region').closest('.ant-form-item')).not.toHaveClass('ant-form-item-hidden');
    expect(within(searchForm()).getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    await user().keyboard(' ');
    expect(within(searchForm()).getByLabelText('Region').closest('.ant-form-item')).toHaveClass('ant-form-item-hidden');
    await user().click(within(searchForm()).getByText('Expand'));
    expect(within(searchForm()).getByLabelText('Region').closest('.ant-form-item')).not.toHaveClass('ant-form-item-hidden');

    await fill(within(searchForm()).getByLabelText('Name'), 'Robot 7');
    await fill(within(searchForm()).getByLabelText('Region'), 'North');
    await user().click(button('Query', searchForm()));
    await waitFor(() => expect(names()).toEqual(['Robot 7']));
    expect(last(calls).params).toMatchObject({ current: 1, pageSize: 10, name: 'Robot 7', region: 'North' });

    await user().click(button('Reset', searchForm()));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(last(calls).params).toMatchObject({ current: 1 });
    expect(last(calls).params.name).toBeUndefined();
    expect(last(calls).params.region).toBeUndefined();
    expect(within(searchForm()).getByLabelText('Name')).toHaveValue('');
  });

  it('sends a chosen option with the text, on Enter in a field as on Query, and Reset empties the select too', async () => {
    const { calls, request } = server();
    inEnglish(<List request={request} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await user().click(within(searchForm()).getByText('Expand'));
    await user().click(within(searchForm()).getByLabelText('Site'));
    await choose('Site one');
    await fill(within(searchForm()).getByLabelText('Name'), 'Robot 3');
    await user().keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Robot 3']));
    // Every field is named; the untouched ones as nothing.
    expect(last(calls).params).toMatchObject({ current: 1, name: 'Robot 3', site: 's1', region: undefined });
    expect(Object.keys(last(calls).params)).toEqual(expect.arrayContaining(['name', 'region', 'site']));
    expect(within(searchForm()).getByTitle('Site one')).toBeInTheDocument();

    await user().click(button('Reset', searchForm()));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(last(calls).params.site).toBeUndefined();
    expect(within(searchForm()).queryByTitle('Site one')).toBeNull();
  });

  it('holds the empty state’s place while the first page comes, and says there is nothing when a search finds nothing', async () => {
    const { hold, release, request } = server();
    hold();
    inEnglish(<List request={request} />);
    await waitFor(() => expect(table().querySelector('.ant-table-placeholder')).not.toBeNull());
    // No "No data" before there is an answer: the place antd's Empty takes, kept empty.
    expect(table().querySelector('.ant-empty')).toBeNull();
    expect(table().querySelector('.ant-table-placeholder [aria-hidden="true"]')).not.toBeNull();
    release();
    await waitFor(() => expect(names()).toHaveLength(10));
    await fill(within(searchForm()).getByLabelText('Name'), 'Robot 99');
    await user().keyboard('{Enter}');
    await waitFor(() => expect(table().querySelector('.ant-table-placeholder .ant-empty-description')).toHaveTextContent('No data'));
  });

  it('asks for the first page before a table drawn after paint has rendered, then shows it', async () => {
    const { request } = server();
    const tableAtCall: boolean[] = [];
    const watched = vi.fn((...args: Parameters<typeof request>) => {
      tableAtCall.push(document.querySelector('.ant-table') !== null);
      return request(...args);
    });
    inEnglish(<ListTable<Row> rowKey="id" columns={COLUMNS} request={watched} tableAfterPaint data-testid="robots" />);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(tableAtCall[0]).toBe(false);
  });

  it('shows pages of 10 (section 9) when the screen gives no page size', async () => {
    const { calls, request } = server();
    inEnglish(<ListTable<Row> rowKey="id" columns={COLUMNS} request={request} data-testid="robots" />);
    await waitFor(() => expect(table().querySelectorAll('.ant-table-row')).toHaveLength(10));
    expect(calls[0].params).toMatchObject({ current: 1, pageSize: 10 });
    expect(screen.getByText('1-10 of 45 items')).toBeInTheDocument();
    expect(screen.getByTitle('5')).toBeInTheDocument();
    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(within(table()).getByText('Robot 11')).toBeInTheDocument());
    expect(last(calls).params).toMatchObject({ current: 2, pageSize: 10 });
  });

  it('sends the keyword, a sort and a column filter, each from page 1', async () => {
    const { calls, request } = server();
    inEnglish(<List request={request} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await fill(screen.getByPlaceholderText('Name or model'), 'CR-300');
    await user().keyboard('{Enter}');
    await waitFor(() => expect(last(calls).params).toMatchObject({ current: 1, keyword: 'CR-300' }));

    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(last(calls).params).toMatchObject({ current: 2 }));
    await user().click(within(table()).getByText('Name', { selector: 'th *' }));
    await waitFor(() => expect(last(calls).sort).toEqual({ name: 'ascend' }));
    expect(last(calls).params).toMatchObject({ current: 1, keyword: 'CR-300' });

    await user().click(table().querySelector('.ant-table-filter-trigger') as HTMLElement);
    const dropdown = await waitFor(() => document.querySelector('.ant-table-filter-dropdown') as HTMLElement);
    await user().click(within(dropdown).getByText('CR-300'));
    await user().click(button('OK', dropdown));
    await waitFor(() => expect(last(calls).filter).toMatchObject({ model: ['CR-300'] }));
    expect(last(calls).sort).toEqual({ name: 'ascend' });
  });

  it('keeps the rows shown while a new search loads, then shows its answer', async () => {
    const { request, hold, release } = server();
    inEnglish(<List request={request} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    hold();
    await fill(within(searchForm()).getByLabelText('Name'), 'Robot 3');
    await user().click(button('Query', searchForm()));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(names()).toHaveLength(10);
    await act(async () => release());
    await waitFor(() => expect(names()).toEqual(['Robot 3']));
  });

  it('reloads the shown page from the toolbar and from the screen, and hides a column a person turns off', async () => {
    const { calls, request } = server();
    let action: ListAction | undefined;
    inEnglish(<List request={request} onAction={(value) => (action = value)} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(names()[0]).toBe('Robot 11'));
    const before = calls.length;
    await user().click(screen.getByRole('img', { name: 'reload' }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(last(calls).params).toMatchObject({ current: 2 });
    await user().click(screen.getByText('outside'));
    act(() => action?.reload());
    await waitFor(() => expect(calls.length).toBe(before + 2));
    expect(last(calls).params).toMatchObject({ current: 2 });

    await user().click(screen.getByRole('img', { name: 'setting' }));
    const settings = await waitFor(() => document.querySelector('.console-list-columns') as HTMLElement);
    await user().click(within(settings).getByLabelText('Note'));
    await waitFor(() => expect(headers()).not.toContain('Note'));
    expect(within(settings).getByLabelText('Column display')).toHaveProperty('indeterminate', true);
    await user().click(within(settings).getByText('Reset'));
    await waitFor(() => expect(headers()).toContain('Note'));
  });

  it('changes the rows density, and shows the selection with a way to clear it', async () => {
    const { request } = server();
    inEnglish(<List request={request} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(table().closest('.ant-table')).toHaveClass('ant-table-middle');
    await user().click(screen.getByRole('img', { name: 'column-height' }));
    await user().click(await screen.findByText('Compact'));
    await waitFor(() => expect(table().closest('.ant-table')).toHaveClass('ant-table-small'));

    const boxes = table().querySelectorAll('.ant-table-row .ant-checkbox-input');
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[2]);
    await waitFor(() => expect(screen.getByText('2 selected')).toBeInTheDocument());
    await user().click(screen.getByText('Clear selection'));
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
    expect(table().querySelectorAll('.ant-table-row .ant-checkbox-checked')).toHaveLength(0);
  });

  it('does not load again when the screen re-renders with a new request function, and uses the newest one', async () => {
    const { calls, request } = server();
    function Screen() {
      const [label, setLabel] = useState('first');
      return (
        <>
          <button type="button" onClick={() => setLabel('second')}>
            rename
          </button>
          <ListTable<Row>
            rowKey="id"
            columns={COLUMNS}
            request={(params, sort, filter) => request({ ...params, label }, sort, filter)}
            pagination={{ defaultPageSize: 10 }}
            data-testid="robots"
          />
        </>
      );
    }
    inEnglish(<Screen />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(last(calls).params).toMatchObject({ current: 2, label: 'first' }));
    const before = calls.length;
    await user().click(screen.getByText('rename'));
    await user().click(screen.getByRole('img', { name: 'reload' }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(last(calls).params).toMatchObject({ current: 2, label: 'second' });
  });
});

it('names the arrow between a date range’s inputs in the person’s language', async () => {
  const { request } = server();
  renderStyled(
    <RawIntlProvider value={getIntl('zh-CN')}>
      <ListTable<Row> rowKey="id" columns={[{ title: 'Time', dataIndex: 'time', valueType: 'dateRange', hideInTable: true }, ...COLUMNS]} request={request} data-testid="robots" />
    </RawIntlProvider>,
  );
  await waitFor(() => expect(names()).toHaveLength(10));
  expect(within(searchForm()).getByLabelText('至')).toHaveClass('ant-picker-separator');
  expect(within(searchForm()).queryByLabelText('to')).toBeNull();
});

describe('ListTable column widths', () => {
  it('draws every column at least as wide as its title, its sort arrows and padding need; a wide column keeps its width', async () => {
    const { request } = server();
    const narrow: ListColumn<Row>[] = [
      { title: 'Number of robots', dataIndex: 'name', sorter: true, width: 40, search: false },
      { title: 'Model', dataIndex: 'model', width: 300, search: false },
      { title: 'Actions', dataIndex: 'actions', valueType: 'option', fixed: 'right', width: 60, render: () => [<a key="a">Open</a>] },
    ];
    inEnglish(<ListTable<Row> rowKey="id" columns={narrow} request={request} scroll={{ x: 400 }} search={false} data-testid="robots" />);
    await waitFor(() => expect(table().querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
    const widths = [...table().querySelectorAll('colgroup')[0].querySelectorAll('col')].map((col) => parseInt(col.style.width, 10));
    expect(widths[0]).toBeGreaterThan(40);
    expect(widths[0]).toBeGreaterThanOrEqual('Number of robots'.length * 14 * 0.62 + 24);
    expect(widths[1]).toBe(300);
    expect(widths[2]).toBeGreaterThan(60);
  });
});

/**
 * A list's search in the address: what a list opened with a query shows in
 * its search form and asks of the server, what it ignores, and the address
 * kept in step with a search (other names, a tab or a marked row, untouched).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import { createHistory } from '@@/core/history';
import { getIntl, RawIntlProvider } from '@umijs/max';
import dayjs from 'dayjs';
import { button, fill, user } from '../../../tests/ui';
import ListTable from './ListTable';
import type { ListColumn } from './listColumns';
import type { TableParams, TableResult } from './pageRequest';
import { readSearch, writeSearch, type SearchField } from './searchAddress';

const FIELDS: SearchField[] = [
  { dataIndex: 'name', fieldProps: { maxLength: 8 } },
  { dataIndex: 'state', valueType: 'select', fieldProps: { options: [{ value: 1, label: 'Online' }, { value: 2, label: 'Offline' }] } },
  { dataIndex: 'actions', valueType: 'select', fieldProps: { mode: 'multiple', options: [{ value: 'add' }, { value: 'delete' }] } },
  { dataIndex: 'days', valueType: 'dateRange', fieldProps: { disabledDate: (day: dayjs.Dayjs) => day.isAfter(dayjs('2026-06-30'), 'day') } },
  { dataIndex: 'time', valueType: 'dateTimeRange' },
];
const read = (query: string, keyword = true) => readSearch(new URLSearchParams(query), { fields: FIELDS, keyword: keyword ? { maxLength: 5 } : undefined });
const day = (value: unknown) => (Array.isArray(value) ? value.map((item) => dayjs(item as dayjs.Dayjs).format('YYYY-MM-DD HH:mm:ss')) : value);

describe('the search in the address', () => {
  it("takes the list's own fields, each as typed input would be, and ignores every other name", () => {
    expect(read('name=Robot&other=1&push=p1')).toEqual({ form: { name: 'Robot' } });
    // A text is cut to the field's length; a blank one is none.
    expect(read('name=%20Cleaner%20robot%20')).toEqual({ form: { name: 'Cleaner ' } });
    expect(read('name=%20%20')).toEqual({ form: {} });
    // A select takes one of its options, typed as the option is; anything else is ignored.
    expect(read('state=2')).toEqual({ form: { state: 2 } });
    expect(read('state=3')).toEqual({ form: {} });
    expect(read('state=1&state=2')).toEqual({ form: {} });
    // A multiple select takes each value that is an option.
    expect(read('actions=delete&actions=drop&actions=add')).toEqual({ form: { actions: ['delete', 'add'] } });
    // A date range: two real days, in order, none disabled.
    expect(day(read('days=2026-01-02&days=2026-01-31').form.days)).toEqual(['2026-01-02 00:00:00', '2026-01-31 00:00:00']);
    for (const bad of ['days=2026-01-02', 'days=2026-01-31&days=2026-01-02', 'days=2026-02-30&days=2026-03-01', 'days=2026-1-2&days=2026-01-31', 'days=2026-06-01&days=2026-07-01']) {
      expect(read(bad), bad).toEqual({ form: {} });
    }
    expect(day(read('time=2026-01-02%2008:00:00&time=2026-01-02%2018:30:00').form.time)).toEqual(['2026-01-02 08:00:00', '2026-01-02 18:30:00']);
    expect(read('time=2026-01-02&time=2026-01-03')).toEqual({ form: {} });
    // The keyword only for a list with a keyword box, cut to its length.
    expect(read('keyword=robots')).toEqual({ form: {}, keyword: 'robot' });
    expect(read('keyword=robots', false)).toEqual({ form: {} });
  });

  it('writes a search in place of the fields, keeping every other name, and reads back what it wrote', () => {
    const current = new URLSearchParams('tab=members&name=Old&push=p1&keyword=old');
    const values = {
      form: { name: ' Robot ', state: 1, actions: ['add', 'delete'], days: [dayjs('2026-01-02'), dayjs('2026-01-31')], time: undefined },
      keyword: 'cr',
    };
    const next = writeSearch(current, { fields: FIELDS, keyword: {} }, values);
    expect(next.toString()).toBe('tab=members&push=p1&name=Robot&state=1&actions=add&actions=delete&days=2026-01-02&days=2026-01-31&keyword=cr');
    const back = read(next.toString());
    expect({ ...back, form: { ...back.form, days: day(back.form.days) } }).toEqual({
      form: { name: 'Robot', state: 1, actions: ['add', 'delete'], days: ['2026-01-02 00:00:00', '2026-01-31 00:00:00'] },
      keyword: 'cr',
    });
    // An emptied search leaves only the other names.
    expect(writeSearch(next, { fields: FIELDS, keyword: {} }, { form: {} }).toString()).toBe('tab=members&push=p1');
  });
});

interface Row {
  id: string;
  name: string;
}

const COLUMNS: ListColumn<Row>[] = [
  { title: 'Name', dataIndex: 'name', fieldProps: { maxLength: 20 } },
  { title: 'Site', dataIndex: 'site', hideInTable: true, valueType: 'select', fieldProps: { options: [{ value: 's1', label: 'Site one' }, { value: 's2', label: 'Site two' }] } },
];

function server() {
  const calls: TableParams[] = [];
  const request = vi.fn(async (params: TableParams): Promise<TableResult<Row>> => {
    calls.push(params);
    return { data: [{ id: 'r1', name: 'Robot 1' }], total: 1, success: true };
  });
  return { calls, request };
}

function List({ request }: { request: ReturnType<typeof server>['request'] }) {
  return (
    <RawIntlProvider value={getIntl('en-US')}>
      <ListTable<Row>
        rowKey="id"
        columns={COLUMNS}
        request={request}
        search={{ defaultCollapsed: false }}
        options={{ search: { placeholder: 'Keyword', maxLength: 50 }, reload: true }}
        data-testid="robots"
      />
    </RawIntlProvider>
  );
}

const searchForm = () => document.querySelector('.console-list-search') as HTMLElement;
const nameField = () => within(searchForm()).getByLabelText('Name') as HTMLInputElement;
const siteShown = () => searchForm().querySelector('.ant-select-selection-item')?.textContent ?? '';
const keywordBox = () => screen.getByPlaceholderText('Keyword') as HTMLInputElement;

describe('a list opened with a query', () => {
  it('shows the values in its search form and keyword box and asks for them at once; other names are ignored', async () => {
    const history = createHistory({ type: 'memory' });
    history.push('/robots?name=Robot%203&site=s2&keyword=cr&push=p1&bogus=1');
    const { calls, request } = server();
    renderStyled(<List request={request} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // The first request already carries them: no unfiltered list first.
    expect(calls[0]).toEqual({ current: 1, pageSize: 10, name: 'Robot 3', site: 's2', keyword: 'cr' });
    await waitFor(() => expect(nameField().value).toBe('Robot 3'));
    expect(siteShown()).toBe('Site two');
    expect(keywordBox().value).toBe('cr');
  });

  it('ignores a value a field would not take: a select value that is none of its options', async () => {
    const history = createHistory({ type: 'memory' });
    history.push('/robots?site=s9&name=%20');
    const { calls, request } = server();
    renderStyled(<List request={request} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ current: 1, pageSize: 10, keyword: undefined });
    expect(siteShown()).toBe('');
    expect(nameField().value).toBe('');
  });

  it('writes a search to the address, keeping its other names, and searches again when the address changes', async () => {
    const history = createHistory({ type: 'memory' });
    history.push('/robots?tab=fleet&name=Robot%203');
    const { calls, request } = server();
    renderStyled(<List request={request} />);
    await waitFor(() => expect(nameField().value).toBe('Robot 3'));

    await user().clear(nameField());
    await fill(nameField(), 'Robot 7');
    await user().click(button('Query'));
    await waitFor(() => expect(history.location.search).toBe('?tab=fleet&name=Robot+7'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ current: 1, name: 'Robot 7' }));
    const afterSearch = calls.length;

    await fill(keywordBox(), 'cr');
    await user().keyboard('{Enter}');
    await waitFor(() => expect(history.location.search).toBe('?tab=fleet&name=Robot+7&keyword=cr'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ name: 'Robot 7', keyword: 'cr' }));
    // One call per search: the address arriving asks nothing more.
    expect(calls).toHaveLength(afterSearch + 1);

    // A link followed (or Back): the form shows the new address and the list asks for it.
    act(() => history.push('/robots?tab=fleet&site=s1'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ current: 1, pageSize: 10, site: 's1', keyword: undefined }));
    await waitFor(() => expect(siteShown()).toBe('Site one'));
    expect(nameField().value).toBe('');
    expect(keywordBox().value).toBe('');
    act(() => history.back());
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ name: 'Robot 7', keyword: 'cr' }));
    await waitFor(() => expect(nameField().value).toBe('Robot 7'));

    // Reset empties the search and the address keeps only the other names.
    await user().click(button('Reset'));
    await waitFor(() => expect(history.location.search).toBe('?tab=fleet&keyword=cr'));
  });
});

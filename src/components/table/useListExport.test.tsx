import { Tag } from 'antd';
import { formatDateTime } from '@/utils/format';
import type { ListColumn } from './listColumns';
import type { TableParams } from './pageRequest';
import { EXPORT_PAGE_SIZE, EXPORT_ROWS_MAX, exportTable, fetchAllRows, nodeText } from './useListExport';

interface Row {
  id: string;
  time: number;
  action: string;
  note: string | null;
  level: number;
  state: number;
}

const LABELS: Record<string, string> = { signIn: 'Sign in' };
function StateTag({ state }: { state: number }) {
  return <Tag>{state}</Tag>;
}

const columns: ListColumn<Row>[] = [
  { title: 'Time', dataIndex: 'time', render: (_, row) => formatDateTime(row.time) },
  { title: 'Time range', dataIndex: 'timeRange', hideInTable: true },
  { title: 'Action', dataIndex: 'action', render: (_, row) => <Tag>{LABELS[row.action]}</Tag> },
  { title: 'Note', dataIndex: 'note', render: (_, row) => row.note || '-' },
  { title: 'Level', dataIndex: 'level' },
  { title: 'State', dataIndex: 'state', render: (_, row) => <StateTag state={row.state} /> },
  { title: 'Actions', dataIndex: 'actions', valueType: 'option', render: () => [<a key="x">Details</a>] },
];

const row: Row = { id: 'l1', time: Date.UTC(2026, 10, 3, 4, 5, 6), action: 'signIn', note: null, level: 3, state: 1 };

describe('exportTable', () => {
  it('writes the titles of the columns the table can show, and each cell as the table draws it', () => {
    const { header, cells } = exportTable(columns, [row], { state: (item) => (item.state === 1 ? 'Running' : 'Idle') });
    expect(header).toEqual(['Time', 'Action', 'Note', 'Level', 'State']);
    // The date in section 9's format and the browser's time zone, the enumeration's label,
    // the dash of a missing value as an empty cell, a number as a number, a component's cell from `texts`.
    expect(cells).toEqual([[formatDateTime(row.time), 'Sign in', null, 3, 'Running']]);
  });

  it('reads a cell drawn by a component without text as its value, never as an empty cell', () => {
    expect(exportTable(columns, [row]).cells[0][4]).toBe(1);
  });

  it('reads text out of elements, and nothing out of a component without children', () => {
    expect(nodeText(<Tag>{['a', 1]}</Tag>)).toBe('a 1');
    expect(nodeText(<StateTag state={2} />)).toBeUndefined();
    expect(nodeText(null)).toBe('');
  });
});

describe('fetchAllRows', () => {
  const all = Array.from({ length: 250 }, (_, index) => ({ id: `r${index + 1}` }));
  const pagesOf = (items: Array<{ id: string }>) => {
    const asked: TableParams[] = [];
    const request = async (params: TableParams) => {
      asked.push(params);
      const { current = 1, pageSize = 10 } = params;
      return { data: items.slice((current - 1) * pageSize, current * pageSize), total: items.length, success: true };
    };
    return { asked, request };
  };

  it('reads every page of the filter the table last asked for, at the largest page size, each row once', async () => {
    const { asked, request } = pagesOf(all);
    const progress: Array<[number, number]> = [];
    const outcome = await fetchAllRows(request, { params: { current: 3, pageSize: 20, keyword: 'x' }, sort: { time: 'ascend' }, filter: {} }, 'id', (done, total) =>
      progress.push([done, total]),
    );
    expect(asked).toEqual([1, 2, 3].map((current) => ({ keyword: 'x', current, pageSize: EXPORT_PAGE_SIZE })));
    expect(outcome).toEqual({ rows: all });
    expect(progress).toEqual([[100, 250], [200, 250], [250, 250]]);
  });

  it('stops at a failed page and gives no rows', async () => {
    let calls = 0;
    const request = async () => {
      calls += 1;
      return calls === 2 ? { data: [], total: 0, success: false } : { data: all.slice(0, 100), total: 250, success: true };
    };
    await expect(fetchAllRows(request, { params: {}, sort: {}, filter: {} }, 'id', () => undefined)).resolves.toEqual({ failed: true });
    expect(calls).toBe(2);
  });

  it('stops before the next page once told to (the screen is gone), and gives no rows', async () => {
    const { asked, request } = pagesOf(all);
    let open = true;
    const outcome = await fetchAllRows(request, { params: {}, sort: {}, filter: {} }, 'id', () => {
      open = false;
    }, () => open);
    expect(outcome).toEqual({ stopped: true });
    expect(asked).toHaveLength(1);
  });

  it('refuses more than the most an export holds after the first page', async () => {
    const { asked, request } = pagesOf(Array.from({ length: EXPORT_ROWS_MAX + 1 }, (_, index) => ({ id: `r${index}` })));
    await expect(fetchAllRows(request, { params: {}, sort: {}, filter: {} }, 'id', () => undefined)).resolves.toEqual({ tooMany: EXPORT_ROWS_MAX + 1 });
    expect(asked).toHaveLength(1);
  });
});

/** The one ProTable adapter: what the server receives for each thing a person does to a table. */
import { pageRequest, toFilters, toSort } from './pageRequest';
import type { Page, PageQuery } from '@/services/types/list';

type Row = { id: string };

function recorder(answer: Page<Row> | Error = { items: [{ id: 'a' }], totalCount: 41 }) {
  const queries: PageQuery<Record<string, unknown>>[] = [];
  const fetchPage = async (query: PageQuery<Record<string, unknown>>) => {
    queries.push(query);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { queries, fetchPage };
}

describe('pageRequest', () => {
  it('sends page number and size, and gives ProTable data, total and success', async () => {
    const { queries, fetchPage } = recorder();
    const result = await pageRequest(fetchPage)({ current: 3, pageSize: 50 }, {}, {});
    expect(queries).toEqual([{ pageNumber: 3, pageSize: 50 }]);
    expect(result).toEqual({ data: [{ id: 'a' }], total: 41, success: true });
  });

  it('defaults to the first page of 10', async () => {
    const { queries, fetchPage } = recorder();
    await pageRequest(fetchPage)({});
    expect(queries[0]).toEqual({ pageNumber: 1, pageSize: 10 });
  });

  it('leaves an empty, usable table when the call fails (the pipeline showed the message)', async () => {
    const { fetchPage } = recorder(new Error('boom'));
    await expect(pageRequest(fetchPage)({ current: 1, pageSize: 10 })).resolves.toEqual({ data: [], total: 0, success: false });
  });

  it('passes the active sort, renamed where the server names it differently', async () => {
    const { queries, fetchPage } = recorder();
    const request = pageRequest(fetchPage, { sortNames: { companyName: 'company' } });
    await request({ current: 1, pageSize: 10 }, { name: null, companyName: 'descend' });
    expect(queries[0]).toMatchObject({ sortField: 'company', sortOrder: 'descend' });
    await request({ current: 1, pageSize: 10 }, { name: null });
    expect(queries[1]).not.toHaveProperty('sortField');
  });
});

describe('toFilters', () => {
  it('drops empty values and trims texts', () => {
    expect(toFilters({ name: '  robot ', model: '', brand: '   ', region: undefined, tags: [] }, {})).toEqual({ name: 'robot' });
  });

  it('turns enumeration filters (strings from the table) into numbers, and drops junk', () => {
    expect(toFilters({ runStatus: '3' }, { batteryState: ['1', '4'], vendorLock: ['x'] }, { numeric: ['runStatus', 'batteryState', 'vendorLock'] })).toEqual({
      runStatus: [3],
      batteryState: [1, 4],
    });
  });

  it('turns a date range into inclusive day bounds in local time', () => {
    const out = toFilters({ activationRange: ['2026-01-02', '2026-01-05'] }, {}, { dateRanges: { activationRange: ['activationFrom', 'activationTo'] } });
    expect(out).toEqual({
      activationFrom: new Date(2026, 0, 2, 0, 0, 0, 0).getTime(),
      activationTo: new Date(2026, 0, 5, 23, 59, 59, 999).getTime(),
    });
  });

  it('turns a date-time range into bounds to the second, the last second whole', () => {
    const out = toFilters({ timeRange: ['2026-01-02 08:30:00', '2026-01-02 17:45:10'] }, {}, { timeRanges: { timeRange: ['from', 'to'] } });
    expect(out).toEqual({
      from: new Date(2026, 0, 2, 8, 30, 0, 0).getTime(),
      to: new Date(2026, 0, 2, 17, 45, 10, 999).getTime(),
    });
  });

  it('ignores a malformed date range', () => {
    expect(toFilters({ activationRange: ['2026-01-02'] }, {}, { dateRanges: { activationRange: ['a', 'b'] } })).toEqual({});
  });
});

describe('toSort', () => {
  it('is empty without an active order', () => {
    expect(toSort({})).toEqual({});
    expect(toSort({ name: undefined })).toEqual({});
  });
});

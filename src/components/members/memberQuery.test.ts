import { memberQuery } from './columns';

describe('memberQuery', () => {
  it('sends a boolean filter as one value, whatever the table gave', () => {
    expect(memberQuery({ pageNumber: 1, pageSize: 10, enabled: [true], locked: ['false'] })).toEqual({ pageNumber: 1, pageSize: 10, enabled: true, locked: false });
  });
  it('drops a boolean filter asking for both values, or none', () => {
    expect(memberQuery({ pageNumber: 1, pageSize: 10, enabled: [true, false], locked: [] })).toEqual({ pageNumber: 1, pageSize: 10 });
  });
  it('leaves the other filters as they are', () => {
    expect(memberQuery({ pageNumber: 2, pageSize: 20, gender: ['male'], roleId: 'r3', keyword: 'ada' })).toEqual({
      pageNumber: 2,
      pageSize: 20,
      gender: ['male'],
      roleId: 'r3',
      keyword: 'ada',
    });
  });
});

/** The standardization enumerations: the specification's values, each with a translation in both languages. */
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import type { EnumerationView } from './enumeration';
import * as normalization from './normalization';

const enumerations = (Object.values(normalization) as unknown[]).filter(
  (value): value is EnumerationView => typeof value === 'object' && value !== null && 'entries' in value && 'idOf' in value,
);
const values = (e: EnumerationView) => e.entries.map((entry) => entry.value);

describe('standardization enumerations', () => {
  it('are the values the specification gives', () => {
    expect(values(normalization.VERSION_STATUS)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(values(normalization.REFERENCE_STATUS)).toEqual([1, 3, 5]);
    expect(values(normalization.CONFIG_ITEM_TYPE)).toEqual([1, 2, 3]);
    expect(values(normalization.MESSAGE_STATUS)).toEqual([1, 3, 5]);
    expect(values(normalization.RETRY_TYPE)).toEqual([1, 2, 3]);
    expect(values(normalization.TRANSFER_STATUS)).toEqual([1, 3, 5]);
    expect(values(normalization.FILE_TRANSFER_STATUS)).toEqual([1, 2, 3]);
    expect(values(normalization.REQUEST_TYPE)).toEqual([1, 2, 3]);
    expect(values(normalization.REQUEST_STATUS)).toEqual([100, 200, 300]);
    expect(normalization.UNSUCCESSFUL_VERSION_STATUSES).toEqual([1, 5, 7, 11]);
  });

  it.each(enumerations.map((e) => [e.name, e] as const))('%s: each value translated in zh-CN and en-US', (_, enumeration) => {
    for (const entry of enumeration.entries) {
      expect(enUS).toHaveProperty([entry.id]);
      expect(zhCN).toHaveProperty([entry.id]);
    }
  });

  it('translates each exception type', () => {
    for (const type of normalization.EXCEPTION_TYPES) {
      expect(enUS).toHaveProperty([`normalization.exceptionType.${type}`]);
      expect(zhCN).toHaveProperty([`normalization.exceptionType.${type}`]);
    }
  });
});

/** Every enumeration value has one named constant, one colour and one translation in each language. */
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import * as asset from './asset';
import * as map from './map';
import * as scene from './scene';
import * as task from './task';
import { defineEnumeration, UNKNOWN_ENUM_ID, type EnumerationView } from './enumeration';

// Enumerations, not the lists beside them (an array has `entries` too).
const isEnumeration = (value: unknown): value is EnumerationView => typeof value === 'object' && value !== null && 'entries' in value && 'idOf' in value;
const enumerations = ([...Object.values(asset), ...Object.values(scene), ...Object.values(map), ...Object.values(task)] as unknown[]).filter(isEnumeration);

describe('enumerations', () => {
  it('are the values the specification gives', () => {
    const values = (e: EnumerationView) => e.entries.map((entry) => entry.value);
    expect(values(asset.CLEAN_MODE)).toEqual([0, 1, 2]);
    expect(values(asset.RUN_STATUS)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(values(asset.BALANCE)).toEqual([0, 1]);
    expect(values(asset.BATTERY_STATE)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(asset.RUN_STATUS.values.ENERGY_SAVING).toBe(1);
    expect(asset.BATTERY_STATE.values.CHARGING).toBe(4);
    expect(values(task.TASK_STATUS)).toEqual([1, 2, 3, 4, 5]);
    expect(values(task.TASK_TYPE)).toEqual([1, 2]);
    expect(values(task.TASK_CREATION_METHOD)).toEqual([1, 2, 3]);
    // At least five priority levels, 1 the highest; a new task gets the middle one.
    expect(values(task.TASK_PRIORITY)).toEqual([1, 2, 3, 4, 5]);
    expect(task.TASK_PRIORITY_DEFAULT).toBe(task.TASK_PRIORITY.values.NORMAL);
    expect(values(task.TASK_ABNORMAL_REASON)).toEqual([1, 2, 3]);
  });

  it.each(enumerations.map((e) => [e.name, e] as const))('%s: each value translated in zh-CN and en-US, values unique', (_, enumeration) => {
    const values = enumeration.entries.map((entry) => entry.value);
    expect(new Set(values).size).toBe(values.length);
    for (const entry of enumeration.entries) {
      expect(enUS).toHaveProperty([entry.id]);
      expect(zhCN).toHaveProperty([entry.id]);
      expect(enumeration.idOf(entry.value)).toBe(entry.id);
    }
  });

  it('reads an unknown or missing value as unknown, in the default colour', () => {
    const e = defineEnumeration('demo', { ON: [1, 'success'] });
    expect(e.idOf(7)).toBe(UNKNOWN_ENUM_ID);
    expect(e.idOf(null)).toBe(UNKNOWN_ENUM_ID);
    expect(e.colorOf(undefined)).toBe('default');
    expect(e.colorOf(1)).toBe('success');
    expect(e.has(1)).toBe(true);
    expect(e.has('1')).toBe(false);
    expect(enUS).toHaveProperty([UNKNOWN_ENUM_ID]);
    expect(zhCN).toHaveProperty([UNKNOWN_ENUM_ID]);
  });
});

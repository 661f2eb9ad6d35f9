/**
 * Every enumeration value has one named constant, one colour and one translation in each language; a section's
 * enumerations (standardization, production quality) have theirs in the section's dictionary, the words loaded
 * with its screens (src/startup/locales.ts `loadSectionWords`), not in the console's.
 */
import enUS from '@/locales/en-US';
import enConsole from '@/locales/en-US.console';
import enPublic from '@/locales/en-US.public';
import enNormalization from '@/locales/en-US/normalization';
import enProduction from '@/locales/en-US/production';
import zhCN from '@/locales/zh-CN';
import zhConsole from '@/locales/zh-CN.console';
import zhPublic from '@/locales/zh-CN.public';
import zhNormalization from '@/locales/zh-CN/normalization';
import zhProduction from '@/locales/zh-CN/production';
import * as asset from './asset';
import * as map from './map';
import * as normalization from './normalization';
import * as ota from './ota';
import * as production from './production';
import * as resource from './resource';
import * as scene from './scene';
import * as task from './task';
import { defineEnumeration, UNKNOWN_ENUM_ID, type EnumerationView } from './enumeration';

// Enumerations, not the lists beside them (an array has `entries` too).
const isEnumeration = (value: unknown): value is EnumerationView => typeof value === 'object' && value !== null && 'entries' in value && 'idOf' in value;
const enumerationsOf = (...modules: object[]) => modules.flatMap((module) => Object.values(module) as unknown[]).filter(isEnumeration);
const enumerations = enumerationsOf(asset, scene, map, task, ota, resource);
/** The words a signed-in start loads (public and console), without any section's. */
const [enMain, zhMain] = [{ ...enPublic, ...enConsole }, { ...zhPublic, ...zhConsole }];
/** Each section's enumerations with the section's own dictionaries. */
const sections = [
  ['normalization', enumerationsOf(normalization), enNormalization, zhNormalization],
  ['production', enumerationsOf(production), enProduction, zhProduction],
] as const;
const sectionEnumerations = sections.flatMap(([section, list, en, zh]) => list.map((enumeration) => [`${section}: ${enumeration.name}`, enumeration, en, zh] as const));

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
    // Production quality (docs/api.md "Production quality").
    expect(values(production.APPLICATION_STATE)).toEqual([1, 2, 3]);
    expect(values(production.RECORD_KIND)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(values(production.CHECK_RESULT)).toEqual([1, 2]);
    expect(values(production.FEEDBACK_STATE)).toEqual([1, 2]);
    expect(values(production.ANOMALY_CLASS)).toEqual([1, 2, 3, 4]);
    expect(values(production.CAUSE_CLASS)).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds every section its enumerations', () => {
    expect(sections.map(([section, list]) => [section, list.length])).toEqual([
      ['normalization', 9],
      ['production', 6],
    ]);
  });

  it.each(sectionEnumerations)('%s: each value translated in the section words of zh-CN and en-US, values unique', (_, enumeration, en, zh) => {
    const values = enumeration.entries.map((entry) => entry.value);
    expect(new Set(values).size).toBe(values.length);
    for (const entry of enumeration.entries) {
      expect(en).toHaveProperty([entry.id]);
      expect(zh).toHaveProperty([entry.id]);
      expect(enumeration.idOf(entry.value)).toBe(entry.id);
    }
  });

  it.each(enumerations.map((e) => [e.name, e] as const))('%s: each value translated in zh-CN and en-US, values unique', (_, enumeration) => {
    const values = enumeration.entries.map((entry) => entry.value);
    expect(new Set(values).size).toBe(values.length);
    for (const entry of enumeration.entries) {
      expect(enMain).toHaveProperty([entry.id]);
      expect(zhMain).toHaveProperty([entry.id]);
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

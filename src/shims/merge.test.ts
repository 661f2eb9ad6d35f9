import { createRequire } from 'node:module';
import merge from './merge';

// lodash itself (no types installed): the behaviour the shim stands in for.
const lodashMerge = createRequire(import.meta.url)('lodash/merge') as (target: object, ...sources: object[]) => object;

/** The shim agrees with lodash's merge on what Umi's antd plugin hands it. */
describe('merge (lodash/merge for the antd configuration)', () => {
  const algorithm = () => ({});
  const cases: Array<[string, object, object]> = [
    ['a theme algorithm over the base theme', { theme: { token: { colorPrimary: '#33a379' } } }, { theme: { algorithm } }],
    ['an algorithm array over a function', { theme: { algorithm } }, { theme: { algorithm: [algorithm, algorithm] } }],
    ['undefined keeps the value', { theme: { token: { colorPrimary: '#33a379' } } }, { theme: { token: { colorPrimary: undefined } } }],
    ['nested arrays index by index', { list: [1, { a: 1 }, 3] }, { list: [9, { b: 2 }] }],
    ['direction and a locale object', { direction: 'ltr', locale: { locale: 'zh-cn', Table: { filterTitle: 'x' } } }, { direction: 'rtl' }],
  ];
  it.each(cases)('%s', (_name, prev, next) => {
    const ours = merge({}, prev, next);
    const theirs = lodashMerge({}, prev, next);
    expect(ours).toEqual(theirs);
    expect(ours).not.toBe(prev);
  });

  it('does not change what it merges from', () => {
    const prev = { theme: { token: { colorPrimary: '#33a379' } } };
    merge({}, prev, { theme: { token: { colorPrimary: '#000' } } });
    expect(prev.theme.token.colorPrimary).toBe('#33a379');
  });
});

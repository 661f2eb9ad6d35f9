/**
 * The stand-in for intl-messageformat-parser gives the real parser's AST, or throws where it throws:
 * on every message of both dictionaries, on hand-written edge and malformed cases, on every UTF-16
 * code unit inside an argument name and on a seeded fuzz, with intl-messageformat's options
 * (`normalizeHashtagInPlural: false`) and, but for the code-unit sweep, the defaults too. The ASTs
 * are compared with toEqual: the real parser's plural and select options carry `location: undefined`,
 * ours leave it out. IntlMessageFormat formats the same through it, and it exports every name
 * intl-messageformat imports from the parser.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import * as real from 'intl-messageformat-parser';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import * as ours from './messageParser';

const OPTIONS = [{ normalizeHashtagInPlural: false }, undefined];

type Parse = (input: string, opts?: { normalizeHashtagInPlural?: boolean }) => unknown;

/** The AST, or 'throws'. */
function outcome(parse: Parse, input: string, opts?: object) {
  try {
    return parse(input, opts);
  } catch {
    return 'throws';
  }
}

/** Ours against the real parser on each input, with each set of options; a failure names the input that differs. */
function compare(inputs: string[], options = OPTIONS) {
  for (const input of inputs) {
    for (const opts of options) {
      const label = `${JSON.stringify(input)} with ${opts ? 'normalizeHashtagInPlural: false' : 'the default options'}`;
      expect(outcome(ours.parse, input, opts), label).toEqual(outcome(real.parse, input, opts));
    }
  }
}

const EDGE_CASES = [
  '',
  'Hello',
  '你好，世界 😀 ñ',
  'a}b',
  'line\nbreak\ttab',
  '{name}',
  '{ name }',
  '{\tname\n}',
  '{0}',
  '{12}',
  '{名字}',
  'Hello {name}, you have {count} messages',
  "It''s",
  "''",
  "'",
  "a'b",
  "'{name}'",
  "'{name}",
  "'}'",
  "x '{a}' y '{b}' z",
  "'{a''b''c'",
  "'{a'''",
  "''{name}''",
  "'#'",
  "a # b '#'",
  '{n, number}',
  '{n,number}',
  '{n, number, percent}',
  '{n,number,percent}',
  '{ n , number , percent }',
  '{n, number, percent }',
  '{n, number, integer}',
  "{n, number, a''b}",
  "{n, number, '{x}'}",
  '{n, number, a, b}',
  '{n, number, \uFEFF}',
  '{d, date}',
  '{d, date, short}',
  '{d, date, long}',
  '{d, date, short x}',
  '{t, time}',
  '{t, time, medium}',
  '{n, number, ::currency/USD}',
  '{n, number, ::percent .00}',
  '{n, number, :: compact-short }',
  '{n, number, ::}',
  '{n, number, ::a/}',
  '{d, date, ::yyyyMMdd}',
  '{d, date, ::yyyy }',
  "{d, date, ::yyyy'年'M'月'd'日'}",
  "{d, date, ::EEEE, h:mm a ''}",
  "{d, date, ::'''x'}",
  "{d, date, ::'ab}",
  '{n, plural, one {# item} other {# items}}',
  '{n, plural, =0 {none} one {one} other {#}}',
  '{n, plural, =0{none}=1{one}other{many}}',
  '{n,plural,=-0{a}other{b}}',
  '{n, plural, offset:1 =0 {nobody} one {you and one} other {you and # others}}',
  '{n, plural, offset: 2 other {#}}',
  '{n, plural, offset:-1 other {#}}',
  '{n, plural, offset:-0 other {#}}',
  '{n, plural, offset:01 {a} other {b}}',
  '{n, plural, offset {a} other {b}}',
  '{n, plural, one {#} }',
  '{n, plural, other {\'#\'}}',
  "{n, plural, other {'# and '' and '{'}}",
  "{n, plural, other {a '## b}}",
  '{n, plural, other {\\# x}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{g, select, male {He} female {She} other {They}}',
  '{g, select, other {## x}}',
  '{g, select, other {{n, plural, one {# x} other {# y}}}}',
  '{n, plural, other {{g, select, male {# him} other {# them}}}}',
  '{n, plural, one {{m, plural, other {# #}}} other {# {m, plural, other {#}}}}',
  '{g, select, a {{h, select, b {x} other {y}}} other {z}}',
  '{n, plural, other {{d, date, short} #}}',
  '{n, plural, other {{x, number, a#b}}}',
  '{n, plural, other {\'{x, plural, other {#}}\'}}',
];

const MALFORMED = [
  '{',
  '}{',
  '{name',
  '{}',
  '{ }',
  '{01}',
  '{1a}',
  '{a b}',
  '{a!}',
  '{n, }',
  '{n, foo}',
  '{n, numberx}',
  '{n, number, }',
  '{n, number,',
  '{n, number, percent',
  '{n, number, ::a\'b}',
  '{n, plural}',
  '{n, plural, }',
  '{n, plural, other}',
  '{n, plural, other {a}',
  '{n, plural, one {a} other {b}',
  '{n, plural, one {a}, other {b}}',
  '{n, plural, =x {a} other {b}}',
  '{n, plural, =01 {a} other {b}}',
  '{n, plural, offset:x other {a}}',
  '{n, plural, other {a} other {b}}',
  '{n, pluralx, other {a}}',
  '{n, selectordinalx, other {a}}',
  '{g, select, =1 {a} other {b}}',
  '{g, select, offset:1 other {b}}',
  '{g, select, constructor {a} other {b}}',
  '{g, select, __proto__ {a} other {b}}',
  '{g, select, a {b} a {c}}',
  '{g, select, other {a {b}',
  '{g, select, other {{}}}',
  "{g, select, other {a'}'}",
  '{g, select other {a}}',
];

describe('intl-messageformat-parser stand-in', () => {
  it('parses every message of both dictionaries as the real parser does', () => {
    const messages = [...Object.values(zhCN), ...Object.values(enUS)] as string[];
    expect(messages.length).toBeGreaterThan(1000);
    compare(messages);
  });

  it('parses the edge cases as the real parser does', () => {
    compare(EDGE_CASES);
  });

  it('throws where the real parser throws', () => {
    for (const input of MALFORMED) expect(() => real.parse(input), input).toThrow();
    compare(MALFORMED);
  });

  it('reads white space and argument names as the real parser does, for every UTF-16 code unit', () => {
    const inputs: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      inputs.push(`{a${c}b}`, `{${c}}`, `{n, number, x${c}}`);
    }
    compare(inputs, [OPTIONS[0]]);
  });

  it('agrees with the real parser on a seeded fuzz of 5,000 strings', () => {
    const TOKENS = [
      'a', ' ', '{', '}', "'", "''", '#', ',', 'x', 'plural', 'select', 'selectordinal', 'other', 'one', '=1',
      'number', 'date', 'percent', '::', 'yyyy', '/', 'offset:1', '{x}', '{n, plural, one {#} other {# y}}',
      '{n, plural, ', '{s, select, ', '{n, number, ', 'other {', 'one {', '=0 {', '\u3000', '—', '\\',
      "'{", "'#", '{d, date, ', '::currency/USD',
    ];
    let seed = 20240611;
    // mulberry32: a small deterministic PRNG.
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const token = () => TOKENS[Math.floor(random() * TOKENS.length)];
    const message = () => Array.from({ length: 1 + Math.floor(random() * 12) }, token).join('');
    const inputs = Array.from({ length: 5000 }, message);
    compare(inputs);
    // The fuzz reaches both sides: messages that parse (plurals among them) and messages that do not.
    const parsed = inputs.filter((input) => outcome(real.parse, input) !== 'throws');
    expect(parsed.length).toBeGreaterThan(1000);
    expect(parsed.filter((input) => input.includes('plural')).length).toBeGreaterThan(100);
    expect(inputs.length - parsed.length).toBeGreaterThan(1000);
  });

  it('formats through IntlMessageFormat as the real parser does', () => {
    const messages: [string, Record<string, string | number | Date>][] = [
      ['{n, plural, =0 {no items} one {# item} other {# items}}', { n: 0 }],
      ['{n, plural, =0 {no items} one {# item} other {# items}}', { n: 1 }],
      ['{n, plural, =0 {no items} one {# item} other {# items}}', { n: 1234 }],
      ['{n, plural, offset:1 one {you and # other} other {you and # others}}', { n: 3 }],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
      ['{g, select, male {He} female {She} other {They}} said {what}', { g: 'female', what: "'hi'" }],
      ['{p, number, percent} done, {x, number}', { p: 0.256, x: 12345.678 }],
      ['{d, date, medium} {d, time, short}', { d: new Date(2024, 0, 2, 3, 4, 5) }],
      ["It''s '{literal}'", {}],
    ];
    const format = () => messages.map(([message, values]) => new IntlMessageFormat(message, 'en-US').format(values));
    const original = IntlMessageFormat.__parse;
    const expected = format();
    try {
      IntlMessageFormat.__parse = ours.parse as typeof original;
      expect(format()).toEqual(expected);
    } finally {
      IntlMessageFormat.__parse = original;
    }
    expect(expected).toContain('1,234 items');
    expect(expected).toContain('26% done, 12,345.678');
  });

  it('exports every name intl-messageformat imports from the parser', () => {
    const lib = path.join(path.dirname(require.resolve('intl-messageformat/package.json')), 'lib');
    const imported = new Set<string>();
    for (const file of readdirSync(lib).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(lib, file), 'utf8');
      for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]intl-messageformat-parser['"]/g)) {
        for (const name of names.split(',')) if (name.trim()) imported.add(name.trim().split(/\s+as\s+/)[0]);
      }
    }
    expect(imported).toContain('parse');
    expect(imported.size).toBeGreaterThanOrEqual(12);
    expect(Object.keys(ours)).toEqual(expect.arrayContaining([...imported]));
  });

  it('reads common skeletons into the same Intl options', () => {
    const numberSkeletons = [
      'percent', 'currency/USD', 'group-off .00', '.0##', 'precision-integer', 'compact-short',
      'measure-unit/length-meter',
    ];
    for (const input of numberSkeletons.map((skeleton) => `{n, number, ::${skeleton}}`)) {
      const { style } = real.parse(input)[0] as { style: real.NumberSkeleton };
      expect(ours.convertNumberSkeletonToNumberFormatOptions(style.tokens), input).toEqual(
        real.convertNumberSkeletonToNumberFormatOptions(style.tokens),
      );
    }
    const dateSkeletons = [
      'yyyyMMdd', 'yMd', 'yy-MM-dd HH:mm:ss', 'EEEE, MMMM d, y', 'h:mm a z', "yyyy'年'M'月'd'日'", "'at' h",
      'GGGG kk',
    ];
    for (const skeleton of dateSkeletons) {
      expect(ours.parseDateTimeSkeleton(skeleton), skeleton).toEqual(real.parseDateTimeSkeleton(skeleton));
    }
  });
});

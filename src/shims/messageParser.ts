/**
 * A hand-written stand-in for intl-messageformat-parser 3.6.4, the PEG-generated ICU MessageFormat
 * parser that react-intl 3.12 (Umi's locale plugin) reaches through intl-messageformat 7.8.4. The
 * build replaces `intl-messageformat-parser` with this module (.umirc.ts), which took 4.5 KB gzip off
 * the entry chunk that every page loads. It exports what intl-messageformat imports from the parser and gives the same AST for
 * literals, `{arg}`, `{arg, number|date|time[, style]}`, plural / selectordinal (offset, `=N`, `#`),
 * select, nesting and the ICU 4.8 apostrophe rules, with the parser's own quirks (`{01}` fails, only
 * the first `''` inside a quoted run becomes `'`, a plural needs no `other`, option names such as
 * `constructor` count as duplicates). Number and date skeletons (`::…`) parse to the same objects;
 * the two functions that turn skeletons into Intl options cover the common stems only (see them).
 * messageParser.test.ts compares it with the real parser (same AST, or both throw) on every message
 * of both dictionaries, on hand-written edge and malformed cases, on every UTF-16 code unit in an
 * argument name and on a seeded fuzz, and formats through IntlMessageFormat with it.
 */

/** The element types, numbered as in the original (a TypeScript enum: `TYPE[0] === 'literal'`). */
export enum TYPE {
  literal,
  argument,
  number,
  date,
  time,
  select,
  plural,
  pound,
}

/** The AST, as the original's types.d.ts has it (without locations, which it adds only on request). */
export type NumberSkeletonToken = { stem: string; options: string[] };
export type NumberSkeleton = { type: 0; tokens: NumberSkeletonToken[] };
export type DateTimeSkeleton = { type: 1; pattern: string };
export type Style = string | NumberSkeleton | DateTimeSkeleton | null;
export type PluralOrSelectOption = { value: MessageFormatElement[] };
type Base<T extends TYPE> = { type: T; value: string };
type Options<T extends TYPE> = Base<T> & { options: Record<string, PluralOrSelectOption> };
export type MessageFormatElement =
  | Base<TYPE.literal | TYPE.argument>
  | (Base<TYPE.number | TYPE.date | TYPE.time> & { style: Style })
  | Options<TYPE.select>
  | (Options<TYPE.plural> & { offset: number; pluralType: 'cardinal' | 'ordinal' })
  | { type: TYPE.pound };
type Element<T extends TYPE> = MessageFormatElement & { type: T };

const guard = <T extends TYPE>(type: T) => (el: MessageFormatElement): el is Element<T> => el.type === type;
export const isLiteralElement = guard(TYPE.literal);
export const isArgumentElement = guard(TYPE.argument);
export const isNumberElement = guard(TYPE.number);
export const isDateElement = guard(TYPE.date);
export const isTimeElement = guard(TYPE.time);
export const isSelectElement = guard(TYPE.select);
export const isPluralElement = guard(TYPE.plural);
export const isPoundElement = guard(TYPE.pound);
export const isNumberSkeleton = (el: unknown): el is NumberSkeleton => (el as NumberSkeleton | null)?.type === 0;
export const isDateTimeSkeleton = (el: unknown): el is DateTimeSkeleton => (el as DateTimeSkeleton | null)?.type === 1;

// \p{White_Space} and \p{Pattern_Syntax}, as the original spells them out.
const WHITE_SPACE = /[\t-\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/;
const PATTERN_SYNTAX = new RegExp(
  '[!-/:-@[-^`{-~\xA1-\xA7\xA9\xAB\xAC\xAE\xB0\xB1\xB6\xBB\xBF\xD7\xF7\u2010-\u2027\u2030-\u203E' +
    '\u2041-\u2053\u2055-\u205E\u2190-\u245F\u2500-\u2775\u2794-\u2BFF\u2E00-\u2E7F\u3001-\u3003\u3008-\u3020' +
    '\u3030\uFD3E\uFD3F\uFE45\uFE46]',
);

/** Parses an ICU message; `#` in plural and select options becomes `{arg, number}` unless told otherwise. */
export function parse(input: string, opts?: { normalizeHashtagInPlural?: boolean }): MessageFormatElement[] {
  const els = parseMessage(input);
  if (opts?.normalizeHashtagInPlural !== false) normalizeHashtagInPlural(els);
  return els;
}

/**
 * The grammar, rule for rule, as a recursive descent over `input` with the index `pos`. Where the PEG
 * parser would backtrack out of a broken `{…}`, nothing around it can consume the `{` either, so the
 * whole parse fails: any error throws at once.
 */
function parseMessage(input: string): MessageFormatElement[] {
  let pos = 0;
  const fail = (): never => {
    throw new SyntaxError(`Malformed message at ${pos}: ${input}`);
  };
  const eat = (text: string) => input.startsWith(text, pos) && (pos += text.length) > 0;
  const expect = (text: string) => eat(text) || fail();
  const run = (ok: (c: string) => boolean) => {
    const start = pos;
    while (pos < input.length && ok(input[pos])) pos++;
    return input.slice(start, pos);
  };
  const ws = () => run((c) => WHITE_SPACE.test(c));
  // The end of `("''" / [^'])*` from `from`: the body of a quoted run.
  const quotedEnd = (from: number) => {
    while (from < input.length && (input[from] !== "'" || input[from + 1] === "'")) from += input[from] === "'" ? 2 : 1;
    return from;
  };
  // `0`, or a run of digits not starting with 0 (so `{01}` fails, as in the original).
  const argNumber = () => (eat('0') ? '0' : run((c) => c >= '0' && c <= '9'));
  const argName = () => run((c) => !WHITE_SPACE.test(c) && !PATTERN_SYNTAX.test(c));
  const number = (): number | null => {
    const start = pos;
    const negative = eat('-');
    const digits = argNumber();
    if (!digits) pos = start;
    return digits ? (negative ? -Number(digits) || 0 : Number(digits)) : null;
  };

  // messageElement*: text, `#` and `{…}` elements, up to a closing `}` or the end. `nested`: inside an
  // option or a style, where `}` ends the text; `plural`: inside a plural option, where `#` is the count.
  function message(nested: boolean, plural: boolean): MessageFormatElement[] {
    const els: MessageFormatElement[] = [];
    for (;;) {
      const value = text(nested, plural);
      if (value) els.push({ type: TYPE.literal, value });
      if (plural && eat('#')) els.push({ type: TYPE.pound });
      else if (input[pos] === '{') els.push(element());
      else return els;
    }
  }

  // messageText: `''` is `'`; `'` before `{`, `}` (or `#` in a plural option) quotes up to the next lone `'`.
  function text(nested: boolean, plural: boolean): string {
    let value = '';
    while (pos < input.length) {
      const c = input[pos];
      const next = input.charAt(pos + 1);
      if (c === "'" && next === "'") {
        value += "'";
        pos += 2;
      } else if (c === "'" && (next === '{' || next === '}' || (plural && next === '#'))) {
        const end = quotedEnd(pos + 2);
        value += next + input.slice(pos + 2, end).replace("''", "'");
        pos = input[end] === "'" ? end + 1 : end;
      } else if (c === '{' || (plural && c === '#') || (nested && c === '}')) {
        break;
      } else {
        value += c;
        pos++;
      }
    }
    return value;
  }

  // `{` _ argNameOrNumber _ then `}`, or `,` _ and a type word.
  function element(): MessageFormatElement {
    pos++;
    ws();
    const value = argNumber() || argName() || fail();
    ws();
    if (eat('}')) return { type: TYPE.argument, value };
    expect(',');
    ws();
    if (eat('number')) return simple(TYPE.number, value);
    if (eat('date')) return simple(TYPE.date, value);
    if (eat('time')) return simple(TYPE.time, value);
    if (eat('plural')) return options(value, 'cardinal');
    if (eat('selectordinal')) return options(value, 'ordinal');
    if (eat('select')) return options(value);
    return fail();
  }

  // _ (`,` _ style)? _ `}`: a `::` skeleton, else the style text with trailing white space cut.
  function simple(type: TYPE.number | TYPE.date | TYPE.time, value: string): MessageFormatElement {
    let style: Style = null;
    ws();
    if (eat(',')) {
      ws();
      const start = pos;
      style = eat('::') ? (type === TYPE.number ? numberSkeleton() : dateTimeSkeleton()) : null;
      if (!style) {
        pos = start;
        style = text(true, false).replace(/\s*$/, '');
        if (pos === start) fail();
      }
    }
    ws();
    expect('}');
    return { type, value, style } as MessageFormatElement;
  }

  // (_ stem (`/` option)*)+, each a run of anything but white space, `'`, `/`, `{` and `}`.
  // White space after the last token stays consumed: the `}` check would skip it anyway.
  function numberSkeleton(): NumberSkeleton | null {
    const idChar = (c: string) => c !== '' && !WHITE_SPACE.test(c) && !"'/{}".includes(c);
    const tokens: NumberSkeletonToken[] = [];
    for (;;) {
      ws();
      const stem = run(idChar);
      if (!stem) return tokens.length ? { type: 0, tokens } : null;
      const options: string[] = [];
      while (input[pos] === '/' && idChar(input.charAt(pos + 1)) && ++pos) options.push(run(idChar));
      tokens.push({ stem, options });
    }
  }

  // ("'" ("''" / [^'])+ "'" / ("''" / [^a-zA-Z'{}])+ / [a-zA-Z]+)+, kept as written.
  function dateTimeSkeleton(): DateTimeSkeleton | null {
    const start = pos;
    for (let from = -1; from !== pos; ) {
      from = pos;
      const end = input[pos] === "'" ? quotedEnd(pos + 1) : pos;
      if (end > pos + 1 && input[end] === "'") {
        pos = end + 1;
        continue;
      }
      while (input.startsWith("''", pos) || /[^a-zA-Z'{}]/.test(input.charAt(pos))) pos += input[pos] === "'" ? 2 : 1;
      if (pos === from) run((c) => /[a-zA-Z]/.test(c));
    }
    return pos > start ? { type: 1, pattern: input.slice(start, pos) } : null;
  }

  // _ `,` _ (`offset:` _ number)? _ option+ _ `}`, an option being _ id _ `{` message `}`.
  function options(value: string, pluralType?: 'cardinal' | 'ordinal'): MessageFormatElement {
    const all: Record<string, PluralOrSelectOption> = {};
    let offset = 0;
    ws();
    expect(',');
    ws();
    if (pluralType && input.startsWith('offset:', pos)) {
      const start = pos;
      pos += 7;
      ws();
      const n = number();
      if (n === null) pos = start;
      else offset = n;
    }
    for (;;) {
      const start = pos;
      ws();
      const idStart = pos;
      const id = pluralType && eat('=') ? (number() === null ? '' : input.slice(idStart, pos)) : argName();
      ws();
      if (!id || !eat('{')) {
        pos = start;
        break;
      }
      const option = message(true, !!pluralType);
      expect('}');
      // `in`, as the original checks: `constructor` or `toString` counts as a duplicate too.
      if (id in all) fail();
      all[id] = { value: option };
    }
    if (!Object.keys(all).length) fail();
    ws();
    expect('}');
    return pluralType
      ? { type: TYPE.plural, pluralType, value, offset, options: all }
      : { type: TYPE.select, value, options: all };
  }

  return message(false, false);
}

/**
 * The original's normalize.js: in each plural and select option, the first literal holding a `#` not
 * after a backslash has every such `#` rewritten to `{arg, number}` and is parsed again in its place.
 */
function normalizeHashtagInPlural(els: MessageFormatElement[]): void {
  for (const el of els) {
    if (el.type !== TYPE.plural && el.type !== TYPE.select) continue;
    for (const option of Object.values(el.options)) {
      const i = option.value.findIndex((x) => x.type === TYPE.literal && /(^|[^\\])#/.test(x.value));
      if (i >= 0) {
        const literal = option.value[i] as Element<TYPE.literal>;
        option.value.splice(i, 1, ...parseMessage(literal.value.replace(/(^|[^\\])#/g, `$1{${el.value}, number}`)));
      }
      normalizeHashtagInPlural(option.value);
    }
  }
}

const NUMBER_STEMS: Record<string, Record<string, string | number | boolean>> = {
  percent: { style: 'percent' },
  'group-off': { useGrouping: false },
  'precision-integer': { maximumFractionDigits: 0 },
  'compact-short': { notation: 'compact', compactDisplay: 'short' },
  'compact-long': { notation: 'compact', compactDisplay: 'long' },
  'notation-simple': { notation: 'standard' },
  scientific: { notation: 'scientific' },
  engineering: { notation: 'engineering' },
};

/**
 * Number skeleton tokens as Intl.NumberFormat options, for the stems above, `currency/XXX`,
 * `measure-unit/…` and fraction precision `.00` / `.00##`. The original also reads significant
 * digits (`@@#`), sign display (`sign-…`), `unit-width-…` and the options of scientific /
 * engineering: not this one.
 */
export function convertNumberSkeletonToNumberFormatOptions(tokens: NumberSkeletonToken[]): Intl.NumberFormatOptions {
  const result: Record<string, string | number | boolean> = {};
  for (const { stem, options } of tokens) {
    const fraction = /^\.(0+)(#*)$/.exec(stem);
    if (stem === 'currency') Object.assign(result, { style: 'currency', currency: options[0] });
    else if (stem === 'measure-unit') Object.assign(result, { style: 'unit', unit: options[0].replace(/^(.*?)-/, '') });
    else if (fraction) {
      result.minimumFractionDigits = fraction[1].length;
      result.maximumFractionDigits = fraction[1].length + fraction[2].length;
    } else Object.assign(result, NUMBER_STEMS[stem]);
  }
  return result;
}

/**
 * A date skeleton (`yyyyMMdd`, `EEEE h:mm a`…) as Intl.DateTimeFormat options: era, year, month,
 * day, weekday, hour (h / H / K / k), minute, second, time zone name and `a`, outside quoted text.
 * Where the original throws a RangeError (week, quarter, `e`, `c`, `D`…) this ignores the field.
 */
export function parseDateTimeSkeleton(skeleton: string): Intl.DateTimeFormatOptions {
  const result: Record<string, string | boolean> = {};
  const digits = ['numeric', '2-digit'];
  const hourCycles: Record<string, string> = { h: 'h12', H: 'h23', K: 'h11', k: 'h24' };
  // One field per run of a letter, at most as long as the original reads it; quoted text is skipped.
  const field = /(?:G{1,5}|y+|[ML]{1,5}|d{1,2}|E{1,6}|a{1,5}|[hHKk]{1,2}|[ms]{1,2}|z{1,4})(?=(?:[^']*'[^']*')*[^']*$)/g;
  skeleton.replace(field, (match) => {
    const [c, n] = [match[0], match.length];
    if (c === 'G') result.era = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short';
    else if (c === 'y') result.year = n === 2 ? '2-digit' : 'numeric';
    else if (c === 'M' || c === 'L') result.month = ['numeric', '2-digit', 'short', 'long', 'narrow'][n - 1];
    else if (c === 'E') result.weekday = n === 5 ? 'narrow' : 'short';
    else if (c === 'a') result.hour12 = true;
    else if (c === 'z') result.timeZoneName = n < 4 ? 'short' : 'long';
    else if (c in hourCycles) Object.assign(result, { hourCycle: hourCycles[c], hour: digits[n - 1] });
    else result[{ d: 'day', m: 'minute', s: 'second' }[c] as string] = digits[n - 1];
    return '';
  });
  return result;
}

/**
 * Enumerations of the specification (run status, battery state, ...): each
 * value one named constant, one translation id (`enum.<name>.<value>`) and one
 * status colour (an antd Tag/Badge status or preset colour).
 */
export type StatusColor = 'success' | 'processing' | 'error' | 'warning' | 'default';

export interface Enumeration<K extends string> {
  name: string;
  /** Constant name -> value. */
  values: Readonly<Record<K, number>>;
  /** Every value in order, with its translation id and colour. */
  entries: ReadonlyArray<{ value: number; key: K; id: string; color: StatusColor }>;
  /** The translation id of a value; unknown values get `enum.unknown`. */
  idOf: (value: number | null | undefined) => string;
  colorOf: (value: number | null | undefined) => StatusColor;
  has: (value: unknown) => value is number;
}

export const UNKNOWN_ENUM_ID = 'enum.unknown';

export function defineEnumeration<K extends string>(
  name: string,
  spec: Readonly<Record<K, readonly [value: number, color: StatusColor]>>,
): Enumeration<K> {
  const keys = Object.keys(spec) as K[];
  const entries = keys.map((key) => ({ key, value: spec[key][0], id: `enum.${name}.${spec[key][0]}`, color: spec[key][1] }));
  const byValue = new Map(entries.map((entry) => [entry.value, entry]));
  return {
    name,
    values: Object.fromEntries(keys.map((key) => [key, spec[key][0]])) as Record<K, number>,
    entries,
    idOf: (value) => (value === null || value === undefined ? UNKNOWN_ENUM_ID : (byValue.get(value)?.id ?? UNKNOWN_ENUM_ID)),
    colorOf: (value) => (value === null || value === undefined ? 'default' : (byValue.get(value)?.color ?? 'default')),
    has: (value): value is number => typeof value === 'number' && byValue.has(value),
  };
}

/** What widgets need of any enumeration (its constant names do not matter to them). */
export type EnumerationView = Pick<Enumeration<string>, 'name' | 'entries' | 'idOf' | 'colorOf'>;

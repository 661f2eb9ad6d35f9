/**
 * Form values as a draft keeps them, and back (store.ts keeps them): dates
 * as `{ $date: ISO }`, never a secret or a file. Loaded with the forms (the
 * signed-in shell), not with the entry.
 */
import dayjs from 'dayjs';
import type { Stored } from './store';

/** Names of fields never kept, at any depth. */
const SECRET_NAME = /pass(word)?|pwd|captcha|secret|^code$|verif/i;

const isFileLike = (value: unknown) =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof value === 'object' && value !== null && ('originFileObj' in value || ('uid' in value && 'status' in value && 'name' in value)));

/**
 * Form values as a draft keeps them: dates as `{ $date: ISO }`, no file, no
 * field of a secret name and none of `exclude` (top-level names). Undefined
 * fields and functions are left out.
 */
export function toStored(values: unknown, exclude: readonly string[] = []): Stored {
  const walk = (value: unknown): Stored | undefined => {
    if (value === null) return null;
    if (dayjs.isDayjs(value)) return { $date: value.toISOString() };
    if (value instanceof Date) return { $date: value.toISOString() };
    if (isFileLike(value)) return undefined;
    if (Array.isArray(value)) {
      if (value.some(isFileLike)) return undefined;
      return value.map((item) => walk(item) ?? null);
    }
    if (typeof value === 'object') {
      const out: Record<string, Stored> = {};
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        if (SECRET_NAME.test(key)) continue;
        const kept = walk(item);
        if (kept !== undefined) out[key] = kept;
      }
      return out;
    }
    if (typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    return undefined;
  };
  const top = walk(values);
  if (top === undefined || top === null || typeof top !== 'object' || Array.isArray(top)) return top ?? null;
  for (const name of exclude) delete top[name];
  return top;
}

/** A kept value as the form takes it again (dates as dayjs). */
export function fromStored(value: Stored): unknown {
  if (Array.isArray(value)) return value.map(fromStored);
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$date' && typeof value.$date === 'string') return dayjs(value.$date);
    return Object.fromEntries(keys.map((key) => [key, fromStored(value[key])]));
  }
  return value;
}

/** Whether two kept values are the same (field order aside). */
export function sameStored(a: Stored, b: Stored): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameStored(item, b[index]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameStored(a[key], b[key]));
}

/**
 * lodash's `merge` as Umi's antd plugin uses it (`merge({}, prev, next)`, to
 * fold `useAntdConfigSetter` updates into the antd configuration), without
 * the 15 KB of lodash internals it brought into the entry chunk (the build
 * replaces `lodash/merge` with this module, see .umirc.ts). ProTable's
 * column-state store and pro-utils' submit-value transform use lodash-es's
 * `merge` the same way (a result from copies, plain values and dayjs
 * instances), and get this module too.
 *
 * Same rules as lodash for what reaches it: plain objects and arrays merge
 * deeply into copies (arrays index by index), `undefined` never overwrites a
 * value, anything else (functions such as theme algorithms, class instances,
 * dates) is taken as it is.
 */
type Value = unknown;

const isPlainObject = (value: Value): value is Record<string, Value> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

function mergeValue(target: Value, source: Value): Value {
  if (source === undefined) return target;
  if (Array.isArray(source)) {
    const base: Value[] = Array.isArray(target) ? [...target] : [];
    source.forEach((item, index) => {
      base[index] = mergeValue(base[index], item);
    });
    return base;
  }
  if (isPlainObject(source)) {
    const base: Record<string, Value> = isPlainObject(target) ? { ...target } : {};
    for (const key of Object.keys(source)) base[key] = mergeValue(base[key], source[key]);
    return base;
  }
  return source;
}

export default function merge<T extends object>(target: T, ...sources: Value[]): T {
  const record = target as Record<string, Value>;
  for (const source of sources) {
    if (!isPlainObject(source)) continue;
    for (const key of Object.keys(source)) record[key] = mergeValue(record[key], source[key]);
  }
  return target;
}

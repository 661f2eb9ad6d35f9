/**
 * rc-tree's helpers as antd Table's selection imports them (.umirc.ts,
 * 'strict-selection'). The selection checks a tree of rows (a parent with
 * its children) only when `rowSelection.checkStrictly` is false; no list of
 * the console sets it (strictSelection.test.ts checks the sources), so its
 * rows are checked one by one and the tree helpers, with rc-tree's node
 * module they pull in (about 3.4 KB gzip), leave every list's cold load.
 * The two list helpers a strict selection uses are here; the tree ones say
 * why they are missing if a table ever asks for them.
 */

/** The list without `value` (rc-tree's `arrDel`). */
export function arrDel<T>(list: T[] | null | undefined, value: T): T[] {
  return (list ?? []).filter((item) => item !== value);
}

/** The list with `value` at its end unless it holds it already (rc-tree's `arrAdd`). */
export function arrAdd<T>(list: T[] | null | undefined, value: T): T[] {
  const copy = (list ?? []).slice();
  if (!copy.includes(value)) copy.push(value);
  return copy;
}

function unsupported(): never {
  throw new Error('rowSelection.checkStrictly = false is not in this build: src/shims/strictSelection.ts says why, and .umirc.ts how to take rc-tree back');
}

/** A tree selection's conduction (rc-tree's `conductCheck`): not in this build. */
export const conductCheck = unsupported;
/** A tree selection's key entities (rc-tree's `convertDataToEntities`): not in this build. */
export const convertDataToEntities = unsupported;

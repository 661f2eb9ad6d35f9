/**
 * The build hands antd Table's selection src/shims/strictSelection.ts for rc-tree's helpers
 * (.umirc.ts, 'strict-selection'): antd still imports them by the paths the build matches, the
 * list helpers answer as rc-tree's do, and no source sets `checkStrictly`, the one case that
 * would call the tree helpers the shim leaves out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arrAdd as theirAdd, arrDel as theirDel } from 'rc-tree/es/util';
import { arrAdd, arrDel, conductCheck, convertDataToEntities } from './strictSelection';

const root = path.resolve(__dirname, '../..');

it('replaces imports that antd Table still makes by the paths the build matches', () => {
  const selection = readFileSync(path.join(root, 'node_modules/antd/es/table/hooks/useSelection.js'), 'utf8');
  const imports = [...selection.matchAll(/^import .* from "(rc-tree\/[^"]+)";$/gm)].map((match) => match[1]);
  expect(imports.sort()).toEqual(['rc-tree/es/util', 'rc-tree/es/utils/conductUtil', 'rc-tree/es/utils/treeUtil']);
  // What antd takes from them: the list helpers, and the tree ones only when the check is not strict.
  expect(selection).toMatch(/^import \{ arrAdd, arrDel \} from "rc-tree\/es\/util";$/m);
  expect(selection).toMatch(/if \(checkStrictly\) \{\s+return \{\s+keyEntities: null/);
});

it('adds and removes a key as rc-tree does', () => {
  const cases: Array<[React.Key[] | undefined, React.Key]> = [
    [undefined, 'a'],
    [[], 'a'],
    [['a', 'b'], 'b'],
    [['a', 'b'], 'c'],
    [[1, 2, 3], 2],
  ];
  for (const [list, key] of cases) {
    expect(arrAdd(list, key)).toEqual(theirAdd(list as React.Key[], key));
    expect(arrDel(list, key)).toEqual(theirDel(list as React.Key[], key));
  }
  const list = ['a'];
  expect(arrAdd(list, 'b')).not.toBe(list);
  expect(list).toEqual(['a']);
});

it('says why a tree of rows checked together is not in this build', () => {
  expect(() => conductCheck()).toThrow(/checkStrictly = false is not in this build/);
  expect(() => convertDataToEntities()).toThrow(/checkStrictly = false is not in this build/);
});

it('finds no table in the sources that checks a tree of rows together', () => {
  const named = (word: string) =>
    execFileSync('grep', ['-rlw', word, path.join(root, 'src')], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((file) => path.relative(root, file));
  const selections = new Set(named('rowSelection'));
  // A file naming both would be a table setting it, which needs rc-tree back (a Tree's own
  // `checkStrictly`, as the permission tree's, is not the table's).
  expect(named('checkStrictly').filter((file) => selections.has(file) && !file.startsWith('src/shims/strictSelection'))).toEqual([]);
  expect(named('checkStrictly')).toContain('src/components/roles/PermissionTreeInput.tsx');
});

/**
 * The ProComponents parts the build leaves out (proOmitted.tsx): none of the
 * console's screens uses them, the modules they replace still exist where the
 * build looks for them, every name imported from those modules still resolves,
 * and one rendered anyway says what it is instead of drawing something.
 */
import { render } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as shim from './proOmitted';
import Omitted, { OMITTED_MODULES } from './proOmitted';

const root = path.resolve(__dirname, '../..');
const moduleFile = (pkg: string, module: string) => path.join(root, 'node_modules/@ant-design', pkg, 'es', module, 'index.js');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !file.includes(`${path.sep}shims${path.sep}`) ? [file] : [];
  });
}
const code = sources(path.join(root, 'src')).map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

/** valueTypes whose renderers stay in the build (pro-field/es/index.js's switch). */
const KEPT_VALUE_TYPES = ['text', 'select', 'option', 'date', 'dateTime', 'dateRange', 'dateTimeRange', 'textarea', 'switch', 'radio', 'radioButton', 'checkbox', 'index', 'indexBorder'];

/** ProComponents exports drawn by a left-out module. */
const OMITTED_EXPORTS = [
  'ProFormDigit',
  'ProFormDigitRange',
  'ProFormMoney',
  'ProFormColorPicker',
  'ProFormCascader',
  'ProFormTreeSelect',
  'ProFormSlider',
  'ProFormRate',
  'ProFormSegmented',
  'ProFormTimePicker',
  'ProFormList',
  'StepsForm',
  'DrawerForm',
  'LightFilter',
];

describe('ProComponents parts left out of the build', () => {
  it('finds the console sources it checks', () => {
    expect(code.some(({ file }) => file === path.join('src', 'pages', 'assets', 'list', 'columns.tsx'))).toBe(true);
    expect(code.filter(({ text }) => /valueType/.test(text)).length).toBeGreaterThan(5);
  });

  it('no screen uses a valueType whose renderer is left out', () => {
    const used = code.flatMap(({ file, text }) =>
      [...text.matchAll(/valueType[=:]\s*\{?\s*['"](\w+)['"]/g)].map((match) => ({ file, valueType: match[1] })),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter(({ valueType }) => !KEPT_VALUE_TYPES.includes(valueType))).toEqual([]);
  });

  it('no screen uses a ProForm field or layout that is left out', () => {
    const offending = code.flatMap(({ file, text }) =>
      [...OMITTED_EXPORTS, 'ProFormText.Password']
        .filter((name) => new RegExp(`\\b${name.replace('.', '\\.')}\\b`).test(text))
        .map((name) => `${file}: ${name}`),
    );
    expect(offending).toEqual([]);
  });

  it('each replaced module exists where the build looks for it', () => {
    const missing = Object.entries(OMITTED_MODULES).flatMap(([pkg, modules]) =>
      modules.filter((module) => {
        try {
          return !statSync(moduleFile(pkg, module)).isFile();
        } catch {
          return true;
        }
      }),
    );
    expect(missing).toEqual([]);
  });

  it('exports every name the replaced modules export', () => {
    const names = Object.entries(OMITTED_MODULES).flatMap(([pkg, modules]) =>
      modules.flatMap((module) => {
        const text = readFileSync(moduleFile(pkg, module), 'utf8');
        const declared = [...text.matchAll(/^export (?:var|const|let|function) (\w+)/gm)].map((match) => match[1]);
        const listed = [...text.matchAll(/^export \{([^}]+)\}/gm)].flatMap((match) =>
          match[1].split(',').map((part) => part.trim().split(/\s+as\s+/).pop() ?? ''),
        );
        return [...declared, ...listed].filter(Boolean);
      }),
    );
    expect(names).toEqual(expect.arrayContaining(['FieldTimeRangePicker', 'StepsForm', 'ProFormList', 'FormListContext']));
    expect(names.filter((name) => !(name in shim))).toEqual([]);
  });

  it('a left-out renderer drawn anyway fails with its name', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Omitted valueType="money" />)).toThrow(/ProField renderer \(money\) is left out of the build/);
    expect(() => render(<shim.StepsForm />)).toThrow(/StepsForm is left out of the build/);
    quiet.mockRestore();
  });
});

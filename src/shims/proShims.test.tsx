/**
 * The build's stand-ins for ProComponents modules (config/leanModules.ts):
 * the modules they replace still exist where the build looks for them and
 * every name those exported is exported by the stand-in. The parts left out
 * (proOmitted.tsx): none of the console's screens uses them, and one rendered
 * anyway says what it is instead of drawing something. The words loaded per
 * language (proIntl.ts): the same languages and lookups as pro-provider's,
 * and each language's words once loaded. antd with the pickers on first use
 * (proFieldPickers.tsx): what ProField's date and time fields get.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as intl from '@ant-design/pro-provider/es/intl';
import { loadProWords } from '@/locales/proWords';
import { PRO_FIELD_PICKERS_ISSUER, PRO_SHIMS } from '../../config/leanModules';
import * as proIntl from './proIntl';
import * as shim from './proOmitted';
import Omitted from './proOmitted';
import * as proFieldPickers from './proFieldPickers';

const root = path.resolve(__dirname, '../..');
/** The file a replaced module resolves to: `<module>/index.js` or `<module>.js`. */
function moduleFile(pkg: string, module: string): string | undefined {
  const base = path.join(root, 'node_modules/@ant-design', pkg, 'es', module);
  return [path.join(base, 'index.js'), `${base}.js`].find((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/** The names an ES module file exports. */
function exportedNames(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const declared = [...text.matchAll(/^export (?:var|const|let|function) (\w+)/gm)].map((match) => match[1]);
  const listed = [...text.matchAll(/^export \{([^}]+)\}/gm)].flatMap((match) =>
    match[1].split(',').map((part) => part.trim().split(/\s+as\s+/).pop() ?? ''),
  );
  const defaults = /^export default /m.test(text) ? ['default'] : [];
  return [...declared, ...listed, ...defaults].filter(Boolean);
}

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
    expect(PRO_SHIMS.length).toBeGreaterThan(20);
    expect(PRO_SHIMS.filter(({ pkg, module }) => !moduleFile(pkg, module))).toEqual([]);
  });

  it('each stand-in exports every name its module exported', async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const { pkg, module, shim: file } of PRO_SHIMS) {
      const standIn = (await import(`./${file.replace(/\.tsx?$/, '')}`)) as Record<string, unknown>;
      for (const name of exportedNames(moduleFile(pkg, module) ?? '')) {
        checked += 1;
        if (!(name in standIn)) missing.push(`${pkg}/es/${module}: ${name} (${file})`);
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('a left-out renderer drawn anyway fails with its name', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Omitted valueType="money" />)).toThrow(/ProField renderer \(money\) is left out of the build/);
    expect(() => render(<shim.StepsForm />)).toThrow(/StepsForm is left out of the build/);
    quiet.mockRestore();
  });
});

describe('ProComponents words by language', () => {
  it('has the languages, locale names and lookups of pro-provider', () => {
    expect(proIntl.intlMapKeys).toEqual(intl.intlMapKeys);
    for (const key of intl.intlMapKeys) expect(proIntl.intlMap[key].locale).toBe((intl.intlMap as Record<string, { locale: string }>)[key].locale);
    for (const antdKey of ['zh-cn', 'en', 'en-gb', 'fr', 'ar', 'he', 'ku-iq', undefined]) {
      expect(proIntl.findIntlKeyByAntdLocaleKey(antdKey)).toBe(intl.findIntlKeyByAntdLocaleKey(antdKey));
    }
  });

  it('has the words of a language once they load, and the Chinese default before', async () => {
    expect(proIntl.frFRIntl.getMessage('tableForm.reset', '重置')).toBe('重置');
    await loadProWords('fr');
    expect(proIntl.frFRIntl.getMessage('tableForm.reset', '重置')).toBe(intl.frFRIntl.getMessage('tableForm.reset', '重置'));
    expect(proIntl.frFRIntl.getMessage('tableForm.reset', '重置')).not.toBe('重置');
    await loadProWords('en');
    for (const id of ['tableForm.query', 'tableForm.collapsed', 'pagination.total.range', 'tableToolBar.columnSetting']) {
      expect(proIntl.enUSIntl.getMessage(id, '?')).toBe(intl.enUSIntl.getMessage(id, '?'));
    }
  });
});

describe('antd for ProField date and time fields', () => {
  const jsFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? jsFiles(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : [],
    );
  const importsFromAntd = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/^import \{([^}]+)\} from 'antd';/gm)].flatMap((match) => match[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]));
  const proFiles = ['pro-field', 'pro-form', 'pro-table', 'pro-utils'].flatMap((pkg) => jsFiles(path.join(root, 'node_modules/@ant-design', pkg, 'es')));
  const pickerUsers = proFiles.filter((file) => importsFromAntd(file).some((name) => name === 'DatePicker' || name === 'TimePicker'));

  it('is what every ProComponents module that takes a picker from antd gets, and no other', () => {
    expect(pickerUsers.map((file) => path.relative(root, file)).sort()).toEqual(
      ['DatePicker', 'FromNow', 'RangePicker', 'TimePicker'].map((dir) => `node_modules/@ant-design/pro-field/es/components/${dir}/index.js`),
    );
    for (const file of pickerUsers) expect(PRO_FIELD_PICKERS_ISSUER.test(file)).toBe(true);
    expect(PRO_FIELD_PICKERS_ISSUER.test(path.join(root, 'node_modules/@ant-design/pro-field/es/index.js'))).toBe(false);
    expect(PRO_FIELD_PICKERS_ISSUER.test(path.join(root, 'src/pages/enterprise/edit/index.tsx'))).toBe(false);
  });

  it('exports every name those modules take from antd, with the members they draw', () => {
    const names = pickerUsers.flatMap(importsFromAntd);
    expect(names).toEqual(expect.arrayContaining(['DatePicker', 'TimePicker', 'Tooltip']));
    expect(names.filter((name) => !(name in proFieldPickers))).toEqual([]);
    const members = pickerUsers.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(DatePicker|TimePicker)\.(\w+)/g)].map((match) => `${match[1]}.${match[2]}`));
    expect(members).toEqual(expect.arrayContaining(['DatePicker.RangePicker', 'DatePicker.TimePicker', 'TimePicker.RangePicker']));
    for (const member of members) {
      const [picker, name] = member.split('.') as ['DatePicker' | 'TimePicker', string];
      expect(proFieldPickers[picker]).toHaveProperty(name);
    }
  });

  /** jsdom lays nothing out: here an element has a box unless it is inside `[hidden]`, and the resize observers run on demand. */
  const observers = new Set<() => void>();
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 200, 32)]) as unknown as DOMRectList;
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.add(this.callback);
        }
        disconnect() {
          observers.delete(this.callback);
        }
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    observers.clear();
  });

  it('holds the place of a hidden picker with its placeholder, and draws antd range picker once shown, with the ref on it', async () => {
    const ref = createRef<{ focus: () => void }>();
    const { container } = render(
      <div hidden data-testid="folded">
        <proFieldPickers.DatePicker.RangePicker ref={ref} placeholder={['Start date', 'End date']} style={{ width: 280 }} />
      </div>,
    );
    const holder = screen.getByPlaceholderText('Start date ~ End date');
    expect(holder).toHaveAttribute('readonly');
    expect(holder).toHaveStyle({ width: '280px' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.ant-picker')).toBeNull();
    expect(observers.size).toBe(1);

    screen.getByTestId('folded').hidden = false;
    act(() => observers.forEach((callback) => callback()));
    expect(await screen.findByPlaceholderText('End date')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Start date')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Start date ~ End date')).toBeNull();
    expect(container.querySelector('.ant-picker-range')).toHaveStyle({ width: '280px' });
    expect(observers.size).toBe(0);
    await waitFor(() => expect(typeof ref.current?.focus).toBe('function'));
  });

  it('holds the place of a disabled picker disabled', () => {
    render(
      <div hidden>
        <proFieldPickers.DatePicker placeholder="Locked until" disabled />
      </div>,
    );
    expect(screen.getByPlaceholderText('Locked until')).toBeDisabled();
  });

  it('draws antd date and time pickers at once when they are shown from the start', async () => {
    render(
      <>
        <proFieldPickers.DatePicker placeholder="Pick a day" />
        <proFieldPickers.TimePicker.RangePicker placeholder={['From', 'To']} />
      </>,
    );
    expect(await screen.findByPlaceholderText('To')).toBeInTheDocument();
    expect((await screen.findByPlaceholderText('Pick a day')).closest('.ant-picker')).not.toBeNull();
    expect(observers.size).toBe(0);
  });
});

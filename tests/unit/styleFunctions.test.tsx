/**
 * antd's style functions in chunks of their own: the build's loader splits an antd style module into
 * a proxy (its hooks, with nothing of its style code) and its full text (which hands its functions
 * over), and the run time lends a proxy's hooks the functions once they have come, suspending a
 * part drawn before (config/plugins/lazyAntdStylesLoader.js, src/startup/styleFunctions.ts).
 */
import { render, screen } from '@testing-library/react';
import { genStyleHooks } from 'antd/es/theme/internal';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Component, Suspense, type ReactNode } from 'react';
import { LAZY_STYLE_PARTS } from '../../config/leanModules';
import { loadEveryStyle, STYLE_RETRY_MS, styleProxy, takeStyles, type LazyStyles } from '@/startup/styleFunctions';

type Transform = (source: string, options: Record<string, unknown>) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS (it says why)
const loader = require('../../config/plugins/lazyAntdStylesLoader.js') as {
  proxyModule: Transform;
  fullModule: Transform;
  lazyStyleFile: (parts: string[]) => RegExp;
};

const antdEs = path.resolve(__dirname, '../../node_modules/antd/es');
const fileOf = (key: string) => path.join(antdEs, key);
const sourceOf = (key: string) => readFileSync(fileOf(key), 'utf8');
const proxyOf = (key: string) =>
  loader.proxyModule(sourceOf(key), { file: fileOf(key), key, runtime: '/console/styleFunctions.ts', antdEs, chunk: 'antd-style-x' }).replace(/\s+/g, ' ');
const isLazy = (file: string) => loader.lazyStyleFile(LAZY_STYLE_PARTS).test(file);
const fullOf = (key: string) => loader.fullModule(sourceOf(key), { file: fileOf(key), key, isLazy });

describe('the build splits a lazy part’s style module', () => {
  it('matches the style modules of the parts named, and no others', () => {
    expect(isLazy(fileOf('table/style/index.js'))).toBe(true);
    expect(isLazy(fileOf('tag/style/presetCmp.js'))).toBe(true);
    expect(isLazy(fileOf('button/style/index.js'))).toBe(false);
    expect(isLazy(fileOf('table/index.js'))).toBe(false);
  });

  it('into a proxy with the same hooks, names and options, and none of the style code', () => {
    const table = proxyOf('table/style/index.js');
    expect(table).toContain(`const styles = styleProxy("table/style/index.js", () => import(/* webpackChunkName: "antd-style-x" */ "./index.js?styles"));`);
    expect(table).toContain(`export default genStyleHooks('Table', styles.styleFn(0), styles.defaultToken(0), { unitless: { expandIconScale: true } });`);
    // Its other export comes from the full text, for the few that use it.
    expect(table).toContain('export { prepareComponentToken } from "./index.js?styles";');
    expect(table).not.toMatch(/genTableStyle|componentCls|borderCollapse/);
    expect(table.length).toBeLessThan(sourceOf('table/style/index.js').length / 10);
    expect(table.split('\n')).toHaveLength(1);

    // Two hooks in one module, each by its place; a sub-style component; a part without token defaults.
    const input = proxyOf('input/style/index.js');
    expect(input).toContain(
      `export const useSharedStyle = genStyleHooks(['Input', 'Shared'], styles.styleFn(0), styles.defaultToken(0), { resetFont: false });`,
    );
    expect(input).toContain(`export default genStyleHooks(['Input', 'Component'], styles.styleFn(1), styles.defaultToken(1), {`);
    expect(proxyOf('tag/style/presetCmp.js')).toContain(`export default genSubStyleComponent(['Tag', 'preset'], styles.styleFn(0), styles.defaultToken(0));`);
    expect(proxyOf('checkbox/style/index.js')).toContain(`export default genStyleHooks('Checkbox', styles.styleFn(0), styles.defaultToken(0));`);
    // A module that makes no hook (a part's tokens) is left as it is.
    expect(proxyOf('input/style/token.js')).toBe(sourceOf('input/style/token.js').replace(/\s+/g, ' '));
  });

  it('and a full text that hands its functions over and takes the full text of the lazy modules it imports', () => {
    const picker = fullOf('date-picker/style/index.js');
    expect(picker.startsWith('export const __lazyStyles = { key: "date-picker/style/index.js", styles: [] };\n')).toBe(true);
    expect(picker).toMatch(/from "\.\.\/\.\.\/input\/style\?styles";/);
    // Its own tokens' module makes no hook: imported as it is.
    expect(picker).toMatch(/from '\.\/token';/);
    expect(picker).toMatch(/genStyleHooks\('DatePicker', \(__lazyStyles\.styles\[0\] = \[token => \{/);
    expect(picker).toMatch(/\}, prepareComponentToken\]\)\[0\], __lazyStyles\.styles\[0\]\[1\]\);$/);
    expect(fullOf('checkbox/style/index.js')).toMatch(
      /__lazyStyles\.styles\[0\] = \[\(token, \{[\s\S]*\}\) => \[getStyle\(prefixCls, token\)\], undefined\]\)\[0\]\);/,
    );
  });

  it('refuses a hook whose name or options it cannot carry as they are', () => {
    const source = `import { genStyleHooks } from '../../theme/internal';\nconst name = 'Probe';\nexport default genStyleHooks(name, () => [], undefined);\n`;
    expect(() => loader.proxyModule(source, { file: fileOf('tag/style/probe.js'), key: 'tag/style/probe.js', runtime: '', antdEs, chunk: '' })).toThrow(
      /must be literals/,
    );
  });
});

class Failure extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** A part whose style hook is a proxy's, over `load`. */
function lazyPart(name: string, load: () => Promise<object>) {
  const styles = styleProxy(`${name}/style/index.js`, load);
  const useStyle = genStyleHooks(
    name as 'Button',
    styles.styleFn(0) as Parameters<typeof genStyleHooks>[1],
    styles.defaultToken(0) as Parameters<typeof genStyleHooks>[2],
  );
  return function Part() {
    const [wrap, hashId] = useStyle(`probe-${name}`);
    return wrap(<span className={`probe-${name} ${hashId}`}>{`${name} drawn`}</span>);
  };
}

const functionsOf = (name: string, color: string): { __lazyStyles: LazyStyles } => ({
  __lazyStyles: {
    key: `${name}/style/index.js`,
    styles: [
      [
        (token) => ({ [(token as { componentCls: string }).componentCls]: { color: (token as { probeColor: string }).probeColor } }),
        () => ({ probeColor: color }),
      ],
    ],
  },
});

const insertedCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

function drawn(Part: () => ReactNode) {
  return render(
    <Failure>
      <Suspense fallback={<p>waiting for styles</p>}>
        <Part />
      </Suspense>
    </Failure>,
  );
}

describe('a proxy’s hooks at run time', () => {
  it('suspend a part whose style is missing until its functions come, then make the style with them', async () => {
    let arrive: (module: object) => void = () => undefined;
    const load = vi.fn(() => new Promise<object>((resolve) => (arrive = resolve)));
    const Part = lazyPart('probeone', load);
    drawn(Part);
    expect(screen.getByText('waiting for styles')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    arrive(functionsOf('probeone', 'rgb(1, 2, 3)'));
    expect(await screen.findByText('probeone drawn')).toBeInTheDocument();
    expect(insertedCss()).toMatch(/probe-probeone[^{]*\{color:rgb\(1, 2, 3\)/);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draw at once with functions taken ahead, fetching nothing', () => {
    const load = vi.fn(() => Promise.resolve(functionsOf('probetwo', 'rgb(4, 5, 6)')));
    const Part = lazyPart('probetwo', load);
    takeStyles(functionsOf('probetwo', 'rgb(4, 5, 6)'), {});
    drawn(Part);
    expect(screen.getByText('probetwo drawn')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(insertedCss()).toMatch(/probe-probetwo[^{]*\{color:rgb\(4, 5, 6\)/);
  });

  it('show a chunk that cannot come as a failure, and fetch again at a drawing a few seconds later', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk antd-style-probethree failed.'))
      .mockResolvedValue(functionsOf('probethree', 'rgb(7, 8, 9)'));
    const Part = lazyPart('probethree', load);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = drawn(Part);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk antd-style-probethree failed.');
    first.unmount();
    // At once (React draws a failed part twice), the failure stands: nothing is fetched again.
    const again = drawn(Part);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk antd-style-probethree failed.');
    expect(load).toHaveBeenCalledTimes(1);
    again.unmount();
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + STYLE_RETRY_MS + 1);
    drawn(Part);
    expect(await screen.findByText('probethree drawn')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    later.mockRestore();
    error.mockRestore();
  });

  it('fetch every part’s functions when the page has no sheet, and those of parts loaded later at once', async () => {
    const early = vi.fn(() => Promise.resolve(functionsOf('probefour', 'rgb(10, 11, 12)')));
    const PartFour = lazyPart('probefour', early);
    await loadEveryStyle();
    expect(early).toHaveBeenCalledTimes(1);
    drawn(PartFour);
    expect(screen.getByText('probefour drawn')).toBeInTheDocument();
    const later = vi.fn(() => Promise.resolve(functionsOf('probefive', 'rgb(13, 14, 15)')));
    lazyPart('probefive', later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

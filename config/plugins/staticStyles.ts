/**
 * Build plugin: antd's styles written at build time. `max build` draws the console's antd and
 * ProComponents parts on the server (config/staticStyles/catalog.tsx) under the theme of
 * `antd.theme`, light and dark, writes what antd's CSS-in-JS generated to `dist/antd.<hash>.css`
 * and `dist/antd-dark.<hash>.css`, and gives the console their addresses as `STATIC_STYLES` and
 * `STATIC_STYLES_DARK` (src/startup/staticStyles.ts links one on signed-in screens). Development
 * and other commands have none: antd generates every style at run time.
 */
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';
import type { ThemeConfig } from 'antd';
import { LAZY_STYLE_PARTS, LAZY_STYLES_NOT_DRAWN } from '../leanModules';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader (it says why)
const { lazyStylePaths } = require('./lazyAntdStylesLoader.js') as { lazyStylePaths: (antdEs: string, parts: string[]) => { key: string; path: string }[] };

/**
 * The styles of the parts whose style functions load only when a style is missing (.umirc.ts,
 * 'lazy-antd-styles') that a sheet lacks, but for those no screen draws (LAZY_STYLES_NOT_DRAWN):
 * a signed-in screen that drew one would wait for its functions.
 */
export function lazyStylesMissing(root: string, sheet: string): string[] {
  const antdEs = path.join(path.dirname(require.resolve('antd/package.json', { paths: [root] })), 'es');
  return lazyStylePaths(antdEs, LAZY_STYLE_PARTS)
    .filter(({ path: style }) => !LAZY_STYLES_NOT_DRAWN.includes(style) && !sheet.includes(`|${style}|`))
    .map(({ key, path: style }) => `${style} (antd/es/${key})`);
}

/** Builds the catalog for Node and draws it: the light and the dark sheet's text. */
export function drawStaticStyles(root: string, theme: ThemeConfig): { light: string; dark: string } {
  const outfile = path.join(root, 'node_modules/.cache/static-styles/catalog.cjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  buildSync({
    entryPoints: [path.join(root, 'config/staticStyles/catalog.tsx')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    jsx: 'automatic',
    // ProComponents import a few style files; the styles that matter are CSS-in-JS.
    loader: { '.less': 'empty', '.css': 'empty' },
    // The production build's class names (development ones differ).
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  delete require.cache[outfile];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const catalog = require(outfile) as { drawStyles: (theme: ThemeConfig, dark: boolean) => string };
  return { light: catalog.drawStyles(theme, false), dark: catalog.drawStyles(theme, true) };
}

/** The file name of a sheet: its content's hash, so a browser's cached copy is never stale. */
function sheetName(prefix: string, text: string): string {
  return `${prefix}.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.css`;
}

export default (api: IApi) => {
  let sheets: { name: string; text: string }[] = [];

  api.modifyConfig((memo) => {
    if (api.name !== 'build') return memo;
    const { light, dark } = drawStaticStyles(api.cwd, (memo.antd?.theme ?? {}) as ThemeConfig);
    const missing = [...new Set([...lazyStylesMissing(api.cwd, light), ...lazyStylesMissing(api.cwd, dark)])];
    if (missing.length > 0) {
      throw new Error(
        `antd's sheets lack styles of parts whose style functions load on demand; draw them in config/staticStyles/catalog.tsx: ${missing.join(', ')}`,
      );
    }
    sheets = [
      { name: sheetName('antd', light), text: light },
      { name: sheetName('antd-dark', dark), text: dark },
    ];
    const publicPath = typeof memo.publicPath === 'string' ? memo.publicPath : '/';
    return {
      ...memo,
      define: { ...memo.define, STATIC_STYLES: `${publicPath}${sheets[0].name}`, STATIC_STYLES_DARK: `${publicPath}${sheets[1].name}` },
    };
  });

  api.onBuildComplete(({ err }) => {
    if (err) return;
    for (const sheet of sheets) writeFileSync(path.join(api.paths.absOutputPath, sheet.name), sheet.text);
  });
};

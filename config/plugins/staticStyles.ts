/**
 * Build plugin: antd's styles written at build time. `max build` draws the console's antd and
 * ProComponents parts on the server (config/staticStyles/catalog.tsx) under the theme of
 * `antd.theme`, light and dark, writes what antd's CSS-in-JS generated to `dist/antd.<hash>.css`
 * and `dist/antd-dark.<hash>.css`, and gives the console their addresses as `STATIC_STYLES` and
 * `STATIC_STYLES_DARK` (src/startup/staticStyles.ts links one on a signed-in start). Development
 * and other commands have none: antd generates every style at run time.
 */
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';
import type { ThemeConfig } from 'antd';

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

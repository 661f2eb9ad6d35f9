/**
 * Build plugin: antd's styles written at build time. `max build` draws the console's antd and
 * ProComponents parts on the server (config/staticStyles/catalog.tsx) under the theme of
 * `antd.theme`, writes what antd's CSS-in-JS generated to `dist/antd.<hash>.css`, and gives
 * the console its address as `STATIC_STYLES` (src/startup/staticStyles.ts links it on signed-in
 * screens). Development and other commands have none: antd generates every style at run time.
 */
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';
import type { ThemeConfig } from 'antd';

/** Builds the catalog for Node and draws it: the sheet's text. */
export function drawStaticStyles(root: string, theme: ThemeConfig): string {
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
  const catalog = require(outfile) as { drawStyles: (theme: ThemeConfig) => string };
  return catalog.drawStyles(theme);
}

export default (api: IApi) => {
  let sheet: { name: string; text: string } | undefined;

  api.modifyConfig((memo) => {
    if (api.name !== 'build') return memo;
    const text = drawStaticStyles(api.cwd, (memo.antd?.theme ?? {}) as ThemeConfig);
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
    sheet = { name: `antd.${hash}.css`, text };
    const publicPath = typeof memo.publicPath === 'string' ? memo.publicPath : '/';
    return { ...memo, define: { ...memo.define, STATIC_STYLES: `${publicPath}${sheet.name}` } };
  });

  api.onBuildComplete(({ err }) => {
    if (err || !sheet) return;
    writeFileSync(path.join(api.paths.absOutputPath, sheet.name), sheet.text);
  });
};

/**
 * Build plugin: writes `version.json` (the build id) beside index.html, so a
 * running console can tell that a newer build is deployed (src/startup/versionWatch.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.onBuildComplete(({ err }) => {
    if (err) return;
    const buildId = (api.config.define as Record<string, string> | undefined)?.BUILD_ID ?? 'unknown';
    writeFileSync(path.join(api.paths.absOutputPath, 'version.json'), JSON.stringify({ buildId }));
  });
};

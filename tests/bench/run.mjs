#!/usr/bin/env node
/** `npm run bench`: every benchmark under tests/bench, each printing its figures. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = ['bundle.mjs', 'floors.mjs', 'coldLoads.mjs', 'lighthouse.mjs', 'assetList.mjs', 'mapFrames.mjs'];
let failed = false;
for (const bench of benches) {
  console.log(`\n## ${bench}\n`);
  const result = spawnSync(process.execPath, [path.join(here, bench), ...process.argv.slice(2)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);

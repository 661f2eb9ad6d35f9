import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const umiExports = path.join(root, 'src/.umi/exports.ts');

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@umijs\/max$/, replacement: umiExports },
      { find: /^umi$/, replacement: umiExports },
      { find: /^@@\//, replacement: `${path.join(root, 'src/.umi')}/` },
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
    ],
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mock/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Every core (vitest's default keeps one back): on CI's two cores the suite takes 12 minutes instead of 20.
    maxWorkers: availableParallelism(),
    css: false,
  },
});

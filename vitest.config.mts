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
      // Tests get antd's CommonJS build (its `main`): deep imports of its ES build would be a second
      // copy with its own contexts (src/components/lean imports antd's parts that way).
      // A style module's full text (src/startup/styleFunctions.ts) is the module itself without the build's loader.
      { find: /^antd\/es\/(.*)\?styles$/, replacement: 'antd/lib/$1' },
      { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
      // axios is our stand-in (src/shims/axios.ts), as in the build. Umi's request plugin imports it by
      // its absolute path (…/node_modules/axios); axios.test.ts reaches the real one by its index.js.
      { find: /^axios$/, replacement: path.join(root, 'src/shims/axios.ts') },
      { find: /^.*[\\/]node_modules[\\/]axios$/, replacement: path.join(root, 'src/shims/axios.ts') },
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
    css: false,
  },
});

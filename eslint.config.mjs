import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A library's private paths: its builds' inner modules, and the rc-* packages under antd. */
const PRIVATE_PATHS = [
  {
    group: ['antd/es/*', 'antd/lib/*', '@ant-design/*/es/*', '@ant-design/*/lib/*', 'rc-*', '@rc-component/*'],
    message: "Libraries through their public API: import from the package's root (CONTRIBUTING.md).",
  },
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'src/.umi', 'src/.umi-production', 'src/.umi-test', 'src/services/types/openapi.gen.ts', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
  {
    // Benchmarks run code in the page too (page.evaluate): browser globals there.
    files: ['tests/bench/**/*.mjs'],
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', PerformanceObserver: 'readonly', PopStateEvent: 'readonly' },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No raw HTML: render text.',
        },
        {
          selector: "AssignmentExpression[left.property.name='innerHTML']",
          message: 'No raw HTML: render text.',
        },
      ],
    },
  },
  {
    // Libraries through their public API (CONTRIBUTING.md): no import of a library's private paths.
    files: ['src/**/*.{ts,tsx}', 'config/**/*.{ts,tsx}', '.umirc.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: PRIVATE_PATHS }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Calls go through src/request (callApi).' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Calls go through src/request (callApi).', allowTypeImports: true }],
          patterns: PRIVATE_PATHS,
        },
      ],
    },
  },
  {
    // Unit tests render antd under TestStyles (CONTRIBUTING.md "Tests and checks"): renderApp or renderStyled.
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['tests/styles.tsx', 'tests/e2e/**', 'tests/bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@testing-library/react',
              importNames: ['render'],
              message: 'renderApp (tests/render.tsx) or renderStyled (tests/styles.tsx): antd under TestStyles.',
            },
          ],
          patterns: PRIVATE_PATHS,
        },
      ],
    },
  },
);

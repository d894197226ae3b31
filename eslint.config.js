import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers import downward only (see README "Layers"):
 *   contract ← lib ← app ← embed;  locales ← app;  contract ← server.
 * A zone lists, for files under `target`, the folders they may not import from.
 */
const zones = [
  { target: './lib', from: ['./app', './embed', './server', './locales', './stories', './e2e'] },
  { target: './contract', from: ['./lib', './app', './embed', './server', './locales'] },
  { target: './locales', from: ['./lib', './app', './embed', './server'] },
  { target: './server', from: ['./lib', './app', './embed', './locales', './stories'] },
  { target: './app', from: ['./embed', './server', './stories', './e2e'] },
  { target: './embed', from: ['./server', './stories', './e2e'] },
].flatMap(({ target, from }) =>
  from.map((source) => ({
    target,
    from: source,
    message: `${target.slice(2)}/ must not import from ${source.slice(2)}/ (layers import downward only)`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.ladle-out/**',
      '.scratch-*/**',
      'build/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
);

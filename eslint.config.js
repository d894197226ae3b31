import { readdirSync } from 'node:fs';
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
  { target: './app', from: ['./embed', './stories', './e2e'] },
  { target: './embed', from: ['./server', './stories', './e2e'] },
].flatMap(({ target, from }) =>
  from.map((source) => ({
    target,
    from: source,
    message: `${target.slice(2)}/ must not import from ${source.slice(2)}/ (layers import downward only)`,
  })),
);
// app/ never reaches the backend; only its tests' fixtures (`app/test/`) read the reference
// backend's seed records, so the fake backend answers what the real one holds without retyping it.
zones.push(
  {
    target: ['./app/!(test)/**/*', './app/*.{ts,tsx}'],
    from: './server',
    message: 'app/ must not import from server/ (layers import downward only)',
  },
  {
    target: './app/test',
    from: './server',
    except: ['./db/seed/companies.ts', './db/seed/reference.ts', './db/seed/iban.ts'],
    message:
      'app/test may read the seed records only (server/db/seed/{companies,reference,iban}.ts)',
  },
);

/**
 * Features (bulletproof-react): code outside `app/features/<f>/` reaches a feature only through
 * its public entries — `index.ts`; `data.ts`, the route table's loaders (kept apart so the main
 * bundle does not pull the feature's components); `testing.ts`, the entry for tests; `build.ts`, the
 * entry for build scripts; a sub-folder's `index.ts` (the widgets' per-widget entries the embed bundle loads);
 * and its islands (`…Island.tsx`), which pages render and `app/islands/registry.ts` loads.
 * Shared code lives in `app/forms`, `app/hooks`, `app/features/api`, `app/i18n`, `app/routes` or the kit.
 */
const featuresDir = new URL('./app/features/', import.meta.url);
const dirs = (url) =>
  readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = dirs(featuresDir);
/** A feature's islands (`…Island.tsx`, app/islands): each loads on its own, so it is an entry. */
const islands = (feature) =>
  readdirSync(new URL(`${feature}/`, featuresDir))
    .filter((name) => name.endsWith('Island.tsx'))
    .map((name) => `./${name}`);
const publicEntries = (feature) => [
  './index.ts',
  './data.ts',
  './testing.ts',
  './build.ts',
  ...islands(feature),
  ...dirs(new URL(`${feature}/`, featuresDir)).map((sub) => `./${sub}/index.ts`),
];
const featureZones = FEATURES.map((feature) => ({
  target: [
    './app/!(features)/**/*',
    './app/*.{ts,tsx}',
    `./app/features/!(${feature})/**/*`,
    './embed/**/*',
    './stories/**/*',
    './e2e/**/*',
    './scripts/**/*',
  ],
  from: `./app/features/${feature}`,
  except: publicEntries(feature),
  message: `import the ${feature} feature through its index.ts (features do not reach into each other)`,
}));

/**
 * The reference backend: handlers (`server/handlers`, one module per area of calls, its tests
 * beside it) call the domain; the domain never imports handlers or the HTTP layer; a handler
 * module never imports a sibling handler.
 */
const serverZones = [
  {
    target: './server/domain',
    from: ['./server/handlers', './server/http'],
    message:
      'server/domain must not import handlers/ or http/ (handlers call the domain, not back)',
  },
  {
    target: './server/handlers/!(*.test).ts',
    from: './server/handlers',
    message: 'a handler module must not import a sibling handler: share it through domain/',
  },
];

/**
 * SQL belongs to the domain (and the migrations): a handler says what, not how it is stored. The
 * database reached as `db`, `ctx.db` or Hono's `c.get('db')`.
 */
const DB_OBJECT = [
  "[callee.object.name='db']",
  "[callee.object.property.name='db']",
  "[callee.object.callee.property.name='get'][callee.object.arguments.0.value='db']",
].join(', ');
const SQL_IN_HANDLERS = ['prepare', 'exec', 'transaction'].map((name) => ({
  selector: `CallExpression[callee.property.name='${name}']:matches(${DB_OBJECT})`,
  message: `SQL lives in server/domain: move this db.${name}() into a domain function`,
}));

/**
 * ESLint runs only what oxlint (`.oxlintrc.json`, run first by `npm run lint`) lacks: the layer
 * zones above (`import-x/no-restricted-paths`), SQL kept out of the handlers (`no-restricted-syntax`)
 * and `no-undef` in the few plain JavaScript files (TypeScript checks names in the rest). Every
 * other rule — ESLint's and typescript-eslint's recommended sets, `import/no-cycle`, react-hooks
 * (the React Compiler's rules too) and jsx-a11y's strict set — is oxlint's; docs/testing.md lists
 * where each went. Disable comments in the code name oxlint's rules (oxlint reads
 * `eslint-disable` comments), so ESLint does not report them unused.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.ladle-out/**',
      '.ladle/public/**',
      '.scratch-*/**',
      'build/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    // Loaded for their rules' names only (none is on here): disable comments in the code name
    // them, and ESLint refuses a comment naming a rule it does not know.
    plugins: {
      'import-x': importX,
      '@typescript-eslint': tseslint.plugin,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...featureZones, ...serverZones] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { 'no-undef': 'error' },
  },
  {
    files: ['server/handlers/*.ts'],
    ignores: ['server/handlers/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SQL_IN_HANDLERS] },
  },
);

/**
 * `npm run test:changed`: the inner loop — the checks a change touches, in seconds rather than
 * the full `npm test`. The change is what differs from where the branch left `main` (or the ref
 * given: `npm run test:changed -- origin/main`), committed or not, untracked files included.
 *
 * - the type check of the whole program (tsgo: types cross files, and it takes seconds);
 * - oxlint, ESLint and Prettier on the changed files;
 * - the unit tests that import a changed file, directly or not (`vitest related`).
 * Browser suites are not run (they need a build, and minutes): the spec files changed are listed
 * with the command to run them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bin, runStep, type Step } from './run.ts';

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

const base = process.argv[2] ?? 'main';
const since = git('merge-base', 'HEAD', base)[0] ?? base;
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=ACMR', since),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(file));

if (changed.length === 0) {
  console.log(`test:changed: nothing changed since ${base} (${since.slice(0, 7)})`);
  process.exit(0);
}
console.log(`test:changed: ${changed.length} file(s) changed since ${base} (${since.slice(0, 7)})`);

const code = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const specs = code.filter((file) => file.startsWith('e2e/') && file.endsWith('.spec.ts'));

const steps: Step[] = [bin('typecheck', 'tsgo', ['-p', '.'])];
if (code.length > 0) {
  steps.push(bin('oxlint', 'oxlint', ['--deny-warnings', ...code]));
  steps.push(bin('eslint', 'eslint', ['--max-warnings', '0', '--no-warn-ignored', ...code]));
  steps.push(bin('unit', 'vitest', ['related', '--run', '--passWithNoTests', ...code]));
}
steps.push(
  bin('format', 'prettier', ['--check', '--ignore-unknown', '--log-level', 'warn', ...changed]),
);

const started = performance.now();
const results = await Promise.all(steps.map((step) => runStep(step)));
console.log(`\ntest:changed summary (${((performance.now() - started) / 1000).toFixed(1)}s)`);
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)}s`);
if (specs.length > 0) {
  console.log(
    `\nbrowser specs changed; after \`npm run build\`:\n` +
      `  npx playwright test -c e2e/playwright.config.ts ${specs.map((s) => s.slice(4)).join(' ')}`,
  );
}
process.exit(results.every((r) => r.ok) ? 0 : 1);

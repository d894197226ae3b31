/**
 * `npm test`: every check the project has, with a timing summary.
 *
 * The checks form a graph: each starts once the checks it waits for have passed, and the first
 * failure stops the rest. On 2 cores the run is bound by CPU, and a check with timeouts (the unit
 * and browser suites) must not share the cores with more than one other. So:
 * - first the static checks, with the site and story builds beside them (none has timeouts:
 *   sharing the cores costs them only time);
 * - then the unit tests, alone (they wait for the builds too);
 * - then the Playwright suites, with the story sweep beside them (two workers and one browser).
 */
import type { ChildProcess } from 'node:child_process';
import { assertChromium, SUITE_CHROME_PATH } from '../e2e/chromium.ts';
import { bin, node, runStep, type Step, type StepResult } from './run.ts';

interface Check extends Step {
  /** Checks that must pass first. */
  after?: string[];
}

const STATIC = ['typecheck', 'oxlint', 'eslint', 'format'];
const checks: Check[] = [
  // The native compiler (tsgo): the same verdict as tsc on this tree, in a third of the time.
  bin('typecheck', 'tsgo', ['-p', '.']),
  // oxlint holds every rule it has; ESLint only the layer zones and SQL in routes (eslint.config.js).
  bin('oxlint', 'oxlint', ['--deny-warnings']),
  bin('eslint', 'eslint', ['.', '--max-warnings', '0']),
  bin('format', 'prettier', ['--check', '.', '--log-level', 'warn']),
  bin('stories-build', 'ladle', ['build']),
  { ...bin('unit', 'vitest', ['run']), after: [...STATIC, 'build', 'stories-build'] },
  node('build', 'scripts/build.ts'),
  { ...node('embed-size', 'scripts/embed-size.ts'), after: ['build'] },
  { ...node('js-budget', 'scripts/js-budget.ts'), after: ['build'] },
  {
    ...bin('e2e', 'playwright', ['test', '-c', 'e2e/playwright.config.ts']),
    after: ['build', 'unit'],
  },
  { ...node('stories-axe', 'scripts/axe-stories.ts'), after: ['stories-build', 'unit'] },
];

// A missing browser is a clear failure up front, not a silent skip at the end.
try {
  assertChromium(SUITE_CHROME_PATH);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`browser suites: ${SUITE_CHROME_PATH}`);

const started = performance.now();
const results = new Map<string, StepResult>();
const running = new Map<string, ChildProcess>();
let failed = false;

function stopAll(signal: NodeJS.Signals = 'SIGTERM') {
  // Playwright, Vitest and the story sweep close their browsers and workers on SIGTERM.
  for (const child of running.values()) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

await new Promise<void>((allDone) => {
  const launched = new Set<string>();
  const launchReady = () => {
    for (const check of checks) {
      if (failed || launched.has(check.name)) continue;
      if (!(check.after ?? []).every((name) => results.get(name)?.ok)) continue;
      launched.add(check.name);
      void runStep(check, (child) => running.set(check.name, child)).then((result) => {
        running.delete(check.name);
        // A check stopped because another failed has no result of its own.
        if (!(failed && !result.ok)) results.set(check.name, result);
        if (!result.ok && !failed) {
          failed = true;
          console.error(`\n${check.name} failed: stopping the other checks`);
          stopAll();
        }
        launchReady();
        if (running.size === 0) allDone();
      });
    }
  };
  launchReady();
});

const total = (performance.now() - started) / 1000;
console.log('\nnpm test summary');
for (const check of checks) {
  const r = results.get(check.name);
  if (r) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(14)} ${r.seconds.toFixed(1)}s`);
  else console.log(`  skip ${check.name} (stopped or not started: another check failed)`);
}
console.log(`  total ${total.toFixed(1)}s`);
process.exit(!failed && results.size === checks.length ? 0 : 1);

/**
 * `npm test`: every check the project has, with a timing summary.
 *
 * The checks form a graph, not a queue of stages: each starts once what it needs has passed and a
 * core is free for it, and the first failure stops the rest. On 2 cores the run is bound by CPU,
 * so the order below is the priority: the build first, because the longest chain (the build, then
 * the Playwright suites) decides the total; the quick static checks next, so that a type or lint
 * error still fails within a minute; the rest fills the cores around the browser suites.
 *
 * Not nice(1): this kernel groups processes by session (autogroup), and a niced check starved by
 * the browser suites ran into its own test timeouts.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { assertChromium, SUITE_CHROME_PATH } from '../e2e/chromium.ts';
import { bin, node, runStep, type Step, type StepResult } from './run.ts';

interface Check extends Step {
  /** Checks that must pass first. */
  after?: string[];
  /** Slots it takes: 1, or 0 for a check of a second or two. */
  cores?: number;
}

const checks: Check[] = [
  node('build', 'scripts/build.ts'),
  bin('typecheck', 'tsc', ['-p', '.']),
  bin('lint', 'eslint', ['.', '--max-warnings', '0']),
  { ...bin('e2e', 'playwright', ['test', '-c', 'e2e/playwright.config.ts']), after: ['build'] },
  { ...node('embed-size', 'scripts/embed-size.ts'), after: ['build'], cores: 0 },
  { ...node('js-budget', 'scripts/js-budget.ts'), after: ['build'], cores: 0 },
  bin('format', 'prettier', ['--check', '.', '--log-level', 'warn']),
  bin('unit', 'vitest', ['run']),
  bin('stories-build', 'ladle', ['build']),
  { ...node('stories-axe', 'scripts/axe-stories.ts'), after: ['stories-build'] },
];
/**
 * Checks at once: one more than the cores, so that two lanes of other checks run beside the
 * browser suites, which wait on pages and timers much of the time.
 */
const CAPACITY = Number(process.env.TEST_CAPACITY ?? availableParallelism() + 1);

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

const coresOf = (check: Check) => check.cores ?? 1;

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
      const busy = checks
        .filter((c) => running.has(c.name))
        .reduce((sum, c) => sum + coresOf(c), 0);
      if (busy > 0 && busy + coresOf(check) > CAPACITY) continue;
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

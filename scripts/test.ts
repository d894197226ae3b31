/**
 * `npm test`: every check the project has, in the order that fails fastest, with a timing summary.
 * Stages run one after another; steps inside a stage run side by side (2 cores here).
 */
import { existsSync } from 'node:fs';
import { assertChromium, CHROME_PATH } from '../e2e/chromium.ts';
import { bin, node, runStep, type Step, type StepResult } from './run.ts';

const stages: Step[][] = [
  [
    bin('typecheck', 'tsc', ['-p', '.']),
    bin('lint', 'eslint', ['.', '--max-warnings', '0']),
    bin('format', 'prettier', ['--check', '.', '--log-level', 'warn']),
  ],
  [bin('unit', 'vitest', ['run'])],
  [node('build', 'scripts/build.ts'), bin('stories-build', 'ladle', ['build'])],
  // The story sweep (one browser) runs beside the Playwright suites (two workers): on 2 cores
  // this saves about half a minute over running them one after the other.
  [
    node('embed-size', 'scripts/embed-size.ts'),
    node('js-budget', 'scripts/js-budget.ts'),
    node('stories-axe', 'scripts/axe-stories.ts'),
    bin('e2e', 'playwright', ['test', '-c', 'e2e/playwright.config.ts']),
  ],
];

// A missing browser is a clear failure up front, not a silent skip at the end.
try {
  assertChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`chromium: ${CHROME_PATH}${existsSync(CHROME_PATH) ? '' : ' (missing)'}`);

const started = performance.now();
const results: StepResult[] = [];
for (const stage of stages) {
  const stageResults = await Promise.all(stage.map(runStep));
  results.push(...stageResults);
  if (stageResults.some((r) => !r.ok)) break;
}

const total = (performance.now() - started) / 1000;
console.log('\nnpm test summary');
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(14)} ${r.seconds.toFixed(1)}s`);
const ran = new Set(results.map((r) => r.name));
for (const stage of stages)
  for (const s of stage)
    if (!ran.has(s.name)) console.log(`  skip ${s.name} (an earlier stage failed)`);
console.log(`  total ${total.toFixed(1)}s`);
process.exit(results.every((r) => r.ok) && results.length === stages.flat().length ? 0 : 1);

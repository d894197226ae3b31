/**
 * `npm run bench`: every benchmark of the project, one after the other (they measure the
 * machine, so they never run side by side), with a summary. A benchmark is not a test: none of
 * these is part of `npm test`. Add a benchmark as one more step here. The browser ones read the
 * last build: run `npm run build` first.
 */
import { node, runStep, type Step, type StepResult } from './run.ts';

const benchmarks: Step[] = [
  node('bench:api', 'scripts/bench-api.ts'),
  // Both read the last build (`npm run build`): the first-load table in a browser, then
  // Lighthouse's mobile scores.
  node('first-load', 'scripts/first-load.ts'),
  node('bench:lighthouse', 'scripts/lighthouse.ts'),
];

const results: StepResult[] = [];
for (const step of benchmarks) results.push(await runStep(step));

console.log('\nnpm run bench summary');
for (const r of results) {
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(18)} ${r.seconds.toFixed(1)}s`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);

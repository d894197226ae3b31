/**
 * `npm run build`: everything `npm start` serves, into dist/.
 *   dist/site   the static site (client bundle)
 */
import { bin, runStep, type Step } from './run.ts';

const steps: Step[] = [bin('site', 'vite', ['build', '--logLevel', 'warn'])];

for (const step of steps) {
  const result = await runStep(step);
  if (!result.ok) {
    console.error(`build: ${step.name} failed`);
    process.exit(1);
  }
  console.log(`build: ${step.name} ${result.seconds.toFixed(1)}s`);
}

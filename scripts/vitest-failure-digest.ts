/**
 * A Vitest reporter beside the default one: each failed test's name, file and the first lines of
 * its error, for the end of `npm test`'s output (scripts/failure-digest.ts says why).
 */
import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import { writeDigest, type Failure } from './failure-digest.ts';

function describe(error: SerializedError | undefined): string {
  if (!error) return '';
  return error.name && !error.message.startsWith(error.name)
    ? `${error.name}: ${error.message}`
    : error.message;
}

export default class VitestFailureDigest implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    const failures: Failure[] = [];
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      // A file that failed to load or whose hooks threw has errors of its own, no failed test.
      for (const error of module.errors()) failures.push({ title: file, message: describe(error) });
      for (const testCase of module.children.allTests('failed')) {
        const line = testCase.location ? `:${testCase.location.line}` : '';
        failures.push({
          title: `${file}${line} › ${testCase.fullName}`,
          message: describe(testCase.result().errors?.[0]),
        });
      }
    }
    for (const error of unhandledErrors)
      failures.push({ title: 'an error outside any test', message: describe(error) });
    writeDigest('unit', failures);
  }
}

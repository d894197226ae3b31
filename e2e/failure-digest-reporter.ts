/**
 * A Playwright reporter beside the list: each failed test's title, place and the first lines of
 * its error, for the end of `npm test`'s output (scripts/failure-digest.ts says why).
 */
import { relative } from 'node:path';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { writeDigest, type Failure } from '../scripts/failure-digest.ts';

const place = (location: { file: string; line: number }) =>
  `${relative(process.cwd(), location.file)}:${location.line}`;

export default class FailureDigestReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(result: FullResult): void {
    // An interrupted run (another check failed and stopped it) says nothing of its own tests.
    if (result.status === 'interrupted' || !this.suite) return;
    const failures: Failure[] = [];
    for (const test of this.suite.allTests()) {
      if (test.outcome() !== 'unexpected') continue;
      const last = test.results.at(-1);
      const error = last?.errors[0];
      failures.push({
        title: `${place(test.location)} › ${test.title}`,
        message:
          error?.message ??
          error?.value ??
          (last?.status === 'timedOut'
            ? `ran past its ${test.timeout / 1000} s bound`
            : (last?.status ?? 'did not run')),
        at: error?.location ? place(error.location) : undefined,
      });
    }
    writeDigest('e2e', failures);
  }
}

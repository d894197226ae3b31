/**
 * Why a check failed, in a few lines at the very end of `npm test`'s output.
 *
 * CI keeps only the tail of a run's output: a failing browser test's message and the line it
 * stopped at scroll away under the summary, and a failure seen once (a race under load) leaves
 * nothing to work from. The test runners' reporters (e2e/failure-digest-reporter.ts for
 * Playwright, scripts/vitest-failure-digest.ts for Vitest) write each failure's title, place and
 * the first lines of its error to `test-results/<check>-failures.txt`; `npm test` prints the file
 * of each check that failed after its summary.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The checks whose runners write a digest, in the order `npm test` prints them. */
export const DIGEST_CHECKS = ['unit', 'e2e'] as const;
export type DigestCheck = (typeof DIGEST_CHECKS)[number];

export interface Failure {
  /** «file:line › test title». */
  title: string;
  /** The error's message, as the runner gives it (ANSI colours are taken out here). */
  message: string;
  /** Where in the test it stopped, «file:line», when the runner knows. */
  at?: string;
}

/** Failures written out in full; the rest are counted. */
const MAX_FAILURES = 3;
/** Lines of each error's message: the matcher, the locator, expected and received. */
const MAX_MESSAGE_LINES = 6;
const MAX_LINE = 200;

const ROOT = join(import.meta.dirname, '..');
export const digestPath = (check: DigestCheck) =>
  join(ROOT, 'test-results', `${check}-failures.txt`);

function clip(line: string): string {
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line;
}

export function formatDigest(failures: Failure[]): string {
  const lines: string[] = [];
  for (const failure of failures.slice(0, MAX_FAILURES)) {
    lines.push(`✘ ${clip(failure.title)}`);
    const all = stripVTControlCharacters(failure.message).split('\n');
    // Playwright's call log repeats each retry of the wait: the lines before it say what failed.
    const log = all.findIndex((line) => line.trim() === 'Call log:');
    const message = (log === -1 ? all : all.slice(0, log))
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, MAX_MESSAGE_LINES);
    for (const line of message) lines.push(`    ${clip(line)}`);
    if (failure.at) lines.push(`    at ${failure.at}`);
  }
  const more = failures.length - MAX_FAILURES;
  if (more > 0) lines.push(`… and ${more} more failed (the whole report is above)`);
  return lines.join('\n');
}

/** Writes the run's failures, or removes a file an earlier run left when there are none. */
export function writeDigest(check: DigestCheck, failures: Failure[]): void {
  const path = digestPath(check);
  if (failures.length === 0) {
    rmSync(path, { force: true });
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${formatDigest(failures)}\n`);
}

/** The digest a failed check's runner wrote, or null (none written: it failed before its tests). */
export function readDigest(check: DigestCheck): string | null {
  try {
    return readFileSync(digestPath(check), 'utf8').trimEnd();
  } catch {
    return null;
  }
}

/** Forgets every check's digest: a run starts with none. */
export function clearDigests(): void {
  for (const check of DIGEST_CHECKS) rmSync(digestPath(check), { force: true });
}

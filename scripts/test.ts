/**
 * `npm test`: every check the project has, with a timing summary against the goal.
 *
 * The checks form a graph: each starts once the checks it waits for have passed, and the first
 * failure stops the rest. On 2 cores what the run takes is mostly the CPU it needs, so the graph
 * keeps both cores busy from the first second and gives them first to what sets the end:
 * - at once: the site build and the unit tests, and the static checks and the story build at a
 *   lower priority (`nice`: they have no timeouts, and take the cores only when the others leave
 *   them idle);
 * - once the site is built and the unit tests have passed: the Playwright suites (four workers:
 *   a browser test mostly waits on the page, the server or the network it emulates, and four keep
 *   the cores busy where two left them idle three quarters of the time) and, once the stories are
 *   built too, the story sweep; the bundle budgets once the site is built.
 * The unit tests and the browsers never share the cores: beside the four browser workers and
 * other work (load average above 20) unit tests ran past their 20 s hang guard.
 *
 * The summary gives the machine's core-seconds in all: on 2 cores no schedule of these checks ends
 * before half of that. `npm test -- --one-at-a-time` runs the checks one after another and gives
 * each its own share (Chromium's processes included, which the CPU column misses), the figures of
 * docs/testing.md «Where the CPU goes»; it takes about twice as long.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { assertChromium, SUITE_CHROME_PATH } from '../e2e/chromium.ts';
import { clearDigests, DIGEST_CHECKS, readDigest } from './failure-digest.ts';
import { bin, node, runStep, type Step, type StepResult } from './run.ts';

interface Check extends Step {
  /** Checks that must pass first. */
  after?: string[];
  /** Runs at a lower priority: a check without timeouts, which may wait for idle cores. */
  background?: boolean;
}

/** The issue-37 goal for a fresh clone's `npm test` on a quiet 2-core machine. */
const GOAL_SECONDS = 360;

const checks: Check[] = [
  node('build', 'scripts/build.ts'),
  bin('unit', 'vitest', ['run']),
  // The native compiler (tsgo): the same verdict as tsc on this tree, in a third of the time.
  { ...bin('typecheck', 'tsgo', ['-p', '.']), background: true },
  // oxlint holds every rule it has; ESLint only the layer zones and SQL in routes (eslint.config.js).
  { ...bin('oxlint', 'oxlint', ['--deny-warnings']), background: true },
  { ...bin('eslint', 'eslint', ['.', '--max-warnings', '0']), background: true },
  { ...bin('format', 'prettier', ['--check', '.', '--log-level', 'warn']), background: true },
  { ...bin('stories-build', 'ladle', ['build']), background: true },
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

/** Busy and total CPU time of the whole machine so far (every process, not only ours), in ms. */
function machineCpu(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** The machine's busy core-seconds between two readings. */
const coreSeconds = (from: { busy: number }, to: { busy: number }) => (to.busy - from.busy) / 1000;

/**
 * CPU seconds (user + sys) of every child this process has reaped so far, with their own children:
 * Linux's `cutime` + `cstime` of /proc/self/stat (clock ticks, 100 a second). Read as each check
 * ends, the growth since the last reading is that check's CPU — what it costs on any machine,
 * where its wall time depends on what ran beside it. Undefined where there is no /proc.
 */
function reapedChildrenCpu(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses; cutime is field 16.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** One check at a time, each with the machine's busy time while it ran (see the top). */
const oneAtATime = process.argv.includes('--one-at-a-time');
const machineCpuOf = new Map<string, number>();

// A digest left by an earlier run would be read as this run's.
clearDigests();
const cpuAtStart = machineCpu();
let childrenCpuSoFar = reapedChildrenCpu();
const cpuOf = new Map<string, number>();
const loadAtStart = loadavg();
const started = performance.now();
const startedAt = new Map<string, number>();
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
      if (oneAtATime && running.size > 0) return;
      launched.add(check.name);
      const busyBefore = machineCpu();
      startedAt.set(check.name, (performance.now() - started) / 1000);
      // At a lower priority through nice(1), so every thread and process it starts has it.
      const step: Step =
        check.background && process.platform !== 'win32'
          ? { ...check, command: 'nice', args: ['-n', '10', check.command, ...check.args] }
          : check;
      void runStep(step, (child) => running.set(check.name, child)).then((result) => {
        running.delete(check.name);
        if (oneAtATime) machineCpuOf.set(check.name, coreSeconds(busyBefore, machineCpu()));
        const childrenCpu = reapedChildrenCpu();
        if (childrenCpu !== undefined && childrenCpuSoFar !== undefined) {
          cpuOf.set(check.name, childrenCpu - childrenCpuSoFar);
          childrenCpuSoFar = childrenCpu;
        }
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
const cpuAtEnd = machineCpu();
const busy = (cpuAtEnd.busy - cpuAtStart.busy) / (cpuAtEnd.total - cpuAtStart.total);
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
console.log('\nnpm test summary (start, length and CPU (user + sys) of each check, seconds)');
for (const check of checks) {
  const r = results.get(check.name);
  const from = `${(startedAt.get(check.name) ?? 0).toFixed(1).padStart(6)}`;
  const cpu = cpuOf.get(check.name);
  const machine = machineCpuOf.get(check.name);
  if (r)
    console.log(
      `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(14)} ${from} +${r.seconds.toFixed(1).padEnd(6)}` +
        (cpu === undefined ? '' : ` cpu ${cpu.toFixed(1)}`) +
        (machine === undefined ? '' : ` machine ${machine.toFixed(1)}`),
    );
  else console.log(`  skip ${check.name} (stopped or not started: another check failed)`);
}
const complete = !failed && results.size === checks.length;
// A run stopped by a failure is short, not quick: it has no verdict on the goal.
const verdict = !complete
  ? 'stopped by a failure: no verdict on'
  : oneAtATime
    ? 'one check at a time: no verdict on'
    : total <= GOAL_SECONDS
      ? 'within'
      : 'OVER';
const allCpu = [...cpuOf.values()].reduce((sum, s) => sum + s, 0);
console.log(
  `  total ${total.toFixed(1)}s — ${verdict} the ${GOAL_SECONDS}s goal (issue 37)` +
    (cpuOf.size ? `; the checks' CPU ${allCpu.toFixed(0)} s` : ''),
);
const machineSeconds = coreSeconds(cpuAtStart, cpuAtEnd);
const cores = cpus().length;
console.log(
  `  machine: load average ${load(loadAtStart)} at the start, ${load(loadavg())} at the end; ` +
    `cores ${(busy * 100).toFixed(0)}% busy (all processes). A goal is judged on a quiet machine.`,
);
console.log(
  `  work: ${machineSeconds.toFixed(0)} core-seconds (every process, Chromium's too): on ` +
    `${cores} cores no schedule ends before ${(machineSeconds / cores).toFixed(0)} s.`,
);
// Last, where CI's tail of the output keeps it: why each failed check failed.
for (const check of DIGEST_CHECKS) {
  if (results.get(check)?.ok !== false) continue;
  const digest = readDigest(check);
  if (digest) console.log(`\nwhy ${check} failed (the whole report is above):\n${digest}`);
}
process.exit(complete ? 0 : 1);

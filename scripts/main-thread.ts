/**
 * The main thread's work while a page loads, from a Chromium performance trace: each top-level
 * task's CPU time (the trace's thread time, `tdur`, which holds still when other work shares the
 * machine and wall time does not) and what it spent it on. Lighthouse's mobile score simulates a
 * CPU four times slower than the one it traced (lantern), and its total blocking time counts the
 * part of each task over 50 ms; this prints that estimate from CPU time, per page, so a change
 * can be judged on a busy machine. It is a benchmark, not a test.
 *
 *   node --import tsx scripts/main-thread.ts [--runs 3] [--page /roaming …] [--site dist/site]
 *   node --import tsx scripts/main-thread.ts --site ../old/dist/site     another build, same server
 *   … --tasks                                                            every task over 5 ms
 *
 * Each run is a fresh browser context (no cache) with no throttling, left alone — no tap, no
 * scroll — until every island it hydrates at once has (`<html data-hydrated>`) and the network
 * has been idle; as Lighthouse's own trace.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { assertChromium, CHROME_ARGS, CHROME_PATH } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';

/** Lighthouse's mobile profile: the CPU it simulates is this many times slower. */
export const CPU_SLOWDOWN = 4;
/** A task blocks input for the part of it over this (Lighthouse's total blocking time). */
export const BLOCKING_MS = 50;

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

export interface MainThreadTask {
  /** Start, ms after the first navigation's start. */
  start: number;
  /** Wall time, ms. */
  wall: number;
  /** The thread's CPU time, ms. */
  cpu: number;
  /** What took most of it: the script evaluated or called, or the kind of work. */
  what: string;
}

export interface MainThreadSummary {
  tasks: MainThreadTask[];
  /** CPU time of every task from navigation on, ms. */
  cpu: number;
  /** CPU time spent evaluating, compiling and running scripts, ms. */
  script: number;
  /** Σ max(0, CPU × 4 − 50) over the tasks: Lighthouse's blocking time on a CPU 4× slower. */
  blocking: number;
  /** The longest task's CPU time, ms. */
  longest: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT_NAMES = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'v8.compileCode',
  'FunctionCall',
  'V8.Execute',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.run',
]);

/** The renderer main thread that evaluated the most scripts of `origin`: the page's. */
function pageThread(events: TraceEvent[], origin: string): { pid: number; tid: number } | null {
  const counts = new Map<string, number>();
  for (const event of events) {
    const url = event.args?.data?.url;
    if (!url?.startsWith(origin)) continue;
    const key = `${event.pid}:${event.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number) as [number, number];
  return { pid, tid };
}

/** What a task spent most of its time on, from the events nested in it. */
function describe(children: TraceEvent[], origin: string): string {
  let best: TraceEvent | undefined;
  for (const child of children) {
    if (child.name === 'ProfileChunk') continue;
    if (!best || (child.dur ?? 0) > (best.dur ?? 0)) best = child;
  }
  if (!best) return 'other';
  const script = children
    .filter((child) => SCRIPT_NAMES.has(child.name) && child.args?.data?.url)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const url = script?.args?.data?.url;
  const file = url ? url.replace(origin, '').replace(/^\/assets\//, '') : '';
  const fn = script?.args?.data?.functionName;
  return script && file ? `${script.name} ${file}${fn ? ` ${fn}` : ''}` : best.name;
}

/** The page's main-thread tasks from navigation on, with the figures above. */
export function summarise(events: TraceEvent[], origin: string): MainThreadSummary {
  const thread = pageThread(events, origin);
  const empty = { tasks: [], cpu: 0, script: 0, blocking: 0, longest: 0 };
  if (!thread) return empty;
  const mine = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.pid === thread.pid && e.args?.data?.url !== '',
  );
  const zero = navigation?.ts ?? mine[0]?.ts ?? 0;
  // The outermost tasks only: Chromium nests a RunTask in a ThreadControllerImpl::RunTask.
  const tops: TraceEvent[] = [];
  let openUntil = -Infinity;
  for (const event of mine) {
    if (!TASK_NAMES.has(event.name) || event.ts < zero || event.ts < openUntil) continue;
    tops.push(event);
    openUntil = event.ts + (event.dur ?? 0);
  }
  const tasks: MainThreadTask[] = [];
  let script = 0;
  let index = 0;
  for (const top of tops) {
    const end = top.ts + (top.dur ?? 0);
    const children: TraceEvent[] = [];
    while (index < mine.length && (mine[index]?.ts ?? 0) < top.ts) index++;
    for (let i = index; i < mine.length && (mine[i]?.ts ?? 0) < end; i++) {
      const child = mine[i]!;
      if (child !== top && !TASK_NAMES.has(child.name)) children.push(child);
    }
    // Script time: the outermost script events of the task, by their CPU time.
    let covered = 0;
    for (const child of children) {
      if (!SCRIPT_NAMES.has(child.name) || child.ts < covered) continue;
      script += (child.tdur ?? child.dur ?? 0) / 1000;
      covered = child.ts + (child.dur ?? 0);
    }
    tasks.push({
      start: (top.ts - zero) / 1000,
      wall: (top.dur ?? 0) / 1000,
      cpu: (top.tdur ?? top.dur ?? 0) / 1000,
      what: describe(children, origin),
    });
  }
  const cpu = tasks.reduce((sum, task) => sum + task.cpu, 0);
  const blocking = tasks.reduce(
    (sum, task) => sum + Math.max(0, task.cpu * CPU_SLOWDOWN - BLOCKING_MS),
    0,
  );
  const longest = tasks.reduce((max, task) => Math.max(max, task.cpu), 0);
  return { tasks, cpu, script, blocking, longest };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'toplevel',
  'loading',
  'blink.user_timing',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: 'dist/site' },
      page: { type: 'string', multiple: true },
      runs: { type: 'string', default: '3' },
      tasks: { type: 'boolean', default: false },
    },
  });
  assertChromium();
  const site = resolve(values.site);
  const pages = values.page ?? [
    '/',
    '/virtual-ats',
    '/internet-for-office',
    '/roaming',
    '/support/mobile-connection/info',
    '/blog/business-roaming-tips',
  ];
  const server = await startServer({ SITE_DIR: site });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const f = (ms: number) => ms.toFixed(0).padStart(6);
  console.log(`main thread of ${site}, median of ${values.runs} (CPU ms; blocking at ×4):`);
  console.log(`${'page'.padEnd(40)}    cpu script longest blocking tasks>12.5`);
  try {
    for (const path of pages) {
      const runs: MainThreadSummary[] = [];
      for (let run = 0; run < Number(values.runs); run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const buffer = await browser.stopTracing();
        await context.close();
        const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
        runs.push(summarise(trace.traceEvents, server.url));
      }
      const long = (s: MainThreadSummary) =>
        s.tasks.filter((t) => t.cpu * CPU_SLOWDOWN > BLOCKING_MS).length;
      console.log(
        `${path.padEnd(40)} ${f(median(runs.map((r) => r.cpu)))} ${f(median(runs.map((r) => r.script)))}` +
          ` ${f(median(runs.map((r) => r.longest)))}   ${f(median(runs.map((r) => r.blocking)))}` +
          ` ${String(median(runs.map(long))).padStart(6)}`,
      );
      if (values.tasks) {
        const last = runs[runs.length - 1]!;
        for (const task of last.tasks.filter((t) => t.cpu >= 5)) {
          console.log(
            `    at ${f(task.start)} ms  cpu ${task.cpu.toFixed(1).padStart(6)}  wall ${task.wall.toFixed(1).padStart(6)}  ${task.what}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Lighthouse (mobile profile) on the built site served by the real server, each page three ways
 * side by side in one run, median of 3 (`--runs`):
 * - **as built**, default 4× CPU: performance ≥ 98, accessibility, best practices and SEO at 100,
 *   total blocking time ≤ 200 ms — the bar, and the exit code (1 when a page is below it);
 * - **the floor**: the same page with every script blocked (`--blocked-url-patterns=*.js`), 4×:
 *   what the page's own HTML and CSS cost, which no change to its scripts can go below;
 * - **calibrated**: the CPU multiplier from the run's benchmarkIndex (this machine's CPU as
 *   Lighthouse measures it), as Lighthouse's docs/throttling.md advises for a host that is not the
 *   high-end desktop its default 4× assumes (`cpuMultiplier`).
 * Pages: home and /kk, two landings, /roaming and a help page. Each round runs the three in a row
 * on a page, so a change in the machine's load touches all three alike.
 *
 * Figures taken on a busy machine measure the machine (docs/performance.md): it refuses to run
 * when the 1-minute load average is above 1.5 (`--max-load` to override, and the table says so),
 * and prints the load at its start and end beside the benchmarkIndex.
 *
 *   npm run build && node --import tsx scripts/lighthouse.ts [--runs 3] [--only /roaming]
 *   node --import tsx scripts/lighthouse.ts --site ../old/dist/site   another build, same server
 *
 * Lighthouse 12.8 is heavy for CI's install, so it is not a dependency: npx fetches it once
 * (`lighthouse@12.8.2`, the last line that runs on Node 20) and runs it with the machine's
 * Chromium (CHROME_PATH) and the flags of the browser suites.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { assertChromium, CHROME_ARGS, CHROME_PATH } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';

export const LIGHTHOUSE = 'lighthouse@12.8.2';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const TARGET: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The four categories (0–100), and total blocking time and largest contentful paint (ms). */
export type Scores = Record<Category, number> & { tbt: number; lcp: number };

export const TBT_TARGET_MS = 200;

/** The load average above which the figures would measure the machine, not the pages. */
export const MAX_LOAD = 1.5;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The median of each category over the runs (scores 0–100). */
export function medianScores(runs: Scores[]): Scores {
  return Object.fromEntries(
    [...CATEGORIES, 'tbt', 'lcp'].map((key) => [
      key,
      median(runs.map((run) => run[key as keyof Scores])),
    ]),
  ) as Scores;
}

/** What is read of a Lighthouse JSON report. */
export interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

/**
 * The CPU slowdown that makes this host a mid-tier phone, from its benchmarkIndex: Lighthouse's
 * docs/throttling.md (4× takes a high-end desktop, 1500–2000, to a mid-tier phone; lower on a
 * weaker host) by the piecewise rule of the CPU throttling calculator it links
 * (patrickhulce/lighthouse-cpu-throttling-calculator): 1300 → 3×, 800 → 2×, 150 → 1×, and
 * +1× per 233 above 1300. Never below 1×.
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The categories of one Lighthouse JSON report, as 0–100, with its TBT and LCP in ms. */
export function scoresOf(report: Report): Scores {
  const categories = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((report.categories[category]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  return {
    ...categories,
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
  };
}

export function belowTarget(scores: Scores): string[] {
  const low: string[] = CATEGORIES.filter((category) => scores[category] < TARGET[category]);
  if (scores.tbt > TBT_TARGET_MS) low.push('tbt');
  return low;
}

/** The UI runtime a built site runs on, read from its chunks (React's element symbol). */
export function runtimeOf(siteDir: string): string {
  const assets = join(siteDir, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const react = files.some((name) =>
    readFileSync(join(assets, name), 'utf8').includes('react.transitional.element'),
  );
  const islands = files.some((name) => name.startsWith('islands-'));
  return react
    ? `React 19${islands ? ', islands' : ', full hydration'}`
    : 'not React (preact/compat)';
}

/** How a page is measured: as built, with every script blocked, or at the calibrated CPU. */
export type Variant = 'built' | 'floor' | 'calibrated';

/**
 * One Lighthouse run; a failed one is taken again, up to twice, and the script says so. Chromium
 * 156 now and then records a trace without its navigation start (NO_NAVSTART, «Please run
 * Lighthouse again»): two full runs of the six pages died on it before this.
 */
async function lighthouse(url: string, flags: readonly string[], retries = 2): Promise<Report> {
  try {
    return await lighthouseOnce(url, flags);
  } catch (error) {
    if (retries === 0) throw error;
    console.error(`bench:lighthouse: ${(error as Error).message}; running it again`);
    return lighthouse(url, flags, retries - 1);
  }
}

function lighthouseOnce(url: string, flags: readonly string[]): Promise<Report> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROME_ARGS.join(' ')}`,
        ...flags,
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} for ${url}`));
      try {
        resolvePromise(JSON.parse(out) as Report);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** One round on a page: as built (which gives the benchmarkIndex), the floor, calibrated. */
async function round(url: string) {
  const built = await lighthouse(url, [`--only-categories=${CATEGORIES.join(',')}`]);
  const benchmarkIndex = built.environment?.benchmarkIndex ?? Number.NaN;
  if (!Number.isFinite(benchmarkIndex))
    throw new Error(`no benchmarkIndex in the report of ${url}`);
  const multiplier = cpuMultiplier(benchmarkIndex);
  const performance = ['--only-categories=performance'];
  const floor = await lighthouse(url, [...performance, '--blocked-url-patterns=*.js']);
  const calibrated = await lighthouse(url, [
    ...performance,
    `--throttling.cpuSlowdownMultiplier=${multiplier.toFixed(2)}`,
  ]);
  return {
    benchmarkIndex,
    multiplier,
    scores: { built: scoresOf(built), floor: scoresOf(floor), calibrated: scoresOf(calibrated) },
  };
}

const load1 = () => loadavg()[0] ?? 0;

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      only: { type: 'string', multiple: true },
      site: { type: 'string' },
      'max-load': { type: 'string', default: String(MAX_LOAD) },
    },
  });
  const maxLoad = Number(values['max-load']);
  const loadAtStart = load1();
  if (loadAtStart > maxLoad) {
    console.error(
      `bench:lighthouse: the 1-minute load average is ${loadAtStart.toFixed(2)}, above ` +
        `${maxLoad}: on a busy machine Lighthouse measures the machine, not the pages. Run it ` +
        'when nothing else does (uptime), or pass --max-load to measure anyway.',
    );
    process.exit(2);
  }
  assertChromium();
  const root = resolve(import.meta.dirname, '..');
  const site = values.site ? resolve(values.site) : join(root, 'dist/site');
  const paths = [
    '/',
    '/kk',
    '/virtual-ats',
    '/internet-for-office',
    '/roaming',
    '/kk/support/mobile-connection/info',
  ].filter((path) => !values.only || values.only.includes(path));
  const runs = Number(values.runs);

  const server = await startServer({ SITE_DIR: site });
  const rows: { path: string; scores: Record<Variant, Scores>; multiplier: number }[] = [];
  const indices: number[] = [];
  try {
    for (const path of paths) {
      const results: Awaited<ReturnType<typeof round>>[] = [];
      for (let i = 0; i < runs; i++) results.push(await round(server.url + path));
      indices.push(...results.map((r) => r.benchmarkIndex));
      const of = (variant: Variant) => medianScores(results.map((r) => r.scores[variant]));
      const row = {
        path,
        scores: { built: of('built'), floor: of('floor'), calibrated: of('calibrated') },
        multiplier: median(results.map((r) => r.multiplier)),
      };
      rows.push(row);
      console.log(
        `${path}: built ${row.scores.built.performance} / ${row.scores.built.tbt} ms, floor ` +
          `${row.scores.floor.performance} / ${row.scores.floor.tbt} ms, calibrated ` +
          `×${row.multiplier.toFixed(2)} ${row.scores.calibrated.performance} / ` +
          `${row.scores.calibrated.tbt} ms (runs: ${results.map((r) => r.scores.built.performance).join(', ')})`,
      );
    }
  } finally {
    await server.stop();
  }

  const loadAtEnd = load1();
  const overridden =
    maxLoad > MAX_LOAD ? ` — load guard raised to ${maxLoad}: NOT A QUIET RUN` : '';
  console.log(
    `\nLighthouse ${LIGHTHOUSE}, mobile, median of ${runs}, ${site} (${runtimeOf(site)})\n` +
      `load average ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end` +
      `${overridden}; benchmarkIndex ${Math.round(median(indices))} ` +
      `(${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))})\n`,
  );
  const cell = (s: Scores) => `${String(s.performance).padStart(3)} / ${String(s.tbt).padStart(5)}`;
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  console.log(
    `${'page'.padEnd(width)}  ${'built 4×'.padStart(11)}  ${'floor 4×'.padStart(11)}  ` +
      `${'calibrated'.padStart(17)}  ${'lcp ms'.padStart(6)}  a11y  best   seo  result`,
  );
  console.log(
    `${''.padEnd(width)}  ${'perf / TBT'.padStart(11)}  ${'perf / TBT'.padStart(11)}  ` +
      `${'cpu  perf / TBT'.padStart(17)}`,
  );
  let failed = 0;
  for (const { path, scores, multiplier } of rows) {
    const low = belowTarget(scores.built);
    if (low.length) failed++;
    console.log(
      `${path.padEnd(width)}  ${cell(scores.built)}  ${cell(scores.floor)}  ` +
        `×${multiplier.toFixed(2)} ${cell(scores.calibrated)}  ${String(scores.built.lcp).padStart(6)}  ` +
        `${(['accessibility', 'best-practices', 'seo'] as const).map((c) => String(scores.built[c]).padStart(4)).join('  ')}` +
        `  ${low.length ? `FAIL (${low.join(', ')})` : 'ok'}`,
    );
  }
  process.exit(failed > 0 ? 1 : 0);
}

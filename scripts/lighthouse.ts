/**
 * Lighthouse (mobile profile) on the built site served by the real server: performance ≥ 98,
 * accessibility, best practices and SEO at 100, and total blocking time ≤ 200 ms, on home, a
 * landing page, /internet-for-office, /roaming, a help page and a blog article, in Russian and
 * Kazakh. Each page runs three times; the table shows each category's median, and the median total
 * blocking time and largest contentful paint, under the build's UI runtime (read from its
 * chunks). Exits 1 when a page is below target. Run it under `taskset -c 0` for a machine half as
 * fast.
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

/** The median of each category over the runs (scores 0–100). */
export function medianScores(runs: Scores[]): Scores {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  return Object.fromEntries(
    [...CATEGORIES, 'tbt', 'lcp'].map((key) => [
      key,
      median(runs.map((run) => run[key as keyof Scores])),
    ]),
  ) as Scores;
}

/** The categories of one Lighthouse JSON report, as 0–100, with its TBT and LCP in ms. */
export function scoresOf(report: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}): Scores {
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

function lighthouse(url: string): Promise<Scores> {
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
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} for ${url}`));
      try {
        resolvePromise(scoresOf(JSON.parse(out) as Parameters<typeof scoresOf>[0]));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      only: { type: 'string', multiple: true },
      site: { type: 'string' },
    },
  });
  assertChromium();
  const root = resolve(import.meta.dirname, '..');
  const site = values.site ? resolve(values.site) : join(root, 'dist/site');
  // The first blog article the build prerendered.
  const article = readdirSync(join(site, 'blog'), { withFileTypes: true }).find((e) =>
    e.isDirectory(),
  )?.name;
  const paths = [
    '/',
    '/virtual-ats',
    '/internet-for-office',
    '/roaming',
    '/support/mobile-connection/info',
    `/blog/${article ?? ''}`,
  ].filter((path) => !values.only || values.only.includes(path));
  const pages = paths.flatMap((path) => [path, path === '/' ? '/kk' : `/kk${path}`]);

  const server = await startServer({ SITE_DIR: site });
  const rows: { path: string; scores: Scores }[] = [];
  try {
    for (const path of pages) {
      const runs: Scores[] = [];
      for (let i = 0; i < Number(values.runs); i++) runs.push(await lighthouse(server.url + path));
      const scores = medianScores(runs);
      rows.push({ path, scores });
      console.log(
        `${path.padEnd(40)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}` +
          `  tbt ${scores.tbt} ms  lcp ${scores.lcp} ms` +
          `  (runs: ${runs.map((r) => r.performance).join(', ')})`,
      );
    }
  } finally {
    await server.stop();
  }

  console.log(
    `\nLighthouse ${LIGHTHOUSE}, mobile, median of ${values.runs}, ${site} (${runtimeOf(site)}):`,
  );
  console.log(`${'page'.padEnd(40)}  perf  a11y  best   seo    tbt ms    lcp ms  result`);
  let failed = 0;
  for (const { path, scores } of rows) {
    const low = belowTarget(scores);
    if (low.length) failed++;
    console.log(
      `${path.padEnd(40)}  ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join('  ')}` +
        `  ${String(scores.tbt).padStart(8)}  ${String(scores.lcp).padStart(8)}` +
        `  ${low.length ? `FAIL (${low.join(', ')})` : 'ok'}`,
    );
  }
  process.exit(failed > 0 ? 1 : 0);
}

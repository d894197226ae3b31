/**
 * The embed bundle's size budget (gzip, as a partner's visitors download it), checked in `npm test`
 * after the build:
 *
 *   embed.js                          ≤ 15 KB (the bar; the goal is 5 KB)
 *   a widget's first render           embed.js + the widget's entry + every chunk it needs:
 *     consultation-form, handset-check  ≤ 45 KB
 *     address-check                     ≤ 60 KB (the combobox's behaviour loads when a field is
 *                                       used; the consultation form of its «outside coverage» step
 *                                       is part of it)
 * Code a widget loads later (`import()`, fetched by the loader's `require.lazy`) is not counted.
 *
 *   node --import tsx scripts/embed-size.ts            check dist/ (fails over budget)
 *   node --import tsx scripts/embed-size.ts --compare  also build the widgets on React, and compare
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { EmbedBuildResult } from '../embed/build.ts';
import type { EmbedWidgetName } from '../embed/protocol.ts';

export const KB = 1024;
const FIRST_RENDER: Record<EmbedWidgetName, number> = {
  'consultation-form': 45 * KB,
  'handset-check': 45 * KB,
  'address-check': 60 * KB,
};
export const BUDGET = { loader: 15 * KB, loaderGoal: 5 * KB, firstRender: FIRST_RENDER } as const;

/** A widget's first-render budget (a widget the table does not name gets the strictest). */
const firstRenderBudget = (widget: string): number =>
  FIRST_RENDER[widget as EmbedWidgetName] ?? Math.min(...Object.values(FIRST_RENDER));

export interface WidgetSize {
  widget: string;
  /** The widget's own entry chunk. */
  entry: number;
  /** Chunks it shares with other widgets (the UI runtime among them). */
  shared: number;
  /** embed.js + entry + shared: everything its first render downloads. */
  total: number;
}

export interface EmbedSizes {
  runtime: string;
  loader: number;
  /** The chunk every widget needs (preact or React, the API client, the kit's basics). */
  runtimeChunk: number;
  widgets: WidgetSize[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function measure(build: EmbedBuildResult): EmbedSizes {
  const chunk = (file: string) => gzipSize(join(build.siteDir, 'embed/chunks', file));
  const loader = gzipSize(join(build.siteDir, 'embed.js'));
  const everyone = Object.values(build.manifest)
    .map((w) => new Set(w.deps))
    .reduce((common, deps) => new Set([...common].filter((file) => deps.has(file))));
  const widgets = Object.entries(build.manifest).map(([widget, { entry, deps }]) => {
    const entrySize = chunk(entry);
    const shared = deps.reduce((sum, file) => sum + chunk(file), 0);
    return { widget, entry: entrySize, shared, total: loader + entrySize + shared };
  });
  const runtimeChunk = [...everyone].reduce((sum, file) => sum + chunk(file), 0);
  return { runtime: build.runtime, loader, runtimeChunk, widgets };
}

/** What is over budget, one line each; empty when everything fits. */
export function overBudget(sizes: EmbedSizes): string[] {
  const problems: string[] = [];
  if (sizes.loader > BUDGET.loader) {
    problems.push(`embed.js is ${kb(sizes.loader)}, over its ${kb(BUDGET.loader)} budget`);
  }
  for (const w of sizes.widgets) {
    if (w.total > firstRenderBudget(w.widget)) {
      problems.push(
        `${w.widget}: first render downloads ${kb(w.total)}, over the ${kb(firstRenderBudget(w.widget))} budget`,
      );
    }
  }
  return problems;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function report(sizes: EmbedSizes): string {
  const lines = [
    `embed (${sizes.runtime}), gzip:`,
    `  embed.js            ${String(sizes.loader).padStart(7)} B  ${kb(sizes.loader)}` +
      `  (bar ${kb(BUDGET.loader)}, goal ${kb(BUDGET.loaderGoal)})`,
    `  shared runtime      ${String(sizes.runtimeChunk).padStart(7)} B  ${kb(sizes.runtimeChunk)}`,
  ];
  for (const w of sizes.widgets) {
    lines.push(
      `  ${w.widget.padEnd(18)}  ${String(w.total).padStart(7)} B  ${kb(w.total)} first render` +
        ` (entry ${kb(w.entry)} + shared ${kb(w.shared)} + embed.js; budget ${kb(firstRenderBudget(w.widget))})`,
    );
  }
  return lines.join('\n');
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { compare: { type: 'boolean', default: false } } });
  const manifestFile = resolve(import.meta.dirname, '../dist/embed/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error('embed-size: dist/embed/manifest.json is missing: run "npm run build" first.');
    process.exit(1);
  }
  const built = JSON.parse(readFileSync(manifestFile, 'utf8')) as EmbedBuildResult;
  const sizes = measure(built);
  console.log(report(sizes));

  if (values.compare) {
    const { buildEmbed } = await import('../embed/build.ts');
    const other = built.runtime === 'preact' ? 'react' : 'preact';
    const dir = mkdtempSync(join(tmpdir(), 'biz-embed-size-'));
    try {
      console.log(report(measure(await buildEmbed(join(dir, 'site'), other))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const problems = overBudget(sizes);
  for (const problem of problems) console.error(`embed-size: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}

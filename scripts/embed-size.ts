/**
 * The embed bundle's size budget (gzip, as a partner's visitors download it), checked in `npm test`
 * after the build:
 *
 *   embed.js                          ≤ 5 KB: it loads on every partner page, widget or not
 *   a widget's first render           embed.js + the widget's entry + every chunk it needs:
 *     consultation-form, handset-check  ≤ 105 KB
 *     address-check                     ≤ 115 KB (the combobox's behaviour loads when a field is
 *                                       used; the consultation form of its «outside coverage» step
 *                                       is part of it)
 *
 * The widgets run on React 19 and react-dom, as the site does (docs/embed.md, «Size»): react-dom's
 * client alone is about 58 KB of it, shared by every widget on the page and cached across the
 * partner's pages (immutable chunks). The budgets are what a widget measured on React when the
 * runtime moved (97–108 KB), with a few KB to grow: a change that adds more must say why.
 * Code a widget loads later (`import()`, fetched by the loader's `require.lazy`) is not counted.
 *
 *   node --import tsx scripts/embed-size.ts            check dist/ (fails over budget)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { EmbedBuildResult } from '../embed/build.ts';
import type { EmbedWidgetName } from '../embed/protocol.ts';

export const KB = 1024;
const FIRST_RENDER: Record<EmbedWidgetName, number> = {
  'consultation-form': 105 * KB,
  'handset-check': 105 * KB,
  'address-check': 115 * KB,
};
export const BUDGET = { loader: 5 * KB, firstRender: FIRST_RENDER } as const;

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
  loader: number;
  /** The chunk every widget needs (React, the API client, the kit's basics). */
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
  return { loader, runtimeChunk, widgets };
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
    'embed (React 19), gzip:',
    `  embed.js            ${String(sizes.loader).padStart(7)} B  ${kb(sizes.loader)}` +
      `  (budget ${kb(BUDGET.loader)})`,
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
  const manifestFile = resolve(import.meta.dirname, '../dist/embed/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error('embed-size: dist/embed/manifest.json is missing: run "npm run build" first.');
    process.exit(1);
  }
  const built = JSON.parse(readFileSync(manifestFile, 'utf8')) as EmbedBuildResult;
  const sizes = measure(built);
  console.log(report(sizes));

  const problems = overBudget(sizes);
  for (const problem of problems) console.error(`embed-size: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}

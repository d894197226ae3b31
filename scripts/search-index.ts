/**
 * Builds the site search from the prerendered pages: one document per page (title, description,
 * h2/h3 headings, the prose of `<main>` — not its buttons, forms or link hints, `proseOf`), one MiniSearch index per language, serialised to
 * `dist/site/search-index/{locale}.json` with the same options the browser loads it with. Content
 * that lands later (landing pages, help pages, blog articles) is indexed because it is rendered.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locale } from '../contract/locale.ts';
import { buildIndex, type SearchDocument } from '../app/features/search/build.ts';
import { searchIndexPath } from '../app/features/search/build.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Visible text of an HTML fragment: no tags, scripts, styles or hidden helpers; spaces collapsed. */
export function htmlToText(html: string): string {
  const withoutInvisible = html
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  return decodeEntities(withoutInvisible.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a page shows but does not say: its controls (buttons, forms and their labels and consents,
 * filters, tabs, navigation), what is hidden from assistive technology, and what a component marks
 * `data-nosnippet` (Google's attribute for the same purpose): a link's «(откроется в новой
 * вкладке)», a call-to-action link («Выбрать тариф»), an article's «Опубликовано: …». A result's
 * snippet is read from the text that is left — the page's own prose (issue 39).
 */
const CONTROLS = new Set([
  'button',
  'form',
  'fieldset',
  'label',
  'select',
  'textarea',
  'nav',
  'dialog',
]);
const CONTROL_ROLES = /\brole="(?:radiogroup|tablist|toolbar|search|menu|menubar)"/;
// Not `hidden`: a folded «Подробнее» holds the page's own words.
const NOT_PROSE = /\sdata-nosnippet(?:="[^"]*")?[\s>/]|\saria-hidden="true"/;
const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** `html` without the elements `drop` names, with everything inside them (well-formed markup). */
export function withoutElements(
  html: string,
  drop: (name: string, tag: string) => boolean,
): string {
  let out = '';
  let cursor = 0;
  let dropping: { name: string; depth: number } | null = null;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
    const [tag, closing, rawName, selfClosing] = match;
    const name = (rawName as string).toLowerCase();
    const start = match.index;
    const isVoid = VOID.has(name) || selfClosing === '/';
    if (dropping) {
      if (name === dropping.name && !isVoid) dropping.depth += closing ? -1 : 1;
      if (dropping.depth === 0) {
        dropping = null;
        cursor = start + tag.length;
        out += ' ';
      }
      continue;
    }
    if (!closing && drop(name, tag)) {
      out += html.slice(cursor, start);
      if (isVoid) {
        cursor = start + tag.length;
        out += ' ';
      } else dropping = { name, depth: 1 };
    }
  }
  return dropping ? out : out + html.slice(cursor);
}

/** The prose of a page's main region: its markup without the controls and marked helpers. */
export function proseOf(html: string): string {
  return withoutElements(
    html,
    (name, tag) => CONTROLS.has(name) || CONTROL_ROLES.test(tag) || NOT_PROSE.test(tag),
  );
}

/** A search document from a prerendered page's app markup. */
export function documentFromHtml(
  url: string,
  appHtml: string,
  meta: { title: string; description: string },
): SearchDocument {
  const main = proseOf(/<main\b[^>]*>([\s\S]*)<\/main>/i.exec(appHtml)?.[1] ?? '');
  // A product's h1 is its name alone; the subtitle beside it in its <hgroup> says what the
  // product is («Бизнеске арналған бұлттық платформа»), so it counts as a heading.
  const subtitles = [...main.matchAll(/<hgroup\b[^>]*>([\s\S]*?)<\/hgroup>/gi)].flatMap((g) =>
    [...(g[1] ?? '').matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => m[1] ?? ''),
  );
  const sections = [...main.matchAll(/<h[23]\b[^>]*>([\s\S]*?)<\/h[23]>/gi)].map((m) => m[1] ?? '');
  const headings = [...subtitles, ...sections]
    .map((html) => htmlToText(html))
    .filter(Boolean)
    .join(' · ');
  const withoutH1 = main.replace(/<h1\b[^>]*>[\s\S]*?<\/h1>/i, ' ');
  return {
    id: url,
    title: meta.title,
    description: meta.description,
    headings,
    text: htmlToText(withoutH1),
  };
}

/** Writes one index per language; returns each file's size in bytes. */
export function writeSearchIndexes(
  siteDir: string,
  documents: Record<Locale, SearchDocument[]>,
): Record<Locale, number> {
  const sizes = {} as Record<Locale, number>;
  for (const [locale, docs] of Object.entries(documents) as [Locale, SearchDocument[]][]) {
    const json = JSON.stringify(buildIndex(docs, locale));
    const file = join(siteDir, searchIndexPath(locale));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, json);
    sizes[locale] = Buffer.byteLength(json);
  }
  return sizes;
}

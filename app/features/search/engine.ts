import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { Locale } from '../../../contract/locale.ts';
import { processTerm, tokenize, tokenSpans } from './analyzer.ts';

/** One page of the site as the search sees it (built from the prerendered HTML). */
export interface SearchDocument {
  /** The page's address with its locale prefix, e.g. `/kk/roaming`. */
  id: string;
  title: string;
  description: string;
  /** The page's h2–h3 headings, joined. */
  headings: string;
  /** The readable text of the page's main region. */
  text: string;
}

export interface SearchHit {
  url: string;
  title: string;
  /** A piece of the page around the first match, with the matching words marked. */
  snippet: SnippetPart[];
  score: number;
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

const FIELDS = ['title', 'headings', 'description', 'text'] as const;

/**
 * The engine's options for one language. The build and the browser must use the same ones:
 * the index is serialised at build time and loaded as is.
 */
export function searchOptions(locale: Locale): Options<SearchDocument> {
  return {
    fields: [...FIELDS],
    storeFields: ['title', 'description', 'text'],
    tokenize,
    processTerm: (term) => processTerm(term, locale),
    searchOptions: {
      // A page named after the query ranks above one that only mentions it.
      boost: { title: 6, headings: 2, description: 1.5, text: 1 },
      prefix: true,
      // One typo in words of five letters or more; none in short words.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'AND',
    },
  };
}

export function buildIndex(
  documents: SearchDocument[],
  locale: Locale,
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(searchOptions(locale));
  index.addAll(documents);
  return index;
}

export function loadIndex(json: string, locale: Locale): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, searchOptions(locale));
}

const SNIPPET_RADIUS = 90;

/** The text around the first word whose term matched, cut at word boundaries. */
export function makeSnippet(
  text: string,
  terms: ReadonlySet<string>,
  locale: Locale,
): SnippetPart[] {
  const spans = tokenSpans(text);
  const isMatch = (word: string) => {
    const term = processTerm(word, locale);
    if (!term) return false;
    for (const t of terms) if (term === t || term.startsWith(t)) return true;
    return false;
  };
  const first = spans.find((s) => isMatch(s.word));
  const from = first ? Math.max(0, first.start - SNIPPET_RADIUS) : 0;
  const to = Math.min(text.length, (first?.end ?? 0) + SNIPPET_RADIUS * (first ? 1 : 2));
  const inside = spans.filter((s) => s.start >= from && s.end <= to);
  if (inside.length === 0) return [];
  const start = from === 0 ? 0 : (inside[0] as { start: number }).start;
  const end = to === text.length ? text.length : (inside[inside.length - 1] as { end: number }).end;
  const parts: SnippetPart[] = [];
  const push = (value: string, match: boolean) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += value;
    else parts.push({ text: value, match });
  };
  if (start > 0) push('… ', false);
  let cursor = start;
  for (const span of inside) {
    if (span.start < start || span.end > end) continue;
    push(text.slice(cursor, span.start), false);
    push(span.word, isMatch(span.word));
    cursor = span.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(' …', false);
  return parts;
}

/**
 * Runs a query: all words must match (AND); when that finds nothing, any word may (OR), so a
 * query with one unknown word still finds something.
 */
export function runSearch(
  index: MiniSearch<SearchDocument>,
  query: string,
  locale: Locale,
): SearchHit[] {
  let results: SearchResult[] = index.search(query);
  if (results.length === 0) results = index.search(query, { combineWith: 'OR' });
  return results.map((result) => {
    const terms = new Set(result.terms);
    const text = String(result.text ?? '');
    const description = String(result.description ?? '');
    const fromText = makeSnippet(text, terms, locale);
    const snippet = fromText.some((p) => p.match)
      ? fromText
      : makeSnippet(description, terms, locale);
    return {
      url: result.id as string,
      title: String(result.title ?? ''),
      snippet,
      score: result.score,
    };
  });
}

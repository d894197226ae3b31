/**
 * Site search (spec §2.7): the search page's view, plural rules, and the analyser and engine the
 * build uses to index the prerendered pages. The engine (MiniSearch) loads only on the search page.
 */
export { SearchView } from './SearchView.tsx';
export { pluralCategory, type PluralCategory } from './plural.ts';
export { searchIndexPath } from './indexFile.ts';

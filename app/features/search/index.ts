/**
 * Site search (spec §2.7): the search page's view, and the analyser and engine the
 * build uses to index the prerendered pages. The engine (MiniSearch) loads only on the search page.
 */
export { SearchView } from './SearchView.tsx';
export { searchIndexPath } from './indexFile.ts';

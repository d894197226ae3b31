/**
 * The search feature's entry for the build (`scripts/search-index.ts`, the prerenderer) and the
 * checks of what it builds: the analyser and the engine, without the search page's components.
 */
export { tokenize } from './analyzer.ts';
export { buildIndex, loadIndex, runSearch, type SearchDocument } from './engine.ts';
export { searchIndexPath } from './indexFile.ts';

import type { CodeSplittingOptions } from 'rolldown';

/**
 * Chunks of the site's client build. Left to itself the bundler splits the code every page loads
 * (what the entry imports statically) into a file per set of lazy chunks sharing a module: about
 * 20 files of 0.5–19 KB, each a request before a page can hydrate, six at a time over HTTP/1.1.
 * Those modules go into one `site` chunk instead (Rolldown's `$initial` tag: imported statically
 * by the entry). No page loads a byte more, since the entry imports all of them, and a lazy chunk
 * that needs one finds it loaded already.
 */
export const SITE_CHUNKS: CodeSplittingOptions = {
  groups: [{ name: 'site', tags: ['$initial'] }],
};

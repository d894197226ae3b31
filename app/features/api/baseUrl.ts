import { API_BASE_META_NAME } from '../../../contract/site.ts';

/**
 * The API base the site calls: in a page, its `<meta name="api-base">` (written by the build from
 * `VITE_API_BASE`, or by the server that serves the page — docs/deployment.md «The API on its own
 * host»); elsewhere (the prerender in Node, the dev server's pages, unit tests) `VITE_API_BASE`
 * itself. Empty means the page's own origin (paths stay relative). The embed bundle does not use
 * this: a partner page's meta tags are not the operator's, and its widgets take `api-base`.
 */
export function defaultApiBase(): string {
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META_NAME}"]`);
    if (meta) return meta.content.trim();
  }
  // Written as Vite replaces it (a cast around `import.meta` hides it from the replacement);
  // `import.meta.env` exists under Vite and Vitest, plain Node (tsx scripts) has none.
  return (import.meta.env as Partial<ImportMetaEnv> | undefined)?.VITE_API_BASE?.trim() ?? '';
}

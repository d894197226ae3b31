/**
 * Hydration after the first paint. A prerendered page paints from its HTML and stylesheet alone;
 * its modules only hydrate it, and a tap made before that is held by `early-input.js` and
 * replayed. Fetched from the head, 30-odd modules share a phone's slow link with the stylesheet
 * and finish before the first paint can happen (Lighthouse then counts each of them towards the
 * largest contentful paint). So the prerender lists them in the body instead, the entry first, as
 * `<script type="application/json" id="hydration-modules">`, and `public/hydrate.js`, a deferred
 * script, adds them to the document once it is parsed and its first frame is painted.
 *
 * A second list, `<script type="application/json" id="prefetch-modules">`, names the modules of
 * the islands that hydrate when the visitor comes to them (the header): `hydrate.js` has the
 * browser prefetch them once the page has loaded — fetched into its cache at the lowest priority,
 * not compiled until used — so the page's load spends nothing on them and their hydration waits
 * for no download.
 *
 * A cabinet page (`render: 'client'`) is drawn by its modules and keeps them in its head.
 */
export const HYDRATE_SCRIPT = '<script src="/hydrate.js" defer></script>';

const HYDRATION_MODULES_ID = 'hydration-modules';
const PREFETCH_MODULES_ID = 'prefetch-modules';
const listOf = (id: string) =>
  new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`);
const HYDRATION_LIST = listOf(HYDRATION_MODULES_ID);
const PREFETCH_LIST = listOf(PREFETCH_MODULES_ID);
const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * Vite's page template without its module script and module preloads, and those modules, the
 * entry first: what every prerendered page hydrates with before its own modules.
 */
export function takeModules(template: string): { html: string; modules: string[] } {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((m) => m[1] as string);
  if (entries.length !== 1) {
    throw new Error(`deferred hydration: expected one module script, found ${entries.length}`);
  }
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  return {
    html: template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    modules: [...entries, ...preloads],
  };
}

/**
 * The elements that name a page's modules for `public/hydrate.js`: those it hydrates with, the
 * entry first, and those to prefetch once it has loaded (none: no element).
 */
export function hydrationList(
  modules: readonly string[],
  prefetch: readonly string[] = [],
): string {
  // Site paths of hashed assets: nothing in them needs escaping inside a JSON script element.
  const list = (id: string, urls: readonly string[]) =>
    `<script type="application/json" id="${id}">${JSON.stringify(urls)}</script>`;
  return (
    list(HYDRATION_MODULES_ID, modules) +
    (prefetch.length > 0 ? list(PREFETCH_MODULES_ID, prefetch) : '')
  );
}

function listed(html: string, list: RegExp): string[] {
  const match = list.exec(html);
  return match ? (JSON.parse(match[1] as string) as string[]) : [];
}

/** The modules a page's hydration list names (empty for a page without one). */
export function hydrationModulesOf(html: string): string[] {
  return listed(html, HYDRATION_LIST);
}

/** The modules a page has the browser prefetch once loaded (empty for a page without any). */
export function prefetchModulesOf(html: string): string[] {
  return listed(html, PREFETCH_LIST);
}

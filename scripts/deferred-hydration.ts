/**
 * Hydration after the first paint. A prerendered page paints from its HTML and stylesheet alone;
 * its modules only hydrate it, and a tap made before that is held by `early-input.js` and
 * replayed. Fetched from the head, 30-odd modules share a phone's slow link with the stylesheet
 * and finish before the first paint can happen (Lighthouse then counts each of them towards the
 * largest contentful paint). So the prerender lists them in the body instead, the entry first, as
 * `<script type="application/json" id="hydration-modules">`, and `public/hydrate.js`, a deferred
 * script, adds them to the document once it is parsed and its first frame is painted.
 *
 * The islands hydrated later (the header, a band below the fold) are not in it: the islands'
 * runtime preloads each one's modules when the visitor is about to reach it
 * (app/islands/intent.ts), so a page left alone fetches none of them.
 *
 * A cabinet page (`render: 'client'`) is drawn by its modules and keeps them in its head.
 */
export const HYDRATE_SCRIPT = '<script src="/hydrate.js" defer></script>';

const HYDRATION_MODULES_ID = 'hydration-modules';
const HYDRATION_LIST = new RegExp(
  `<script type="application/json" id="${HYDRATION_MODULES_ID}">([^<]*)</script>`,
);
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

/** The element that names a page's modules for `public/hydrate.js`, the entry first. */
export function hydrationList(modules: readonly string[]): string {
  // Site paths of hashed assets: nothing in them needs escaping inside a JSON script element.
  return `<script type="application/json" id="${HYDRATION_MODULES_ID}">${JSON.stringify(modules)}</script>`;
}

/** The modules a page's hydration list names (empty for a page without one). */
export function hydrationModulesOf(html: string): string[] {
  const match = HYDRATION_LIST.exec(html);
  return match ? (JSON.parse(match[1] as string) as string[]) : [];
}

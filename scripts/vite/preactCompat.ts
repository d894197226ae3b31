/**
 * Runs React code on preact/compat: the site's client and SSR builds (`vite.config.ts`) and the
 * embed widgets (`embed/vite.config.ts`) resolve React's modules to Preact's. The code stays
 * written against React's API (`react-dom/client`'s `hydrateRoot`, `react-dom/server`'s
 * `renderToString`), so the unit tests, the Ladle stories and the dev server (fast refresh) keep
 * running it on React itself, and `SITE_RUNTIME=react` / `EMBED_RUNTIME=react` build it on React
 * for comparison.
 *
 * The prerender renders with preact-render-to-string (`react-dom/server`) and the browser hydrates
 * with Preact (`react-dom/client`): one runtime on both sides, so the markup and the ids
 * (`useId`, which react-aria builds its labels from) match at hydration.
 */
import { resolve } from 'node:path';
import type { Alias, Plugin } from 'vite';
import { preactForeignDocuments } from './preactForeignDocuments.ts';
import { reactAriaNativeEvents } from './reactAriaNativeEvents.ts';

/** Which UI runtime a build runs on. */
export type UiRuntime = 'preact' | 'react';

/** Reads a runtime switch (`SITE_RUNTIME`, `EMBED_RUNTIME`): preact unless it says `react`. */
export function uiRuntime(value: string | undefined): UiRuntime {
  if (value === undefined || value === '' || value === 'preact') return 'preact';
  if (value === 'react') return 'react';
  throw new Error(`Unknown UI runtime "${value}" (preact or react)`);
}

export function preactAliases(): Alias[] {
  return [
    // preact/compat plus what it lacks of React 19 (./preact/react.ts); rendering on the server and
    // hydrating read stores through their server snapshot (./preact/client.ts, server.ts).
    { find: /^react$/, replacement: resolve(import.meta.dirname, 'preact/react.ts') },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: resolve(import.meta.dirname, 'preact/client.ts') },
    { find: /^react-dom\/server$/, replacement: resolve(import.meta.dirname, 'preact/server.ts') },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  ];
}

/**
 * The build patches a build on preact/compat needs for react-aria: its collections (the kit
 * Select's list) render into a document of their own, and its key handlers read the event's
 * fields as React's synthetic events have them (see each file).
 */
export function preactPlugins(): Plugin[] {
  return [...preactForeignDocuments(), ...reactAriaNativeEvents()];
}

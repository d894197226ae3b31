import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { guardedPatch } from '../scripts/vite/guardedPatch.ts';
import { INTL_STRINGS_MODULE, KAZAKH_LOCALE } from '../scripts/vite/reactAriaKazakh.ts';
import type { ChunkManifest, EmbedWidgetName } from './protocol.ts';

const STYLES_MODULE = resolve(import.meta.dirname, 'runtime/styles.ts');
const VIRTUAL_PREFIX = '\0biz-embed-css:';
const VIRTUAL_SUFFIX = '-as-js';

/**
 * vanilla-extract's stylesheets (the virtual `*.vanilla.css` modules its plugin emits) become JS
 * modules that hand their CSS text to `addWidgetCss`: the CSS travels inside the widget chunk
 * that uses it and is adopted into shadow roots, never written to the host page's `<head>`.
 * `?inline` is Vite's own "CSS as a string" import, so minification stays Vite's.
 */
export function inlineVanillaCss(): Plugin {
  return {
    name: 'biz-embed-inline-vanilla-css',
    enforce: 'pre',
    resolveId(source) {
      const [path, query] = source.split('?');
      if (!path?.endsWith('.vanilla.css') || query) return null;
      // The id must end neither in `.css` (Vite's CSS plugin) nor in `.css.js` (vanilla-extract's).
      return `${VIRTUAL_PREFIX}${path}${VIRTUAL_SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const path = id.slice(VIRTUAL_PREFIX.length, -VIRTUAL_SUFFIX.length);
      return [
        `import css from ${JSON.stringify(`${path}?inline`)};`,
        `import { addWidgetCss } from ${JSON.stringify(STYLES_MODULE)};`,
        'addWidgetCss(css);',
      ].join('\n');
    },
  };
}

/**
 * Reads, after the chunks are written, which files each widget needs (its entry and every chunk
 * it imports, transitively), for the loader to fetch side by side.
 */
export function chunkManifest(onManifest: (manifest: ChunkManifest) => void): Plugin {
  return {
    name: 'biz-embed-chunk-manifest',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      /** A chunk's static imports, all the way down. */
      const needs = (file: string): string[] => {
        const deps = new Set<string>();
        const visit = (from: string) => {
          for (const next of chunks.get(from)?.imports ?? []) {
            if (!deps.has(next)) {
              deps.add(next);
              visit(next);
            }
          }
        };
        visit(file);
        return [...deps];
      };
      for (const output of chunks.values()) lazyImports(output, needs);
      const manifest: Partial<ChunkManifest> = {};
      for (const output of chunks.values()) {
        if (!output.isEntry) continue;
        manifest[output.name as EmbedWidgetName] = {
          entry: output.fileName,
          deps: needs(output.fileName),
        };
      }
      onManifest(manifest as ChunkManifest);
    },
  };
}

/** What CommonJS output makes of `import('./x')`: a `require` once the promise has resolved. */
const DYNAMIC_REQUIRE =
  /Promise\.resolve\(\)\.then\(\(\)\s*=>\s*require\((["'])\.\/([^"']+)\1\)\)/g;

/**
 * The loader runs a chunk's `require` synchronously, on chunks it has already fetched; a lazy
 * `import()` needs its chunk (and what that imports) fetched first. Each one becomes
 * `require.lazy([...the files]).then(() => require('./x.js'))` (see `ChunkRequire`); the build
 * fails if CommonJS output no longer looks the way this expects.
 */
function lazyImports(output: Rolldown.OutputChunk, needs: (file: string) => string[]): void {
  if (output.dynamicImports.length === 0) return;
  let rewritten = 0;
  output.code = output.code.replace(DYNAMIC_REQUIRE, (_all, quote: string, file: string) => {
    rewritten++;
    const files = JSON.stringify([...needs(file), file]);
    return `require.lazy(${files}).then(()=>require(${quote}./${file}${quote}))`;
  });
  if (rewritten < new Set(output.dynamicImports).size) {
    throw new Error(
      `${output.fileName}: ${output.dynamicImports.length} import() calls, ${rewritten} rewritten for the chunk loader`,
    );
  }
}

/** Vite's helper around every `import()` of a build (it preloads the imported chunk's CSS). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps each `import()` in a helper that preloads the chunk's CSS and `<link>`s — about 1.3 KB
 * gzip in a widget's first render, for nothing here: the widgets' CSS is in their own chunks and
 * the loader fetches chunks (`require.lazy`). The helper becomes a plain call; the build fails if
 * Vite stops loading the helper this way while a widget has an `import()`.
 */
export function withoutPreloadHelper(): Plugin {
  let replaced = false;
  return {
    name: 'biz-embed-without-preload-helper',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      replaced = true;
      return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      const lazy = Object.values(bundle).some(
        (output) => output.type === 'chunk' && output.dynamicImports.length > 0,
      );
      if (lazy && !replaced)
        this.error(`${PRELOAD_HELPER} was not loaded: Vite changed its helper`);
    },
  };
}

const PRESS_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]interactions[\\/]usePress\.mjs$/;
const PRESS_STYLE_EFFECT = "if (!domRef || process.env.NODE_ENV === 'test') return;";

/**
 * react-aria's `usePress` writes one `<style>` into the page's `<head>` (a `touch-action` rule for
 * pressable elements). On a partner page that is an inline style a strict CSP refuses (a console
 * error on every page) and a node in a document that is not ours. The embed build turns that
 * effect off; the same rule ships in the widgets' adopted sheet (`runtime/styles.ts`). The build
 * fails if react-aria changes the code, so an upgrade cannot bring the `<style>` back unnoticed.
 */
export function withoutReactAriaHeadStyle(): Plugin {
  return guardedPatch({
    name: 'biz-embed-react-aria-head-style',
    module: PRESS_MODULE,
    find: PRESS_STYLE_EFFECT,
    replace: 'return;',
    what: 'usePress',
    changed: 'the embed build no longer knows how to keep its <style> out',
  });
}

const LOCALE_IMPORT = /^import \S+ from "\.\.\/intl\/[^/]+\/([a-z]{2}-[A-Z]{2})\.mjs";$/;
const LOCALE_ENTRY = /^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?$/;

/**
 * react-aria bundles its own words (a combobox's «Предложения», its announcements) in 34
 * languages. The widgets speak Russian and Kazakh: react-aria has `ru-RU`, and the shared
 * `reactAriaKazakh` (`scripts/vite/reactAriaKazakh.ts`) adds the kit's `kk-KZ`; `en-US` stays as
 * react-aria's fallback. The embed build keeps those and drops the rest, which changes nothing a
 * visitor sees or hears. Our `kk-KZ` entry is kept whichever of the two plugins runs first.
 */
export function reactAriaLocales(keep: readonly string[] = ['en-US', 'ru-RU']): Plugin {
  return {
    name: 'biz-embed-react-aria-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!INTL_STRINGS_MODULE.test(id)) return null;
      const kept = code.split('\n').filter((line) => {
        const locale = LOCALE_IMPORT.exec(line)?.[1] ?? LOCALE_ENTRY.exec(line)?.[1];
        return !locale || locale === KAZAKH_LOCALE || keep.includes(locale);
      });
      const result = kept.join('\n');
      for (const locale of keep) {
        if (!result.includes(`"${locale}":`)) {
          this.error(`${id}: no "${locale}" table found; react-aria's string files changed`);
        }
      }
      return { code: result, map: null };
    },
  };
}

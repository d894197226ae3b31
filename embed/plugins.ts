import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
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

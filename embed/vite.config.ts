import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { chunkManifest, inlineVanillaCss } from './plugins.ts';
import { CHUNK_DEFINE, type ChunkManifest, type EmbedWidgetName } from './protocol.ts';

const ROOT = resolve(import.meta.dirname, '..');

export const WIDGET_ENTRIES: Record<EmbedWidgetName, string> = {
  'consultation-form': 'embed/widgets/consultation-form.tsx',
  'handset-check': 'embed/widgets/handset-check.tsx',
  'address-check': 'embed/widgets/address-check.tsx',
};

/**
 * What every widget runs on: the UI runtime, the mount helper and, since every widget's fields
 * sit in the kit's Field under its KitProvider, those too (one chunk rather than a small one more).
 */
const RUNTIME_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]embed[\\/]runtime[\\/]|[\\/]lib[\\/](i18n[\\/](KitProvider|LiveAnnouncer|common)\.tsx?$|components[\\/]Field[\\/])/;

/**
 * The widget chunks: one entry per widget, shared code split into common chunks, CommonJS output
 * wrapped as `BizWidgets.d(function (require, exports, module) {…})` so each file is a classic
 * script (no CORS needed on a partner page, unlike module scripts). Content-hashed names under
 * `embed/chunks/`, which the server marks immutable.
 */
export function widgetsConfig(options: {
  outDir: string;
  onManifest: (manifest: ChunkManifest) => void;
}): InlineConfig {
  return {
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [
      inlineVanillaCss(),
      react(),
      vanillaExtractPlugin(),
      chunkManifest(options.onManifest),
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      modulePreload: false,
      sourcemap: false,
      target: 'es2022',
      // Library mode: Vite then wraps no `import()` in its preload helper (which would fetch CSS
      // and `<link>`s the widgets do not have: their CSS is in their chunks, and the loader
      // fetches chunks itself, `require.lazy`).
      lib: {
        entry: Object.fromEntries(
          Object.entries(WIDGET_ENTRIES).map(([name, file]) => [name, resolve(ROOT, file)]),
        ),
        formats: ['cjs'],
        fileName: (_format, name) => `${name}-[hash].js`,
      },
      rolldownOptions: {
        preserveEntrySignatures: 'exports-only',
        output: {
          chunkFileNames: '[name]-[hash].js',
          // The UI runtime and the mount helper (with what they import: the API client, the kit's
          // i18n and tokens) are one chunk every widget shares; the rest splits by use.
          codeSplitting: {
            groups: [{ name: 'runtime', test: RUNTIME_MODULES }],
          },
          postBanner: `BizWidgets.${CHUNK_DEFINE}(function(require,exports,module){`,
          postFooter: '});',
        },
      },
    },
  };
}

/**
 * `embed.js`: the loader, one classic script (IIFE) with the chunk manifest written in. Its name is
 * stable (partners link it), so it is revalidated rather than cached for ever; it stays small.
 */
export function loaderConfig(options: {
  outDir: string;
  manifest: ChunkManifest;
  version: string;
}): InlineConfig {
  return {
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    define: {
      __BIZ_MANIFEST__: JSON.stringify(options.manifest),
      __BIZ_VERSION__: JSON.stringify(options.version),
    },
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        input: resolve(ROOT, 'embed/loader.ts'),
        output: { format: 'iife', entryFileNames: 'embed.js' },
      },
    },
  };
}

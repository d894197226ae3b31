import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// Ladle brings its own Vite 6 and React plugin; loading @vitejs/plugin-react 6 (made for Vite 8)
// into it breaks `ladle serve`, so this config carries only vanilla-extract.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Ladle's own folder, not the site's `public/`: with its msw addon on (config.mjs) Ladle copies
  // msw's mockServiceWorker.js into its public folder, and the site must not ship it.
  publicDir: '.ladle/public',
  // The story build exists for the axe sweep and for reading stories, not for shipping: left
  // unminified and without gzip size reports, `ladle build` spends 54 CPU s instead of 63
  // (issue 37, measured side by side at load 5–9). What the sweep checks is markup and styles,
  // which minifying does not change.
  build: { minify: false, reportCompressedSize: false },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { kitPlugins } from '../scripts/vite/kitPlugins.ts';

// Ladle brings its own Vite 6 and React plugin; loading @vitejs/plugin-react 6 (made for Vite 8)
// into it breaks `ladle serve`, so this config carries only vanilla-extract, and our own
// plugin-API-only kitPlugins (react-aria's strings in Kazakh in `ladle build`, and inline address
// lists that do not hide the page).
export default defineConfig({
  plugins: [vanillaExtractPlugin(), ...kitPlugins()],
});

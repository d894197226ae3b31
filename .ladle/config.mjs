/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.{ts,tsx}',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'dist/ladle',
  addons: {
    a11y: { enabled: true },
    theme: { enabled: false },
    rtl: { enabled: false },
    width: { enabled: true },
    // Not for Ladle's own mocking (no story declares `msw` handlers, so it starts no worker):
    // with the addon off Ladle aliases `msw` to an empty module, and the page stories answer
    // through the contract-made fake backend (app/test/backend.ts), which imports msw. Ladle then
    // copies msw's worker into its public folder: `.ladle/public` (vite.config.ts), ignored.
    msw: { enabled: true },
  },
};

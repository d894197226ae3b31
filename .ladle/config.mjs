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
  },
};

/**
 * Tells the prerenderer which client module a route's page is. In the SSR build only, every page
 * module (`app/pages/*.tsx`) gets one more export, `clientModule`: its path from the project root,
 * which is the page's key in the client build's manifest. The prerenderer looks the page's chunk
 * up there and links it (and what it imports) as `modulepreload` in the page's HTML, so the
 * browser fetches the page's code beside the entry instead of after it.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const PAGE_MODULE = /^app\/pages\/[^/]+\.tsx$/;

export function pageModules(root: string): Plugin {
  return {
    name: 'biz:page-modules',
    apply: 'build',
    transform(code, id, options) {
      if (!options?.ssr) return null;
      const file = relative(root, id.split('?')[0] ?? id).replaceAll('\\', '/');
      if (!PAGE_MODULE.test(file)) return null;
      return { code: `${code}\nexport const clientModule = ${JSON.stringify(file)};\n`, map: null };
    },
  };
}

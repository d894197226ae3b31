import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { HYDRATE_SCRIPT } from '../scripts/deferred-hydration.ts';

export const SITE_DIR = resolve(import.meta.dirname, '../dist/site');

export interface BuiltPage {
  /** The page's address, e.g. `/kk/roaming`. */
  path: string;
  html: string;
  /** Kept out of search engines: the cabinet shells, and public pages such as search results. */
  noindex: boolean;
  /**
   * A page of the public site (prerendered, it hydrates its islands); the cabinet shells, drawn
   * by the app in the browser, are not — every page has a canonical address, so that says nothing.
   */
  public: boolean;
}

/** Every prerendered page of the build (every `index.html`), read from dist/site. */
export function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name === 'index.html') {
        const html = readFileSync(full, 'utf8');
        const path = `/${relative(SITE_DIR, dir).split('\\').join('/')}`.replace(/\/$/, '') || '/';
        pages.push({
          path,
          html,
          noindex: html.includes('<meta name="robots" content="noindex"'),
          public: html.includes(HYDRATE_SCRIPT),
        });
      }
    }
  };
  walk(SITE_DIR);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The public pages of the build, indexed or not (search results are public, and noindex). */
export function publicPages(): BuiltPage[] {
  return builtPages().filter((page) => page.public);
}

/** Undoes the escaping React and the prerenderer apply to text and attribute values. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page's `<title>`, decoded. */
export function titleOf(html: string): string {
  return decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

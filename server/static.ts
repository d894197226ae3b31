import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { clientShellPath } from '../contract/site.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The embed's TypeScript typings (biz-widgets.d.ts), readable in a browser tab.
  '.ts': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.rtf': 'application/rtf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Files under these folders carry a content hash in their name, so browsers may keep them for ever. */
const IMMUTABLE_PREFIXES = ['/assets/', '/embed/chunks/'];

/**
 * The language prefix rule of the site (spec §2.1, §5), answered with real redirects so crawlers
 * and links see them: `/ru/...` → the same path without the prefix (ru is the default, which has
 * none), any other two-letter first segment except `kk` → `/`. The app applies the same rule on
 * static hosts that cannot redirect (`app/routes/locale.ts`).
 */
export function localeRedirect(path: string): { to: string; status: 301 | 302 } | null {
  const [, first = '', ...rest] = path.split('/');
  if (first === 'ru') return { to: `/${rest.filter(Boolean).join('/')}`, status: 301 };
  if (first !== 'kk' && /^[a-z]{2}$/i.test(first)) return { to: '/', status: 302 };
  return null;
}

/**
 * Serves the built site: a file when the path names one, the prerendered `index.html` of a
 * route's folder, the shell of a cabinet page with an id in its address (`contract/site.ts`),
 * else the Not Found page (Kazakh under `/kk`) with status 404.
 */
export function createSiteHandler(siteDir: string) {
  const root = normalize(siteDir + sep);

  const resolveFile = (urlPath: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const candidate = normalize(join(root, decoded));
    if (!candidate.startsWith(root)) return null; // path traversal
    for (const file of [candidate, join(candidate, 'index.html')]) {
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return null;
  };

  const send = (c: Context, file: string, status: 200 | 404, path: string) => {
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const immutable = IMMUTABLE_PREFIXES.some((prefix) => path.startsWith(prefix));
    return c.body(readFileSync(file), status, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  };

  return (c: Context) => {
    const path = c.req.path;
    const redirect = localeRedirect(path);
    if (redirect) {
      const query = new URL(c.req.url).search;
      // `/ru/...` keeps its query; an unknown language starts over at the home page.
      return c.redirect(
        redirect.status === 301 ? redirect.to + query : redirect.to,
        redirect.status,
      );
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const file = resolveFile(path);
      if (file) return send(c, file, 200, path);
      // A cabinet page with an id in its address: the one shell the build wrote for it.
      const shellPath = clientShellPath(path);
      const shell = shellPath && resolveFile(shellPath);
      if (shell) return send(c, shell, 200, path);
    }
    const notFound = path === '/kk' || path.startsWith('/kk/') ? 'kk/404.html' : '404.html';
    const page = resolveFile(`/${notFound}`) ?? resolveFile('/404.html');
    if (page) return send(c, page, 404, path);
    return c.text('Not Found', 404);
  };
}

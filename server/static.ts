import { statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { clientShellPath, withApiBase } from '../contract/site.ts';
import { compressText } from './http/compress.ts';
import { acceptedCodings, type ContentCoding } from './http/encoding.ts';

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

/**
 * A file's stats, or null when there is no such file to serve — whatever the reason: missing,
 * a path through a file (`/favicon.svg/x`: ENOTDIR), a name too long (ENAMETOOLONG), no access.
 * Every such path is a 404, never a 500 with the server's own path in the log.
 */
function statOf(file: string): Stats | null {
  try {
    return statSync(file, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/** Files under these folders carry a content hash in their name, so browsers may keep them for ever. */
const IMMUTABLE_PREFIXES = ['/assets/', '/embed/chunks/'];

/**
 * The text formats the build compresses once (`scripts/precompress.ts` writes `<file>.br` and
 * `<file>.gz` beside each) and the server answers from those by `Accept-Encoding`.
 */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = [
  '.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.ts', '.xml', '.rtf', '.csv',
]; // prettier-ignore

export const CODING_EXTENSION: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** What a browser may render as a document, and so gets the site's document headers (CSP…). */
const DOCUMENT_EXTENSIONS = new Set(['.html', '.svg', '.xml']);

/**
 * The language prefix rule of the site (spec §2.1, §5), answered with real redirects so crawlers
 * and links see them: `/ru/...` → the same path without the prefix (ru is the default, which has
 * none), any other two-letter first segment except `kk` → `/`. The app applies the same rule on
 * static hosts that cannot redirect (`app/routes/locale.ts`).
 *
 * `rawPath` is the path as the request spelled it, still percent-encoded: the target keeps that
 * spelling, so a decoded `%5C` or `%0D%0A` never becomes a `\` or a line break in `Location`. A
 * target that is not a same-origin path (`sameOriginPath`) is no redirect at all: null.
 */
export function localeRedirect(rawPath: string): { to: string; status: 301 | 302 } | null {
  const [, first = '', ...rest] = rawPath.split('/');
  if (first === 'ru') {
    const to = sameOriginPath(`/${rest.filter(Boolean).join('/')}`);
    return to === null ? null : { to, status: 301 };
  }
  if (first !== 'kk' && /^[a-z]{2}$/i.test(first)) return { to: '/', status: 302 };
  return null;
}

/** A C0 control character or DEL, which browsers drop from a URL they are given. */
const hasControl = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * `path` when a browser given it as `Location` stays on this origin: it starts with exactly one
 * `/`, and neither it nor its decoded form holds a `\` (which browsers read as `/`, so `/\x` is
 * `//x`, another host) or a control character (which they strip: `/%09/x` is `//x` too). Else
 * null.
 */
export function sameOriginPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  for (const form of [path, decoded]) {
    if (!form.startsWith('/') || form.startsWith('//') || form.includes('\\')) return null;
    if (hasControl(form)) return null;
  }
  return path;
}

interface Found {
  file: string;
  stats: Stats;
}

interface Representation {
  file: string;
  coding: ContentCoding | null;
}

export interface SiteOptions {
  /** Headers for HTML, SVG and XML answers: the site's CSP and the rest (`documentHeaders`). */
  documentHeaders?: Record<string, string>;
  /**
   * The API the pages are to call (`VITE_API_BASE` of this server; '' for its own origin), written
   * into each page's `<meta name="api-base">` as it is served — the same value the CSP names.
   * @default the pages as built
   */
  apiBase?: string;
}

/** A page rewritten to name this server's API base, kept with its encodings as they are asked. */
interface Rewritten {
  mtimeMs: number;
  /** Null: the page already says it, and is served as built (its build-time `.br`/`.gz`). */
  body: Uint8Array<ArrayBuffer> | null;
  encoded: Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;
}

/**
 * Serves the built site: a file when the path names one, the prerendered `index.html` of a
 * route's folder, the shell of a cabinet page with an id in its address (`contract/site.ts`),
 * else the Not Found page (Kazakh under `/kk`) with status 404. Text files go as their
 * build-time `.br` or `.gz` when the client accepts it — never compressed per request.
 */
export function createSiteHandler(
  siteDir: string,
  { documentHeaders = {}, apiBase }: SiteOptions = {},
) {
  const root = normalize(siteDir + sep);
  const rewritten = new Map<string, Rewritten>();

  /**
   * A page naming `apiBase`, or null when the file already does. Made once per file (and again
   * when the file changes): pages are read, compared and, if they differ, compressed here at the
   * dynamic levels, not per request.
   */
  const pageFor = async ({ file, stats }: Found): Promise<Rewritten | null> => {
    if (apiBase === undefined || extname(file).toLowerCase() !== '.html') return null;
    const known = rewritten.get(file);
    if (known?.mtimeMs === stats.mtimeMs) return known.body ? known : null;
    const html = await readFile(file, 'utf8');
    const moved = withApiBase(html, apiBase);
    const entry: Rewritten = {
      mtimeMs: stats.mtimeMs,
      body: moved === html ? null : Buffer.from(moved),
      encoded: {},
    };
    rewritten.set(file, entry);
    return entry.body ? entry : null;
  };

  const resolveFile = (urlPath: string): Found | null => {
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
      const stats = statOf(file);
      if (stats?.isFile()) return { file, stats };
    }
    return null;
  };

  /** The best representation the client accepts; identity when no variant is usable. */
  const represent = ({ file, stats }: Found, codings: ContentCoding[]): Representation => {
    for (const coding of codings) {
      const variant = file + CODING_EXTENSION[coding];
      const variantStats = statOf(variant);
      // A variant older than its file is left from an earlier build, or the file was edited
      // since: it would be other bytes, so it is not served.
      if (variantStats?.isFile() && variantStats.mtimeMs >= stats.mtimeMs) {
        return { file: variant, coding };
      }
    }
    return { file, coding: null };
  };

  const send = async (c: Context, found: Found, status: 200 | 404, path: string) => {
    const extension = extname(found.file).toLowerCase();
    const compressible = COMPRESSIBLE_EXTENSIONS.includes(extension);
    const chosen = compressible
      ? represent(found, acceptedCodings(c.req.header('accept-encoding')))
      : { file: found.file, coding: null };
    const immutable = IMMUTABLE_PREFIXES.some((prefix) => path.startsWith(prefix));
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(DOCUMENT_EXTENSIONS.has(extension) ? documentHeaders : {}),
    };
    // Whether the answer is compressed depends on Accept-Encoding, even when this one is not.
    if (compressible) headers['Vary'] = 'Accept-Encoding';
    const page = await pageFor(found);
    if (page?.body) {
      const coding = acceptedCodings(c.req.header('accept-encoding'))[0] ?? null;
      let body = page.body;
      if (coding) {
        body = page.encoded[coding] ??= new Uint8Array(compressText(page.body, coding));
        headers['Content-Encoding'] = coding;
      }
      const length = { 'Content-Length': String(body.byteLength) };
      if (c.req.method === 'HEAD') return c.body(null, status, { ...headers, ...length });
      return c.body(body, status, { ...headers, ...length });
    }
    if (chosen.coding) headers['Content-Encoding'] = chosen.coding;
    if (c.req.method === 'HEAD') {
      const { size } = statSync(chosen.file);
      return c.body(null, status, { ...headers, 'Content-Length': String(size) });
    }
    const body = await readFile(chosen.file);
    return c.body(body, status, { ...headers, 'Content-Length': String(body.byteLength) });
  };

  return async (c: Context) => {
    const path = c.req.path;
    const url = new URL(c.req.url);
    const redirect = localeRedirect(url.pathname);
    if (redirect) {
      const query = url.search;
      // `/ru/...` keeps its query; an unknown language starts over at the home page.
      return c.redirect(
        redirect.status === 301 ? redirect.to + query : redirect.to,
        redirect.status,
      );
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const found = resolveFile(path);
      if (found) return send(c, found, 200, path);
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

/**
 * How the built site is laid out, where the server that serves it must know (`server/static.ts`).
 *
 * A cabinet page whose address carries an id (`/profile-applications/internet/:opportunityId`)
 * cannot be prerendered per id: the build writes one shell for it with this segment in the id's
 * place (`/profile-applications/internet/_/index.html`), and a server answers any id there with
 * that shell. The page renders in the browser, reading the id from the address. A static host
 * needs the same rewrite (docs/deployment.md).
 */
export const CLIENT_SHELL_SEGMENT = '_';

/** The shell's path for a path whose last segment is an id: `/a/b/123` → `/a/b/_`. */
export function clientShellPath(path: string): string | null {
  const trimmed = path.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  if (cut <= 0) return null;
  const last = trimmed.slice(cut + 1);
  if (last === '' || last === CLIENT_SHELL_SEGMENT) return null;
  return `${trimmed.slice(0, cut)}/${CLIENT_SHELL_SEGMENT}`;
}

/**
 * The API base a page calls, read at run time from `<meta name="api-base" content="…">` in its
 * `<head>` (`defaultApiBase`, app/features/api/baseUrl.ts): an origin (`https://api.example.kz`),
 * a path, or empty for the page's own origin. The build writes `VITE_API_BASE` there; a server that
 * serves the build — the reference server, a kiosk device — writes its own (`server/static.ts`),
 * so one build can be pointed at another API without being rebuilt (docs/deployment.md).
 */
export const API_BASE_META_NAME = 'api-base';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tag itself, as the build writes it and a server rewrites it. */
export function apiBaseMeta(base: string): string {
  return `<meta name="${API_BASE_META_NAME}" content="${escapeAttribute(base.trim())}">`;
}

const META_PATTERN = new RegExp(`<meta name="${API_BASE_META_NAME}" content="[^"]*">`);

/**
 * `html` saying `base`: its api-base tag replaced, or one added at the end of its `<head>` (a page
 * built before the tag existed). The same text when it already says so.
 */
export function withApiBase(html: string, base: string): string {
  const tag = apiBaseMeta(base);
  if (META_PATTERN.test(html)) return html.replace(META_PATTERN, () => tag);
  return html.replace('</head>', () => `${tag}</head>`);
}

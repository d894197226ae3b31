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

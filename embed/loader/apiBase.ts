/**
 * An `api-base` that cannot be what its writer meant: neither an http(s) URL nor a path from the
 * root (a proxy on the partner's own origin) — `api.dalatelecom.kz` without its scheme is read
 * relative to the page's address, and the widgets would call the partner's own pages. Said once
 * per value in the console (docs/embed.md «api-base»); the value is used as given.
 */
export function apiBaseWarning(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || text.startsWith('/')) return null;
  try {
    const { protocol } = new URL(text);
    if (protocol === 'https:' || protocol === 'http:') return null;
  } catch {
    // Not a URL at all: said below.
  }
  return (
    `BizWidgets: api-base "${text}" is neither an http(s) URL nor a path from the root, so the ` +
    'widgets would call it relative to this page. Write the operator’s API origin with its ' +
    'scheme, e.g. api-base="https://business.dalatelecom.kz".'
  );
}

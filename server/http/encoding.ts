import { parseAccept } from 'hono/utils/accept';

/** The content codings this server sends, in the order it prefers them (brotli is smaller). */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * The codings a request's `Accept-Encoding` allows, best first (RFC 9110 §12.5.3): by the
 * client's q-value, then by our preference. `*` stands for any coding the header does not name;
 * `q=0` refuses. Without the header we send identity: that is what every client can read.
 */
export function acceptedCodings(header: string | null | undefined): ContentCoding[] {
  if (!header) return [];
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0;
  return CONTENT_CODINGS.map((coding, order) => {
    const named = accepts.find((a) => a.type.toLowerCase() === coding);
    return { coding, order, q: named ? named.q : wildcard };
  })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ coding }) => coding);
}

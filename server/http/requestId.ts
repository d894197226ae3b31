import { randomUUID } from 'node:crypto';

/**
 * An `X-Request-Id` we keep: 1–64 letters, digits, `.`, `_` or `-` — what proxies and load
 * balancers send (UUIDs, hex, `Root=…`-free trace ids). Anything else (a longer value, spaces,
 * quotes, control characters that would forge a log line) is replaced, not refused: the request
 * is served under an id of our own.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the one that came in if well-formed, else a new UUID. */
export function requestIdOf(header: string | undefined): string {
  const given = header?.trim();
  return given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

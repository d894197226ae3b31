import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the peer that opened the connection, when the request came through the Node
 * server (not in `app.request()` tests). `X-Forwarded-For` is not trusted: anyone can write it,
 * so it would let a client pick a fresh address per request. Behind a reverse proxy this is the
 * proxy's address — the per-address limits then count everyone together; give the proxy its own
 * limits there.
 */
export function clientAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

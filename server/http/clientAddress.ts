import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey } from '../domain/networkAddress.ts';

/**
 * The client's address, for the per-address limits. By default the address of the peer that
 * opened the connection: `X-Forwarded-For` is not believed, since anyone can write it and pick a
 * fresh address per request. Behind a reverse proxy (`trustProxy`, TRUST_PROXY=1) it is the
 * LAST entry of `X-Forwarded-For` — the one the proxy appended, the address that connected to
 * it; every entry before it is whatever the client sent. Null when the transport cannot tell
 * (in-process tests): such a request is not limited per address.
 *
 * An IPv6 client is counted by its /64 network: one subscriber gets a whole /64 and could take a
 * fresh address per request within it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const appended = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (appended) return addressKey(appended);
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address ? addressKey(address) : null;
  } catch {
    return null;
  }
}

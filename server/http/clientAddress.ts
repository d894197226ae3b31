import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';
import { addressKey } from '../domain/networkAddress.ts';

/**
 * The `X-Forwarded-For` entry `hops` from the right: each proxy appends the address that
 * connected to it, so with `hops` proxies in front the client is that many entries from the end;
 * every entry before it is whatever the client sent. A list shorter than `hops` (a proxy that
 * does not append, a request that came in past the outer ones) gives its leftmost entry, as
 * Express's `trust proxy` does. An entry may carry a port (`203.0.113.7:51234`,
 * `[2001:db8::1]:443`); one that is no address at all gives null.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (!header || hops < 1) return null;
  const entries = header
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  const entry = entries[Math.max(0, entries.length - hops)]!;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1];
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry)?.[1];
  const address = bracketed ?? v4WithPort ?? entry;
  return isIP(address) ? address : null;
}

/**
 * The client's address, for the per-address limits. By default the address of the peer that
 * opened the connection: `X-Forwarded-For` is not believed, since anyone can write it and pick a
 * fresh address per request. Behind `trustProxy` proxies (TRUST_PROXY=<hops>) it is the entry
 * of `X-Forwarded-For` that many from the right (`forwardedClient`); without a usable header,
 * the peer's. Null when the transport cannot tell (in-process tests): such a request is not
 * limited per address.
 *
 * An IPv6 client is counted by its /64 network: one subscriber gets a whole /64 and could take a
 * fresh address per request within it.
 */
export function clientAddress(c: Context, trustProxy: number): string | null {
  if (trustProxy > 0) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustProxy);
    if (forwarded) return addressKey(forwarded);
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address ? addressKey(address) : null;
  } catch {
    return null;
  }
}

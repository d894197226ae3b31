import { describe, expect, it } from 'vitest';
import { forwardedClient } from '../http/clientAddress.ts';
import { callContract, DEMO, errorOf, type TestServer, useTestServer } from '../test/server.ts';
import { strangerPhone } from './hostile/support.ts';

/*
 * TRUST_PROXY=<hops> (issue 36): behind a CDN and a load balancer every request reaches the
 * backend from the balancer; the client is the X-Forwarded-For entry two from the right. Each
 * visitor keeps a per-address share of their own, and what a visitor writes into the header
 * themselves changes nothing. Observed through the leads' per-address limit (2 an hour here).
 */

const SHARE = 2;

function forwardedFor(entries: string[]) {
  return { 'X-Forwarded-For': entries.join(', ') };
}

/** Leads sent until one is refused (at most SHARE + 1), as the statuses. */
async function leads(server: TestServer, headers: () => Record<string, string>, from: string) {
  const statuses: number[] = [];
  for (let n = 0; n <= SHARE; n += 1) {
    const answer = await callContract(
      server,
      'createLead',
      { consent: true, phone: strangerPhone(), bin: DEMO.alma.bin },
      { headers: headers(), from },
    );
    statuses.push(answer.status);
    if (answer.status === 429) expect(errorOf(answer).code).toBe('TOO_MANY_REQUESTS');
  }
  return statuses;
}

const REFUSED_LAST = [...Array<number>(SHARE).fill(201), 429];

describe('forwardedClient: the entry `hops` from the right', () => {
  it('takes the last entry behind one proxy, the one before it behind two', () => {
    expect(forwardedClient('198.51.100.7', 1)).toBe('198.51.100.7');
    expect(forwardedClient('203.0.113.9, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(forwardedClient('203.0.113.9, 198.51.100.7', 2)).toBe('203.0.113.9');
    expect(forwardedClient('6.6.6.6, 203.0.113.9, 198.51.100.7', 2)).toBe('203.0.113.9');
  });

  it('takes the leftmost of a list shorter than the hops', () => {
    expect(forwardedClient('203.0.113.9', 2)).toBe('203.0.113.9');
  });

  it('reads an entry with a port, IPv6 bracketed or not', () => {
    expect(forwardedClient('203.0.113.9:51234', 1)).toBe('203.0.113.9');
    expect(forwardedClient('[2001:db8::1]:443', 1)).toBe('2001:db8::1');
    expect(forwardedClient('2001:db8::1', 1)).toBe('2001:db8::1');
  });

  it('gives nothing for no header, no proxies, or an entry that is no address', () => {
    expect(forwardedClient(undefined, 2)).toBeNull();
    expect(forwardedClient('', 1)).toBeNull();
    expect(forwardedClient(' , ', 1)).toBeNull();
    expect(forwardedClient('203.0.113.9', 0)).toBeNull();
    expect(forwardedClient('unknown', 1)).toBeNull();
    expect(forwardedClient('203.0.113.9, evil.example', 1)).toBeNull();
  });
});

describe('TRUST_PROXY=2: a CDN and a load balancer in front', () => {
  const CDN = '192.0.2.10';
  const BALANCER = '127.0.0.61';
  const server = useTestServer({
    trustProxy: 2,
    limits: { leadsPerAddressPerHour: SHARE },
  });

  it('gives each visitor a share of their own, though all come from the balancer', async () => {
    expect(await leads(server, () => forwardedFor(['203.0.113.1', CDN]), BALANCER)).toEqual(
      REFUSED_LAST,
    );
    // Another visitor through the same two proxies is not locked out by the first.
    expect(await leads(server, () => forwardedFor(['203.0.113.2', CDN]), BALANCER)).toEqual(
      REFUSED_LAST,
    );
  });

  it('ignores what a visitor writes before the proxies’ entries', async () => {
    let forged = 0;
    const statuses = await leads(
      server,
      () => forwardedFor([`10.9.9.${(forged += 1)}`, '203.0.113.3', CDN]),
      BALANCER,
    );
    expect(statuses).toEqual(REFUSED_LAST);
  });

  it('counts a request without the header by its peer', async () => {
    expect(await leads(server, () => ({}), '127.0.0.62')).toEqual(REFUSED_LAST);
    expect(await leads(server, () => ({}), '127.0.0.62')).toEqual([429, 429, 429]);
  });
});

describe('TRUST_PROXY=1: one proxy in front (what it always meant)', () => {
  const server = useTestServer({ trustProxy: 1, limits: { leadsPerAddressPerHour: SHARE } });

  it('takes the entry the proxy appended, whatever the visitor wrote before it', async () => {
    let forged = 0;
    const statuses = await leads(
      server,
      () => forwardedFor([`10.8.8.${(forged += 1)}`, '203.0.113.4']),
      '127.0.0.63',
    );
    expect(statuses).toEqual(REFUSED_LAST);
    expect(await leads(server, () => forwardedFor(['203.0.113.5']), '127.0.0.63')).toEqual(
      REFUSED_LAST,
    );
  });
});

describe('no TRUST_PROXY', () => {
  const server = useTestServer({ limits: { leadsPerAddressPerHour: SHARE } });

  it('believes no header: a fresh X-Forwarded-For per request does not escape the limit', async () => {
    let forged = 0;
    const statuses = await leads(
      server,
      () => forwardedFor([`203.0.113.${(forged += 1)}`]),
      '127.0.0.64',
    );
    expect(statuses).toEqual(REFUSED_LAST);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTestPki } from '../../dev/testPki.ts';
import { httpCrlSource } from './crl.ts';

const pki = loadTestPki();
const crlPem = readFileSync(join(pki.dir, pki.ca('nca-rsa').crl as string));
const URL_CRL = 'http://crl.example.kz/nca_rsa.crl';
// The test CRL is current until 2045-06-01.
const BEFORE_NEXT_UPDATE = Date.parse('2030-01-01');
const AFTER_NEXT_UPDATE = Date.parse('2046-01-01');

function server(answer: () => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push(String(url));
    if (init?.signal?.aborted) throw init.signal.reason;
    return answer();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('CRL over HTTP', () => {
  it('downloads once and keeps the list until its nextUpdate', async () => {
    let now = BEFORE_NEXT_UPDATE;
    const { calls, fetch } = server(() => new Response(crlPem));
    const source = httpCrlSource({ fetch, now: () => now });
    const [a, b] = await Promise.all([source.get(URL_CRL), source.get(URL_CRL)]);
    expect(a).toBe(b);
    await source.get(URL_CRL);
    expect(calls).toEqual([URL_CRL]);
    now = AFTER_NEXT_UPDATE;
    await source.get(URL_CRL);
    expect(calls).toHaveLength(2);
  });

  it('reads DER as well as PEM', async () => {
    const der = pki.der(pki.ca('nca-rsa').crl as string);
    const { fetch } = server(() => new Response(new Uint8Array(der)));
    const crl = await httpCrlSource({ fetch, now: () => BEFORE_NEXT_UPDATE }).get(URL_CRL);
    expect(crl.nextUpdate?.value.toISOString()).toBe('2045-06-01T00:00:00.000Z');
  });

  it('fails on an error status, an oversized list, a timeout and a non-HTTP location', async () => {
    const notFound = httpCrlSource({
      fetch: server(() => new Response('', { status: 404 })).fetch,
    });
    await expect(notFound.get(URL_CRL)).rejects.toThrow(/HTTP 404/);
    const big = httpCrlSource({ fetch: server(() => new Response(crlPem)).fetch, maxBytes: 100 });
    await expect(big.get(URL_CRL)).rejects.toThrow(/larger than 100 bytes/);
    const hanging = httpCrlSource({
      timeoutMs: 30,
      fetch: ((_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )) as typeof globalThis.fetch,
    });
    await expect(hanging.get(URL_CRL)).rejects.toThrow();
    await expect(notFound.get('ldap://crl.example.kz/x')).rejects.toThrow(/Not an HTTP/);
  });
});

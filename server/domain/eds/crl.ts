/**
 * Revocation by CRL: each certificate of the chain names where its CA publishes the list (CRL
 * distribution point). Sources fetch or read those lists; `checkRevocation` fails closed — a list
 * it cannot get, cannot verify or that is out of date refuses the signature
 * (REVOCATION_UNAVAILABLE), never lets it through.
 */
import { readFileSync } from 'node:fs';
import * as pkijs from 'pkijs';
import { readCertificate } from './certificate.ts';
import { refuse } from './refusal.ts';

export interface CrlSource {
  /** The CRL published at `url`; throws when it cannot be had. */
  get(url: string): Promise<pkijs.CertificateRevocationList>;
}

/** DER, or PEM ("-----BEGIN X509 CRL-----"), to a parsed CRL. */
export function parseCrl(bytes: Uint8Array): pkijs.CertificateRevocationList {
  const text = Buffer.from(bytes.subarray(0, 32)).toString('latin1');
  const der = text.startsWith('-----BEGIN')
    ? new Uint8Array(
        Buffer.from(
          Buffer.from(bytes)
            .toString('latin1')
            .replace(/-----[^-]+-----/g, '')
            .replace(/\s+/g, ''),
          'base64',
        ),
      )
    : bytes;
  return pkijs.CertificateRevocationList.fromBER(new Uint8Array(der));
}

export interface HttpCrlSourceOptions {
  /** Per download. @default 10 000 */
  timeoutMs?: number;
  /** A larger answer is refused. @default 64 MB (a national CA's full list is tens of MB) */
  maxBytes?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/**
 * Downloads CRLs over HTTP(S) with a timeout, and keeps each until its nextUpdate, so a busy
 * server fetches a list once per publication rather than once per signature.
 */
export function httpCrlSource(options: HttpCrlSourceOptions = {}): CrlSource {
  const { timeoutMs = 10_000, maxBytes = 64 * 1024 * 1024, now = Date.now } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const cache = new Map<string, pkijs.CertificateRevocationList>();
  const inFlight = new Map<string, Promise<pkijs.CertificateRevocationList>>();

  async function download(url: string): Promise<pkijs.CertificateRevocationList> {
    if (!/^https?:\/\//i.test(url)) throw new Error(`Not an HTTP CRL location: ${url}`);
    const res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`CRL ${url}: HTTP ${res.status}`);
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
      throw new Error(`CRL ${url}: larger than ${maxBytes} bytes`);
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength > maxBytes) throw new Error(`CRL ${url}: larger than ${maxBytes} bytes`);
    const crl = parseCrl(body);
    if (crl.nextUpdate) cache.set(url, crl);
    return crl;
  }

  return {
    async get(url) {
      const cached = cache.get(url);
      if (cached?.nextUpdate && cached.nextUpdate.value.getTime() > now()) return cached;
      const running = inFlight.get(url) ?? download(url);
      inFlight.set(url, running);
      try {
        return await running;
      } finally {
        inFlight.delete(url);
      }
    },
  };
}

/**
 * CRLs read from files, by distribution point URL (the test PKI's lists in development and
 * tests). Read on every call, so a test can replace or remove a file. Other URLs go to
 * `fallback`, or fail.
 */
export function fileCrlSource(files: ReadonlyMap<string, string>, fallback?: CrlSource): CrlSource {
  return {
    async get(url) {
      const path = files.get(url);
      if (path) return parseCrl(new Uint8Array(readFileSync(path)));
      if (fallback) return fallback.get(url);
      throw new Error(`No CRL source for ${url}`);
    },
  };
}

export interface RevocationLog {
  (message: string, fields: Record<string, unknown>): void;
}

async function currentCrl(
  certificate: pkijs.Certificate,
  issuer: pkijs.Certificate,
  at: Date,
  source: CrlSource,
  log: RevocationLog,
): Promise<pkijs.CertificateRevocationList | null> {
  for (const url of readCertificate(certificate).crlUrls) {
    try {
      const crl = await source.get(url);
      const fresh =
        crl.thisUpdate.value <= at && !!crl.nextUpdate && crl.nextUpdate.value.getTime() > +at;
      if (!crl.issuer.isEqual(certificate.issuer)) {
        log('crl of another issuer', { url });
      } else if (!fresh) {
        log('crl out of date', { url, nextUpdate: crl.nextUpdate?.value.toISOString() ?? null });
      } else if (!(await crl.verify({ issuerCertificate: issuer }))) {
        log('crl signature invalid', { url });
      } else {
        return crl;
      }
    } catch (error) {
      log('crl unavailable', { url, error: error instanceof Error ? error.message : 'unknown' });
    }
  }
  return null;
}

/**
 * Every certificate of `path` (leaf first, anchor last) but the anchor must be on a current CRL
 * of its issuer, signed by it, and not listed in it.
 */
export async function checkRevocation(
  path: readonly pkijs.Certificate[],
  at: Date,
  source: CrlSource,
  log: RevocationLog = () => {},
): Promise<void> {
  for (let i = 0; i < path.length - 1; i++) {
    const certificate = path[i] as pkijs.Certificate;
    const crl = await currentCrl(certificate, path[i + 1] as pkijs.Certificate, at, source, log);
    if (!crl) refuse('REVOCATION_UNAVAILABLE');
    if (crl.isCertificateRevoked(certificate)) refuse(i === 0 ? 'CERT_REVOKED' : 'CHAIN_UNTRUSTED');
  }
}

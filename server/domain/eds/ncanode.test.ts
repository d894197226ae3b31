import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EdsReason } from '../../../contract/index.ts';
import { signWithTestKey } from '../../dev/cmsSigner.ts';
import { loadTestPki } from '../../dev/testPki.ts';
import * as pkijs from 'pkijs';
import { ncaNodeVerifier } from './ncanode.ts';

const pki = loadTestPki();
const AT = Date.parse('2026-03-02T04:00:00Z');
const data = new Uint8Array(Buffer.from('dala-business-login:abc:def', 'utf8'));
const URL_BASE = 'http://ncanode.test:14579/';

function key(id: string) {
  const found = pki.key(id);
  if (!found) throw new Error(`no key ${id}`);
  return found;
}

function serialOf(base64: string): string {
  const info = pkijs.ContentInfo.fromBER(Buffer.from(base64, 'base64'));
  const signed = new pkijs.SignedData({ schema: info.content });
  const certificate = signed.certificates?.[0] as pkijs.Certificate;
  return Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex');
}

/** A recorded answer, its signer serial filled in (upper case, as the service prints it). */
function recorded(name: string, serial: string): string {
  return readFileSync(new URL(`./fixtures/ncanode/${name}.json`, import.meta.url), 'utf8').replace(
    '$SIGNER_SERIAL',
    serial.toUpperCase(),
  );
}

interface Sent {
  url: string;
  body: { revocationCheck: string[]; cms: string; data: string };
}

function service(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const entry = { url: String(url), body: JSON.parse(String(init?.body)) as Sent['body'] };
    sent.push(entry);
    return answer(entry);
  }) as typeof globalThis.fetch;
  return { sent, verifier: ncaNodeVerifier({ url: URL_BASE, fetch, timeoutMs: 200 }) };
}

const json = (text: string, status = 200) =>
  new Response(text, { status, headers: { 'Content-Type': 'application/json' } });

async function reasonOf(promise: Promise<unknown>): Promise<EdsReason | 'accepted'> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    const reason = (error as { reason?: EdsReason }).reason;
    if (!reason) throw error;
    return reason;
  }
}

describe('NCANode adapter (POST /cms/verify), against recorded answers', () => {
  it('sends the CMS and the issued bytes, and accepts a VALID signer', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const { sent, verifier } = service(() => json(recorded('ades-valid', serialOf(signature))));
    const signer = await verifier.verify({ signature, data, purpose: 'sign', at: AT });
    expect(verifier.kind).toBe('ncanode');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://ncanode.test:14579/cms/verify');
    expect(sent[0]?.body).toEqual({
      revocationCheck: ['OCSP'],
      cms: signature,
      data: Buffer.from(data).toString('base64'),
    });
    // Holder, usages and roles are read from the CMS itself, as by the built-in verifier.
    expect(signer).toMatchObject({ bin: '180440000128', roles: ['LEGAL_ENTITY', 'FIRST_HEAD'] });
  });

  it.each<[string, EdsReason]>([
    ['ades-revoked', 'CERT_REVOKED'],
    ['ades-chain-incomplete', 'CHAIN_UNTRUSTED'],
    ['ades-crypto-failure', 'SIGNATURE_INVALID'],
    ['ades-revocation-missing', 'REVOCATION_UNAVAILABLE'],
    ['ades-indeterminate-no-poe', 'VERIFICATION_UNDECIDED'],
    ['ades-expired', 'CERT_EXPIRED'],
    ['legacy-revoked', 'CERT_REVOKED'],
    ['legacy-expired', 'CERT_EXPIRED'],
    ['legacy-untrusted', 'CHAIN_UNTRUSTED'],
  ])('turns %s into %s', async (name, reason) => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const { verifier } = service(() => json(recorded(name, serialOf(signature))));
    expect(await reasonOf(verifier.verify({ signature, data, purpose: 'sign', at: AT }))).toBe(
      reason,
    );
  });

  it('accepts the earlier answer shape too', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-auth'), data);
    const { verifier } = service(() => json(recorded('legacy-valid', serialOf(signature))));
    expect(await reasonOf(verifier.verify({ signature, data, purpose: 'auth', at: AT }))).toBe(
      'accepted',
    );
  });

  it('passes a GOST CMS on to the service (it has the national crypto provider)', async () => {
    const gost = Buffer.from(pki.der(pki.manifest.samples.gostSigned)).toString('base64');
    const { sent, verifier } = service(() => json(recorded('ades-valid', serialOf(gost))));
    const signer = await verifier.verify({ signature: gost, data, purpose: 'sign', at: AT });
    expect(sent).toHaveLength(1);
    expect(signer.bin).toBe('180440000128');
  });

  it('keeps «other data» its own reason without asking, for SHA-2 digests', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const { sent, verifier } = service(() => json(recorded('ades-valid', serialOf(signature))));
    const other = new Uint8Array(Buffer.from('something else'));
    expect(
      await reasonOf(verifier.verify({ signature, data: other, purpose: 'sign', at: AT })),
    ).toBe('CONTENT_MISMATCH');
    expect(sent).toHaveLength(0);
  });

  it('refuses an answer about another certificate than the CMS’s signer', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const { verifier } = service(() => json(recorded('ades-valid', '0badc0ffee')));
    expect(await reasonOf(verifier.verify({ signature, data, purpose: 'sign', at: AT }))).toBe(
      'SIGNATURE_INVALID',
    );
  });

  it('a CMS the service cannot read is malformed; a service that fails is unavailable', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const cases: Array<[() => Response | Promise<Response>, EdsReason]> = [
      [
        () =>
          json(
            readFileSync(new URL('./fixtures/ncanode/bad-cms.json', import.meta.url), 'utf8'),
            400,
          ),
        'CMS_MALFORMED',
      ],
      [() => json('{"status":500,"message":"Internal Server Error"}', 500), 'VERIFIER_UNAVAILABLE'],
      [() => new Response('<html>bad gateway</html>', { status: 200 }), 'VERIFIER_UNAVAILABLE'],
      [() => Promise.reject(new TypeError('fetch failed')), 'VERIFIER_UNAVAILABLE'],
    ];
    for (const [answer, reason] of cases) {
      const { verifier } = service(answer);
      expect(await reasonOf(verifier.verify({ signature, data, purpose: 'sign', at: AT }))).toBe(
        reason,
      );
    }
  });

  it('gives up after its timeout', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const hanging = ncaNodeVerifier({
      url: URL_BASE,
      timeoutMs: 50,
      fetch: ((_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof globalThis.fetch,
    });
    expect(await reasonOf(hanging.verify({ signature, data, purpose: 'sign', at: AT }))).toBe(
      'VERIFIER_UNAVAILABLE',
    );
  });
});

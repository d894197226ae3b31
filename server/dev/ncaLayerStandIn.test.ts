import { describe, expect, it } from 'vitest';
import type { EdsReason } from '../../contract/index.ts';
import { testPkiVerifier } from '../domain/eds/index.ts';
import { readCertificate } from '../domain/eds/certificate.ts';
import { openCms } from '../domain/eds/cms.ts';
import { createStandIn } from './ncaLayerStandIn.ts';

const AT = Date.parse('2026-03-02T04:00:00Z');
const verifier = testPkiVerifier();
const document = new Uint8Array(Buffer.from('<html>договор</html>', 'utf8'));

function request(usage: 'auth' | 'sign', signingParams: Record<string, unknown> = {}) {
  const eku = usage === 'auth' ? '1.3.6.1.5.5.7.3.2' : '1.3.6.1.5.5.7.3.4';
  return JSON.stringify({
    module: 'kz.gov.pki.knca.basics',
    method: 'sign',
    args: {
      format: 'cms',
      data: Buffer.from(document).toString('base64'),
      signingParams: { decode: true, encapsulate: false, digested: false, ...signingParams },
      signerParams: { extKeyUsageOids: [eku], bin: '180440000128' },
      locale: 'ru',
    },
  });
}

function cmsOf(reply: unknown): string {
  const frame = JSON.parse((reply as { send: string }).send) as { body: { result: string } };
  return frame.body.result;
}

async function reasonOf(promise: Promise<unknown>): Promise<EdsReason | 'accepted'> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return (error as { reason: EdsReason }).reason;
  }
}

describe('the stand-in signing client (NCALayer’s protocol, test PKI keys)', () => {
  it('greets, and signs with the holder’s AUTH or SIGN key as the request asks', async () => {
    const standIn = createStandIn();
    expect(JSON.parse(standIn.greeting())).toEqual({ result: { version: '1.4' } });
    for (const usage of ['auth', 'sign'] as const) {
      const cms = cmsOf(await standIn.reply(request(usage)));
      const signer = await verifier.verify({
        signature: cms,
        data: document,
        purpose: usage,
        at: AT,
      });
      expect(signer.iin).toBe('800315300129');
    }
    expect(standIn.requests).toHaveLength(2);
  });

  it('signs with an exact key whatever was asked, and can be rescripted', async () => {
    const standIn = createStandIn({ key: 'stepnoy-accountant-sign' });
    const cms = cmsOf(await standIn.reply(request('auth')));
    expect(readCertificate(openCms(cms).signerCertificate).roles).toContain('SIGNING_RIGHT');
    standIn.set({ key: 'stepnoy-head-expired' });
    const expired = cmsOf(await standIn.reply(request('sign')));
    expect(
      await reasonOf(
        verifier.verify({ signature: expired, data: document, purpose: 'sign', at: AT }),
      ),
    ).toBe('CERT_EXPIRED');
  });

  it('keeps NCALayer’s trap: without decode it signs the base64 text', async () => {
    const cms = cmsOf(await createStandIn().reply(request('sign', { decode: false })));
    expect(
      await reasonOf(verifier.verify({ signature: cms, data: document, purpose: 'sign', at: AT })),
    ).toBe('CONTENT_MISMATCH');
  });

  it('encapsulates when asked, and the content is the document', async () => {
    const cms = cmsOf(await createStandIn().reply(request('sign', { encapsulate: true })));
    expect(openCms(cms).signedData.encapContentInfo.eContent).toBeDefined();
    expect(
      await reasonOf(verifier.verify({ signature: cms, data: document, purpose: 'sign', at: AT })),
    ).toBe('accepted');
  });

  it('cancels (both forms), fails by code, drops the socket, tampers, waits', async () => {
    const standIn = createStandIn({ behaviour: 'cancel' });
    expect(await standIn.reply(request('sign'))).toEqual({ send: '{"status":true,"body":{}}' });
    standIn.set({ behaviour: 'cancel-code' });
    expect(await standIn.reply(request('sign'))).toEqual({
      send: '{"status":false,"code":"USER_CANCELED"}',
    });
    standIn.set({ behaviour: 'error', errorCode: 'INVALID_SIGNING_PARAMS' });
    expect(
      JSON.parse(((await standIn.reply(request('sign'))) as { send: string }).send),
    ).toMatchObject({ status: false, code: 'INVALID_SIGNING_PARAMS' });
    standIn.set({ behaviour: 'drop' });
    expect(await standIn.reply(request('sign'))).toEqual({ drop: true });
    standIn.set({ behaviour: 'tamper' });
    const tampered = cmsOf(await standIn.reply(request('sign')));
    expect(
      await reasonOf(
        verifier.verify({ signature: tampered, data: document, purpose: 'sign', at: AT }),
      ),
    ).toBe('SIGNATURE_INVALID');
    standIn.set({ behaviour: 'cancel', delayMs: 60 });
    const started = performance.now();
    await standIn.reply(request('sign'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('answers an unknown module as old builds do, and ignores what is not JSON', async () => {
    const standIn = createStandIn();
    expect(
      await standIn.reply('{"module":"kz.gov.pki.knca.commonUtils","method":"getKeyInfo"}'),
    ).toEqual({ send: '{"success":false,"errorCode":"MODULE_NOT_FOUND"}' });
    expect(await standIn.reply('--heartbeat--')).toBeNull();
  });
});

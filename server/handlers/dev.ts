/**
 * Developer-only routes, mounted only with DEV_API=1: the SMS outbox (so browser tests can read
 * codes), every stored request, case moderation, the stand-in CRM's processing, the stand-in state
 * register, the eGov Business stand-in and a signer with the test PKI's keys. Never enable them on
 * a shared stand. Each is served from its declaration (`contract/calls/dev.ts`): the input
 * validated, the answer checked, as every call's.
 */
import type { DevOut } from '../../contract/index.ts';
import { toDetail } from '../domain/applications.ts';
import { signWithTestKey } from '../dev/cmsSigner.ts';
import { loadTestPki, type TestPkiKey } from '../dev/testPki.ts';
import { advanceApplication, devRecords, smsOutbox, smsRefusals } from '../domain/devRecords.ts';
import { moderateCase } from '../domain/successCases.ts';
import { devCallRoutes } from '../http/calls.ts';
import { ctxOf } from '../http/env.ts';
import { fieldError } from '../http/errors.ts';
import { putRegisterEntry } from '../domain/stateRegister.ts';
import { api1Of, scanEgovQr } from '../dev/egovBusinessStandIn.ts';
import { expireEgovSign } from '../domain/egovSign.ts';

type DevEdsCertificate = DevOut<'edsCertificates'>['certificates'][number];

function devCertificate(key: TestPkiKey): DevEdsCertificate {
  const pki = loadTestPki();
  const ca = pki.ca(key.ca);
  return {
    id: key.id,
    description: key.description,
    usage: key.usage,
    subject: {
      commonName: key.subject.commonName,
      iin: key.subject.iin,
      bin: key.subject.bin,
      organization: key.subject.organization,
    },
    roles: key.roles,
    issuer: ca.name,
    serialNumber: key.serialNumber,
    notBefore: key.notBefore,
    notAfter: key.notAfter,
    trusted: ca.role !== 'untrusted',
    revoked: key.revoked,
    certificate: Buffer.from(pki.der(key.certificate)).toString('base64'),
  };
}

export const devHandlers = devCallRoutes()
  .serve('smsOutbox', (c, { query }) => {
    const ctx = ctxOf(c);
    return { messages: smsOutbox(ctx, query.phone), refused: smsRefusals(ctx, query.phone) };
  })
  .serve('records', (c, { query }) => ({
    kind: query.kind,
    records: devRecords(ctxOf(c), query.kind),
  }))
  .serve('moderateCase', (c, { body }) => ({
    id: body.id,
    moderation: moderateCase(ctxOf(c), body.id, body.decision),
  }))
  .serve('advanceApplication', (c, { body }) => {
    const ctx = ctxOf(c);
    return toDetail(ctx, advanceApplication(ctx, body.opportunityId, body.status));
  })
  // The stand-in state register learns a company (issue 28): browser suites apply for fresh
  // BINs, which must be registered to be offered documents to sign.
  .serve('stateRegister', (c, { body }) => {
    putRegisterEntry(ctxOf(c), body);
    return { registered: body.bin };
  })
  // The eGov Business stand-in (issue 28) scans a code shown on the site and does what its
  // behaviour says, against this server's API №1/№2: how `npm run dev` and the browser suites sign
  // by eGov QR. `expire` first moves the code past its time, as if the phone came too late.
  .serve('egovScan', async (c, { body }) => {
    let id: string;
    try {
      id = api1Of(body.qrText).searchParams.get('id') ?? '';
    } catch {
      throw fieldError('qrText', 'FIELD_INVALID');
    }
    return scanEgovQr({
      ...body,
      // The requests go to this server, whatever origin PUBLIC_ORIGIN gave the QR.
      baseOverride: new URL(c.req.url).origin,
      signingTime: new Date(c.get('now')()),
      beforeScan: async () => {
        if (body.behaviour === 'expire') expireEgovSign(ctxOf(c), id);
      },
    });
  })
  .serve('edsCertificates', () => ({
    certificates: loadTestPki().manifest.keys.map(devCertificate),
  }))
  .serve('edsSign', async (c, { body }) => {
    const key = loadTestPki().key(body.certificateId);
    if (!key) throw fieldError('certificateId', 'FIELD_INVALID');
    const bytes = new Uint8Array(Buffer.from(body.data, 'base64'));
    return {
      signature: await signWithTestKey(key, bytes, { signingTime: new Date(c.get('now')()) }),
    };
  });

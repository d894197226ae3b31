/**
 * Developer-only routes, mounted only with DEV_API=1: the SMS outbox (so browser tests can read
 * codes), every stored request, case moderation, the stand-in CRM's processing, and a signer
 * with the test PKI's keys. Never enable them on a shared stand.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  DETAILED_STATUSES,
  DEV_API_PATHS,
  DEV_RECORD_KINDS,
  type DevEdsCertificate,
  type DevEdsCertificatesResponse,
  type DevEdsSignResponse,
  type DevModerateCaseResponse,
  type DevRecordsResponse,
  type DevSmsOutboxResponse,
} from '../../contract/api.ts';
import { toDetail } from '../domain/applications.ts';
import { signWithTestKey } from '../dev/cmsSigner.ts';
import { loadTestPki, type TestPkiKey } from '../dev/testPki.ts';
import { advanceApplication, devRecords, smsOutbox, smsRefusals } from '../domain/devRecords.ts';
import { moderateCase } from '../domain/successCases.ts';
import { readJson, readQuery } from '../http/body.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { fieldError } from '../http/errors.ts';
import {
  bin as binSchema,
  id as requiredId,
  phone as phoneSchema,
} from '../../contract/schema/fields.ts';
import { putRegisterEntry } from '../domain/stateRegister.ts';
import { api1Of, EGOV_BEHAVIOURS, scanEgovQr } from '../dev/egovBusinessStandIn.ts';
import { expireEgovSign } from '../domain/egovSign.ts';

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

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const devRoutes = new Hono<AppEnv>()
  .get(DEV_API_PATHS.smsOutbox, (c) => {
    const { phone } = readQuery(c, z.object({ phone: phoneSchema.optional() }));
    const ctx = ctxOf(c);
    const body: DevSmsOutboxResponse = {
      messages: smsOutbox(ctx, phone),
      refused: smsRefusals(ctx, phone),
    };
    return c.json(body);
  })
  .get(DEV_API_PATHS.records, (c) => {
    const { kind } = readQuery(
      c,
      z.object({ kind: z.enum(DEV_RECORD_KINDS, { error: 'FIELD_INVALID' }) }),
    );
    const body: DevRecordsResponse = { kind, records: devRecords(ctxOf(c), kind) };
    return c.json(body);
  })
  .post(DEV_API_PATHS.moderateCase, async (c) => {
    const body = await readJson(
      c,
      z.object({
        id: requiredId,
        decision: z.enum(['approve', 'reject'], { error: 'FIELD_INVALID' }),
      }),
    );
    const answer: DevModerateCaseResponse = {
      id: body.id,
      moderation: moderateCase(ctxOf(c), body.id, body.decision),
    };
    return c.json(answer);
  })
  .post(DEV_API_PATHS.advanceApplication, async (c) => {
    const body = await readJson(
      c,
      z.object({
        opportunityId: requiredId,
        status: z.enum(DETAILED_STATUSES, { error: 'FIELD_INVALID' }).optional(),
      }),
    );
    const ctx = ctxOf(c);
    return c.json(toDetail(ctx, advanceApplication(ctx, body.opportunityId, body.status)));
  })
  // The stand-in state register learns a company (issue 28): browser suites apply for fresh
  // BINs, which must be registered to be offered documents to sign.
  .post(DEV_API_PATHS.stateRegister, async (c) => {
    const body = await readJson(
      c,
      z.object({
        bin: binSchema,
        nameRu: z.string().min(1).max(200),
        nameKk: z.string().min(1).max(200),
        legalForm: z.enum(['LLP', 'JSC', 'IE', 'BRANCH'], { error: 'FIELD_INVALID' }),
        status: z.enum(['active', 'liquidating', 'liquidated', 'inactive'], {
          error: 'FIELD_INVALID',
        }),
        headIin: binSchema,
        headName: z.string().min(1).max(200),
      }),
    );
    putRegisterEntry(ctxOf(c), body);
    return c.json({ registered: body.bin });
  })
  // The eGov Business stand-in (issue 28) scans a code shown on the site and does what its
  // behaviour says, against this server's API №1/№2: how `npm run dev` and the browser suites sign
  // by eGov QR. `expire` first moves the code past its time, as if the phone came too late.
  .post(DEV_API_PATHS.egovScan, async (c) => {
    const body = await readJson(
      c,
      z.object({
        qrText: z.string().min(1).max(500),
        behaviour: z.enum(EGOV_BEHAVIOURS, { error: 'FIELD_INVALID' }),
        certificateId: requiredId,
        otherCertificateId: requiredId.optional(),
        lang: z.enum(['ru', 'kk', 'en']).optional(),
      }),
    );
    let id: string;
    try {
      id = api1Of(body.qrText).searchParams.get('id') ?? '';
    } catch {
      throw fieldError('qrText', 'FIELD_INVALID');
    }
    const result = await scanEgovQr({
      ...body,
      // The requests go to this server, whatever origin PUBLIC_ORIGIN gave the QR.
      baseOverride: new URL(c.req.url).origin,
      signingTime: new Date(c.get('now')()),
      beforeScan: async () => {
        if (body.behaviour === 'expire') expireEgovSign(ctxOf(c), id);
      },
    });
    return c.json(result);
  })
  .get(DEV_API_PATHS.edsCertificates, (c) => {
    const body: DevEdsCertificatesResponse = {
      certificates: loadTestPki().manifest.keys.map(devCertificate),
    };
    return c.json(body);
  })
  .post(DEV_API_PATHS.edsSign, async (c) => {
    const body = await readJson(
      c,
      z.object({
        certificateId: requiredId,
        // base64 of the bytes, as NCALayer takes them (a contract document is a few KB).
        data: z
          .string({ error: 'FIELD_REQUIRED' })
          .max(40_000, 'FIELD_TOO_LONG')
          .regex(BASE64, 'FIELD_INVALID'),
      }),
    );
    const key = loadTestPki().key(body.certificateId);
    if (!key) throw fieldError('certificateId', 'FIELD_INVALID');
    const answer: DevEdsSignResponse = {
      signature: await signWithTestKey(key, new Uint8Array(Buffer.from(body.data, 'base64')), {
        signingTime: new Date(c.get('now')()),
      }),
    };
    return c.json(answer);
  });

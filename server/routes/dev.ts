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
  type DevRecordKind,
  type DevRecordsResponse,
  type DevSmsOutboxResponse,
} from '../../contract/api.ts';
import { advance, settle, toDetail, type ApplicationRow } from '../domain/applications.ts';
import { signWithTestKey } from '../dev/cmsSigner.ts';
import { loadTestPki, type TestPkiKey } from '../dev/testPki.ts';
import { kzIso } from '../domain/time.ts';
import { readJson, readQuery } from '../http/body.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { phoneSchema, requiredId } from '../http/schemas.ts';

/** What each record kind lists; photos and hashes are left out. */
const RECORD_QUERIES: Record<DevRecordKind, string> = {
  consultations: "SELECT * FROM consultations WHERE kind = 'consultation' ORDER BY created_at DESC",
  'handset-consultations':
    "SELECT * FROM consultations WHERE kind = 'handset' ORDER BY created_at DESC",
  leads: "SELECT * FROM landing_requests WHERE kind = 'lead' ORDER BY created_at DESC",
  opportunities:
    "SELECT * FROM landing_requests WHERE kind = 'opportunity' ORDER BY created_at DESC",
  'reprice-requests':
    "SELECT * FROM landing_requests WHERE kind = 'reprice' ORDER BY created_at DESC",
  'success-cases': `SELECT id, product_name, author_name, company_name, position, email, problem,
    solution, results, phone, photo_type, photo_width, photo_height, moderation, locale,
    created_at, published_at FROM success_cases ORDER BY created_at DESC`,
  applications: 'SELECT * FROM applications ORDER BY created_at DESC',
  companies: 'SELECT * FROM companies ORDER BY bin',
};

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
    const rows = c
      .get('db')
      .prepare('SELECT * FROM sms_outbox WHERE ? IS NULL OR phone = ? ORDER BY id DESC LIMIT 200')
      .all(phone ?? null, phone ?? null) as Array<{
      id: number;
      phone: string;
      purpose: DevSmsOutboxResponse['messages'][number]['purpose'];
      code: string | null;
      text: string;
      sent_at: number;
    }>;
    const body: DevSmsOutboxResponse = {
      messages: rows.map((r) => ({
        id: r.id,
        phone: r.phone,
        purpose: r.purpose,
        code: r.code,
        text: r.text,
        sentAt: kzIso(r.sent_at),
      })),
    };
    return c.json(body);
  })
  .get(DEV_API_PATHS.records, (c) => {
    const { kind } = readQuery(
      c,
      z.object({ kind: z.enum(DEV_RECORD_KINDS, { error: 'FIELD_INVALID' }) }),
    );
    const ctx = ctxOf(c);
    if (kind === 'applications') {
      // Bring the stand-in CRM's processing up to date before showing statuses.
      const rows = ctx.db.prepare(RECORD_QUERIES.applications).all() as ApplicationRow[];
      rows.forEach((row) => settle(ctx, row));
    }
    const body: DevRecordsResponse = {
      kind,
      records: ctx.db.prepare(RECORD_QUERIES[kind]).all() as Array<Record<string, unknown>>,
    };
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
    const ctx = ctxOf(c);
    const moderation = body.decision === 'approve' ? 'approved' : 'rejected';
    const changed = ctx.db
      .prepare('UPDATE success_cases SET moderation = ?, published_at = ? WHERE id = ?')
      .run(moderation, moderation === 'approved' ? ctx.now : null, body.id);
    if (changed.changes !== 1) throw new ApiError(404, 'NOT_FOUND');
    return c.json({ id: body.id, moderation });
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
    const row = ctx.db
      .prepare('SELECT * FROM applications WHERE id = ?')
      .get(body.opportunityId) as ApplicationRow | undefined;
    if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND');
    return c.json(toDetail(ctx, advance(ctx, settle(ctx, row), body.status)));
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
    if (!key) {
      throw new ApiError(
        422,
        'VALIDATION_FAILED',
        {},
        { certificateId: { code: 'FIELD_INVALID' } },
      );
    }
    const answer: DevEdsSignResponse = {
      signature: await signWithTestKey(key, new Uint8Array(Buffer.from(body.data, 'base64')), {
        signingTime: new Date(c.get('now')()),
      }),
    };
    return c.json(answer);
  });

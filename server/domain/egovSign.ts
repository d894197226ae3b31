/**
 * eGov QR signing (issue 28; NITEC's «mgovSign» protocol, notes K1/K5): the site shows a code,
 * the eGov Business app reads API №1 from it, fetches the documents from API №2 with the Token
 * API №1 gave, and PUTs them back signed. The signature is checked exactly as an NCALayer one
 * (`acceptEdsSignature`); the page learns the outcome by polling `egov-sign/status`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  EGOV_SIGN_TTL_SECONDS,
  errorMessage,
  type EgovSignStatus,
  type ErrorCode,
  type Out,
  type Received,
} from '../../contract/index.ts';
import {
  mgovSignDocuments as api2,
  mgovSignRequest as api1,
  type MgovSignDocuments,
  type MgovSignRequest,
} from '../../contract/calls/egov.ts';
import { OPERATOR } from '../../contract/operator.ts';
import type { z } from 'zod';
import { loadApplication, toDetail, type ApplicationRow } from './applications.ts';
import type { Ctx, SessionInfo } from './context.ts';
import type { EdsLoginIdentity, EdsVerifier } from './eds/index.ts';
import { ApiError } from './errors.ts';
import { takeAddressShare, takeWrongTokenShare } from './guard.ts';
import { acceptEdsSignature, issueSignData, requireSignable } from './signing.ts';
import { KZ_OFFSET_MS, kzIso } from './time.ts';

/** The protocol's v5 cross-link (K5); the eGov Business variant is unconfirmed (docs/signing-client.md). */
export const EGOV_LAUNCH_BASE = 'https://m.egov.kz/mobileSign/?link=';

interface SignSessionRow {
  id: string;
  opportunity_id: string;
  company_bin: string;
  session_id: string;
  login: string | null;
  auth_token: string | null;
  status: EgovSignStatus;
  refusal_code: ErrorCode | null;
  refusal_reason: string | null;
  created_at: number;
  expires_at: number;
  finished_at: number | null;
}

const OPEN: readonly EgovSignStatus[] = ['waiting', 'scanned'];
/** The same list for SQL: a code changes state only from one of these, and only once. */
const OPEN_SQL = `status IN ('waiting', 'scanned')`;

/** The state now: an open code past its expiry is expired, whether or not anyone looked. */
function statusOf(row: SignSessionRow, now: number): EgovSignStatus {
  return OPEN.includes(row.status) && now >= row.expires_at ? 'expired' : row.status;
}

function rowOf(ctx: Ctx, id: string): SignSessionRow | undefined {
  return ctx.db.prepare('SELECT * FROM egov_sign_sessions WHERE id = ?').get(id) as
    SignSessionRow | undefined;
}

/**
 * Ends an open code, once: a code that has ended (signed, refused, cancelled) keeps its state
 * whatever comes later — a parallel return's refusal cannot turn a signed code into a refused one
 * (issue 36). Its token is forgotten, so API №2 no longer answers for it — except a signed code's,
 * kept so that the app alone, with it, learns that a return it sends again was the one accepted.
 */
function finish(
  ctx: Ctx,
  id: string,
  status: EgovSignStatus,
  refusal?: { code: ErrorCode; reason: string | null },
): void {
  ctx.db
    .prepare(
      `UPDATE egov_sign_sessions SET status = ?, finished_at = ?, refusal_code = ?,
         refusal_reason = ?, auth_token = CASE WHEN ? = 'signed' THEN auth_token END
         WHERE id = ? AND ${OPEN_SQL}`,
    )
    .run(status, ctx.now, refusal?.code ?? null, refusal?.reason ?? null, status, id);
}

/**
 * Whether the site's session that showed the code is still signed in (issue 36): a logout, a
 * revoked refresh token or a reused one (a leaked copy) ends it. `endSessionEgovCodes` ends its
 * codes at that moment; this is the codes' own check of it, so no path that ends a session can
 * leave one signable. A session has no expiry of its own that could fall within a code's 180 s:
 * its refresh token lives 30 days and is renewed at every refresh.
 */
function sessionLive(ctx: Ctx, sessionId: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM sessions WHERE id = ? AND revoked_at IS NULL').get(sessionId) !==
    undefined
  );
}

/**
 * Ends the open codes of a session that has ended (`tokens.ts`: a logout, a revoked or reused
 * refresh token): the app's API №1 and №2 answer them «expired», and a return is refused.
 */
export function endSessionEgovCodes(ctx: Ctx, sessionId: string): void {
  ctx.db
    .prepare(
      `UPDATE egov_sign_sessions SET status = 'cancelled', auth_token = NULL, finished_at = ?
         WHERE session_id = ? AND ${OPEN_SQL}`,
    )
    .run(ctx.now, sessionId);
}

/**
 * Whether the app may still use the code, whatever its time: open, its token live, its session
 * signed in. (A return that arrived in time is decided even if its checks end after the expiry.)
 */
function usable(ctx: Ctx, row: SignSessionRow | undefined): row is SignSessionRow {
  return (
    row !== undefined &&
    OPEN.includes(row.status) &&
    row.auth_token !== null &&
    sessionLive(ctx, row.session_id)
  );
}

/** `yyyy-MM-dd'T'HH:mm:ss.SSSZ` in UTC+5, as API №1's `expiry_date` (K1). */
export function egovDate(ms: number): string {
  return `${new Date(ms + KZ_OFFSET_MS).toISOString().slice(0, 23)}+0500`;
}

/** This machine, whatever the port: 127.0.0.0/8, ::1, localhost (as `URL` spells a hostname). */
const LOOPBACK_HOST = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/**
 * The origin of the QR's API №1/№2 URLs — where the eGov app will send the Token and the signed
 * documents (issue 36). PUBLIC_ORIGIN, the site's domain on eGov's allow-list, whenever it is set:
 * the request's `Host` is never read then. Without it (development: production refuses to start
 * without it), the request's own origin only when it names this machine — a developer's browser,
 * the browser suites, the stand-in app; any other `Host` could be anyone's (a proxy passing a
 * forged header, a cache), so no code is issued for it: 503 TRY_LATER and a log line saying what
 * is missing.
 */
export function linkOrigin(ctx: Ctx, requestUrl: string): string {
  if (ctx.settings.publicOrigin) return ctx.settings.publicOrigin;
  const url = new URL(requestUrl);
  if (LOOPBACK_HOST.test(url.hostname)) return url.origin;
  ctx.log.error('egov sign needs PUBLIC_ORIGIN', { reason: 'request host is not loopback' });
  throw new ApiError(503, 'TRY_LATER');
}

const api1Url = (origin: string, id: string) => `${origin}${api1.path}?id=${id}`;
const api2Url = (origin: string, id: string) => `${origin}${api2.path}?id=${id}`;

/**
 * egov-sign/start: the documents' data issued (as sign-data, with its refusals) and a new code;
 * an earlier open code of the application stops working, so only one is ever valid.
 */
export function startEgovSign(
  ctx: Ctx,
  session: SessionInfo,
  row: ApplicationRow,
  requestUrl: string,
): Out<'egovSignStart'> {
  takeAddressShare(ctx.guard, ctx.client, 'egov-code', ctx.now);
  const origin = linkOrigin(ctx, requestUrl);
  requireSignable(ctx, row);
  issueSignData(ctx, session, row);
  const id = randomBytes(16).toString('base64url');
  const expiresAt = ctx.now + EGOV_SIGN_TTL_SECONDS * 1000;
  const login = session.loginMethod === 'eds' && session.eds ? JSON.stringify(session.eds) : null;
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `UPDATE egov_sign_sessions SET status = 'cancelled', auth_token = NULL, finished_at = ?
           WHERE opportunity_id = ? AND status IN ('waiting', 'scanned')`,
      )
      .run(ctx.now, row.id);
    ctx.db
      .prepare(
        `INSERT INTO egov_sign_sessions (id, opportunity_id, company_bin, session_id, login,
           auth_token, status, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'waiting', ?, ?)`,
      )
      .run(
        id,
        row.id,
        row.company_bin,
        session.id,
        login,
        randomBytes(32).toString('base64url'),
        ctx.now,
        expiresAt,
      );
  })();
  const api1 = api1Url(origin, id);
  ctx.log.info('egov sign code', { application: row.number });
  return {
    signSessionId: id,
    qrText: `mobileSign:${api1}`,
    launchLink: `${EGOV_LAUNCH_BASE}${encodeURIComponent(api1)}`,
    expiresAt: kzIso(expiresAt),
  };
}

/** A code of this session (404 for any other, so nobody learns another's codes exist). */
function ownRow(ctx: Ctx, session: SessionInfo, id: string): SignSessionRow {
  const row = rowOf(ctx, id);
  if (!row || row.session_id !== session.id || row.company_bin !== session.companyBin) {
    throw new ApiError(404, 'NOT_FOUND');
  }
  return row;
}

function stateOf(ctx: Ctx, row: SignSessionRow): Out<'egovSignStatus'> {
  const status = statusOf(row, ctx.now);
  const state: Out<'egovSignStatus'> = { status, expiresAt: kzIso(row.expires_at) };
  if (status === 'refused' && row.refusal_code) {
    const params: Record<string, string> = row.refusal_reason ? { reason: row.refusal_reason } : {};
    state.refusal = {
      code: row.refusal_code,
      message: errorMessage(ctx.locale, row.refusal_code, params),
      ...(row.refusal_reason ? { reason: row.refusal_reason } : {}),
    };
  }
  if (status === 'signed') {
    state.application = toDetail(ctx, loadApplication(ctx, row.opportunity_id, row.company_bin));
  }
  return state;
}

/** egov-sign/status: what became of the code. */
export function egovSignState(ctx: Ctx, session: SessionInfo, id: string): Out<'egovSignStatus'> {
  return stateOf(ctx, ownRow(ctx, session, id));
}

/** egov-sign/cancel: the app can no longer use the code; an ended code keeps its state. */
export function cancelEgovSign(ctx: Ctx, session: SessionInfo, id: string): Out<'egovSignStatus'> {
  takeAddressShare(ctx.guard, ctx.client, 'egov-code', ctx.now);
  const row = ownRow(ctx, session, id);
  if (OPEN.includes(statusOf(row, ctx.now))) finish(ctx, id, 'cancelled');
  return stateOf(ctx, rowOf(ctx, id) as SignSessionRow);
}

/** Development only (the stand-in's `expire`): the code's time is up now. */
export function expireEgovSign(ctx: Ctx, id: string): void {
  ctx.db.prepare('UPDATE egov_sign_sessions SET expires_at = ? WHERE id = ?').run(ctx.now, id);
}

/**
 * An open code, or the protocol's «expired» (404): ended, replaced, used, past its time, or its
 * session signed out.
 */
function openRow(ctx: Ctx, id: string): SignSessionRow {
  const row = rowOf(ctx, id);
  if (!usable(ctx, row) || statusOf(row, ctx.now) === 'expired') {
    throw new ApiError(404, 'EGOV_SIGN_EXPIRED');
  }
  return row;
}

function markScanned(ctx: Ctx, row: SignSessionRow): void {
  if (row.status === 'waiting') {
    ctx.db.prepare(`UPDATE egov_sign_sessions SET status = 'scanned' WHERE id = ?`).run(row.id);
  }
}

/** The application's number, for the words the app shows. */
function applicationOf(ctx: Ctx, row: SignSessionRow): ApplicationRow {
  return loadApplication(ctx, row.opportunity_id, row.company_bin);
}

const DESCRIPTION = {
  ru: (n: string) => `Подписание договора по заявке ${n} с АО «Дала Телеком»`,
  kk: (n: string) => `«Дала Телеком» АҚ-пен ${n} өтінім бойынша шартқа қол қою`,
};

/** API №1: what is to be signed, by whom, until when, and where (the Token for API №2). */
export function mgovSignRequest(
  ctx: Ctx,
  id: string,
  requestUrl: string,
): z.input<typeof MgovSignRequest> {
  const row = openRow(ctx, id);
  const origin = linkOrigin(ctx, requestUrl);
  markScanned(ctx, row);
  const application = applicationOf(ctx, row);
  return {
    description: DESCRIPTION[ctx.locale](application.number),
    expiry_date: egovDate(row.expires_at),
    // Who asks for the signature: the operator, as registered for the Smart Bridge service.
    organisation: OPERATOR,
    document: { uri: api2Url(origin, id), auth_type: 'Token', auth_token: row.auth_token ?? '' },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * API №2's Token: `Authorization: Bearer <auth_token>` (401 without one, 403 with another),
 * compared in constant time (digests of equal length). The right token is never limited; a wrong
 * one spends the wrong tokens' budget — per token tried and per address — and past it is a 429
 * (issue 36: before, wrong tokens and real returns shared one per-address share, so a neighbour
 * behind the same carrier NAT could block signing for an hour).
 */
function requireToken(ctx: Ctx, row: SignSessionRow, authorization: string | undefined): void {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new ApiError(401, 'AUTH_REQUIRED');
  const expected = row.auth_token;
  if (expected !== null && timingSafeEqual(digest(match[1]), digest(expected))) return;
  takeWrongTokenShare(ctx.guard, ctx.client, 'egov', match[1], ctx.now);
  throw new ApiError(403, 'FORBIDDEN');
}

const DOCUMENT_NAME = {
  nameRu: (n: string) => `Договор о предоставлении услуг связи по заявке ${n}`,
  nameKz: (n: string) => `${n} өтінім бойынша байланыс қызметтерін көрсету туралы шарт`,
  nameEn: (n: string) => `Telecommunication services contract, application ${n}`,
};

/** API №2 (GET): the contract's bytes, exactly those sign-data issued, to sign detached. */
export function mgovSignDocuments(
  ctx: Ctx,
  id: string,
  authorization: string | undefined,
): z.input<typeof MgovSignDocuments> {
  const row = openRow(ctx, id);
  requireToken(ctx, row, authorization);
  markScanned(ctx, row);
  const application = applicationOf(ctx, row);
  if (!application.sign_data) throw new ApiError(404, 'EGOV_SIGN_EXPIRED');
  const n = application.number;
  return {
    signMethod: 'CMS_SIGN_ONLY',
    version: 1,
    documentsToSign: [
      {
        id: 1,
        nameRu: DOCUMENT_NAME.nameRu(n),
        nameKz: DOCUMENT_NAME.nameKz(n),
        nameEn: DOCUMENT_NAME.nameEn(n),
        meta: [{ name: ctx.locale === 'kk' ? 'Өтінім' : 'Заявка', value: n }],
        document: { file: { mime: 'text/plain', data: application.sign_data } },
      },
    ],
  };
}

const SIGNED_WORDS = { ru: 'Документы подписаны', kk: 'Құжаттарға қол қойылды' };

type Success = { status: 'success'; message: string };

/** The CMS as the signature record keeps it (`edsSignatureRecord`): DER, line breaks dropped. */
const cmsBytes = (signature: string) => Buffer.from(signature.replace(/\s+/g, ''), 'base64');

/**
 * A return for a code that is already signed (issue 36: parallel or repeated PUTs). The first
 * valid return won and nothing undoes it. The one that won, sent again (the app's retry after a
 * dropped answer, or the same body in parallel), gets the same 200 — idempotent; any other
 * signature was not accepted, and the app is told so in its language: 409
 * EGOV_SIGN_ALREADY_SIGNED «the documents are already signed» — true, and nothing for the person
 * to do, where a 403 would read as a failed signature.
 */
function alreadySigned(ctx: Ctx, row: SignSessionRow, signature: string): Success {
  const record = ctx.db
    .prepare(`SELECT cms FROM signature_records WHERE opportunity_id = ? AND channel = 'egov'`)
    .get(row.opportunity_id) as { cms: Buffer | null } | undefined;
  const given = cmsBytes(signature);
  if (record?.cms && given.length > 0 && Buffer.compare(record.cms, given) === 0) {
    return { status: 'success', message: SIGNED_WORDS[ctx.locale] };
  }
  throw new ApiError(409, 'EGOV_SIGN_ALREADY_SIGNED');
}

/**
 * API №2 (PUT): the documents back, each `data` now a CMS. Verified as an NCALayer signature; a
 * refusal ends the code (the page shows its words) and is a 403. A verifier that cannot decide
 * now (503) leaves the code open, so the app may send it again. v5's acknowledgement
 * (`{"status":"success"}`) after the signature is answered 200.
 *
 * The first return to be decided decides the code, once (issue 36). Several may be checked at
 * once (the checks wait on crypto and CRLs); when one's checks end, the code must still be usable
 * — open and its session signed in — or its outcome is dropped: the application is signed only
 * through a code still open at that moment, and a later refusal never touches an ended code.
 * A return is not limited per address (a carrier NAT is many phones): it needs the code's token,
 * a code is issued to a signed-in session within its own limit, and it ends at its first outcome.
 */
export async function mgovSignReturn(
  ctx: Ctx,
  verifier: EdsVerifier,
  id: string,
  authorization: string | undefined,
  body: Received<'mgovSignReturn'>,
): Promise<Success> {
  if (!('documentsToSign' in body)) {
    const row = rowOf(ctx, id);
    if (row?.status !== 'signed') throw new ApiError(404, 'EGOV_SIGN_EXPIRED');
    return { status: 'success', message: SIGNED_WORDS[ctx.locale] };
  }
  const signature = body.documentsToSign.find((d) => d.id === 1)?.document.file.data ?? '';
  const first = rowOf(ctx, id);
  if (first?.status === 'signed') {
    requireToken(ctx, first, authorization);
    return alreadySigned(ctx, first, signature);
  }
  const row = openRow(ctx, id);
  requireToken(ctx, row, authorization);
  const application = applicationOf(ctx, row);
  const login = row.login ? (JSON.parse(row.login) as EdsLoginIdentity) : null;
  // Checked when the signature's checks end, before anything is written.
  const stillUsable = () => {
    if (!usable(ctx, rowOf(ctx, id))) throw new ApiError(404, 'EGOV_SIGN_EXPIRED');
  };
  try {
    requireSignable(ctx, application);
    await acceptEdsSignature(ctx, verifier, application, signature, login, 'egov', stillUsable);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 503) throw error;
    const now = rowOf(ctx, id);
    // Another return was decided meanwhile: its outcome stands.
    if (now?.status === 'signed') return alreadySigned(ctx, now, signature);
    if (!usable(ctx, now)) throw new ApiError(404, 'EGOV_SIGN_EXPIRED');
    const code = error.code;
    const reason = typeof error.params.reason === 'string' ? error.params.reason : null;
    finish(ctx, id, 'refused', { code, reason });
    ctx.log.info('egov sign refused', { application: application.number, code });
    // The app shows the words; the status says 403 for any refused signature (K5).
    throw new ApiError(error.status === 409 ? 409 : 403, code, error.params);
  }
  finish(ctx, id, 'signed');
  ctx.log.info('egov sign signed', { application: application.number });
  return { status: 'success', message: SIGNED_WORDS[ctx.locale] };
}

/**
 * Session tokens: opaque random strings, stored only as SHA-256 hashes. The access token is
 * short-lived; the refresh token is spent on use and replaced (rotation). The same refresh token
 * presented again within REFRESH_REUSE_GRACE_SECONDS of its rotation — two tabs at once, a
 * second device, a retry after a dropped answer — gets back the pair already issued for it, as
 * long as that pair has not been refreshed in turn; later, a spent refresh token means it
 * leaked: the whole session ends. Revocation ends the session and with it every token it issued,
 * and every eGov QR code it showed that is still open.
 *
 * The pair is kept for the grace window sealed with the spent token (AES-256-GCM, the key derived
 * from it), so the database holds no usable token: only the one who presents the old token can
 * open it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type LoginMethod,
  type TokenPair,
} from '../../contract/index.ts';
import type { EdsLoginIdentity } from './eds/index.ts';
import type { Ctx, SessionInfo } from './context.ts';
import { endSessionEgovCodes } from './egovSign.ts';
import { ApiError } from './errors.ts';
import { newId, randomToken, sha256 } from './crypto.ts';

interface TokenRow {
  session_id: string;
  kind: 'access' | 'refresh';
  expires_at: number;
  used_at: number | null;
  successor: string | null;
  company_bin: string;
  phone: string | null;
  login_method: LoginMethod;
  eds_iin: string | null;
  eds_serial: string | null;
  eds_company: string | null;
  eds_issuer: string | null;
  eds_public_key: string | null;
  eds_can_sign: 0 | 1 | null;
  eds_first_head: 0 | 1 | null;
  revoked_at: number | null;
}

const TOKEN_QUERY = `SELECT t.session_id, t.kind, t.expires_at, t.used_at, t.successor,
  s.company_bin, s.phone,
  s.login_method, s.eds_iin, s.eds_serial, s.eds_company, s.eds_issuer, s.eds_public_key,
  s.eds_can_sign, s.eds_first_head, s.revoked_at
  FROM session_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.hash = ?`;

function issuePair(ctx: Ctx, sessionId: string): TokenPair {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const insert = ctx.db.prepare(
    'INSERT INTO session_tokens (hash, session_id, kind, expires_at) VALUES (?, ?, ?, ?)',
  );
  insert.run(sha256(accessToken), sessionId, 'access', ctx.now + ACCESS_TOKEN_TTL_SECONDS * 1000);
  insert.run(
    sha256(refreshToken),
    sessionId,
    'refresh',
    ctx.now + REFRESH_TOKEN_TTL_SECONDS * 1000,
  );
  return {
    accessToken,
    refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshExpiresIn: REFRESH_TOKEN_TTL_SECONDS,
  };
}

export interface NewSession {
  companyBin: string;
  phone: string | null;
  loginMethod: LoginMethod;
  /** What an EDS login leaves for the same-person rule of signing. */
  eds?: EdsLoginIdentity | null;
}

export function startSession(ctx: Ctx, session: NewSession): TokenPair {
  const id = newId();
  ctx.db
    .prepare(
      `INSERT INTO sessions (id, company_bin, phone, login_method, eds_iin, eds_serial, eds_company,
         eds_issuer, eds_public_key, eds_can_sign, eds_first_head, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      session.companyBin,
      session.phone,
      session.loginMethod,
      session.eds?.iin ?? null,
      session.eds?.serialNumber ?? null,
      session.eds?.company ?? null,
      session.eds?.issuer ?? null,
      session.eds?.publicKey ?? null,
      session.eds ? Number(session.eds.canSign) : null,
      session.eds ? Number(session.eds.firstHead) : null,
      ctx.now,
    );
  return issuePair(ctx, id);
}

function edsIdentityOf(row: TokenRow): EdsLoginIdentity | null {
  if (row.login_method !== 'eds' || !row.eds_iin || !row.eds_company || !row.eds_issuer)
    return null;
  return {
    iin: row.eds_iin,
    company: row.eds_company,
    issuer: row.eds_issuer,
    publicKey: row.eds_public_key ?? '',
    canSign: row.eds_can_sign === 1,
    serialNumber: row.eds_serial ?? '',
    // A session opened before migration 013 did not record it: not refused up front (the
    // signature's own First Head check still applies).
    firstHead: row.eds_first_head !== 0,
  };
}

/** The session behind an access token, or a 401 (AUTH_REQUIRED, or TOKEN_EXPIRED). */
export function authenticate(ctx: Ctx, accessToken: string): SessionInfo {
  const row = ctx.db.prepare(TOKEN_QUERY).get(sha256(accessToken)) as TokenRow | undefined;
  if (!row || row.kind !== 'access' || row.revoked_at !== null) {
    throw new ApiError(401, 'AUTH_REQUIRED');
  }
  if (row.expires_at <= ctx.now) throw new ApiError(401, 'TOKEN_EXPIRED');
  return {
    id: row.session_id,
    companyBin: row.company_bin,
    phone: row.phone,
    loginMethod: row.login_method,
    eds: edsIdentityOf(row),
  };
}

/**
 * Ends a session: its tokens stop working, and so do the eGov QR codes it showed — a code left
 * on a screen after a logout must not be signable (issue 36).
 */
function revokeSession(ctx: Ctx, sessionId: string): void {
  ctx.db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
    .run(ctx.now, sessionId);
  // Two statements, no transaction (sessions stay at synchronous=NORMAL, server/README.md
  // «Durability»): were the second lost, the codes' own check of their session still holds.
  endSessionEgovCodes(ctx, sessionId);
}

/** The key that seals the pair a refresh token was rotated into: only that token opens it. */
const sealKey = (refreshToken: string) =>
  createHash('sha256').update(`refresh-successor:${refreshToken}`).digest();

function seal(refreshToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function unseal(refreshToken: string, sealed: string): TokenPair | null {
  try {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(refreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as TokenPair;
  } catch {
    return null;
  }
}

/**
 * The pair `refreshToken` was rotated into, when it was rotated within the grace window and that
 * pair is still unspent (nobody has refreshed past it); null otherwise.
 */
function pairWithinGrace(ctx: Ctx, refreshToken: string, row: TokenRow): TokenPair | null {
  if (row.used_at === null || row.successor === null) return null;
  if (ctx.now - row.used_at > REFRESH_REUSE_GRACE_SECONDS * 1000) return null;
  const pair = unseal(refreshToken, row.successor);
  if (!pair) return null;
  const next = ctx.db
    .prepare('SELECT used_at FROM session_tokens WHERE hash = ?')
    .get(sha256(pair.refreshToken)) as { used_at: number | null } | undefined;
  return next && next.used_at === null ? pair : null;
}

/** Spends a refresh token and returns a new pair for the same session. */
export function rotate(ctx: Ctx, refreshToken: string): TokenPair {
  const hash = sha256(refreshToken);
  const outcome = ctx.db.transaction((): TokenPair | { reusedBy: string } | null => {
    const row = ctx.db.prepare(TOKEN_QUERY).get(hash) as TokenRow | undefined;
    if (!row || row.kind !== 'refresh' || row.revoked_at !== null) return null;
    if (row.used_at !== null) {
      return pairWithinGrace(ctx, refreshToken, row) ?? { reusedBy: row.session_id };
    }
    if (row.expires_at <= ctx.now) return null;
    const pair = issuePair(ctx, row.session_id);
    ctx.db
      .prepare('UPDATE session_tokens SET used_at = ?, successor = ? WHERE hash = ?')
      .run(ctx.now, seal(refreshToken, pair), hash);
    // Sealed pairs past their window are of no use to anyone: dropped as others rotate.
    ctx.db
      .prepare(
        'UPDATE session_tokens SET successor = NULL WHERE successor IS NOT NULL AND used_at < ?',
      )
      .run(ctx.now - REFRESH_REUSE_GRACE_SECONDS * 1000);
    return pair;
  })();
  if (outcome && 'reusedBy' in outcome) {
    // A spent refresh token came back: someone holds a copy. End the session for both.
    revokeSession(ctx, outcome.reusedBy);
  }
  if (!outcome || 'reusedBy' in outcome) throw new ApiError(401, 'REFRESH_TOKEN_INVALID');
  return outcome;
}

/** Ends the session of any of its tokens. Unknown tokens are ignored (RFC 7009). */
export function revoke(ctx: Ctx, token: string): void {
  const row = ctx.db
    .prepare('SELECT session_id FROM session_tokens WHERE hash = ?')
    .get(sha256(token)) as { session_id: string } | undefined;
  if (row) revokeSession(ctx, row.session_id);
}

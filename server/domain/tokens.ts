/**
 * Session tokens: opaque random strings, stored only as SHA-256 hashes. The access token is
 * short-lived; the refresh token is spent on use and replaced (rotation). Presenting a spent
 * refresh token again means it leaked: the whole session ends. Revocation ends the session and
 * with it every token it issued.
 */
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type LoginMethod,
  type TokenPair,
} from '../../contract/api.ts';
import type { EdsLoginIdentity } from './eds/index.ts';
import type { Ctx, SessionInfo } from './context.ts';
import { ApiError } from './errors.ts';
import { newId, randomToken, sha256 } from './crypto.ts';

interface TokenRow {
  session_id: string;
  kind: 'access' | 'refresh';
  expires_at: number;
  used_at: number | null;
  company_bin: string;
  phone: string | null;
  login_method: LoginMethod;
  eds_iin: string | null;
  eds_serial: string | null;
  eds_company: string | null;
  eds_issuer: string | null;
  eds_public_key: string | null;
  eds_can_sign: 0 | 1 | null;
  revoked_at: number | null;
}

const TOKEN_QUERY = `SELECT t.session_id, t.kind, t.expires_at, t.used_at, s.company_bin, s.phone,
  s.login_method, s.eds_iin, s.eds_serial, s.eds_company, s.eds_issuer, s.eds_public_key,
  s.eds_can_sign, s.revoked_at
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
         eds_issuer, eds_public_key, eds_can_sign, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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

function revokeSession(ctx: Ctx, sessionId: string): void {
  ctx.db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
    .run(ctx.now, sessionId);
}

/** Spends a refresh token and returns a new pair for the same session. */
export function rotate(ctx: Ctx, refreshToken: string): TokenPair {
  const hash = sha256(refreshToken);
  const outcome = ctx.db.transaction((): TokenPair | { reusedBy: string } | null => {
    const row = ctx.db.prepare(TOKEN_QUERY).get(hash) as TokenRow | undefined;
    if (!row || row.kind !== 'refresh' || row.revoked_at !== null) return null;
    if (row.used_at !== null) return { reusedBy: row.session_id };
    if (row.expires_at <= ctx.now) return null;
    ctx.db.prepare('UPDATE session_tokens SET used_at = ? WHERE hash = ?').run(ctx.now, hash);
    return issuePair(ctx, row.session_id);
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

/**
 * Session calls of §7 (refresh-token, revoke-token) and the cabinet login designed here: BIN +
 * phone + SMS code, or an EDS signature over a one-time challenge. Both honour the access gate
 * (§2.18): only companies with an application, or arriving with the application they are making.
 */
import { Hono } from 'hono';
import {
  API_PATHS,
  EDS_CHALLENGE_TTL_SECONDS,
  type ApplicationIntent,
  type EdsChallengeResponse,
  type LoginMethod,
  type LoginResponse,
  type RevokeTokenResponse,
} from '../../contract/api.ts';
import {
  checkNewApplication,
  companyHasApplications,
  companyPhones,
  createApplication,
  lastUnfinished,
  toDetail,
  toSummary,
  type NewApplication,
} from '../domain/applications.ts';
import { newId, randomToken } from '../domain/crypto.ts';
import { verifyLogin, type EdsLoginIdentity } from '../domain/eds/index.ts';
import { companyRow, legalFormOfNumber, toAccountInfo } from '../domain/reference.ts';
import { checkCode, sendCode } from '../domain/sms.ts';
import { revoke, rotate, startSession } from '../domain/tokens.ts';
import { readJson } from '../http/body.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { ctxOf, type AppEnv, type Ctx } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import {
  edsLoginSchema,
  loginStartSchema,
  loginVerifySchema,
  refreshSchema,
  revokeSchema,
} from '../http/schemas.ts';

interface LoginPayload {
  bin: string;
  companyName: string | null;
  intent: ApplicationIntent | null;
}

export function intentToNew(intent: ApplicationIntent): NewApplication {
  if (intent.appType === 'internet') {
    return { appType: 'internet', tariffId: intent.tariffId, address: intent.address };
  }
  const { phone: _phone, replaceUnfinished: _replace, ...numbers } = intent;
  return { ...numbers, appType: 'mobile' };
}

/** The gate of §2.18, checked before a code is sent and again when the login completes. */
function checkGate(ctx: Ctx, bin: string, intent: ApplicationIntent | null): void {
  const known = companyRow(ctx.db, bin) !== undefined;
  if (!intent && (!known || !companyHasApplications(ctx, bin))) {
    throw new ApiError(403, 'CABINET_NO_APPLICATION');
  }
}

interface CompleteLogin {
  bin: string;
  phone: string | null;
  method: LoginMethod;
  intent: ApplicationIntent | null;
  companyName: string | null;
  headName?: string | null;
  eds?: EdsLoginIdentity | null;
}

/** A placeholder name for a company the CRM learns of at its first login. */
function unnamedCompany(bin: string): string {
  return `БИН ${bin}`;
}

/**
 * Registers a new client if needed, applies the login intent (unless an unfinished application
 * of that type already exists: then it is returned for the resume screen), and opens a session.
 */
function completeLogin(ctx: Ctx, login: CompleteLogin): LoginResponse {
  return ctx.db.transaction((): LoginResponse => {
    checkGate(ctx, login.bin, login.intent);
    let company = companyRow(ctx.db, login.bin);
    const phone = login.phone ?? company?.phone ?? null;
    if (!company) {
      if (!phone) {
        throw new ApiError(422, 'VALIDATION_FAILED', {}, { phone: { code: 'FIELD_REQUIRED' } });
      }
      ctx.db
        .prepare(
          `INSERT INTO companies (bin, name, legal_form, segment, head_name, phone, mobile_client_since,
            contract_months, origin, created_at) VALUES (?, ?, ?, 'sme', ?, ?, NULL, 0, 'login', ?)`,
        )
        .run(
          login.bin,
          login.companyName ?? unnamedCompany(login.bin),
          legalFormOfNumber(login.bin),
          login.headName ?? null,
          phone,
          ctx.now,
        );
      company = companyRow(ctx.db, login.bin);
    }
    if (!company || !phone) throw new Error('Company registration failed');

    let createdApplication: LoginResponse['createdApplication'] = null;
    let unfinishedApplication: LoginResponse['unfinishedApplication'] = null;
    if (login.intent) {
      const existing = lastUnfinished(ctx, login.bin, login.intent.appType);
      if (existing && !login.intent.replaceUnfinished) {
        unfinishedApplication = toSummary(ctx, existing);
      } else {
        const row = createApplication(
          ctx,
          login.bin,
          login.intent.phone ?? phone,
          intentToNew(login.intent),
          login.intent.replaceUnfinished ?? false,
        );
        createdApplication = toDetail(ctx, row);
      }
    }
    const tokens = startSession(ctx, {
      companyBin: login.bin,
      phone,
      loginMethod: login.method,
      eds: login.eds ?? null,
    });
    ctx.log.info('login', { method: login.method, created: createdApplication !== null });
    return {
      ...tokens,
      account: toAccountInfo(ctx.db, company, ctx.locale, login.method),
      createdApplication,
      unfinishedApplication,
    };
  })();
}

export const authRoutes = new Hono<AppEnv>()
  .post(API_PATHS.loginStart, async (c) => {
    const body = await readJson(c, loginStartSchema);
    const ctx = ctxOf(c);
    const intent = body.intent ?? null;
    // Checked before anything about the BIN is looked at: a locked BIN answers the same for
    // every phone, so guessing cannot go on while it waits.
    const throttle = c.get('loginThrottle');
    const attempt = { bin: body.bin, address: clientAddress(c) };
    const locked = throttle.lockedMinutes(attempt, ctx.now);
    if (locked !== null) throw new ApiError(429, 'SMS_ATTEMPTS_EXHAUSTED', { minutes: locked });
    checkGate(ctx, body.bin, intent);
    if (companyRow(ctx.db, body.bin) && !companyPhones(ctx, body.bin).has(body.phone)) {
      const minutes = throttle.recordMismatch(attempt, ctx.now);
      if (minutes !== null) throw new ApiError(429, 'SMS_ATTEMPTS_EXHAUSTED', { minutes });
      throw new ApiError(
        403,
        'LOGIN_PHONE_MISMATCH',
        {},
        { phone: { code: 'LOGIN_PHONE_MISMATCH' } },
      );
    }
    // Problems with the intent (tariff, address, number caps) show before any SMS is sent.
    if (intent) checkNewApplication(ctx, intentToNew(intent));
    const payload: LoginPayload = { bin: body.bin, companyName: body.companyName ?? null, intent };
    return c.json(sendCode(ctx, body.phone, 'login', payload));
  })
  .post(API_PATHS.loginVerify, async (c) => {
    const body = await readJson(c, loginVerifySchema);
    const ctx = ctxOf(c);
    const payload = checkCode(ctx, body.phone, 'login', body.code) as LoginPayload | null;
    if (!payload || payload.bin !== body.bin) {
      throw new ApiError(422, 'SMS_CODE_EXPIRED', {}, { code: { code: 'SMS_CODE_EXPIRED' } });
    }
    return c.json(
      completeLogin(ctx, {
        bin: body.bin,
        phone: body.phone,
        method: 'sms',
        intent: payload.intent,
        companyName: payload.companyName,
      }),
    );
  })
  .post(API_PATHS.edsChallenge, (c) => {
    const ctx = ctxOf(c);
    const id = newId();
    const challenge = `dala-business-login:${id}:${randomToken()}`;
    ctx.db
      .prepare('INSERT INTO eds_challenges (id, challenge, expires_at) VALUES (?, ?, ?)')
      .run(id, challenge, ctx.now + EDS_CHALLENGE_TTL_SECONDS * 1000);
    const body: EdsChallengeResponse = {
      challengeId: id,
      challenge,
      expiresInSeconds: EDS_CHALLENGE_TTL_SECONDS,
    };
    return c.json(body);
  })
  .post(API_PATHS.edsLogin, async (c) => {
    const body = await readJson(c, edsLoginSchema);
    const ctx = ctxOf(c);
    const challenge = ctx.db
      .prepare(
        'SELECT challenge FROM eds_challenges WHERE id = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(body.challengeId, ctx.now) as { challenge: string } | undefined;
    if (!challenge) throw new ApiError(422, 'EDS_NO_DATA');
    // One use, whatever the outcome: a refused signature does not leave the challenge to retry.
    ctx.db
      .prepare('UPDATE eds_challenges SET used_at = ? WHERE id = ?')
      .run(ctx.now, body.challengeId);
    const login = await verifyLogin(
      c.get('eds'),
      body.signature,
      challenge.challenge,
      body.bin,
      ctx.now,
    );
    return c.json(
      completeLogin(ctx, {
        bin: login.companyBin,
        phone: body.phone ?? null,
        method: 'eds',
        intent: body.intent ?? null,
        companyName: login.companyName,
        headName: login.headName,
        eds: login.identity,
      }),
    );
  })
  .post(API_PATHS.refreshToken, async (c) => {
    const body = await readJson(c, refreshSchema);
    return c.json(rotate(ctxOf(c), body.refreshToken));
  })
  .post(API_PATHS.revokeToken, async (c) => {
    const body = await readJson(c, revokeSchema);
    revoke(ctxOf(c), body.token);
    const answer: RevokeTokenResponse = { revoked: true };
    return c.json(answer);
  });

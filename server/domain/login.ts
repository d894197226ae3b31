/**
 * The cabinet login designed here: BIN + phone + SMS code, or an EDS signature over a one-time
 * challenge. Both honour the access gate (§2.18): only companies with an application, or arriving
 * with the application they are making (an intent), may sign in.
 */
import {
  EDS_CHALLENGE_TTL_SECONDS,
  type ApplicationIntent,
  type EdsChallengeResponse,
  type EdsLoginRequest,
  type LoginMethod,
  type LoginResponse,
  type LoginStartRequest,
  type LoginVerifyRequest,
  type SmsSentResponse,
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
} from './applications.ts';
import type { Ctx } from './context.ts';
import { newId, randomToken } from './crypto.ts';
import { verifyLogin, type EdsLoginIdentity, type EdsVerifier } from './eds/index.ts';
import { ApiError, fieldError } from './errors.ts';
import type { LoginThrottle } from './loginThrottle.ts';
import { companyRow, legalFormOfNumber, toAccountInfo } from './reference.ts';
import { checkCode, sendCode } from './sms.ts';
import { startSession } from './tokens.ts';

/** What a login code carries from login/start to login/verify. */
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
      if (!phone) throw fieldError('phone', 'FIELD_REQUIRED');
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

/**
 * login/start: the gate, the phone (throttled: a mismatch tells whether a phone is a known
 * company's) and the intent are checked, then a login code is sent carrying what verify needs.
 * `address` is the client's, for the per-address count; null when the transport does not know.
 */
export function startLogin(
  ctx: Ctx,
  throttle: LoginThrottle,
  request: LoginStartRequest,
  address: string | null,
): SmsSentResponse {
  const intent = request.intent ?? null;
  // Checked before anything about the BIN is looked at: a locked BIN answers the same for
  // every phone, so guessing cannot go on while it waits.
  const attempt = { bin: request.bin, address };
  const locked = throttle.lockedMinutes(attempt, ctx.now);
  if (locked !== null) throw new ApiError(429, 'SMS_ATTEMPTS_EXHAUSTED', { minutes: locked });
  checkGate(ctx, request.bin, intent);
  if (companyRow(ctx.db, request.bin) && !companyPhones(ctx, request.bin).has(request.phone)) {
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
  const payload: LoginPayload = {
    bin: request.bin,
    companyName: request.companyName ?? null,
    intent,
  };
  return sendCode(ctx, request.phone, 'login', payload);
}

/** login/verify: the code spent, then the login completed with what login/start was given. */
export function verifySmsLogin(ctx: Ctx, request: LoginVerifyRequest): LoginResponse {
  const payload = checkCode(ctx, request.phone, 'login', request.code) as LoginPayload | null;
  if (!payload || payload.bin !== request.bin) {
    throw new ApiError(422, 'SMS_CODE_EXPIRED', {}, { code: { code: 'SMS_CODE_EXPIRED' } });
  }
  return completeLogin(ctx, {
    bin: request.bin,
    phone: request.phone,
    method: 'sms',
    intent: payload.intent,
    companyName: payload.companyName,
  });
}

/** A one-time text for the AUTH key to sign, stored until it is used or expires. */
export function issueEdsChallenge(ctx: Ctx): EdsChallengeResponse {
  const id = newId();
  const challenge = `dala-business-login:${id}:${randomToken()}`;
  ctx.db
    .prepare('INSERT INTO eds_challenges (id, challenge, expires_at) VALUES (?, ?, ?)')
    .run(id, challenge, ctx.now + EDS_CHALLENGE_TTL_SECONDS * 1000);
  return { challengeId: id, challenge, expiresInSeconds: EDS_CHALLENGE_TTL_SECONDS };
}

/** The text of a live challenge, spent by this call: EDS_NO_DATA if unknown, used or expired. */
function spendEdsChallenge(ctx: Ctx, challengeId: string): string {
  const challenge = ctx.db
    .prepare(
      'SELECT challenge FROM eds_challenges WHERE id = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(challengeId, ctx.now) as { challenge: string } | undefined;
  if (!challenge) throw new ApiError(422, 'EDS_NO_DATA');
  // One use, whatever the outcome: a refused signature does not leave the challenge to retry.
  ctx.db.prepare('UPDATE eds_challenges SET used_at = ? WHERE id = ?').run(ctx.now, challengeId);
  return challenge.challenge;
}

/** eds/login: the challenge spent, its signature checked, the key's company logged in. */
export async function loginWithEds(
  ctx: Ctx,
  verifier: EdsVerifier,
  request: EdsLoginRequest,
): Promise<LoginResponse> {
  const challenge = spendEdsChallenge(ctx, request.challengeId);
  const login = await verifyLogin(verifier, request.signature, challenge, request.bin, ctx.now);
  return completeLogin(ctx, {
    bin: login.companyBin,
    phone: request.phone ?? null,
    method: 'eds',
    intent: request.intent ?? null,
    companyName: login.companyName,
    headName: login.headName,
    eds: login.identity,
  });
}

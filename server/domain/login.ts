/**
 * The cabinet login designed here: BIN + phone + SMS code, or an EDS signature over a one-time
 * challenge. Both honour the access gate (§2.18): only companies with an application, or arriving
 * with the application they are making (an intent), may sign in.
 *
 * No oracle (server/README.md «Sign-in without an oracle»): before the person has proven the
 * phone with its code, login/start says nothing about the company — every well-formed request
 * within the limits gets the same answer and a code on the phone entered. The gate and «not the
 * company's phone» are said by login/verify, to whoever holds that phone's code.
 */
import {
  EDS_CHALLENGE_TTL_SECONDS,
  type ApplicationIntentReceived,
  type Received,
  type LoginMethod,
  type LoginResponse,
  type Out,
} from '../../contract/index.ts';
import { ENTREPRENEUR_POSITION_ID, isSoleProprietorNumber } from '../../contract/rules/bin.ts';
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
import { takeAddressShare } from './guard.ts';
import { countedSignature } from './signatureCount.ts';
import { companyRow, legalFormOfNumber, toAccountInfo } from './reference.ts';
import { checkCode, sendCode } from './sms.ts';
import { startSession } from './tokens.ts';

/** What a login code carries from login/start to login/verify. */
interface LoginPayload {
  bin: string;
  companyName: string | null;
  intent: ApplicationIntentReceived | null;
}

export function intentToNew(intent: ApplicationIntentReceived): NewApplication {
  if (intent.appType === 'internet') {
    return { appType: 'internet', tariffId: intent.tariffId, address: intent.address };
  }
  const { phone: _phone, replaceUnfinished: _replace, ...numbers } = intent;
  return { ...numbers, appType: 'mobile' };
}

/** The gate of §2.18, checked when the login completes (after the code or the signature). */
function checkGate(ctx: Ctx, bin: string, intent: ApplicationIntentReceived | null): void {
  const known = companyRow(ctx.db, bin) !== undefined;
  if (!intent && (!known || !companyHasApplications(ctx, bin))) {
    throw new ApiError(403, 'CABINET_NO_APPLICATION');
  }
}

/** A company the CRM knows signs in only with its own phone or an application's contact phone. */
function checkPhone(ctx: Ctx, bin: string, phone: string): void {
  if (companyRow(ctx.db, bin) && !companyPhones(ctx, bin).has(phone)) {
    throw new ApiError(
      403,
      'LOGIN_PHONE_MISMATCH',
      {},
      { phone: { code: 'LOGIN_PHONE_MISMATCH' } },
    );
  }
}

interface CompleteLogin {
  bin: string;
  phone: string | null;
  method: LoginMethod;
  intent: ApplicationIntentReceived | null;
  companyName: string | null;
  headName?: string | null;
  eds?: EdsLoginIdentity | null;
}

/**
 * A placeholder name for a company the CRM learns of at its first login, until a manager writes
 * the registered one: a sole proprietor's is «ИП» and its owner (an EDS login names them), else
 * its IIN; a legal entity's, its BIN.
 */
export function unnamedCompany(companyNumber: string, headName: string | null): string {
  if (!isSoleProprietorNumber(companyNumber)) return `БИН ${companyNumber}`;
  return headName ? `ИП ${headName}` : `ИП, ИИН ${companyNumber}`;
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
          `INSERT INTO companies (bin, name, legal_form, segment, head_name, head_position_id,
            phone, mobile_client_since, contract_months, origin, created_at)
            VALUES (?, ?, ?, 'sme', ?, ?, ?, NULL, 0, 'login', ?)`,
        )
        .run(
          login.bin,
          login.companyName ?? unnamedCompany(login.bin, login.headName ?? null),
          legalFormOfNumber(login.bin),
          login.headName ?? null,
          // A sole proprietor's head is its owner; a legal entity's position is asked in step 1.
          isSoleProprietorNumber(login.bin) ? ENTREPRENEUR_POSITION_ID : null,
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
 * login/start: the intent is checked (it says nothing about the company), then a login code goes
 * to the phone entered, within the SMS limits, carrying what verify needs. Whether the BIN is a
 * client, has an application or owns the phone is not looked at here — only for the company's
 * daily share of codes, which counts codes to its own phones and answers alike for every phone.
 */
export function startLogin(ctx: Ctx, request: Received<'loginStart'>): Out<'smsSend'> {
  const intent = request.intent ?? null;
  // Problems with the intent (tariff, address, number caps) show before any SMS is sent.
  if (intent) checkNewApplication(ctx, intentToNew(intent));
  const payload: LoginPayload = {
    bin: request.bin,
    companyName: request.companyName ?? null,
    intent,
  };
  const ownPhone =
    companyRow(ctx.db, request.bin) !== undefined &&
    companyPhones(ctx, request.bin).has(request.phone);
  return sendCode(ctx, request.phone, 'login', payload, { bin: request.bin, ownPhone });
}

/**
 * login/verify: the code spent (its wrong entries counted for this BIN and phone), then — the
 * phone proven — the gate and the phone are checked and the login completed with what login/start
 * was given.
 */
export function verifySmsLogin(ctx: Ctx, request: Received<'loginVerify'>): LoginResponse {
  const payload = checkCode(
    ctx,
    request.phone,
    'login',
    request.code,
    request.bin,
  ) as LoginPayload | null;
  if (!payload || payload.bin !== request.bin) {
    throw new ApiError(422, 'SMS_CODE_EXPIRED', {}, { code: { code: 'SMS_CODE_EXPIRED' } });
  }
  checkGate(ctx, request.bin, payload.intent);
  checkPhone(ctx, request.bin, request.phone);
  return completeLogin(ctx, {
    bin: request.bin,
    phone: request.phone,
    method: 'sms',
    intent: payload.intent,
    companyName: payload.companyName,
  });
}

/**
 * A one-time text for the AUTH key to sign, stored until it is used or expires. A client address
 * gets EDS_CHALLENGES_PER_ADDRESS_PER_HOUR of them; challenges past their life are deleted.
 */
export function issueEdsChallenge(ctx: Ctx): Out<'edsChallenge'> {
  takeAddressShare(ctx.guard, ctx.client, 'eds-challenge', ctx.now);
  ctx.db.prepare('DELETE FROM eds_challenges WHERE expires_at <= ?').run(ctx.now);
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
  request: Received<'edsLogin'>,
): Promise<LoginResponse> {
  const challenge = spendEdsChallenge(ctx, request.challengeId);
  const login = await countedSignature(ctx, 'eds-login', () =>
    verifyLogin(verifier, request.signature, challenge, request.bin, ctx.now),
  );
  ctx.metrics?.signatureAccepted('eds-login');
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

/**
 * SMS confirmation codes. There is no SMS gateway here: a "sent" message is written to the
 * server log (phone masked) and to the outbox table, which only the DEV_API routes read.
 *
 * Rules (contract/limits.ts): a code lives SMS_CODE_TTL_SECONDS; a new one may be requested only
 * after SMS_RESEND_SECONDS; SMS_MAX_ATTEMPTS wrong entries lock the phone for this purpose for
 * SMS_LOCK_MINUTES («Попытки закончились»). A verified code yields a one-use proof token.
 */
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_LOCK_MINUTES,
  SMS_MAX_ATTEMPTS,
  SMS_PROOF_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type Locale,
  type SmsCheckResponse,
  type SmsPurpose,
  type SmsSentResponse,
} from '../../contract/api.ts';
import type { Ctx } from './context.ts';
import { ApiError, fieldError } from './errors.ts';
import { randomDigits, randomToken, sha256 } from './crypto.ts';

interface CodeRow {
  code_hash: string | null;
  sent_at: number;
  expires_at: number;
  attempts: number;
  locked_until: number | null;
  payload: string | null;
}

/** `+77011234567` → `+7 701 *** ** 67`: enough for the user to recognise, useless to a reader. */
export function maskPhone(e164: string): string {
  return `+7 ${e164.slice(2, 5)} *** ** ${e164.slice(-2)}`;
}

const codeHash = (phone: string, purpose: string, code: string) =>
  sha256(`${phone}:${purpose}:${code}`);

const CODE_TEXT: Record<Locale, (code: string) => string> = {
  ru: (code) => `Код подтверждения: ${code}. Никому не сообщайте его.`,
  kk: (code) => `Растау коды: ${code}. Оны ешкімге айтпаңыз.`,
};

function lockedMinutes(row: CodeRow | undefined, now: number): number | null {
  if (!row?.locked_until || row.locked_until <= now) return null;
  return Math.ceil((row.locked_until - now) / 60_000);
}

function getRow(ctx: Ctx, phone: string, purpose: SmsPurpose): CodeRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM sms_codes WHERE phone = ? AND purpose = ?')
    .get(phone, purpose) as CodeRow | undefined;
}

export function recordOutbox(
  ctx: Ctx,
  phone: string,
  purpose: SmsPurpose | 'notification',
  code: string | null,
  text: string,
): void {
  ctx.db
    .prepare('INSERT INTO sms_outbox (phone, purpose, code, text, sent_at) VALUES (?, ?, ?, ?, ?)')
    .run(phone, purpose, code, text, ctx.now);
}

/** Sends a new code, enforcing the lock and the resend countdown. */
export function sendCode(
  ctx: Ctx,
  phone: string,
  purpose: SmsPurpose,
  payload: unknown = null,
): SmsSentResponse {
  const row = getRow(ctx, phone, purpose);
  const minutes = lockedMinutes(row, ctx.now);
  if (minutes !== null) throw new ApiError(429, 'SMS_ATTEMPTS_EXHAUSTED', { minutes });
  const resendAt = (row?.sent_at ?? -Infinity) + SMS_RESEND_SECONDS * 1000;
  // A spent code (code_hash cleared by a right entry) holds nothing back: the phone's owner has
  // just proved who they are, and «wait, the code sent a moment ago is still good» would be
  // untrue — someone who signed in, signed out and signs in again would wait for a code never sent.
  if (row && row.code_hash !== null && !row.locked_until && ctx.now < resendAt) {
    // The code sent a moment ago is still the one to enter: say how it looks, as a send would.
    throw new ApiError(429, 'SMS_RESEND_TOO_EARLY', {
      seconds: Math.ceil((resendAt - ctx.now) / 1000),
      codeLength: SMS_CODE_LENGTH,
      maskedPhone: maskPhone(phone),
    });
  }
  const code = randomDigits(SMS_CODE_LENGTH);
  ctx.db
    .prepare(
      `INSERT INTO sms_codes (phone, purpose, code_hash, sent_at, expires_at, attempts, locked_until, payload)
       VALUES (?, ?, ?, ?, ?, 0, NULL, ?)
       ON CONFLICT (phone, purpose) DO UPDATE SET code_hash = excluded.code_hash,
         sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0,
         locked_until = NULL, payload = excluded.payload`,
    )
    .run(
      phone,
      purpose,
      codeHash(phone, purpose, code),
      ctx.now,
      ctx.now + SMS_CODE_TTL_SECONDS * 1000,
      payload === null ? null : JSON.stringify(payload),
    );
  recordOutbox(ctx, phone, purpose, code, CODE_TEXT[ctx.locale](code));
  // No gateway: the log line is how a developer reads the code. The phone stays masked.
  ctx.log.info('sms', { phone: maskPhone(phone), purpose, code });
  return {
    maskedPhone: maskPhone(phone),
    codeLength: SMS_CODE_LENGTH,
    resendAfterSeconds: SMS_RESEND_SECONDS,
    expiresInSeconds: SMS_CODE_TTL_SECONDS,
  };
}

/**
 * Checks a code; on success the code is spent and its payload returned. A wrong code counts an
 * attempt; the last allowed one locks the phone for this purpose.
 */
export function checkCode(ctx: Ctx, phone: string, purpose: SmsPurpose, code: string): unknown {
  const row = getRow(ctx, phone, purpose);
  const minutes = lockedMinutes(row, ctx.now);
  if (minutes !== null) throw new ApiError(429, 'SMS_ATTEMPTS_EXHAUSTED', { minutes });
  if (!row || row.code_hash === null || row.expires_at <= ctx.now) {
    throw new ApiError(422, 'SMS_CODE_EXPIRED', {}, { code: { code: 'SMS_CODE_EXPIRED' } });
  }
  if (codeHash(phone, purpose, code) !== row.code_hash) {
    const attempts = row.attempts + 1;
    if (attempts >= SMS_MAX_ATTEMPTS) {
      ctx.db
        .prepare(
          'UPDATE sms_codes SET attempts = ?, code_hash = NULL, locked_until = ? WHERE phone = ? AND purpose = ?',
        )
        .run(attempts, ctx.now + SMS_LOCK_MINUTES * 60_000, phone, purpose);
      throw new ApiError(429, 'SMS_ATTEMPTS_EXHAUSTED', { minutes: SMS_LOCK_MINUTES });
    }
    ctx.db
      .prepare('UPDATE sms_codes SET attempts = ? WHERE phone = ? AND purpose = ?')
      .run(attempts, phone, purpose);
    const attemptsLeft = SMS_MAX_ATTEMPTS - attempts;
    throw new ApiError(
      422,
      'SMS_CODE_INVALID',
      { attemptsLeft },
      { code: { code: 'SMS_CODE_INVALID' } },
    );
  }
  ctx.db
    .prepare('UPDATE sms_codes SET code_hash = NULL WHERE phone = ? AND purpose = ?')
    .run(phone, purpose);
  return row.payload === null ? null : (JSON.parse(row.payload) as unknown);
}

export function issueProof(ctx: Ctx, phone: string, purpose: SmsPurpose): SmsCheckResponse {
  const token = randomToken();
  ctx.db
    .prepare('INSERT INTO sms_proofs (hash, phone, purpose, expires_at) VALUES (?, ?, ?, ?)')
    .run(sha256(token), phone, purpose, ctx.now + SMS_PROOF_TTL_SECONDS * 1000);
  return { proofToken: token, expiresInSeconds: SMS_PROOF_TTL_SECONDS };
}

/**
 * Spends a proof for `phone` and `purpose`. Call it inside the transaction that stores the
 * request, so a request that fails afterwards leaves the proof usable.
 */
export function consumeProof(ctx: Ctx, token: string, phone: string, purpose: SmsPurpose): void {
  const spent = ctx.db
    .prepare(
      `UPDATE sms_proofs SET used_at = ? WHERE hash = ? AND phone = ? AND purpose = ?
       AND used_at IS NULL AND expires_at > ?`,
    )
    .run(ctx.now, sha256(token), phone, purpose, ctx.now);
  if (spent.changes !== 1) throw fieldError('smsProof', 'SMS_PROOF_REQUIRED');
}

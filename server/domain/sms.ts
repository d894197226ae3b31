/**
 * SMS confirmation codes. There is no SMS gateway here: a "sent" message goes to the outbox
 * table, which only the DEV_API routes read (and which keeps the code only with DEV_API=1); the
 * log says that a code went out, to a masked phone, never the code.
 *
 * Rules (contract/limits.ts, server/README.md «Abuse limits»): a code lives SMS_CODE_TTL_SECONDS;
 * a new one may be requested only after SMS_RESEND_SECONDS. Wrong codes are counted per purpose
 * and phone (and BIN for a login) across codes — a new code gives none back: SMS_MAX_ATTEMPTS in
 * a row lock the key for SMS_LOCK_MINUTES, doubling with each lock within a day. A phone gets at
 * most SMS_CODES_PER_PHONE_PER_DAY codes a Kazakhstan day, the phones of one company at most
 * SMS_LOGIN_CODES_PER_BIN_PER_DAY login codes, a client address SMS_CODES_PER_ADDRESS_PER_HOUR,
 * the whole service its hourly budget. A verified code yields a one-use proof token.
 */
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_GUESS_WINDOW_HOURS,
  SMS_LOCK_MAX_MINUTES,
  SMS_LOCK_MINUTES,
  SMS_MAX_ATTEMPTS,
  SMS_PROOF_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type Locale,
  type SmsPurpose,
  type Out,
} from '../../contract/index.ts';
import { maskPhone } from '../../contract/rules/phone.ts';
import type { Ctx } from './context.ts';
import { ApiError, fieldError, tooManyRequests } from './errors.ts';
import { randomDigits, randomToken, sha256 } from './crypto.ts';
import { addressWait, recordAddress, recordRefusal, type SmsRefusalReason } from './guard.ts';
import { addDays, kzDate, kzDayStart } from './time.ts';

const HOUR = 60 * 60_000;
const GUESS_WINDOW_MS = SMS_GUESS_WINDOW_HOURS * HOUR;

interface CodeRow {
  code_hash: string | null;
  sent_at: number;
  expires_at: number;
  bin: string | null;
  payload: string | null;
}

interface GuessRow {
  wrong: number;
  last_wrong_at: number | null;
  locks: number;
  last_lock_at: number | null;
  locked_until: number | null;
}

const codeHash = (phone: string, purpose: string, code: string) =>
  sha256(`${phone}:${purpose}:${code}`);

const CODE_TEXT: Record<Locale, (code: string) => string> = {
  ru: (code) => `Код подтверждения: ${code}. Никому не сообщайте его.`,
  kk: (code) => `Растау коды: ${code}. Оны ешкімге айтпаңыз.`,
};

/** Whose wrong codes are counted together: a purpose and phone, and for a login its BIN. */
const guessKey = (purpose: SmsPurpose, phone: string, bin: string | null) =>
  bin ? `${purpose}:${phone}:${bin}` : `${purpose}:${phone}`;

function getRow(ctx: Ctx, phone: string, purpose: SmsPurpose): CodeRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM sms_codes WHERE phone = ? AND purpose = ?')
    .get(phone, purpose) as CodeRow | undefined;
}

function guesses(ctx: Ctx, key: string): GuessRow | undefined {
  return ctx.db.prepare('SELECT * FROM sms_guesses WHERE key = ?').get(key) as GuessRow | undefined;
}

/** The lock of a guess key still to run, in ms; null when none. */
function lockedFor(ctx: Ctx, key: string): number | null {
  const until = guesses(ctx, key)?.locked_until ?? 0;
  return until > ctx.now ? until - ctx.now : null;
}

const exhausted = (waitMs: number) =>
  tooManyRequests('SMS_ATTEMPTS_EXHAUSTED', waitMs, { unit: 'minutes', limit: 'sms-wrong-codes' });

export function recordOutbox(
  ctx: Ctx,
  phone: string,
  purpose: SmsPurpose | 'notification',
  code: string | null,
  text: string,
  bin: string | null = null,
): void {
  ctx.db
    .prepare(
      'INSERT INTO sms_outbox (phone, purpose, code, text, sent_at, bin) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(phone, purpose, code, text, ctx.now, bin);
}

/** Codes (notifications are not) the outbox holds since `since`: to a phone, for a company, all. */
const COUNT_CODES = {
  phone: `SELECT COUNT(*) AS n FROM sms_outbox WHERE phone = ? AND sent_at >= ?
          AND purpose <> 'notification'`,
  bin: 'SELECT COUNT(*) AS n FROM sms_outbox WHERE bin = ? AND sent_at >= ?',
  all: `SELECT COUNT(*) AS n FROM sms_outbox WHERE sent_at >= ? AND purpose <> 'notification'`,
} as const;

function codesSince(ctx: Ctx, sql: string, ...args: Array<string | number>): number {
  return (ctx.db.prepare(sql).get(...args) as { n: number }).n;
}

/** What a login code is for: its BIN, and whether the phone is one of that company's own. */
export interface LoginTarget {
  bin: string;
  /** The code could open the company's cabinet: it counts in the company's daily share. */
  ownPhone: boolean;
}

/**
 * The capacity limits a new code must pass: the phone's and the company's day, the address's
 * hour, the service's hour. Throws the refusal (and lists it for the dev outbox).
 */
function checkCapacity(
  ctx: Ctx,
  phone: string,
  purpose: SmsPurpose,
  login: LoginTarget | null,
): void {
  const { limits } = ctx.guard;
  const today = kzDate(ctx.now);
  const tomorrow = kzDayStart(addDays(today, 1)) - ctx.now;
  const refuse = (reason: SmsRefusalReason, error: ApiError): never => {
    recordRefusal(ctx.guard, { phone, purpose, reason, at: ctx.now });
    ctx.log.info('sms refused', { phone: maskPhone(phone), purpose, reason });
    ctx.metrics?.smsRefused(reason);
    error.limit = `sms-${reason}`;
    throw error;
  };
  const dayStart = kzDayStart(today);
  if (codesSince(ctx, COUNT_CODES.phone, phone, dayStart) >= limits.codesPerPhonePerDay) {
    refuse(
      'phone-day',
      tooManyRequests('SMS_DAILY_LIMIT', tomorrow, { unit: 'none', field: 'phone' }),
    );
  }
  if (
    login &&
    codesSince(ctx, COUNT_CODES.bin, login.bin, dayStart) >= limits.loginCodesPerBinPerDay
  ) {
    refuse('bin-day', tooManyRequests('SMS_DAILY_LIMIT', tomorrow, { unit: 'none', field: 'bin' }));
  }
  const addressHour = addressWait(ctx.guard, ctx.client, 'sms', ctx.now);
  if (addressHour !== null) {
    refuse('address-hour', tooManyRequests('TOO_MANY_REQUESTS', addressHour, { unit: 'minutes' }));
  }
  if (codesSince(ctx, COUNT_CODES.all, ctx.now - HOUR + 1) >= limits.smsHourlyBudget) {
    // The hour frees up as its oldest codes leave it.
    const oldest = ctx.db
      .prepare(
        `SELECT sent_at FROM sms_outbox WHERE sent_at >= ? AND purpose <> 'notification'
         ORDER BY sent_at DESC LIMIT 1 OFFSET ?`,
      )
      .get(ctx.now - HOUR + 1, limits.smsHourlyBudget - 1) as { sent_at: number } | undefined;
    const wait = (oldest?.sent_at ?? ctx.now) + HOUR - ctx.now;
    refuse('budget', tooManyRequests('TOO_MANY_REQUESTS', wait, { unit: 'minutes' }));
  }
}

/**
 * Sends a new code: refused while the purpose and phone (and BIN) are locked, before the resend
 * countdown ends, and beyond the capacity limits. `login` says what a login code is for.
 */
export function sendCode(
  ctx: Ctx,
  phone: string,
  purpose: SmsPurpose,
  payload: unknown = null,
  login: LoginTarget | null = null,
): Out<'smsSend'> {
  const locked = lockedFor(ctx, guessKey(purpose, phone, login?.bin ?? null));
  if (locked !== null) throw exhausted(locked);
  const row = getRow(ctx, phone, purpose);
  const resendAt = (row?.sent_at ?? -Infinity) + SMS_RESEND_SECONDS * 1000;
  // A spent code (code_hash cleared by a right entry or a lock) holds nothing back: the phone's
  // owner has just proved who they are, and «wait, the code sent a moment ago is still good»
  // would be untrue.
  if (row && row.code_hash !== null && ctx.now < resendAt) {
    // The code sent a moment ago is still the one to enter: say how it looks, as a send would.
    throw tooManyRequests('SMS_RESEND_TOO_EARLY', resendAt - ctx.now, {
      unit: 'seconds',
      limit: 'sms-resend',
      params: { codeLength: SMS_CODE_LENGTH, maskedPhone: maskPhone(phone) },
    });
  }
  checkCapacity(ctx, phone, purpose, login);

  const code = randomDigits(SMS_CODE_LENGTH);
  ctx.db
    .prepare(
      `INSERT INTO sms_codes (phone, purpose, code_hash, sent_at, expires_at, attempts, locked_until, payload, bin)
       VALUES (?, ?, ?, ?, ?, 0, NULL, ?, ?)
       ON CONFLICT (phone, purpose) DO UPDATE SET code_hash = excluded.code_hash,
         sent_at = excluded.sent_at, expires_at = excluded.expires_at,
         payload = excluded.payload, bin = excluded.bin`,
    )
    .run(
      phone,
      purpose,
      codeHash(phone, purpose, code),
      ctx.now,
      ctx.now + SMS_CODE_TTL_SECONDS * 1000,
      payload === null ? null : JSON.stringify(payload),
      login?.bin ?? null,
    );
  recordAddress(ctx.guard, ctx.client, 'sms', ctx.now);
  // Only a developer's outbox (DEV_API=1) keeps the code; otherwise nobody could read it anyway.
  const shown = ctx.settings.devApi ? code : '•'.repeat(SMS_CODE_LENGTH);
  recordOutbox(
    ctx,
    phone,
    purpose,
    ctx.settings.devApi ? code : null,
    CODE_TEXT[ctx.locale](shown),
    login?.ownPhone ? login.bin : null,
  );
  ctx.log.info('sms', { phone: maskPhone(phone), purpose });
  ctx.metrics?.smsSent(purpose);
  return {
    maskedPhone: maskPhone(phone),
    codeLength: SMS_CODE_LENGTH,
    resendAfterSeconds: SMS_RESEND_SECONDS,
    expiresInSeconds: SMS_CODE_TTL_SECONDS,
  };
}

/**
 * Counts a wrong code for `key` (and for the client's address); the lock it started, in ms, or
 * null with the attempts left.
 */
function countWrong(ctx: Ctx, key: string): { lockMs: number | null; attemptsLeft: number } {
  const row = guesses(ctx, key);
  const fresh = (at: number | null | undefined) => (at ?? -Infinity) > ctx.now - GUESS_WINDOW_MS;
  let wrong = (fresh(row?.last_wrong_at) ? (row?.wrong ?? 0) : 0) + 1;
  let locks = fresh(row?.last_lock_at) ? (row?.locks ?? 0) : 0;
  let lastLockAt = row?.last_lock_at ?? null;
  let lockedUntil: number | null = null;
  let lockMs: number | null = null;
  if (wrong >= SMS_MAX_ATTEMPTS) {
    locks += 1;
    lockMs = Math.min(SMS_LOCK_MINUTES * 2 ** (locks - 1), SMS_LOCK_MAX_MINUTES) * 60_000;
    lockedUntil = ctx.now + lockMs;
    lastLockAt = ctx.now;
    wrong = 0;
  }
  ctx.db
    .prepare(
      `INSERT INTO sms_guesses (key, wrong, last_wrong_at, locks, last_lock_at, locked_until)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET wrong = excluded.wrong,
       last_wrong_at = excluded.last_wrong_at, locks = excluded.locks,
       last_lock_at = excluded.last_lock_at, locked_until = excluded.locked_until`,
    )
    .run(key, wrong, ctx.now, locks, lastLockAt, lockedUntil);
  return { lockMs, attemptsLeft: SMS_MAX_ATTEMPTS - wrong };
}

const expired = () =>
  new ApiError(422, 'SMS_CODE_EXPIRED', {}, { code: { code: 'SMS_CODE_EXPIRED' } });

/**
 * Checks a code; on success the code is spent and its payload returned. A wrong code counts
 * against the purpose and phone (and `bin` for a login) and against the client's address; the
 * SMS_MAX_ATTEMPTS-th in a row locks. A login code is checked only for the BIN it was sent for.
 */
export function checkCode(
  ctx: Ctx,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  bin: string | null = null,
): unknown {
  const { guard } = ctx;
  const client = guard.exempt(ctx.client) ? null : ctx.client;
  const addressLock = client === null ? null : guard.codeFailures.locked(client, ctx.now);
  if (addressLock !== null) throw exhausted(addressLock);
  const key = guessKey(purpose, phone, bin);
  const locked = lockedFor(ctx, key);
  if (locked !== null) throw exhausted(locked);
  const row = getRow(ctx, phone, purpose);
  if (!row || row.code_hash === null || row.expires_at <= ctx.now) throw expired();
  // A code for another BIN is not this login's: nothing to guess at, nothing counted.
  if ((row.bin ?? null) !== bin) throw expired();

  if (codeHash(phone, purpose, code) !== row.code_hash) {
    const { lockMs, attemptsLeft } = countWrong(ctx, key);
    const addressLockMs = client === null ? null : guard.codeFailures.fail(client, ctx.now);
    if (lockMs !== null) {
      // The lock ends this code: the next attempt needs a new one, after the wait.
      ctx.db
        .prepare('UPDATE sms_codes SET code_hash = NULL WHERE phone = ? AND purpose = ?')
        .run(phone, purpose);
    }
    const wait = Math.max(lockMs ?? 0, addressLockMs ?? 0);
    if (wait > 0) throw exhausted(wait);
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
  // A right code ends a run of wrong ones (the locks stay counted for their growth).
  ctx.db.prepare('UPDATE sms_guesses SET wrong = 0 WHERE key = ?').run(key);
  return row.payload === null ? null : (JSON.parse(row.payload) as unknown);
}

export function issueProof(ctx: Ctx, phone: string, purpose: SmsPurpose): Out<'smsCheck'> {
  const token = randomToken();
  ctx.db
    .prepare('INSERT INTO sms_proofs (hash, phone, purpose, expires_at) VALUES (?, ?, ?, ?)')
    .run(sha256(token), phone, purpose, ctx.now + SMS_PROOF_TTL_SECONDS * 1000);
  return { proofToken: token, expiresInSeconds: SMS_PROOF_TTL_SECONDS };
}

/** Whether a proof for `phone` and `purpose` is there to be spent (nothing is spent). */
export function isProofUsable(
  ctx: Ctx,
  token: string,
  phone: string,
  purpose: SmsPurpose,
): boolean {
  return (
    ctx.db
      .prepare(
        `SELECT 1 FROM sms_proofs WHERE hash = ? AND phone = ? AND purpose = ? AND used_at IS NULL
         AND expires_at > ?`,
      )
      .get(sha256(token), phone, purpose, ctx.now) !== undefined
  );
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

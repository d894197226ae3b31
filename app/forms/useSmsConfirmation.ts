import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import type { Out } from '../../contract/index.ts';
import { SMS_CODE_LENGTH } from '../../contract/limits.ts';
import type { Locale } from '../../contract/locale.ts';
import { maskPhone } from '../../contract/rules/phone.ts';
import {
  useSmsCountdown,
  type SmsCountdown,
} from '../../lib/components/SmsCodeInput/useSmsCountdown.ts';
import { sms as kkWords } from '../../locales/kk/forms.ts';
import { sms as ruWords } from '../../locales/ru/forms.ts';
import { fill } from '../i18n/format.ts';
import { useConnectionHold } from './connection.ts';
import { isAbort, numberParam, readFailure, type Failure } from './failure.ts';
import { useAbortScope, useLatest } from '../hooks/index.ts';

const WORDS = { ru: ruWords, kk: kkWords };

/** What the backend said about the last code, as the code field shows it. */
export interface SmsCodeState {
  /** SMS_CODE_INVALID: the code is wrong; the digits stay, selected for retyping. */
  wrong?: boolean;
  attemptsLeft?: number;
  /** SMS_ATTEMPTS_EXHAUSTED: the phone is locked for this many minutes. */
  lockedMinutes?: number;
  /** Any other problem with the code (empty, too short, expired, proof spent), at the field. */
  error?: string;
}

/** Which call of the confirmation failed (for a widget's `error` events). */
export type SmsStepName = 'send' | 'resend' | 'verify' | 'confirmed';

export interface UseSmsConfirmationOptions<V> {
  /** The language of the messages. */
  locale: Locale;
  /** Sends a code to `to` (E.164): `sms/send`, or the login's start call. */
  send: (to: string, signal: AbortSignal) => Promise<Out<'smsSend'>>;
  /** Checks a code: `sms/check`, or the login's verify call. */
  verify: (to: string, code: string, signal: AbortSignal) => Promise<V>;
  /**
   * What a verified code proves: `sms/check`'s one-use `proofToken` and how long it lives. A
   * verification without a proof (the login, which answers with tokens) returns null.
   * @default reads `proofToken` and `expiresInSeconds` from the answer when it has them
   */
  proofOf?: (result: V) => { token: string; expiresInSeconds: number } | null;
  /**
   * What the verified code is for: the request it confirms, run at once under the same busy flag.
   * A failure it throws is shown at the code (a spent or expired proof) or as the service error.
   * A failure the screen shows elsewhere (field errors of the form) is caught there and answered
   * with `false`: the request did not go through, so its proof stays usable for the retry.
   */
  onVerified?: (verified: Verified<V>, signal: AbortSignal) => Promise<boolean | void>;
  /**
   * Every failed call, before it is shown (a widget reports it). Return `true` when the screen
   * shows it itself: the login shows the access gate, or takes «not the company's phone» back to
   * the phone field, when its verify says so once the phone is proven.
   */
  onFailure?: (failure: Failure, step: SmsStepName) => boolean | void;
  /** The clock (tests). @default Date.now */
  now?: () => number;
}

/** A verified code: the answer, and its proof where the purpose has one. */
export interface Verified<V> {
  to: string;
  result: V;
  proof: string | null;
}

export interface SmsConfirmation<V> {
  /** Where the current code went (E.164), or null before the first send. */
  to: string | null;
  /** The server's answer for the current code: masked phone, code length, resend wait. */
  sent: Out<'smsSend'> | null;
  code: string;
  setCode: (code: string) => void;
  countdown: SmsCountdown;
  state: SmsCodeState;
  /** A verify (and its follow-up) is in flight: a second confirm is ignored. */
  busy: boolean;
  serviceError: string | null;
  /**
   * The confirm found no connection and waits for it (where the screen holds such calls,
   * `FormSettings.connection`): it runs again by itself when the connection returns. The code stays.
   */
  waitingForConnection: boolean;
  /** The language of the messages. */
  locale: Locale;
  /**
   * Sends a code to `to`. Resolves once a code is awaited — sent now, or sent a moment ago and
   * still on its way (the server's `SMS_RESEND_TOO_EARLY`: the wait it gives is counted down).
   * Rejects with the call's error otherwise: the form shows it (a phone error at its field).
   */
  start: (to: string) => Promise<void>;
  /** A new code to the same phone; rejects when none went out (the reason is shown). */
  resend: () => Promise<void>;
  /** Checks the code (the typed one, or `code` given by a completed input), then `onVerified`. */
  confirm: (code?: string) => Promise<void>;
  /** A verification of `to` whose proof still lives (a follow-up failed for another reason). */
  verifiedFor: (to: string) => Verified<V> | null;
  /** Forgets the verification (its proof was spent). */
  forget: () => void;
  /** The person left the code step: calls in flight are ignored; the countdown runs on. */
  leave: () => void;
  /** Attaches the code input (`SmsStep` does it): focused when the code is missing or short. */
  attachCodeInput: RefCallback<HTMLInputElement>;
}

const defaultProofOf = (result: unknown) => {
  if (typeof result !== 'object' || result === null) return null;
  const { proofToken, expiresInSeconds } = result as Record<string, unknown>;
  return typeof proofToken === 'string' && typeof expiresInSeconds === 'number'
    ? { token: proofToken, expiresInSeconds }
    : null;
};

/**
 * A code sent a moment ago is still on its way (`SMS_RESEND_TOO_EARLY`): the server's words about
 * it — the wait, the code's length and the masked phone — stand in for a fresh send's answer.
 */
function sentEarlier(
  phone: string,
  failure: Failure,
  previous: Out<'smsSend'> | null,
): Out<'smsSend'> {
  return {
    maskedPhone: String(failure.params.maskedPhone ?? maskPhone(phone)),
    codeLength: numberParam(failure, 'codeLength') ?? previous?.codeLength ?? SMS_CODE_LENGTH,
    resendAfterSeconds: numberParam(failure, 'seconds') ?? 0,
    expiresInSeconds: 0,
  };
}

/**
 * The SMS confirmation of every purpose — consultation, case, login, signing — in one place:
 * send, the resend countdown from the server's `resendAfterSeconds`, resend, verify, wrong code
 * with attempts left, the lock in minutes, the proof and its expiry, and one reading of every SMS
 * error code. Calls are aborted when the screen unmounts or the person leaves the step, and their
 * late answers ignored. Render it with `SmsStep`.
 */
export function useSmsConfirmation<V>(options: UseSmsConfirmationOptions<V>): SmsConfirmation<V> {
  const [to, setTo] = useState<string | null>(null);
  const [sent, setSent] = useState<Out<'smsSend'> | null>(null);
  const [code, setCodeValue] = useState('');
  const [state, setState] = useState<SmsCodeState>({});
  const [busy, setBusy] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const countdown = useSmsCountdown(0);
  const scope = useAbortScope();
  const latest = useLatest({ options, to, sent, code, state });
  const verified = useRef<(Verified<V> & { until: number }) | null>(null);
  const running = useRef(false);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const { waiting: waitingForConnection, hold, clear: clearHold } = useConnectionHold();
  // A held confirm runs again with the code then typed (`confirm` is defined below).
  const again = useRef<() => void>(() => {});
  const attachCodeInput = useCallback((input: HTMLInputElement | null) => {
    codeInput.current = input;
  }, []);
  const now = useCallback(() => (latest.current.options.now ?? Date.now)(), [latest]);

  /** Reads a failure, reports it, and shows it where it belongs; returns it for the caller. */
  const show = useCallback(
    (error: unknown, step: SmsStepName): Failure => {
      const { options: opts } = latest.current;
      const failure = readFailure(error, opts.locale);
      if (opts.onFailure?.(failure, step) === true) return failure;
      const minutes = numberParam(failure, 'minutes');
      if (failure.code === 'SMS_CODE_INVALID') {
        setState({ wrong: true, attemptsLeft: numberParam(failure, 'attemptsLeft') });
      } else if (failure.code === 'SMS_ATTEMPTS_EXHAUSTED') {
        setState({ lockedMinutes: minutes ?? 1 });
      } else if (failure.fieldCodes.smsProof || failure.fields.code) {
        // A spent or expired proof, an expired code: the person needs a new code.
        verified.current = null;
        setState({ error: failure.fields.smsProof ?? failure.fields.code });
      } else {
        setServiceError(failure.message);
      }
      return failure;
    },
    [latest],
  );

  const awaitCode = useCallback(
    (phone: string, answer: Out<'smsSend'>) => {
      setTo(phone);
      setSent(answer);
      countdown.restart(answer.resendAfterSeconds);
      setState({});
      setServiceError(null);
    },
    [countdown],
  );

  const start = useCallback(
    async (phone: string) => {
      const signal = scope.signal();
      try {
        const answer = await latest.current.options.send(phone, signal);
        if (signal.aborted) return;
        setCodeValue('');
        awaitCode(phone, answer);
      } catch (error) {
        if (signal.aborted || isAbort(error)) throw error;
        const failure = readFailure(error, latest.current.options.locale);
        if (failure.code !== 'SMS_RESEND_TOO_EARLY') throw error;
        if (latest.current.to !== phone) setCodeValue('');
        awaitCode(phone, sentEarlier(phone, failure, latest.current.sent));
      }
    },
    [awaitCode, latest, scope],
  );

  const resend = useCallback(async () => {
    const phone = latest.current.to;
    if (!phone) return;
    setServiceError(null);
    const signal = scope.signal();
    try {
      const answer = await latest.current.options.send(phone, signal);
      if (signal.aborted) return;
      setCodeValue('');
      awaitCode(phone, answer);
    } catch (error) {
      // Left the step meanwhile: nothing to show, and nothing for the field to keep.
      if (signal.aborted || isAbort(error)) return;
      const failure = show(error, 'resend');
      if (failure.code === 'SMS_RESEND_TOO_EARLY') {
        setServiceError(null);
        countdown.restart(numberParam(failure, 'seconds') ?? 0);
      }
      throw error;
    }
  }, [awaitCode, countdown, latest, scope, show]);

  const confirm = useCallback(
    async (entered?: string) => {
      const { options: opts, to: phone, sent: current, state: shown } = latest.current;
      const typed = entered ?? latest.current.code;
      if (running.current || !phone || shown.lockedMinutes !== undefined) return;
      clearHold();
      setServiceError(null);
      let done = verified.current?.to === phone && verified.current.until > now();
      if (!done) {
        const length = current?.codeLength ?? SMS_CODE_LENGTH;
        if (typed.length < length) {
          const words = WORDS[opts.locale];
          setState({
            error: typed.length === 0 ? words.codeRequired : fill(words.codeLength, { length }),
          });
          codeInput.current?.focus();
          return;
        }
      }
      running.current = true;
      setBusy(true);
      const signal = scope.signal();
      try {
        if (!done) {
          let result: V;
          try {
            result = await opts.verify(phone, typed, signal);
          } catch (error) {
            if (signal.aborted || isAbort(error) || hold(error, () => again.current())) return;
            show(error, 'verify');
            return;
          }
          if (signal.aborted) return;
          const proof = (opts.proofOf ?? defaultProofOf)(result);
          verified.current = {
            to: phone,
            result,
            proof: proof?.token ?? null,
            until: proof ? now() + proof.expiresInSeconds * 1000 : Infinity,
          };
          setState({});
          done = true;
        }
        const held = verified.current;
        if (!held || !latest.current.options.onVerified) return;
        try {
          const done = await latest.current.options.onVerified(held, signal);
          // The request went through: the server spent the proof.
          if (!signal.aborted && done !== false) verified.current = null;
        } catch (error) {
          // The code is verified; only the request waits for the connection.
          if (signal.aborted || isAbort(error) || hold(error, () => again.current())) return;
          show(error, 'confirmed');
        }
      } finally {
        running.current = false;
        if (!signal.aborted) setBusy(false);
      }
    },
    [clearHold, hold, latest, now, scope, show],
  );
  useEffect(() => {
    again.current = () => void confirm();
  }, [confirm]);

  const setCode = useCallback((next: string) => {
    setCodeValue(next);
    // Typing again answers a wrong-code message; a lock stays until a new code goes out.
    setState((current) => (current.lockedMinutes !== undefined ? current : {}));
  }, []);

  const verifiedFor = useCallback(
    (phone: string) => {
      const held = verified.current;
      return held && held.to === phone && held.until > now() ? held : null;
    },
    [now],
  );

  const forget = useCallback(() => {
    verified.current = null;
  }, []);

  const leave = useCallback(() => {
    scope.abort();
    clearHold();
    running.current = false;
    setBusy(false);
    setServiceError(null);
  }, [clearHold, scope]);

  return {
    to,
    sent,
    code,
    setCode,
    countdown,
    state,
    busy,
    serviceError,
    waitingForConnection,
    locale: options.locale,
    start,
    resend,
    confirm,
    verifiedFor,
    forget,
    leave,
    attachCodeInput,
  };
}

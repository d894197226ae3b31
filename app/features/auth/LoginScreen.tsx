import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type {
  ApplicationIntent,
  LoginStartRequest,
  SmsSentResponse,
} from '../../../contract/api.ts';
import { FIELD_MAX_LENGTH } from '../../../contract/limits.ts';
import {
  BinInput,
  Button,
  Dialog,
  DialogClose,
  PhoneInput,
  RadioGroup,
  TextField,
  useSmsCountdown,
} from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { startLogin, useApi, verifyLogin } from '../api/index.ts';
import { useSession } from '../session/index.ts';
import {
  binProblem,
  e164,
  formatAmount,
  isAbort,
  maskPhone,
  numberParam,
  optional,
  phoneProblem,
  pickFieldErrors,
  readFailure,
  ServiceError,
  SmsStep,
  StepHeading,
  SubmitSummary,
  useFormErrors,
  useSiteNavigate,
  widgetStyles as w,
  type FieldErrors,
  type SmsCodeState,
} from '../widgets/index.ts';
import { clearHandoff, readHandoff, type Handoff } from './handoff.ts';
import * as styles from './auth.css.ts';

const FIELDS = ['bin', 'phone', 'companyName'] as const;
type FieldName = (typeof FIELDS)[number];

/** Where each application type continues after login (spec §2.2). */
export const WIZARD_PATH = {
  internet: '/application-for-connection',
  mobile: '/mobile-application',
} as const;

/** The login call's form of a hand-off: the application request tagged with its type. */
function intentOf(handoff: Handoff): ApplicationIntent {
  return handoff.appType === 'internet'
    ? { appType: 'internet', ...handoff.intent }
    : { appType: 'mobile', ...handoff.intent };
}

/** A phone-sized or touch-only screen: the cabinet is meant for a computer (§1, §2.18). */
const MOBILE_QUERY = '(max-width: 767px), (hover: none) and (pointer: coarse)';

/**
 * The cabinet login at /auth (§2.18): company BIN and phone → «Продолжить» → the code from the
 * SMS → tokens through the session's `login`. A hand-off from a public flow travels with the
 * login (the backend creates the application), and the visitor goes on to the wizard. A company
 * without applications and without a hand-off meets the access gate. On a phone a dialog says to
 * use a computer (an EDS is needed).
 */
export function LoginScreen() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const session = useSession();
  const go = useSiteNavigate();
  const prefix = useId();
  const idOf = useCallback((field: FieldName | 'code' | 'gate') => `${prefix}-${field}`, [prefix]);
  // The route renders in the browser only, so storage can be read while rendering.
  const handoff = useMemo<Handoff | null>(() => readHandoff(), []);

  const [step, setStep] = useState<'form' | 'code' | 'gate'>('form');
  const [values, setValues] = useState({ bin: '', phone: '', companyName: '' });
  const [busy, setBusy] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const { errors, attempt, items, fail, reset } = useFormErrors(FIELDS, idOf);
  const [sent, setSent] = useState<SmsSentResponse | null>(null);
  const [code, setCode] = useState('');
  const [codeState, setCodeState] = useState<SmsCodeState>({});
  const countdown = useSmsCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const binRef = useRef<HTMLInputElement>(null);
  const [gateChoice, setGateChoice] = useState<'internet' | 'mobile' | null>(null);
  const [gateError, setGateError] = useState<string | undefined>();

  // The route renders in the browser only (no hydration to match), so the screen is read at once.
  const [mobileWarning, setMobileWarning] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches === true,
  );

  const focusForm = useRef(false);
  useEffect(() => {
    if (step === 'form' && focusForm.current) {
      focusForm.current = false;
      binRef.current?.focus();
    }
  }, [step]);

  const request = (): LoginStartRequest => ({
    bin: values.bin,
    phone: e164(values.phone),
    companyName: handoff ? optional(values.companyName) : undefined,
    intent: handoff ? intentOf(handoff) : undefined,
  });

  async function sendCode() {
    const answer = await startLogin(api, request());
    setSent(answer);
    countdown.restart(answer.resendAfterSeconds);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServiceError(null);
    const found: FieldErrors<FieldName> = {};
    const bin = binProblem(values.bin, locale);
    if (bin) found.bin = bin;
    const phone = phoneProblem(values.phone, locale);
    if (phone) found.phone = phone;
    if (Object.keys(found).length > 0) {
      fail(found);
      return;
    }
    reset();
    setBusy(true);
    try {
      await sendCode();
      setCode('');
      setCodeState({});
      setStep('code');
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      if (failure.code === 'CABINET_NO_APPLICATION') {
        setStep('gate');
        return;
      }
      if (failure.code === 'SMS_RESEND_TOO_EARLY') {
        // A code went out a moment ago: enter that one.
        setSent({
          maskedPhone: maskPhone(e164(values.phone)),
          codeLength: 4,
          resendAfterSeconds: 0,
          expiresInSeconds: 0,
        });
        countdown.restart(numberParam(failure, 'seconds') ?? 0);
        setStep('code');
        return;
      }
      const fields = pickFieldErrors(failure.fields, FIELDS);
      if (Object.keys(fields).length > 0) fail(fields);
      else setServiceError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(entered: string = code) {
    if (busy || !sent) return;
    setServiceError(null);
    if (entered.length < sent.codeLength) {
      setCodeState({
        error:
          entered.length === 0
            ? t('widgets.consultation.sms.codeRequired')
            : t('widgets.consultation.sms.codeLength', { length: sent.codeLength }),
      });
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await verifyLogin(api, {
        bin: values.bin,
        phone: e164(values.phone),
        code: entered,
      });
      // The login made the application from the hand-off; only an unfinished one already there
      // leaves it pending, for the wizard's «Завершите старую заявку…».
      if (result.createdApplication) clearHandoff();
      // Leave /auth before the session exists: a signed-in visitor on /auth is sent to the
      // profile, and the hand-off must reach its wizard instead.
      go(handoff ? WIZARD_PATH[handoff.appType] : '/profile');
      session.login(result, result.account);
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      if (failure.code === 'SMS_CODE_INVALID') {
        setCodeState({ wrong: true, attemptsLeft: numberParam(failure, 'attemptsLeft') });
      } else if (failure.code === 'SMS_ATTEMPTS_EXHAUSTED') {
        setCodeState({ lockedMinutes: numberParam(failure, 'minutes') ?? 1 });
      } else if (failure.fields.code) {
        setCodeState({ error: failure.fields.code });
      } else {
        setServiceError(failure.message);
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setServiceError(null);
    try {
      await sendCode();
      setCodeState({});
    } catch (error) {
      const failure = readFailure(error, locale);
      if (failure.code === 'SMS_RESEND_TOO_EARLY') {
        countdown.restart(numberParam(failure, 'seconds') ?? 0);
      } else if (failure.code === 'SMS_ATTEMPTS_EXHAUSTED') {
        setCodeState({ lockedMinutes: numberParam(failure, 'minutes') ?? 1 });
      } else {
        setServiceError(failure.message);
      }
      throw error;
    }
  }

  function goApply(event: FormEvent) {
    event.preventDefault();
    if (!gateChoice) {
      setGateError(t('cabinet.login.gate.choose'));
      document.getElementById(idOf('gate'))?.focus();
      return;
    }
    go(gateChoice === 'internet' ? '/internet-for-office' : '/mobile-connection');
  }

  const summary = handoff?.summary;

  return (
    <div className={styles.screen}>
      <Dialog
        open={mobileWarning}
        onOpenChange={setMobileWarning}
        variant="alert"
        title={t('cabinet.login.mobile.title')}
        description={t('cabinet.login.mobile.text')}
        footer={
          <>
            <Button variant="secondary" onClick={() => go('/')}>
              {t('cabinet.login.mobile.home')}
            </Button>
            <DialogClose>
              <Button>{t('cabinet.login.mobile.close')}</Button>
            </DialogClose>
          </>
        }
      />

      {handoff && summary && step !== 'gate' && (
        <section
          className={w.panel}
          aria-labelledby={`${prefix}-intent`}
          data-handoff={handoff.appType}
        >
          <h2 id={`${prefix}-intent`} className={w.subtitle}>
            {t('cabinet.login.intentTitle')}
          </h2>
          <dl className={w.details}>
            <dt className={w.term}>{t('cabinet.login.service')}</dt>
            <dd className={w.definition}>
              {handoff.appType === 'internet'
                ? t('cabinet.login.intentInternet')
                : t('cabinet.login.intentMobile')}
            </dd>
            <dt className={w.term}>{t('widgets.handoff.summary.tariff')}</dt>
            <dd className={w.definition}>«{summary.tariffName}»</dd>
            {summary.address && (
              <>
                <dt className={w.term}>{t('widgets.handoff.summary.address')}</dt>
                <dd className={w.definition}>{summary.address}</dd>
              </>
            )}
            {summary.numbers && (
              <>
                <dt className={w.term}>{t('widgets.handoff.summary.numbers')}</dt>
                <dd className={w.definition}>
                  {t('widgets.handoff.summary.numbersValue', {
                    main: summary.numbers.main,
                    extra: summary.numbers.additional,
                  })}
                </dd>
              </>
            )}
            <dt className={w.term}>{t('widgets.handoff.summary.payment')}</dt>
            <dd className={w.definition}>
              {t('widgets.common.perMonth', { price: formatAmount(summary.monthlyPayment) })}
            </dd>
          </dl>
          <p className={w.text}>{t('cabinet.login.intentText')}</p>
        </section>
      )}

      {step === 'form' && (
        <form className={w.form} onSubmit={submit} noValidate data-step="login">
          <p className={w.text}>{t('cabinet.login.intro')}</p>
          <SubmitSummary
            items={items}
            attempt={attempt}
            title={t('widgets.common.errorSummaryTitle')}
            headingLevel={2}
          />
          <BinInput
            ref={binRef}
            id={idOf('bin')}
            label={t('cabinet.login.binLabel')}
            required
            value={values.bin}
            onChange={(bin) => setValues((v) => ({ ...v, bin }))}
            error={errors.bin}
          />
          <PhoneInput
            id={idOf('phone')}
            required
            hint={t('cabinet.login.phoneHint')}
            value={values.phone}
            onChange={(phone) => setValues((v) => ({ ...v, phone }))}
            error={errors.phone}
          />
          {handoff && (
            <TextField
              id={idOf('companyName')}
              label={t('cabinet.login.companyName')}
              hint={t('cabinet.login.companyNameHint')}
              autoComplete="organization"
              maxLength={FIELD_MAX_LENGTH.companyName}
              value={values.companyName}
              onValueChange={(companyName) => setValues((v) => ({ ...v, companyName }))}
              error={errors.companyName}
            />
          )}
          <ServiceError message={serviceError} />
          <div className={w.actions}>
            <Button type="submit" size="l" loading={busy} loadingLabel={t('cabinet.login.sending')}>
              {t('cabinet.login.continue')}
            </Button>
          </div>
        </form>
      )}

      {step === 'code' && sent && (
        <SmsStep
          level={2}
          title={t('cabinet.login.codeTitle')}
          sentText={t('cabinet.login.codeSent', { phone: sent.maskedPhone })}
          codeId={idOf('code')}
          codeRef={codeRef}
          length={sent.codeLength}
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            setCodeState((state) => (state.lockedMinutes ? state : {}));
          }}
          state={codeState}
          countdown={countdown}
          onResend={resend}
          onConfirm={confirm}
          confirmLabel={t('cabinet.login.signIn')}
          busyLabel={t('cabinet.login.signingIn')}
          busy={busy}
          onEdit={() => {
            setServiceError(null);
            focusForm.current = true;
            setStep('form');
          }}
          editLabel={t('cabinet.login.edit')}
          serviceError={serviceError}
        />
      )}

      {step === 'gate' && (
        <form className={w.form} onSubmit={goApply} noValidate data-step="gate">
          <StepHeading level={2}>{t('cabinet.login.gate.title')}</StepHeading>
          <p className={w.text}>{t('cabinet.login.gate.text')}</p>
          <RadioGroup
            id={idOf('gate')}
            label={t('cabinet.login.gate.legend')}
            options={[
              { value: 'internet', label: t('cabinet.login.gate.internet') },
              { value: 'mobile', label: t('cabinet.login.gate.mobile') },
            ]}
            value={gateChoice}
            onChange={(choice) => {
              setGateChoice(choice);
              setGateError(undefined);
            }}
            error={gateError}
            required
          />
          <div className={w.actions}>
            <Button type="submit" size="l">
              {t('cabinet.login.gate.go')}
            </Button>
            <Button
              variant="secondary"
              size="l"
              onClick={() => {
                focusForm.current = true;
                setStep('form');
              }}
            >
              {t('cabinet.login.edit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type {
  ConsultationSource,
  CreateConsultancyRequest,
  ProductSlug,
  SmsSentResponse,
} from '../../../../contract/api.ts';
import { errorMessage } from '../../../../contract/errors.ts';
import {
  CONSULTATION_CALLBACK_BUSINESS_DAYS,
  FIELD_MAX_LENGTH,
  SMS_CODE_LENGTH,
} from '../../../../contract/limits.ts';
import {
  common as ruCommon,
  consultation as ruConsultation,
} from '../../../../locales/ru/widgets.ts';
import {
  common as kkCommon,
  consultation as kkConsultation,
} from '../../../../locales/kk/widgets.ts';
import { BinInput } from '../../../../lib/components/BinInput/BinInput.tsx';
import { Button } from '../../../../lib/components/Button/Button.tsx';
import { Checkbox } from '../../../../lib/components/Checkbox/Checkbox.tsx';
import { PhoneInput } from '../../../../lib/components/PhoneInput/PhoneInput.tsx';
import { useSmsCountdown } from '../../../../lib/components/SmsCodeInput/useSmsCountdown.ts';
import { TextArea } from '../../../../lib/components/TextArea/TextArea.tsx';
import { TextField } from '../../../../lib/components/TextField/TextField.tsx';
import {
  checkAgent,
  checkSmsCode,
  createConsultancy,
  createHandsetConsultancy,
  sendSmsCode,
} from '../../api/index.ts';
import { readFailure, isAbort, numberParam, type Failure } from '../core/failure.ts';
import { Frame, ServiceError, SubmitSummary, SuccessPanel } from '../core/Frame.tsx';
import { SmsStep, type SmsCodeState } from '../core/SmsStep.tsx';
import { fill } from '../core/strings.ts';
import { emitterFor, type WidgetBaseProps } from '../core/types.ts';
import { pickFieldErrors, useFormErrors, type FieldErrors } from '../core/useFormErrors.ts';
import {
  binProblem,
  e164,
  isEmailAcceptable,
  maskPhone,
  optional,
  phoneProblem,
} from '../core/validate.ts';
import * as styles from '../core/widget.css.ts';

const STRINGS = {
  ru: { common: ruCommon, consultation: ruConsultation },
  kk: { common: kkCommon, consultation: kkConsultation },
};

/**
 * The product page whose consultation goes through the handset call (§2.13). Only the last call
 * differs: the phone is confirmed by SMS and the agent login checked as for any consultation.
 */
const HANDSET_PRODUCT: ProductSlug = 'any-device';

export interface ConsultationResult {
  /** The consultation's id in the CRM. */
  requestId: string;
  /** A specialist calls back within this many business days. */
  callbackBusinessDays: number;
}

export interface ConsultationWidgetProps extends WidgetBaseProps {
  /** The product page the form is on (recorded with the request); absent on the home page. */
  product?: ProductSlug;
  /** Where the form is when not on a product page. @default 'product' with a product, else 'home' */
  source?: ConsultationSource;
  /**
   * With `source="embed"`: the origin of the partner page the widget is on (`location.origin`),
   * recorded with the request so partner leads can be told apart. Never a full URL.
   */
  hostOrigin?: string;
  /**
   * Called once the request is created, instead of showing the inline success screen: the site
   * goes to /application-for-consultancy here. Without it the widget shows «Заявка принята».
   */
  onSuccess?: (result: ConsultationResult) => void;
}

const FIELDS = [
  'name',
  'phone',
  'bin',
  'companyName',
  'email',
  'comment',
  'consent',
  'agentLogin',
] as const;
type FieldName = (typeof FIELDS)[number];

interface Values {
  name: string;
  phone: string;
  bin: string;
  companyName: string;
  email: string;
  comment: string;
  consent: boolean;
  managerHelped: boolean;
  agentLogin: string;
}

const EMPTY: Values = {
  name: '',
  phone: '',
  bin: '',
  companyName: '',
  email: '',
  comment: '',
  consent: false,
  managerHelped: false,
  agentLogin: '',
};

type Step = 'form' | 'sms' | 'done';

/**
 * The consultation form (§2.13): name, phone*, BIN*, company, e-mail, consent, «Мне помог
 * заполнить заявку менеджер» with the agent login checked against the backend, then the phone
 * confirmed by an SMS code inline, then the request. On the any-device page the form also asks
 * which devices are wanted, and the confirmed request goes through the handset-consultation call.
 *
 *   <ConsultationWidget locale="ru" api={api} product="virtual-ats"
 *     onSuccess={() => navigate('/application-for-consultancy')} onEvent={track} />
 */
export function ConsultationWidget({
  locale,
  api,
  product,
  source,
  hostOrigin,
  onEvent,
  onSuccess,
  headingLevel = 2,
  focusOnMount,
  labelledBy,
  className,
}: ConsultationWidgetProps) {
  const s = STRINGS[locale];
  const handset = product === HANDSET_PRODUCT;
  const stepLevel = (headingLevel + 1) as 3 | 4 | 5;
  const prefix = useId();
  const idOf = useCallback((field: FieldName | 'code') => `${prefix}-${field}`, [prefix]);

  const [values, setValues] = useState<Values>(EMPTY);
  const [step, setStep] = useState<Step>('form');
  const [busy, setBusy] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const { errors, attempt, items, fail, reset } = useFormErrors(FIELDS, idOf);

  const [sent, setSent] = useState<SmsSentResponse | null>(null);
  const [code, setCode] = useState('');
  const [codeState, setCodeState] = useState<SmsCodeState>({});
  const countdown = useSmsCountdown();
  /** A verified code's proof, kept while the phone is unchanged: a failed request may be retried. */
  const proof = useRef<{ phone: string; token: string } | null>(null);
  const [done, setDone] = useState<ConsultationResult | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  /** Back from the SMS step to edit: focus goes to the form's first field, not into the void. */
  const focusForm = useRef(false);
  useEffect(() => {
    if (step === 'form' && focusForm.current) {
      focusForm.current = false;
      nameRef.current?.focus();
    }
  }, [step]);

  const emit = emitterFor('consultation', onEvent);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  function validate(v: Values): FieldErrors<FieldName> {
    const found: FieldErrors<FieldName> = {};
    const phone = phoneProblem(v.phone, locale);
    if (phone) found.phone = phone;
    const bin = binProblem(v.bin, locale);
    if (bin) found.bin = bin;
    if (!isEmailAcceptable(v.email)) found.email = s.common.emailInvalid;
    if (!v.consent) found.consent = s.common.required.consent;
    if (v.managerHelped && v.agentLogin.trim() === '') {
      found.agentLogin = s.consultation.agentLoginRequired;
    }
    return found;
  }

  /** Shows a failed call: its field errors at the fields, anything else above the button. */
  function show(failure: Failure, stepName: string, fields: FieldErrors<FieldName>) {
    emit({ type: 'error', step: stepName, code: failure.code, message: failure.message });
    if (Object.keys(fields).length > 0) {
      setServiceError(null);
      fail(fields);
    } else {
      setServiceError(failure.message);
    }
  }

  function request(v: Values, smsProof: string): CreateConsultancyRequest {
    const from = source ?? (product ? 'product' : 'home');
    return {
      name: optional(v.name),
      phone: e164(v.phone),
      bin: v.bin,
      companyName: optional(v.companyName),
      email: optional(v.email),
      consent: v.consent,
      managerHelped: v.managerHelped,
      agentLogin: v.managerHelped ? v.agentLogin.trim() : undefined,
      productSlug: product,
      source: from,
      hostOrigin: from === 'embed' ? optional(hostOrigin ?? '') : undefined,
      smsProof,
    };
  }

  /** The confirmed request, through the any-device page's own call there. */
  async function send(smsProof: string) {
    const body = request(values, smsProof);
    if (!handset) return createConsultancy(api, body);
    const { productSlug: _product, ...common } = body;
    return createHandsetConsultancy(api, { ...common, comment: optional(values.comment) });
  }

  function succeed(result: ConsultationResult) {
    emit({ type: 'success', requestId: result.requestId });
    proof.current = null;
    if (onSuccess) onSuccess(result);
    else {
      setDone(result);
      setStep('done');
    }
  }

  /** Creates the request with a verified code; field problems send the user back to the form. */
  async function create(smsProof: string) {
    emit({ type: 'submit', step: 'request' });
    try {
      const answer = await send(smsProof);
      succeed({
        requestId: answer.consultationId,
        callbackBusinessDays: answer.callbackBusinessDays,
      });
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      if (failure.fieldCodes.smsProof) {
        // The proof was spent or expired: the phone must be confirmed again.
        proof.current = null;
        emit({ type: 'error', step: 'sms', code: failure.code, message: failure.message });
        setCodeState({ error: failure.fields.smsProof });
        setServiceError(null);
        return;
      }
      const fields = pickFieldErrors(failure.fields, FIELDS);
      if (Object.keys(fields).length > 0) setStep('form');
      show(failure, 'request', fields);
    }
  }

  async function sendCode(): Promise<SmsSentResponse> {
    const phone = e164(values.phone);
    const answer = await sendSmsCode(api, { phone, purpose: 'consultation' });
    setSent(answer);
    countdown.restart(answer.resendAfterSeconds);
    return answer;
  }

  async function submitForm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServiceError(null);
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      fail(found);
      return;
    }
    reset();
    setBusy(true);
    try {
      if (values.managerHelped) {
        const agent = await checkAgent(api, values.agentLogin.trim());
        if (!agent.valid) {
          const message = errorMessage(locale, 'AGENT_LOGIN_INVALID');
          emit({ type: 'error', step: 'form', code: 'AGENT_LOGIN_INVALID', message });
          fail({ agentLogin: message });
          return;
        }
      }
      const phone = e164(values.phone);
      if (proof.current?.phone === phone) {
        // Confirmed already; the request itself failed last time.
        await create(proof.current.token);
        return;
      }
      emit({ type: 'submit', step: 'form' });
      await sendCode();
      setCode('');
      setCodeState({});
      setStep('sms');
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      if (failure.code === 'SMS_RESEND_TOO_EARLY') {
        // A code sent a moment ago is still on its way: enter that one.
        setSent({
          maskedPhone: maskPhone(e164(values.phone)),
          codeLength: SMS_CODE_LENGTH,
          resendAfterSeconds: numberParam(failure, 'seconds') ?? 0,
          expiresInSeconds: 0,
        });
        countdown.restart(numberParam(failure, 'seconds') ?? 0);
        setCodeState({});
        setStep('sms');
        return;
      }
      show(failure, 'form', pickFieldErrors(failure.fields, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(entered: string = code) {
    if (busy) return;
    setServiceError(null);
    const phone = e164(values.phone);
    if (proof.current?.phone === phone) {
      setBusy(true);
      await create(proof.current.token);
      setBusy(false);
      return;
    }
    const length = sent?.codeLength ?? SMS_CODE_LENGTH;
    if (entered.length < length) {
      setCodeState({
        error:
          entered.length === 0
            ? s.consultation.sms.codeRequired
            : fill(s.consultation.sms.codeLength, { length }),
      });
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    emit({ type: 'submit', step: 'sms' });
    try {
      const answer = await checkSmsCode(api, { phone, purpose: 'consultation', code: entered });
      proof.current = { phone, token: answer.proofToken };
      setCodeState({});
      await create(answer.proofToken);
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      emit({ type: 'error', step: 'sms', code: failure.code, message: failure.message });
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
      emit({ type: 'error', step: 'sms', code: failure.code, message: failure.message });
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

  const days = { days: CONSULTATION_CALLBACK_BUSINESS_DAYS };
  const fieldLabel = s.common.fields;
  const optionalHint = fieldLabel.optional;

  return (
    <Frame
      locale={locale}
      name="consultation"
      title={s.consultation.title}
      description={step === 'done' ? undefined : fill(s.consultation.description, days)}
      headingLevel={headingLevel}
      focusOnMount={focusOnMount}
      labelledBy={labelledBy}
      className={className}
    >
      {step === 'done' && done && (
        <SuccessPanel
          level={stepLevel}
          title={s.common.successTitle}
          text={fill(s.consultation.successText, { days: done.callbackBusinessDays })}
        />
      )}

      {step === 'sms' && sent && (
        <SmsStep
          level={stepLevel}
          title={s.consultation.sms.title}
          sentText={fill(s.consultation.sms.sentTo, { phone: sent.maskedPhone })}
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
          confirmLabel={s.consultation.sms.confirm}
          busyLabel={s.consultation.sms.confirming}
          busy={busy}
          onEdit={() => {
            setServiceError(null);
            focusForm.current = true;
            setStep('form');
          }}
          editLabel={s.consultation.sms.edit}
          serviceError={serviceError}
        />
      )}

      {step === 'form' && (
        <form className={styles.form} onSubmit={submitForm} noValidate data-step="form">
          <SubmitSummary
            items={items}
            attempt={attempt}
            title={s.common.errorSummaryTitle}
            headingLevel={stepLevel}
          />
          <div className={styles.pair}>
            <TextField
              ref={nameRef}
              id={idOf('name')}
              label={fieldLabel.name}
              hint={optionalHint}
              autoComplete="name"
              maxLength={FIELD_MAX_LENGTH.name}
              value={values.name}
              onValueChange={set('name')}
              error={errors.name}
            />
            <PhoneInput
              id={idOf('phone')}
              label={fieldLabel.phone}
              required
              fullWidth
              value={values.phone}
              onChange={(phone) => {
                set('phone')(phone);
              }}
              error={errors.phone}
            />
            <BinInput
              id={idOf('bin')}
              label={fieldLabel.bin}
              required
              fullWidth
              value={values.bin}
              onChange={set('bin')}
              error={errors.bin}
            />
            <TextField
              id={idOf('companyName')}
              label={fieldLabel.companyName}
              hint={optionalHint}
              autoComplete="organization"
              maxLength={FIELD_MAX_LENGTH.companyName}
              value={values.companyName}
              onValueChange={set('companyName')}
              error={errors.companyName}
            />
            <TextField
              id={idOf('email')}
              type="email"
              label={fieldLabel.email}
              hint={optionalHint}
              autoComplete="email"
              spellCheck={false}
              maxLength={FIELD_MAX_LENGTH.email}
              value={values.email}
              onValueChange={set('email')}
              error={errors.email}
            />
          </div>
          {handset && (
            <TextArea
              id={idOf('comment')}
              label={s.consultation.comment}
              hint={s.consultation.commentHint}
              maxLength={FIELD_MAX_LENGTH.comment}
              rows={3}
              value={values.comment}
              onValueChange={set('comment')}
              error={errors.comment}
            />
          )}
          <Checkbox
            id={idOf('consent')}
            label={s.common.consent}
            required
            checked={values.consent}
            onCheckedChange={set('consent')}
            error={errors.consent}
          />
          <Checkbox
            id={`${prefix}-managerHelped`}
            label={s.consultation.managerHelped}
            checked={values.managerHelped}
            onCheckedChange={set('managerHelped')}
            aria-controls={values.managerHelped ? idOf('agentLogin') : undefined}
          />
          {values.managerHelped && (
            <TextField
              id={idOf('agentLogin')}
              label={s.consultation.agentLogin}
              hint={s.consultation.agentLoginHint}
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={FIELD_MAX_LENGTH.agentLogin}
              value={values.agentLogin}
              onValueChange={set('agentLogin')}
              error={errors.agentLogin}
            />
          )}
          <ServiceError message={serviceError} />
          <div className={styles.actions}>
            <Button type="submit" size="l" loading={busy} loadingLabel={s.common.sending}>
              {s.common.submit}
            </Button>
          </div>
        </form>
      )}
    </Frame>
  );
}

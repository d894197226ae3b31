import { lazy, Suspense, useState } from 'react';
import type { ConsultationSource, ProductSlug, In, Out } from '../../../../contract/index.ts';
import { errorMessage } from '../../../../contract/errors.ts';
import { CONSULTATION_CALLBACK_BUSINESS_DAYS } from '../../../../contract/limits.ts';
import { agentLoginProblem } from '../../../../contract/rules/consultation.ts';
import { common as ruCommon } from '../../../../locales/ru/widgets/common.ts';
import { consultation as ruConsultation } from '../../../../locales/ru/widgets/consultation.ts';
import { common as kkCommon } from '../../../../locales/kk/widgets/common.ts';
import { consultation as kkConsultation } from '../../../../locales/kk/widgets/consultation.ts';
import {
  FieldsRejected,
  Form,
  FormActions,
  SuccessPanel,
  binProblem,
  consentProblem,
  e164,
  isAbort,
  isEmailAcceptable,
  optional,
  phoneProblem,
  readFailure,
  useForm,
  useRefocus,
  useSmsConfirmation,
  type FieldErrors,
} from '../../../forms/index.ts';
import { fill } from '../../../i18n/format.ts';
import { callEndpoint } from '../../api/index.ts';
import { Frame } from '../core/Frame.tsx';
import { emitterFor, type WidgetBaseProps } from '../core/types.ts';
import {
  ConsultationFields,
  EMPTY_CONSULTATION,
  type ConsultationValues,
} from './ConsultationFields.tsx';

/**
 * The SMS step (the kit's code field, its countdown) is the form's second step: its code loads
 * when the form is sent, beside the request for the code, and the form stays busy until both
 * are there.
 */
const loadSmsStep = () => import('../../../forms/SmsStep.tsx');
const SmsStep = lazy(() =>
  loadSmsStep().then((module) => ({ default: module.SmsStep<Out<'smsCheck'>> })),
);

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
   * With `source="kiosk"`: the sales-office touch screen's id (`KIOSK_ID`), recorded with the
   * request. Absent when the kiosk has none configured.
   */
  kioskId?: string;
  /**
   * The operator site's origin when the form is on another site (the embed on a partner page):
   * the consent's link to the personal-data notice leads there, not into the partner's site.
   * Absent on the site and the kiosk (a path of the site itself).
   */
  siteOrigin?: string;
  /**
   * Called once the request is created, instead of showing the inline success screen: the site
   * goes to /application-for-consultancy here. Without it the widget shows «Заявка принята».
   */
  onSuccess?: (result: ConsultationResult) => void;
}

/** The fields a rejected request can send the person back to. */
const FORM_FIELDS = Object.keys(EMPTY_CONSULTATION);

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
  kioskId,
  siteOrigin,
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
  const emit = emitterFor('consultation', onEvent);
  const [step, setStep] = useState<'form' | 'sms' | 'done'>('form');
  const [done, setDone] = useState<ConsultationResult | null>(null);

  function validate(v: ConsultationValues): FieldErrors<ConsultationValues> {
    return {
      phone: phoneProblem(v.phone, locale),
      bin: binProblem(v.bin, locale),
      email: isEmailAcceptable(v.email) ? undefined : s.common.emailInvalid,
      consent: consentProblem(v.consent, locale),
      agentLogin: agentLoginProblem(v) ? s.consultation.agentLoginRequired : undefined,
    };
  }

  function request(v: ConsultationValues, smsProof: string): In<'createConsultancy'> {
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
      kioskId: from === 'kiosk' ? optional(kioskId ?? '') : undefined,
      smsProof,
    };
  }

  /** Creates the confirmed request (through the any-device page's own call there). */
  async function create(smsProof: string, signal: AbortSignal) {
    emit({ type: 'submit', step: 'request' });
    const body = request(form.values, smsProof);
    const answer = handset
      ? await callEndpoint(
          api,
          'createHandsetConsultancy',
          { ...withoutProduct(body), comment: optional(form.values.comment) },
          { signal },
        )
      : await callEndpoint(api, 'createConsultancy', body, { signal });
    const result = {
      requestId: answer.consultationId,
      callbackBusinessDays: answer.callbackBusinessDays,
    };
    emit({ type: 'success', requestId: result.requestId });
    if (onSuccess) onSuccess(result);
    else {
      setDone(result);
      setStep('done');
    }
  }

  const sms = useSmsConfirmation({
    locale,
    send: (phone, signal) =>
      callEndpoint(api, 'smsSend', { phone, purpose: 'consultation' }, { signal }),
    verify: (phone, code, signal) => {
      emit({ type: 'submit', step: 'sms' });
      return callEndpoint(api, 'smsCheck', { phone, purpose: 'consultation', code }, { signal });
    },
    onVerified: async ({ proof }, signal) => {
      try {
        await create(proof ?? '', signal);
        return true;
      } catch (error) {
        const failure = isAbort(error) ? null : readFailure(error, locale);
        const back = failure && !failure.fieldCodes.smsProof && fieldsOfForm(failure.fields);
        if (!failure || !back) throw error;
        // A field the backend refused: back to the form, with the summary.
        emit({ type: 'error', step: 'request', code: failure.code, message: failure.message });
        setStep('form');
        form.fail(back);
        return false;
      }
    },
    onFailure: (failure, name) =>
      emit({
        type: 'error',
        step: name === 'confirmed' && !failure.fieldCodes.smsProof ? 'request' : 'sms',
        code: failure.code,
        message: failure.message,
      }),
  });

  const form = useForm({
    locale,
    initial: EMPTY_CONSULTATION,
    validate,
    submit: async (values, { signal }) => {
      if (values.managerHelped) {
        const agent = await callEndpoint(
          api,
          'checkAgent',
          { name: values.agentLogin.trim() },
          { signal },
        );
        if (!agent.valid) {
          const message = errorMessage(locale, 'AGENT_LOGIN_INVALID');
          throw new FieldsRejected({ agentLogin: message }, 'AGENT_LOGIN_INVALID');
        }
      }
      const phone = e164(values.phone);
      const confirmed = sms.verifiedFor(phone);
      if (confirmed?.proof) {
        // Confirmed already; the request itself failed last time.
        await create(confirmed.proof, signal);
        sms.forget();
        return;
      }
      emit({ type: 'submit', step: 'form' });
      await Promise.all([sms.start(phone), loadSmsStep()]);
      setStep('sms');
    },
    onFailure: (failure) => {
      emit({ type: 'error', step: 'form', code: failure.code, message: failure.message });
      if (failure.fieldCodes.smsProof) sms.forget();
    },
  });
  // Back from the code step: to the first field, unless the summary took focus (a refused field).
  useRefocus(step === 'form', () => {
    if (form.summary.items.length === 0) form.focus('name');
  });

  return (
    <Frame
      locale={locale}
      name="consultation"
      title={s.consultation.title}
      description={
        step === 'done'
          ? undefined
          : fill(s.consultation.description, { days: CONSULTATION_CALLBACK_BUSINESS_DAYS })
      }
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

      {step === 'sms' && sms.sent && (
        <Suspense fallback={null}>
          <SmsStep
            sms={sms}
            codeId={`${form.idOf('phone')}-code`}
            level={stepLevel}
            title={s.consultation.sms.title}
            sentText={fill(s.consultation.sms.sentTo, { phone: sms.sent.maskedPhone })}
            confirmLabel={s.consultation.sms.confirm}
            busyLabel={s.consultation.sms.confirming}
            onEdit={() => setStep('form')}
            editLabel={s.consultation.sms.edit}
          />
        </Suspense>
      )}

      {step === 'form' && (
        <Form
          form={form}
          summaryLevel={stepLevel}
          summaryTitle={s.common.errorSummaryTitle}
          data-step="form"
        >
          <ConsultationFields form={form} words={s} handset={handset} siteOrigin={siteOrigin} />
          <FormActions
            serviceError={form.serviceError}
            busy={form.busy}
            busyLabel={s.common.sending}
            submitLabel={s.common.submit}
          />
        </Form>
      )}
    </Frame>
  );
}

function withoutProduct(body: In<'createConsultancy'>) {
  const { productSlug: _product, ...rest } = body;
  return rest;
}

/** The failure's field errors that belong to the form, or null when none does. */
function fieldsOfForm(fields: Record<string, string>): FieldErrors<ConsultationValues> | null {
  const found = Object.fromEntries(
    Object.entries(fields).filter(([name]) => FORM_FIELDS.includes(name)),
  );
  return Object.keys(found).length > 0 ? found : null;
}

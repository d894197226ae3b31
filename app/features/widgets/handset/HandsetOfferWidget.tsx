import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PricePlanOfferResponse, ProductSlug } from '../../../../contract/api.ts';
import { FIELD_MAX_LENGTH } from '../../../../contract/limits.ts';
import { common as kkCommon, handset as kkHandset } from '../../../../locales/kk/widgets.ts';
import { common as ruCommon, handset as ruHandset } from '../../../../locales/ru/widgets.ts';
import { BinInput } from '../../../../lib/components/BinInput/BinInput.tsx';
import { Button } from '../../../../lib/components/Button/Button.tsx';
import { PhoneInput } from '../../../../lib/components/PhoneInput/PhoneInput.tsx';
import { TextField } from '../../../../lib/components/TextField/TextField.tsx';
import { createLead, createOpportunity, getPricePlanOffer } from '../../api/index.ts';
import { isAbort, readFailure } from '../core/failure.ts';
import {
  Frame,
  ResultPanel,
  ServiceError,
  StepHeading,
  SubmitSummary,
  SuccessPanel,
} from '../core/Frame.tsx';
import { fill, formatAmount } from '../core/strings.ts';
import { emitterFor, type WidgetBaseProps } from '../core/types.ts';
import { pickFieldErrors, useFormErrors, type FieldErrors } from '../core/useFormErrors.ts';
import { binProblem, e164, isEmailAcceptable, optional, phoneProblem } from '../core/validate.ts';
import * as styles from '../core/widget.css.ts';

const STRINGS = {
  ru: { common: ruCommon, handset: ruHandset },
  kk: { common: kkCommon, handset: kkHandset },
};

export interface HandsetOfferResult {
  /** The opportunity's id when the company was eligible, else the lead's. */
  requestId: string;
  eligible: boolean;
}

export interface HandsetOfferWidgetProps extends WidgetBaseProps {
  /** Recorded with the lead. @default 'kense-handset-offer' */
  product?: ProductSlug;
  /**
   * On a partner page (the embed): its origin (`location.origin`), recorded with the lead and
   * the opportunity so partner leads can be told apart. Never a full URL. Absent on the site.
   */
  hostOrigin?: string;
  /**
   * Called once the request is created, instead of showing the inline «Заявка принята» (a host
   * that navigates to its own page).
   */
  onSuccess?: (result: HandsetOfferResult) => void;
}

const CHECK_FIELDS = ['checkBin'] as const;
const LEAD_FIELDS = ['companyName', 'phone', 'bin', 'email'] as const;
type LeadField = (typeof LEAD_FIELDS)[number];

interface Lead {
  companyName: string;
  phone: string;
  bin: string;
  email: string;
}

type Step = 'check' | 'lead' | 'done';

/**
 * The handset special offer (§2.17): «БИН компании» + «Узнать» asks whether the company may take
 * part; eligible or not, the answer leads to «Заявка на подключение» with the group tariff's
 * summary (company name, phone*, BIN, e-mail). The lead is always created; for an eligible
 * company an opportunity too (the backend checks eligibility again).
 *
 *   <HandsetOfferWidget locale="kk" api={api} onEvent={track} />
 */
export function HandsetOfferWidget({
  locale,
  api,
  product = 'kense-handset-offer',
  hostOrigin,
  onEvent,
  onSuccess,
  headingLevel = 2,
  focusOnMount,
  labelledBy,
  className,
}: HandsetOfferWidgetProps) {
  const s = STRINGS[locale];
  const stepLevel = (headingLevel + 1) as 3 | 4 | 5;
  const prefix = useId();
  const idOf = useCallback((field: string) => `${prefix}-${field}`, [prefix]);
  const emit = emitterFor('handset-offer', onEvent);

  const [step, setStep] = useState<Step>('check');
  const [checkBin, setCheckBin] = useState('');
  const [offer, setOffer] = useState<PricePlanOfferResponse | null>(null);
  const [lead, setLead] = useState<Lead>({ companyName: '', phone: '', bin: '', email: '' });
  const [busy, setBusy] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const check = useFormErrors(CHECK_FIELDS, idOf);
  const form = useFormErrors(LEAD_FIELDS, idOf);
  /** The lead already created when only the opportunity failed: a retry must not double it. */
  const leadId = useRef<string | null>(null);
  const checkBinRef = useRef<HTMLInputElement>(null);
  const focusBin = useRef(false);
  useEffect(() => {
    if (step === 'check' && focusBin.current) {
      focusBin.current = false;
      checkBinRef.current?.focus();
    }
  }, [step]);

  async function submitCheck(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServiceError(null);
    const problem = binProblem(checkBin, locale);
    if (problem) {
      check.fail({ checkBin: problem });
      return;
    }
    check.reset();
    setBusy(true);
    emit({ type: 'submit', step: 'check' });
    try {
      const answer = await getPricePlanOffer(api, checkBin);
      setOffer(answer);
      // The checked BIN goes into the request; what was typed there before is kept otherwise.
      setLead((current) => ({ ...current, bin: checkBin }));
      leadId.current = null;
      form.reset();
      emit({ type: 'result', outcome: answer.eligible ? 'eligible' : 'notEligible' });
      setStep('lead');
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      emit({ type: 'error', step: 'check', code: failure.code, message: failure.message });
      const bin = failure.fields.bin;
      if (bin) check.fail({ checkBin: bin });
      else setServiceError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  function validateLead(v: Lead): FieldErrors<LeadField> {
    const found: FieldErrors<LeadField> = {};
    const phone = phoneProblem(v.phone, locale);
    if (phone) found.phone = phone;
    // Optional in the request (§2.17); when given it must be a real BIN.
    const bin = binProblem(v.bin, locale, false);
    if (bin) found.bin = bin;
    if (!isEmailAcceptable(v.email)) found.email = s.common.emailInvalid;
    return found;
  }

  async function submitLead(event: FormEvent) {
    event.preventDefault();
    if (busy || !offer) return;
    setServiceError(null);
    const found = validateLead(lead);
    if (Object.keys(found).length > 0) {
      form.fail(found);
      return;
    }
    form.reset();
    setBusy(true);
    emit({ type: 'submit', step: 'lead' });
    const base = {
      companyName: optional(lead.companyName),
      phone: e164(lead.phone),
      email: optional(lead.email),
      tariffId: offer.tariff.id,
      hostOrigin: optional(hostOrigin ?? ''),
    };
    try {
      leadId.current ??= (
        await createLead(api, { ...base, bin: optional(lead.bin), productSlug: product })
      ).leadId;
      let requestId = leadId.current;
      // The same BIN the check found eligible: the CRM opens an opportunity for the offer.
      if (offer.eligible && lead.bin === offer.bin) {
        try {
          requestId = (await createOpportunity(api, { ...base, bin: lead.bin })).opportunityId;
        } catch (error) {
          // The backend's own check disagrees: the lead stands, a manager picks conditions.
          if (readFailure(error, locale).code !== 'OFFER_NOT_AVAILABLE') throw error;
        }
      }
      emit({ type: 'success', requestId });
      leadId.current = null;
      if (onSuccess) onSuccess({ requestId, eligible: offer.eligible });
      else setStep('done');
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      emit({ type: 'error', step: 'lead', code: failure.code, message: failure.message });
      const fields = pickFieldErrors(failure.fields, LEAD_FIELDS);
      if (Object.keys(fields).length > 0) form.fail(fields);
      else setServiceError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  const setField = (key: keyof Lead) => (value: string) =>
    setLead((current) => ({ ...current, [key]: value }));
  const result = offer?.eligible ? s.handset.eligible : s.handset.notEligible;

  return (
    <Frame
      locale={locale}
      name="handset-offer"
      title={s.handset.title}
      description={step === 'check' ? s.handset.description : undefined}
      headingLevel={headingLevel}
      focusOnMount={focusOnMount}
      labelledBy={labelledBy}
      className={className}
    >
      {step === 'done' && (
        <SuccessPanel
          level={stepLevel}
          title={s.common.successTitle}
          text={s.handset.successText}
        />
      )}

      {step === 'check' && (
        <form className={styles.form} onSubmit={submitCheck} noValidate data-step="check">
          <SubmitSummary
            items={check.items}
            attempt={check.attempt}
            title={s.common.errorSummaryTitle}
            headingLevel={stepLevel}
          />
          <BinInput
            ref={checkBinRef}
            id={idOf('checkBin')}
            label={s.handset.binLabel}
            required
            value={checkBin}
            onChange={setCheckBin}
            error={check.errors.checkBin}
          />
          <ServiceError message={serviceError} />
          <div className={styles.actions}>
            <Button type="submit" size="l" loading={busy} loadingLabel={s.handset.checking}>
              {s.handset.check}
            </Button>
          </div>
        </form>
      )}

      {step === 'lead' && offer && (
        <>
          <ResultPanel
            tone={offer.eligible ? 'success' : 'info'}
            level={stepLevel}
            title={result.title}
            name={offer.eligible ? 'eligible' : 'not-eligible'}
          >
            <p className={styles.resultBody}>{result.text}</p>
          </ResultPanel>
          <form className={styles.form} onSubmit={submitLead} noValidate data-step="lead">
            <StepHeading level={stepLevel} focusOnMount={false}>
              {s.handset.formTitle}
            </StepHeading>
            <dl className={`${styles.details} ${styles.panel}`}>
              <dt className={styles.term}>{s.handset.tariff}</dt>
              <dd className={styles.definition}>«{offer.tariff.name}»</dd>
              <dt className={styles.term}>{s.handset.payment}</dt>
              <dd className={styles.definition}>
                {fill(s.common.perMonth, { price: formatAmount(offer.tariff.monthlyPrice) })}
              </dd>
            </dl>
            <SubmitSummary
              items={form.items}
              attempt={form.attempt}
              title={s.common.errorSummaryTitle}
              headingLevel={(stepLevel + 1) as 4 | 5}
            />
            <div className={styles.pair}>
              <TextField
                id={idOf('companyName')}
                label={s.common.fields.companyName}
                hint={s.common.fields.optional}
                autoComplete="organization"
                maxLength={FIELD_MAX_LENGTH.companyName}
                value={lead.companyName}
                onValueChange={setField('companyName')}
                error={form.errors.companyName}
              />
              <PhoneInput
                id={idOf('phone')}
                label={s.common.fields.phone}
                required
                fullWidth
                value={lead.phone}
                onChange={setField('phone')}
                error={form.errors.phone}
              />
              <BinInput
                id={idOf('bin')}
                label={s.common.fields.bin}
                hint={s.common.fields.optional}
                fullWidth
                value={lead.bin}
                onChange={setField('bin')}
                error={form.errors.bin}
              />
              <TextField
                id={idOf('email')}
                type="email"
                label={s.common.fields.email}
                hint={s.common.fields.optional}
                autoComplete="email"
                spellCheck={false}
                maxLength={FIELD_MAX_LENGTH.email}
                value={lead.email}
                onValueChange={setField('email')}
                error={form.errors.email}
              />
            </div>
            <ServiceError message={serviceError} />
            <div className={styles.actions}>
              <Button type="submit" size="l" loading={busy} loadingLabel={s.common.sending}>
                {s.common.submit}
              </Button>
              <Button
                variant="secondary"
                size="l"
                onClick={() => {
                  setServiceError(null);
                  focusBin.current = true;
                  setStep('check');
                }}
              >
                {s.handset.checkAnother}
              </Button>
            </div>
          </form>
        </>
      )}
    </Frame>
  );
}

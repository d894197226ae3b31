import { useRef, useState } from 'react';
import type { ConsultationSource, Offer, ProductSlug, Out } from '../../../../contract/index.ts';
import { FIELD_MAX_LENGTH } from '../../../../contract/limits.ts';
import { BinInput } from '../../../../lib/components/BinInput/BinInput.tsx';
import { Button } from '../../../../lib/components/Button/Button.tsx';
import { Loader } from '../../../../lib/components/Loader/Loader.tsx';
import { PhoneInput } from '../../../../lib/components/PhoneInput/PhoneInput.tsx';
import { TextField } from '../../../../lib/components/TextField/TextField.tsx';
import { common as kkCommon } from '../../../../locales/kk/widgets/common.ts';
import { handset as kkHandset } from '../../../../locales/kk/widgets/handset.ts';
import { common as ruCommon } from '../../../../locales/ru/widgets/common.ts';
import { handset as ruHandset } from '../../../../locales/ru/widgets/handset.ts';
import type { Shape } from '../../../../locales/types.ts';
import {
  ConsentCheckbox,
  Form,
  ServiceError,
  StepHeading,
  SuccessPanel,
  binProblem,
  consentProblem,
  e164,
  formStyles as styles,
  isEmailAcceptable,
  optional,
  phoneProblem,
  readFailure,
  useForm,
  useAutoComplete,
  useRefocus,
  type Failure,
  type FormApi,
} from '../../../forms/index.ts';
import { fill, formatAmount } from '../../../i18n/format.ts';
import { callEndpoint } from '../../api/index.ts';
import { Frame, ResultPanel } from '../core/Frame.tsx';
import { offerDay, useOfferStatus } from '../core/offerStatus.ts';
import * as result from '../core/result.css.ts';
import { emitterFor, type WidgetBaseProps } from '../core/types.ts';

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
  /** Where the check is, when not on the site or a partner page: `kiosk`, recorded with the lead. */
  source?: ConsultationSource;
  /** With `source="kiosk"`: the touch screen's id (`KIOSK_ID`), recorded with the lead. */
  kioskId?: string;
  /**
   * The operator site's origin when the widget is on another site (the embed on a partner page):
   * the consent's link to the personal-data notice leads there. Absent on the site and the kiosk.
   */
  siteOrigin?: string;
  /**
   * The offer's period and state as the page was built (its island's props): shown at once, and
   * asked again of the backend on mount. Without it (the embed, the kiosk) the widget asks first.
   */
  offer?: Offer;
  /**
   * Called once the request is created, instead of showing the inline «Заявка принята» (a host
   * that navigates to its own page).
   */
  onSuccess?: (result: HandsetOfferResult) => void;
}

type Lead = { companyName: string; phone: string; bin: string; email: string; consent: boolean };
const EMPTY_LEAD: Lead = { companyName: '', phone: '', bin: '', email: '', consent: false };

type Step = 'check' | 'lead' | 'done';

/** Outside its period: the offer has ended, or not begun. */
type Closed = Offer & { state: 'ended' | 'upcoming' };
const closedOffer = (offer: Offer | null | undefined): Closed | null =>
  offer && offer.state !== 'running' ? (offer as Closed) : null;

/**
 * The handset special offer (§2.17): «БИН/ИИН» (a sole proprietor checks by IIN) + «Узнать» asks
 * whether the company may take part; eligible or not, the answer leads to «Заявка на подключение»
 * with the group tariff's summary (company name, phone*, BIN, e-mail). The lead is always created;
 * for an eligible company an opportunity too (the backend checks eligibility again).
 *
 * Only while the offer runs (issue 35): its state comes from the backend (`offer`, then a read on
 * mount, then the check's own answer). Outside its period there is no check and nobody is
 * congratulated — the widget says the offer ended (or when it starts), with the date in words,
 * and takes the ordinary request: «оставьте заявку — менеджер подберёт условия».
 *
 *   <HandsetOfferWidget locale="kk" api={api} onEvent={track} />
 */
export function HandsetOfferWidget({
  locale,
  api,
  product = 'kense-handset-offer',
  hostOrigin,
  source,
  kioskId,
  siteOrigin,
  offer: builtOffer,
  onEvent,
  onSuccess,
  headingLevel = 2,
  focusOnMount,
  labelledBy,
  className,
}: HandsetOfferWidgetProps) {
  const s = STRINGS[locale];
  const autoComplete = useAutoComplete();
  const stepLevel = (headingLevel + 1) as 3 | 4 | 5;
  const emit = emitterFor('handset-offer', onEvent);
  const report = (step: string) => (failure: Failure) =>
    emit({ type: 'error', step, code: failure.code, message: failure.message });

  const [step, setStep] = useState<Step>('check');
  const known = useOfferStatus(api, locale, 'handset-offer', builtOffer);
  /** The check's answer: the company, the tariff, and the offer's state when it was asked. */
  const [offer, setOffer] = useState<Out<'pricePlanOffer'> | null>(null);
  /** Outside its period, by the latest word: the check's answer, else the read of the offers. */
  const closed = closedOffer(offer ? offer.offer : known);
  /** The lead already created when only the opportunity failed: a retry must not double it. */
  const leadId = useRef<string | null>(null);

  const check = useForm({
    locale,
    initial: { checkBin: '' },
    validate: (v) => ({ checkBin: binProblem(v.checkBin, locale) }),
    // The check's only field is the BIN the backend may refuse.
    serverFields: { bin: 'checkBin' },
    submit: (v, { signal }) => {
      emit({ type: 'submit', step: 'check' });
      return callEndpoint(api, 'pricePlanOffer', { bin: v.checkBin }, { signal });
    },
    onSuccess: (answer, v) => {
      setOffer(answer);
      // The checked BIN goes into the request; what was typed there before is kept otherwise.
      lead.set('bin', v.checkBin);
      lead.clearErrors();
      leadId.current = null;
      const outside = closedOffer(answer.offer);
      emit({
        type: 'result',
        outcome: outside
          ? outside.state === 'ended'
            ? 'offerEnded'
            : 'offerUpcoming'
          : answer.eligible
            ? 'eligible'
            : 'notEligible',
      });
      setStep('lead');
    },
    onFailure: report('check'),
  });

  const lead = useForm({
    locale,
    initial: EMPTY_LEAD,
    validate: (v) => ({
      // Nothing is texted: the company's office line will do as well as a mobile.
      phone: phoneProblem(v.phone, locale, true, 'any'),
      // Optional in the request (§2.17); when given it must be a real BIN.
      bin: binProblem(v.bin, locale, false),
      email: isEmailAcceptable(v.email) ? undefined : s.common.emailInvalid,
      consent: consentProblem(v.consent, locale),
    }),
    // Without a check (the offer is not running) the lead goes without a tariff: the backend
    // names the offer's own, and a manager picks the conditions.
    submit: async (v, { signal }) => {
      emit({ type: 'submit', step: 'lead' });
      const base = {
        companyName: optional(v.companyName),
        phone: e164(v.phone),
        email: optional(v.email),
        consent: v.consent,
        tariffId: offer?.tariff.id,
        hostOrigin: optional(hostOrigin ?? ''),
        source,
        kioskId: source === 'kiosk' ? optional(kioskId ?? '') : undefined,
      };
      leadId.current ??= (
        await callEndpoint(
          api,
          'createLead',
          { ...base, bin: optional(v.bin), productSlug: product },
          { signal },
        )
      ).leadId;
      let requestId = leadId.current;
      // The same BIN the check found eligible: the CRM opens an opportunity for the offer.
      if (offer?.eligible && v.bin === offer.bin) {
        try {
          const opened = await callEndpoint(
            api,
            'createOpportunity',
            { ...base, bin: v.bin },
            { signal },
          );
          requestId = opened.opportunityId;
        } catch (error) {
          // The backend's own check disagrees: the lead stands, a manager picks conditions.
          if (readFailure(error, locale).code !== 'OFFER_NOT_AVAILABLE') throw error;
        }
      }
      return { requestId, eligible: offer?.eligible ?? false };
    },
    onSuccess: (result) => {
      emit({ type: 'success', requestId: result.requestId });
      leadId.current = null;
      if (onSuccess) onSuccess(result);
      else setStep('done');
    },
    onFailure: report('lead'),
  });
  useRefocus(step === 'check', () => check.focus('checkBin'));

  /** The words for an offer outside its period, its day in the language's words. */
  const closedWords = (outside: Closed) => {
    const words = s.handset[outside.state];
    const day = outside.state === 'ended' ? outside.endsOn : (outside.startsOn ?? outside.endsOn);
    return { title: words.title, text: fill(words.text, { date: offerDay(day, locale) }) };
  };
  const answerClosed = closedOffer(offer?.offer);
  const answer = answerClosed
    ? closedWords(answerClosed)
    : offer?.eligible
      ? s.handset.eligible
      : s.handset.notEligible;
  /** Before any check: still asking whether the offer runs, or it does not (the request at once). */
  const asking = step === 'check' && known === undefined;
  const intro = step === 'check' && closed ? closedWords(closed) : null;

  return (
    <Frame
      locale={locale}
      name="handset-offer"
      title={intro?.title ?? s.handset.title}
      description={intro?.text ?? (step === 'check' ? s.handset.description : undefined)}
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

      {asking && <Loader layout="block" label={s.handset.loading} />}

      {intro && labelledBy && (
        // The host's heading names the widget and its own title is not shown: say it here.
        <div className={styles.header} data-result={`offer-${closed?.state}`}>
          <p className={styles.text}>
            <strong>{intro.title}.</strong> {intro.text}
          </p>
        </div>
      )}

      {intro && (
        <Form
          form={lead}
          summaryLevel={stepLevel}
          summaryTitle={s.common.errorSummaryTitle}
          data-step="lead"
          header={
            <StepHeading level={stepLevel} focusOnMount={false}>
              {s.handset.formTitle}
            </StepHeading>
          }
        >
          <LeadFields form={lead} words={s.common} siteOrigin={siteOrigin} />
          <ServiceError message={lead.serviceError} />
          <div className={styles.actions}>
            <Button type="submit" size="l" loading={lead.busy} loadingLabel={s.common.sending}>
              {s.common.submit}
            </Button>
          </div>
        </Form>
      )}

      {step === 'check' && !asking && !intro && (
        <Form
          form={check}
          summaryLevel={stepLevel}
          summaryTitle={s.common.errorSummaryTitle}
          data-step="check"
        >
          <BinInput
            label={s.handset.binLabel}
            required
            autoComplete={autoComplete()}
            {...check.field('checkBin')}
          />
          <ServiceError message={check.serviceError} />
          <div className={styles.actions}>
            <Button type="submit" size="l" loading={check.busy} loadingLabel={s.handset.checking}>
              {s.handset.check}
            </Button>
          </div>
        </Form>
      )}

      {step === 'lead' && offer && (
        <>
          <ResultPanel
            tone={offer.eligible ? 'success' : 'info'}
            level={stepLevel}
            title={answer.title}
            name={
              answerClosed
                ? `offer-${answerClosed.state}`
                : offer.eligible
                  ? 'eligible'
                  : 'not-eligible'
            }
          >
            <p className={result.resultBody}>{answer.text}</p>
          </ResultPanel>
          <Form
            form={lead}
            summaryLevel={(stepLevel + 1) as 4 | 5}
            summaryTitle={s.common.errorSummaryTitle}
            data-step="lead"
            header={
              <>
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
              </>
            }
          >
            <LeadFields form={lead} words={s.common} siteOrigin={siteOrigin} />
            <ServiceError message={lead.serviceError} />
            <div className={styles.actions}>
              <Button type="submit" size="l" loading={lead.busy} loadingLabel={s.common.sending}>
                {s.common.submit}
              </Button>
              {!answerClosed && (
                <Button
                  variant="secondary"
                  size="l"
                  onClick={() => {
                    lead.setServiceError(null);
                    setStep('check');
                  }}
                >
                  {s.handset.checkAnother}
                </Button>
              )}
            </div>
          </Form>
        </>
      )}
    </Frame>
  );
}

/** The request's fields: company name, phone*, BIN, e-mail. */
function LeadFields({
  form,
  words,
  siteOrigin,
}: {
  form: FormApi<Lead>;
  words: Shape<typeof ruCommon>;
  siteOrigin: string | undefined;
}) {
  const optionalHint = words.fields.optional;
  const auto = useAutoComplete();
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label={words.fields.companyName}
          hint={optionalHint}
          autoComplete={auto('organization')}
          maxLength={FIELD_MAX_LENGTH.companyName}
          {...form.field('companyName')}
        />
        <PhoneInput
          label={words.fields.phone}
          accept="any"
          required
          fullWidth
          autoComplete={auto('tel')}
          {...form.field('phone')}
        />
        <BinInput
          label={words.fields.bin}
          hint={optionalHint}
          fullWidth
          autoComplete={auto()}
          {...form.field('bin')}
        />
        <TextField
          type="email"
          label={words.fields.email}
          hint={optionalHint}
          autoComplete={auto('email')}
          spellCheck={false}
          maxLength={FIELD_MAX_LENGTH.email}
          {...form.field('email')}
        />
      </div>
      <ConsentCheckbox locale={form.locale} siteOrigin={siteOrigin} {...form.checkbox('consent')} />
    </>
  );
}

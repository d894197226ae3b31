import { useId, useState } from 'react';
import type { Offer } from '../../../contract/index.ts';
import { FIELD_MAX_LENGTH } from '../../../contract/limits.ts';
import { BinInput, Link, PhoneInput, TextField } from '../../../lib/index.ts';
import {
  ConsentCheckbox,
  Form,
  FormActions,
  SuccessPanel,
  binProblem,
  consentProblem,
  e164,
  formStyles as w,
  isEmailAcceptable,
  optional,
  phoneProblem,
  useForm,
} from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { callEndpoint, useApi } from '../api/index.ts';
import { offerDay, useOfferStatus } from '../widgets/index.ts';

export interface RepriceFormProps {
  /** @default 2 */
  headingLevel?: 2 | 3;
  /**
   * The promo as the page was built (its island's props): its state is asked again of the
   * backend when the form is shown.
   */
  promo?: Offer;
}

/**
 * The reprice promo form (office internet with bonuses, §2.15), on /internet-for-office under the
 * promo band and on /internet-for-office-landing in place of the consultation: name*, phone*,
 * company BIN*, e-mail → «Заявка принята» / «Мы перезвоним в ближайшее время» with a way back
 * home. It says whether the promo's bonus still applies (its last day in words, by the backend's
 * day); after it ended the form still takes the request — a manager calls back with conditions.
 */
export function RepriceForm({ headingLevel = 2, promo }: RepriceFormProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const status = useOfferStatus(api, locale, 'office-reprice', promo);
  const titleId = useId();
  const [done, setDone] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const stepLevel = (headingLevel + 1) as 3 | 4;
  const form = useForm({
    locale,
    initial: { name: '', phone: '', bin: '', email: '', consent: false },
    validate: (v) => ({
      name: v.name.trim() === '' ? t('widgets.common.required.name') : undefined,
      // A manager calls back, nothing is texted: an office line will do as well as a mobile.
      phone: phoneProblem(v.phone, locale, true, 'any'),
      bin: binProblem(v.bin, locale),
      email: isEmailAcceptable(v.email) ? undefined : t('widgets.common.emailInvalid'),
      consent: consentProblem(v.consent, locale),
    }),
    submit: (v, { signal }) =>
      callEndpoint(
        api,
        'createRepriceRequest',
        {
          name: v.name.trim(),
          phone: e164(v.phone),
          bin: v.bin,
          email: optional(v.email),
          consent: v.consent,
        },
        { signal },
      ),
    onSuccess: () => setDone(true),
  });

  return (
    <section className={w.root} aria-labelledby={titleId} data-form="reprice">
      <div className={w.header}>
        <Heading id={titleId} className={w.title}>
          {t('widgets.officeInternet.reprice.title')}
        </Heading>
        {!done && (
          <>
            <p className={w.text}>
              {status && status.state !== 'running'
                ? t('widgets.officeInternet.reprice.descriptionWithoutPromo')
                : t('widgets.officeInternet.reprice.description')}
            </p>
            {status && (
              <p className={w.text} data-promo={status.state}>
                {t(`widgets.officeInternet.reprice.promo.${status.state}`, {
                  date: offerDay(status.endsOn, locale),
                })}
              </p>
            )}
          </>
        )}
      </div>
      {done ? (
        <SuccessPanel
          level={stepLevel}
          title={t('widgets.common.successTitle')}
          text={t('widgets.officeInternet.reprice.successText')}
        >
          <div>
            <Link appearance="button" href={localizePath('/', locale)}>
              {t('widgets.officeInternet.reprice.home')}
            </Link>
          </div>
        </SuccessPanel>
      ) : (
        <Form form={form} summaryLevel={stepLevel}>
          <div className={w.pair}>
            <TextField
              label={t('widgets.common.fields.name')}
              required
              autoComplete="name"
              maxLength={FIELD_MAX_LENGTH.name}
              {...form.field('name')}
            />
            <PhoneInput
              label={t('widgets.common.fields.phone')}
              accept="any"
              required
              fullWidth
              {...form.field('phone')}
            />
            <BinInput
              label={t('widgets.common.fields.bin')}
              required
              fullWidth
              {...form.field('bin')}
            />
            <TextField
              type="email"
              label={t('widgets.common.fields.email')}
              hint={t('widgets.common.fields.optional')}
              autoComplete="email"
              spellCheck={false}
              maxLength={FIELD_MAX_LENGTH.email}
              {...form.field('email')}
            />
          </div>
          <ConsentCheckbox locale={locale} {...form.checkbox('consent')} />
          <FormActions
            serviceError={form.serviceError}
            busy={form.busy}
            busyLabel={t('widgets.common.sending')}
            submitLabel={t('widgets.common.submit')}
          />
        </Form>
      )}
    </section>
  );
}

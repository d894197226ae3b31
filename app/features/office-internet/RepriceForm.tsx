import { useId, useState } from 'react';
import { FIELD_MAX_LENGTH } from '../../../contract/limits.ts';
import { BinInput, Link, PhoneInput, TextField } from '../../../lib/index.ts';
import {
  Form,
  FormActions,
  SuccessPanel,
  binProblem,
  e164,
  formStyles as w,
  isEmailAcceptable,
  optional,
  phoneProblem,
  useForm,
} from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { createRepriceRequest, useApi } from '../api/index.ts';

/**
 * The reprice promo form of /internet-for-office-landing (office internet with bonuses, §2.15):
 * name*, phone*, company BIN*, e-mail → «Заявка принята» / «Мы перезвоним в ближайшее время» with
 * a way back home.
 */
export function RepriceForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const titleId = useId();
  const [done, setDone] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const stepLevel = (headingLevel + 1) as 3 | 4;
  const form = useForm({
    locale,
    initial: { name: '', phone: '', bin: '', email: '' },
    validate: (v) => ({
      name: v.name.trim() === '' ? t('widgets.common.required.name') : undefined,
      phone: phoneProblem(v.phone, locale),
      bin: binProblem(v.bin, locale),
      email: isEmailAcceptable(v.email) ? undefined : t('widgets.common.emailInvalid'),
    }),
    submit: (v, { signal }) =>
      createRepriceRequest(
        api,
        { name: v.name.trim(), phone: e164(v.phone), bin: v.bin, email: optional(v.email) },
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
        {!done && <p className={w.text}>{t('widgets.officeInternet.reprice.description')}</p>}
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
              {...form.text('name')}
            />
            <PhoneInput
              label={t('widgets.common.fields.phone')}
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
              {...form.text('email')}
            />
          </div>
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

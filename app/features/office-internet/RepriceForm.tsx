import { useCallback, useId, useState, type FormEvent } from 'react';
import { FIELD_MAX_LENGTH } from '../../../contract/limits.ts';
import { BinInput, Button, Link, PhoneInput, TextField } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { createRepriceRequest, useApi } from '../api/index.ts';
import {
  binProblem,
  e164,
  isAbort,
  isEmailAcceptable,
  optional,
  phoneProblem,
  pickFieldErrors,
  readFailure,
  ServiceError,
  SubmitSummary,
  SuccessPanel,
  useFormErrors,
  widgetStyles as w,
  type FieldErrors,
} from '../widgets/index.ts';

const FIELDS = ['name', 'phone', 'bin', 'email'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * The reprice promo form of /internet-for-office-landing (office internet with bonuses, §2.15):
 * name*, phone*, company BIN*, e-mail → «Заявка принята» / «Мы перезвоним в ближайшее время» with
 * a way back home.
 */
export function RepriceForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const prefix = useId();
  const titleId = useId();
  const idOf = useCallback((field: FieldName) => `${prefix}-${field}`, [prefix]);
  const [values, setValues] = useState({ name: '', phone: '', bin: '', email: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const { errors, attempt, items, fail, reset } = useFormErrors(FIELDS, idOf);
  const set = (key: FieldName) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const Heading = `h${headingLevel}` as const;
  const stepLevel = (headingLevel + 1) as 3 | 4;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServiceError(null);
    const found: FieldErrors<FieldName> = {};
    if (values.name.trim() === '') found.name = t('widgets.common.required.name');
    const phone = phoneProblem(values.phone, locale);
    if (phone) found.phone = phone;
    const bin = binProblem(values.bin, locale);
    if (bin) found.bin = bin;
    if (!isEmailAcceptable(values.email)) found.email = t('widgets.common.emailInvalid');
    if (Object.keys(found).length > 0) {
      fail(found);
      return;
    }
    reset();
    setBusy(true);
    try {
      await createRepriceRequest(api, {
        name: values.name.trim(),
        phone: e164(values.phone),
        bin: values.bin,
        email: optional(values.email),
      });
      setDone(true);
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      const fields = pickFieldErrors(failure.fields, FIELDS);
      if (Object.keys(fields).length > 0) fail(fields);
      else setServiceError(failure.message);
    } finally {
      setBusy(false);
    }
  }

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
        <form className={w.form} onSubmit={submit} noValidate>
          <SubmitSummary
            items={items}
            attempt={attempt}
            title={t('widgets.common.errorSummaryTitle')}
            headingLevel={stepLevel}
          />
          <div className={w.pair}>
            <TextField
              id={idOf('name')}
              label={t('widgets.common.fields.name')}
              required
              autoComplete="name"
              maxLength={FIELD_MAX_LENGTH.name}
              value={values.name}
              onValueChange={set('name')}
              error={errors.name}
            />
            <PhoneInput
              id={idOf('phone')}
              label={t('widgets.common.fields.phone')}
              required
              fullWidth
              value={values.phone}
              onChange={set('phone')}
              error={errors.phone}
            />
            <BinInput
              id={idOf('bin')}
              label={t('widgets.common.fields.bin')}
              required
              fullWidth
              value={values.bin}
              onChange={set('bin')}
              error={errors.bin}
            />
            <TextField
              id={idOf('email')}
              type="email"
              label={t('widgets.common.fields.email')}
              hint={t('widgets.common.fields.optional')}
              autoComplete="email"
              spellCheck={false}
              maxLength={FIELD_MAX_LENGTH.email}
              value={values.email}
              onValueChange={set('email')}
              error={errors.email}
            />
          </div>
          <ServiceError message={serviceError} />
          <div className={w.actions}>
            <Button
              type="submit"
              size="l"
              loading={busy}
              loadingLabel={t('widgets.common.sending')}
            >
              {t('widgets.common.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

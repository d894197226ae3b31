import { useEffect, useId } from 'react';
import {
  ADDITIONAL_NUMBER_PRICE_KZT,
  type NumbersChoice,
  type Tariff,
} from '../../../contract/index.ts';
import { ownNumbersProblem, readOwnNumbers } from '../../../contract/rules/index.ts';
import { Button, Checkbox, Link, RadioGroup, TextArea, TextField } from '../../../lib/index.ts';
import {
  Form,
  StepHeading,
  formStyles as w,
  useForm,
  type FieldErrors,
} from '../../forms/index.ts';
import { useLatest } from '../../hooks/index.ts';
import { formatAmount, useLocale, useT, type Translate } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { useStartApplication } from '../auth/index.ts';
import { AdditionalNumbers } from './AdditionalNumbers.tsx';
import * as styles from './mobile.css.ts';

/**
 * What the visitor chose on a tariff's number step. Kept by the flow, per tariff, so «К тарифам»
 * and back (to the same tariff) finds everything as it was left.
 */
export type NumberChoices = {
  /** The main numbers, as typed. */
  count: string;
  /** null: no additional numbers (the «Добавить ещё номера» button shows). */
  additional: number | null;
  choice: NumbersChoice;
  /** The own numbers, as typed (one per line). */
  ownNumbers: string;
  pbx: boolean;
  roaming: boolean;
};

export const FIRST_CHOICES: NumberChoices = {
  count: '1',
  additional: null,
  choice: 'new',
  ownNumbers: '',
  pbx: true,
  roaming: false,
};

const m = 'widgets.mobileConnection';

/** The number step's rules: the count within the tariff's cap, the own numbers (shared rule). */
function checkChoices(v: NumberChoices, maxMain: number, t: Translate): FieldErrors<NumberChoices> {
  const count = parseCount(v.count);
  const found: FieldErrors<NumberChoices> = {};
  if (!Number.isInteger(count) || count < 1 || count > maxMain) {
    found.count = t(`${m}.countRange`, { max: maxMain });
  }
  if (v.choice !== 'new') {
    const { valid, invalid } = readOwnNumbers(v.ownNumbers);
    const total = (Number.isFinite(count) ? count : 0) + (v.additional ?? 0);
    const problem = ownNumbersProblem(v.choice, valid, total, invalid);
    if (problem?.kind === 'required') found.ownNumbers = t(`${m}.ownNumbersRequired`);
    if (problem?.kind === 'invalid')
      found.ownNumbers = t(`${m}.ownNumbersInvalid`, { numbers: problem.numbers.join(', ') });
    if (problem?.kind === 'duplicate')
      found.ownNumbers = t(`${m}.ownNumbersDuplicate`, { number: problem.number });
    if (problem?.kind === 'notAll') found.ownNumbers = t(`${m}.ownNumbersAll`, { count: total });
    if (problem?.kind === 'partly') found.ownNumbers = t(`${m}.ownNumbersPartly`, problem);
  }
  return found;
}

const parseCount = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/**
 * «Выберите количество номеров для подключения «{tariff}»» (§2.16): the count, additional numbers
 * (3 000 ₸ each, capped per tariff), new / own / partly own numbers, the free virtual PBX, basic
 * roaming, the total — and «Продолжить» into the cabinet application (login if needed).
 */
export function NumberStep({
  tariff,
  level,
  choices,
  onChoicesChange,
  onBack,
}: {
  tariff: Tariff;
  level: 3 | 4;
  choices: NumberChoices;
  onChoicesChange: (choices: NumberChoices) => void;
  onBack: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const start = useStartApplication();
  const prefix = useId();
  const maxMain = tariff.maxNumbers ?? 1;
  const maxExtra = tariff.maxAdditionalNumbers ?? 0;

  const form = useForm({
    locale,
    initial: choices,
    validate: (v) => checkChoices(v, maxMain, t),
    submit: async (v) => {
      const count = parseCount(v.count);
      const extra = v.additional ?? 0;
      start({
        appType: 'mobile',
        intent: {
          tariffId: tariff.id,
          ctnsAmount: count,
          additionalCtnsAmount: extra,
          numbersChoice: v.choice,
          ownNumbers: v.choice === 'new' ? undefined : readOwnNumbers(v.ownNumbers).valid,
          virtualPbx: v.pbx,
          roaming: v.roaming,
        },
        summary: {
          tariffName: tariff.name,
          monthlyPayment: totalOf(v, tariff),
          numbers: { main: count, additional: extra },
        },
      });
    },
  });
  const { values } = form;
  // The flow keeps the choices of each tariff while this step is away.
  const keep = useLatest(onChoicesChange);
  useEffect(() => keep.current(values), [keep, values]);

  const count = parseCount(values.count);
  const extra = values.additional ?? 0;
  const price = formatAmount(ADDITIONAL_NUMBER_PRICE_KZT);
  const Sub = `h${level + 1}` as 'h4' | 'h5';

  return (
    <>
      <Form
        form={form}
        summaryLevel={(level + 1) as 4 | 5}
        className={styles.flow}
        data-flow="mobile-numbers"
        header={
          <StepHeading level={level}>{t(`${m}.stepTitle`, { tariff: tariff.name })}</StepHeading>
        }
      >
        <div className={styles.numbers}>
          <TextField
            label={t(`${m}.count`)}
            hint={t(`${m}.countHint`, { max: maxMain })}
            required
            inputMode="numeric"
            autoComplete="off"
            inputClassName={styles.count}
            {...form.field('count')}
          />
          <AdditionalNumbers
            value={values.additional}
            max={maxExtra}
            onChange={(next) => form.set('additional', next)}
          />
        </div>

        <section className={styles.section} aria-labelledby={`${prefix}-s1`}>
          <Sub id={`${prefix}-s1`} className={styles.sectionTitle}>
            1. {t(`${m}.section1`)}
          </Sub>
          <RadioGroup
            id={form.idOf('choice')}
            label={t(`${m}.section1`)}
            hideLabel
            options={[
              { value: 'new', label: t(`${m}.choiceNew`) },
              { value: 'own', label: t(`${m}.choiceOwn`), hint: t(`${m}.choiceOwnHint`) },
              {
                value: 'partlyOwn',
                label: t(`${m}.choicePartly`),
                hint: t(`${m}.choicePartlyHint`),
              },
            ]}
            value={values.choice}
            onChange={(choice) => form.set('choice', choice)}
          />
          {values.choice !== 'new' && (
            <TextArea
              label={t(`${m}.ownNumbers`)}
              hint={t(`${m}.ownNumbersHint`)}
              required
              rows={4}
              {...form.field('ownNumbers')}
            />
          )}
        </section>

        <section className={styles.section} aria-labelledby={`${prefix}-s2`}>
          <Sub id={`${prefix}-s2`} className={styles.sectionTitle}>
            2. {t(`${m}.section2`)}
          </Sub>
          <Checkbox label={t(`${m}.pbx`)} {...form.checkbox('pbx')} />
          <Link href={localizePath('/virtual-ats', locale)} variant="standalone">
            {t(`${m}.pbxLink`)}
          </Link>
        </section>

        <section className={styles.section} aria-labelledby={`${prefix}-s3`}>
          <Sub id={`${prefix}-s3`} className={styles.sectionTitle}>
            3. {t(`${m}.section3`)}
          </Sub>
          <Checkbox label={t(`${m}.roaming`)} {...form.checkbox('roaming')} />
          <Link href={localizePath('/roaming', locale)} variant="standalone">
            {t(`${m}.roamingLink`)}
          </Link>
        </section>

        <div className={`${w.panel} ${styles.total}`}>
          <p className={w.text}>{t(`${m}.total`)}</p>
          <p className={styles.totalValue} aria-live="polite">
            {t(`${m}.totalValue`, { price: formatAmount(totalOf(values, tariff)) })}
          </p>
          {Number.isFinite(count) && (
            <p className={w.text}>
              {t(`${m}.totalBreakdown`, {
                count,
                price: formatAmount(tariff.monthlyPrice),
                extra,
                extraPrice: price,
              })}
            </p>
          )}
        </div>

        <div className={w.actions}>
          <Button type="submit" size="l">
            {t(`${m}.continue`)}
          </Button>
          <Button variant="secondary" size="l" onClick={onBack}>
            {t(`${m}.back`)}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The monthly payment of the choices: every main number on the tariff plus the additional ones. */
function totalOf(v: NumberChoices, tariff: Tariff): number {
  const count = parseCount(v.count);
  return (
    (Number.isFinite(count) ? count : 0) * tariff.monthlyPrice +
    (v.additional ?? 0) * ADDITIONAL_NUMBER_PRICE_KZT
  );
}

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ADDITIONAL_NUMBER_PRICE_KZT,
  type NumbersChoice,
  type Tariff,
} from '../../../contract/api.ts';
import { toKzMobileE164 } from '../../../contract/rules/phone.ts';
import {
  Alert,
  Button,
  Checkbox,
  Link,
  Loader,
  MinusIcon,
  PlusIcon,
  RadioGroup,
  TextArea,
  TextField,
} from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { useStartApplication } from '../auth/index.ts';
import {
  formatAmount,
  StepHeading,
  SubmitSummary,
  useFormErrors,
  useTariffs,
  widgetStyles as w,
  type FieldErrors,
} from '../widgets/index.ts';
import * as styles from './mobile.css.ts';

const FIELDS = ['count', 'ownNumbers'] as const;
type FieldName = (typeof FIELDS)[number];

export interface MobileConnectionFlowProps {
  /** Level of the tariff cards' headings (the page's section heading is above). @default 3 */
  headingLevel?: 3 | 4;
  /** Shows «Архив тарифов» under the cards (off where the page's tariff section has it). @default true */
  archiveLink?: boolean;
  /**
   * The tariffs the route's loader fetched at build time (`data.ts`): shown on first paint, so
   * they are in the prerendered HTML, then refreshed in the browser.
   */
  tariffs?: readonly Tariff[];
}

/**
 * What the visitor chose on a tariff's number step. Kept by the flow, per tariff, so «К тарифам»
 * and back (to the same tariff) finds everything as it was left.
 */
interface NumberChoices {
  countText: string;
  /** null: no additional numbers (the «Добавить ещё номера» button shows). */
  additional: number | null;
  choice: NumbersChoice;
  ownText: string;
  pbx: boolean;
  roaming: boolean;
}

const FIRST_CHOICES: NumberChoices = {
  countText: '1',
  additional: null,
  choice: 'new',
  ownText: '',
  pbx: true,
  roaming: false,
};

/**
 * The mobile-connection public flow (§2.16): the backend's tariffs with «Выбрать» and «Подробнее
 * о тарифе» and a link to the archive; then «Выберите количество номеров для подключения
 * «{tariff}»» — the count, additional numbers (3 000 ₸ each, capped per tariff), new / own /
 * partly own numbers, the free virtual PBX, basic roaming — and «Продолжить» into the cabinet
 * application (login if needed).
 */
export function MobileConnectionFlow({
  headingLevel = 3,
  archiveLink = true,
  tariffs,
}: MobileConnectionFlowProps) {
  const t = useT();
  const locale = useLocale();
  const { state, retry } = useTariffs('mobile', false, tariffs);
  const [chosen, setChosen] = useState<Tariff | null>(null);
  // The number step unmounts when the visitor goes back to the tariffs; its choices live here.
  const [choices, setChoices] = useState<Record<string, NumberChoices>>({});
  const cardButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusCard = useRef<string | null>(null);
  useEffect(() => {
    if (chosen || !focusCard.current) return;
    cardButtons.current.get(focusCard.current)?.focus();
    focusCard.current = null;
  }, [chosen]);
  const Heading = `h${headingLevel}` as const;
  const perMonth = (amount: number) =>
    t('widgets.common.perMonth', { price: formatAmount(amount) });

  if (chosen) {
    return (
      <NumberStep
        tariff={chosen}
        level={headingLevel}
        choices={choices[chosen.id] ?? FIRST_CHOICES}
        onChoicesChange={(update) =>
          setChoices((all) => ({ ...all, [chosen.id]: update(all[chosen.id] ?? FIRST_CHOICES) }))
        }
        onBack={() => {
          focusCard.current = chosen.id;
          setChosen(null);
        }}
      />
    );
  }

  return (
    <div className={styles.flow} data-flow="mobile-connection">
      {state.status === 'loading' && (
        <Loader layout="block" label={t('widgets.mobileConnection.loading')} />
      )}
      {state.status === 'failed' && (
        <div className={styles.flow}>
          <Alert tone="error">{state.message}</Alert>
          <div>
            <Button variant="secondary" onClick={retry}>
              {t('widgets.officeInternet.retry')}
            </Button>
          </div>
        </div>
      )}
      {state.status === 'ready' && (
        <ul className={styles.cards}>
          {state.tariffs.map((tariff) => (
            <TariffCard
              key={tariff.id}
              tariff={tariff}
              Heading={Heading}
              price={perMonth(tariff.monthlyPrice)}
              buttonRef={(button) => {
                if (button) cardButtons.current.set(tariff.id, button);
                else cardButtons.current.delete(tariff.id);
              }}
              onChoose={() => setChosen(tariff)}
            />
          ))}
        </ul>
      )}
      {archiveLink && (
        <p className={styles.archive}>
          <Link href={localizePath('/tariffs-archive', locale)} variant="standalone">
            {t('widgets.mobileConnection.archive')}
          </Link>
        </p>
      )}
    </div>
  );
}

function TariffCard({
  tariff,
  Heading,
  price,
  onChoose,
  buttonRef,
}: {
  tariff: Tariff;
  Heading: 'h3' | 'h4';
  price: string;
  onChoose: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const t = useT();
  const titleId = useId();
  const m = 'widgets.mobileConnection';
  const features = [
    tariff.dataGb === null ? t(`${m}.dataUnlimited`) : t(`${m}.data`, { gb: tariff.dataGb }),
    t(`${m}.ownCalls`),
    tariff.minutesOther !== null ? t(`${m}.minutes`, { minutes: tariff.minutesOther }) : null,
    tariff.sms !== null ? t(`${m}.sms`, { sms: tariff.sms }) : null,
    t(`${m}.pbxFree`),
  ].filter((item): item is string => item !== null);
  return (
    <li className={styles.card} data-tariff={tariff.id}>
      <Heading id={titleId} className={styles.cardTitle}>
        «{tariff.name}»
      </Heading>
      <p className={styles.price}>
        {price} <span className={styles.priceNote}>{t(`${m}.perNumber`)}</span>
      </p>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary className={styles.summary}>{t(`${m}.moreAbout`)}</summary>
        <p className={w.text}>
          {t(`${m}.maxNumbers`, {
            max: tariff.maxNumbers ?? 1,
            extra: tariff.maxAdditionalNumbers ?? 0,
          })}
          .{' '}
          {t(`${m}.additionalHint`, {
            price: formatAmount(ADDITIONAL_NUMBER_PRICE_KZT),
            max: tariff.maxAdditionalNumbers ?? 0,
          })}
          .
        </p>
      </details>
      <Button ref={buttonRef} onClick={onChoose} aria-describedby={titleId} fullWidth>
        {t(`${m}.choose`)}
      </Button>
    </li>
  );
}

/** The numbers a person typed, one per line (or separated by commas or semicolons). */
function readNumbers(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\n,;]+/)) {
    const typed = part.trim();
    if (!typed) continue;
    const e164 = toKzMobileE164(typed);
    if (e164) valid.push(e164);
    else invalid.push(typed);
  }
  return { valid, invalid };
}

function NumberStep({
  tariff,
  level,
  choices,
  onChoicesChange,
  onBack,
}: {
  tariff: Tariff;
  level: 3 | 4;
  choices: NumberChoices;
  onChoicesChange: (update: (current: NumberChoices) => NumberChoices) => void;
  onBack: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const start = useStartApplication();
  const m = 'widgets.mobileConnection';
  const prefix = useId();
  const idOf = useCallback((field: FieldName | 'choice') => `${prefix}-${field}`, [prefix]);
  const maxMain = tariff.maxNumbers ?? 1;
  const maxExtra = tariff.maxAdditionalNumbers ?? 0;

  const { countText, additional, choice, ownText, pbx, roaming } = choices;
  const change =
    <K extends keyof NumberChoices>(key: K) =>
    (value: NumberChoices[K]) =>
      onChoicesChange((current) => ({ ...current, [key]: value }));
  const setCountText = change('countText');
  const setAdditional = change('additional');
  const setChoice = change('choice');
  const setOwnText = change('ownText');
  const setPbx = change('pbx');
  const setRoaming = change('roaming');
  const { errors, attempt, items, fail, reset } = useFormErrors(FIELDS, idOf);
  const addMoreRef = useRef<HTMLButtonElement>(null);
  const stepperRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'addMore' | 'stepper' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'addMore') addMoreRef.current?.focus();
    if (target === 'stepper') stepperRef.current?.focus();
  }, [additional]);

  const count = /^\d+$/.test(countText.trim()) ? Number(countText.trim()) : NaN;
  const extra = additional ?? 0;
  const total =
    (Number.isFinite(count) ? count : 0) * tariff.monthlyPrice +
    extra * ADDITIONAL_NUMBER_PRICE_KZT;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<FieldName> = {};
    if (!Number.isInteger(count) || count < 1 || count > maxMain) {
      found.count = t(`${m}.countRange`, { max: maxMain });
    }
    let ownNumbers: string[] = [];
    if (choice !== 'new') {
      const { valid, invalid } = readNumbers(ownText);
      const all = (Number.isFinite(count) ? count : 0) + extra;
      const duplicate = valid.find((n, i) => valid.indexOf(n) !== i);
      if (valid.length === 0 && invalid.length === 0)
        found.ownNumbers = t(`${m}.ownNumbersRequired`);
      else if (invalid.length > 0) {
        found.ownNumbers = t(`${m}.ownNumbersInvalid`, { numbers: invalid.join(', ') });
      } else if (duplicate) found.ownNumbers = t(`${m}.ownNumbersDuplicate`, { number: duplicate });
      else if (choice === 'own' && valid.length !== all) {
        found.ownNumbers = t(`${m}.ownNumbersAll`, { count: all });
      } else if (choice === 'partlyOwn' && (valid.length < 1 || valid.length >= all)) {
        found.ownNumbers = t(`${m}.ownNumbersPartly`, { max: Math.max(1, all - 1) });
      }
      ownNumbers = valid;
    }
    if (Object.keys(found).length > 0) {
      fail(found);
      return;
    }
    reset();
    start({
      appType: 'mobile',
      intent: {
        tariffId: tariff.id,
        ctnsAmount: count,
        additionalCtnsAmount: extra,
        numbersChoice: choice,
        ownNumbers: choice === 'new' ? undefined : ownNumbers,
        virtualPbx: pbx,
        roaming,
      },
      summary: {
        tariffName: tariff.name,
        monthlyPayment: total,
        numbers: { main: count, additional: extra },
      },
    });
  }

  const Sub = `h${level + 1}` as 'h4' | 'h5';
  const price = formatAmount(ADDITIONAL_NUMBER_PRICE_KZT);

  return (
    <form className={styles.flow} onSubmit={submit} noValidate data-flow="mobile-numbers">
      <StepHeading level={level}>{t(`${m}.stepTitle`, { tariff: tariff.name })}</StepHeading>
      <SubmitSummary
        items={items}
        attempt={attempt}
        title={t('widgets.common.errorSummaryTitle')}
        headingLevel={(level + 1) as 4 | 5}
      />
      <div className={styles.numbers}>
        <TextField
          id={idOf('count')}
          label={t(`${m}.count`)}
          hint={t(`${m}.countHint`, { max: maxMain })}
          required
          inputMode="numeric"
          autoComplete="off"
          className={styles.count}
          value={countText}
          onValueChange={setCountText}
          error={errors.count}
        />
        {additional === null ? (
          <div>
            <Button
              ref={addMoreRef}
              variant="secondary"
              disabled={maxExtra === 0}
              onClick={() => {
                focusAfter.current = 'stepper';
                setAdditional(1);
              }}
            >
              <PlusIcon /> {t(`${m}.addMore`)}
            </Button>
          </div>
        ) : (
          <fieldset className={styles.additional}>
            <legend className={styles.legend}>{t(`${m}.additional`)}</legend>
            <p className={w.text}>{t(`${m}.additionalHint`, { price, max: maxExtra })}</p>
            <div className={styles.stepper}>
              <Button
                variant="secondary"
                size="s"
                aria-label={t(`${m}.decrease`)}
                disabled={extra <= 1}
                onClick={() => setAdditional(Math.max(1, extra - 1))}
              >
                <MinusIcon />
              </Button>
              <output className={styles.stepperValue} aria-live="polite">
                {t(`${m}.additionalCount`, { count: extra })}
              </output>
              <Button
                ref={stepperRef}
                variant="secondary"
                size="s"
                aria-label={t(`${m}.increase`)}
                disabled={extra >= maxExtra}
                onClick={() => setAdditional(Math.min(maxExtra, extra + 1))}
              >
                <PlusIcon />
              </Button>
            </div>
            {extra >= maxExtra && (
              <p className={w.text}>{t(`${m}.additionalMax`, { max: maxExtra })}</p>
            )}
            <div>
              <Button
                variant="ghost"
                size="s"
                onClick={() => {
                  focusAfter.current = 'addMore';
                  setAdditional(null);
                }}
              >
                {t(`${m}.removeAdditional`)}
              </Button>
            </div>
          </fieldset>
        )}
      </div>

      <section className={styles.section} aria-labelledby={`${prefix}-s1`}>
        <Sub id={`${prefix}-s1`} className={styles.sectionTitle}>
          1. {t(`${m}.section1`)}
        </Sub>
        <RadioGroup
          id={idOf('choice')}
          label={t(`${m}.section1`)}
          hideLabel
          options={[
            { value: 'new', label: t(`${m}.choiceNew`) },
            { value: 'own', label: t(`${m}.choiceOwn`), hint: t(`${m}.choiceOwnHint`) },
            { value: 'partlyOwn', label: t(`${m}.choicePartly`), hint: t(`${m}.choicePartlyHint`) },
          ]}
          value={choice}
          onChange={setChoice}
        />
        {choice !== 'new' && (
          <TextArea
            id={idOf('ownNumbers')}
            label={t(`${m}.ownNumbers`)}
            hint={t(`${m}.ownNumbersHint`)}
            required
            rows={4}
            value={ownText}
            onValueChange={setOwnText}
            error={errors.ownNumbers}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${prefix}-s2`}>
        <Sub id={`${prefix}-s2`} className={styles.sectionTitle}>
          2. {t(`${m}.section2`)}
        </Sub>
        <Checkbox label={t(`${m}.pbx`)} checked={pbx} onCheckedChange={setPbx} />
        <Link href={localizePath('/virtual-ats', locale)} variant="standalone">
          {t(`${m}.pbxLink`)}
        </Link>
      </section>

      <section className={styles.section} aria-labelledby={`${prefix}-s3`}>
        <Sub id={`${prefix}-s3`} className={styles.sectionTitle}>
          3. {t(`${m}.section3`)}
        </Sub>
        <Checkbox label={t(`${m}.roaming`)} checked={roaming} onCheckedChange={setRoaming} />
        <Link href={localizePath('/roaming', locale)} variant="standalone">
          {t(`${m}.roamingLink`)}
        </Link>
      </section>

      <div className={`${w.panel} ${styles.total}`}>
        <p className={w.text}>{t(`${m}.total`)}</p>
        <p className={styles.totalValue} aria-live="polite">
          {t(`${m}.totalValue`, { price: formatAmount(total) })}
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
    </form>
  );
}

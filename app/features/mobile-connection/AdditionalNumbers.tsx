import { useEffect, useRef } from 'react';
import { ADDITIONAL_NUMBER_PRICE_KZT } from '../../../contract/index.ts';
import { Button, MinusIcon, PlusIcon } from '../../../lib/index.ts';
import { formStyles as w } from '../../forms/index.ts';
import { formatAmount, useT } from '../../i18n/index.ts';
import * as styles from './mobile.css.ts';

const m = 'widgets.mobileConnection';

/** «Добавить ещё номера», then a − / + stepper up to the tariff's cap, and «Убрать». */
export function AdditionalNumbers({
  value,
  max,
  onChange,
}: {
  value: number | null;
  max: number;
  onChange: (value: number | null) => void;
}) {
  const t = useT();
  const addMoreRef = useRef<HTMLButtonElement>(null);
  const stepperRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'addMore' | 'stepper' | null>(null);
  // The control that was pressed is replaced: focus goes to the one that takes its place.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'addMore') addMoreRef.current?.focus();
    if (target === 'stepper') stepperRef.current?.focus();
  }, [value]);
  const price = formatAmount(ADDITIONAL_NUMBER_PRICE_KZT);

  if (value === null) {
    return (
      <div>
        <Button
          ref={addMoreRef}
          variant="secondary"
          disabled={max === 0}
          onClick={() => {
            focusAfter.current = 'stepper';
            onChange(1);
          }}
        >
          <PlusIcon /> {t(`${m}.addMore`)}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className={styles.additional}>
      <legend className={styles.legend}>{t(`${m}.additional`)}</legend>
      <p className={w.text}>{t(`${m}.additionalHint`, { price, max })}</p>
      <div className={styles.stepper}>
        <Button
          variant="secondary"
          size="s"
          aria-label={t(`${m}.decrease`)}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <MinusIcon />
        </Button>
        <output className={styles.stepperValue} aria-live="polite">
          {t(`${m}.additionalCount`, { count: value })}
        </output>
        <Button
          ref={stepperRef}
          variant="secondary"
          size="s"
          aria-label={t(`${m}.increase`)}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <PlusIcon />
        </Button>
      </div>
      {value >= max && <p className={w.text}>{t(`${m}.additionalMax`, { max })}</p>}
      <div>
        <Button
          variant="ghost"
          size="s"
          onClick={() => {
            focusAfter.current = 'addMore';
            onChange(null);
          }}
        >
          {t(`${m}.removeAdditional`)}
        </Button>
      </div>
    </fieldset>
  );
}

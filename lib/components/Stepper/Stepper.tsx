import type { ReactNode } from 'react';
import { formatMessage, useKitMessages } from '../../i18n/index.ts';
import { CheckIcon } from '../../icons/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { stepperMessages } from './intl.ts';
import * as styles from './Stepper.css.ts';

export type StepState = 'complete' | 'current' | 'upcoming';

export interface StepperProps {
  /** The steps' names, in order («Данные компании», «Подписание документов», …). */
  steps: readonly ReactNode[];
  /**
   * The current step, counted from 1. Steps before it are complete, steps after it upcoming; a
   * number past the last step marks every step complete.
   */
  currentStep: number;
  /**
   * `horizontal` shows every step with its number and name; `compact` (phones) shows a bar per
   * step with «Шаг 2 из 4: …» above it. Both keep the same ordered list for screen readers.
   * @default 'horizontal'
   */
  layout?: 'horizontal' | 'compact';
  /** The list's accessible name. @default "Этапы заявки" / "Өтінім кезеңдері" */
  label?: string;
  className?: string;
}

/**
 * Wizard progress: an ordered list in which the current step has `aria-current="step"` and is
 * read as «Шаг 2 из 4: Подписание документов»; finished steps are read as «Выполнено: …».
 */
export function Stepper({
  steps,
  currentStep,
  layout = 'horizontal',
  label,
  className,
}: StepperProps) {
  const messages = useKitMessages(stepperMessages);
  const total = steps.length;
  const stateOf = (index: number): StepState =>
    index + 1 < currentStep ? 'complete' : index + 1 === currentStep ? 'current' : 'upcoming';
  const currentText = (index: number) =>
    formatMessage(messages.current, { current: index + 1, total });
  const compact = layout === 'compact';
  const currentIndex = currentStep - 1;

  return (
    <div className={className}>
      {compact && currentIndex >= 0 && currentIndex < total && (
        // the list below says the same to screen readers
        <p className={styles.caption} aria-hidden="true">
          <span className={styles.captionStep}>{currentText(currentIndex)}</span>{' '}
          {steps[currentIndex]}
        </p>
      )}
      <ol className={styles.list} data-layout={layout} aria-label={label ?? messages.label}>
        {steps.map((step, index) => {
          const state = stateOf(index);
          return (
            <li
              // steps are a fixed sequence; their position is their identity
              key={index}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'complete' ? <CheckIcon strokeWidth={3} /> : index + 1}
              </span>
              <span className={compact ? visuallyHidden : styles.label}>
                {state !== 'upcoming' && (
                  <>
                    <span className={visuallyHidden}>
                      {state === 'current' ? currentText(index) : messages.complete}
                    </span>{' '}
                  </>
                )}
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../../../lib/components/Button/Button.tsx';
import type { address } from '../../../../locales/ru/widgets.ts';
import type { Shape } from '../../../../locales/types.ts';
import { formStyles as styles, type HeadingLevel } from '../../../forms/index.ts';
import { fill } from '../../../i18n/format.ts';
import { ResultPanel } from '../core/Frame.tsx';
import * as result from '../core/result.css.ts';
import type { AddressCheckResult } from './check.ts';

const TONE = { covered: 'success', notCovered: 'warning', manual: 'info' } as const;

/**
 * The answer of the address check — in coverage (from how many days, by which line), not in
 * coverage, or checked later by a manager — with the host's next step and «Изменить адрес».
 */
export function AddressResult({
  answer,
  words: a,
  level,
  nextStep,
  onChange,
}: {
  answer: AddressCheckResult;
  words: Shape<typeof address>;
  level: HeadingLevel;
  nextStep?: ReactNode;
  onChange: () => void;
}) {
  const title = {
    covered: a.result.coveredTitle,
    notCovered: a.result.notCoveredTitle,
    manual: a.result.manualTitle,
  }[answer.outcome];
  return (
    <div className={styles.form} data-step="result">
      <ResultPanel tone={TONE[answer.outcome]} level={level} title={title} name={answer.outcome}>
        <p className={result.resultBody}>
          <strong>{answer.text}</strong>
        </p>
        {answer.outcome === 'covered' && (
          <p className={result.resultBody}>
            {answer.connectionBusinessDays !== null &&
              fill(a.result.coveredText, { days: answer.connectionBusinessDays })}{' '}
            {answer.technology && a.result[answer.technology]}
          </p>
        )}
        {answer.outcome === 'notCovered' && (
          <p className={result.resultBody}>{a.result.notCoveredText}</p>
        )}
        {answer.outcome === 'manual' && <p className={result.resultBody}>{a.result.manualText}</p>}
      </ResultPanel>
      <div className={styles.actions}>
        {nextStep}
        <Button variant="secondary" onClick={onChange}>
          {a.result.change}
        </Button>
      </div>
    </div>
  );
}

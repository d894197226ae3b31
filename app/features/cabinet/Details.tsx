import { Fragment, type ReactNode } from 'react';
import { formStyles as w } from '../../forms/index.ts';
import { keepTogether, useT } from '../../i18n/index.ts';
import * as styles from './cabinet.css.ts';

/** One label / value pair; an empty value reads «Не указано» (§8). */
export interface DetailRow {
  label: string;
  value: ReactNode | null | undefined;
}

const isEmpty = (value: ReactNode | null | undefined) =>
  value === null || value === undefined || value === '';

/**
 * A list of label / value pairs, each missing value shown as «Не указано», in the one label column
 * every such list shares (`formStyles.details`). A text value keeps its numbers and units whole.
 */
export function Details({ rows, className }: { rows: readonly DetailRow[]; className?: string }) {
  const t = useT();
  return (
    <dl className={className ? `${w.details} ${className}` : w.details}>
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt className={w.term}>{row.label}</dt>
          <dd className={isEmpty(row.value) ? `${w.definition} ${styles.unset}` : w.definition}>
            {isEmpty(row.value)
              ? t('cabinet.profile.notSpecified')
              : typeof row.value === 'string'
                ? keepTogether(row.value)
                : row.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

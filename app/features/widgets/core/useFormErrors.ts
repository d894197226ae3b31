import { useCallback, useMemo, useState } from 'react';
import type { ErrorSummaryItem } from '../../../../lib/components/ErrorSummary/ErrorSummary.tsx';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The errors of one form: per field (inline and in the summary, the same words), plus the count
 * of failed submits that moves focus to the summary. Errors stay until the next submit (GOV.UK);
 * what the user typed is never touched.
 */
export function useFormErrors<F extends string>(order: readonly F[], idOf: (field: F) => string) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [attempt, setAttempt] = useState(0);

  /** Shows these errors (replacing the previous ones) and focuses the summary. */
  const fail = useCallback((next: FieldErrors<F>) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  }, []);
  const reset = useCallback(() => setErrors({}), []);

  const items = useMemo<ErrorSummaryItem[]>(
    () =>
      order
        .filter((field) => errors[field])
        .map((field) => ({ fieldId: idOf(field), message: errors[field] as string })),
    [errors, order, idOf],
  );
  return { errors, attempt, items, fail, reset };
}

/** Picks the server's field errors that belong to this form's fields (others are dropped). */
export function pickFieldErrors<F extends string>(
  all: Record<string, string>,
  fields: readonly F[],
): FieldErrors<F> {
  const picked: FieldErrors<F> = {};
  for (const field of fields) if (all[field]) picked[field] = all[field];
  return picked;
}

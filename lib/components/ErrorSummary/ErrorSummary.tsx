import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useKitMessages } from '../../i18n/index.ts';
import type { HeadingLevel } from '../Accordion/Accordion.tsx';
import { errorSummaryMessages } from './intl.ts';
import * as styles from './ErrorSummary.css.ts';

export interface ErrorSummaryItem {
  /** The id of the field in error (`Field`'s `id`; for a group, its first input). */
  fieldId: string;
  /** The same words as the field's inline error. */
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** The form's errors, in the order of the fields. Nothing renders while empty. */
  errors: readonly ErrorSummaryItem[];
  /** @default "Исправьте ошибки" / "Қателерді түзетіңіз" */
  title?: ReactNode;
  /** A sentence under the title, if the form needs one. */
  description?: ReactNode;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * Moves focus to the summary when errors appear (the form was just submitted), so screen-reader
   * users hear it at once. To refocus after another failed submit, call `focus()` on its ref.
   * @default true
   */
  focusOnShow?: boolean;
  className?: string;
}

/** The handle on an ErrorSummary's ref. */
export interface ErrorSummaryHandle {
  /** Focuses the summary (the browser scrolls it into view). */
  focus: () => void;
}

/** The label or legend of a field, which GOV.UK scrolls into view so the question is visible. */
function questionOf(field: HTMLElement, root: Document | ShadowRoot): HTMLElement | null {
  const fieldset = field.closest('fieldset');
  const legend = fieldset?.querySelector(':scope > legend');
  if (legend instanceof HTMLElement) {
    // only when the legend is near the field (GOV.UK: within a screenful)
    const legendTop = legend.getBoundingClientRect().top;
    const fieldTop = field.getBoundingClientRect().top;
    if (fieldTop - legendTop < window.innerHeight) return legend;
  }
  const label = Array.from(root.querySelectorAll('label')).find((l) => l.htmlFor === field.id);
  return label ?? field.closest('label');
}

/**
 * GOV.UK's error summary: a heading and one link per error at the top of a failed form. It takes
 * focus when shown; each link moves focus to its field and scrolls the field's label into view.
 * Keep each field's inline error (Field `error`) in the same words.
 */
export const ErrorSummary = forwardRef<ErrorSummaryHandle, ErrorSummaryProps>(function ErrorSummary(
  { errors, title, description, headingLevel = 2, focusOnShow = true, className },
  ref,
) {
  const messages = useKitMessages(errorSummaryMessages);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const shown = errors.length > 0;

  useImperativeHandle(ref, () => ({
    focus: () => rootRef.current?.focus(),
  }));

  // focus when the summary appears, not on every re-render while the user fixes fields
  useEffect(() => {
    // the browser scrolls a focused element into view
    if (shown && focusOnShow) rootRef.current?.focus();
  }, [shown, focusOnShow]);

  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const root = rootRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const field = root?.getElementById(fieldId);
    if (!root || !(field instanceof HTMLElement)) return; // let the browser follow the #hash
    event.preventDefault();
    const question = questionOf(field, root);
    (question ?? field).scrollIntoView?.({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  if (!shown) return null;
  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <Heading id={titleId} className={styles.title}>
        {title ?? messages.title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => goToField(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

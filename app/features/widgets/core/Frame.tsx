import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Locale } from '../../../../contract/locale.ts';
import { Alert } from '../../../../lib/components/Alert/Alert.tsx';
import {
  ErrorSummary,
  type ErrorSummaryHandle,
  type ErrorSummaryItem,
} from '../../../../lib/components/ErrorSummary/ErrorSummary.tsx';
import { KitProvider, useKitContext } from '../../../../lib/i18n/KitProvider.tsx';
import { InfoIcon, SuccessIcon, WarningIcon } from '../../../../lib/icons/icons.tsx';
import { useLatest } from './useLatest.ts';
import * as styles from './widget.css.ts';

export interface FrameProps {
  locale: Locale;
  /** The widget's title; it names the region. */
  title: ReactNode;
  description?: ReactNode;
  headingLevel: 2 | 3 | 4;
  className?: string;
  /** `data-widget` on the root, for hosts and tests. */
  name: string;
  /** Focus the title on mount (see `WidgetBaseProps.focusOnMount`). */
  focusOnMount?: boolean;
  /** A host heading names the region instead of the widget's own title. */
  labelledBy?: string;
  children: ReactNode;
}

/**
 * The root of a widget: a labelled region in the widget's language, with the kit's words in that
 * language too. A router the host page gave the kit (the site's) is kept, so kit links navigate
 * in place.
 */
export function Frame({
  locale,
  title,
  description,
  headingLevel,
  className,
  name,
  focusOnMount = false,
  labelledBy,
  children,
}: FrameProps) {
  const { navigate } = useKitContext();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The title is where a replaced step leaves the reader.
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);
  const Heading = `h${headingLevel}` as const;
  return (
    <KitProvider locale={locale} navigate={navigate}>
      <section
        lang={locale}
        aria-labelledby={labelledBy ?? titleId}
        data-widget={name}
        className={className ? `${styles.root} ${className}` : styles.root}
      >
        {!labelledBy && (
          <div className={styles.header}>
            <Heading id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
              {title}
            </Heading>
            {description && <p className={styles.text}>{description}</p>}
          </div>
        )}
        {children}
      </section>
    </KitProvider>
  );
}

/** The heading of a step (one level under the widget's), focused when the step appears. */
export function StepHeading({
  level,
  children,
  focusOnMount = true,
  id,
}: {
  level: 2 | 3 | 4 | 5;
  children: ReactNode;
  focusOnMount?: boolean;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new step replaced the one the user was on: start reading there (GOV.UK moves focus to
    // the heading of what changed rather than leaving it on a button that no longer exists).
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const Heading = `h${level}` as const;
  return (
    <Heading ref={ref} id={id} tabIndex={-1} className={styles.subtitle}>
      {children}
    </Heading>
  );
}

export interface SubmitSummaryProps {
  /** Errors in the order of the fields; nothing renders while empty. */
  items: readonly ErrorSummaryItem[];
  /** Bumped on every failed submit: the summary takes focus again each time. */
  attempt: number;
  title: string;
  headingLevel: 2 | 3 | 4 | 5;
}

/** GOV.UK's error summary at the top of a failed form, focused after every failed submit. */
export function SubmitSummary({ items, attempt, title, headingLevel }: SubmitSummaryProps) {
  const ref = useRef<ErrorSummaryHandle>(null);
  const shown = items.length > 0;
  const shownNow = useLatest(shown);
  // Only a new attempt moves focus; fixing fields one by one must not pull it back.
  useEffect(() => {
    if (attempt > 0 && shownNow.current) ref.current?.focus();
  }, [attempt, shownNow]);
  return (
    <ErrorSummary
      ref={ref}
      errors={items}
      title={title}
      headingLevel={headingLevel}
      focusOnShow={false}
    />
  );
}

/**
 * A failure that is not about one field («Ошибка сервиса», «Попробуйте позже», a lock): announced
 * at once (role="alert") where the form's button is.
 */
export function ServiceError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}

/** The inline success screen (the embed's; the site usually navigates instead). */
export function SuccessPanel({
  title,
  text,
  level,
  children,
}: {
  title: string;
  text: string;
  level: 2 | 3 | 4 | 5;
  children?: ReactNode;
}) {
  return (
    <div className={styles.panel} data-step="success">
      <StepHeading level={level}>{title}</StepHeading>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}

const RESULT_ICONS = { success: SuccessIcon, info: InfoIcon, warning: WarningIcon };

/**
 * The answer of a check, focused when it appears (its heading), so a screen reader reads the
 * answer first. The tone is shown by colour and icon and said by the words.
 */
export function ResultPanel({
  tone,
  level,
  title,
  name,
  children,
}: {
  tone: 'success' | 'info' | 'warning';
  level: 2 | 3 | 4 | 5;
  title: string;
  /** `data-result` on the panel, for hosts and tests. */
  name: string;
  children?: ReactNode;
}) {
  const Icon = RESULT_ICONS[tone];
  return (
    <div className={styles.result} data-tone={tone} data-result={name}>
      <span className={styles.resultIcon} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles.resultText}>
        <StepHeading level={level}>{title}</StepHeading>
        {children}
      </div>
    </div>
  );
}

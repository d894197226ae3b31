import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import type { Locale } from '../../contract/locale.ts';
// Deep imports, not the kit's barrel: the embed widgets use this layer and must carry only the
// components they show (the barrel would bring every component's styles).
import { Alert } from '../../lib/components/Alert/Alert.tsx';
import {
  ErrorSummary,
  type ErrorSummaryHandle,
  type ErrorSummaryItem,
} from '../../lib/components/ErrorSummary/ErrorSummary.tsx';
import { Button } from '../../lib/components/Button/Button.tsx';
import { connection as kkConnection } from '../../locales/kk/forms.ts';
import { connection as ruConnection } from '../../locales/ru/forms.ts';
import { useFormSettings } from './connection.ts';
import type { FormApi, FormValues } from './useForm.ts';
import { useLatest } from '../hooks/index.ts';
import * as layout from './layout.css.ts';

const CONNECTION_WORDS = { ru: ruConnection, kk: kkConnection };

/** What the form around a `ServiceError` says about its call (see `FormStatusProvider`). */
export interface FormStatus {
  /** The call waits for the connection (`FormApi.waitingForConnection`). */
  waitingForConnection: boolean;
  /** Sends it again now. */
  retry: () => void;
  locale: Locale;
}

const FormStatusContext = createContext<FormStatus | null>(null);

/** Tells the `ServiceError` inside a form (or a step with its own `<form>`) how the call stands. */
export const FormStatusProvider = FormStatusContext.Provider;

export type HeadingLevel = 2 | 3 | 4 | 5;

export interface FormProps<V extends FormValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: FormApi<V>;
  /** Level of the error summary's heading: one under the screen's heading. */
  summaryLevel: HeadingLevel;
  /** The summary's title. @default the kit's «Исправьте ошибки» / «Қателерді түзетіңіз» */
  summaryTitle?: string;
  /** What comes before the summary (a step heading, an intro). */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * A form of the app: `<form noValidate>` (the browser's own bubbles would pre-empt GOV.UK's
 * messages), the error summary at the top, the fields, and the submit lifecycle of `useForm`.
 */
export function Form<V extends FormValues>({
  form,
  summaryLevel,
  summaryTitle,
  header,
  children,
  className,
  ...rest
}: FormProps<V>) {
  // Taken apart first: a member passed to `ref` would make the linter treat all of `form` as a ref.
  const { attachForm, handleSubmit, summary, waitingForConnection, retry, locale } = form;
  const { sharedDevice } = useFormSettings();
  const status = useMemo(
    () => ({ waitingForConnection, retry, locale }),
    [waitingForConnection, retry, locale],
  );
  return (
    <form
      // On a shared screen the browser neither offers nor keeps what the last visitor typed.
      autoComplete={sharedDevice ? 'off' : undefined}
      {...rest}
      ref={attachForm}
      className={className ?? layout.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
    >
      {header}
      <SubmitSummary {...summary} title={summaryTitle} headingLevel={summaryLevel} />
      <FormStatusProvider value={status}>{children}</FormStatusProvider>
    </form>
  );
}

export interface SubmitSummaryProps {
  /** Errors in the order of the fields; nothing renders while empty. */
  items: readonly ErrorSummaryItem[];
  /** Bumped on every failed submit: the summary takes focus again each time. */
  attempt: number;
  title?: string;
  headingLevel: HeadingLevel;
}

/** GOV.UK's error summary at the top of a failed form, focused after every failed submit. */
export function SubmitSummary({ items, attempt, title, headingLevel }: SubmitSummaryProps) {
  const ref = useRef<ErrorSummaryHandle>(null);
  const shown = items.length > 0;
  // Only a new attempt moves focus; fixing fields one by one must not pull it back. The summary
  // renders in the same commit as the attempt, so the effect finds it there.
  const shownNow = useLatest(shown);
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
 * at once (role="alert") where the form's button is. In a form whose call waits for the
 * connection it says so instead, with «Повторить».
 */
export function ServiceError({ message }: { message: string | null | undefined }) {
  const status = useContext(FormStatusContext);
  if (status?.waitingForConnection) {
    return <ConnectionLost locale={status.locale} onRetry={status.retry} />;
  }
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}

export interface FormActionsProps {
  /** The form's `serviceError`. */
  serviceError: string | null | undefined;
  /** The form's `busy`: the button shows it is sending, and what it is doing. */
  busy: boolean;
  busyLabel: string;
  /** The submit button's words. */
  submitLabel: ReactNode;
  /** Further buttons beside it (a «Отмена»). */
  children?: ReactNode;
}

/**
 * A form's foot: the failure that is about no one field, then the submit button, large, busy
 * while the form sends.
 */
export function FormActions({
  serviceError,
  busy,
  busyLabel,
  submitLabel,
  children,
}: FormActionsProps) {
  return (
    <>
      <ServiceError message={serviceError} />
      <div className={layout.actions}>
        <Button type="submit" size="l" loading={busy} loadingLabel={busyLabel}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  );
}

/** «Нет связи с сервером»: what was typed is kept and goes when the connection is back. */
function ConnectionLost({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  const words = CONNECTION_WORDS[locale];
  return (
    <Alert tone="warning" title={words.title}>
      <span>{words.text}</span>
      <span className={layout.connectionRetry}>
        <Button variant="secondary" onClick={onRetry}>
          {words.retry}
        </Button>
      </span>
    </Alert>
  );
}

/** The heading of a step, focused when the step appears (unless told otherwise). */
export function StepHeading({
  level,
  children,
  focusOnMount = true,
  id,
  className,
}: {
  level: HeadingLevel;
  children: ReactNode;
  focusOnMount?: boolean;
  id?: string;
  className?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // A layout effect: focus lands in the commit that shows the step, before the next paint or
  // keystroke, not a task later when a passive effect would run.
  useLayoutEffect(() => {
    // A new step replaced the one the user was on: start reading there (GOV.UK moves focus to
    // the heading of what changed rather than leaving it on a button that no longer exists).
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const Heading = `h${level}` as const;
  return (
    <Heading ref={ref} id={id} tabIndex={-1} className={className ?? layout.subtitle}>
      {children}
    </Heading>
  );
}

/** The inline success screen of a form that stays on its page. */
export function SuccessPanel({
  title,
  text,
  level,
  children,
}: {
  title: string;
  text: string;
  level: HeadingLevel;
  children?: ReactNode;
}) {
  return (
    <div className={layout.panel} data-step="success">
      <StepHeading level={level}>{title}</StepHeading>
      <p className={layout.text}>{text}</p>
      {children}
    </div>
  );
}

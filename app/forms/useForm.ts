import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type RefCallback,
  type SetStateAction,
} from 'react';
import type { Locale } from '../../contract/locale.ts';
import type { ErrorSummaryItem } from '../../lib/index.ts';
import { useConnectionHold } from './connection.ts';
import { isAbort, readFailure, type Failure } from './failure.ts';
import { useAbortScope, useLatest } from '../hooks/index.ts';

/** A form's values: a flat record, one entry per field. */
export type FormValues = Record<string, unknown>;
/** A field's name. */
export type FieldName<V extends FormValues> = keyof V & string;
/** Names of the fields whose value is a `T`. */
export type FieldsOf<V extends FormValues, T> = {
  [K in FieldName<V>]: V[K] extends T ? K : never;
}[FieldName<V>];
/** Messages by field; a field without one is fine. */
export type FieldErrors<V extends FormValues> = Partial<Record<FieldName<V>, string>>;

export interface UseFormOptions<V extends FormValues, R> {
  /** The language of the messages read from a failed call. */
  locale: Locale;
  /** The values the form starts with. */
  initial: V | (() => V);
  /**
   * The form's rules, checked on submit only (GOV.UK): a message per field that breaks one.
   * The server checks the same rules again; its field errors land at the same fields.
   */
  validate?: (values: V) => FieldErrors<V>;
  /**
   * The call. Throw to fail: an API error is read (`readFailure`), its field errors go to the
   * fields they name, anything else is the service error; `FieldsRejected` is a check of the
   * screen's own. The signal is aborted when the form unmounts.
   */
  submit: (values: V, context: { signal: AbortSignal }) => Promise<R>;
  /** After the call succeeded (not after an aborted one). */
  onSuccess?: (result: R, values: V) => void;
  /**
   * A failed call, before it is shown: return `true` when the screen handled it itself (a gate, a
   * limit dialog). Also the place to report it (widget events).
   */
  onFailure?: (failure: Failure, values: V) => boolean | void;
  /** Request field paths that name a form field differently: `{ 'address.street': 'street' }`. */
  serverFields?: Readonly<Record<string, FieldName<V>>>;
  /** Field order of the error summary (page order). @default the order of `initial`'s keys */
  order?: readonly FieldName<V>[];
  /**
   * Where a failed submit leaves focus: the error summary (GOV.UK, every form with more than one
   * question), or the first field in error (a one-question step with no summary of its own).
   * @default 'summary'
   */
  errorFocus?: 'summary' | 'field';
}

/** What a value control takes: `<PhoneInput {...form.field('phone')} label=… />`. */
export interface FieldProps<T> {
  id: string;
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
}

/** What `Checkbox` takes. */
export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error: string | undefined;
}

export interface FormApi<V extends FormValues> {
  values: V;
  /** Sets one field's value. Errors stay until the next submit (GOV.UK). */
  set: <K extends FieldName<V>>(name: K, value: V[K]) => void;
  /** Sets several values at once. */
  update: (next: SetStateAction<V>) => void;
  errors: FieldErrors<V>;
  /** The call is in flight: the submit button shows its loader; a second submit is ignored. */
  busy: boolean;
  /** A failure not about one field («Ошибка сервиса», «Попробуйте позже»), or null. */
  serviceError: string | null;
  /**
   * The call found no connection and waits for it (only where the screen holds such calls, see
   * `FormSettings.connection`): it is sent again by itself when the connection returns, or by
   * `retry`. What was typed stays.
   */
  waitingForConnection: boolean;
  /** Sends the form again now (the «Повторить» of a form waiting for the connection). */
  retry: () => void;
  /** The language of the form's messages. */
  locale: Locale;
  setServiceError: (message: string | null) => void;
  /** What `SubmitSummary` takes: the errors in page order and the failed-attempt count. */
  summary: { items: readonly ErrorSummaryItem[]; attempt: number };
  /** The id of a field's control (error-summary links and focus target). */
  idOf: (name: FieldName<V>) => string;
  /**
   * What a value control takes (every kit field: `onChange(value)`), by the field's name. A text
   * field's name gives `FieldProps<string>` even where the form's values are generic.
   */
  field: {
    (name: FieldsOf<V, string>): FieldProps<string>;
    <K extends FieldName<V>>(name: K): FieldProps<V[K]>;
  };
  checkbox: (name: FieldsOf<V, boolean>) => CheckboxFieldProps;
  /** The `<form>`'s submit handler: the whole lifecycle. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** Shows these errors as a failed submit does (summary focused), e.g. from a later step. */
  fail: (errors: FieldErrors<V>) => void;
  /** Clears the errors and the service error (leaving a step, a fresh start). */
  clearErrors: () => void;
  /** Moves focus to a field's control. */
  focus: (name: FieldName<V>) => void;
  /** Attaches the `<form>` element (`<Form>` does it), so focus finds fields inside a shadow root. */
  attachForm: RefCallback<HTMLFormElement>;
}

const hasErrors = (errors: Record<string, unknown>) =>
  Object.values(errors).some((message) => message !== undefined && message !== '');

/**
 * The app's one way to run a form (GOV.UK behaviour): values, checks on submit only, errors that
 * stay until the next submit, the summary focused after every failed attempt, the server's field
 * errors at their fields, a service error for the rest, a busy flag that ignores a second
 * submit, and the call aborted when the form unmounts. Nothing typed is ever cleared.
 *
 *   const form = useForm({ locale, initial: { phone: '' }, validate, submit, onSuccess });
 *   <Form form={form} summaryTitle=…><PhoneInput {...form.field('phone')} label=… /></Form>
 */
export function useForm<V extends FormValues, R = unknown>(
  options: UseFormOptions<V, R>,
): FormApi<V> {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const prefix = useId();
  const formElement = useRef<HTMLFormElement | null>(null);
  const attachForm = useCallback((element: HTMLFormElement | null) => {
    formElement.current = element;
  }, []);
  const scope = useAbortScope();
  // The options and values as of the latest render, for the handlers below (stable identities).
  const latest = useLatest({ options, values });
  const running = useRef(false);
  const { waiting: waitingForConnection, hold, clear: clearHold } = useConnectionHold();
  // The submit as a held call runs it again (it is defined below, and calls itself).
  const again = useRef<() => void>(() => {});
  // The field set is fixed by `initial`; page order unless the form says otherwise.
  const [initialOrder] = useState(() => Object.keys(values) as FieldName<V>[]);
  const order = options.order ?? initialOrder;
  const idOf = useCallback((name: FieldName<V>) => `${prefix}-${name}`, [prefix]);

  const fail = useCallback((next: FieldErrors<V>) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  }, []);
  const clearErrors = useCallback(() => {
    setErrors({});
    setServiceError(null);
  }, []);

  const set = useCallback(<K extends FieldName<V>>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const focus = useCallback(
    (name: FieldName<V>) => {
      const id = idOf(name);
      // Inside the embed's shadow root `document.getElementById` cannot see the field.
      const root = formElement.current;
      const element = root?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
      (element ?? document.getElementById(id))?.focus();
    },
    [idOf],
  );

  // A form without a summary: the first field in error takes focus after each failed attempt,
  // once the render has tied its message to it (so it is read with it).
  const errorsNow = useLatest(errors);
  useEffect(() => {
    if (attempt === 0 || latest.current.options.errorFocus !== 'field') return;
    const fields = latest.current.options.order ?? initialOrder;
    const first = fields.find((name) => errorsNow.current[name]);
    if (first) focus(first);
  }, [attempt, errorsNow, focus, latest, initialOrder]);

  const show = useCallback(
    (failure: Failure, current: V) => {
      const { serverFields } = latest.current.options;
      const found: FieldErrors<V> = {};
      for (const [path, message] of Object.entries(failure.fields)) {
        const name = serverFields?.[path] ?? (path in current ? (path as FieldName<V>) : null);
        if (name && !found[name]) found[name] = message;
      }
      if (hasErrors(found)) {
        setServiceError(null);
        fail(found);
      } else {
        setServiceError(failure.message);
      }
    },
    [fail, latest],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (running.current) return;
      const { options: opts, values: current } = latest.current;
      clearHold();
      setServiceError(null);
      const found = opts.validate?.(current) ?? {};
      if (hasErrors(found)) {
        fail(found);
        return;
      }
      setErrors({});
      running.current = true;
      setBusy(true);
      const signal = scope.signal();
      try {
        const result = await opts.submit(current, { signal });
        if (signal.aborted) return;
        latest.current.options.onSuccess?.(result, current);
      } catch (error) {
        if (signal.aborted || isAbort(error)) return;
        // No connection, on a screen that waits for it: nothing failed yet, nothing to show but that.
        if (hold(error, () => again.current())) return;
        const failure = readFailure(error, latest.current.options.locale);
        if (latest.current.options.onFailure?.(failure, current) === true) return;
        show(failure, current);
      } finally {
        running.current = false;
        if (!signal.aborted) setBusy(false);
      }
    },
    [clearHold, fail, hold, latest, scope, show],
  );
  useEffect(() => {
    again.current = () => void handleSubmit();
  }, [handleSubmit]);
  const retry = useCallback(() => void handleSubmit(), [handleSubmit]);

  const items = useMemo<ErrorSummaryItem[]>(
    () =>
      order
        .filter((name) => errors[name])
        .map((name) => ({ fieldId: idOf(name), message: errors[name] as string })),
    [errors, order, idOf],
  );

  const field = (<K extends FieldName<V>>(name: K): FieldProps<V[K]> => ({
    id: idOf(name),
    value: values[name],
    onChange: (value: V[K]) => set(name, value),
    error: errors[name],
  })) as FormApi<V>['field'];
  const checkbox = (name: FieldsOf<V, boolean>): CheckboxFieldProps => ({
    id: idOf(name),
    checked: values[name] as boolean,
    onCheckedChange: (checked: boolean) => set(name, checked as V[typeof name]),
    error: errors[name],
  });

  return {
    values,
    set,
    update: setValues,
    errors,
    busy,
    serviceError,
    setServiceError,
    waitingForConnection,
    retry,
    locale: options.locale,
    summary: { items, attempt },
    idOf,
    field,
    checkbox,
    handleSubmit,
    fail,
    clearErrors,
    focus,
    attachForm,
  };
}

import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useComboBox, useListBox, useOption, type AriaListBoxOptions } from 'react-aria';
import { Item, useComboBoxState, type ComboBoxState } from 'react-stately';
import { Field } from '../../../../lib/components/Field/Field.tsx';
import { useKitLocale } from '../../../../lib/i18n/KitProvider.tsx';
import { ReactAriaLocale } from '../../../../lib/i18n/reactAria/ReactAriaLocale.tsx';
import { controlBase, controlSize } from '../../../../lib/styles/control.css.ts';
import { useLightQuery } from '../../../data/light.ts';
import { isAbort } from '../../../forms/index.ts';
import { useLatest } from '../../../hooks/index.ts';
import * as styles from './AddressCheckWidget.css.ts';
import type { AddressComboboxProps, ComboboxOption } from './AddressCombobox.tsx';

/** How long typing must pause before the directory is asked. */
const SEARCH_DELAY_MS = 200;

/**
 * A search-by-name field over a backend directory (city, street, house), on react-aria's combobox
 * (WAI-ARIA combobox with a listbox popup, focus kept in the input, arrows and Enter to choose).
 * The list opens under the input in the widget's own tree — no portal — so it works the same in a
 * partner page's shadow root. Typed text is never thrown away: leaving the field without choosing
 * keeps it (and picks the one option that reads exactly the same).
 */
/** The combobox in the kit's language for react-aria (its words, Kazakh included). */
export function AddressComboboxField<T>(props: AddressComboboxProps<T>) {
  return (
    <ReactAriaLocale>
      <AddressComboboxControl {...props} />
    </ReactAriaLocale>
  );
}

function AddressComboboxControl<T>({
  id,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  text,
  onTextChange,
  selectedId,
  onSelect,
  load,
  words,
  onLoadFailed,
  inputRef: outerRef,
}: AddressComboboxProps<T>) {
  const labelId = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = outerRef ?? ownRef;
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  const reportFailure = useLatest((failure: unknown) => onLoadFailed?.(failure));
  // The text the list was closed on with Escape: an answer for it arriving later (the search was
  // still running) must not open the list the user has just dismissed. Typing clears it.
  const dismissedFor = useRef<string | null>(null);

  // The directory is asked for what is typed, a moment after typing stops: each pause is a new
  // search (`n`), for the text and the `load` it paused on (a parent's new choice searches anew).
  const [paused, setPaused] = useState<{
    text: string;
    load: typeof load;
    n: number;
  } | null>(null);
  useEffect(() => {
    if (disabled) return;
    const timer = setTimeout(
      () => setPaused((before) => ({ text, load, n: (before?.n ?? 0) + 1 })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, load, disabled]);
  // Typing on (or a new `load`) leaves the search under way: it is aborted and its answer, even
  // one already on its way, is dropped.
  const current = !disabled && paused !== null && paused.text === text && paused.load === load;
  const locale = useKitLocale();
  const search = useLightQuery<ComboboxOption<T>[]>(
    {
      queryKey: ['directory', id, paused?.n ?? 0],
      queryFn: async ({ signal }) => {
        try {
          return await load(paused?.text.trim() ?? '', signal);
        } catch (failure) {
          if (!isAbort(failure) && !signal.aborted) reportFailure.current(failure);
          throw failure;
        }
      },
      enabled: current,
    },
    { locale },
  );
  // The list shows the last answer until the next one comes (a search under way keeps it).
  const [answer, setAnswer] = useState<{
    n: number;
    options: ComboboxOption<T>[];
    answeredFor: string | null;
  }>({ n: 0, options: [], answeredFor: null });
  if (paused && answer.n !== paused.n && search.state.status === 'ready') {
    setAnswer({
      n: paused.n,
      options: search.state.data,
      answeredFor: paused.text.trim(),
    });
  } else if (paused && answer.n !== paused.n && search.state.status === 'failed') {
    setAnswer({ n: paused.n, options: [], answeredFor: null });
  }
  const { options, answeredFor } = answer;
  const status =
    search.state.status === 'failed' || search.state.status === 'loading'
      ? search.state.status
      : 'idle';

  const state = useComboBoxState<ComboboxOption<T>>({
    items: options,
    children: (option) => (
      <Item key={option.id} textValue={option.text}>
        {option.text}
      </Item>
    ),
    // Both the text and the choice are the widget's: react-aria leaves them alone, so typed text
    // survives a blur and the caller's `onSelect` writes the chosen option's text.
    inputValue: text,
    onInputChange: (value) => {
      dismissedFor.current = null;
      onTextChange(value);
    },
    value: selectedId,
    onChange: (key) => {
      if (key === null) return; // a blur with custom text: nothing was chosen, nothing to undo
      const option = options.find((o) => o.id === key);
      if (option) onSelect(option);
    },
    allowsCustomValue: true,
    menuTrigger: 'input',
    isDisabled: disabled,
    isRequired: required,
  });

  // An answer that arrives after typing has stopped opens the list (react-aria opens it only on
  // an input change, when the old answer may have been empty).
  const openForAnswer = useLatest(() => {
    const input = inputRef.current;
    if (!input?.matches(':focus') || selectedId || options.length === 0 || state.isOpen) return;
    if (dismissedFor.current === text.trim()) return;
    if (answeredFor === text.trim() && text.trim() !== '') state.open(null, 'input');
  });
  // Only a new answer may open it: after Escape the same answer must leave it closed.
  useEffect(() => openForAnswer.current(), [options, openForAnswer]);

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null];
  const { inputProps, listBoxProps } = useComboBox(
    {
      id,
      'aria-labelledby': labelId,
      'aria-describedby': describedBy.filter(Boolean).join(' ') || undefined,
      inputRef,
      listBoxRef,
      popoverRef,
      isDisabled: disabled,
      isRequired: required,
      onKeyDown: (event) => {
        if (event.key !== 'Escape') return;
        dismissedFor.current = text.trim();
        event.continuePropagation(); // as react-aria leaves an Escape on a free-text combobox
      },
      onBlur: () => {
        // Typed exactly as an option reads, without choosing it: that is the choice.
        if (selectedId) return;
        const typed = text.trim().toLocaleLowerCase();
        const same = options.filter((o) => o.text.toLocaleLowerCase() === typed);
        if (same.length === 1 && same[0]) onSelect(same[0]);
      },
    },
    state,
  );

  const typed = text.trim();
  const open = !disabled && !selectedId;
  // Said aloud: only what a listener must act on. «Ищем…» is shown, not announced.
  let message: string | null = null;
  if (open && status === 'failed') message = words.loadFailed;
  else if (open && typed !== '' && answeredFor === typed && status === 'idle' && !options.length) {
    message = words.noMatches;
  }
  const searching = open && typed !== '' && message === null && answeredFor !== typed;

  return (
    <Field
      id={id}
      label={<span id={labelId}>{label}</span>}
      hint={hint}
      error={error}
      required={required}
    >
      {(control) => (
        <div className={styles.combobox}>
          <div className={styles.anchor}>
            <input
              {...inputProps}
              ref={inputRef}
              aria-invalid={control['aria-invalid']}
              className={`${controlBase} ${controlSize.m} ${styles.comboInput}`}
              autoComplete="off"
              spellCheck={false}
            />
            {state.isOpen && options.length > 0 && (
              // Inline, right after the input: react-aria need not hide the rest of the page
              // while it is open (`data-inline-popup`: patches/react-aria+3.53.1.patch).
              <div ref={popoverRef} className={styles.popup} data-inline-popup="">
                <OptionList
                  {...listBoxProps}
                  listBoxRef={listBoxRef}
                  state={state}
                  options={options}
                />
              </div>
            )}
          </div>
          {searching && (
            <p className={styles.comboNote} aria-hidden="true">
              {words.searching}
            </p>
          )}
          <p role="status" className={styles.comboNote}>
            {message}
          </p>
        </div>
      )}
    </Field>
  );
}

interface OptionListProps<T> extends AriaListBoxOptions<ComboboxOption<T>> {
  listBoxRef: RefObject<HTMLUListElement | null>;
  state: ComboBoxState<ComboboxOption<T>>;
  options: ComboboxOption<T>[];
}

function OptionList<T>({ listBoxRef, state, options, ...props }: OptionListProps<T>) {
  // Named by the field's own label only: react-aria adds «Предложения», which it has no Kazakh
  // words for, so Kazakh readers would hear English.
  const { listBoxProps } = useListBox({ ...props, 'aria-label': undefined }, state, listBoxRef);
  return (
    <ul {...listBoxProps} ref={listBoxRef} className={styles.listbox}>
      {[...state.collection].map((node) => (
        <OptionRow
          key={node.key}
          optionKey={node.key}
          state={state}
          option={options.find((o) => o.id === node.key)}
        />
      ))}
    </ul>
  );
}

function OptionRow<T>({
  optionKey,
  state,
  option,
}: {
  optionKey: string | number;
  state: ComboBoxState<ComboboxOption<T>>;
  option: ComboboxOption<T> | undefined;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused, isSelected } = useOption({ key: optionKey }, state, ref);
  // Named by its content, the second line (region, parent city) too: a name has to hold the
  // option's visible text (WCAG 2.5.3, axe's label-content-name-mismatch), and two towns of one
  // name are told apart by their region. react-aria would name it by the first line and make
  // the second a description.
  return (
    <li
      {...optionProps}
      aria-labelledby={undefined}
      aria-describedby={undefined}
      ref={ref}
      className={styles.option}
      data-focused={isFocused || undefined}
      data-selected={isSelected || undefined}
    >
      <span>{option?.text}</span>
      {/* A space, unrendered between flex items: the name reads the lines as two words. */}
      {option?.description && (
        <>
          {' '}
          <span className={styles.optionDescription}>{option.description}</span>
        </>
      )}
    </li>
  );
}

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type RefObject,
} from 'react';
import { Field } from '../../../../lib/components/Field/Field.tsx';
import { controlBase, controlSize } from '../../../../lib/styles/control.css.ts';
import * as styles from './AddressCheckWidget.css.ts';

export interface ComboboxOption<T> {
  id: string;
  /** What the input shows once chosen, and what the list reads. */
  text: string;
  /** A second line: the region of a settlement, the city a town is listed under. */
  description?: string;
  /** The directory record behind the option. */
  value: T;
}

export interface AddressComboboxProps<T> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** What is typed (kept by the widget, so nothing typed is lost between steps). */
  text: string;
  /** Typing. The caller drops its choice when the text no longer reads as the chosen option. */
  onTextChange: (text: string) => void;
  /** The chosen option's id. */
  selectedId: string | null;
  /** An option was chosen; the caller sets the text to `option.text`. */
  onSelect: (option: ComboboxOption<T>) => void;
  /**
   * Asks the directory for the options matching the typed text. It runs again when its identity
   * changes (e.g. another city chosen), so give a new function only when the source changes.
   */
  load: (query: string, signal: AbortSignal) => Promise<ComboboxOption<T>[]>;
  words: { searching: string; noMatches: string; loadFailed: string };
  /**
   * A search failed and the field now says `words.loadFailed`: the widget reports it (its
   * `error` event; `biz-error` on a partner page). Not called for a search that was cancelled.
   */
  onLoadFailed?: (error: unknown) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

type FieldComponent = <T>(props: AddressComboboxProps<T>) => ReactElement;

let loaded: FieldComponent | null = null;
let loading: Promise<FieldComponent> | null = null;
const waiting = new Set<(component: FieldComponent) => void>();
/** Which page the code loads for (`forgetLoadedCombobox` starts a new one). */
let generation = 0;

/**
 * The combobox's behaviour (react-aria's combobox and list: about 25 KB gzip), once per page.
 * Fields ask for it as a visitor reaches one; a caller may ask ahead (the widget's tests start
 * with it there, where the plain field's handover is AddressCombobox.test's own story).
 */
export function loadAddressCombobox(): Promise<FieldComponent> {
  const page = generation;
  loading ??= import('./AddressComboboxField.tsx').then((module) => {
    // Forgotten while it loaded (a test's fresh page): the fields now waiting are not its own.
    if (page !== generation) return module.AddressComboboxField;
    loaded = module.AddressComboboxField;
    for (const give of waiting) give(loaded);
    waiting.clear();
    return loaded;
  });
  return loading;
}

/** Calls `give` once the combobox's code is there (soon after, if it already is). */
function whenLoaded(give: (component: FieldComponent) => void): () => void {
  const field = loaded;
  if (field) queueMicrotask(() => give(field));
  else waiting.add(give);
  return () => waiting.delete(give);
}

/** For tests: the next field starts plain again, as on a fresh page. */
export function forgetLoadedCombobox(): void {
  generation += 1;
  loaded = null;
  loading = null;
  waiting.clear();
}

/**
 * An address search field (city, street, house): `AddressComboboxField` (react-aria's combobox
 * over a backend directory), whose code loads only when a visitor comes to a field. Until then
 * the field is a plain input with the same label, hint, error and name, already typed into and
 * part of the form; as soon as a pointer or the focus reaches it, the combobox's code loads, and
 * the combobox takes the input's place with what was typed, the focus and the caret, and searches
 * for what is there. Once the code is in the page, every field renders the combobox at once.
 */
export function AddressCombobox<T>(props: AddressComboboxProps<T>) {
  const { id, label, hint, error, required = false, disabled = false, text, onTextChange } = props;
  const [Combobox, setCombobox] = useState<FieldComponent | null>(() => loaded);
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = props.inputRef ?? ownRef;
  const labelId = useId();
  // Where the caret was when the plain input gave way, to put it back in the combobox.
  // At the end of the text (the usual case) is kept as such: typing may go on between the code's
  // arrival and the swap, and the caret must stay after what was typed meanwhile.
  const handover = useRef<{ start: number | null; end: number | null; atEnd: boolean } | null>(
    null,
  );

  // Every plain field of the page gives way once the code has come, whichever field asked for it.
  useEffect(() => {
    if (Combobox) return;
    let current = true;
    const stop = whenLoaded((component) => {
      if (!current) return;
      const input = inputRef.current;
      // The focused element of its tree (the page, or a partner page's shadow root).
      const root = input?.getRootNode() as Document | ShadowRoot | undefined;
      if (input && root?.activeElement === input) {
        handover.current = {
          start: input.selectionStart,
          end: input.selectionEnd,
          atEnd: input.selectionStart === input.value.length,
        };
      }
      setCombobox(() => component);
    });
    return () => {
      current = false;
      stop();
    };
  }, [Combobox, inputRef]);
  const want = () => void loadAddressCombobox();

  useLayoutEffect(() => {
    const caret = handover.current;
    const input = inputRef.current;
    if (!Combobox || !caret || !input) return;
    handover.current = null;
    input.focus();
    if (caret.atEnd) input.setSelectionRange(input.value.length, input.value.length);
    else input.setSelectionRange(caret.start, caret.end);
  }, [Combobox, inputRef]);

  // react-aria's language comes with the combobox's code (AddressComboboxField).
  if (Combobox) return <Combobox {...props} inputRef={inputRef} />;

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null];
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
            {/* The combobox's input, closed: what react-aria gives it, and typing. */}
            <input
              id={id}
              ref={inputRef}
              type="text"
              // Its list does not exist yet: aria-controls comes with it, as with react-aria.
              // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
              role="combobox"
              aria-expanded="false"
              aria-autocomplete="list"
              aria-labelledby={labelId}
              aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}
              aria-required={required || undefined}
              aria-invalid={control['aria-invalid']}
              disabled={disabled}
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onPointerEnter={want}
              onFocus={want}
              className={`${controlBase} ${controlSize.m} ${styles.comboInput}`}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
            />
          </div>
          <p role="status" className={styles.comboNote} />
        </div>
      )}
    </Field>
  );
}

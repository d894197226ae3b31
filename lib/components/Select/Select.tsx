import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  Autocomplete,
  Button as AriaButton,
  Input,
  ListBox,
  ListBoxItem,
  ListLayout,
  SearchField,
  Select as AriaSelect,
  SelectValue,
  Virtualizer,
  type Key,
} from 'react-aria-components';
import { commonMessages, formatMessage, useKitMessages } from '../../i18n/index.ts';
import { CheckIcon, ChevronDownIcon, CloseIcon, SearchIcon } from '../../icons/index.ts';
import { controlBase, controlSize } from '../../styles/control.css.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { vars } from '../../tokens/contract.css.ts';
import { readTokenPx } from '../../tokens/overlayTheme.ts';
import type { Size } from '../../tokens/scales.ts';
import { siteTokens } from '../../tokens/tokens.ts';
import { Field, type FieldBaseProps } from '../Field/index.ts';
import { ReactAriaLocale } from '../../i18n/reactAria/ReactAriaLocale.tsx';
import { selectMessages } from './intl.ts';
import { containsFolded, foldForSearch, isTypedCharacter } from './match.ts';
import * as styles from './Select.css.ts';
import { SelectPopover } from './SelectPopover.tsx';

export interface SelectOption {
  /** Stable value, what `value` and `onChange` carry. */
  id: string;
  /** What the user reads, and what the search looks in. */
  label: string;
  /** A second, smaller line under the label. */
  description?: string;
  /** Shown but not choosable. @default false */
  disabled?: boolean;
}

interface SelectBaseProps extends FieldBaseProps {
  /** The visible label, e.g. «Регион»; it names the trigger, the popover and the list. */
  label: ReactNode;
  /** Id of the trigger, for error-summary links. Generated when absent. */
  id?: string;
  /** The options, in display order. Thousands are fine: the list is virtualised. */
  options: readonly SelectOption[];
  /** Shown on the trigger while nothing is chosen. @default «Выберите из списка» */
  placeholder?: string;
  /**
   * Puts a search field above the list; it matches anywhere in the label, ignoring case, for
   * Russian and Kazakh letters.
   * @default true
   */
  searchable?: boolean;
  /** The search field's placeholder. @default «Поиск по названию» */
  searchPlaceholder?: string;
  /** The search field's accessible name. @default the search placeholder */
  searchLabel?: string;
  /** The row shown when the search finds nothing. @default «Ничего не найдено» */
  noResultsText?: string;
  /** @default false */
  disabled?: boolean;
  /** Submits the value(s) with a form under this name. */
  name?: string;
  /** @default 'm' */
  size?: Size;
  /**
   * Where the popover is portalled: a node inside the embed's shadow root.
   * @default document.body
   */
  portalContainer?: Element;
  /** Open state, when the caller controls it. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /**
   * What the search field holds when the popover first opens (a `LazySelect` hands over the key
   * typed on its trigger before the Select's code had arrived).
   * @default ''
   */
  defaultSearch?: string;
  onOpenChange?: (open: boolean) => void;
}

export interface SingleSelectProps extends SelectBaseProps {
  /** @default false */
  multiple?: false;
  /** The chosen option's id (controlled). */
  value?: string | null;
  /** @default null */
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

export interface MultipleSelectProps extends SelectBaseProps {
  /** Several options may be chosen; they show as removable tags under the trigger. */
  multiple: true;
  /** The chosen options' ids, in the order they were chosen (controlled). */
  value?: readonly string[];
  /** @default [] */
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

/** The site theme's `control.optionHeight` in px, until the field's own theme is read. */
const DEFAULT_ROW_SIZE = Number.parseFloat(siteTokens.control.optionHeight);

function toIds(value: string | null | readonly string[] | undefined): string[] {
  if (value === undefined || value === null) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * A select of one or several options, searchable, built on react-aria-components (Select,
 * Autocomplete, SearchField, a virtualised ListBox) and the kit's `Field`. A trigger shows the
 * placeholder or the choice; its popover holds the search field and the list. In multiple mode
 * the chosen options also show as tags, each with a remove button.
 *
 * Keyboard: type on the closed trigger to jump to an option (single) or to start a search
 * (multiple); Enter, Space or the arrows open it; arrows move, Enter chooses, Escape clears the
 * search and then closes, Backspace in an empty search removes the last tag.
 */
export function Select(props: SelectProps) {
  const {
    label,
    hint,
    error,
    required = false,
    id,
    hideLabel = false,
    options,
    placeholder,
    searchable = true,
    searchPlaceholder,
    searchLabel,
    noResultsText,
    disabled = false,
    name,
    size = 'm',
    portalContainer,
    open,
    defaultOpen = false,
    defaultSearch = '',
    onOpenChange,
    className,
  } = props;
  const multiple = props.multiple === true;
  const messages = useKitMessages(selectMessages);
  const common = useKitMessages(commonMessages);
  const labelId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tagListRef = useRef<HTMLUListElement>(null);
  const focusTagAt = useRef<number | null>(null);

  // Value: controlled or not, always handled as a list of ids.
  const controlled = useMemo(
    () => (props.value === undefined ? undefined : toIds(props.value)),
    [props.value],
  );
  const [uncontrolled, setUncontrolled] = useState<string[]>(() => toIds(props.defaultValue));
  const selected = controlled ?? uncontrolled;
  const commit = (next: string[]) => {
    if (controlled === undefined) setUncontrolled(next);
    if (props.multiple === true) props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  };

  // A search typed on the closed trigger of a multiple select, handed to the search field.
  const [seed, setSeed] = useState(defaultSearch);
  const [openUncontrolled, setOpenUncontrolled] = useState(defaultOpen);
  const isOpen = open ?? openUncontrolled;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOpenUncontrolled(next);
    if (!next) {
      setSeed('');
      // react-aria gives focus back to what had it before the popover opened. A popover open from
      // the first render (defaultOpen) had nothing before it, so focus would drop to <body>.
      requestAnimationFrame(() => {
        const doc = triggerRef.current?.ownerDocument;
        if (doc && (doc.activeElement === doc.body || doc.activeElement === null))
          triggerRef.current?.focus();
      });
    }
    onOpenChange?.(next);
  };

  // Labels are folded once per option list, so each keystroke only compares.
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const folded = useMemo(
    () => new Map(options.map((option) => [option.id, foldForSearch(option.label)])),
    [options],
  );

  // The virtualiser lays rows out before it can measure them; it starts from the theme's row
  // height (40px, or 48px under the touch theme) so the scroll length is right from the start.
  // Read when the list opens, before it is painted: a closed Select reads no styles.
  const [rowSize, setRowSize] = useState(DEFAULT_ROW_SIZE);
  useLayoutEffect(() => {
    if (!isOpen) return;
    setRowSize(readTokenPx(boxRef.current, vars.control.optionHeight, DEFAULT_ROW_SIZE));
  }, [isOpen]);

  const selectedOptions = selected.flatMap((key) => byId.get(key) ?? []);
  const placeholderText = placeholder ?? messages.placeholder;
  const noResults = noResultsText ?? messages.noResults;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';

  // After a tag's own remove button is used, focus goes to the tag that took its place, else to
  // the one before, else back to the trigger — never lost to <body>.
  useEffect(() => {
    const index = focusTagAt.current;
    if (index === null) return;
    focusTagAt.current = null;
    const buttons = tagListRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? triggerRef.current)?.focus();
  }, [selected]);

  const removeTag = (key: string, index: number) => {
    focusTagAt.current = index;
    commit(selected.filter((item) => item !== key));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    // Single selects keep react-aria's type-to-select; a multiple one starts a search instead.
    if (!multiple || !searchable || isOpen || !isTypedCharacter(event)) return;
    event.preventDefault();
    setSeed(event.key);
    setOpen(true);
  };

  /** Backspace in the empty search: drops the last choice and returns its label to announce. */
  const removeLast = (): string | null => {
    const last = selectedOptions[selectedOptions.length - 1];
    if (!multiple || !last) return null;
    commit(selected.filter((item) => item !== last.id));
    return last.label;
  };

  // The list is the same element from render to render unless the options change, so neither
  // opening, nor choosing, nor typing makes react-aria rebuild its collection of every option.
  const list = useMemo(
    () => (
      <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowSize: rowSize, padding: 4 }}>
        <ListBox<SelectOption>
          items={options}
          className={styles.list}
          // Named by the field's label (through the Select). The empty string overrides the
          // English "Suggestions" react-aria's Autocomplete would add in front of it.
          aria-label=""
          renderEmptyState={() => <div className={styles.empty}>{noResults}</div>}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.disabled}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  <span
                    className={styles.indicator}
                    data-multiple={multiple || undefined}
                    data-checked={isSelected || undefined}
                  >
                    {isSelected && <CheckIcon size={multiple ? 14 : 18} />}
                  </span>
                  {/* Plain text, no label/description slots: the option's name is everything it
                      shows ("Малый бизнес до 100 сотрудников"), as WCAG 2.5.3 asks. */}
                  <span className={styles.optionText}>
                    <span>{option.label}</span>
                    {option.description && (
                      <span className={styles.optionDescription}>{option.description}</span>
                    )}
                  </span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Virtualizer>
    ),
    [options, multiple, noResults, rowSize],
  );

  return (
    <ReactAriaLocale>
      <Field
        label={<span id={labelId}>{label}</span>}
        hint={hint}
        error={error}
        required={required}
        id={id}
        hideLabel={hideLabel}
        className={className}
      >
        {(control) => (
          <AriaSelect<SelectOption, 'single' | 'multiple'>
            ref={boxRef}
            className={styles.root}
            selectionMode={multiple ? 'multiple' : 'single'}
            value={multiple ? selected : (selected[0] ?? null)}
            onChange={(next) =>
              commit(Array.isArray(next) ? next.map(String) : next == null ? [] : [String(next)])
            }
            isOpen={isOpen}
            onOpenChange={setOpen}
            aria-labelledby={labelId}
            aria-describedby={control['aria-describedby']}
            isInvalid={invalid}
            isRequired={required}
            isDisabled={disabled}
            placeholder={placeholderText}
            name={name}
            validationBehavior="aria"
          >
            <AriaButton
              ref={triggerRef}
              id={control.id}
              className={`${controlBase} ${controlSize[size]} ${styles.trigger}`}
              onKeyDown={onTriggerKeyDown}
              render={(domProps) => {
                // react-aria reads the value before the label; a screen reader should hear
                // «Регион» first, as with any other field.
                // react-aria keeps the first id it saw; the field's id may change (a form moving
                // its error-summary link to another control), and a label elsewhere must not
                // point at this button under the old one.
                const own = domProps.id;
                const parts = (domProps['aria-labelledby'] ?? '')
                  .split(' ')
                  .filter(Boolean)
                  .map((part) => (part === own ? control.id : part));
                const ordered = [labelId, ...parts.filter((part) => part !== labelId)].join(' ');
                // A select-only combobox (WAI-ARIA APG) rather than react-aria's plain button:
                // the same keys and popup, but the role can carry aria-invalid and
                // aria-required, so an error or a required field is announced on the control.
                return (
                  <button
                    {...domProps}
                    id={control.id}
                    role="combobox"
                    aria-expanded={domProps['aria-expanded']}
                    aria-controls={domProps['aria-controls']}
                    aria-labelledby={ordered}
                    aria-invalid={invalid || undefined}
                    aria-required={required || undefined}
                    data-invalid={invalid || undefined}
                  />
                );
              }}
            >
              <SelectValue<SelectOption> className={styles.value}>
                {({ isPlaceholder, selectedText }) =>
                  isPlaceholder
                    ? placeholderText
                    : multiple
                      ? formatMessage(messages.selectedCount, { count: selected.length })
                      : selectedText
                }
              </SelectValue>
              <ChevronDownIcon className={styles.chevron} />
            </AriaButton>
            {multiple && selectedOptions.length > 0 && (
              <ul ref={tagListRef} className={styles.tags} aria-label={messages.selectedList}>
                {selectedOptions.map((option, index) => (
                  <li key={option.id} className={styles.tag}>
                    <span className={styles.tagLabel}>{option.label}</span>
                    <button
                      type="button"
                      className={styles.tagRemove}
                      aria-label={formatMessage(messages.removeTag, { label: option.label })}
                      disabled={disabled}
                      onClick={() => removeTag(option.id, index)}
                    >
                      <CloseIcon size={16} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <SelectPopover
              triggerRef={boxRef}
              portalContainer={portalContainer}
              dismissLabel={common.close}
              className={styles.popover}
            >
              <SelectSearch
                list={list}
                searchable={searchable}
                initialQuery={seed}
                options={options}
                folded={folded}
                label={searchLabel ?? searchPlaceholder ?? messages.searchPlaceholder}
                placeholder={searchPlaceholder ?? messages.searchPlaceholder}
                noResults={noResults}
                onRemoveLast={removeLast}
              />
            </SelectPopover>
          </AriaSelect>
        )}
      </Field>
    </ReactAriaLocale>
  );
}

interface SelectSearchProps {
  list: ReactNode;
  searchable: boolean;
  initialQuery: string;
  options: readonly SelectOption[];
  folded: ReadonlyMap<string, string>;
  label: string;
  placeholder: string;
  noResults: string;
  onRemoveLast: () => string | null;
}

/**
 * The popover's body. The search lives here, apart from the Select, so a keystroke re-renders
 * only the search and the list, and the search starts afresh each time the popover opens.
 */
function SelectSearch({
  list,
  searchable,
  initialQuery,
  options,
  folded,
  label,
  placeholder,
  noResults,
  onRemoveLast,
}: SelectSearchProps) {
  const messages = useKitMessages(selectMessages);
  const [query, setQuery] = useState(initialQuery);
  const [removedLabel, setRemovedLabel] = useState<string | null>(null);
  const foldedQuery = foldForSearch(query).trim();

  const filter = useCallback(
    (textValue: string, _input: string, node: { key: Key }) =>
      containsFolded(folded.get(String(node.key)) ?? foldForSearch(textValue), foldedQuery),
    [folded, foldedQuery],
  );
  const found = useMemo(
    () =>
      foldedQuery === ''
        ? options.length
        : options.reduce(
            (count, option) =>
              count + (containsFolded(folded.get(option.id) ?? '', foldedQuery) ? 1 : 0),
            0,
          ),
    [options, folded, foldedQuery],
  );

  if (!searchable) return <>{list}</>;

  let status = '';
  if (removedLabel !== null) status = formatMessage(messages.removed, { label: removedLabel });
  else if (foldedQuery !== '')
    status = found === 0 ? noResults : formatMessage(messages.found, { count: found });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Backspace' || query !== '') return;
    const removed = onRemoveLast();
    if (removed !== null) setRemovedLabel(removed);
  };

  // A search seeded from the trigger must go on after the typed letter, not before it.
  const caretToEnd = (event: FocusEvent<HTMLInputElement>) => {
    const end = event.currentTarget.value.length;
    event.currentTarget.setSelectionRange(end, end);
  };

  return (
    <>
      <Autocomplete
        filter={filter}
        inputValue={query}
        onInputChange={(next) => {
          setQuery(next);
          setRemovedLabel(null);
        }}
      >
        {/* The popover opens to type in: focus belongs in its search field (react-aria's pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <SearchField aria-label={label} autoFocus className={styles.search} onKeyDown={onKeyDown}>
          <SearchIcon className={styles.searchIcon} />
          <Input className={styles.searchInput} placeholder={placeholder} onFocus={caretToEnd} />
          <AriaButton className={styles.clear} aria-label={messages.clearSearch}>
            <CloseIcon size={16} />
          </AriaButton>
        </SearchField>
        {list}
      </Autocomplete>
      <div role="status" className={visuallyHidden}>
        {status}
      </div>
    </>
  );
}

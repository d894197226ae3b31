import { useEffect, useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useKitMessages } from '../../i18n/index.ts';
import { ChevronDownIcon } from '../../icons/index.ts';
import { controlBase, controlSize } from '../../styles/control.css.ts';
import { Field } from '../Field/index.ts';
import { selectMessages } from './intl.ts';
import { isTypedCharacter } from './match.ts';
// Types only: the Select's module (react-aria-components, about 70 KB gzip) loads on demand.
import type { SingleSelectProps } from './Select.tsx';
import * as styles from './Select.css.ts';

type SelectComponent = ComponentType<SingleSelectProps>;

let loaded: SelectComponent | null = null;
let loading: Promise<SelectComponent> | null = null;

function loadSelect(): Promise<SelectComponent> {
  loading ??= import('./Select.tsx').then((module) => (loaded = module.Select));
  return loading;
}

/** For tests: the next LazySelect starts light again, as on a fresh page. */
export function forgetLoadedSelect(): void {
  loaded = null;
  loading = null;
}

/** What the visitor did on the stand-in trigger, handed to the Select once it is there. */
interface Handoff {
  open: boolean;
  search: string;
}

/**
 * The kit's `Select` (single choice), for pages that must not carry its code to become
 * interactive. It first renders the closed field as the Select does (label, hint, error, the
 * trigger with the choice or the placeholder) from light code of its own; the Select's code loads
 * when a pointer or the focus reaches the trigger, and the Select takes the trigger's place when
 * it is used: a click, Enter, Space or an arrow opens it, a typed letter opens its search with
 * that letter. Focus stays on the trigger across the swap; a choice made meanwhile is kept.
 * Prerendered pages show (and hydrate) the light field; once the code is in the page, every
 * LazySelect renders the Select at once.
 */
export function LazySelect(props: SingleSelectProps) {
  const {
    label,
    hint,
    error,
    required = false,
    hideLabel = false,
    options,
    placeholder,
    searchable = true,
    disabled = false,
    name,
    size = 'm',
    className,
  } = props;
  const messages = useKitMessages(selectMessages);
  const ownId = useId();
  const id = props.id ?? ownId;
  const labelId = useId();
  const valueId = useId();
  const [Select, setSelect] = useState<SelectComponent | null>(() => loaded);
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  // Uncontrolled, the choice is kept here, so the swap does not lose it.
  const [own, setOwn] = useState<string | null>(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : own;
  const onChange = (next: string | null) => {
    if (props.value === undefined) setOwn(next);
    props.onChange?.(next);
  };

  const want = (next: Handoff) => {
    setHandoff(next);
    if (loaded) setSelect(() => loaded);
    else void loadSelect().then((component) => setSelect(() => component));
  };

  // Opened by its caller before the code was there.
  const openedByCaller = props.open === true || props.defaultOpen === true;
  useEffect(() => {
    if (!openedByCaller || Select) return;
    let current = true;
    void loadSelect().then((component) => {
      if (!current) return;
      setHandoff({ open: true, search: '' });
      setSelect(() => component);
    });
    return () => {
      current = false;
    };
  }, [openedByCaller, Select]);

  // The trigger was replaced under the focus: give it to the Select's own trigger.
  useEffect(() => {
    if (!Select || !handoff || handoff.open) return;
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById(id)?.focus();
  }, [Select, handoff, id]);

  if (Select) {
    return (
      <Select
        {...props}
        id={id}
        value={value}
        onChange={onChange}
        defaultOpen={props.defaultOpen === true || handoff?.open === true}
        defaultSearch={handoff?.search ?? ''}
      />
    );
  }

  const chosen = options.find((option) => option.id === value) ?? null;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const prefetch = () => void loadSelect();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      want({ open: true, search: '' });
    } else if (isTypedCharacter(event)) {
      event.preventDefault();
      want({ open: true, search: searchable ? event.key : '' });
    }
  };

  return (
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
        <div className={styles.root}>
          {/* The Select's closed trigger: a select-only combobox (WAI-ARIA APG), named by the
              label, then the choice. Enter and Space click it. */}
          <button
            id={control.id}
            type="button"
            // Closed, its list does not exist yet: aria-controls comes with the Select when it
            // opens (as react-aria's own closed trigger has none).
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded="false"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={control['aria-describedby']}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            data-invalid={invalid || undefined}
            disabled={disabled}
            className={`${controlBase} ${controlSize[size]} ${styles.trigger}`}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => want({ open: true, search: '' })}
            onKeyDown={onKeyDown}
          >
            <span id={valueId} className={styles.value} data-placeholder={!chosen || undefined}>
              {chosen ? chosen.label : (placeholder ?? messages.placeholder)}
            </span>
            <ChevronDownIcon className={styles.chevron} />
          </button>
          {name && <input type="hidden" name={name} value={value ?? ''} />}
        </div>
      )}
    </Field>
  );
}

import { useState, type ReactNode } from 'react';
import type { AddressCity, AddressHouse, AddressStreet } from '../../../../contract/index.ts';
import { Button } from '../../../../lib/components/Button/Button.tsx';
import { forbiddenCharactersMessage } from '../../../../lib/components/TextField/forbiddenCharacters.ts';
import { address as kkAddress } from '../../../../locales/kk/widgets/address.ts';
import { common as kkCommon } from '../../../../locales/kk/widgets/common.ts';
import { address as ruAddress } from '../../../../locales/ru/widgets/address.ts';
import { common as ruCommon } from '../../../../locales/ru/widgets/common.ts';
import {
  Form,
  ServiceError,
  formStyles as styles,
  readFailure,
  useForm,
  useRefocus,
  type FieldErrors,
} from '../../../forms/index.ts';
import { Frame } from '../core/Frame.tsx';
import { emitterFor, type WidgetBaseProps } from '../core/types.ts';
import { AddressCombobox, type ComboboxOption } from './AddressCombobox.tsx';
import { AddressResult } from './AddressResult.tsx';
import { ManualAddressFields } from './ManualAddressFields.tsx';
import { TownHints, useTownHints } from './TownHints.tsx';
import { useDirectorySearch } from './useDirectorySearch.ts';
import { checkHouse, checkTypedAddress, type AddressCheckResult } from './check.ts';
import * as own from './AddressCheckWidget.css.ts';

const STRINGS = {
  ru: { common: ruCommon, address: ruAddress },
  kk: { common: kkCommon, address: kkAddress },
};

export interface AddressCheckWidgetProps extends WidgetBaseProps {
  /** Called with every answer (the embed re-dispatches it; the site's flow keeps it). */
  onResult?: (result: AddressCheckResult) => void;
  /**
   * The next step under the answer: the site's «Оформить заявку», an embed's link to the site.
   * Without it the answer offers only «Изменить адрес».
   */
  renderNextStep?: (result: AddressCheckResult) => ReactNode;
  /** Shows «Назад» beside «Продолжить» (the office flow goes back to the tariffs). */
  onBack?: () => void;
  /**
   * An answer to start from (an address already checked elsewhere, e.g. on a partner page):
   * the widget opens on it, with the next step and «Изменить адрес». Read when it mounts.
   */
  initialResult?: AddressCheckResult;
  /** «Изменить адрес» was pressed: the answer gives way to the form again. */
  onEdit?: () => void;
}

type Choice<T> = { text: string; option: ComboboxOption<T> | null };
const NONE = { text: '', option: null };

type Address = {
  city: Choice<AddressCity>;
  street: Choice<AddressStreet>;
  house: Choice<AddressHouse>;
  manualCity: string;
  manualStreet: string;
  manualHouse: string;
};
const EMPTY: Address = {
  city: NONE,
  street: NONE,
  house: NONE,
  manualCity: '',
  manualStreet: '',
  manualHouse: '',
};

/** The choices that still hold: another city drops the street, another street the house. */
function heldChoices({ city, street, house }: Address) {
  const cityChoice = city.option;
  const streetChoice =
    street.option && cityChoice && street.option.value.cityId === cityChoice.id
      ? street.option
      : null;
  const houseChoice =
    house.option && streetChoice && house.option.value.streetId === streetChoice.id
      ? house.option
      : null;
  return { cityChoice, streetChoice, houseChoice };
}

/**
 * The office-address check (§2.15): «Введите адрес офиса» with city, street / district /
 * microdistrict and house searched by name in the backend's directory; «Не нашли свой адрес?» →
 * «Ввести вручную» (forbidden characters refused: «Недопустимые символы: …»); the towns the
 * directory lists under a parent city; «Продолжить» (and «Назад» in a flow); then the answer —
 * in coverage, not in coverage, or checked later by a manager — with the host's next step.
 *
 *   <AddressCheckWidget locale="ru" api={api} onResult={keep}
 *     renderNextStep={(r) => <Button onClick={() => apply(r)}>Оформить заявку</Button>} />
 */
export function AddressCheckWidget({
  locale,
  api,
  onEvent,
  onResult,
  renderNextStep,
  onBack,
  initialResult,
  onEdit,
  headingLevel = 2,
  focusOnMount,
  labelledBy,
  className,
}: AddressCheckWidgetProps) {
  const s = STRINGS[locale];
  const a = s.address;
  const stepLevel = (headingLevel + 1) as 3 | 4 | 5;
  const emit = emitterFor('address-check', onEvent);
  const [mode, setMode] = useState<'list' | 'manual'>('list');
  const [result, setResult] = useState<AddressCheckResult | null>(initialResult ?? null);

  function validate(v: Address): FieldErrors<Address> {
    if (mode === 'list') {
      // A field waits for the one above it, so only the first missing choice can be fixed now.
      const { cityChoice, streetChoice, houseChoice } = heldChoices(v);
      if (!cityChoice) return { city: a.required.city };
      if (!streetChoice) return { street: a.required.street };
      return houseChoice ? {} : { house: a.required.house };
    }
    const problem = (value: string, required: string) =>
      value.trim() === '' ? required : forbiddenCharactersMessage(value, locale) || undefined;
    return {
      manualCity: problem(v.manualCity, a.required.cityText),
      manualStreet: problem(v.manualStreet, a.required.streetText),
      manualHouse: problem(v.manualHouse, a.required.houseText),
    };
  }

  const form = useForm({
    locale,
    initial: EMPTY,
    validate,
    submit: (v, { signal }) => {
      emit({ type: 'submit', step: 'address' });
      const { cityChoice, houseChoice } = heldChoices(v);
      if (mode === 'list' && houseChoice) return checkHouse(api, houseChoice.id, { signal });
      const typed = { city: v.manualCity, street: v.manualStreet, house: v.manualHouse };
      const known = cityChoice ? { id: cityChoice.id, name: cityChoice.value.name } : null;
      return checkTypedAddress(api, typed, known, { signal });
    },
    onSuccess: (answer) => {
      emit({ type: 'result', outcome: answer.outcome });
      onResult?.(answer);
      setResult(answer);
    },
    onFailure: (failure) => {
      emit({ type: 'error', step: 'address', code: failure.code, message: failure.message });
      // The check's fields are the directory's; a refused one is said above the button.
      form.setServiceError(failure.message);
      return true;
    },
  });
  const { values } = form;
  const { cityChoice, streetChoice, houseChoice } = heldChoices(values);
  const firstField = mode === 'manual' ? 'manualCity' : 'city';
  useRefocus(!result, () => form.focus(firstField));
  useRefocus(mode === 'manual', () => form.focus('manualCity'));
  useRefocus(mode === 'list', () => form.focus('city'));

  const towns = useTownHints(api, locale);
  const { loadCities, loadStreets, loadHouses } = useDirectorySearch(
    api,
    a,
    cityChoice?.id ?? null,
    streetChoice?.id ?? null,
  );

  /** A failed search says «Не удалось загрузить список…» at its field, and reports it. */
  const searchFailed = (error: unknown) => {
    const failure = readFailure(error, locale);
    emit({ type: 'error', step: 'search', code: failure.code, message: a.loadFailed });
  };

  /** A directory field: typing keeps a choice only while the text still reads as it. */
  const combo = <K extends 'city' | 'street' | 'house'>(name: K) => {
    const current = values[name];
    return {
      id: form.idOf(name),
      text: current.text,
      onTextChange: (text: string) =>
        form.set(name, {
          text,
          option: current.option && current.option.text === text ? current.option : null,
        } as Address[K]),
      onSelect: (option: ComboboxOption<unknown>) =>
        form.set(name, { text: option.text, option } as Address[K]),
      onLoadFailed: searchFailed,
      words: a,
      error: form.errors[name],
      required: true,
    };
  };

  function switchMode(next: 'list' | 'manual') {
    form.clearErrors();
    if (next === 'manual') {
      // What was already found or typed carries over, so nothing is typed twice.
      form.update((v) => ({
        ...v,
        manualCity: v.manualCity || cityChoice?.value.name || v.city.text,
        manualStreet: v.manualStreet || streetChoice?.value.name || v.street.text,
        manualHouse: v.manualHouse || houseChoice?.text || v.house.text,
      }));
    }
    setMode(next);
  }

  return (
    <Frame
      locale={locale}
      name="address-check"
      title={a.title}
      description={result ? undefined : a.description}
      headingLevel={headingLevel}
      focusOnMount={focusOnMount}
      labelledBy={labelledBy}
      className={className}
    >
      {result ? (
        <AddressResult
          answer={result}
          words={a}
          level={stepLevel}
          nextStep={renderNextStep?.(result)}
          onChange={() => {
            setResult(null);
            onEdit?.();
          }}
        />
      ) : (
        <Form
          form={form}
          summaryLevel={stepLevel}
          summaryTitle={s.common.errorSummaryTitle}
          data-step="address"
        >
          {mode === 'list' ? (
            <>
              <AddressCombobox
                {...combo('city')}
                label={a.city}
                hint={a.searchHint}
                selectedId={cityChoice?.id ?? null}
                load={loadCities}
              />
              <AddressCombobox
                {...combo('street')}
                label={a.street}
                hint={cityChoice ? a.searchHint : a.streetDisabledHint}
                disabled={!cityChoice}
                selectedId={streetChoice?.id ?? null}
                load={loadStreets}
              />
              <AddressCombobox
                {...combo('house')}
                label={a.house}
                hint={streetChoice ? a.houseHint : a.houseDisabledHint}
                disabled={!streetChoice}
                selectedId={houseChoice?.id ?? null}
                load={loadHouses}
              />
              <p className={own.manualSwitch}>
                <span>{a.notFound}</span>
                <Button variant="ghost" size="s" onClick={() => switchMode('manual')}>
                  {a.manual}
                </Button>
              </p>
            </>
          ) : (
            <ManualAddressFields
              form={form}
              words={a}
              level={stepLevel}
              onBackToList={() => switchMode('list')}
            />
          )}
          {towns.length > 0 && <TownHints towns={towns} words={a} />}
          <ServiceError message={form.serviceError} />
          <div className={styles.actions}>
            <Button type="submit" size="l" loading={form.busy} loadingLabel={a.checking}>
              {a.continue}
            </Button>
            {onBack && (
              <Button variant="secondary" size="l" onClick={onBack}>
                {s.common.back}
              </Button>
            )}
          </div>
        </Form>
      )}
    </Frame>
  );
}

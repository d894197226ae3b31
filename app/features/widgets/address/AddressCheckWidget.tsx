import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type {
  AddressCity,
  AddressCoverageResponse,
  AddressHouse,
  AddressStreet,
  ConnectionTechnology,
  OfficeAddressInput,
} from '../../../../contract/api.ts';
import { FIELD_MAX_LENGTH } from '../../../../contract/limits.ts';
import { address as kkAddress, common as kkCommon } from '../../../../locales/kk/widgets.ts';
import { address as ruAddress, common as ruCommon } from '../../../../locales/ru/widgets.ts';
import { Button } from '../../../../lib/components/Button/Button.tsx';
import { forbiddenCharactersMessage } from '../../../../lib/components/TextField/forbiddenCharacters.ts';
import { TextField } from '../../../../lib/components/TextField/TextField.tsx';
import {
  checkAddressCoverage,
  searchAddressCities,
  searchAddressHouses,
  searchAddressStreets,
} from '../../api/index.ts';
import { isAbort, readFailure } from '../core/failure.ts';
import { Frame, ResultPanel, ServiceError, StepHeading, SubmitSummary } from '../core/Frame.tsx';
import { fill } from '../core/strings.ts';
import { emitterFor, type WidgetBaseProps } from '../core/types.ts';
import { useFormErrors, type FieldErrors } from '../core/useFormErrors.ts';
import * as styles from '../core/widget.css.ts';
import { AddressCombobox, type ComboboxOption } from './AddressCombobox.tsx';
import * as own from './AddressCheckWidget.css.ts';

const STRINGS = {
  ru: { common: ruCommon, address: ruAddress },
  kk: { common: kkCommon, address: kkAddress },
};

/** The answer of the check, with what an application needs to carry the address on. */
export interface AddressCheckResult {
  /**
   * `covered`: the building is in the directory and connectable; `notCovered`: it is in the
   * directory and not connectable; `manual`: it is not in the directory (typed by hand), a manager
   * checks it after the application.
   */
  outcome: 'covered' | 'notCovered' | 'manual';
  /** What create-application takes (the directory building, or the typed address). */
  address: OfficeAddressInput;
  /** The address on one line, in the widget's language. */
  text: string;
  technology: ConnectionTechnology | null;
  /** From how many business days the line can be connected (3 fibre, 7 radio relay). */
  connectionBusinessDays: number | null;
}

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

/** A coverage answer as the widget's result (`fallback`: the address it was asked about). */
function fromCoverage(
  answer: AddressCoverageResponse,
  fallback: OfficeAddressInput,
): AddressCheckResult {
  return {
    outcome: !answer.matched ? 'manual' : answer.covered ? 'covered' : 'notCovered',
    address: answer.matched && answer.houseId ? { houseId: answer.houseId } : fallback,
    text: answer.address,
    technology: answer.technology,
    connectionBusinessDays: answer.connectionBusinessDays,
  };
}

/**
 * Checks a directory building by its id, as the widget would: for a host that carries a checked
 * address over (a link from the embed's answer) and wants the backend's word on it again.
 */
export async function checkHouse(
  api: WidgetBaseProps['api'],
  houseId: string,
  options?: { signal?: AbortSignal },
): Promise<AddressCheckResult> {
  return fromCoverage(await checkAddressCoverage(api, { houseId }, options), { houseId });
}

type Choice<T> = { text: string; option: ComboboxOption<T> | null };
const EMPTY_CHOICE = { text: '', option: null };

const FIELDS = ['city', 'street', 'house', 'manualCity', 'manualStreet', 'manualHouse'] as const;
type FieldName = (typeof FIELDS)[number];

/** Same name regardless of case and ё (as the backend matches). */
const same = (a: string, b: string) => {
  const norm = (text: string) => text.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е');
  return norm(a) === norm(b);
};

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
  const prefix = useId();
  const idOf = useCallback((field: FieldName) => `${prefix}-${field}`, [prefix]);
  const emit = emitterFor('address-check', onEvent);

  const [mode, setMode] = useState<'list' | 'manual'>('list');
  const [city, setCity] = useState<Choice<AddressCity>>(EMPTY_CHOICE);
  const [street, setStreet] = useState<Choice<AddressStreet>>(EMPTY_CHOICE);
  const [house, setHouse] = useState<Choice<AddressHouse>>(EMPTY_CHOICE);
  const [manual, setManual] = useState({ city: '', street: '', house: '' });
  const [result, setResult] = useState<AddressCheckResult | null>(initialResult ?? null);
  const [busy, setBusy] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const { errors, attempt, items, fail, reset } = useFormErrors(FIELDS, idOf);
  const [towns, setTowns] = useState<AddressCity[]>([]);

  const cityRef = useRef<HTMLInputElement>(null);
  const manualCityRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<'city' | 'manualCity' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target || result) return;
    focusNext.current = null;
    (target === 'city' ? cityRef : manualCityRef).current?.focus();
  }, [mode, result]);

  // A choice counts only while the choices above it still hold (another city drops the street).
  const cityChoice = city.option;
  const streetChoice =
    street.option && cityChoice && street.option.value.cityId === cityChoice.id
      ? street.option
      : null;
  const houseChoice =
    house.option && streetChoice && house.option.value.streetId === streetChoice.id
      ? house.option
      : null;

  // The hint list: towns the directory files under a parent city and district. Its own query
  // (`underParent`), so the backend picks them before its search limit, however long the
  // directory. Only a hint: without it the check still works, so a failure shows nothing (and,
  // having nothing shown, emits no error).
  useEffect(() => {
    const controller = new AbortController();
    searchAddressCities(api, { underParent: 'true' }, { signal: controller.signal }).then(
      (answer) => setTowns(answer.cities.filter((c) => c.parent !== null)),
      () => setTowns([]),
    );
    return () => controller.abort();
  }, [api]);

  const loadCities = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await searchAddressCities(api, { q: q || undefined }, { signal })).cities.map(
        (c): ComboboxOption<AddressCity> => ({
          id: c.id,
          text: c.name,
          description: c.parent
            ? fill(a.underCity, { city: c.parent.cityName, district: c.parent.district })
            : c.region,
          value: c,
        }),
      ),
    [api, a],
  );
  const cityId = cityChoice?.id ?? null;
  const loadStreets = useCallback(
    async (q: string, signal: AbortSignal) =>
      cityId
        ? (await searchAddressStreets(api, { cityId, q: q || undefined }, { signal })).streets.map(
            (st): ComboboxOption<AddressStreet> => ({
              id: st.id,
              text: fill(a.streetKinds[st.kind], { name: st.name }),
              value: st,
            }),
          )
        : [],
    [api, a, cityId],
  );
  const streetId = streetChoice?.id ?? null;
  const loadHouses = useCallback(
    async (q: string, signal: AbortSignal) =>
      streetId
        ? (await searchAddressHouses(api, { streetId, q: q || undefined }, { signal })).houses.map(
            (h): ComboboxOption<AddressHouse> => ({ id: h.id, text: h.number, value: h }),
          )
        : [],
    [api, streetId],
  );

  /** A failed search says «Не удалось загрузить список…» at its field, and reports it. */
  const searchFailed = (error: unknown) => {
    const failure = readFailure(error, locale);
    emit({ type: 'error', step: 'search', code: failure.code, message: a.loadFailed });
  };

  /** Typing keeps a choice only while the text still reads as it. */
  const typing =
    <T,>(set: (update: (c: Choice<T>) => Choice<T>) => void) =>
    (text: string) =>
      set((c) => ({ text, option: c.option && c.option.text === text ? c.option : null }));
  const choosing =
    <T,>(set: (value: Choice<T>) => void) =>
    (option: ComboboxOption<T>) =>
      set({ text: option.text, option });

  function validate(): FieldErrors<FieldName> {
    const found: FieldErrors<FieldName> = {};
    if (mode === 'list') {
      // A field waits for the one above it, so only the first missing choice can be fixed now.
      if (!cityChoice) found.city = a.required.city;
      else if (!streetChoice) found.street = a.required.street;
      else if (!houseChoice) found.house = a.required.house;
      return found;
    }
    const check = (field: FieldName, value: string, required: string) => {
      const message = value.trim() === '' ? required : forbiddenCharactersMessage(value, locale);
      if (message) found[field] = message;
    };
    check('manualCity', manual.city, a.required.cityText);
    check('manualStreet', manual.street, a.required.streetText);
    check('manualHouse', manual.house, a.required.houseText);
    return found;
  }

  /** The typed city's directory id, when the directory has a settlement of that name. */
  async function typedCityId(name: string): Promise<string | undefined> {
    if (cityChoice && same(cityChoice.value.name, name)) return cityChoice.id;
    const { cities } = await searchAddressCities(api, { q: name.trim() });
    return cities.find((c) => same(c.name, name))?.id;
  }

  async function check(): Promise<AddressCheckResult> {
    if (mode === 'list' && houseChoice) {
      return checkHouse(api, houseChoice.id);
    }
    const typed = {
      city: manual.city.trim(),
      street: manual.street.trim(),
      house: manual.house.trim(),
    };
    const id = await typedCityId(typed.city);
    const input: OfficeAddressInput = { manual: true, cityId: id, ...typed };
    if (!id) {
      return {
        outcome: 'manual',
        address: input,
        text: [typed.city, typed.street, typed.house].join(', '),
        technology: null,
        connectionBusinessDays: null,
      };
    }
    const answer = await checkAddressCoverage(api, {
      cityId: id,
      street: typed.street,
      house: typed.house,
    });
    return fromCoverage(answer, input);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServiceError(null);
    const found = validate();
    if (Object.keys(found).length > 0) {
      fail(found);
      return;
    }
    reset();
    setBusy(true);
    emit({ type: 'submit', step: 'address' });
    try {
      const answer = await check();
      emit({ type: 'result', outcome: answer.outcome });
      onResult?.(answer);
      setResult(answer);
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      emit({ type: 'error', step: 'address', code: failure.code, message: failure.message });
      setServiceError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  function switchMode(next: 'list' | 'manual') {
    reset();
    setServiceError(null);
    if (next === 'manual') {
      // What was already found or typed carries over, so nothing is typed twice.
      setManual((m) => ({
        city: m.city || cityChoice?.value.name || city.text,
        street: m.street || streetChoice?.value.name || street.text,
        house: m.house || houseChoice?.text || house.text,
      }));
    }
    focusNext.current = next === 'manual' ? 'manualCity' : 'city';
    setMode(next);
  }

  const resultWords =
    result &&
    {
      covered: { tone: 'success', title: a.result.coveredTitle },
      notCovered: { tone: 'warning', title: a.result.notCoveredTitle },
      manual: { tone: 'info', title: a.result.manualTitle },
    }[result.outcome];

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
      {result && resultWords && (
        <div className={styles.form} data-step="result">
          <ResultPanel
            tone={resultWords.tone as 'success' | 'warning' | 'info'}
            level={stepLevel}
            title={resultWords.title}
            name={result.outcome}
          >
            <p className={styles.resultBody}>
              <strong>{result.text}</strong>
            </p>
            {result.outcome === 'covered' && (
              <p className={styles.resultBody}>
                {result.connectionBusinessDays !== null &&
                  fill(a.result.coveredText, { days: result.connectionBusinessDays })}{' '}
                {result.technology && a.result[result.technology]}
              </p>
            )}
            {result.outcome === 'notCovered' && (
              <p className={styles.resultBody}>{a.result.notCoveredText}</p>
            )}
            {result.outcome === 'manual' && (
              <p className={styles.resultBody}>{a.result.manualText}</p>
            )}
          </ResultPanel>
          <div className={styles.actions}>
            {renderNextStep?.(result)}
            <Button
              variant="secondary"
              onClick={() => {
                focusNext.current = mode === 'manual' ? 'manualCity' : 'city';
                setResult(null);
                onEdit?.();
              }}
            >
              {a.result.change}
            </Button>
          </div>
        </div>
      )}

      {!result && (
        <form className={styles.form} onSubmit={submit} noValidate data-step="address">
          <SubmitSummary
            items={items}
            attempt={attempt}
            title={s.common.errorSummaryTitle}
            headingLevel={stepLevel}
          />
          {mode === 'list' ? (
            <>
              <AddressCombobox
                id={idOf('city')}
                inputRef={cityRef}
                label={a.city}
                hint={a.searchHint}
                required
                text={city.text}
                onTextChange={typing(setCity)}
                selectedId={cityChoice?.id ?? null}
                onSelect={choosing(setCity)}
                load={loadCities}
                onLoadFailed={searchFailed}
                words={a}
                error={errors.city}
              />
              <AddressCombobox
                id={idOf('street')}
                label={a.street}
                hint={cityChoice ? a.searchHint : a.streetDisabledHint}
                required
                disabled={!cityChoice}
                text={street.text}
                onTextChange={typing(setStreet)}
                selectedId={streetChoice?.id ?? null}
                onSelect={choosing(setStreet)}
                load={loadStreets}
                onLoadFailed={searchFailed}
                words={a}
                error={errors.street}
              />
              <AddressCombobox
                id={idOf('house')}
                label={a.house}
                hint={streetChoice ? a.houseHint : a.houseDisabledHint}
                required
                disabled={!streetChoice}
                text={house.text}
                onTextChange={typing(setHouse)}
                selectedId={houseChoice?.id ?? null}
                onSelect={choosing(setHouse)}
                load={loadHouses}
                onLoadFailed={searchFailed}
                words={a}
                error={errors.house}
              />
              <p className={own.manualSwitch}>
                <span>{a.notFound}</span>
                <Button variant="ghost" size="s" onClick={() => switchMode('manual')}>
                  {a.manual}
                </Button>
              </p>
            </>
          ) : (
            <>
              <StepHeading level={stepLevel} focusOnMount={false}>
                {a.manualTitle}
              </StepHeading>
              <p className={styles.text}>{a.manualHint}</p>
              <TextField
                ref={manualCityRef}
                id={idOf('manualCity')}
                label={a.city}
                required
                forbiddenCharacters
                autoComplete="address-level2"
                maxLength={FIELD_MAX_LENGTH.addressPart}
                value={manual.city}
                onValueChange={(v) => setManual((m) => ({ ...m, city: v }))}
                error={errors.manualCity}
              />
              <TextField
                id={idOf('manualStreet')}
                label={a.street}
                required
                forbiddenCharacters
                autoComplete="address-line1"
                maxLength={FIELD_MAX_LENGTH.addressPart}
                value={manual.street}
                onValueChange={(v) => setManual((m) => ({ ...m, street: v }))}
                error={errors.manualStreet}
              />
              <TextField
                id={idOf('manualHouse')}
                label={a.house}
                hint={a.houseManualHint}
                required
                forbiddenCharacters
                autoComplete="address-line2"
                maxLength={FIELD_MAX_LENGTH.flat}
                value={manual.house}
                onValueChange={(v) => setManual((m) => ({ ...m, house: v }))}
                error={errors.manualHouse}
              />
              <p className={own.manualSwitch}>
                <Button variant="ghost" size="s" onClick={() => switchMode('list')}>
                  {a.backToList}
                </Button>
              </p>
            </>
          )}
          {towns.length > 0 && (
            <details className={own.disclosure}>
              <summary className={own.summary}>{a.hintTitle}</summary>
              <p className={styles.text}>{a.hintText}</p>
              <ul className={own.hints}>
                {towns.map((town) => (
                  <li key={town.id}>
                    {fill(a.hintItem, {
                      town: town.name,
                      city: town.parent?.cityName ?? '',
                      district: town.parent?.district ?? '',
                    })}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <ServiceError message={serviceError} />
          <div className={styles.actions}>
            <Button type="submit" size="l" loading={busy} loadingLabel={a.checking}>
              {a.continue}
            </Button>
            {onBack && (
              <Button variant="secondary" size="l" onClick={onBack}>
                {s.common.back}
              </Button>
            )}
          </div>
        </form>
      )}
    </Frame>
  );
}

import type { ConnectionTechnology, OfficeAddressInput, Out } from '../../../../contract/index.ts';
import { callEndpoint, type ApiClient } from '../../api/index.ts';

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

/** An address typed by hand («Ввести вручную»). */
export interface TypedAddress {
  city: string;
  street: string;
  house: string;
}

type Options = { signal?: AbortSignal };

/** A coverage answer as the widget's result (`fallback`: the address it was asked about). */
function fromCoverage(
  answer: Out<'addressCoverage'>,
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

/** Same name regardless of case and ё (as the backend matches). */
export function sameName(a: string, b: string): boolean {
  const norm = (text: string) => text.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е');
  return norm(a) === norm(b);
}

/**
 * Checks a directory building by its id: the widget's own check of a chosen house, and a host's
 * that carries a checked address over (a link from the embed's answer).
 */
export async function checkHouse(
  api: ApiClient,
  houseId: string,
  options?: Options,
): Promise<AddressCheckResult> {
  return fromCoverage(await callEndpoint(api, 'addressCoverage', { houseId }, options), {
    houseId,
  });
}

/**
 * Checks an address typed by hand: when the directory has a settlement of that name (`knownCityId`
 * when the person had already chosen it), the backend matches the street and house in it;
 * otherwise a manager checks it after the application.
 */
export async function checkTypedAddress(
  api: ApiClient,
  typed: TypedAddress,
  knownCity: { id: string; name: string } | null,
  options?: Options,
): Promise<AddressCheckResult> {
  const trimmed = {
    city: typed.city.trim(),
    street: typed.street.trim(),
    house: typed.house.trim(),
  };
  const cityId =
    knownCity && sameName(knownCity.name, trimmed.city)
      ? knownCity.id
      : (await callEndpoint(api, 'addressCities', { q: trimmed.city }, options)).cities.find((c) =>
          sameName(c.name, trimmed.city),
        )?.id;
  const input: OfficeAddressInput = { manual: true, cityId, ...trimmed };
  if (!cityId) {
    return {
      outcome: 'manual',
      address: input,
      text: [trimmed.city, trimmed.street, trimmed.house].join(', '),
      technology: null,
      connectionBusinessDays: null,
    };
  }
  const answer = await callEndpoint(
    api,
    'addressCoverage',
    { cityId, street: trimmed.street, house: trimmed.house },
    options,
  );
  return fromCoverage(answer, input);
}

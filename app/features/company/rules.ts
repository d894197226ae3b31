import { errorMessage } from '../../../contract/errors.ts';
import { FIELD_MAX_LENGTH } from '../../../contract/limits.ts';
import type { Locale } from '../../../contract/locale.ts';
import { isValidKzIban, normalizeIban } from '../../../contract/rules/iban.ts';
import type { FieldErrors } from '../../forms/index.ts';
import type { Translate } from '../../i18n/index.ts';

/** The account-list choice that opens a field to type an account the list does not have yet. */
export const NEW_IBAN = '__new';

/**
 * Company details as a form holds them (§2.19, wizard step 1 §2.22). A parent `useForm` owns
 * them, beside its own fields; `CompanyDetailsFields` renders them.
 */
export type CompanyDetailsValues = {
  /** The head's position (`positions`). */
  positionId: string | null;
  bankId: string | null;
  /** The account: one of the company's at that bank (`customer-ibans`), or typed. '' for none. */
  iban: string;
  /** The account is typed («Другой счёт») rather than chosen from the list. */
  ibanTyped: boolean;
  legalAddress: string;
  actualAddress: string;
  flat: string;
};

/** The form's starting values from stored details (a profile's, an application's). */
export function companyDetailsOf(stored: {
  positionId: string | null;
  bankId: string | null;
  iban: string | null;
  legalAddress: string | null;
  actualAddress: string | null;
  flat: string | null;
}): CompanyDetailsValues {
  return {
    positionId: stored.positionId,
    bankId: stored.bankId,
    iban: stored.iban ?? '',
    ibanTyped: false,
    legalAddress: stored.legalAddress ?? '',
    actualAddress: stored.actualAddress ?? '',
    flat: stored.flat ?? '',
  };
}

/** The fields that must not be left empty. */
export type CompanyDetailsRequired = Partial<
  Record<'positionId' | 'bankId' | 'legalAddress' | 'actualAddress', boolean>
>;

/** The wizard's step 1: everything but the office number. */
export const ALL_REQUIRED: CompanyDetailsRequired = {
  positionId: true,
  bankId: true,
  legalAddress: true,
  actualAddress: true,
};

/** What the details are sent as (trimmed, the IBAN in capitals without spaces). */
export interface CompanyDetailsInput {
  positionId: string | null;
  bankId: string | null;
  iban: string | null;
  legalAddress: string;
  actualAddress: string;
  flat: string | null;
}

export function companyDetailsInput(values: CompanyDetailsValues): CompanyDetailsInput {
  const iban = normalizeIban(values.iban);
  return {
    positionId: values.positionId,
    bankId: values.bankId,
    iban: iban || null,
    legalAddress: values.legalAddress.trim(),
    actualAddress: values.actualAddress.trim(),
    flat: values.flat.trim() || null,
  };
}

/**
 * The server's rules for company details, checked before sending (it checks them again): the
 * required ones, the lengths of `FIELD_MAX_LENGTH`, an account chosen once a bank is (and a bank
 * once an account is), and a typed IBAN that passes ISO 13616 mod 97.
 */
export function companyDetailsProblems(
  values: CompanyDetailsValues,
  {
    t,
    locale,
    required = ALL_REQUIRED,
  }: {
    t: Translate;
    locale: Locale;
    required?: CompanyDetailsRequired;
  },
): FieldErrors<CompanyDetailsValues> {
  const missing = (name: keyof CompanyDetailsRequired | 'iban' | 'newIban') =>
    t(`cabinet.company.required.${name}`);
  const tooLong = (text: string, max: number) =>
    text.trim().length > max ? t('cabinet.company.tooLong', { max }) : undefined;
  const text = (name: 'legalAddress' | 'actualAddress') =>
    values[name].trim() === ''
      ? required[name]
        ? missing(name)
        : undefined
      : tooLong(values[name], FIELD_MAX_LENGTH.address);
  const hasIban = values.iban.trim() !== '';
  // The server takes a bank and an account together, or neither (the profile keeps its own).
  const bankNeeded = required.bankId || hasIban;
  const ibanNeeded = required.bankId || values.bankId !== null;
  let iban: string | undefined;
  if (!hasIban) {
    if (values.ibanTyped) iban = missing('newIban');
    else if (ibanNeeded) iban = missing('iban');
  } else if (values.ibanTyped && !isValidKzIban(values.iban)) {
    iban = errorMessage(locale, 'IBAN_INVALID');
  }
  return {
    positionId:
      values.positionId === null && required.positionId ? missing('positionId') : undefined,
    bankId: values.bankId === null && bankNeeded ? missing('bankId') : undefined,
    iban,
    legalAddress: text('legalAddress'),
    actualAddress: text('actualAddress'),
    flat: tooLong(values.flat, FIELD_MAX_LENGTH.flat),
  };
}

/** Where the server's field errors land, by the request's field names. */
export function companyDetailsServerFields(names: {
  positionId: string;
  legalAddress: string;
  actualAddress: string;
}): Record<string, keyof CompanyDetailsValues> {
  return {
    [names.positionId]: 'positionId',
    [names.legalAddress]: 'legalAddress',
    [names.actualAddress]: 'actualAddress',
    bankId: 'bankId',
    iban: 'iban',
    flat: 'flat',
  };
}

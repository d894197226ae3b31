/**
 * Kazakhstan mobile numbers. The operator accepts only real KZ mobile ranges: 7XX codes
 * 700–702, 705–708, 747, 760–764, 771, 775–778 and 785, followed by 7 digits.
 * Values travel as E.164: `+77011234567`.
 */
export const KZ_MOBILE_CODES = [
  '700', '701', '702', '705', '706', '707', '708', '747',
  '760', '761', '762', '763', '764', '771', '775', '776', '777', '778', '785',
] as const; // prettier-ignore

export type KzMobileCode = (typeof KZ_MOBILE_CODES)[number];

const CODE_SET: ReadonlySet<string> = new Set(KZ_MOBILE_CODES);

/**
 * The 10 national digits (`7011234567`) from anything a person may type or paste:
 * `+7 701 123 45 67`, `8 (701) 123-45-67`, `87011234567`, `7011234567`.
 * Returns the digits found so far without the country prefix; callers check the length.
 */
export function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+')) {
    // An explicit country code must be Kazakhstan's +7.
    return digits.startsWith('7') ? digits.slice(1, 11) : '';
  }
  const hasTrunkPrefix = digits.startsWith('8') || (digits.length === 11 && digits.startsWith('7'));
  return (hasTrunkPrefix ? digits.slice(1) : digits).slice(0, 10);
}

export function isKzMobileNational(national: string): boolean {
  return /^\d{10}$/.test(national) && CODE_SET.has(national.slice(0, 3));
}

/**
 * E.164 for a valid KZ mobile number, else null. A number with digits beyond the 10 national
 * ones (`+7 701 123 45 678`) is a typo, not a number to trim.
 */
export function toKzMobileE164(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  const prefixed = input.trim().startsWith('+') || /^[78]\d{10}$/.test(digits);
  if (digits.length !== (prefixed ? 11 : 10)) return null;
  const national = nationalDigits(input);
  return isKzMobileNational(national) ? `+7${national}` : null;
}

export function isKzMobileE164(value: string): boolean {
  return /^\+7\d{10}$/.test(value) && isKzMobileNational(value.slice(2));
}

/**
 * `+77011234567` → `+7 701 *** ** 67`: enough for the user to recognise, useless to a reader.
 * The backend answers it (`maskedPhone`) and logs it; the site shows it when an answer has none.
 */
export function maskPhone(e164: string): string {
  return `+7 ${e164.slice(2, 5)} *** ** ${e164.slice(-2)}`;
}

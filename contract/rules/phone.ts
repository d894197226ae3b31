/**
 * Kazakhstan phone numbers. Values travel as E.164: `+77011234567`.
 *
 * - Mobile: the real KZ mobile ranges, 7XX codes 700–702, 705–708, 747, 760–764, 771, 775–778 and
 *   785, followed by 7 digits. Every number a code is texted to must be one (login, consultation,
 *   success case, signing): a landline cannot receive an SMS.
 * - Landline: a geographic number, whose area code starts 71 or 72 (Astana 7172, Almaty 727,
 *   Karaganda 7212, Shymkent 7252…), 10 national digits in all. Taken where nothing is texted:
 *   a company's office line on a lead form, or as its contact phone in the profile.
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

/** A geographic (landline) number: area codes 710–729. */
export function isKzLandlineNational(national: string): boolean {
  return /^7[12]\d{8}$/.test(national);
}

/** Which numbers a field takes: `mobile` where a code is texted to it, `any` where nothing is. */
export type PhoneAccept = 'mobile' | 'any';
export type PhoneKind = 'mobile' | 'landline';

/** The kind of 10 national digits, or null when they are no Kazakhstan number. */
export function kzPhoneKind(national: string): PhoneKind | null {
  if (isKzMobileNational(national)) return 'mobile';
  if (isKzLandlineNational(national)) return 'landline';
  return null;
}

/**
 * E.164 for a Kazakhstan number of an accepted kind, else null. A number with digits beyond the
 * 10 national ones (`+7 701 123 45 678`) is a typo, not a number to trim.
 */
export function toKzE164(input: string, accept: PhoneAccept): string | null {
  const digits = input.replace(/\D/g, '');
  const prefixed = input.trim().startsWith('+') || /^[78]\d{10}$/.test(digits);
  if (digits.length !== (prefixed ? 11 : 10)) return null;
  const national = nationalDigits(input);
  const kind = kzPhoneKind(national);
  return kind === 'mobile' || (kind === 'landline' && accept === 'any') ? `+7${national}` : null;
}

/** E.164 for a valid KZ mobile number, else null. */
export function toKzMobileE164(input: string): string | null {
  return toKzE164(input, 'mobile');
}

/** E.164 for a valid KZ mobile or landline number, else null. */
export function toKzPhoneE164(input: string): string | null {
  return toKzE164(input, 'any');
}

export function isKzMobileE164(value: string): boolean {
  return /^\+7\d{10}$/.test(value) && isKzMobileNational(value.slice(2));
}

export function isKzPhoneE164(value: string): boolean {
  return /^\+7\d{10}$/.test(value) && kzPhoneKind(value.slice(2)) !== null;
}

/**
 * `+77011234567` → `+7 701 *** ** 67`: enough for the user to recognise, useless to a reader.
 * The backend answers it (`maskedPhone`) and logs it; the site shows it when an answer has none.
 */
export function maskPhone(e164: string): string {
  return `+7 ${e164.slice(2, 5)} *** ** ${e164.slice(-2)}`;
}

/**
 * IIN / BIN (12-digit individual and business identification numbers of Kazakhstan).
 *
 * Check digit (the 12th): weights 1..11 over the first 11 digits, sum mod 11; when that is 10,
 * weights 3..11,1,2 again mod 11; a second 10 means the number cannot exist.
 * Kind: a BIN has the legal-entity type (4, 5 or 6) in the 5th position, where an IIN has the
 * tens digit of the birth day (0..3), so the two never overlap.
 */
export type IdNumberKind = 'bin' | 'iin';
export type IdNumberAccept = IdNumberKind | 'any';
export type IdNumberError = 'EMPTY' | 'NOT_DIGITS' | 'LENGTH' | 'CHECKSUM' | 'WRONG_KIND';

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

export const ID_NUMBER_LENGTH = 12;

/** The weighted digit sum mod 11. A plain loop: it runs on every BIN the API is sent. */
function weigh(first11: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += (first11.charCodeAt(i) - 48) * weights[i]!;
  return sum % 11;
}

/** The expected 12th digit for the first 11, or null when no digit can make the number valid. */
export function idNumberCheckDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) return null;
  const first = weigh(first11, FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = weigh(first11, SECOND_WEIGHTS);
  return second === 10 ? null : second;
}

export function idNumberKind(value: string): IdNumberKind | null {
  if (!/^\d{12}$/.test(value)) return null;
  const fifth = Number(value[4]);
  if (fifth >= 4 && fifth <= 6) return 'bin';
  if (fifth <= 3) return 'iin';
  return null;
}

/** Returns null when `value` is a valid number of an accepted kind, else the first problem. */
export function validateIdNumber(
  value: string,
  accept: IdNumberAccept = 'any',
): IdNumberError | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'EMPTY';
  if (!/^\d+$/.test(trimmed)) return 'NOT_DIGITS';
  if (trimmed.length !== ID_NUMBER_LENGTH) return 'LENGTH';
  if (idNumberCheckDigit(trimmed.slice(0, 11)) !== Number(trimmed[11])) return 'CHECKSUM';
  const kind = idNumberKind(trimmed);
  if (kind === null || (accept !== 'any' && kind !== accept)) return 'WRONG_KIND';
  return null;
}

export function isValidBin(value: string): boolean {
  return validateIdNumber(value, 'bin') === null;
}

/**
 * What a company's number field takes, on every form of the site, the cabinet and the widgets and
 * in every call of the API: a legal entity's BIN, or a sole proprietor's IIN (an ИП registered
 * as an individual has no BIN; its number is the owner's IIN). The one rule the kit's BinInput,
 * the forms' checks and the contract's `bin` schema read.
 */
export const COMPANY_NUMBER_ACCEPT: IdNumberAccept = 'any';

/**
 * A company whose number is an IIN is a sole proprietor (legal form IE): its owner is its head,
 * and signs its documents with their own, individual key.
 */
export function isSoleProprietorNumber(companyNumber: string): boolean {
  return idNumberKind(companyNumber) === 'iin';
}

/** The head position of a sole proprietor: its owner («Индивидуальный предприниматель»). */
export const ENTREPRENEUR_POSITION_ID = 'entrepreneur';

/**
 * Whether a head position fits a company: a sole proprietor registered by IIN is headed only by
 * its owner. (An IE with a BIN — a joint one — and every legal entity take any position.)
 */
export function positionFitsCompany(companyNumber: string, positionId: string): boolean {
  return !isSoleProprietorNumber(companyNumber) || positionId === ENTREPRENEUR_POSITION_ID;
}

/**
 * As-you-type formatting of Kazakhstan mobile numbers: `+7 (7XX) XXX-XX-XX`.
 *
 * The caret is tracked as "the number of national digits before it", never as a character
 * offset, so formatting characters appearing or disappearing around it cannot make it jump.
 * Which digits are national follows the same reading as `contract/rules/phone.ts`: an explicit
 * `+7` is the country code, a leading `8` is the trunk prefix, and of 11 digits starting with `7`
 * the first is the country code.
 */

/** Digits of a national number (`7011234567`). */
export const NATIONAL_LENGTH = 10;

/** What the field shows once the user has started a number but typed no national digit yet. */
export const DISPLAY_PREFIX = '+7 (';

export interface NationalReading {
  /** Indices in the text of the characters that are national digits, in order. */
  indices: number[];
  /** The national digits (all of them, possibly more than 10). */
  digits: string;
  /** True when the text shows the user began a number (`+`, `+7`, `8`) even without digits. */
  started: boolean;
  /** True when a leading `7` of exactly 11 digits was read as the country code. */
  droppedCountryCode: boolean;
}

export function readNational(text: string): NationalReading {
  const all: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (isDigit(text[i])) all.push(i);
  }
  const firstVisible = text.search(/\S/);
  const explicitPlus = firstVisible >= 0 && text[firstVisible] === '+';
  let start = 0;
  if (explicitPlus && text[all[0] ?? -1] === '7') start = 1;
  if (text[all[start] ?? -1] === '8') start += 1;
  let droppedCountryCode = false;
  if (all.length - start === NATIONAL_LENGTH + 1 && text[all[start] ?? -1] === '7') {
    start += 1;
    droppedCountryCode = true;
  }
  const indices = all.slice(start);
  return {
    indices,
    digits: indices.map((i) => text[i]).join(''),
    started: explicitPlus || all.length > 0,
    droppedCountryCode,
  };
}

/** `7011234` → `+7 (701) 123-4`; an empty string stays empty. */
export function formatNational(national: string): string {
  if (national === '') return '';
  let out = DISPLAY_PREFIX + national.slice(0, 3);
  if (national.length > 3) out += `) ${national.slice(3, 6)}`;
  if (national.length > 6) out += `-${national.slice(6, 8)}`;
  if (national.length > 8) out += `-${national.slice(8, 10)}`;
  return out;
}

/** The caret offset in a formatted display that sits right after its `count`-th national digit. */
export function caretAfterDigits(display: string, count: number): number {
  if (display === '') return 0;
  if (count <= 0) return Math.min(DISPLAY_PREFIX.length, display.length);
  const { indices } = readNational(display);
  const index = indices[Math.min(count, indices.length) - 1];
  return index === undefined ? display.length : index + 1;
}

/** How many national digits of `text` lie before the offset `caret`. */
export function digitsBefore(reading: NationalReading, caret: number): number {
  return reading.indices.filter((i) => i < caret).length;
}

/** The display for a value the component reports (`''`, `+7`, `+7701…`) or receives. */
export function displayFromValue(value: string): string {
  const { digits, started } = readNational(value);
  if (digits === '') return started ? DISPLAY_PREFIX : '';
  return formatNational(digits.slice(0, NATIONAL_LENGTH));
}

/** The value reported for a display: E.164, or `+7` plus the digits so far, or `''`. */
export function valueFromDisplay(display: string): string {
  const { digits } = readNational(display);
  if (digits !== '') return `+7${digits}`;
  return display.startsWith(DISPLAY_PREFIX) ? '+7' : '';
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

import type { NumbersChoice } from '../domain.ts';
import { toKzMobileE164 } from './phone.ts';

/**
 * The own-numbers rule of the mobile number step (§2.16), one definition for the browser (which
 * words each problem) and the backend (which refuses the request): «all own» needs one own number
 * per connected number, «partly own» at least one and fewer than all, «all new» none; a number
 * once, each a Kazakh mobile number.
 */
export type OwnNumbersProblem =
  | { kind: 'required' }
  | { kind: 'invalid'; numbers: string[] }
  | { kind: 'duplicate'; number: string }
  | { kind: 'notAll'; count: number }
  | { kind: 'partly'; max: number }
  | { kind: 'unexpected' };

/** The numbers a person typed, one per line (or separated by commas or semicolons), as E.164. */
export function readOwnNumbers(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\n,;]+/)) {
    const typed = part.trim();
    if (!typed) continue;
    const e164 = toKzMobileE164(typed);
    if (e164) valid.push(e164);
    else invalid.push(typed);
  }
  return { valid, invalid };
}

/**
 * What is wrong with the own numbers of an application of `total` numbers (main and additional),
 * or null. `invalid` are typed entries that are not a mobile number (the browser's reading).
 */
export function ownNumbersProblem(
  choice: NumbersChoice,
  numbers: readonly string[],
  total: number,
  invalid: readonly string[] = [],
): OwnNumbersProblem | null {
  if (choice === 'new')
    return numbers.length + invalid.length === 0 ? null : { kind: 'unexpected' };
  if (numbers.length === 0 && invalid.length === 0) return { kind: 'required' };
  if (invalid.length > 0) return { kind: 'invalid', numbers: [...invalid] };
  const duplicate = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (duplicate) return { kind: 'duplicate', number: duplicate };
  if (choice === 'own' && numbers.length !== total) return { kind: 'notAll', count: total };
  if (choice === 'partlyOwn' && (numbers.length < 1 || numbers.length >= total)) {
    return { kind: 'partly', max: Math.max(1, total - 1) };
  }
  return null;
}

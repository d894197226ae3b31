import { describe, expect, it } from 'vitest';
import { email } from '../schema/fields.ts';
import { isEmailAddress } from './email.ts';

/** The form's check and the request schema's, on the addresses people type. */
const ADDRESSES: Array<[string, boolean]> = [
  ['ceo@steppe.kz', true],
  ['a.saparova+cases@stepnoy.kz', true],
  ['info@mail.example.kz', true],
  ['иван@почта.рф', false],
  ['ceo@steppe', false],
  ['ceo steppe@kz.kz', false],
  ['.ceo@steppe.kz', false],
  ['ceo@-steppe.kz', false],
];

describe('e-mail addresses', () => {
  it.each(ADDRESSES)('%s: the form and the API agree (%s)', (address, taken) => {
    expect(isEmailAddress(address)).toBe(taken);
    expect(email.safeParse(address).success).toBe(taken);
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../contract/errors.ts';
import { kk } from './kk/index.ts';
import { ru } from './ru/index.ts';

/** Every string of a message table with its dot path. */
function strings(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (table && typeof table === 'object') {
    return Object.entries(table).flatMap(([key, value]) =>
      strings(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/*
 * One spelling of the message a code comes in, per language (issue 39: «SMS» and «СМС» on one
 * screen): Russian writes «СМС», Kazakh «SMS». A string in the other spelling fails here.
 */
describe('the SMS spelling', () => {
  it('ru says «СМС», never «SMS»', () => {
    expect(
      strings({ ru, errors: ERROR_MESSAGES.ru }).filter(([, text]) => /\bSMS\b/.test(text)),
    ).toEqual([]);
  });

  it('kk says «SMS», never «СМС»', () => {
    expect(
      strings({ kk, errors: ERROR_MESSAGES.kk }).filter(([, text]) => /СМС/.test(text)),
    ).toEqual([]);
  });
});

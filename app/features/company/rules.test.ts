import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/index.ts';
import {
  companyDetailsInput,
  companyDetailsOf,
  companyDetailsProblems,
  type CompanyDetailsValues,
} from './rules.ts';

const ru = { t: createTranslator('ru'), locale: 'ru' as const };
const EMPTY = companyDetailsOf({
  positionId: null,
  bankId: null,
  iban: null,
  legalAddress: null,
  actualAddress: null,
  flat: null,
});
const FILLED: CompanyDetailsValues = {
  positionId: 'director',
  bankId: 'halyk',
  iban: 'KZ356011804400001280',
  ibanTyped: false,
  legalAddress: 'г. Алматы, ул. Толе би, 101',
  actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
  flat: '12',
};
const problems = (
  values: CompanyDetailsValues,
  required?: Parameters<typeof companyDetailsProblems>[1]['required'],
) =>
  Object.fromEntries(
    Object.entries(companyDetailsProblems(values, { ...ru, required })).filter(([, m]) => m),
  );

describe('company details rules', () => {
  it('asks for everything but the office number in the wizard, each in its own words', () => {
    expect(problems(EMPTY)).toEqual({
      positionId: 'Выберите должность руководителя',
      bankId: 'Выберите банк',
      iban: 'Выберите счёт',
      legalAddress: 'Введите юридический адрес',
      actualAddress: 'Введите фактический адрес',
    });
    expect(problems(FILLED)).toEqual({});
  });

  it('lets the profile leave empty what was empty, but takes a bank and an account together', () => {
    expect(problems(EMPTY, {})).toEqual({});
    expect(problems({ ...EMPTY, bankId: 'kaspi' }, {})).toEqual({ iban: 'Выберите счёт' });
    expect(problems({ ...EMPTY, iban: 'KZ356011804400001280' }, {})).toEqual({
      bankId: 'Выберите банк',
    });
  });

  it('checks a typed account with mod 97 as the server does, and the lengths', () => {
    // A real account of the demo data, and the same with its last digit changed (mod 97 catches
    // every single-digit slip).
    const good = 'KZ356011804400001280';
    const bad = 'KZ356011804400001281';
    expect(problems({ ...FILLED, ibanTyped: true, iban: '' })).toEqual({
      iban: 'Введите номер счёта (IBAN)',
    });
    expect(problems({ ...FILLED, ibanTyped: true, iban: bad })).toEqual({
      iban: 'Некорректный IBAN',
    });
    // Typed in groups of four, in lower case: fine, and sent normalised.
    const spaced = good.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(problems({ ...FILLED, ibanTyped: true, iban: spaced })).toEqual({});
    expect(companyDetailsInput({ ...FILLED, ibanTyped: true, iban: spaced }).iban).toBe(good);
    expect(problems({ ...FILLED, legalAddress: 'а'.repeat(301), flat: '1'.repeat(21) })).toEqual({
      legalAddress: 'Не больше 300 символов',
      flat: 'Не больше 20 символов',
    });
  });

  it('sends trimmed text and no office number rather than an empty one', () => {
    expect(companyDetailsInput({ ...FILLED, legalAddress: '  г. Алматы ', flat: '  ' })).toEqual({
      positionId: 'director',
      bankId: 'halyk',
      iban: 'KZ356011804400001280',
      legalAddress: 'г. Алматы',
      actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
      flat: null,
    });
  });

  it('speaks Kazakh', () => {
    const kk = { t: createTranslator('kk'), locale: 'kk' as const };
    expect(companyDetailsProblems(EMPTY, kk).bankId).toBe('Банкті таңдаңыз');
    expect(companyDetailsProblems({ ...FILLED, ibanTyped: true, iban: 'KZ00' }, kk).iban).toBe(
      'IBAN қате',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { binProblem } from './validate.ts';

/*
 * Every company field of the site, the cabinet and the widgets takes a company's number: a legal
 * entity's BIN or a sole proprietor's IIN (contract/rules/bin.ts `COMPANY_NUMBER_ACCEPT`), with
 * its check digit, and says what is wrong in the kit's words.
 */
describe('binProblem', () => {
  it.each(['180440000128', '111160000374', '910405300814', '850315300128', ' 910 405 300 814 '])(
    'takes %j, a BIN or a sole proprietor’s IIN',
    (value) => {
      expect(binProblem(value, 'ru')).toBeUndefined();
    },
  );

  it.each([
    ['', 'ru', 'Введите БИН или ИИН'],
    ['', 'kk', 'БСН немесе ЖСН енгізіңіз'],
    ['91040530081', 'ru', 'БИН или ИИН должен состоять из 12 цифр'],
    ['91040530081a', 'kk', 'БСН немесе ЖСН тек цифрлардан тұруы керек'],
    ['910405300815', 'ru', 'БИН или ИИН введён с ошибкой — проверьте цифры'],
    ['910405300815', 'kk', 'БСН немесе ЖСН қате енгізілген — цифрларды тексеріңіз'],
    // The check digit is right, but a 5th digit of 7 is neither a birth day's nor an entity type.
    ['180470000121', 'ru', 'БИН или ИИН введён с ошибкой — проверьте цифры'],
  ] as const)('%j in %s: «%s»', (value, locale, message) => {
    expect(binProblem(value, locale)).toBe(message);
  });

  it('lets an optional field stay empty, and still checks what is typed in it', () => {
    expect(binProblem('  ', 'ru', false)).toBeUndefined();
    expect(binProblem('910405300815', 'ru', false)).toBe(
      'БИН или ИИН введён с ошибкой — проверьте цифры',
    );
  });
});

import { LocalizedStringDictionary } from '@internationalized/string';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DatePicker } from '../../components/DatePicker/DatePicker.tsx';
import { regionsKk } from '../../components/Select/fixtures.ts';
import { Select } from '../../components/Select/Select.tsx';
import { renderWithKit } from '../../test/render.tsx';
import { installKazakhStrings, KAZAKH_PACKAGES, requestedPackages } from './dictionary.ts';
import { combobox } from './kk.ts';

/*
 * react-aria's words in Kazakh come through the dictionary hook `dictionary.ts` takes. These check
 * that react-aria still asks it, and that no react-aria part of the kit asks for a package we have
 * no Kazakh words for (it would speak English on Kazakh pages).
 */
const spies: MockInstance[] = [];
beforeAll(() => {
  // jsdom lays nothing out: the Select's virtualised list needs a viewport to render options.
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

describe('react-aria in Kazakh', () => {
  it('answers react-aria’s lookup with its Russian table and our Kazakh one', () => {
    installKazakhStrings();
    const dictionary = LocalizedStringDictionary.getGlobalDictionaryForPackage<string, string>(
      '@react-aria/combobox',
    );
    expect(dictionary?.getStringForLocale('buttonLabel', 'kk-KZ')).toBe(combobox.buttonLabel);
    expect(dictionary?.getStringForLocale('buttonLabel', 'ru-RU')).toBe('Показать предложения');
    // A package without Kazakh words stays react-aria's own.
    expect(LocalizedStringDictionary.getGlobalDictionaryForPackage('@react-aria/table')).toBeNull();
  });

  it('covers every package the kit’s react-aria parts ask for', async () => {
    const user = userEvent.setup();
    requestedPackages.clear();
    renderWithKit(
      <>
        <Select
          label="Өңір"
          placeholder="Өңірді таңдаңыз"
          searchPlaceholder="Атауы бойынша іздеу"
          options={regionsKk}
          multiple
          defaultValue={['almaty']}
        />
        <DatePicker label="Күні" timeZone="Asia/Almaty" />
      </>,
      { locale: 'kk' },
    );
    await user.click(screen.getByRole('combobox', { name: /^Өңір/ }));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('button', { name: 'Іздеуді тазалау', hidden: true })).toBeTruthy();
    await user.keyboard('{Escape}{Escape}');
    await user.click(screen.getByRole('button', { name: /^Күнтізбеден таңдау/, hidden: true }));
    expect(await screen.findByRole('grid', { hidden: true })).toBeTruthy();

    expect(requestedPackages.size).toBeGreaterThan(0);
    // react-aria-components' own words: its Select asks for them, but shows only its
    // `selectPlaceholder`, and only when given no placeholder (the kit's Select always has one).
    const shown = [...requestedPackages].filter((name) => name !== 'react-aria-components');
    expect(shown.filter((name) => !KAZAKH_PACKAGES.includes(name))).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KitLocale } from '../../i18n/index.ts';
import { renderWithKit } from '../../test/render.tsx';
import { spokenDuring, spokenOnFocus } from '../../test/screenReader.ts';
import { TextField } from './TextField.tsx';

const LIST = '!”№%:%:,.(;)_+=-№$';

/** The form's own words (a label, a hint and an error are the caller's), and the kit's. */
const SAID: Record<
  KitLocale,
  { label: string; hint: string; error: string; prefix: string; avoid: string; typed: string }
> = {
  ru: {
    label: 'Название компании',
    hint: 'Как в свидетельстве о регистрации',
    error: 'Введите название компании',
    prefix: 'Ошибка:',
    avoid: `Не используйте символы: ${LIST}`,
    typed: `Недопустимые символы: ${LIST}`,
  },
  kk: {
    label: 'Компания атауы',
    hint: 'Тіркеу куәлігіндегідей',
    error: 'Компания атауын енгізіңіз',
    prefix: 'Қате:',
    avoid: `Мына таңбаларды қолданбаңыз: ${LIST}`,
    typed: `Рұқсат етілмеген таңбалар: ${LIST}`,
  },
};

describe.each(['ru', 'kk'] as const)('TextField, as a screen reader says it (%s)', (locale) => {
  const { label, hint, error, prefix, avoid, typed } = SAID[locale];

  it('says its name, its hint and that it is required', async () => {
    const { container } = renderWithKit(<TextField label={label} hint={hint} required />, {
      locale,
    });
    expect(await spokenOnFocus(container, screen.getByRole('textbox'))).toBe(
      `textbox, ${label}, ${hint}, required`,
    );
  });

  it('says the error after the hint, with the kit’s prefix, and that the field is invalid', async () => {
    const { container } = renderWithKit(
      <TextField label={label} hint={hint} error={error} required />,
      { locale },
    );
    expect(await spokenOnFocus(container, screen.getByRole('textbox'))).toBe(
      `textbox, ${label}, ${hint} ${prefix} ${error}, invalid, required`,
    );
  });

  it('names the forbidden characters in the hint and announces them when typed', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<TextField label={label} forbiddenCharacters />, {
      locale,
    });
    const input = screen.getByRole('textbox');
    expect(await spokenOnFocus(container, input)).toBe(`textbox, ${label}, ${avoid}`);
    const said = await spokenDuring(container, () => user.type(input, 'ТОО!'));
    expect(said).toContain(`polite: ${typed}`);
    expect(await spokenOnFocus(container, input)).toBe(
      `textbox, ${label}, ТОО!, ${avoid} ${prefix} ${typed}, invalid`,
    );
  });
});

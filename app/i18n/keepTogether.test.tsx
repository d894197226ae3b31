import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepTogether } from './keepTogether.tsx';
import { unbroken } from './keepTogether.css.ts';

/** The pieces a line may not break inside, as a reader gets them: the nowrap spans' texts. */
function unbrokenParts(text: string): string[] {
  const { container } = render(<p>{keepTogether(text)}</p>);
  expect(container.textContent).toBe(text);
  return [...container.querySelectorAll(`.${unbroken}`)].map((span) => span.textContent ?? '');
}

describe('keepTogether', () => {
  it('keeps an application number whole: no break at its hyphens', () => {
    expect(unbrokenParts('Заявка № IN-2026-000002')).toEqual(['IN-2026-000002']);
  });

  it('keeps an amount with its unit, and a unit with its slash', () => {
    expect(unbrokenParts('«Интернет для офиса 20 Мбит/с»')).toEqual(['20 Мбит/с']);
    expect(unbrokenParts('15\u00a0900 ₸/мес.')).toEqual(['15\u00a0900 ₸/мес.']);
    expect(unbrokenParts('4\u00a0990 ₸/ай')).toEqual(['4\u00a0990 ₸/ай']);
    expect(unbrokenParts('200 ГБ интернета')).toEqual(['200 ГБ']);
  });

  it('keeps a price whole in a catalogue description, with its unit and a range', () => {
    expect(
      unbrokenParts(
        'Проводной интернет от 15 900 ₸ в месяц: тарифы 5–20 Мбит/с, подключение от 3 рабочих дней.',
      ),
    ).toEqual(['15 900 ₸', '5–20 Мбит/с']);
    expect(unbrokenParts('Айына 15 900 ₸-ден бастап, 8,7 млн абонент, 100 Гбит/с')).toEqual([
      '15 900 ₸-ден',
      '8,7 млн',
      '100 Гбит/с',
    ]);
    expect(unbrokenParts('Пакеты роуминга — от 2200 ₸ в месяц')).toEqual(['2200 ₸']);
    // A roaming tariff's figures: per minute, per 10 MB.
    expect(unbrokenParts('от 99 ₸/мин, от 390 ₸/10 МБ')).toEqual(['99 ₸/мин', '390 ₸/10 МБ']);
  });

  it('keeps a phone number whole', () => {
    expect(unbrokenParts('Менеджер, +7 (701) 123-45-67')).toEqual(['+7 (701) 123-45-67']);
  });

  it('leaves prose alone: words break where they always did', () => {
    expect(unbrokenParts('г. Алматы, ул. Толе би, 101')).toEqual([]);
    expect(unbrokenParts('Подключение от 3 рабочих дней, 5 минут на звонок')).toEqual([]);
    expect(keepTogether('Не указано')).toBe('Не указано');
  });
});

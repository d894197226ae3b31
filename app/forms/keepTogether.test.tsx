import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepTogether } from './keepTogether.tsx';
import { unbroken } from './layout.css.ts';

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

  it('keeps a phone number whole', () => {
    expect(unbrokenParts('Менеджер, +7 (701) 123-45-67')).toEqual(['+7 (701) 123-45-67']);
  });

  it('leaves prose alone: words break where they always did', () => {
    expect(unbrokenParts('г. Алматы, ул. Толе би, 101')).toEqual([]);
    expect(keepTogether('Не указано')).toBe('Не указано');
  });
});

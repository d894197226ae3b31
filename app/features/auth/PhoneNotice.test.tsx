import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { PhoneNotice } from './PhoneNotice.tsx';

/** A screen whose phone-ness the test can change, as a turned tablet or a resized window does. */
function screenAs(phone: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: phone,
    media: '',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    for (const listener of listeners) listener();
  };
}

describe('PhoneNotice', () => {
  it.each([
    [
      'ru',
      'С телефона можно войти и подписать договор',
      [
        'Войти в кабинет — по СМС-коду.',
        'Подписать договор — кодом из СМС или в приложении eGov Business.',
        'Для подписи ЭЦП через NCALayer нужен компьютер.',
      ],
    ],
    [
      'kk',
      'Телефоннан кабинетке кіріп, шартқа қол қоюға болады',
      [
        'Кабинетке кіру — SMS-кодпен.',
        'Шартқа қол қою — SMS-кодпен немесе eGov Business қосымшасында.',
        'NCALayer арқылы ЭЦҚ-мен қол қою үшін компьютер қажет.',
      ],
    ],
  ] as const)(
    '%s: on a phone, says what works there and what needs a computer, inline',
    async (locale, title, lines) => {
      screenAs(true);
      const { container } = renderOnSite(<PhoneNotice />, { locale });
      const notice = screen.getByRole('status');
      expect(notice).toHaveTextContent(title);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(lines);
      // In the page's flow: no dialog, nothing focusable, focus left where it was.
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(notice.querySelector('button, a, [tabindex]')).toBeNull();
      expect(document.activeElement).toBe(document.body);
      await expectNoAxeViolations(container);
    },
  );

  it('says nothing on a computer, and follows the screen as it changes', () => {
    const change = screenAs(false);
    renderOnSite(<PhoneNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => change(true));
    expect(screen.getByRole('status')).toHaveTextContent('С телефона можно войти');
    act(() => change(false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/index.ts';
import { matchRoute } from '../routes/match.ts';
import { menuSections } from './menu.ts';

describe('menuSections', () => {
  it('has the 8 sections of the spec in order, with their icons', () => {
    const sections = menuSections(messagesFor('ru'), 'ru');
    expect(sections.map((s) => [s.label, s.icon])).toEqual([
      ['Связь', 'phone'],
      ['Интернет', 'globe'],
      ['IoT', 'chip'],
      ['Облака', 'cloud'],
      ['Безопасность', 'shield'],
      ['Реклама и рассылки', 'marketing'],
      ['Автоматизация', 'monitor'],
      ['Ещё', 'layers'],
    ]);
    expect(sections[1]?.links).toHaveLength(5);
  });

  it('marks every link with utm_source=menu and points it at a real page in the language', () => {
    for (const locale of ['ru', 'kk'] as const) {
      for (const section of menuSections(messagesFor(locale), locale)) {
        for (const link of section.links) {
          const url = new URL(link.href, 'https://x');
          expect(url.searchParams.get('utm_source'), link.href).toBe('menu');
          const path = locale === 'kk' ? url.pathname.replace(/^\/kk/, '') : url.pathname;
          if (locale === 'kk') expect(url.pathname.startsWith('/kk/')).toBe(true);
          expect(matchRoute(path).found, link.href).toBe(true);
        }
      }
    }
  });
});

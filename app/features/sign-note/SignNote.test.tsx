import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import kkNote from '../../../locales/content/help/kk/sign-note.ts';
import ruNote from '../../../locales/content/help/ru/sign-note.ts';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { isSignNotePage, loadSignNoteFor, parseDottedDate } from './data.ts';
import { SignNote } from './SignNote.tsx';

// jsdom lays nothing out: give the select's virtualised list a viewport (as the kit's tests do).
const spies: MockInstance[] = [];
beforeAll(() => {
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(40));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400));
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

/** The list's own polite announcer (the select has one of its own, inside its popover). */
const announcer = () => document.querySelector('[data-sign-note] > [role="status"]') as HTMLElement;

const regions = () =>
  screen.getAllByRole('region').filter((region) => region.hasAttribute('data-region'));

describe('SignNote', () => {
  it('lists every region with its signers before anything is chosen (the prerendered page)', async () => {
    const { container } = renderOnSite(<SignNote content={ruNote} />);
    expect(regions()).toHaveLength(ruNote.regions.length);
    const astana = screen.getByRole('region', { name: 'г. Астана' });
    const first = within(astana).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('ФИОЖумабаев Арман Серикович');
    expect(first).toHaveTextContent('ДолжностьВице-президент по корпоративному бизнесу');
    expect(first).toHaveTextContent('Номер доверенности№ 01-Д/25');
    expect(within(first).getByText('9 января 2025')).toHaveAttribute('datetime', '2025-01-09');
    const select = screen.getByRole('combobox', { name: /^Регион/ });
    expect(select).toHaveAccessibleName('Регион Выберите регион');
    await expectNoAxeViolations(container);
  });

  it('finds a region by typing part of its name in any case and shows only its signers', async () => {
    const user = userEvent.setup();
    renderOnSite(<SignNote content={ruNote} />);
    await user.click(screen.getByRole('combobox', { name: /^Регион/ }));
    const search = await screen.findByRole('searchbox', { name: 'Поиск по названию' });
    await user.type(search, 'КАРАГ');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Карагандинская область']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(regions()).toHaveLength(1));
    expect(regions()[0]).toHaveAccessibleName('Карагандинская область');
    expect(announcer()).toHaveTextContent('Показаны подписанты: Карагандинская область');

    await user.click(screen.getByRole('button', { name: 'Показать все регионы' }));
    expect(regions()).toHaveLength(ruNote.regions.length);
    expect(screen.getByRole('combobox', { name: /^Регион/ })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Показаны все регионы');
  });

  it("says the memo's own words when no region matches", async () => {
    const user = userEvent.setup();
    renderOnSite(<SignNote content={ruNote} />);
    await user.click(screen.getByRole('combobox', { name: /^Регион/ }));
    await user.type(await screen.findByRole('searchbox'), 'Бавария');
    expect(screen.getByRole('listbox')).toHaveTextContent(ruNote.noMatch);
  });

  it('in Kazakh: Kazakh labels and names, typed with plain Cyrillic letters too, Kazakh dates', async () => {
    const user = userEvent.setup();
    const { container } = renderOnSite(<SignNote content={kkNote} />, { locale: 'kk' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Өңірлер бойынша қол қоюшылар',
    );
    const astana = screen.getByRole('region', { name: 'Астана қаласы' });
    expect(within(astana).getAllByText('2025 жылғы 9 қаңтар')[0]).toHaveAttribute(
      'datetime',
      '2025-01-09',
    );
    await user.click(screen.getByRole('combobox', { name: /^Өңір/ }));
    // «Қарағанды» typed on a Russian keyboard: к and г stand in for қ and ғ.
    await user.type(await screen.findByRole('searchbox', { name: 'Атауы бойынша іздеу' }), 'караг');
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Қарағанды облысы' }),
    );
    await waitFor(() => expect(regions()).toHaveLength(1));
    expect(regions()[0]).toHaveAccessibleName('Қарағанды облысы');
    await expectNoAxeViolations(container);
  });
});

describe('sign-note data', () => {
  it('loads the memo only for its own help page, in the asked language', async () => {
    expect(isSignNotePage({ link: 'mobile-connection', sectionId: 'sign-note' })).toBe(true);
    expect(isSignNotePage({ link: 'service', sectionId: 'sign-note' })).toBe(false);
    await expect(
      loadSignNoteFor('kk', { link: 'mobile-connection', sectionId: 'sign-note' }),
    ).resolves.toBe(kkNote);
    await expect(
      loadSignNoteFor('ru', { link: 'mobile-connection', sectionId: 'info' }),
    ).resolves.toBeUndefined();
  });

  it('reads dd.mm.yyyy dates and nothing else', () => {
    expect(parseDottedDate('09.01.2025')).toEqual({ year: 2025, month: 1, day: 9 });
    expect(parseDottedDate('2025-01-09')).toBeNull();
    expect(parseDottedDate('31.13.2025')).toBeNull();
  });
});
